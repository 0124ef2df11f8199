import type { AuthError, SupabaseClient, User } from '@supabase/supabase-js'

import { m } from '~/paraglide/messages.js'

import { settleBy } from './account-pace.server'
import type { Admission } from '../platform/request-context.server'
import { createSupabaseServerClient } from '../platform/supabase.server'

/*
 * The account calls to the auth service (GoTrue), and what of their answers a visitor may see
 * (docs/decisions/008-account-abuse.md). The rule: an answer that depends on whether an account exists
 * (an e-mail sent or not, the per-address send limit, a failure while sending) is never shown; the
 * outcome is logged without the address. Only answers that are the same for every address are shown:
 * the service unreachable or over its own request limit, a password it refuses.
 */

/** What to tell the visitor; `field` puts it under that field instead of in the banner. */
export type Shown = { status: number; message: string; field?: 'email' | 'password' }

type Outcome = AuthError | 'unreachable' | null

/** The call's error (null when it succeeded); a throw means the service could not be reached. */
async function outcomeOf(call: Promise<{ error: AuthError | null }>): Promise<Outcome> {
  try {
    return (await call).error ?? null
  } catch (error) {
    console.error('[auth] call failed:', error instanceof Error ? error.message : error)
    return 'unreachable'
  }
}

function codeOf(outcome: Outcome): string | null {
  if (outcome === null) return null
  if (outcome === 'unreachable') return 'unreachable'
  if (outcome.name === 'AuthRetryableFetchError' || outcome.status === 0) return 'unreachable'
  return outcome.code ?? `status_${outcome.status ?? 'unknown'}`
}

/** Answers that are the same for every address, whatever the form. */
function serviceTrouble(code: string | null): Shown | null {
  if (code === 'unreachable') return { status: 503, message: m.server_service_unavailable() }
  if (code === 'over_request_rate_limit') return { status: 429, message: m.server_service_busy() }
  return null
}

export type EmailFlow = 'sign-up' | 'recovery' | 'resend'

function shownForEmailFlow(flow: EmailFlow, outcome: Outcome): Shown | null {
  const code = codeOf(outcome)
  const trouble = serviceTrouble(code)
  if (trouble) return trouble
  if (flow !== 'sign-up' || outcome === null || outcome === 'unreachable') return null
  // Sign-up checks the password and the address before it looks the account up (GoTrue signup.go).
  if (code === 'weak_password') return { status: 422, message: outcome.message || m.validation_password_too_short(), field: 'password' }
  if (code === 'email_address_invalid') return { status: 400, message: m.validation_email_invalid(), field: 'email' }
  return null
}

function logHidden(flow: EmailFlow, outcome: Outcome) {
  const code = codeOf(outcome)
  if (code) console.warn(JSON.stringify({ type: 'auth_email_request_failed', flow, code }))
}

/**
 * Runs a call that may send an e-mail (sign-up, reset, resend) and returns at `deadline` exactly,
 * done or not (account-pace.server.ts), with what may be shown of its outcome: null means "answer as
 * for a success". A call still running at the deadline goes on; its outcome is only logged.
 */
export async function emailRequestAt(
  flow: EmailFlow,
  call: Promise<{ error: AuthError | null }>,
  deadline: number,
  admission?: Admission | null,
): Promise<Shown | null> {
  const outcome = outcomeOf(call)
  const settled = await settleBy(outcome, deadline, admission)
  if (!settled.done) {
    void outcome.then((late) => logHidden(flow, late))
    return null
  }
  const shown = shownForEmailFlow(flow, settled.value)
  if (!shown) logHidden(flow, settled.value)
  return shown
}

/**
 * The response headers of a flow that must look the same whatever its outcome: for each cookie only
 * the first write, made when the flow started (the PKCE verifier), never the clean-up the auth client
 * does after a refusal.
 */
export function firstCookieWrites(headers: Headers): Headers {
  const kept = new Headers()
  const seen = new Set<string>()
  for (const line of headers.getSetCookie()) {
    const name = line.slice(0, line.indexOf('=')).trim()
    if (seen.has(name)) continue
    seen.add(name)
    kept.append('Set-Cookie', line)
  }
  headers.forEach((value, name) => {
    if (name.toLowerCase() !== 'set-cookie') kept.set(name, value)
  })
  return kept
}

// ---------------------------------------------------------------------------------------------

