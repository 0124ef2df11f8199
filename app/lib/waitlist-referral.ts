/**
 * The waitlist's referral and place-in-line rules, as members are told them. The database enforces
 * them (private.waitlist_rule in supabase/migrations/20261122030000_waitlist_growth.sql);
 * tests/integration/waitlist-growth.test.ts pins that these numbers agree with it.
 */

/** Each referred friend who confirms moves the referrer up this many places. */
export const PLACES_PER_REFERRAL = 5

/** Joins credited to one referral link per rolling 24 hours; later joins through it are not credited. */
export const REFERRAL_JOINS_PER_DAY = 10

/** How long the link in the confirmation e-mail works. */
export const CONFIRM_LINK_DAYS = 7

/** A minute between confirmation e-mails to one entry. */
export const RESEND_INTERVAL_SECONDS = 60

const REFERRAL_CODE = /^[a-z0-9]{6,32}$/

/** The referral code from a ?ref= value or form field, or null when it cannot be one. */
export function parseReferralCode(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const code = value.trim().toLowerCase()
  return REFERRAL_CODE.test(code) ? code : null
}

/** A member's personal link: <site>/signup?ref=<code>. */
export function referralUrl(siteOrigin: string, code: string): string {
  const url = new URL('/signup', siteOrigin)
  url.searchParams.set('ref', code)
  return url.toString()
}

/** A link token as the e-mails carry it: 43 base64url characters (32 random bytes). */
export function isLinkTokenShaped(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value)
}
