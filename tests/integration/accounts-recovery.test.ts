/**
 * "Forgot your password?", the new password, "Resend the confirmation e-mail" and the way back to a
 * protected page, with the project's e-mail templates (supabase/templates: /auth/confirm?token_hash=…).
 * The same flows through Supabase's default templates are in accounts-default-template.test.ts.
 */
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
  signUpAndConfirm,
  stack,
  uniqueEmail,
  waitForMail,
} from './accounts.helpers'

import { beforeEach, describe, expect, it } from 'vitest'

import { getHeaderUser } from '~/.server/account/header-user.server'
import * as authRoute from '~/routes/auth'
import * as forgotRoute from '~/routes/auth.forgot-password'
import * as resendRoute from '~/routes/auth.resend'
import * as resetRoute from '~/routes/auth.reset-password'
import * as profileRoute from '~/routes/profile'

const NEW_PASSWORD = 'brand-new-secret-7'

beforeEach(() => resetRateLimits())

/** As if a minute had passed since the last e-mail to `email`: for the app's limits and the auth service's. */
async function aMinuteLater(email: string) {
  await resetRateLimits()
  await (await stack()).ageEmailsOf(email, 120)
}

const signIn = (email: string, password: string, jar?: CookieJar, fields: Record<string, string> = {}) =>
  run(authRoute.action, post(`/auth?mode=sign-in`, { intent: 'sign-in', email, password, ...fields }, jar, newClientAddress()), jar)

/** Asks for a reset link for `email` in `jar`'s browser and returns the link of the e-mail. */
async function askForResetLink(email: string, jar: CookieJar) {
  const before = await mailCount(email)
  const outcome = await run(forgotRoute.action, post('/auth/forgot-password', { email }, jar, newClientAddress()), jar)
  expect(outcome.status).toBe(302)
  expect(outcome.location).toBe('/auth/forgot-password?sent=1')
  return waitForMail(email, { after: before })
}