export type SignInResult =
  { ok: true; user: User; supabase: SupabaseClient; headers: Headers } | { ok: false; shown: Shown; unconfirmed: boolean; headers: Headers }

/** Password sign-in. Refusals are shown with the service's message only where it reveals nothing. */
export async function signInWithPassword(request: Request, client: string, email: string, password: string): Promise<SignInResult> {
  const { supabase, headers } = createSupabaseServerClient(request, { clientAddress: client })
  let outcome: Outcome
  try {
    const { data, error } = await supabase.auth.signInWithPassword({ email, password })
    if (!error && data.user) return { ok: true, user: data.user, supabase, headers }
    outcome = error ?? 'unreachable'
  } catch (error) {
    console.error('[auth] sign-in failed:', error instanceof Error ? error.message : error)
    outcome = 'unreachable'
  }
  const code = codeOf(outcome)
  const trouble = serviceTrouble(code)
  if (trouble) return { ok: false, shown: trouble, unconfirmed: false, headers }
  // The password was right: telling its holder that the address is unconfirmed reveals nothing new.
  if (code === 'email_not_confirmed')
    return { ok: false, shown: { status: 400, message: m.auth_email_not_confirmed() }, unconfirmed: true, headers }
  // Everything else reads as wrong credentials: GoTrue checks "banned" before the password.
  if (code !== 'invalid_credentials' && code !== 'user_banned') console.warn(JSON.stringify({ type: 'auth_sign_in_failed', code }))
  return { ok: false, shown: { status: 400, message: m.auth_invalid_credentials() }, unconfirmed: false, headers }
}

// ---------------------------------------------------------------------------------------------

export type CodeOutcome =
  | { ok: true; user: User; supabase: SupabaseClient; headers: Headers; recovery: boolean }
  | { ok: false; reason: 'elsewhere' | 'expired' | 'invalid' | 'unavailable'; headers: Headers }

/**
 * Exchanges the `?code=` that GoTrue's default e-mail links bring back (after GET /verify has already
 * confirmed the address or accepted the reset) for a session, with the PKCE verifier the browser kept
 * in a cookie when the flow started.
 */
export async function exchangeCode(request: Request, client: string, code: string): Promise<CodeOutcome> {
  const { supabase, headers } = createSupabaseServerClient(request, { clientAddress: client })
  let outcome: Outcome
  try {
    const { data, error } = await supabase.auth.exchangeCodeForSession(code)
    if (!error && data.user && data.session) {
      return {
        ok: true,
        user: data.user,
        supabase,
        headers,
        recovery: (data as { redirectType?: string | null }).redirectType === 'recovery',
      }
    }
    outcome = error ?? 'unreachable'
  } catch (error) {
    console.error('[auth] code exchange failed:', error instanceof Error ? error.message : error)
    outcome = 'unreachable'
  }
  const errorCode = codeOf(outcome)
  // No verifier here, or another flow's: the link was opened in another browser than the one it was
  // asked for in. GoTrue confirmed the address before redirecting with the code all the same.
  if (errorCode === 'pkce_code_verifier_not_found' || errorCode === 'bad_code_verifier') return { ok: false, reason: 'elsewhere', headers }
  // The flow state lives 5 minutes from the sign-up (GoTrue FlowStateExpiryDuration); the address was confirmed.
  if (errorCode === 'flow_state_expired') return { ok: false, reason: 'expired', headers }
  if (errorCode === 'unreachable' || errorCode === 'over_request_rate_limit') return { ok: false, reason: 'unavailable', headers }
  if (errorCode !== 'flow_state_not_found' && errorCode !== 'validation_failed') {
    console.warn(JSON.stringify({ type: 'auth_code_exchange_failed', code: errorCode }))
  }
  return { ok: false, reason: 'invalid', headers }
}

/** The toast for a sign-up confirmation `?code=` that could not sign the visitor in. */
export function confirmationCodeToast(reason: Exclude<CodeOutcome, { ok: true }>['reason']) {
  if (reason === 'elsewhere') return { message: m.auth_toast_email_confirmed(), description: m.auth_toast_confirmed_elsewhere_text() }
  if (reason === 'expired') return { message: m.auth_toast_email_confirmed(), description: m.auth_toast_confirmed_sign_in_text() }
  if (reason === 'unavailable') return { message: m.auth_toast_confirm_error(), description: m.server_service_unavailable() }
  return { message: m.auth_toast_confirm_error(), description: m.auth_toast_confirm_error_text() }
}
