import { createRequire } from 'node:module'

import { createCookie, type Cookie } from 'react-router'

import { trackEvent } from '~/lib/analytics'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { createWaitlistSchema, domainAndParents, isBlockedEmailDomain, type WaitlistEntry } from '~/lib/waitlist'

import { getEnv } from '../platform/env.server'
import { getSessionSecret } from '../platform/secrets.server'
import { createSupabaseAdminClient } from '../platform/supabase.server'
import { requestConfirmationEmail } from './waitlist-email.server'

// The npm lists are loaded here, on the server only; the browser checks just the 10 named domains.
// `require` keeps the JSON out of every bundle. Two lists, joined (docs/decisions/020-fair-and-cheap.md):
// - disposable-email-domains-js: the community list of github.com/disposable-email-domains,
//   republished as it changes (1.26.0 of 2026-09-21; mail.tm is on it); `npm update` brings it current;
// - disposable-email-domains (ivolo, ~100k domains, last published December 2024), which still
//   names many throwaway hosts the other does not.
const require = createRequire(import.meta.url)
let disposableDomains: Set<string> | undefined

function getDisposableDomains(): Set<string> {
  if (!disposableDomains) {
    const listed = require('disposable-email-domains') as string[]
    // wildcard.json: domains whose every subdomain is disposable too (we match parents anyway).
    const wildcard = require('disposable-email-domains/wildcard.json') as string[]
    const current = (require('disposable-email-domains-js') as { disposableEmailBlocklist: () => string[] }).disposableEmailBlocklist()
    disposableDomains = new Set([...listed, ...wildcard, ...current].map((d) => d.toLowerCase()))
  }
  return disposableDomains
}

/** The server's check: the 10 named domains, plus the npm list, for the domain or any parent domain. */
function isDisposableEmailDomain(domain: string): boolean {
  if (isBlockedEmailDomain(domain)) return true
  const set = getDisposableDomains()
  return domainAndParents(domain).some((d) => set.has(d))
}

/** The schema the action validates with: the shared one, with the full disposable-domain check. */
export const serverWaitlistSchema = createWaitlistSchema(isDisposableEmailDomain)

export const WAITLIST_RATE_LIMIT = { limit: 3, windowMs: 10 * 60 * 1000 } as const

export type JoinOutcome =
  | { ok: true; entryId: string; referralCode: string; referred: boolean }
  | { ok: false; reason: 'duplicate' | 'database' | 'unexpected'; message: string; status: number }

/**
 * Adds an entry to the waitlist (pending until its address is confirmed) through
 * public.waitlist_join, with the server's secret key: the referral code, if any, credits its owner
 * (up to the per-link cap), then the send-confirmation function e-mails the confirmation link. A
 * failed e-mail is logged and never turns a stored entry into an error (the member can resend).
 * A duplicate of a pending entry quietly asks for the confirmation again (the database allows one
 * a minute, five in all): someone who lost the e-mail can get it back by joining again. The entry
 * keeps the request's language (the locale of the page joined from) and the optional preferred language.
 */
