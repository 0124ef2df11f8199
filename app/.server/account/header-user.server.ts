import { createHmac, timingSafeEqual } from 'node:crypto'

import type { SupabaseClient, User } from '@supabase/supabase-js'
import { createCookie } from 'react-router'
import { z } from 'zod'

import { avatarInitialsOf, displayNameOf } from '~/lib/display-name'
import type { HeaderUser } from '~/lib/header-user'

import { hasSessionCookie, isAdminEmail, requestAuth, subjectOfAccessToken } from './auth.server'
import { getEnv } from '../platform/env.server'
import { avatarUrlOf, getProfile, nameSourceOf, type Profile } from './profile.server'
import { getSessionSecret } from '../platform/secrets.server'

/*
 * The header must not cost an auth-server round trip per page view (docs/decisions/004-sessions.md).
 * It reads the Supabase session from its cookie with getSession() - no network unless the access token
 * has expired, then one refresh whose new cookies reach the browser - and takes what it displays from a
 * small signed cookie written at sign-in, e-mail confirmation and profile save. The signed cookie is
 * only believed for the user the session belongs to; when it is missing or belongs to someone else
 * (a tampered session, a rotated secret) the user is validated once with getUser() and the cookie is
 * written again.
 */

const HeaderSnapshot = z.object({
  id: z.string().min(1).max(64),
  email: z.string().max(320),
  name: z.string().max(200),
  initials: z.string().min(1).max(8),
  avatarUrl: z.string().max(2048).nullable(),
})
type HeaderSnapshot = z.infer<typeof HeaderSnapshot>

const MAX_AGE = 400 * 24 * 60 * 60 // as long as @supabase/ssr keeps its session cookie

let cookie: ReturnType<typeof createCookie> | undefined
function headerCookie() {
  cookie ??= createCookie('header_user', {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: getEnv().cookieSecure,
    secrets: [getSessionSecret()],
    maxAge: MAX_AGE,
  })
  return cookie
}

/** The raw value of the first `header_user` cookie of the request, URI-decoded, or null. */
function rawSnapshotCookie(request: Request): string | null {
  const match = /(?:^|;\s*)header_user=([^;]*)/.exec(request.headers.get('Cookie') ?? '')
  if (!match?.[1]) return null
  try {
    return decodeURIComponent(match[1])
  } catch {
    return null
  }
}

/**
 * The snapshot, verified as react-router's createCookie signs it (`<base64 JSON>.<base64 HMAC-SHA256,
 * unpadded>` with the session secret) but with node:crypto's synchronous HMAC: createCookie's parse
 * goes through Web Crypto (a key import and a verify job per call), about half a millisecond of CPU
 * on every signed-in page (docs/decisions/049-signed-in-render-cost.md). Written by `headerCookie()`.
 */
export function readSnapshot(request: Request): HeaderSnapshot | null {
  const raw = rawSnapshotCookie(request)
  const dot = raw?.lastIndexOf('.') ?? -1
  if (!raw || dot <= 0) return null
  const value = raw.slice(0, dot)
  const given = Buffer.from(raw.slice(dot + 1))
  const expected = Buffer.from(createHmac('sha256', getSessionSecret()).update(value).digest('base64').replace(/=+$/, ''))
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const parsed = HeaderSnapshot.safeParse(JSON.parse(Buffer.from(value, 'base64').toString('utf8')))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

function hasSnapshotCookie(request: Request) {
  return /(?:^|;\s*)header_user=/.test(request.headers.get('Cookie') ?? '')
}

function toHeaderUser(snapshot: HeaderSnapshot): HeaderUser {
  return {
    id: snapshot.id,
    email: snapshot.email,
    name: snapshot.name,
    initials: snapshot.initials,
    avatarUrl: snapshot.avatarUrl,
    isAdmin: isAdminEmail(snapshot.email),
  }
}

function snapshotOf(user: Pick<User, 'id' | 'email' | 'user_metadata'>, profile: Profile | null): HeaderSnapshot {
  const email = user.email ?? ''
  return {
    id: user.id,
    email,
    name: displayNameOf(nameSourceOf(profile, user), email),
    initials: avatarInitialsOf(nameSourceOf(profile, user)),
    avatarUrl: avatarUrlOf(profile, user),
  }
}

/** Writes (appends to `headers`) the header cookie for `user`, reading their profile with `supabase`. */
export async function commitHeaderUser(
  headers: Headers,
  supabase: SupabaseClient,
  user: Pick<User, 'id' | 'email' | 'user_metadata'>,
): Promise<HeaderUser> {
  const snapshot = snapshotOf(user, await getProfile(supabase, user.id))
  headers.append('Set-Cookie', await headerCookie().serialize(snapshot))
  return toHeaderUser(snapshot)
}

/** Appends the Set-Cookie that forgets the header cookie (sign-out). */
export async function clearHeaderUser(headers: Headers) {
  headers.append('Set-Cookie', await headerCookie().serialize('', { maxAge: 0, expires: new Date(0) }))
}

/**
 * The signed-in user for the header, from the session cookie, plus any headers (refreshed cookies)
 * the response must carry.
 */
export async function getHeaderUser(request: Request): Promise<{ user: HeaderUser | null; headers: Headers }> {
  let headers = new Headers()
  const signedOut = async () => {
    if (hasSnapshotCookie(request)) await clearHeaderUser(headers)
    return { user: null, headers }
  }
  // Most page views of signed-out visitors end here, without creating a client.
  if (!hasSessionCookie(request)) return signedOut()

  // The request's one client (shared with the page's loader); it appends refreshed (or cleared)
  // session cookies to `headers`, which must reach the browser.
  const auth = requestAuth(request)
  headers = auth.headers
  // Reads the cookie; talks to the auth server only to refresh an expired access token.
  const subject = subjectOfAccessToken((await auth.session())?.access_token)
  if (!subject) return signedOut()

  const snapshot = readSnapshot(request)
  if (snapshot && snapshot.id === subject) return { user: toHeaderUser(snapshot), headers }

  // Cold path (once per session at most): no display cookie for this session's user yet.
  try {
    const user = await auth.user()
    if (!user) return signedOut()
    return { user: await commitHeaderUser(headers, auth.supabase, user), headers }
  } catch {
    return signedOut()
  }
}
