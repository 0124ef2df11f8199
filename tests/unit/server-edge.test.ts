import { once } from 'node:events'
import { mkdtempSync } from 'node:fs'
import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib'

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { PUBLIC_PAGE } from '../../app/.server/document/cache-policy.server'
import { applySecurityHeaders, carriesSecret } from '../../app/.server/document/security-headers.server'
import { sharedQueryParams } from '../../app/lib/static-page'
import { readServerConfig } from '../../server/config.mjs'
import { createAppServer } from '../../server/index.mjs'
import { canonicalQuery, createPageCache, declaredQuery } from '../../server/page-cache.mjs'
import { rawExchange, request, statusLines } from '../security/support/http'

// The production server's edge (docs/decisions/020-fair-and-cheap.md), over real HTTP with a stand-in
// app: the shared cache's key and its bounds, fair admission of form posts between clients, the cap on
// connections per address, and the answers to methods and headers the app must never see.

type Handled = { method: string; url: string }

function startServer(
  options: {
    env?: Record<string, string>
    handle?: (request: Request) => Promise<Response>
    rateClock?: Parameters<typeof createAppServer>[0]['rateClock']
  } = {},
) {
  const handled: Handled[] = []
  const shared = new Map<string, string>([
    ['/navigator/remittance', 'amount,method,to'],
    ['/terms', ''],
  ])
  const defaultHandle = async (request: Request) => {
    const url = new URL(request.url)
    handled.push({ method: request.method, url: url.pathname + url.search })
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': PUBLIC_PAGE,
      Vary: 'Cookie',
      'X-Content-Type-Options': 'nosniff',
    }
    const declared = shared.get(url.pathname)
    if (declared !== undefined) headers['X-Shared-Query'] = declared
    const words = Array.from({ length: 400 }, (_, i) => `word${i % 37} ${url.search}`).join(' ')
    return new Response(`<!doctype html><p>${url.pathname}${url.search}</p><p>${words}</p>`, { headers })
  }
  const created = createAppServer({
    clientDir: mkdtempSync(join(tmpdir(), 'server-edge-')),
    config: { ...readServerConfig(options.env ?? {}), accessLog: false },
    handle: options.handle ?? defaultHandle,
    rateClock: options.rateClock,
  })
  const { server } = created
  const ready = (async () => {
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    return (server.address() as AddressInfo).port
  })()
  return { server, handled, ready, admission: created.admission, renders: created.renders, door: created.door, rate: created.rate }
}

