import { createHash } from 'node:crypto'

import type { APIRequestContext } from '@playwright/test'

import { m } from '../../app/paraglide/messages.js'
import { ADMIN } from './support/accounts'
import { expect, isJsOff, test } from './support/test'
import { bound } from '../support/time-scale'

// The caching policy of every document, checked at the HTTP level (issue 12; security review F14).
// The answers are the same with JavaScript on and off: one project runs them.

test.beforeEach(() => test.skip(isJsOff(), 'HTTP-level checks: run once'))

const PUBLIC = 'public, max-age=0, s-maxage=300'

test('an anonymous view of a static page is shareable, the same for everyone and served from the cache', async ({
  request,
  playwright,
  baseURL,
}) => {
  for (const path of ['/terms', '/', '/invest', '/navigator', '/early-access']) {
    const first = await request.get(path)
    expect(first.status()).toBe(200)
    const headers = first.headers()
    expect(headers['cache-control'], path).toBe(PUBLIC)
    expect(headers.vary, path).toMatch(/\bCookie\b/)
    expect(headers['set-cookie'], path).toBeUndefined()
    // No per-response nonce: a cached copy must be valid for everyone.
    expect(headers['content-security-policy'], path).not.toContain('nonce-')
    const body = await first.text()
    expect(body).not.toContain('nonce=')
  }
  // A second visitor (a fresh client, no cookies) gets the very same bytes from the in-process cache.
  const other = await playwright.request.newContext({ baseURL })
  await expect
    .poll(async () => (await other.get('/terms')).headers().age, { message: 'the second answer comes from the cache' })
    .toMatch(/^\d+$/)
  const [a, b] = await Promise.all([other.get('/terms'), request.get('/terms')])
  expect(await a.text()).toBe(await b.text())
  const etag = a.headers().etag
  expect(etag).toBeTruthy()
  const revalidated = await other.get('/terms', { headers: { 'If-None-Match': etag } })
  expect(revalidated.status()).toBe(304)
  // Compressed at build-time quality for every encoding a client asks for.
  for (const encoding of ['br', 'gzip']) {
    const response = await other.get('/', { headers: { 'Accept-Encoding': encoding } })
    expect(response.headers()['content-encoding']).toBe(encoding)
  }
  await other.dispose()
})

test('the first HTML of / stays within 14 KB for gzip-only clients', async ({ baseURL }) => {
  for (let i = 0; i < 2; i++) {
    // Node's fetch would decompress; read the raw length the server sends.
    const response = await fetch(`${baseURL}/`, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(Number(response.headers.get('content-length'))).toBeLessThanOrEqual(14 * 1024)
  }
})

test("the remittance answer's first HTML stays within 14 KB for gzip-only clients, in every language", async ({ baseURL }) => {
  // Ethiopia has the most offers of the survey's corridors, so its answers are the largest (issue 36).
  for (const prefix of ['', '/fr', '/am']) {
    for (const amount of [200, 500]) {
      const path = `${prefix}/navigator/remittance?to=ET&amount=${amount}`
      const response = await fetch(`${baseURL}${path}`, { headers: { 'Accept-Encoding': 'gzip' } })
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-encoding'), path).toBe('gzip')
      expect(Number(response.headers.get('content-length')), path).toBeLessThanOrEqual(14 * 1024)
    }
  }
})

/** Asks anonymously (a fresh client, no cookies) until the answer comes from the shared cache. */
async function fromTheCache(
  playwright: { request: { newContext: (options: { baseURL?: string }) => Promise<APIRequestContext> } },
  baseURL: string,
  path: string,
) {
  const client = await playwright.request.newContext({ baseURL })
  await expect.poll(async () => (await client.get(path)).headers().age, { message: `${path} comes from the cache` }).toMatch(/^\d+$/)
  const response = await client.get(path)
  const body = await response.text()
  await client.dispose()
  return { response, body }
}

const scriptHashesOf = (csp: string) => csp.match(/'sha256-[A-Za-z0-9+/=]+'/g) ?? []
const inlineScriptsOf = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\ssrc=/.test(attributes))
    .map(([, , body]) => body)

