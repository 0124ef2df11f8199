import type { SubmissionResult } from '@conform-to/react'
import { data } from 'react-router'
import { redirect } from '../platform/localized-redirect.server'

import { retryAfterText } from '~/lib/account-rules'
import { referralUrl, parseReferralCode } from '~/lib/waitlist-referral'
import { m } from '~/paraglide/messages.js'

import { siteOrigin } from '../account/auth.server'
import { getClientKey, type RequestContext } from '../platform/client-address.server'
import { isHoneypotFilled } from '../platform/honeypot.server'
import { checkRateLimit } from '../platform/rate-limit.server'
import { parseSubmission, readFormData } from '../platform/submission.server'
import {
  consumeJoinedFlash,
  joinWaitlist,
  serverWaitlistSchema,
  setJoinedFlash,
  WAITLIST_RATE_LIMIT,
  waitlistAnalytics,
} from './waitlist.server'
import { issueResendTicket } from './waitlist-tokens.server'

/** The /signup route's server work: what its loader shows about a join, and its action. */

export type JoinActionData = { result: SubmissionResult<string[]> }

/** What the thank-you panel needs after a join: the link to share and the resend ticket. */
export type JoinedPanel = {
  shareUrl: string
  referralUrl: string | null
  resendTicket: string | null
  /** False when the panel shows again after "send the e-mail again" (no second confetti or success event). */
  celebrate: boolean
}

/** The thank-you panel's data when this browser has just joined (the flash cookie), and its headers. */
export async function joinedPanelFor(request: Request): Promise<{ joined: JoinedPanel | null; headers: Headers }> {
  const { joined, headers } = await consumeJoinedFlash(request)
  const origin = siteOrigin(request)
  if (!joined) return { joined: null, headers }
  if ('bot' in joined) {
    return { joined: { shareUrl: new URL('/signup', origin).toString(), referralUrl: null, resendTicket: null, celebrate: true }, headers }
  }
  const link = referralUrl(origin, joined.referralCode)
  return {
    joined: { shareUrl: link, referralUrl: link, resendTicket: issueResendTicket(joined.entryId), celebrate: joined.resent !== true },
    headers,
  }
}

/** The referral code of a /signup?ref=… visit (syntax only: a page view costs no database call). */
export function referralCodeOf(request: Request): string | null {
  return parseReferralCode(new URL(request.url).searchParams.get('ref'))
}

/** A form-level error with no field values (used before the body could be parsed into a submission). */
function formError(message: string): SubmissionResult<string[]> {
  return { status: 'error', error: { '': [message] } }
}

export async function handleJoin(request: Request, context: RequestContext) {
  try {
    const formData = await readFormData(request)

    // Bots that fill the hidden field are told they succeeded; nothing is stored or counted.
    if (isHoneypotFilled(formData)) {
      const headers = new Headers()
      await setJoinedFlash(headers, { bot: true })
      return redirect('/signup', { headers })
    }

    waitlistAnalytics.attempt()
    const submission = parseSubmission(formData, serverWaitlistSchema)
    if (submission.status !== 'success') {
      waitlistAnalytics.error('validation')
      return data<JoinActionData>({ result: submission.reply() }, { status: 400 })
    }

    // Only submissions that would reach the database count (docs/decisions/003-rate-limits.md).
    const limit = await checkRateLimit('waitlist', getClientKey(request, context), WAITLIST_RATE_LIMIT)
    if (!limit.allowed) {
      waitlistAnalytics.error('rate_limited')
      return data<JoinActionData>(
        // As the account forms do: say when to try again (UX review 2026-11-25, item 14).
        { result: submission.reply({ formErrors: [m.server_rate_limited(), retryAfterText(limit.retryAfterSeconds)] }) },
        { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
      )
    }

    const outcome = await joinWaitlist(submission.value, parseReferralCode(formData.get('ref')))
    if (!outcome.ok) {
      waitlistAnalytics.error(outcome.reason)
      return data<JoinActionData>({ result: submission.reply({ formErrors: [outcome.message] }) }, { status: outcome.status })
    }

    waitlistAnalytics.success(submission.value.interest)
    // Post/redirect/get: a refresh never submits again; the flash cookie shows the thank-you panel once.
    const headers = new Headers()
    await setJoinedFlash(headers, { entryId: outcome.entryId, referralCode: outcome.referralCode })
    return redirect('/signup', { headers })
  } catch (error) {
    console.error(JSON.stringify({ type: 'waitlist_action_failed', message: error instanceof Error ? error.message : String(error) }))
    waitlistAnalytics.error('unexpected')
    return data<JoinActionData>({ result: formError(m.server_unexpected_error()) }, { status: 500 })
  }
}
