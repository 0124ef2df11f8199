import { createRequire } from 'node:module'

import { createCookie, type Cookie } from 'react-router'

import { trackEvent } from '~/lib/analytics'
import {
  createWaitlistSchema,
  domainAndParents,
  isBlockedEmailDomain,
  waitlistMessages,
  type WaitlistEntry,
} from '~/lib/waitlist'

import { getEnv } from './env.server'
import { getSessionSecret } from './secrets.server'
import { createSupabaseServerClient } from './supabase.server'

// The maintained npm lists (~100k domains) are loaded here, on the server only; the browser checks
// just the 10 named domains. `require` keeps the JSON out of every bundle.
const require = createRequire(import.meta.url)
let disposableDomains: Set<string> | undefined

function getDisposableDomains(): Set<string> {
  if (!disposableDomains) {
    const listed = require('disposable-email-domains') as string[]
    // wildcard.json: domains whose every subdomain is disposable too (we match parents anyway).
    const wildcard = require('disposable-email-domains/wildcard.json') as string[]
    disposableDomains = new Set([...listed, ...wildcard].map((d) => d.toLowerCase()))
  }
  return disposableDomains
}

/** The server's check: the 10 named domains, plus the npm list, for the domain or any parent domain. */
export function isDisposableEmailDomain(domain: string): boolean {
  if (isBlockedEmailDomain(domain)) return true
  const set = getDisposableDomains()
  return domainAndParents(domain).some((d) => set.has(d))
}

/** The schema the action validates with: the shared one, with the full disposable-domain check. */
export const serverWaitlistSchema = createWaitlistSchema(isDisposableEmailDomain)

export const WAITLIST_RATE_LIMIT = { limit: 3, windowMs: 10 * 60 * 1000 } as const

export type JoinOutcome =
  { ok: true } | { ok: false; reason: 'duplicate' | 'database' | 'unexpected'; message: string; status: number }

const CONFIRMATION_TIMEOUT_MS = 5_000

/**
 * Adds an entry to the waitlist through supabase-js (as the anon role: RLS allows insert only), then
 * asks the send-confirmation function to e-mail it. A failed confirmation is logged and never turns a
 * stored entry into an error. Returns the outcome and the headers supabase-js wants on the response.
 */
export async function joinWaitlist(request: Request, entry: WaitlistEntry): Promise<{ outcome: JoinOutcome; headers: Headers }> {
  const headers = new Headers()
  try {
    const { supabase, headers: supabaseHeaders } = createSupabaseServerClient(request)
    supabaseHeaders.forEach((value, key) => headers.append(key, value))

    const email = entry.email.trim().toLowerCase()
    const fullName = entry.fullName.trim()
    const { error } = await supabase.from('waitlist').insert({ full_name: fullName, email, interest: entry.interest })
    if (error) {
      if (error.code === '23505') {
        return { outcome: { ok: false, reason: 'duplicate', message: waitlistMessages.duplicate, status: 400 }, headers }
      }
      console.error(JSON.stringify({ type: 'waitlist_insert_failed', code: error.code, message: error.message }))
      return { outcome: { ok: false, reason: 'database', message: waitlistMessages.databaseError, status: 500 }, headers }
    }

    await sendConfirmation(supabase, { name: fullName, email, interest: entry.interest })
    return { outcome: { ok: true }, headers }
  } catch (error) {
    console.error(JSON.stringify({ type: 'waitlist_unexpected_error', message: errorMessage(error) }))
    return { outcome: { ok: false, reason: 'unexpected', message: waitlistMessages.unexpectedError, status: 500 }, headers }
  }
}

type SupabaseLike = ReturnType<typeof createSupabaseServerClient>['supabase']

async function sendConfirmation(supabase: SupabaseLike, body: { name: string; email: string; interest: string }) {
  try {
    const { data, error } = await supabase.functions.invoke<{ success?: boolean }>('send-confirmation', {
      body,
      timeout: CONFIRMATION_TIMEOUT_MS,
    })
    if (error || !data?.success) {
      console.error(
        JSON.stringify({
          type: 'waitlist_confirmation_failed',
          interest: body.interest,
          message: error ? errorMessage(error) : 'no success flag',
        }),
      )
    }
  } catch (error) {
    console.error(JSON.stringify({ type: 'waitlist_confirmation_failed', interest: body.interest, message: errorMessage(error) }))
  }
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** Server-side analytics for the waitlist (one console.info JSON line each); never personal data. */
export const waitlistAnalytics = {
  attempt: () => trackEvent('signup_form_submit_attempt'),
  success: (interest: string) => trackEvent('signup_success', { interest }),
  error: (reason: string) => trackEvent('signup_error', { reason }),
}

let joinedCookie: Cookie | undefined

/**
 * A signed, one-minute flash cookie that says "this browser has just joined": the redirect after a
 * join sets it, the next /signup render shows the thank-you panel and clears it. Signed, so nobody
 * can link someone else to a fake "you joined" page; it carries no personal data.
 */
function getJoinedCookie(): Cookie {
  joinedCookie ??= createCookie('waitlist_joined', {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: getEnv().cookieSecure,
    secrets: [getSessionSecret()],
    maxAge: 60,
  })
  return joinedCookie
}

export async function setJoinedFlash(headers: Headers) {
  headers.append('Set-Cookie', await getJoinedCookie().serialize('1'))
}

/** Whether the visitor has just joined; clears the flash when it was set. */
export async function consumeJoinedFlash(request: Request): Promise<{ joined: boolean; headers: Headers }> {
  const headers = new Headers()
  const cookie = getJoinedCookie()
  const value: unknown = await cookie.parse(request.headers.get('Cookie'))
  if (value !== '1') return { joined: false, headers }
  headers.append('Set-Cookie', await cookie.serialize('', { maxAge: 0 }))
  return { joined: true, headers }
}
