import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import { getSessionSecret } from '../platform/secrets.server'

/**
 * Link tokens on the app's side. The send-confirmation function makes the tokens its e-mail carries
 * (supabase/functions/send-confirmation/handler.ts: 32 random bytes, base64url, stored as the SHA-256
 * hex of their text); the app makes the status token a member lands on after confirming, the same way.
 */

export function newLinkToken(): string {
  return randomBytes(32).toString('base64url')
}

/** The SHA-256 hex of a token's text: all the database ever stores or is asked about. */
export function digestToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

const TICKET_PURPOSE = 'waitlist-resend'
const TICKET_LIFETIME_SECONDS = 60 * 60

function sign(payload: string): Buffer {
  return createHmac('sha256', getSessionSecret()).update(`${TICKET_PURPOSE}:${payload}`).digest()
}

/**
 * A resend ticket: proof, for an hour, that this browser has just joined as entry `entryId`. The
 * thank-you panel's "send it again" form carries it; it is signed with the session secret, so
 * nobody can ask for e-mails to an entry they did not create (the database limits them anyway).
 */
export function issueResendTicket(entryId: string, nowSeconds = Math.floor(Date.now() / 1000)): string {
  const payload = `${entryId}.${nowSeconds + TICKET_LIFETIME_SECONDS}`
  return `${payload}.${sign(payload).toString('base64url')}`
}

/** The entry id of a valid, unexpired ticket; null otherwise. */
export function readResendTicket(ticket: unknown, nowSeconds = Math.floor(Date.now() / 1000)): string | null {
  if (typeof ticket !== 'string' || ticket.length > 200) return null
  const match = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(ticket)
  if (!match) return null
  const [, entryId, expires, signature] = match as unknown as [string, string, string, string]
  // Compared as text: base64url has several spellings of the last character's spare bits, and only
  // the canonical one is accepted.
  const expected = Buffer.from(sign(`${entryId}.${expires}`).toString('base64url'))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  return Number(expires) > nowSeconds ? entryId : null
}