export async function joinWaitlist(
  entry: Omit<WaitlistEntry, 'preferredLanguage'> & { preferredLanguage?: WaitlistEntry['preferredLanguage'] },
  referralCode: string | null,
): Promise<JoinOutcome> {
  try {
    const email = entry.email.trim().toLowerCase()
    const { data, error } = await createSupabaseAdminClient().rpc('waitlist_join', {
      p_full_name: entry.fullName.trim(),
      p_email: email,
      p_interest: entry.interest,
      p_referral_code: referralCode,
      // The language of the page the form was posted from: every e-mail to this entry uses it (decision 030).
      p_locale: getLocale(),
      p_preferred_language: entry.preferredLanguage ?? null,
    })
    if (error) {
      console.error(JSON.stringify({ type: 'waitlist_insert_failed', code: error.code, message: error.message }))
      return { ok: false, reason: 'database', message: m.server_waitlist_database_error(), status: 500 }
    }
    const joined = data as {
      outcome?: string
      id?: string
      referral_code?: string
      referred?: boolean
      confirmed?: boolean
      email?: string
    }
    if (joined.outcome === 'duplicate') {
      // The same mailbox by Gmail's rules (docs/decisions/020): the e-mail goes to the address stored.
      if (!joined.confirmed) await requestConfirmationEmail(joined.email ?? email, { resend: true })
      return { ok: false, reason: 'duplicate', message: m.server_waitlist_duplicate(), status: 400 }
    }
    if (joined.outcome !== 'joined' || !joined.id || !joined.referral_code) throw new Error('unexpected answer from waitlist_join')

    await requestConfirmationEmail(email, { resend: false })
    return { ok: true, entryId: joined.id, referralCode: joined.referral_code, referred: joined.referred === true }
  } catch (error) {
    console.error(JSON.stringify({ type: 'waitlist_unexpected_error', message: error instanceof Error ? error.message : String(error) }))
    return { ok: false, reason: 'unexpected', message: m.server_unexpected_error(), status: 500 }
  }
}

/** Server-side analytics for the waitlist (one console.info JSON line each); never personal data. */
export const waitlistAnalytics = {
  attempt: () => trackEvent('signup_form_submit_attempt'),
  success: (interest: string) => trackEvent('signup_success', { interest }),
  error: (reason: string) => trackEvent('signup_error', { reason }),
}

let joinedCookie: Cookie | undefined

/** Who has just joined, as the flash cookie carries it: the entry, or a bot told it succeeded. */
export type JoinedFlash = { entryId: string; referralCode: string; resent?: boolean } | { bot: true }

/**
 * A signed, one-minute flash cookie that says "this browser has just joined (as this entry)": the
 * redirect after a join (or a resend) sets it, the next /signup render shows the thank-you panel
 * and clears it. Signed, so nobody can link someone else to a fake "you joined" page. It carries the
 * entry's id and public referral code, never the address or name. The moment it was issued is inside
 * the signed value, so a copied cookie is worthless after its minute whatever its Max-Age said.
 */
const JOINED_FLASH_MS = 60_000

function getJoinedCookie(): Cookie {
  joinedCookie ??= createCookie('waitlist_joined', {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: getEnv().cookieSecure,
    secrets: [getSessionSecret()],
    maxAge: JOINED_FLASH_MS / 1000,
  })
  return joinedCookie
}

/** `now`: the clock (tests inject one). */
export async function setJoinedFlash(headers: Headers, flash: JoinedFlash, now: () => number = Date.now) {
  headers.append('Set-Cookie', await getJoinedCookie().serialize({ ...flash, issuedAt: now() }))
}

function isJoinedFlash(value: unknown, at: number): value is JoinedFlash {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  // Issued within the last minute (a second's grace for a clock that stepped back).
  if (typeof v.issuedAt !== 'number' || v.issuedAt > at + 1_000 || at - v.issuedAt > JOINED_FLASH_MS) return false
  if (v.bot === true) return true
  return typeof v.entryId === 'string' && /^[0-9a-f-]{36}$/.test(v.entryId) && typeof v.referralCode === 'string'
}

/** Who has just joined, if anyone; clears the flash when it was set. */
export async function consumeJoinedFlash(
  request: Request,
  now: () => number = Date.now,
): Promise<{ joined: JoinedFlash | null; headers: Headers }> {
  const headers = new Headers()
  const cookie = getJoinedCookie()
  const value: unknown = await cookie.parse(request.headers.get('Cookie'))
  if (!isJoinedFlash(value, now())) return { joined: null, headers }
  headers.append('Set-Cookie', await cookie.serialize('', { maxAge: 0 }))
  const { issuedAt: _issuedAt, ...joined } = value as JoinedFlash & { issuedAt: number }
  return { joined: joined as JoinedFlash, headers }
}
