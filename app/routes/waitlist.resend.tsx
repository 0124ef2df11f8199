import { redirect } from '~/.server/platform/localized-redirect.server'

import { getClientKey } from '~/.server/platform/client-address.server'
import { checkRateLimit } from '~/.server/platform/rate-limit.server'
import { readFormData } from '~/.server/platform/submission.server'
import { redirectWithError, redirectWithSuccess } from '~/.server/platform/toast.server'
import { setJoinedFlash } from '~/.server/waitlist/waitlist.server'
import { refusedResendToast, resendToast } from '~/.server/waitlist/resend-toast.server'
import { requestConfirmationEmail } from '~/.server/waitlist/waitlist-email.server'
import { entryForResend, WAITLIST_RESEND_RATE_LIMIT } from '~/.server/waitlist/waitlist-links.server'
import { readResendTicket } from '~/.server/waitlist/waitlist-tokens.server'

import type { Route } from './+types/waitlist.resend'

// "Send the e-mail again" on the thank-you panel: a POST with the signed ticket the panel carries.
// Postgres allows one confirmation e-mail a minute per entry, five in all; the answer is a toast on
// /signup, where the thank-you panel shows again.

const BACK = '/signup#get-early-access'

export const loader = () => redirect('/signup')

export async function action({ request, context }: Route.ActionArgs) {
  const entryId = readResendTicket((await readFormData(request)).get('ticket'))
  if (!entryId) return redirectWithError(BACK, resendToast('expired'))
  const limit = await checkRateLimit('waitlist-resend', getClientKey(request, context), WAITLIST_RESEND_RATE_LIMIT)
  if (!limit.allowed) return redirectWithError(BACK, resendToast('rateLimited'))

  const entry = await entryForResend(entryId).catch(() => null)
  if (!entry) return redirectWithError(BACK, resendToast('expired'))
  const outcome = await requestConfirmationEmail(entry.email, { resend: true })

  // The panel (with its referral link and a fresh ticket) shows again after the redirect.
  const headers = new Headers()
  await setJoinedFlash(headers, { entryId, referralCode: entry.referralCode, resent: true })
  if (outcome.sent) return redirectWithSuccess(BACK, resendToast('sent'), { headers })
  const reason = outcome.reason
  const toast = refusedResendToast(reason)
  return redirectWithError(BACK, toast, { headers })
}