describe('the shared cache key: only the parameters a page declares', () => {
  const app = startServer()
  let origin = ''
  beforeAll(async () => {
    origin = `http://127.0.0.1:${await app.ready}`
  })
  afterAll(() => app.server.close())

  it('routes declare their parameters in their handle', () => {
    expect(sharedQueryParams([undefined, { shared: true, query: ['to', 'amount', 'method'] } as never])).toEqual(['amount', 'method', 'to'])
    expect(sharedQueryParams([{}, null])).toEqual([])
    expect(declaredQuery(new Headers({ 'X-Shared-Query': 'amount,method,to' }))).toEqual(['amount', 'method', 'to'])
    expect(declaredQuery(new Headers({ 'X-Shared-Query': '' }))).toEqual([])
    expect(declaredQuery(new Headers())).toBeNull()
    expect(canonicalQuery(new URLSearchParams('utm_source=x&to=GH&amount=200&fbclid=1'), ['to', 'amount', 'method'])).toBe(
      '?amount=200&to=GH',
    )
    expect(canonicalQuery(new URLSearchParams('utm_source=x'), ['to'])).toBe('')
  })

  it('unknown parameters are dropped: the app sees the canonical URL, and every variant is one entry', async () => {
    const path = '/navigator/remittance'
    const first = await request(`${origin}${path}?to=GH&amount=200`, { headers: { 'Accept-Encoding': 'br' } })
    expect(first.status).toBe(200)
    // Stored at once, with the fast compression the first visitor was sent.
    expect(first.headers['content-encoding']).toBe('br')
    const variants = [
      '?amount=200&to=GH',
      '?to=GH&amount=200&utm_source=mail',
      '?fbclid=abc&to=GH&amount=200',
      '?to=GH&zzz=1&amount=200&x=2',
    ]
    for (const search of variants) {
      const answer = await request(`${origin}${path}${search}`)
      expect(answer.status).toBe(200)
      expect(answer.headers.age).toBeDefined()
      expect(answer.body).toContain(`${path}?to=GH&amount=200</p>`)
    }
    expect(app.handled.filter((h) => h.url.startsWith(path))).toEqual([{ method: 'GET', url: `${path}?to=GH&amount=200` }])
    // A declared parameter with another value is another page.
    const other = await request(`${origin}${path}?to=NG&amount=200&junk=${'j'.repeat(50)}`)
    expect(other.headers.age).toBeUndefined()
    expect(app.handled.at(-1)).toEqual({ method: 'GET', url: `${path}?amount=200&to=NG` })
  })

  it('a page declaring no parameters has one entry whatever its query string; the app never sees the junk', async () => {
    await request(`${origin}/terms`)
    const before = app.handled.length
    for (let i = 0; i < 20; i++) {
      const answer = await request(`${origin}/terms?cache-buster=${i}`)
      expect(answer.headers.age).toBeDefined()
    }
    expect(app.handled.length).toBe(before)
  })

  it('a page that names no list (no header) is stored only without a query', async () => {
    await request(`${origin}/other?x=1`)
    await request(`${origin}/other?x=1`)
    expect(app.handled.filter((h) => h.url === '/other?x=1')).toHaveLength(2)
    await request(`${origin}/other`)
    expect((await request(`${origin}/other`)).headers.age).toBeDefined()
  })

  it('a cookie or credentials always reach the app with the URL as asked', async () => {
    await request(`${origin}/terms?utm=1`, { headers: { Cookie: 'sb=1' } })
    expect(app.handled.at(-1)).toEqual({ method: 'GET', url: '/terms?utm=1' })
  })

  it('a cached page carries each security header once', async () => {
    await request(`${origin}/terms`)
    const raw = await rawExchange(Number(new URL(origin).port), [
      `GET /terms HTTP/1.1\r\nHost: ${new URL(origin).host}\r\nConnection: close\r\n\r\n`,
    ])
    expect(raw.text).toMatch(/\r\nage: /i)
    for (const name of [
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-resource-policy',
      'vary',
      'cache-control',
    ]) {
      expect(raw.text.match(new RegExp(`\\r\\n${name}:`, 'gi'))?.length ?? 0).toBe(1)
    }
  })

  it('the best Brotli comes later, only for a page asked for again, and is what the next visitor gets', async () => {
    const cache = createPageCache({ maxEntries: 10 })
    const req = { method: 'GET', headers: { 'accept-encoding': 'br' } } as never
    const url = new URL('http://x/long')
    let seed = 7
    const word = () =>
      ['money', 'home', 'rate', 'fee', 'send', 'bank', 'card', 'save', 'plan', 'loan'][(seed = (seed * 1103515245 + 12345) % 2 ** 31) % 10]
    const text = `<p>${Array.from({ length: 3000 }, () => word()).join(' ')}</p>`
    const page = () => new Response(text, { headers: { 'Content-Type': 'text/html', 'Cache-Control': PUBLIC_PAGE, 'X-Shared-Query': '' } })
    const answer = await cache.offer(req, url, page())
    const fast = Buffer.from(await answer.arrayBuffer())
    expect(answer.headers.get('content-encoding')).toBe('br')
    expect(brotliDecompressSync(fast).toString()).toBe(text)
    expect(cache.stats().upgradesWaiting + Number(cache.stats().upgrading)).toBe(0)
    let sent: Buffer | undefined
    const res = { writeHead() {}, end: (body: Buffer) => (sent = body) } as never
    expect(cache.serve(req, res, url, {})).toBe(true)
    expect(cache.stats().upgrading).toBe(true)
    // The request that asked again was sent the fast copy; the best one is made after it.
    expect(sent!.equals(fast)).toBe(true)
    while (cache.stats().upgrading) await new Promise((resolve) => setImmediate(resolve))
    cache.serve(req, res, url, {})
    const best = brotliCompressSync(text, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
      },
    })
    expect(best.length).toBeLessThan(fast.length)
    expect(sent!.equals(best)).toBe(true)
  })

  it('is bounded in entries and bytes, least recently used out', async () => {
    const cache = createPageCache({ maxEntries: 3, maxBytes: 64 * 1024 })
    const req = { method: 'GET', headers: {} } as never
    const res = { writeHead() {}, end() {} } as never
    const body = (i: number) => `<p>${Array.from({ length: 120 }, (_, j) => `${i}-${j}-${Math.sin(i * j)}`).join(' ')}</p>`
    const page = (i: number) =>
      new Response(body(i), { headers: { 'Content-Type': 'text/html', 'Cache-Control': PUBLIC_PAGE, 'X-Shared-Query': 'n' } })
    for (let i = 0; i < 50; i++) await cache.offer(req, new URL(`http://x/p?n=${i}`), page(i))
    expect(cache.stats().entries).toBeLessThanOrEqual(3)
    expect(cache.stats().bytes).toBeLessThanOrEqual(64 * 1024)
    expect(cache.serve(req, res, new URL('http://x/p?n=49'), {})).toBe(true)
    expect(cache.serve(req, res, new URL('http://x/p?n=0'), {})).toBe(false)
  })
})

