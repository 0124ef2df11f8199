import { data } from 'react-router'
import { redirect } from '../platform/localized-redirect.server'

import { getClientKey, type RequestContext } from '../platform/client-address.server'
import { checkRateLimit } from '../platform/rate-limit.server'
import { readFormData } from '../platform/submission.server'
import { refusedResendToast, resendToast } from './resend-toast.server'
import { requestConfirmationEmail } from './waitlist-email.server'
import {
  entryForResend,
  leaveTokenFromStatus,
  readLinkToken,
  WAITLIST_LINK_RATE_LIMIT,
  WAITLIST_RESEND_RATE_LIMIT,
} from './waitlist-links.server'

/**
 * The status page's next steps (POST /waitlist/status, the status token in the form): "Send the
 * confirmation e-mail again" for a pending entry, and "Leave the waitlist", which mints a leave token
 * and goes to the usual two-step leave page. The answer is shown on the page itself (no toast).
 */
export type StatusActionData = { notice: { tone: 'success' | 'error'; message: string; description: string } }

const NO_STORE = { 'Cache-Control': 'no-store' }

function notice(tone: 'success' | 'error', toast: { message: string; description: string }, status = 200) {
  return data<StatusActionData>({ notice: { tone, message: toast.message, description: toast.description } }, { status, headers: NO_STORE })
}

export async function statusAction(request: Request, context: RequestContext) {
  try {
    return await answer(request, context)
  } catch (error) {
    console.error(JSON.stringify({ type: 'waitlist_link_failed', page: 'status', message: String(error) }))
    return notice('error', resendToast('failed'), 503)
  }
}

async function answer(request: Request, context: RequestContext) {
  const form = await readFormData(request)
  const token = form.get('token')
  const intent = form.get('intent')
  const client = getClientKey(request, context)
  if (intent === 'leave') {
    const limit = await checkRateLimit('waitlist-link', client, WAITLIST_LINK_RATE_LIMIT)
    if (!limit.allowed) return notice('error', resendToast('rateLimited'), 429)
    const outcome = await leaveTokenFromStatus(token)
    if (outcome.outcome !== 'issued') return notice('error', resendToast('expired'), outcome.outcome === 'expired' ? 410 : 404)
    return redirect(`/waitlist/leave?${new URLSearchParams({ token: outcome.leaveToken })}`, { headers: NO_STORE })
  }
  if (intent !== 'resend') return notice('error', resendToast('failed'), 400)
  const limit = await checkRateLimit('waitlist-resend', client, WAITLIST_RESEND_RATE_LIMIT)
  if (!limit.allowed) return notice('error', resendToast('rateLimited'), 429)
  const state = await readLinkToken(token, 'status')
  if (state.state !== 'valid') return notice('error', resendToast('expired'), 404)
  if (state.confirmed) return notice('success', resendToast('confirmed'))
  const entry = await entryForResend(state.entryId)
  if (!entry) return notice('error', resendToast('expired'), 404)
  const outcome = await requestConfirmationEmail(entry.email, { resend: true })
  if (outcome.sent) return notice('success', resendToast('sent'))
  const reason = outcome.reason
  const shown = refusedResendToast(reason)
  return notice(
    reason === 'confirmed' ? 'success' : 'error',
    shown,
    reason === 'too_soon' || reason === 'limit' ? 429 : reason === 'failed' ? 503 : 200,
  )
}
