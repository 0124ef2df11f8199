/**
 * The account e-mails as a hosted project sends them when its templates were never pushed: GoTrue's
 * default {{ .ConfirmationURL }} links to <API>/auth/v1/verify, which confirms (or accepts the reset)
 * and redirects to the app with ?code=…, exchanged with the PKCE verifier the browser kept. Here the
 * embedded stack renders the default templates and its external URL is the app's origin, whose
 * /auth/v1/verify forwards to it (app/routes/auth.v1.verify.tsx).
 */
import { vi } from 'vitest'

vi.hoisted(() => {
  process.env.SUPABASE_LOCAL_EMAIL_TEMPLATES = 'default'
  process.env.SUPABASE_LOCAL_EXTERNAL_URL = 'http://localhost:5173'
})

import {
  CookieJar,
  decodedCookies,
  followLink,
  get,
  mailCount,
  newClientAddress,
  ORIGIN,
  PASSWORD,
  post,
  resetRateLimits,
  run,
  signUp,
  stack,
  uniqueEmail,
  userIdOf,
  waitForMail,
} from './accounts.helpers'

import { beforeEach, describe, expect, it } from 'vitest'

import { resetEnvForTests } from '~/.server/platform/env.server'
import { getHeaderUser } from '~/.server/account/header-user.server'
import * as authRoute from '~/routes/auth'
import * as forgotRoute from '~/routes/auth.forgot-password'
import * as resendRoute from '~/routes/auth.resend'
import * as resetRoute from '~/routes/auth.reset-password'
import * as verifyRoute from '~/routes/auth.v1.verify'

beforeEach(() => resetRateLimits())

const signIn = (email: string, password: string) =>
  run(authRoute.action, post('/auth?mode=sign-in', { intent: 'sign-in', email, password }, undefined, newClientAddress()))

async function signedUpWithLink(prefix: string) {
  const email = uniqueEmail(prefix)
  const { jar, address } = await signUp(authRoute.action, email)
  const link = await waitForMail(email)
  return { email, jar, address, link }
}

