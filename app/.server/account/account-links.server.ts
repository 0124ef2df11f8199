import type { EmailOtpType } from '@supabase/supabase-js'
import { redirect } from '../platform/localized-redirect.server'

import { retryAfterText } from '~/lib/account-rules'
import { m } from '~/paraglide/messages.js'

import { confirmationCodeToast, exchangeCode } from './account-auth.server'
import { limitConfirmation, readKnownDevice, rememberDevice } from './account-limits.server'
import { grantPasswordReset } from './account-recovery.server'
import { getClientAddress, type RequestContext } from '../platform/client-address.server'
import { commitHeaderUser } from './header-user.server'
import { createSupabaseServerClient } from '../platform/supabase.server'
import { redirectWithError, redirectWithSuccess } from '../platform/toast.server'

/*
 * The links of the account e-mails, in both styles a Supabase project can send:
 * - the project's template: <site>/auth/confirm?token_hash=…&type=email|recovery, verified here with
 *   verifyOtp;
 * - Supabase's default {{ .ConfirmationURL }}: GoTrue's own GET /verify confirms (or accepts the reset)
 *   and redirects to the page the flow asked for with ?code=… (or ?error=…&error_code=…), which is
 *   exchanged here for a session with the PKCE verifier kept in a cookie.
 * A bad, used or expired link lands on a page that says so, never on a 500.
 */

export const RESET_PASSWORD_PATH = '/auth/reset-password'
export const FORGOT_PASSWORD_PATH = '/auth/forgot-password'

const MAX_LINK_PARAM = 512

/** GoTrue's error redirect after a link it refused (PKCE flows put the error in the query). */
export function isErrorRedirect(url: URL): boolean {
  return url.searchParams.has('error_code') || url.searchParams.has('error')
}

async function linkLimit(link: string, client: string, landing: string) {
  const limited = await limitConfirmation(link, client)
  if (limited.allowed) return null
  return redirectWithError(
    landing,
    { message: m.server_rate_limited(), description: retryAfterText(limited.retryAfterSeconds) },
    {
      headers: { 'Retry-After': String(limited.retryAfterSeconds) },
    },
  )
}

/** Signed in from a link: the header cookie, the known-device mark, and for a reset the grant. */
async function signedInFromLink(
  request: Request,
  headers: Headers,
  supabase: Parameters<typeof commitHeaderUser>[1],
  user: Parameters<typeof commitHeaderUser>[2],
  recovery: boolean,
) {
  await commitHeaderUser(headers, supabase, user)
  await rememberDevice(headers, await readKnownDevice(request), user.email)
  if (recovery) {
    await grantPasswordReset(headers, user.id)
    return redirect(RESET_PASSWORD_PATH, { headers })
  }
  return redirectWithSuccess(
    '/',
    { message: m.auth_toast_email_confirmed(), description: m.auth_toast_confirm_success_text() },
    { headers },
  )
}

/** /auth?code=…: the default template's sign-up confirmation (or resend), after GoTrue's /verify. */
export async function confirmWithCode(request: Request, context: RequestContext, code: string) {
  const client = getClientAddress(request, context)
  if (!code || code.length > MAX_LINK_PARAM)
    return redirectWithError('/auth', { message: m.auth_toast_confirm_error(), description: m.auth_toast_confirm_error_text() })
  const limited = await linkLimit(code, client, '/auth')
  if (limited) return limited
  const outcome = await exchangeCode(request, client, code)
  if (outcome.ok) return signedInFromLink(request, outcome.headers, outcome.supabase, outcome.user, outcome.recovery)
  const toast = confirmationCodeToast(outcome.reason)
  // "Confirmed, please sign in" is good news; the others are errors.
  if (outcome.reason === 'elsewhere' || outcome.reason === 'expired')
    return redirectWithSuccess('/auth', toast, { headers: outcome.headers })
  return redirectWithError('/auth', toast, { headers: outcome.headers })
}

/** /auth/reset-password?code=…: the default template's reset link, after GoTrue's /verify. */
export async function recoverWithCode(request: Request, context: RequestContext, code: string) {
  const client = getClientAddress(request, context)
  if (!code || code.length > MAX_LINK_PARAM)
    return redirectWithError(FORGOT_PASSWORD_PATH, {
      message: m.auth_toast_reset_invalid(),
      description: m.auth_toast_reset_invalid_text(),
    })
  const limited = await linkLimit(code, client, FORGOT_PASSWORD_PATH)
  if (limited) return limited
  const outcome = await exchangeCode(request, client, code)
  if (outcome.ok) return signedInFromLink(request, outcome.headers, outcome.supabase, outcome.user, true)
  const toast =
    outcome.reason === 'elsewhere'
      ? { message: m.auth_toast_reset_elsewhere(), description: m.auth_toast_reset_elsewhere_text() }
      : outcome.reason === 'unavailable'
        ? { message: m.auth_toast_reset_invalid(), description: m.server_service_unavailable() }
        : { message: m.auth_toast_reset_invalid(), description: m.auth_toast_reset_invalid_text() }
  return redirectWithError(FORGOT_PASSWORD_PATH, toast, { headers: outcome.headers })
}

const LINK_TYPES = new Set<EmailOtpType>(['email', 'signup', 'recovery'])

/** /auth/confirm?token_hash=…&type=…: the project's own templates (supabase/templates). */
export async function confirmWithTokenHash(request: Request, context: RequestContext) {
  const url = new URL(request.url)
  const tokenHash = url.searchParams.get('token_hash')
  const type = url.searchParams.get('type') as EmailOtpType | null
  const recovery = type === 'recovery'
  const landing = recovery ? FORGOT_PASSWORD_PATH : '/auth'
  const invalid = recovery
    ? { message: m.auth_toast_reset_invalid(), description: m.auth_toast_reset_invalid_text() }
    : { message: m.auth_toast_confirm_error(), description: m.auth_toast_confirm_error_text() }
  if (!tokenHash || tokenHash.length > MAX_LINK_PARAM || !type || !LINK_TYPES.has(type)) return redirectWithError(landing, invalid)

  const client = getClientAddress(request, context)
  const limited = await linkLimit(tokenHash, client, landing)
  if (limited) return limited
  const { supabase, headers } = createSupabaseServerClient(request, { clientAddress: client })
  try {
    const { data, error } = await supabase.auth.verifyOtp({ type, token_hash: tokenHash })
    if (!error && data.user && data.session) return signedInFromLink(request, headers, supabase, data.user, recovery)
    if (error && (error.status === 0 || error.code === 'over_request_rate_limit')) {
      return redirectWithError(landing, { message: invalid.message, description: m.server_service_unavailable() }, { headers })
    }
  } catch (error) {
    console.error('[auth] link verification failed:', error instanceof Error ? error.message : error)
    return redirectWithError(landing, { message: invalid.message, description: m.server_service_unavailable() }, { headers })
  }
  return redirectWithError(landing, invalid, { headers })
}
