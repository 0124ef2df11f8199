import { contact } from '~/content/site'
import { m } from '~/paraglide/messages.js'

export type ResendOutcome = 'sent' | 'tooSoon' | 'limit' | 'confirmed' | 'expired' | 'failed' | 'rateLimited'

/** The toast after "Send the e-mail again" (/waitlist/resend and the status page), in the request's language. */
export function resendToast(outcome: ResendOutcome): { message: string; description: string } {
  switch (outcome) {
    case 'sent':
      return { message: m.waitlist_toast_sent(), description: m.waitlist_toast_sent_text() }
    case 'tooSoon':
      return { message: m.waitlist_toast_too_soon(), description: m.waitlist_toast_too_soon_text() }
    case 'limit':
      return { message: m.waitlist_toast_limit(), description: m.waitlist_toast_limit_text({ email: contact.email }) }
    case 'confirmed':
      return { message: m.waitlist_toast_confirmed(), description: m.waitlist_toast_confirmed_text() }
    case 'expired':
      return { message: m.waitlist_toast_expired(), description: m.waitlist_toast_expired_text() }
    case 'failed':
      return { message: m.waitlist_toast_failed(), description: m.waitlist_toast_failed_text() }
    case 'rateLimited':
      return { message: m.waitlist_toast_rate_limited(), description: m.waitlist_toast_rate_limited_text() }
  }
}

/** The toast when the e-mail was not sent: why it was refused (requestConfirmationEmail's reason). */
export function refusedResendToast(reason: string): { message: string; description: string } {
  const outcome: ResendOutcome =
    reason === 'too_soon'
      ? 'tooSoon'
      : reason === 'limit' || reason === 'confirmed'
        ? reason
        : reason === 'not_on_waitlist'
          ? 'expired'
          : 'failed'
  return resendToast(outcome)
}
