import { once } from 'node:events'
import { mkdtempSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { readServerConfig } from '../../server/config.mjs'
import { createAppServer } from '../../server/index.mjs'
import { rawExchange, request, statusLines } from '../security/support/http'

// Query strings are bounded before anything reads them (docs/decisions/036-client-keys-and-bounds.md):
// every page repeats its query in each language link, so a 14 KB query made a 217 KB page. Over
// MAX_QUERY_BYTES: a small 414 page in the path's language, which never repeats the address.

describe('a query string over MAX_QUERY_BYTES', () => {
  const seen: string[] = []
  const created = createAppServer({
    clientDir: mkdtempSync(join(tmpdir(), 'server-query-bound-')),
    config: { ...readServerConfig({}), accessLog: false },
    handle: async (req: Request) => {
      const url = new URL(req.url)
      seen.push(url.pathname + url.search)
      // A page that echoes its query, as the language links do.
      return new Response(`<p>${url.search}</p>`, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } })
    },
  })
  let origin = ''
  let port = 0
  beforeAll(async () => {
    created.server.listen(0, '127.0.0.1')
    await once(created.server, 'listening')
    port = (created.server.address() as AddressInfo).port
    origin = `http://127.0.0.1:${port}`
  })
  afterAll(() => created.server.close())

  it('is 4,096 bytes by default, settable, and validated', () => {
    expect(readServerConfig({}).maxQueryBytes).toBe(4096)
    expect(readServerConfig({ MAX_QUERY_BYTES: '8192' }).maxQueryBytes).toBe(8192)
    expect(() => readServerConfig({ MAX_QUERY_BYTES: '10' })).toThrow('MAX_QUERY_BYTES must be an integer from 256 to 65536')
  })

  it('the longest question a visitor makes (400 Amharic characters, 3,600 bytes encoded) reaches the page', async () => {
    const query = `q=${encodeURIComponent('ሀ'.repeat(400))}`
    expect(query.length).toBe(3602)
    const answer = await request(`${origin}/am/learn?${query}`)
    expect(answer.status).toBe(200)
    expect(seen.at(-1)).toBe(`/am/learn?${query}`)
    // At the bound exactly: still the page.
    const edge = `q=${'a'.repeat(4094)}`
    expect((await request(`${origin}/learn?${edge}`)).status).toBe(200)
  })

  it.each([
    ['', 'en', 'Address too long', '/'],
    ['/fr', 'fr', 'Adresse trop longue', '/fr/'],
    ['/am', 'am', 'አድራሻው በጣም ረጅም ነው', '/am/'],
  ])('%s: one byte over, or 14 KB, gets a small 414 in the language, the app never sees it', async (prefix, lang, title, home) => {
    const before = seen.length
    for (const query of [`q=${'a'.repeat(4095)}`, `q=${'%E1%88%80'.repeat(1600)}&utm_source=x`]) {
      const answer = await request(`${origin}${prefix}/learn?${query}`)
      expect(answer.status).toBe(414)
      expect(answer.headers['cache-control']).toBe('no-store')
      expect(answer.body).toContain(`<html lang="${lang}">`)
      expect(answer.body).toContain(`<h1>${title}</h1>`)
      expect(answer.body).toContain(`<a href="${home}">`)
      expect(answer.body).not.toMatch(/aaaa|%E1|utm_source|learn/)
      expect(Buffer.byteLength(answer.body)).toBeLessThan(1024)
    }
    expect(seen.length).toBe(before)
  })

  it('a path over 1,024 bytes gets the same 414 (the 404 page repeats its path in each language link)', async () => {
    const before = seen.length
    for (const [path, lang] of [
      [`/${'a'.repeat(1030)}`, 'en'],
      [`/fr/${'%2F'.repeat(400)}x`, 'fr'],
    ] as const) {
      const answer = await request(`${origin}${path}`)
      expect(answer.status).toBe(414)
      expect(answer.body).toContain(`<html lang="${lang}">`)
      expect(answer.body).not.toMatch(/aaaa|%2F/)
    }
    expect(seen.length).toBe(before)
    // A path of ordinary length still reaches the app.
    expect((await request(`${origin}/learn/${'a'.repeat(900)}`)).status).toBe(200)
  })

  it('HEAD gets the 414 without a body; a POST with a long query is refused unread and its connection closed', async () => {
    const head = await request(`${origin}/learn?q=${'a'.repeat(5000)}`, { method: 'HEAD' })
    expect(head.status).toBe(414)
    expect(head.body).toBe('')
    const before = seen.length
    const agent = new http.Agent({ keepAlive: true })
    const post = await request(`${origin}/learn?q=${'a'.repeat(5000)}`, {
      method: 'POST',
      agent,
      body: 'q=hello',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    agent.destroy()
    expect(post.status).toBe(414)
    expect(post.headers.connection).toBe('close')
    expect(seen.length).toBe(before)
    // The connection is not reused: a request written after the refused one is never answered as a second.
    const raw = await rawExchange(port, [
      `POST /learn?q=${'a'.repeat(5000)} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 7\r\n\r\nq=hello` +
        `GET /terms HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`,
    ])
    expect(statusLines(raw.text)).toEqual([414])
    expect(raw.closed).toBe(true)
  })
})