describe("Supabase's default confirmation link (?code=)", () => {
  it('points at the API, confirms, and comes back to /auth with a code that signs the new user in', async () => {
    const { email, jar, address, link } = await signedUpWithLink('coded')
    expect(`${link.origin}${link.pathname}`).toBe(`${ORIGIN}/auth/v1/verify`)
    expect(link.searchParams.get('type')).toBe('signup')
    expect(link.searchParams.get('token')).toMatch(/^pkce_/)
    expect(link.searchParams.get('redirect_to')).toBe(`${ORIGIN}/auth`)

    const verified = await run(verifyRoute.loader, get(link.pathname + link.search, jar, address))
    expect(verified.status).toBe(303)
    const back = new URL(verified.location!)
    expect(back.pathname).toBe('/auth')
    expect(back.searchParams.get('code')).toBeTruthy()

    const confirmed = await run(authRoute.loader, get(back.pathname + back.search, jar, address), jar)
    expect(confirmed.status).toBe(302)
    expect(confirmed.location).toBe('/')
    expect(decodedCookies(confirmed.headers)).toContain('Email confirmed')
    expect((await getHeaderUser(get('/', jar))).user?.email).toBe(email)
  })

  it('opened in another browser: the address is confirmed, and the page says to sign in there', async () => {
    const { email, link } = await signedUpWithLink('elsewhere')
    const otherBrowser = new CookieJar()
    const outcome = await followLink(link, otherBrowser)
    expect(outcome.status).toBe(302)
    expect(outcome.location).toBe('/auth')
    const toast = decodedCookies(outcome.headers)
    expect(toast).toContain('Email confirmed')
    expect(toast).toContain('another browser')
    expect(otherBrowser.hasSession()).toBe(false)
    expect((await signIn(email, PASSWORD)).status).toBe(302)
  })

  it('a link followed again, or a made-up code, is explained on /auth, never a 500', async () => {
    const { jar, link } = await signedUpWithLink('reused')
    expect((await followLink(link, jar)).location).toBe('/')

    const again = await followLink(link, jar.clone())
    expect(again.location).toBe('/auth')
    expect(decodedCookies(again.headers)).toContain('Invalid confirmation link')

    // A browser that does hold a verifier, with a code the service never issued.
    const { jar: holder } = await signUp(authRoute.action, uniqueEmail('holder'))
    const madeUp = await run(authRoute.loader, get(`/auth?code=${crypto.randomUUID()}`, holder), holder)
    expect(madeUp.location).toBe('/auth')
    expect(decodedCookies(madeUp.headers)).toContain('Invalid confirmation link')

    for (const path of [
      '/auth?code=',
      `/auth?code=${'x'.repeat(3000)}`,
      '/auth?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    ]) {
      const outcome = await run(authRoute.loader, get(path, undefined, newClientAddress()))
      expect(outcome.status, path).toBe(302)
      expect(outcome.location, path).toBe('/auth')
    }
  })

  it("after the service's five-minute window the code cannot sign in, but the address is confirmed", async () => {
    const { email, jar, link } = await signedUpWithLink('slowpoke')
    await (
      await stack()
    ).db.query(`update auth.flow_state set created_at = created_at - interval '10 minutes' where user_id = $1`, [await userIdOf(email)])
    const outcome = await followLink(link, jar)
    expect(outcome.location).toBe('/auth')
    expect(decodedCookies(outcome.headers)).toContain('Please sign in to continue')
    expect((await signIn(email, PASSWORD)).status).toBe(302)
  })

  it('a resent confirmation works the same way', async () => {
    const email = uniqueEmail('resent')
    await signUp(authRoute.action, email)
    await waitForMail(email)
    await resetRateLimits()
    await (
      await stack()
    ).db.query(`update auth.users set confirmation_sent_at = confirmation_sent_at - interval '2 minutes' where email = $1`, [email])
    const browser = new CookieJar()
    expect((await run(resendRoute.action, post('/auth/resend', { email }, browser, newClientAddress()), browser)).location).toBe(
      '/auth/resend?sent=1',
    )
    const link = await waitForMail(email, { after: 1 })
    expect(link.pathname).toBe('/auth/v1/verify')
    expect((await followLink(link, browser)).location).toBe('/')
  })
})

describe("Supabase's default reset link (?code= on /auth/reset-password)", () => {
  it('leads to the new-password page, signed in, and the new password works', async () => {
    const { email, jar, link } = await signedUpWithLink('coded-reset')
    await followLink(link, jar)
    const browser = new CookieJar()
    const before = await mailCount(email)
    await run(forgotRoute.action, post('/auth/forgot-password', { email }, browser, newClientAddress()), browser)
    const resetLink = await waitForMail(email, { after: before })
    expect(resetLink.pathname).toBe('/auth/v1/verify')
    expect(resetLink.searchParams.get('type')).toBe('recovery')
    expect(resetLink.searchParams.get('redirect_to')).toBe(`${ORIGIN}/auth/reset-password`)

    const followed = await followLink(resetLink, browser)
    expect(followed.location).toBe('/auth/reset-password')
    expect((await run(resetRoute.loader, get('/auth/reset-password', browser))).status).toBe(200)
    const saved = await run(
      resetRoute.action,
      post('/auth/reset-password', { password: 'coded-new-pass-1', confirmPassword: 'coded-new-pass-1' }, browser),
      browser,
    )
    expect(saved.location).toBe('/')
    expect((await signIn(email, 'coded-new-pass-1')).status).toBe(302)
  })

  it('opened in another browser, it says to open it where it was asked for', async () => {
    const { email, jar, link } = await signedUpWithLink('coded-elsewhere')
    await followLink(link, jar)
    const before = await mailCount(email)
    await run(forgotRoute.action, post('/auth/forgot-password', { email }, new CookieJar(), newClientAddress()))
    const resetLink = await waitForMail(email, { after: before })
    const outcome = await followLink(resetLink, new CookieJar())
    expect(outcome.location).toBe('/auth/forgot-password')
    expect(decodedCookies(outcome.headers)).toContain('Open the link in the same browser')
  })
})

describe('the local /auth/v1/verify', () => {
  it('forwards only GoTrue parameters of a GET, with no cookies, and only a redirect to this site comes back', async () => {
    const s = await stack()
    const original = s.handler
    const seen: Request[] = []
    s.handler = (request: Request) => {
      if (new URL(request.url).pathname.startsWith('/auth/')) seen.push(request)
      return original(request)
    }
    try {
      const request = new Request(
        `${ORIGIN}/auth/v1/verify?token=abc&type=signup&redirect_to=${encodeURIComponent(`${ORIGIN}/auth`)}&apikey=stolen&select=*`,
        {
          headers: { Cookie: 'sb-127-auth-token=secret', Authorization: 'Bearer secret', 'X-Forwarded-For': newClientAddress() },
        },
      )
      const outcome = await run(verifyRoute.loader, request)
      expect(outcome.status).toBe(303)
      expect(new URL(outcome.location!).origin).toBe(ORIGIN)
      expect(outcome.headers.getSetCookie()).toEqual([])
      expect(seen).toHaveLength(1)
      const forwarded = new URL(seen[0].url)
      expect(forwarded.pathname).toBe('/auth/v1/verify')
      expect([...forwarded.searchParams.keys()].sort()).toEqual(['redirect_to', 'token', 'type'])
      expect(seen[0].method).toBe('GET')
      expect(seen[0].headers.get('cookie')).toBeNull()
      expect(seen[0].headers.get('authorization')).toBeNull()
    } finally {
      s.handler = original
    }
  })

  it('does not exist with a hosted Supabase', async () => {
    process.env.SUPABASE_URL = 'https://project.supabase.co'
    process.env.SUPABASE_ANON_KEY = 'x'.repeat(40)
    resetEnvForTests()
    try {
      const outcome = await run(verifyRoute.loader, get('/auth/v1/verify?token=abc&type=signup'))
      expect(outcome.status).toBe(404)
    } finally {
      delete process.env.SUPABASE_URL
      delete process.env.SUPABASE_ANON_KEY
      resetEnvForTests()
    }
  })
})