test('an anonymous view of /signup, /auth and the remittance tool is shared, its inline scripts allowed by hash', async ({
  request,
  playwright,
  baseURL,
}) => {
  for (const path of ['/signup', '/auth', '/navigator/remittance', '/navigator/remittance?to=NG&amount=200']) {
    const first = await request.get(path)
    expect(first.status(), path).toBe(200)
    expect(first.headers()['cache-control'], path).toBe(PUBLIC)
    expect(first.headers().vary, path).toMatch(/\bCookie\b/)
    expect(first.headers()['set-cookie'], path).toBeUndefined()
    const { response, body } = await fromTheCache(playwright, baseURL!, path)
    const csp = response.headers()['content-security-policy']
    // No nonce anywhere: one copy serves every visitor.
    expect(csp, path).not.toContain('nonce-')
    expect(body, path).not.toMatch(/<[^>]*\snonce=/)
    // Every inline script of the page is allowed by its SHA-256 hash, and nothing else is.
    const scripts = inlineScriptsOf(body)
    expect(scripts.length, path).toBeGreaterThan(0)
    const hashes = scripts.map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`)
    expect(scriptHashesOf(csp).sort(), path).toEqual([...new Set(hashes)].sort())
    // Documents carry no module preloads: the stylesheet has the connection to itself.
    expect(body, path).not.toContain('modulepreload')
  }
  // An answer that is not 200 (the remittance tool's messages) is not shared.
  const invalid = await request.get('/navigator/remittance?to=GH')
  expect(invalid.status()).toBe(400)
  expect(invalid.headers()['cache-control']).toBe('private, no-cache')
})

test("a form's error answer is never stored and never shown to the next visitor", async ({ request, playwright, baseURL }) => {
  await fromTheCache(playwright, baseURL!, '/signup')
  const refused = await request.post('/signup', { form: { fullName: '', email: '' }, headers: { Origin: baseURL! } })
  expect(refused.headers()['cache-control']).not.toContain('public')
  expect(refused.headers().age).toBeUndefined()
  expect(await refused.text()).toContain(m.validation_full_name_required())
  const { body } = await fromTheCache(playwright, baseURL!, '/signup')
  expect(body).not.toContain(m.validation_full_name_required())
})

test('a visitor with a toast gets their toast, from the app and not from the cache', async ({ request, playwright, baseURL }) => {
  // /auth is in the shared cache for visitors without cookies.
  const { body: shared } = await fromTheCache(playwright, baseURL!, '/auth')
  expect(shared).not.toContain(m.auth_toast_confirm_error())
  // A broken confirmation link sends the visitor to /auth with a flash toast (a cookie).
  const bounced = await request.get('/auth?error=access_denied&error_code=otp_expired', { maxRedirects: 0 })
  expect([302, 303]).toContain(bounced.status())
  expect(bounced.headers()['set-cookie']).toBeTruthy()
  const withToast = await request.get('/auth')
  expect(withToast.headers().age).toBeUndefined()
  expect(withToast.headers()['cache-control']).toBe('private, no-store')
  expect(await withToast.text()).toContain(m.auth_toast_confirm_error())
  // Shown once; nobody else ever gets it.
  expect(await (await request.get('/auth')).text()).not.toContain(m.auth_toast_confirm_error())
  const { body: after } = await fromTheCache(playwright, baseURL!, '/auth')
  expect(after).not.toContain(m.auth_toast_confirm_error())
})

test('a leftover or forged toast cookie is expired by the next page, never kept or shown', async ({ playwright, baseURL }) => {
  for (const value of ['', 'forged.value', encodeURIComponent('eyJ0b2FzdCI6IngifQ==.bm90LWEtc2lnbmF0dXJl')]) {
    const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Cookie: `toast-session=${value}` } })
    const response = await visitor.get('/auth')
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toBe('private, no-store')
    // Expired at once (Max-Age=0), so the browser stops sending it and later pages come from the cache again.
    const expiry = response.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('toast-session='))
    expect(expiry.map((h) => h.value.split(';')[0])).toEqual(['toast-session='])
    expect(expiry[0].value).toMatch(/Max-Age=0/i)
    expect(await response.text()).not.toContain('data-toast=')
    await visitor.dispose()
  }
})

test('personal pages and signed-in views are never stored', async ({ request, baseURL }) => {
  // Sign in (a plain form post), then every page answers private, no-store - shared ones included.
  const signIn = await request.post('/auth', {
    form: { intent: 'sign-in', email: ADMIN.email, password: ADMIN.password },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  })
  expect([302, 303]).toContain(signIn.status())
  for (const path of ['/', '/terms', '/invest', '/signup', '/navigator/remittance', '/profile', '/admin', '/dev/mailbox']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expect(response.headers()['cache-control'], path).toBe('private, no-store')
    expect(response.headers().age, path).toBeUndefined()
    // The signed-in page is the admin's own: their menu, not a shared anonymous copy.
    expect(await response.text(), path).toContain('data-user-menu')
  }
  // A client-side navigation's data is never stored either.
  const data = await request.get('/terms.data')
  expect(data.headers()['cache-control']).toBe('private, no-store')
})

test('a cached /signup hydrates under its hash CSP, with no CSP violation', async ({ page, playwright, baseURL }) => {
  await fromTheCache(playwright, baseURL!, '/signup')
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  const response = await page.goto('/signup')
  expect(response?.headers().age, 'this visit is answered from the cache').toMatch(/^\d+$/)
  expect(response?.headers()['content-security-policy']).toContain("'sha256-")
  // Hydrated: React ran on the page.
  await expect(page.locator('#get-early-access')).toHaveAttribute('data-hydrated', 'true')
  // The form's code arrives on the first interaction and enhances it (client validation).
  await page.keyboard.press('Shift')
  await expect(page.locator('form#waitlist')).toHaveAttribute('data-validating', 'browser')
  await page.getByRole('button', { name: 'Join the Waitlist' }).click()
  await expect(page.getByText(m.validation_full_name_required())).toBeVisible()
  // The simulated joiner notice is script-driven too.
  await expect(page.getByTestId('join-notice')).toBeVisible({ timeout: bound(12_000) })
  expect(problems).toEqual([])
})

test('static assets are precompressed at the highest levels and immutable', async ({ request }) => {
  const html = await (await request.get('/signup')).text()
  const script = html.match(/\/assets\/entry\.client-[\w-]+\.js/)?.[0]
  const style = html.match(/\/assets\/[\w-]+\.css/)?.[0]
  expect(script && style).toBeTruthy()
  for (const path of [script!, style!]) {
    for (const encoding of ['br', 'gzip']) {
      const response = await request.get(path, { headers: { 'Accept-Encoding': encoding } })
      expect(response.headers()['content-encoding'], path).toBe(encoding)
      expect(response.headers()['cache-control'], path).toBe('public, max-age=31536000, immutable')
    }
  }
})
