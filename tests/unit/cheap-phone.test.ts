import { once } from 'node:events'
import { mkdtempSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { documentCacheControl, PRIVATE_PAGE, PUBLIC_PAGE, REVALIDATED_PAGE } from '../../app/.server/document/cache-policy.server'
import { BOOT_ID, BOOT_LOADER, finishDocument, scriptHash } from '../../app/.server/document/document-html.server'
import { applySecurityHeaders } from '../../app/.server/document/security-headers.server'
import { parsePhone, readSiteContact } from '../../app/.server/platform/site-config.server'
import { EARLY_INTERACTION_FLAG } from '../../app/lib/first-interaction'
import { routeIsShared, routeNeedsJavaScript } from '../../app/lib/static-page'
import { readServerConfig } from '../../server/config.mjs'
import { createAppServer } from '../../server/index.mjs'
import { createPageCache, sharedLifetime } from '../../server/page-cache.mjs'

const facts = { pathname: '/terms', status: 200, signedIn: false, sharedPage: true, setsCookie: false, requested: [] as string[] }

describe('the caching policy of documents', () => {
  it('shares an anonymous view of a static page', () => {
    expect(documentCacheControl(facts)).toBe(PUBLIC_PAGE)
    expect(documentCacheControl({ ...facts, status: 404 })).toBe(PUBLIC_PAGE)
  })
  it('never stores a signed-in view, a personal page, a cookie or what a loader marks private', () => {
    expect(documentCacheControl({ ...facts, signedIn: true })).toBe(PRIVATE_PAGE)
    expect(documentCacheControl({ ...facts, setsCookie: true })).toBe(PRIVATE_PAGE)
    for (const pathname of ['/profile', '/admin', '/admin/users', '/dev/mailbox']) {
      expect(documentCacheControl({ ...facts, pathname, sharedPage: false })).toBe(PRIVATE_PAGE)
    }
    expect(documentCacheControl({ ...facts, requested: ['no-store'] })).toBe(PRIVATE_PAGE)
    expect(documentCacheControl({ ...facts, requested: [null as never, 'Private, max-age=60'] })).toBe(PRIVATE_PAGE)
  })
  it('lets browsers keep but never share other pages with JavaScript, errors and other methods', () => {
    expect(documentCacheControl({ ...facts, sharedPage: false })).toBe(REVALIDATED_PAGE)
    expect(documentCacheControl({ ...facts, status: 500 })).toBe(REVALIDATED_PAGE)
    expect(documentCacheControl({ ...facts, method: 'POST' })).toBe(REVALIDATED_PAGE)
    expect(documentCacheControl({ ...facts, pathname: '/profiles' })).toBe(PUBLIC_PAGE)
  })
  it('reads js: false from any matched route, shared: true from the page itself', () => {
    expect(routeNeedsJavaScript([undefined, {}])).toBe(true)
    expect(routeNeedsJavaScript([undefined, { js: false }])).toBe(false)
    expect(routeIsShared([undefined, { js: false }])).toBe(true)
    expect(routeIsShared([undefined, { shared: true }])).toBe(true)
    expect(routeIsShared([undefined, {}])).toBe(false)
    expect(routeIsShared([{ shared: true }, {}])).toBe(false)
  })
})

describe('the last touches on a rendered document', () => {
  const nonce = 'n0nce+/='
  const rendered = [
    '<!DOCTYPE html><html><head><link nonce="n0nce+/=" rel="stylesheet" href="/assets/app.css"/>',
    '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n0nce+/="/><link rel="icon" href="/favicon.svg"/></head><body>',
    '<p>nonce="n0nce+/=" typed by someone</p><script>injected()</script>',
    '<script nonce="n0nce+/=">window.__context = {"a":1};</script>',
    '<script nonce="n0nce+/=" type="module" async="">import * as route0 from "/assets/root.js";</script>',
    '<script nonce="n0nce+/=" src="/assets/x.js"></script></body></html>',
  ].join('')

  it('drops the module preloads, and keeps the nonce on a page that is not shared', () => {
    const { html, scriptHashes } = finishDocument(rendered, { nonce, shared: false })
    expect(html).not.toContain('modulepreload')
    expect(html).toContain('<link rel="icon"')
    expect(html).toContain('<script nonce="n0nce+/=">window.__context')
    expect(scriptHashes).toEqual([])
  })

  it('keeps the boot script as data, for a loader to start after the first paint', () => {
    const { html } = finishDocument(rendered, { nonce, shared: false })
    expect(html).not.toMatch(/<script[^>]*type="module"/)
    expect(html).toContain(`<script type="text/plain" id="${BOOT_ID}">import * as route0 from "/assets/root.js";</script>`)
    expect(html).toContain(`<script nonce="n0nce+/=">${BOOT_LOADER}</script>`)
    // The loader hands its nonce to the module script it writes.
    expect(BOOT_LOADER).toContain('s.nonce=n')
    expect(BOOT_LOADER).toContain('"first-contentful-paint"')
    // A tap, key or focus before the app arrives is noted for it (app/lib/first-interaction.ts).
    expect(BOOT_LOADER).toContain(`window.${EARLY_INTERACTION_FLAG}=1`)
  })

  it('allows exactly the inline scripts that carried the nonce by their hashes on a shared page', () => {
    const { html, scriptHashes } = finishDocument(rendered, { nonce, shared: true })
    expect(html).not.toMatch(/<[^>]*nonce=/)
    expect(html).toContain('<p>nonce="n0nce+/=" typed by someone</p>')
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>')
    expect(html).not.toContain('modulepreload')
    // The boot script runs as the module script the loader writes, with the same text.
    expect(scriptHashes).toEqual([
      scriptHash('import * as route0 from "/assets/root.js";'),
      scriptHash('window.__context = {"a":1};'),
      scriptHash(BOOT_LOADER),
    ])
    // The script written into the page without the nonce stays forbidden.
    expect(scriptHashes).not.toContain(scriptHash('injected()'))
    // SHA-256 in base64, as CSP wants it.
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='")
    const headers = new Headers()
    applySecurityHeaders(headers, { scriptHashes })
    const csp = headers.get('Content-Security-Policy')!
    expect(csp).toContain(`script-src 'self' ${scriptHashes.join(' ')};`)
    expect(csp).not.toContain('nonce-')
  })
})

describe('contact details from configuration', () => {
  it('shows no phone unless one is configured, and a tel: link made of its digits', () => {
    expect(readSiteContact({}).phone).toBeNull()
    expect(readSiteContact({ CONTACT_PHONE: '+1 (202) 555-7788' }).phone).toEqual({ label: '+1 (202) 555-7788', href: 'tel:+12025557788' })
    expect(() => parsePhone('call me')).toThrow(/CONTACT_PHONE/)
    expect(() => parsePhone('123')).toThrow(/7 to 15 digits/)
  })
  it('replaces or turns off social profiles and checks every value', () => {
    const contact = readSiteContact({ SOCIAL_TWITTER_URL: 'off', SOCIAL_LINKEDIN_URL: 'https://www.linkedin.com/company/example' })
    expect(contact.social.map((link) => link.network)).toEqual(['instagram', 'linkedin'])
    expect(contact.social[1].href).toBe('https://www.linkedin.com/company/example')
    expect(() => readSiteContact({ SOCIAL_INSTAGRAM_URL: 'javascript:alert(1)' })).toThrow(/SOCIAL_INSTAGRAM_URL/)
    expect(() => readSiteContact({ CONTACT_EMAIL: 'nope' })).toThrow(/CONTACT_EMAIL/)
    expect(readSiteContact({}).consultationHref).toBe('mailto:info@diasporafinance.com?subject=Consultation%20request')
    expect(readSiteContact({ CONSULTATION_URL: 'https://cal.example.org/diaspora' }).consultationHref).toBe(
      'https://cal.example.org/diaspora',
    )
    expect(() => readSiteContact({ CONSULTATION_URL: 'http://insecure.example' })).toThrow(/CONSULTATION_URL/)
  })
})

describe('which answers the shared cache may keep', () => {
  const html = (headers: Record<string, string>, status = 200) =>
    new Response('<html></html>', { status, headers: { 'Content-Type': 'text/html; charset=utf-8', ...headers } })
  it('keeps a public answer with s-maxage for that long, and nothing else', () => {
    expect(sharedLifetime(html({ 'Cache-Control': PUBLIC_PAGE, Vary: 'Cookie' }))).toBe(300)
    expect(sharedLifetime(html({ 'Cache-Control': PRIVATE_PAGE }))).toBe(0)
    expect(sharedLifetime(html({ 'Cache-Control': REVALIDATED_PAGE }))).toBe(0)
    expect(sharedLifetime(html({ 'Cache-Control': PUBLIC_PAGE, 'Set-Cookie': 'a=1' }))).toBe(0)
    expect(sharedLifetime(html({ 'Cache-Control': PUBLIC_PAGE, Vary: 'User-Agent' }))).toBe(0)
    expect(sharedLifetime(html({ 'Cache-Control': PUBLIC_PAGE }, 404))).toBe(0)
    expect(sharedLifetime(html({ 'Cache-Control': 'public, max-age=60' }))).toBe(0)
  })
})

describe('the in-process page cache, over HTTP', () => {
  let calls = 0
  let origin = ''
  let cacheControl = PUBLIC_PAGE
  const { server } = createAppServer({
    clientDir: mkdtempSync(join(tmpdir(), 'page-cache-')),
    config: { ...readServerConfig({}), accessLog: false },
    handle: async (request: Request) => {
      calls += 1
      const body = `<!doctype html><p>${new URL(request.url).pathname} ${'x'.repeat(2000)}</p>`
      return new Response(body, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cacheControl, Vary: 'Cookie' } })
    },
  })
  beforeAll(async () => {
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => server.close())

  const until = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 50 && !(await check()); i++) await new Promise((r) => setTimeout(r, 20))
  }

  it('answers anonymous requests from memory once stored, with Age, ETag and 304', async () => {
    calls = 0
    const first = await fetch(`${origin}/a`)
    expect(first.headers.get('age')).toBeNull()
    await until(async () => (await fetch(`${origin}/a`)).headers.has('age'))
    const before = calls
    const hit = await fetch(`${origin}/a`, { headers: { 'Accept-Encoding': 'br' } })
    expect(calls).toBe(before)
    expect(hit.headers.get('content-encoding')).toBe('br')
    expect(await hit.text()).toContain('/a xxx')
    const etag = hit.headers.get('etag')!
    expect((await fetch(`${origin}/a`, { headers: { 'If-None-Match': etag } })).status).toBe(304)
    // A request with a cookie, or another query string, goes to the app.
    await fetch(`${origin}/a`, { headers: { Cookie: 'sb-auth=1' } })
    await fetch(`${origin}/a?x=1`)
    expect(calls).toBe(before + 2)
  })

  it('never stores what is not shareable', async () => {
    cacheControl = PRIVATE_PAGE
    calls = 0
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${origin}/private`)
      expect(response.headers.get('age')).toBeNull()
      await new Promise((r) => setTimeout(r, 30))
    }
    expect(calls).toBe(3)
    cacheControl = PUBLIC_PAGE
  })

  it('forgets the least recently used page beyond its bounds, and expired pages', async () => {
    let now = 0
    const cache = createPageCache({ maxEntries: 2, now: () => now })
    const req = (_url: string) => ({ method: 'GET', headers: {} }) as never
    const res = () => ({ writeHead() {}, end() {} }) as never
    const page = () => new Response('<p>hi</p>', { headers: { 'Content-Type': 'text/html', 'Cache-Control': PUBLIC_PAGE } })
    for (const path of ['/1', '/2', '/3']) {
      await cache.offer(req(path), new URL(path, 'http://x'), page())
      await until(async () => cache.serve(req(path), res(), new URL(path, 'http://x'), {}))
    }
    expect(cache.size()).toBe(2)
    expect(cache.serve(req('/1'), res(), new URL('/1', 'http://x'), {})).toBe(false)
    now += 301_000
    // Past its lifetime it is served stale (decision 034) until its grace ends, then forgotten.
    expect(cache.serve(req('/3'), res(), new URL('/3', 'http://x'), {})).toBe(true)
    now += 3_000_000
    expect(cache.serve(req('/3'), res(), new URL('/3', 'http://x'), {})).toBe(false)
  })
})