describe('methods and headers the app never sees', () => {
  const app = startServer()
  let port = 0
  const errors = vi.spyOn(console, 'error')
  beforeAll(async () => {
    port = await app.ready
  })
  afterAll(() => app.server.close())
  afterEach(() => errors.mockClear())

  it.each(['TRACE', 'OPTIONS', 'PUT', 'DELETE', 'PATCH'])(
    '%s answers a short 405 with Allow, logs nothing, and never reaches the app',
    async (method) => {
      const before = app.handled.length
      const answer = await request(`http://127.0.0.1:${port}/terms`, { method })
      expect(answer.status).toBe(405)
      expect(answer.headers.allow).toBe('GET, HEAD, POST')
      expect(answer.body).toContain('<h1>Not allowed</h1>')
      expect(answer.body).not.toMatch(/at \w+ \(|Error/)
      expect(app.handled.length).toBe(before)
      expect(errors).not.toHaveBeenCalled()
    },
  )

  it('two Host headers are refused with 400', async () => {
    const before = app.handled.length
    const raw = await rawExchange(port, [`GET /terms HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`])
    expect(statusLines(raw.text)).toEqual([400])
    expect(app.handled.length).toBe(before)
    const one = await rawExchange(port, [`GET /terms HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`])
    expect(statusLines(one.text)).toEqual([200])
  })
})

describe('token pages are never sent on as a Referer (their URL, that is: the origin at most)', () => {
  it('applies strict-origin (the bare origin at most) on the link pages and to URLs that carry a token', () => {
    const policy = (url: string, preset?: string) => {
      const headers = new Headers(preset ? { 'Referrer-Policy': preset } : {})
      applySecurityHeaders(headers, { url: new URL(url) })
      return headers.get('Referrer-Policy')
    }
    for (const url of [
      '/waitlist/status?token=abc',
      '/waitlist/confirm?token=abc',
      '/waitlist/leave?token=x',
      '/auth/reset-password',
      '/auth/confirm?token_hash=x&type=recovery',
      '/waitlist/status.data?token=abc',
      '/auth?code=abc',
    ]) {
      expect(policy(`http://x${url}`)).toBe('strict-origin')
    }
    expect(policy('http://x/terms')).toBe('strict-origin-when-cross-origin')
    expect(carriesSecret(new URL('http://x/signup?ref=abc123'))).toBe(false)
  })
})

describe('fair admission over HTTP', () => {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  const order: string[] = []
  const app = startServer({
    env: {
      MAX_ACTIONS_IN_FLIGHT: '1',
      MAX_ACTIONS_WAITING: '1000',
      MAX_ACTIONS_WAITING_PER_CLIENT: '16',
      MAX_CONNECTIONS_PER_CLIENT: '256',
      // The door and the rate in front (decision 044) are off here: this pins the share behind them.
      MAX_REQUESTS_IN_FLIGHT_PER_CLIENT: '0',
      COSTLY_REQUESTS_PER_SECOND_PER_CLIENT: '0',
    },
    handle: async (request: Request) => {
      const path = new URL(request.url).pathname
      if (request.method === 'POST') order.push(path)
      if (path === '/hold') await held
      return new Response('<p>ok</p>', { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } })
    },
  })
  let port = 0
  beforeAll(async () => {
    port = await app.ready
  })
  afterAll(() => app.server.close())

  it('1,100 keep-alive sockets of one address posting: over its connections and its share it is refused, another visitor’s post is served next', async () => {
    const flooder = '127.20.0.2'
    const visitor = '127.20.0.3'
    const hold = request(`http://127.0.0.1:${port}/hold`, {
      method: 'POST',
      from: flooder,
      body: 'a=1',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    while (order.length === 0) await new Promise((resolve) => setTimeout(resolve, 5))
    const agent = new http.Agent({ keepAlive: true, maxSockets: 2_000 })
    const flood = Array.from({ length: 1_100 }, (_, i) =>
      request(`http://127.0.0.1:${port}/flood-${i}`, {
        method: 'POST',
        from: flooder,
        agent,
        body: 'a=1',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      }).then(
        (a) => a.status,
        () => 0,
      ),
    )
    let answered = 0
    for (const p of flood) void p.then(() => (answered += 1))
    // Every flood post has been answered or waits in line before the visitor posts (states, not time).
    while (!(answered === 1_100 - 16 && app.admission.waitingFor(flooder) === 16)) await new Promise((resolve) => setTimeout(resolve, 10))
    const visit = request(`http://127.0.0.1:${port}/visitor`, {
      method: 'POST',
      from: visitor,
      body: 'a=1',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    while (app.admission.waitingFor(visitor) === 0) await new Promise((resolve) => setTimeout(resolve, 5))
    release()
    expect((await visit).status).toBe(200)
    expect((await hold).status).toBe(200)
    const statuses = await Promise.all(flood)
    agent.destroy()
    // Turns go round the clients: the visitor's post came after one of the flooder's, not after 16.
    expect(order.indexOf('/visitor')).toBe(2)
    expect(statuses.filter((s) => s === 200)).toHaveLength(16)
    // Over the share of 16 waiting: 503, and that connection is closed (decision 044), so how many
    // are open at once, and how many meet the 256 cap's 429, depends on timing (the cap: the door's test).
    expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0)
    // 0: a connection over the cap was closed before its 429 could be read (a reset, seen under load):
    // refused all the same. Nothing else may come back.
    expect(statuses.filter((s) => ![200, 429, 503, 0].includes(s))).toEqual([])
  })

  it('the cap counts open connections per address, not requests: a closed connection frees its place', async () => {
    const sockets = await Promise.all(
      Array.from(
        { length: 3 },
        () =>
          new Promise<net.Socket>((resolve) => {
            const socket = net.connect({ port, host: '127.0.0.1', localAddress: '127.20.0.9' }, () => resolve(socket))
          }),
      ),
    )
    for (const socket of sockets) socket.destroy()
    const answer = await request(`http://127.0.0.1:${port}/visitor`, { from: '127.20.0.9' })
    expect(answer.status).toBe(200)
  })
})

describe('renders per client', () => {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  let rendering = 0
  let most = 0
  const app = startServer({
    env: { MAX_PAGES_IN_FLIGHT_PER_CLIENT: '4', MAX_PAGES_WAITING_PER_CLIENT: '8', MAX_REQUESTS_IN_FLIGHT_PER_CLIENT: '0' },
    handle: async (request: Request) => {
      const path = new URL(request.url).pathname
      rendering += 1
      most = Math.max(most, rendering)
      if (path.startsWith('/slow')) await held
      rendering -= 1
      return new Response('<p>page</p>', { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } })
    },
  })
  let port = 0
  beforeAll(async () => {
    port = await app.ready
  })
  afterAll(() => app.server.close())

  it('one address asking for 20 unseen pages gets 4 rendered at once (limit set to 4 here), 8 waiting, the rest a 503; another address is answered meanwhile', async () => {
    const flooder = '127.20.1.2'
    const agent = new http.Agent({ keepAlive: true, maxSockets: 100 })
    const flood = Array.from({ length: 20 }, (_, i) =>
      request(`http://127.0.0.1:${port}/slow-${i}`, { from: flooder, agent }).then((a) => a),
    )
    let answered = 0
    for (const p of flood) void p.then(() => (answered += 1))
    while (!(answered === 8 && app.renders.stats(flooder).waiting === 8)) await new Promise((resolve) => setTimeout(resolve, 10))
    expect(app.renders.stats(flooder).active).toBe(4)
    // The flood is still held; another visitor's page is rendered at once.
    const other = await request(`http://127.0.0.1:${port}/page`, { from: '127.20.1.3' })
    expect(other.status).toBe(200)
    release()
    const answers = await Promise.all(flood)
    agent.destroy()
    expect(answers.filter((a) => a.status === 200)).toHaveLength(12)
    const refused = answers.filter((a) => a.status === 503)
    expect(refused).toHaveLength(8)
    expect(refused[0]!.body).toContain('Too many pages are being asked for from your network')
    // Four of the flooder's, plus the other visitor's.
    expect(most).toBe(5)
  })
})

describe('the door: one client’s requests are handled a few at a time, the rest wait with nothing done (decision 044)', () => {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  let started = 0
  let releaseLater!: () => void
  const heldLater = new Promise<void>((resolve) => (releaseLater = resolve))
  const app = startServer({
    // Places for every post the door lets in, so that the app sees exactly what passed the door; the
    // rate behind the door is off here (its own tests below).
    env: {
      MAX_REQUESTS_IN_FLIGHT_PER_CLIENT: '16',
      MAX_CONNECTIONS_PER_CLIENT: '256',
      MAX_ACTIONS_IN_FLIGHT: '32',
      COSTLY_REQUESTS_PER_SECOND_PER_CLIENT: '0',
    },
    handle: async (request: Request) => {
      started += 1
      if (new URL(request.url).pathname === '/hold') await held
      if (new URL(request.url).pathname === '/hold-later') await heldLater
      return new Response('<p>ok</p>', { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } })
    },
  })
  let port = 0
  beforeAll(async () => {
    port = await app.ready
  })
  afterAll(() => app.server.close())

  it('300 keep-alive sockets of one address: 16 are handled, 240 wait at the door unanswered, 44 over the cap get 429; another address is served at once', async () => {
    const flooder = '127.20.2.2'
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1_000 })
    const post = (path: string, from: string, via: http.Agent | false = agent) =>
      request(`http://127.0.0.1:${port}${path}`, {
        method: 'POST',
        from,
        agent: via,
        body: 'a=1',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      }).then(
        (a) => a.status,
        () => 0,
      )
    const flood = Array.from({ length: 300 }, () => post('/hold', flooder))
    let answered = 0
    for (const p of flood) void p.then(() => (answered += 1))
    // States, not time: the 44 over the cap answered, 16 in the app, 240 at the door.
    while (!(answered === 44 && app.door.stats(flooder).waiting === 240)) await new Promise((resolve) => setTimeout(resolve, 10))
    expect(app.door.stats(flooder).active).toBe(16)
    // Nothing was done for those at the door: the app saw the 16 inside, no more.
    expect(started).toBe(16)
    // Another address posts and reads: answered now, while the flood is held.
    expect(await post('/visitor', '127.20.2.3', false)).toBe(200)
    expect((await request(`http://127.0.0.1:${port}/page`, { from: '127.20.2.3' })).status).toBe(200)
    release()
    const statuses = await Promise.all(flood)
    agent.destroy()
    expect(statuses.filter((s) => s === 200)).toHaveLength(256)
    // Over the 256 connections: refused (a 429, or a reset before it could be read); no 503 at all.
    expect(statuses.filter((s) => s !== 200).every((s) => s === 429 || s === 0)).toBe(true)
    expect(app.door.stats(flooder)).toEqual({ active: 0, waiting: 0 })
  })

  it('a request that leaves while it waits at the door is never handled', async () => {
    const from = '127.20.2.4'
    const agent = new http.Agent({ keepAlive: true, maxSockets: 100 })
    const before = started
    const holders = Array.from({ length: 16 }, () =>
      request(`http://127.0.0.1:${port}/hold-later`, { from, agent }).then(
        (a) => a.status,
        () => 0,
      ),
    )
    while (app.door.stats(from).active < 16) await new Promise((resolve) => setTimeout(resolve, 5))
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: from })
    socket.write(`GET /late HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`)
    while (app.door.stats(from).waiting === 0) await new Promise((resolve) => setTimeout(resolve, 5))
    socket.destroy()
    while (app.door.stats(from).waiting > 0) await new Promise((resolve) => setTimeout(resolve, 5))
    releaseLater()
    expect(await Promise.all(holders)).toEqual(Array.from({ length: 16 }, () => 200))
    agent.destroy()
    // The 16 ran; the one that left never reached the app.
    expect(started - before).toBe(16)
    expect(app.door.stats(from)).toEqual({ active: 0, waiting: 0 })
  })
})

