/**
 * Section 5 of the product spec: messages and limits, free of Zod so the pages can import them cheaply.
 * The messages are Paraglide messages (messages/<locale>/validation.json) called where a schema reports
 * them (./account-schemas.ts), in the request's language (decision 030). Not in the spec: the second
 * new-password field's message, the control-characters one (NUL and other control characters, which
 * Postgres text and JSON cannot store), and the "at most" messages.
 */
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'

import { isSingular } from './plural'

export const PASSWORD_MIN = 6
/** bcrypt only looks at 72 bytes; the auth service refuses longer passwords. */
export const PASSWORD_MAX = 72
export const USERNAME_MIN = 3
export const USERNAME_MAX = 50
export const FULL_NAME_MIN = 2
export const FULL_NAME_MAX = 100
export const BIO_MAX = 500
/** The languages a profile (and the account's e-mails) can be in (public.profiles.locale). */
export const PROFILE_LOCALES = ['en', 'fr', 'am'] as const

/** C0 control characters other than tab, line feed and carriage return (allowed in the bio only). */
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
/** The same, without exceptions: single-line fields. */
export const LINE_CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/

/** "Try again in 45 seconds." / "in 4 minutes." / "in 2 hours.", from a Retry-After in seconds. */
export function retryAfterText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds))
  if (s < 90) {
    const count = String(s)
    return isSingular(s, getLocale()) ? m.server_retry_seconds_one({ count }) : m.server_retry_seconds_other({ count })
  }
  const minutes = Math.ceil(s / 60)
  if (minutes < 90) return m.server_retry_minutes({ count: String(minutes) })
  const hours = Math.ceil(minutes / 60)
  return m.server_retry_hours({ count: String(hours) })
}

/** "12 of 500 characters": the bio counter (counted as the server counts, after trimming). */
export function bioCountText(value: string): string {
  return m.validation_bio_count({ count: String(value.trim().length), max: String(BIO_MAX) })
}
