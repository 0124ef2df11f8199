/**
 * The words of the waitlist's link pages (confirm, status, leave) that depend on what happened: the
 * answer to a link whose token cannot be used, and the counted phrases. Called in the request's
 * language (messages/<locale>/waitlist.json, decision 030).
 */
import { contact } from '~/content/site'
import { formatCount } from '~/lib/format-count'
import { isSingular } from '~/lib/plural'
import { CONFIRM_LINK_DAYS } from '~/lib/waitlist-referral'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'

/** The answer to a link whose token cannot be used. */
export type LinkProblem = {
  readonly title: string
  readonly heading: string
  readonly message: string
}

const invalid = (message: string): LinkProblem => ({
  title: m.waitlist_problem_invalid_title(),
  heading: m.waitlist_problem_invalid_heading(),
  message,
})

const expired = (message: string): LinkProblem => ({
  title: m.waitlist_problem_expired_title(),
  heading: m.waitlist_problem_expired_heading(),
  message,
})

export function confirmProblem(problem: 'unknown' | 'used' | 'expired'): LinkProblem {
  if (problem === 'unknown') return invalid(m.waitlist_confirm_unknown_message())
  if (problem === 'expired') return expired(m.waitlist_confirm_expired_message({ days: CONFIRM_LINK_DAYS }))
  return { title: m.waitlist_confirm_used_title(), heading: m.waitlist_confirm_used_heading(), message: m.waitlist_confirm_used_message() }
}

export function statusProblem(problem: 'unknown' | 'expired'): LinkProblem {
  return problem === 'unknown' ? invalid(m.waitlist_status_unknown_message()) : expired(m.waitlist_status_expired_message())
}

export function leaveProblem(problem: 'unknown' | 'expired'): LinkProblem {
  return problem === 'unknown'
    ? invalid(m.waitlist_leave_unknown_message({ email: contact.privacyEmail }))
    : expired(m.waitlist_leave_expired_message({ email: contact.privacyEmail }))
}

/** "of 1,234 confirmed members": the status page's place, counted in the request's language. */
export function placeOfText(total: number): string {
  return isSingular(total, getLocale())
    ? m.waitlist_status_place_of_one({ total: formatCount(total) })
    : m.waitlist_status_place_of_other({ total: formatCount(total) })
}

/** A link opened too often from one connection (the page answers 429). */
export function viewsLimitedText(minutes: number): string {
  return isSingular(minutes, getLocale())
    ? m.waitlist_error_views_limited_one({ minutes })
    : m.waitlist_error_views_limited_other({ minutes })
}
