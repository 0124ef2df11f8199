/**
 * One signed-in request, as the header (root loader) and the page's loader see it side by side: they
 * share one Supabase client, so the session cookie is read and refreshed once and the auth server
 * validates the session once per request, and never less than once: nothing is trusted across
 * requests (docs/decisions/049-signed-in-render-cost.md).
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { getHeaderUser } from '~/.server/account/header-user.server'
import { resetEnvForTests } from '~/.server/platform/env.server'
import * as authRoute from '~/routes/auth'
import * as profileRoute from '~/routes/profile'
import { bound } from '../support/time-scale'
import { type CookieJar, get, resetRateLimits, run, signUpAndConfirm, stack } from './accounts.helpers'

type SessionJson = { expires_at: number }

/** A copy of the jar whose session cookie says the access token has expired. */
function expired(jar: CookieJar): CookieJar {
  const name = jar.sessionCookieName()
  const session = JSON.parse(
    Buffer.from(decodeURIComponent(jar.cookies.get(name)!).replace(/^base64-/, ''), 'base64url').toString('utf8'),
  ) as SessionJson
  session.expires_at = Math.floor(Date.now() / 1000) - 60
  const copy = jar.clone()
  copy.cookies.set(name, `base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}`)
  return copy
}

/** The auth and data paths the app asks the stack for while `work` runs. */
async function backendCalls(work: () => Promise<unknown>): Promise<string[]> {
  const s = await stack()
  const original = s.handler
  const calls: string[] = []
  s.handler = (request: Request) => {
    calls.push(new URL(request.url).pathname)
    return original(request)
  }
  try {
    await work()
  } finally {
    s.handler = original
  }
  return calls.sort()
}

/** The header and the page for one request, as React Router runs them. */
function page(request: Request) {
  return Promise.all([getHeaderUser(request), run(profileRoute.loader, request)])
}

let user: { id: string; email: string; jar: CookieJar }

beforeAll(async () => {
  process.env.TRUST_PROXY = '1'
  resetEnvForTests()
  await resetRateLimits()
  user = await signUpAndConfirm(authRoute.action, 'render')
}, bound(60_000))

describe('a signed-in request', () => {
  it('validates the session with the auth server once, for the header and the page together', async () => {
    let seen: Awaited<ReturnType<typeof page>> | undefined
    const calls = await backendCalls(async () => {
      seen = await page(get('/profile', user.jar.clone()))
    })
    expect(calls).toEqual(['/auth/v1/user', '/rest/v1/profiles'])
    const [header, profile] = seen!
    expect(header.user).toMatchObject({ id: user.id, email: user.email })
    expect(profile.status).toBe(200)
    expect(profile.data).toMatchObject({ email: user.email, name: 'render Tester' })
  })

  it('validates it again on the next request: nothing is trusted across requests', async () => {
    const calls = await backendCalls(async () => {
      await page(get('/profile', user.jar.clone()))
      await page(get('/profile', user.jar.clone()))
    })
    expect(calls.filter((path) => path === '/auth/v1/user')).toHaveLength(2)
  })

  it('refreshes an expired access token once, not once per loader', async () => {
    const jar = expired(user.jar)
    let seen: Awaited<ReturnType<typeof page>> | undefined
    const calls = await backendCalls(async () => {
      seen = await page(get('/profile', jar))
    })
    expect(calls).toEqual(['/auth/v1/token', '/auth/v1/user', '/rest/v1/profiles'])
    const [header, profile] = seen!
    expect(header.user?.id).toBe(user.id)
    expect(profile.status).toBe(200)
    // Both loaders hand the browser the same new cookies (React Router keeps one copy of each).
    expect(header.headers.getSetCookie().length).toBeGreaterThan(0)
    expect(profile.headers.getSetCookie()).toEqual(expect.arrayContaining(header.headers.getSetCookie()))
  })

  it('refuses a session revoked after it was last seen, on the very next request', async () => {
    const fresh = await signUpAndConfirm(authRoute.action, 'revoked')
    expect((await run(profileRoute.loader, get('/profile', fresh.jar.clone()))).status).toBe(200)
    // Revoked elsewhere (another server's sign-out, an operator): the access token itself is still unexpired.
    await (await stack()).db.query('delete from auth.sessions where user_id = $1', [fresh.id])
    const profile = await run(profileRoute.loader, get('/profile', fresh.jar.clone()))
    expect(profile.status).toBe(302)
    expect(profile.location).toBe('/auth?redirectTo=%2Fprofile')
  })
})
