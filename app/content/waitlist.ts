/**
 * Copy for the waitlist's links and member pages: confirming the address, the place in line, the
 * referral link, asking for the e-mail again and leaving the list. The /signup page's own copy (with
 * the thank-you panel's) lives in ./signup.ts; the numbers (places per referral, link lifetime) in app/lib/waitlist-referral.ts.
 * Every string is read per request in its language (messages/<locale>/waitlist.json, decision 030).
 */
import { CONFIRM_LINK_DAYS, PLACES_PER_REFERRAL } from '~/lib/waitlist-referral'
import { formatCount } from '~/lib/format-count'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'

import { isSingular, lazyCopy } from './lazy-copy'
import { contact } from './site'

const places = String(PLACES_PER_REFERRAL)

const toast = /* @__NO_SIDE_EFFECTS__ */ (message: () => string, description: () => string) => lazyCopy({ message, description })

/** Toasts after "Send the e-mail again". */
export const resendToasts = {
  sent: toast(m.waitlist_toast_sent, m.waitlist_toast_sent_text),
  tooSoon: toast(m.waitlist_toast_too_soon, m.waitlist_toast_too_soon_text),
  limit: toast(m.waitlist_toast_limit, () => m.waitlist_toast_limit_text({ email: contact.email })),
  confirmed: toast(m.waitlist_toast_confirmed, m.waitlist_toast_confirmed_text),
  expired: toast(m.waitlist_toast_expired, m.waitlist_toast_expired_text),
  failed: toast(m.waitlist_toast_failed, m.waitlist_toast_failed_text),
  rateLimited: toast(m.waitlist_toast_rate_limited, m.waitlist_toast_rate_limited_text),
} as const

/** The answer to a link whose token cannot be used. */
export type LinkProblem = {
  readonly title: string
  readonly heading: string
  readonly message: string
}

const problem = /* @__NO_SIDE_EFFECTS__ */ (title: () => string, heading: () => string, message: () => string): LinkProblem =>
  lazyCopy({ title, heading, message })

const linkHelp = {
  joinAgain: {
    get label() {
      return m.waitlist_join_again()
    },
    to: '/signup',
  },
}

const confirmedToast = toast(m.waitlist_confirmed_toast, m.waitlist_confirmed_toast_text)

export const confirmPage = lazyCopy(
  {
    title: m.waitlist_confirm_title,
    heading: m.waitlist_confirm_title,
    intro: m.waitlist_confirm_intro,
    button: m.waitlist_confirm_button,
    pending: m.waitlist_confirm_pending,
    why: m.waitlist_confirm_why,
  },
  {
    confirmedToast,
    problems: {
      unknown: problem(m.waitlist_problem_invalid_title, m.waitlist_problem_invalid_heading, m.waitlist_confirm_unknown_message),
      used: problem(m.waitlist_confirm_used_title, m.waitlist_confirm_used_heading, m.waitlist_confirm_used_message),
      expired: problem(m.waitlist_problem_expired_title, m.waitlist_problem_expired_heading, () =>
        m.waitlist_confirm_expired_message({
          days: String(CONFIRM_LINK_DAYS),
        }),
      ),
    } satisfies Record<string, LinkProblem>,
    joinAgain: linkHelp.joinAgain,
  },
)

export const statusPage = lazyCopy(
  {
    title: m.waitlist_status_title,
    heading: m.waitlist_status_title,
    placeLabel: m.waitlist_status_place_label,
    referralsLabel: m.waitlist_status_referrals_label,
    pendingHeading: m.waitlist_status_pending_heading,
    pendingMessage: m.waitlist_status_pending_message,
    moveUp: () => m.waitlist_status_move_up({ places }),
    referralLabel: m.waitlist_referral_label,
    shareHeading: m.waitlist_status_share_heading,
    nextHeading: m.waitlist_status_next_heading,
    analyzerNote: m.waitlist_status_analyzer_note,
    resendIntro: m.waitlist_status_resend_intro,
    resendButton: m.waitlist_status_resend_button,
    resendPending: m.waitlist_sending,
    leaveIntro: m.waitlist_status_leave_intro,
    leaveButton: m.waitlist_leave_title,
  },
  {
    placeOf: (total: number) =>
      isSingular(total, getLocale())
        ? m.waitlist_status_place_of_one({ total: formatCount(total) })
        : m.waitlist_status_place_of_other({ total: formatCount(total) }),
    /** After confirming (the confirmation lands here with ?confirmed=1): said on the page, not toasted. */
    welcome: lazyCopy({
      heading: m.waitlist_confirmed_toast,
      message: m.waitlist_confirmed_toast_text,
    }),
    analyzer: {
      get label() {
        return m.waitlist_status_analyzer_link()
      },
      to: '/navigator/remittance',
    },
    problems: {
      unknown: problem(m.waitlist_problem_invalid_title, m.waitlist_problem_invalid_heading, m.waitlist_status_unknown_message),
      expired: problem(m.waitlist_problem_expired_title, m.waitlist_problem_expired_heading, m.waitlist_status_expired_message),
    } satisfies Record<string, LinkProblem>,
    joinAgain: linkHelp.joinAgain,
  },
)

export const leavePage = lazyCopy(
  {
    title: m.waitlist_leave_title,
    heading: m.waitlist_leave_title,
    intro: m.waitlist_leave_intro,
    addressLabel: m.waitlist_leave_address_label,
    button: m.waitlist_leave_button,
    pending: m.waitlist_leave_pending,
    keep: m.waitlist_leave_keep,
    leftTitle: m.waitlist_left_heading,
    leftHeading: m.waitlist_left_heading,
    leftMessage: m.waitlist_left_message,
  },
  {
    leftToast: toast(m.waitlist_left_heading, m.waitlist_left_toast_text),
    problems: {
      unknown: problem(m.waitlist_problem_invalid_title, m.waitlist_problem_invalid_heading, () =>
        m.waitlist_leave_unknown_message({ email: contact.privacyEmail }),
      ),
      expired: problem(m.waitlist_problem_expired_title, m.waitlist_problem_expired_heading, () =>
        m.waitlist_leave_expired_message({ email: contact.privacyEmail }),
      ),
    } satisfies Record<string, LinkProblem>,
    home: {
      get label() {
        return m.waitlist_return_home()
      },
      to: '/',
    },
  },
)

/** The POST of a link page when the database cannot be reached, or too many tries. */
export const linkErrors = lazyCopy(
  {
    unexpected: m.waitlist_error_unexpected,
    rateLimited: m.waitlist_error_rate_limited,
  },
  {
    /** A link opened too often from one connection (the page answers 429). */
    viewsLimited: (minutes: number) =>
      isSingular(minutes, getLocale())
        ? m.waitlist_error_views_limited_one({ minutes: String(minutes) })
        : m.waitlist_error_views_limited_other({ minutes: String(minutes) }),
  },
)
