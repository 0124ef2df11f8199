import { createCookie, type Cookie } from 'react-router'

import { isLinkTokenShaped } from '~/lib/waitlist-referral'

import { getClientKey, type RequestContext } from '../platform/client-address.server'
import { getEnv } from '../platform/env.server'
import { checkRateLimit } from '../platform/rate-limit.server'
import { getSessionSecret } from '../platform/secrets.server'
import { createSupabaseAdminClient } from '../platform/supabase.server'
import { digestToken, newLinkToken } from './waitlist-tokens.server'

/**
 * The waitlist e-mail's links (/waitlist/confirm, /waitlist/status, /waitlist/leave) on the server:
 * every question goes to a security-definer function in Postgres with the server's secret key, and
 * only a token's SHA-256 digest ever leaves this module. GET answers change nothing (mail scanners
 * prefetch links); confirming and leaving are POSTs.
 */

export type LinkPurpose = 'confirm' | 'status' | 'leave'

export type TokenState = { state: 'valid'; entryId: string; email: string; confirmed: boolean } | { state: 'used' | 'expired' | 'unknown' }

async function rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await createSupabaseAdminClient().rpc(name, args)
  if (error) throw new Error(`${name} failed: ${error.code ?? ''} ${error.message}`)
  return data as T
}

/** What a link's token stands for; a token that cannot be one of ours is unknown without asking. */
export async function readLinkToken(token: unknown, purpose: LinkPurpose): Promise<TokenState> {
  if (!isLinkTokenShaped(token)) return { state: 'unknown' }
  const answer = await rpc<{ state: string; entry_id?: string; email?: string; confirmed?: boolean }>('waitlist_token_state', {
    p_token_hash: digestToken(token),
    p_purpose: purpose,
  })
  if (answer.state === 'valid' && answer.entry_id && answer.email) {
    return { state: 'valid', entryId: answer.entry_id, email: answer.email, confirmed: answer.confirmed === true }
  }
  return { state: answer.state === 'used' || answer.state === 'expired' ? answer.state : 'unknown' }
}

export type ConfirmOutcome = { outcome: 'confirmed'; statusToken: string } | { outcome: 'used' | 'expired' | 'unknown' }

/** Confirms the entry once; on success, a new status token for the page the member lands on. */
export async function confirmWithToken(token: unknown): Promise<ConfirmOutcome> {
  if (!isLinkTokenShaped(token)) return { outcome: 'unknown' }
  const statusToken = newLinkToken()
  const answer = await rpc<{ outcome: string }>('waitlist_confirm', {
    p_token_hash: digestToken(token),
    p_status_hash: digestToken(statusToken),
  })
  if (answer.outcome === 'confirmed') return { outcome: 'confirmed', statusToken }
  return { outcome: answer.outcome === 'used' || answer.outcome === 'expired' ? answer.outcome : 'unknown' }
}

export type LeaveOutcome = { outcome: 'left' | 'expired' | 'unknown' }

/** Deletes the entry, its tokens and its referral links. */
export async function leaveWithToken(token: unknown): Promise<LeaveOutcome> {
  if (!isLinkTokenShaped(token)) return { outcome: 'unknown' }
  const answer = await rpc<{ outcome: string }>('waitlist_leave', { p_token_hash: digestToken(token) })
  return { outcome: answer.outcome === 'left' || answer.outcome === 'expired' ? answer.outcome : 'unknown' }
}

export type Standing = {
  confirmed: boolean
  referralCode: string
  /** Place among confirmed members (null while pending). */
  place: number | null
  confirmedTotal: number
  confirmedReferrals: number
}

/** A member's place in line and confirmed referrals, computed in Postgres (public.waitlist_standing). */
export async function standingOf(entryId: string): Promise<Standing | null> {
  const answer = await rpc<{
    confirmed: boolean
    referral_code: string
    place: number | null
    confirmed_total: number
    confirmed_referrals: number
  } | null>('waitlist_standing', { p_entry_id: entryId })
  if (!answer) return null
  return {
    confirmed: answer.confirmed,
    referralCode: answer.referral_code,
    place: answer.place === null ? null : Number(answer.place),
    confirmedTotal: Number(answer.confirmed_total),
    confirmedReferrals: Number(answer.confirmed_referrals),
  }
}

