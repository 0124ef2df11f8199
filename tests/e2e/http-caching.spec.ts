import { ADMIN } from './support/accounts'
import { expect, isJsOff, test } from './support/test'

// The caching policy of every document, checked at the HTTP level (issue 12; security review F14).
// The answers are the same with JavaScript on and off: one project runs them.

test.beforeEach(() => test.skip(isJsOff(), 'HTTP-level checks: run once'))

const PUBLIC = 'public, max-age=0, s-maxage=300'

test('an anonymous view of a static page is shareable, the same for everyone and served from the cache', async ({ request, playwright, baseURL }) => {
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

test('pages with forms are never shared; personal pages and signed-in views are never stored', async ({ request, baseURL }) => {
  for (const path of ['/signup', '/auth']) {
    const response = await request.get(path)
    expect(response.headers()['cache-control'], path).toBe('private, no-cache')
    expect(response.headers().age, path).toBeUndefined()
  }
  // Sign in (a plain form post), then every page answers private, no-store - static ones included.
  const signIn = await request.post('/auth', {
    form: { intent: 'sign-in', email: ADMIN.email, password: ADMIN.password },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  })
  expect([302, 303]).toContain(signIn.status())
  for (const path of ['/', '/terms', '/invest', '/signup', '/profile', '/admin', '/dev/mailbox']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expect(response.headers()['cache-control'], path).toBe('private, no-store')
    expect(response.headers().age, path).toBeUndefined()
  }
  // A client-side navigation's data is never stored either.
  const data = await request.get('/terms.data')
  expect(data.headers()['cache-control']).toBe('private, no-store')
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