describe('forgot your password', () => {
  it('a reset link signs the user in, lets them choose a new password, and the old one stops working', async () => {
    const user = await signUpAndConfirm(authRoute.action, 'forgetful')
    const browser = new CookieJar()
    const link = await askForResetLink(user.email, browser)
    expect(link.origin).toBe(ORIGIN)
    expect(link.pathname).toBe('/auth/confirm')
    expect(link.searchParams.get('type')).toBe('recovery')

    const followed = await followLink(link, browser)
    expect(followed.status).toBe(302)
    expect(followed.location).toBe('/auth/reset-password')
    expect(browser.hasSession()).toBe(true)
    expect(browser.cookies.has('password_reset')).toBe(true)

    const page = await run(resetRoute.loader, get('/auth/reset-password', browser), browser)
    expect(page.status).toBe(200)
    expect(page.data.email).toBe(user.email)
    expect(page.headers.get('Cache-Control')).toBe('private, no-store')

    // The form's own rules, on the server.
    const mismatch = await run(
      resetRoute.action,
      post('/auth/reset-password', { password: NEW_PASSWORD, confirmPassword: 'something-else' }, browser),
      browser,
    )
    expect(mismatch.status).toBe(400)
    expect(mismatch.data.result.error).toEqual({ confirmPassword: ['Passwords do not match'] })
    expect(JSON.stringify(mismatch.data)).not.toContain(NEW_PASSWORD)
    const short = await run(
      resetRoute.action,
      post('/auth/reset-password', { password: '12345', confirmPassword: '12345' }, browser),
      browser,
    )
    expect(short.data.result.error.password).toEqual(['Password must be at least 6 characters'])
    // The auth service refuses the current password as the new one.
    const same = await run(
      resetRoute.action,
      post('/auth/reset-password', { password: PASSWORD, confirmPassword: PASSWORD }, browser),
      browser,
    )
    expect(same.status).toBe(422)
    expect(same.data.result.error.password).toEqual(['Choose a password you have not used for this account before.'])

    const saved = await run(
      resetRoute.action,
      post('/auth/reset-password', { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, browser),
      browser,
    )
    expect(saved.status).toBe(302)
    expect(saved.location).toBe('/')
    expect(decodedCookies(saved.headers)).toContain('Password updated')
    expect(browser.cookies.has('password_reset')).toBe(false)
    expect((await getHeaderUser(get('/', browser))).user?.email).toBe(user.email)

    // The grant is spent: the page now sends the visitor to ask for a link.
    const again = await run(resetRoute.loader, get('/auth/reset-password', browser))
    expect(again.location).toBe('/auth/forgot-password')

    expect((await signIn(user.email, PASSWORD)).status).toBe(400)
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(302)
  })

  it('a used or made-up reset link lands on the request page with a clear message', async () => {
    const user = await signUpAndConfirm(authRoute.action, 'twice-used')
    const browser = new CookieJar()
    const link = await askForResetLink(user.email, browser)
    expect((await followLink(link, browser)).location).toBe('/auth/reset-password')

    const second = await followLink(link, new CookieJar())
    expect(second.location).toBe('/auth/forgot-password')
    expect(decodedCookies(second.headers)).toContain('Invalid reset link')
  })

  it('the new-password page serves only a fresh reset: not a signed-in user, not another user, not a forged grant', async () => {
    const owner = await signUpAndConfirm(authRoute.action, 'owner')
    const other = await signUpAndConfirm(authRoute.action, 'other')

    const plain = await run(resetRoute.loader, get('/auth/reset-password', owner.jar.clone()))
    expect(plain.status).toBe(302)
    expect(plain.location).toBe('/auth/forgot-password')
    const posted = await run(
      resetRoute.action,
      post('/auth/reset-password', { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, owner.jar.clone()),
    )
    expect(posted.location).toBe('/auth/forgot-password')
    expect((await signIn(owner.email, PASSWORD)).status).toBe(302)

    // Another user's grant with this user's session.
    const browser = new CookieJar()
    await followLink(await askForResetLink(other.email, browser), browser)
    const mixed = owner.jar.clone()
    mixed.cookies.set('password_reset', browser.cookies.get('password_reset')!)
    expect((await run(resetRoute.loader, get('/auth/reset-password', mixed))).location).toBe('/auth/forgot-password')

    const forged = owner.jar.clone()
    forged.cookies.set('password_reset', Buffer.from(JSON.stringify({ userId: owner.id, until: Date.now() + 60_000 })).toString('base64'))
    expect((await run(resetRoute.loader, get('/auth/reset-password', forged))).location).toBe('/auth/forgot-password')

    const nobody = await run(resetRoute.loader, get('/auth/reset-password'))
    expect(nobody.location).toBe('/auth/forgot-password')
  })

  it('a reset link also confirms an address that was never confirmed', async () => {
    const email = uniqueEmail('never-confirmed')
    await signUp(authRoute.action, email)
    await waitForMail(email)
    await resetRateLimits()
    const browser = new CookieJar()
    const followed = await followLink(await askForResetLink(email, browser), browser)
    expect(followed.location).toBe('/auth/reset-password')
    await run(resetRoute.action, post('/auth/reset-password', { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, browser), browser)
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(302)
  })

  it('the request page validates the address and says the same for unknown addresses', async () => {
    const bad = await run(forgotRoute.action, post('/auth/forgot-password', { email: 'not-an-email' }))
    expect(bad.status).toBe(400)
    expect(bad.data.result.error.email).toEqual(['Please enter a valid email address'])
    const unknown = uniqueEmail('unknown')
    const outcome = await run(forgotRoute.action, post('/auth/forgot-password', { email: unknown }, undefined, newClientAddress()))
    expect(outcome.location).toBe('/auth/forgot-password?sent=1')
    expect(await mailCount(unknown)).toBe(0)
    const sent = await run(forgotRoute.loader, get('/auth/forgot-password?sent=1'))
    expect(sent.data).toEqual({ sent: true })
  })

  it('a filled honeypot gets the usual answer and sends nothing', async () => {
    const user = await signUpAndConfirm(authRoute.action, 'honeypot')
    await aMinuteLater(user.email)
    const before = await mailCount(user.email)
    for (const [route, path] of [
      [forgotRoute, '/auth/forgot-password'],
      [resendRoute, '/auth/resend'],
    ] as const) {
      const outcome = await run(
        route.action,
        post(path, { email: user.email, company_website: 'https://spam.example' }, undefined, newClientAddress()),
      )
      expect(outcome.location, path).toBe(`${path}?sent=1`)
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await mailCount(user.email)).toBe(before)
  })
})

describe('resend the confirmation e-mail', () => {
  it('sends a new link to an unconfirmed address; the link confirms and signs in', async () => {
    const email = uniqueEmail('lost-mail')
    await signUp(authRoute.action, email)
    await waitForMail(email)
    await aMinuteLater(email)
    const browser = new CookieJar()
    const outcome = await run(resendRoute.action, post('/auth/resend', { email }, browser, newClientAddress()), browser)
    expect(outcome.location).toBe('/auth/resend?sent=1')
    const link = await waitForMail(email, { after: 1 })
    const confirmed = await followLink(link, browser)
    expect(confirmed.location).toBe('/')
    expect(decodedCookies(confirmed.headers)).toContain('Email confirmed')
    expect((await getHeaderUser(get('/', browser))).user?.email).toBe(email)
  })

  it('sends nothing to a confirmed or unknown address, and says the same', async () => {
    const confirmed = await signUpAndConfirm(authRoute.action, 'already')
    await aMinuteLater(confirmed.email)
    const unknown = uniqueEmail('ghost')
    for (const email of [confirmed.email, unknown]) {
      const before = await mailCount(email)
      const outcome = await run(resendRoute.action, post('/auth/resend', { email }, undefined, newClientAddress()))
      expect(outcome.location).toBe('/auth/resend?sent=1')
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(await mailCount(email)).toBe(before)
    }
  })

  it('within a minute of the sign-up it says when to ask again, as for any address', async () => {
    const email = uniqueEmail('impatient')
    await signUp(authRoute.action, email)
    const outcome = await run(resendRoute.action, post('/auth/resend', { email }, undefined, newClientAddress()))
    expect(outcome.status).toBe(429)
    expect(outcome.data.result.error['']).toEqual([
      'An e-mail to this address was asked for moments ago.',
      expect.stringMatching(/^Try again in \d+ seconds\.$/),
    ])
    expect(Number(outcome.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(Number(outcome.headers.get('Retry-After'))).toBeLessThanOrEqual(60)
  })

  it('signing in to an unconfirmed account offers to resend to the address typed', async () => {
    const email = uniqueEmail('unconfirmed')
    await signUp(authRoute.action, email)
    // The account exists once its e-mail is out (the sign-up may be answered first, at its fixed moment).
    await waitForMail(email)
    const outcome = await signIn(email, PASSWORD)
    expect(outcome.status).toBe(400)
    expect(outcome.data.result.error['']).toEqual(['Email not confirmed'])
    expect(outcome.data.unconfirmedEmail).toBe(email)
    // A wrong password never gets the offer (it would tell that the account exists).
    const wrong = await signIn(email, 'wrong-password')
    expect(wrong.data.unconfirmedEmail).toBeUndefined()
  })
})

describe('signing in returns to the page that asked for it', () => {
  it('/profile -> /auth?redirectTo=/profile -> signed in -> /profile', async () => {
    const user = await signUpAndConfirm(authRoute.action, 'returner')
    const sentAway = await run(profileRoute.loader, get('/profile'))
    expect(sentAway.location).toBe('/auth?redirectTo=%2Fprofile')
    const page = await run(authRoute.loader, get(sentAway.location!))
    expect(page.data).toMatchObject({ mode: 'sign-in', redirectTo: '/profile' })
    const jar = new CookieJar()
    const outcome = await signIn(user.email, PASSWORD, jar, { redirectTo: page.data.redirectTo })
    expect(outcome.location).toBe('/profile')
    expect((await run(profileRoute.loader, get('/profile', jar))).status).toBe(200)
  })

  it('the after-sign-up card and the switch links keep the way back', async () => {
    const signUpPage = await run(authRoute.loader, get('/auth?mode=sign-up&redirectTo=%2Fprofile'))
    expect(signUpPage.data).toMatchObject({ mode: 'sign-up', redirectTo: '/profile' })
    const card = await run(authRoute.loader, get('/auth?check-email=1'))
    expect(card.data).toMatchObject({ mode: 'check-email' })
  })
})