/** The entry's address and referral code (for a resend), or null when it is gone. */
export async function entryForResend(entryId: string): Promise<{ email: string; referralCode: string } | null> {
  const { data, error } = await createSupabaseAdminClient().from('waitlist').select('email, referral_code').eq('id', entryId).maybeSingle()
  if (error) throw new Error(`waitlist read failed: ${error.code ?? ''} ${error.message}`)
  return data ? { email: String(data.email), referralCode: String(data.referral_code) } : null
}

let leftCookie: Cookie | undefined

/** A signed one-minute flash: "this browser has just left the list" (the page after the leave POST). */
function getLeftCookie(): Cookie {
  leftCookie ??= createCookie('waitlist_left', {
    path: '/waitlist',
    httpOnly: true,
    sameSite: 'lax',
    secure: getEnv().cookieSecure,
    secrets: [getSessionSecret()],
    maxAge: 60,
  })
  return leftCookie
}

export async function setLeftFlash(headers: Headers) {
  headers.append('Set-Cookie', await getLeftCookie().serialize('1'))
}

/** Whether this browser has just left the list; clears the flash. */
export async function consumeLeftFlash(request: Request): Promise<{ left: boolean; headers: Headers }> {
  const headers = new Headers()
  const value: unknown = await getLeftCookie().parse(request.headers.get('Cookie'))
  if (value !== '1') return { left: false, headers }
  headers.append('Set-Cookie', await getLeftCookie().serialize('', { maxAge: 0 }))
  return { left: true, headers }
}

/**
 * Link pages carry a token in their URL: never cached, never indexed. (Their Referer is the origin at
 * most: app/.server/document/security-headers.server.ts answers every URL with a token with `strict-origin`.)
 */
export const LINK_PAGE_HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } as const

/**
 * The link pages' document headers: the parent routes' (session and toast cookies), a Retry-After of
 * the loader or action, and LINK_PAGE_HEADERS. The route's own cookies are added by React Router.
 */
export function linkPageHeaders({
  parentHeaders,
  loaderHeaders,
  actionHeaders,
}: {
  parentHeaders: Headers
  loaderHeaders?: Headers
  actionHeaders?: Headers
}): Headers {
  const headers = new Headers(parentHeaders)
  const retryAfter = actionHeaders?.get('Retry-After') ?? loaderHeaders?.get('Retry-After')
  if (retryAfter) headers.set('Retry-After', retryAfter)
  for (const [name, value] of Object.entries(LINK_PAGE_HEADERS)) headers.set(name, value)
  return headers
}

/** Confirming and leaving: generous, since tokens cannot be guessed; it only stops hammering. */
export const WAITLIST_LINK_RATE_LIMIT = { limit: 30, windowMs: 10 * 60 * 1000 } as const
/**
 * Opening a link (GET with a token): per client, so one client cannot keep the database busy with
 * views (issue 20); generous enough for a member, a family behind one address and a mail scanner.
 */
export const WAITLIST_LINK_VIEW_RATE_LIMIT = { limit: 60, windowMs: 10 * 60 * 1000 } as const

/** Retry-After seconds when this client has opened too many links, or null when it may go on. */
export async function linkViewLimited(request: Request, context: RequestContext): Promise<number | null> {
  const limit = await checkRateLimit('waitlist-link-view', getClientKey(request, context), WAITLIST_LINK_VIEW_RATE_LIMIT)
  return limit.allowed ? null : limit.retryAfterSeconds
}

/** "Send the e-mail again": the database allows one a minute per entry; this is per client. */
export const WAITLIST_RESEND_RATE_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 } as const

export type StatusLeaveOutcome = { outcome: 'issued'; leaveToken: string } | { outcome: 'expired' | 'unknown' }

/** From the status page: a fresh leave token for the status token's entry (a POST; page views add nothing). */
export async function leaveTokenFromStatus(statusToken: unknown): Promise<StatusLeaveOutcome> {
  if (!isLinkTokenShaped(statusToken)) return { outcome: 'unknown' }
  const leaveToken = newLinkToken()
  const answer = await rpc<{ outcome: string }>('waitlist_status_leave_token', {
    p_status_hash: digestToken(statusToken),
    p_leave_hash: digestToken(leaveToken),
  })
  if (answer.outcome === 'issued') return { outcome: 'issued', leaveToken }
  return { outcome: answer.outcome === 'expired' ? 'expired' : 'unknown' }
}
