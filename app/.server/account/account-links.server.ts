import type { EmailOtpType } from '@supabase/supabase-js'
import type { AppLoadContext } from 'react-router'
import { redirect } from '../platform/localized-redirect.server'

import { authToasts, limitCopy } from '~/content/auth'
import { retryAfterText } from '~/lib/account-rules'

import { confirmationCodeToast, exchangeCode } from './account-auth.server'
import { limitConfirmation, readKnownDevice, rememberDevice } from './account-limits.server'
import { grantPasswordReset } from './account-recovery.server'
import { getClientAddress } from '../platform/client-address.server'
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
    { message: limitCopy.rateLimited, description: retryAfterText(limited.retryAfterSeconds) },
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
  return redirectWithSuccess('/', authToasts.confirmSuccess, { headers })
}

/** /auth?code=…: the default template's sign-up confirmation (or resend), after GoTrue's /verify. */
export async function confirmWithCode(request: Request, context: AppLoadContext | undefined, code: string) {
  const client = getClientAddress(request, context)
  if (!code || code.length > MAX_LINK_PARAM) return redirectWithError('/auth', authToasts.confirmError)
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
export async function recoverWithCode(request: Request, context: AppLoadContext | undefined, code: string) {
  const client = getClientAddress(request, context)
  if (!code || code.length > MAX_LINK_PARAM) return redirectWithError(FORGOT_PASSWORD_PATH, authToasts.resetLinkInvalid)
  const limited = await linkLimit(code, client, FORGOT_PASSWORD_PATH)
  if (limited) return limited
  const outcome = await exchangeCode(request, client, code)
  if (outcome.ok) return signedInFromLink(request, outcome.headers, outcome.supabase, outcome.user, true)
  const toast =
    outcome.reason === 'elsewhere'
      ? authToasts.resetLinkElsewhere
      : outcome.reason === 'unavailable'
        ? { message: authToasts.resetLinkInvalid.message, description: limitCopy.serviceUnavailable }
        : authToasts.resetLinkInvalid
  return redirectWithError(FORGOT_PASSWORD_PATH, toast, { headers: outcome.headers })
}

const LINK_TYPES = new Set<EmailOtpType>(['email', 'signup', 'recovery'])

/** /auth/confirm?token_hash=…&type=…: the project's own templates (supabase/templates). */
export async function confirmWithTokenHash(request: Request, context: AppLoadContext | undefined) {
  const url = new URL(request.url)
  const tokenHash = url.searchParams.get('token_hash')
  const type = url.searchParams.get('type') as EmailOtpType | null
  const recovery = type === 'recovery'
  const landing = recovery ? FORGOT_PASSWORD_PATH : '/auth'
  const invalid = recovery ? authToasts.resetLinkInvalid : authToasts.confirmError
  if (!tokenHash || tokenHash.length > MAX_LINK_PARAM || !type || !LINK_TYPES.has(type)) return redirectWithError(landing, invalid)

  const client = getClientAddress(request, context)
  const limited = await linkLimit(tokenHash, client, landing)
  if (limited) return limited
  const { supabase, headers } = createSupabaseServerClient(request, { clientAddress: client })
  try {
    const { data, error } = await supabase.auth.verifyOtp({ type, token_hash: tokenHash })
    if (!error && data.user && data.session) return signedInFromLink(request, headers, supabase, data.user, recovery)
    if (error && (error.status === 0 || error.code === 'over_request_rate_limit')) {
      return redirectWithError(landing, { message: invalid.message, description: limitCopy.serviceUnavailable }, { headers })
    }
  } catch (error) {
    console.error('[auth] link verification failed:', error instanceof Error ? error.message : error)
    return redirectWithError(landing, { message: invalid.message, description: limitCopy.serviceUnavailable }, { headers })
  }
  return redirectWithError(landing, invalid, { headers })
}