describe('the rate of costly work per client: past its burst, a client’s posts and renders wait their turn, cached pages do not (decision 044, 2026-11-29)', () => {
  let time = 0
  const timers: { at: number; fire: () => void }[] = []
  const rateClock = {
    now: () => time,
    setTimer: (fire: () => void, ms: number) => {
      const timer = { at: time + ms, fire }
      timers.push(timer)
      return () => void timers.splice(timers.indexOf(timer) >>> 0, 1)
    },
  }
  /** Moves the clock by `ms` and fires the timers that fall due. */
  const advance = (ms: number) => {
    time += ms
    for (const timer of timers.filter((t) => t.at <= time)) {
      timers.splice(timers.indexOf(timer), 1)
      timer.fire()
    }
  }
  const handled: string[] = []
  const app = startServer({
    env: { COSTLY_REQUESTS_PER_SECOND_PER_CLIENT: '1', COSTLY_REQUESTS_BURST_PER_CLIENT: '3', MAX_REQUESTS_IN_FLIGHT_PER_CLIENT: '16' },
    rateClock,
    handle: async (request: Request) => {
      const url = new URL(request.url)
      handled.push(`${request.method} ${url.pathname}`)
      const shared: Record<string, string> =
        url.pathname === '/terms' ? { 'Cache-Control': PUBLIC_PAGE, 'X-Shared-Query': '' } : { 'Cache-Control': 'no-store' }
      return new Response('<p>ok</p>', { headers: { 'Content-Type': 'text/html; charset=utf-8', ...shared } })
    },
  })
  let origin = ''
  beforeAll(async () => {
    origin = `http://127.0.0.1:${await app.ready}`
  })
  afterAll(() => app.server.close())

  it('one address posting 10 at once: 3 are handled, 7 wait (none refused); one more each second of its clock; another address, and its own cached page, are answered meanwhile', async () => {
    const flooder = '127.20.3.2'
    const agent = new http.Agent({ keepAlive: true, maxSockets: 100 })
    const post = (path: string, from: string, via: http.Agent | false = agent) =>
      request(`${origin}${path}`, {
        method: 'POST',
        from,
        agent: via,
        body: 'a=1',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      })
    const posts = () => handled.filter((h) => h === 'POST /flood').length
    // Another address fills the shared cache with /terms (its first render).
    expect((await request(`${origin}/terms`, { from: '127.20.3.3' })).status).toBe(200)
    const flood = Array.from({ length: 10 }, () => post('/flood', flooder).then((a) => a.status))
    while (app.rate.stats(flooder).waiting < 7) await new Promise((resolve) => setImmediate(resolve))
    expect(posts()).toBe(3)
    // The flooder's own cached page costs no token: answered while its posts wait.
    expect((await request(`${origin}/terms`, { from: flooder, agent })).status).toBe(200)
    // Another address's post and rendered page: answered at once.
    expect((await post('/visitor', '127.20.3.3', false)).status).toBe(200)
    expect((await request(`${origin}/page`, { from: '127.20.3.3' })).status).toBe(200)
    expect(handled.filter((h) => h === 'GET /terms')).toHaveLength(1)
    for (let second = 1; second <= 7; second++) {
      advance(1_000)
      while (posts() < 3 + second) await new Promise((resolve) => setImmediate(resolve))
      expect(app.rate.stats(flooder).waiting).toBe(7 - second)
    }
    expect(await Promise.all(flood)).toEqual(Array.from({ length: 10 }, () => 200))
    agent.destroy()
  })

  it('a wait past MAX_ACTION_WAIT_MS is answered at once with the 503 page that closes the connection, nothing done', async () => {
    let rendered = 0
    const app2 = startServer({
      env: { COSTLY_REQUESTS_PER_SECOND_PER_CLIENT: '1', COSTLY_REQUESTS_BURST_PER_CLIENT: '1', MAX_ACTION_WAIT_MS: '1000' },
      rateClock,
      // A page that is never shared: each request is a render.
      handle: async () => {
        rendered += 1
        return new Response('<p>ok</p>', { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } })
      },
    })
    const from = '127.20.3.4'
    const port = await app2.ready
    const agent = new http.Agent({ keepAlive: true, maxSockets: 10 })
    const answers = Array.from({ length: 3 }, () => request(`http://127.0.0.1:${port}/p`, { from, agent }))
    const settled: Awaited<(typeof answers)[number]>[] = []
    for (const answer of answers) void answer.then((a) => settled.push(a))
    // One token at once, one a second later (within the bound); the third would wait 2 s: refused now.
    while (settled.length < 2) await new Promise((resolve) => setImmediate(resolve))
    expect(settled.map((a) => a.status).sort()).toEqual([200, 503])
    const refused = settled.find((a) => a.status === 503)!
    expect(refused.headers.connection).toBe('close')
    expect(refused.body).toContain('Too many requests are being sent from your network')
    expect(rendered).toBe(1)
    advance(1_000)
    expect((await Promise.all(answers)).map((a) => a.status).sort()).toEqual([200, 200, 503])
    expect(rendered).toBe(2)
    agent.destroy()
    app2.server.close()
  })
})
