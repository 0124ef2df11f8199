import { randomBytes } from 'node:crypto'

import { expect, test, type APIRequestContext, type Browser } from '@playwright/test'

import { m } from '../../app/paraglide/messages.js'
import { testimonials } from '../../app/content/testimonials'
import { SIMULATED_JOIN_COUNT_START, SIMULATED_JOINERS } from '../../app/lib/social-proof'
import { SOCIAL_PROOF_MIN_COUNT } from '../../app/lib/social-proof-real'
import { bound } from '../support/time-scale'

// SOCIAL_PROOF=real on a fresh, empty list (playwright.real-proof.config.ts), at phone width, with
// JavaScript on and off: nothing is claimed until the database knows it; after N confirmed joins
// (N = the threshold) the page says N; a pending join does not count; notices name only real people.

const PHONE = { width: 375, height: 812 }
// A client of its own each time: per-client limits count an IPv6 address by its /64 (decision 036).
const client = () => `2001:db8:${randomBytes(6).toString('hex').match(/.{4}/g)!.join(':')}::1`
const INVENTED = [
  ...SIMULATED_JOINERS.map((j) => j.name),
  ...testimonials.map((t) => t.author()),
  String(SIMULATED_JOIN_COUNT_START),
  '1000+',
  '1,000+',
]

/** /signup as a visitor sees it. Each look bypasses the shared page cache, which keeps a page's copy for
 * up to five minutes (decision 013): that delay is documented, not what this test is about. */
let look = 0
async function openSignup(browser: Browser, js: boolean, { fastForward = false } = {}) {
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: js, extraHTTPHeaders: { 'X-Forwarded-For': client() } })
  const page = await context.newPage()
  // The notices run on timers: a fake clock lets the test run them without waiting.
  if (js) await page.clock.install()
  // A request with a cookie is never answered from the shared page cache (which keys /signup on its
  // declared `ref` only, decision 020), so each look renders what the database holds now.
  look += 1
  await context.addCookies([{ name: 'look', value: String(look), domain: '127.0.0.1', path: '/' }])
  await page.goto('/signup')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  if (js) {
    await expect(page.locator('#get-early-access[data-hydrated="true"]')).toBeAttached()
    if (fastForward) await page.clock.runFor(60_000)
  }
  return { page, close: () => context.close() }
}

/** Joins through the form's POST and, unless `pending`, confirms from the local mailbox: as a member would. */
async function join(request: APIRequestContext, fullName: string, { pending = false } = {}) {
  const email = `real-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`
  const headers = { 'X-Forwarded-For': client() }
  const joined = await request.post('/signup', {
    form: { fullName, email, interest: 'investing', terms: 'on' },
    headers,
    maxRedirects: 0,
  })
  expect(joined.status(), await joined.text().catch(() => '')).toBe(302)
  if (pending) return
  let token: string | undefined
  await expect
    .poll(
      async () => {
        const html = await (await request.get('/dev/mailbox')).text()
        const message = html.split('data-mail-message').find((part) => part.includes(email))
        token = message?.match(/\/waitlist\/confirm\?token=([A-Za-z0-9_-]+)/)?.[1]
        return token
      },
      { timeout: bound(20_000) },
    )
    .toBeTruthy()
  const confirmed = await request.post('/waitlist/confirm', { form: { token: token! }, headers, maxRedirects: 0 })
  expect(confirmed.status()).toBe(302)
  expect(confirmed.headers()['location']).toMatch(/^\/waitlist\/status\?token=.+&confirmed=1$/)
}

async function expectNothingInvented(text: string) {
  for (const word of INVENTED) expect(text, `"${word}" on the page`).not.toContain(word)
}

test('real social proof: nothing on an empty list, nothing below the threshold, then the true count and real names', async ({
  browser,
  request,
}) => {
  test.setTimeout(bound(240_000))

  // An empty list: no count, no notice, no testimonial, no "1000+", JavaScript on and off.
  for (const js of [true, false]) {
    const { page, close } = await openSignup(browser, js, { fastForward: true })
    await expect(page.getByText(m.signup_hero_true_intro())).toBeVisible()
    await expect(page.getByText(m.signup_hero_intro())).toHaveCount(0)
    await expect(page.getByTestId('join-counter')).toHaveCount(0)
    await expect(page.getByTestId('join-notice-region')).toHaveCount(0)
    await expect(page.getByTestId('join-notice')).toHaveCount(0)
    await expect(page.getByRole('heading', { name: /What our early members say/ })).toHaveCount(0)
    await expectNothingInvented(await page.locator('body').innerText())
    await close()
  }
  // The other landing pages say what is true too.
  const landing = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false })
  const early = await landing.newPage()
  await early.goto('/early-access')
  await expect(early.getByText(m.early_access_true_text())).toBeVisible()
  await expect(early.getByText(m.early_access_copy_text())).toHaveCount(0)
  await early.goto('/')
  await expect(early.getByRole('heading', { name: 'What early members say' })).toHaveCount(0)
  await expectNothingInvented(await early.locator('body').innerText())
  await landing.close()

  // One short of the threshold, plus a join that is never confirmed: still nothing.
  const names = ['Amara', 'Bola', 'Chiamaka', 'Dawit', 'Efua', 'Folake', 'Gugu', 'Habib', 'Ifeoma', 'Jabari']
  expect(names).toHaveLength(SOCIAL_PROOF_MIN_COUNT)
  for (const name of names.slice(0, -1)) await join(request, `${name} Realtest`)
  await join(request, 'Pending Person', { pending: true })
  {
    const { page, close } = await openSignup(browser, false)
    await expect(page.getByTestId('join-counter')).toHaveCount(0)
    await expectNothingInvented(await page.locator('body').innerText())
    await close()
  }

  // The N-th confirmed join: the page says N (in the last 24 hours and in all), JavaScript on and off.
  await join(request, `${names.at(-1)} Realtest`)
  const n = String(SOCIAL_PROOF_MIN_COUNT)
  for (const js of [true, false]) {
    const { page, close } = await openSignup(browser, js)
    const counter = page.getByTestId('join-counter')
    await expect(counter).toHaveText(`${n} people confirmed their place in the last 24 hours · ${n} in all`)
    await expectNothingInvented(await page.locator('body').innerText())
    if (js) {
      // The first notice comes after 5 s (the spec's schedule): a real first name, never a surname.
      await page.clock.runFor(5_500)
      const notice = page.getByTestId('join-notice')
      await expect(notice).toBeVisible()
      const text = (await notice.innerText()).trim()
      expect(
        names.some((name) => text.includes(`${name} joined the waitlist in the last hour`)),
        text,
      ).toBe(true)
      expect(text).toContain('interested in investing')
      expect(text).not.toContain('Realtest')
      expect(text).not.toContain('Pending')
      expect(text).not.toContain('@')
      // No count moves with a notice: the figure is what the database knows.
      await expect(counter).toContainText(`${n} people`)
    }
    await close()
  }

  // A stranger's first name that fails the name check (decision 035): the notice shows the interest
  // alone, with an outline instead of an initial, and the name is nowhere in the page.
  await join(request, 'Whatsapp-Me Now')
  {
    const { page, close } = await openSignup(browser, true)
    await page.clock.runFor(5_500)
    const notice = page.getByTestId('join-notice')
    await expect(notice).toBeVisible()
    expect((await notice.innerText()).trim()).toContain('Someone interested in investing joined the waitlist in the last hour')
    await expect(notice.locator('svg').first()).toBeVisible()
    expect((await page.content()).toLowerCase()).not.toContain('whatsapp')
    await close()
  }
})
