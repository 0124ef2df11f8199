import type { Session, SupabaseClient, User } from '@supabase/supabase-js'
import { redirect } from '../platform/localized-redirect.server'

import { getEnv } from '../platform/env.server'
import { returnPathOf } from '../platform/redirect.server'
import { createSupabaseServerClient } from '../platform/supabase.server'

// Authorization decisions always rest on auth.getUser(): the auth server validates the access token
// (refreshing it first when it has expired), so a forged, revoked or stale cookie never counts as a
// user. That check runs on every request; only its parts are shared within one request.

export type AuthContext = { user: User; supabase: SupabaseClient; headers: Headers }

type RequestAuth = {
  supabase: SupabaseClient
  /** Refreshed or cleared session cookies for the response (the same object for every caller). */
  headers: Headers
  /** The session as its cookie holds it (refreshed once when expired); NOT validated. */
  session(): Promise<Session | null>
  /** The session validated by the auth server (GET /user), or null. */
  user(): Promise<User | null>
}

const byRequest = new WeakMap<Request, RequestAuth>()

/**
 * One Supabase client per request, made on first use and shared by the header (root loader) and the
 * page's loader, which run side by side: the session cookie is decoded once, an expired access token
 * is refreshed once, and the auth server validates it once per request, never across requests
 * (docs/decisions/049-signed-in-render-cost.md).
 */
export function requestAuth(request: Request): RequestAuth {
  const known = byRequest.get(request)
  if (known) return known
  const { supabase, headers } = createSupabaseServerClient(request)
  let session: Promise<Session | null> | undefined
  let user: Promise<User | null> | undefined
  const auth: RequestAuth = {
    supabase,
    headers,
    session: () =>
      (session ??= supabase.auth.getSession().then(
        ({ data }) => data.session,
        (error: unknown) => {
          console.warn('[auth] unreadable session cookie:', error instanceof Error ? error.message : error)
          return null
        },
      )),
    user: () =>
      (user ??= auth.session().then(async (current) => {
        if (!current?.access_token) return null
        try {
          const { data, error } = await supabase.auth.getUser(current.access_token)
          return error || !data.user ? null : data.user
        } catch (error) {
          // Garbage cookies or an unreachable auth server: signed out, never a 500.
          console.warn('[auth] could not validate the session:', error instanceof Error ? error.message : error)
          return null
        }
      })),
  }
  byRequest.set(request, auth)
  return auth
}

/** The validated signed-in user, or null; `headers` carries refreshed cookies for the response. */
export async function getAuthenticatedUser(request: Request): Promise<{ user: User | null; supabase: SupabaseClient; headers: Headers }> {
  const { supabase, headers, user } = requestAuth(request)
  return { user: await user(), supabase, headers }
}

/**
 * Throws a redirect to /auth when nobody is signed in, carrying the page asked for as `redirectTo`
 * so that signing in returns there (same-origin paths only, see safeRedirectPath).
 */
export async function requireUser(request: Request): Promise<AuthContext> {
  const { user, supabase, headers } = await getAuthenticatedUser(request)
  if (!user) throw redirect(signInPathFor(request), { headers })
  return { user, supabase, headers }
}

/** `/auth?redirectTo=<this page>`, or plain `/auth` for the home page. */
function signInPathFor(request: Request): string {
  const back = returnPathOf(request)
  return back === '/' ? '/auth' : `/auth?${new URLSearchParams({ redirectTo: back })}`
}

/** Throws a redirect to / when somebody is signed in (the /auth pages). */
export async function requireAnonymous(request: Request): Promise<{ headers: Headers }> {
  if (!hasSessionCookie(request)) return { headers: new Headers() }
  const { user, headers } = await getAuthenticatedUser(request)
  if (user) throw redirect('/', { headers })
  return { headers }
}

export function isAdminEmail(email: string | null | undefined): boolean {
  if (typeof email !== 'string' || email.trim() === '') return false
  return email.trim().toLowerCase() === getEnv().ADMIN_EMAIL.trim().toLowerCase()
}

const SESSION_COOKIE = /^sb-[^=;]+-auth-token(?:\.\d+)?$/

/** Whether the request carries a Supabase session cookie at all (cheap; says nothing about validity). */
export function hasSessionCookie(request: Request): boolean {
  const header = request.headers.get('Cookie')
  if (!header) return false
  return header.split(';').some((pair) => SESSION_COOKIE.test(pair.split('=')[0]?.trim() ?? ''))
}

/** The `sub` claim of an access token, read without trusting it (it is only compared, never believed). */
export function subjectOfAccessToken(token: string | undefined | null): string | null {
  const payload = token?.split('.')[1]
  if (!payload) return null
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown }
    return typeof claims.sub === 'string' ? claims.sub : null
  } catch {
    return null
  }
}

/** The origin e-mail links should point at: SITE_URL when configured, else this request's origin. */
export function siteOrigin(request: Request): string {
  const site = getEnv().SITE_URL
  return site ? new URL(site).origin : new URL(request.url).origin
}

/**
 * True for a browser navigation (a form posted without JavaScript). Its response is rendered in the
 * same request, so a flash toast would only surface on the *next* page; such responses show the
 * message inline instead.
 */
export function isDocumentRequest(request: Request): boolean {
  return request.headers.get('Sec-Fetch-Mode') === 'navigate'
}
