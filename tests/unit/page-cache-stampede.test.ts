import { once } from 'node:events'
import { mkdtempSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { PUBLIC_PAGE } from '../../app/.server/document/cache-policy.server'
import { readServerConfig } from '../../server/config.mjs'
import { createAppServer } from '../../server/index.mjs'
import { request } from '../security/support/http'

// Popular pages never stall (docs/decisions/034-popular-pages-never-stall.md): the real server over
// HTTP with a stand-in app that counts its renders. Concurrent misses for one page share one render;
// past its lifetime a page is served stale while one background render refreshes it, until its grace
// ends; a failed render poisons nothing and leaves nobody waiting. The cache's clock and its timers are
// the test's: nothing here waits on the wall clock, only on states (renders started, requests waiting).

const LIFETIME_S = 300 // s-maxage of PUBLIC_PAGE
const GRACE_S = 3_000 // PAGE_CACHE_STALE_SECONDS' default

type Behaviour = {
  /** Renders wait for this before answering (all, or only the first one counted from now). */
  hold?: Promise<void>
  holdOnly?: number
  /** How a render answers: a shareable page, a thrown error, a 500, a 404 or a private page. */
  answer?: 'page' | 'same' | 'throw' | 500 | 404 | 'private'
}

function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open }
}

/** Waits for a state of the server (renders started, requests waiting), never for a time. */
async function until(check: () => boolean) {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 2))
}

const servers: Array<{ close: () => void }> = []
afterEach(() => {
  for (const server of servers.splice(0)) server.close()
})

async function startApp(env: Record<string, string> = {}) {
  const clock = { now: 1_000_000 }
  const timers = new Set<() => void>()
  const behaviours = new Map<string, Behaviour>()
  const renders = new Map<string, number>()
  const handle = async (request: Request) => {
    const url = new URL(request.url)
    const key = url.pathname + url.search
    const n = (renders.get(key) ?? 0) + 1
    renders.set(key, n)
    const behaviour = behaviours.get(url.pathname) ?? {}
    if (behaviour.hold && (behaviour.holdOnly === undefined || behaviour.holdOnly === n)) await behaviour.hold
    const visitor = request.headers.get('x-visitor') ?? '-'
    const body = `<!doctype html><p>render ${n} of ${key} for ${visitor}</p>`
    const html = { 'Content-Type': 'text/html; charset=utf-8' }
    switch (behaviour.answer ?? 'page') {
      case 'throw':
        throw new Error(`render ${n} failed`)
      case 500:
        return new Response('<p>broken</p>', { status: 500, headers: { ...html, 'Cache-Control': 'private, no-cache' } })
      case 404:
        return new Response('<p>gone</p>', { status: 404, headers: { ...html, 'Cache-Control': PUBLIC_PAGE, Vary: 'Cookie' } })
      case 'same':
        return new Response(`<!doctype html><p>the same page every time</p>`, {
          headers: { ...html, 'Cache-Control': PUBLIC_PAGE, Vary: 'Cookie' },
        })
      case 'private':
        return new Response(body, { headers: { ...html, 'Cache-Control': 'private, no-store' } })
      default:
        return new Response(body, { headers: { ...html, 'Cache-Control': PUBLIC_PAGE, Vary: 'Cookie', 'X-Shared-Query': 'q' } })
    }
  }
  const created = createAppServer({
    clientDir: mkdtempSync(join(tmpdir(), 'page-cache-stampede-')),
    // The 20 requests stand for 20 visitors but share this test's one address: the per-client door
    // (decision 044, at most 16 of one client's requests handled at once) is off here.
    config: { ...readServerConfig({ MAX_REQUESTS_IN_FLIGHT_PER_CLIENT: '0', ...env }), accessLog: false },
    handle,
    pageCache: {
      now: () => clock.now,
      // The bound on waiting for another request's render fires when the test says so.
      setTimer: (fire: () => void) => {
        timers.add(fire)
        return () => timers.delete(fire)
      },
    },
  })
  const { server, pages } = created
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  servers.push({ close: () => (server.closeAllConnections(), server.close()) })
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    pages,
    clock,
    behave: (path: string, behaviour: Behaviour) => behaviours.set(path, behaviour),
    rendered: (key: string) => renders.get(key) ?? 0,
    fireTimers: () => {
      for (const fire of [...timers]) {
        timers.delete(fire)
        fire()
      }
    },
    get: (path: string, headers: Record<string, string> = {}) => request(origin + path, { headers }),
  }
}

const twenty = <T>(make: (i: number) => Promise<T>) => Array.from({ length: 20 }, (_, i) => make(i))

describe('concurrent misses for one page share one render', () => {
  it('20 concurrent requests for a page not in the cache: one render, and every request gets it', async () => {
    const app = await startApp()
    const held = gate()
    app.behave('/learn', { hold: held.opened })
    const answers = twenty(() => app.get('/learn?q=send%20money'))
    // One render under way, the 19 others waiting for it rather than rendering it again.
    await until(() => app.rendered('/learn?q=send%20money') === 1 && app.pages.stats().waiting === 19)
    held.open()
    const all = await Promise.all(answers)
    expect(all.map((a) => a.status)).toEqual(Array(20).fill(200))
    for (const answer of all) expect(answer.body).toContain('render 1 of /learn?q=send%20money')
    expect(app.rendered('/learn?q=send%20money')).toBe(1)
    // And it is in the cache for the next visitor.
    expect((await app.get('/learn?q=send%20money')).headers.age).toBe('0')
    expect(app.rendered('/learn?q=send%20money')).toBe(1)
  })

  it.each(['throw', 500] as const)(
    'a render that fails (%s) poisons nothing: each waiter gets an answer of its own, the next good one is stored',
    async (failure) => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
      const app = await startApp()
      const held = gate()
      app.behave('/guide', { hold: held.opened, holdOnly: 1, answer: failure })
      const answers = twenty(() => app.get('/guide'))
      await until(() => app.rendered('/guide') === 1 && app.pages.stats().waiting === 19)
      // The first render fails; the ones after it succeed.
      app.behave('/guide', {})
      held.open()
      const all = await Promise.all(answers)
      // The leader's visitor sees the failure; nobody else is handed it, and nobody is left waiting.
      expect(all.filter((a) => a.status === 500)).toHaveLength(1)
      const good = all.filter((a) => a.status === 200)
      expect(good).toHaveLength(19)
      for (const answer of good) expect(answer.body).toMatch(/render (\d+) of \/guide/)
      expect(good.every((a) => !a.body.includes('render 1 of'))).toBe(true)
      expect(app.rendered('/guide')).toBeGreaterThanOrEqual(2)
      expect(app.rendered('/guide')).toBeLessThanOrEqual(20)
      expect(app.pages.stats().waiting).toBe(0)
      // The cache holds a good copy, never the failure.
      const next = await app.get('/guide')
      expect(next.status).toBe(200)
      expect(next.headers.age).toBeDefined()
      expect(next.body).toMatch(/render \d+ of \/guide/)
      errors.mockRestore()
    },
  )

  it('a render that never ends holds its waiters only until the bound, then they render their own', async () => {
    const app = await startApp()
    const stuck = gate()
    app.behave('/stuck', { hold: stuck.opened, holdOnly: 1 })
    const first = app.get('/stuck')
    await until(() => app.rendered('/stuck') === 1)
    const second = app.get('/stuck')
    await until(() => app.pages.stats().waiting === 1)
    // The wait's bound (MAX_ACTION_WAIT_MS) is reached.
    app.fireTimers()
    const answer = await second
    expect(answer.status).toBe(200)
    expect(answer.body).toContain('render 2 of /stuck')
    stuck.open()
    expect((await first).status).toBe(200)
  })

  it('an answer that may not be shared is never handed to a waiter, and its page is not waited for again', async () => {
    // No per-client limit here, so every render this client asks for can run at once.
    const app = await startApp({ MAX_PAGES_IN_FLIGHT_PER_CLIENT: '0' })
    const held = gate()
    app.behave('/mine', { hold: held.opened, answer: 'private' })
    const answers = twenty((i) => app.get('/mine', { 'X-Visitor': `v${i}` }))
    await until(() => app.rendered('/mine') === 1 && app.pages.stats().waiting === 19)
    held.open()
    const all = await Promise.all(answers)
    all.forEach((answer, i) => {
      expect(answer.status).toBe(200)
      expect(answer.body).toContain(`for v${i}<`)
      expect(answer.headers.age).toBeUndefined()
    })
    expect(app.rendered('/mine')).toBe(20)
    // Known not to be shareable: the next burst renders at once, nobody waits for anybody.
    const again = gate()
    app.behave('/mine', { hold: again.opened, answer: 'private' })
    const burst = twenty((i) => app.get('/mine', { 'X-Visitor': `w${i}` }))
    await until(() => app.rendered('/mine') === 40)
    expect(app.pages.stats().waiting).toBe(0)
    again.open()
    const second = await Promise.all(burst)
    second.forEach((answer, i) => expect(answer.body).toContain(`for w${i}<`))
  })
})

describe('stale while revalidate', () => {
  it('after expiry, 20 concurrent requests get the stale page at once and cause one render; the next request gets the fresh page', async () => {
    const app = await startApp()
    const first = await app.get('/learn?q=itin')
    expect(first.body).toContain('render 1 of')
    app.clock.now += (LIFETIME_S + 1) * 1000
    const held = gate()
    app.behave('/learn', { hold: held.opened })
    // All 20 are answered while the refresh is still held: none of them waits for it.
    const all = await Promise.all(twenty(() => app.get('/learn?q=itin')))
    for (const answer of all) {
      expect(answer.status).toBe(200)
      expect(answer.body).toContain('render 1 of /learn?q=itin')
      // Its true age (past s-maxage, so no cache downstream takes it for fresh) and the page's own policy.
      expect(answer.headers.age).toBe(String(LIFETIME_S + 1))
      expect(answer.headers['cache-control']).toBe(PUBLIC_PAGE)
      expect(answer.headers.vary).toMatch(/\bCookie\b/)
      expect(answer.headers.etag).toBe(first.headers.etag)
    }
    expect(app.rendered('/learn?q=itin')).toBe(2)
    held.open()
    await until(() => app.pages.stats().rendering === 0)
    const next = await app.get('/learn?q=itin')
    expect(next.body).toContain('render 2 of /learn?q=itin')
    expect(next.headers.age).toBe('0')
    expect(next.headers.etag).not.toBe(first.headers.etag)
    expect(app.rendered('/learn?q=itin')).toBe(2)
  })

  it('a refresh that renders the same bytes keeps the ETag: a browser’s copy stays valid', async () => {
    const app = await startApp()
    app.behave('/terms', { answer: 'same' })
    const first = await app.get('/terms')
    app.clock.now += (LIFETIME_S + 1) * 1000
    expect((await app.get('/terms')).headers.age).toBe(String(LIFETIME_S + 1))
    await until(() => app.rendered('/terms') === 2 && app.pages.stats().rendering === 0)
    const refreshed = await app.get('/terms')
    expect(refreshed.headers.age).toBe('0')
    expect(refreshed.headers.etag).toBe(first.headers.etag)
    expect((await app.get('/terms', { 'If-None-Match': first.headers.etag! })).status).toBe(304)
  })

  it('a refresh that fails keeps the stale copy until the grace ends, and not a moment longer', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const app = await startApp()
    await app.get('/rates')
    app.behave('/rates', { answer: 500 })
    app.clock.now += (LIFETIME_S + 1) * 1000
    expect((await app.get('/rates')).body).toContain('render 1 of /rates')
    await until(() => app.rendered('/rates') === 2 && app.pages.stats().rendering === 0)
    app.behave('/rates', { answer: 'throw' })
    app.clock.now += (GRACE_S - 2) * 1000
    const late = await app.get('/rates')
    expect(late.body).toContain('render 1 of /rates')
    expect(late.headers.age).toBe(String(LIFETIME_S + GRACE_S - 1))
    await until(() => app.rendered('/rates') === 3 && app.pages.stats().rendering === 0)
    expect(errors).toHaveBeenCalledWith('[page-cache] could not refresh a page', expect.any(Error))
    // Past the grace the copy is gone: this visitor gets the app's own answer.
    app.clock.now += 1000
    app.behave('/rates', { answer: 500 })
    const past = await app.get('/rates')
    expect(past.status).toBe(500)
    expect(past.headers.age).toBeUndefined()
    app.behave('/rates', {})
    expect((await app.get('/rates')).body).toContain('render 5 of /rates')
    errors.mockRestore()
  })

  it('a refresh answered with a page that may not be shared (a 404) drops the stale copy', async () => {
    const app = await startApp()
    await app.get('/old-guide')
    app.behave('/old-guide', { answer: 404 })
    app.clock.now += (LIFETIME_S + 1) * 1000
    expect((await app.get('/old-guide')).status).toBe(200)
    await until(() => app.rendered('/old-guide') === 2 && app.pages.stats().rendering === 0)
    expect((await app.get('/old-guide')).status).toBe(404)
  })

  it('past the grace, stale is not served: 20 concurrent requests wait for one render of the page', async () => {
    const app = await startApp()
    await app.get('/navigator')
    app.clock.now += (LIFETIME_S + GRACE_S) * 1000
    const held = gate()
    app.behave('/navigator', { hold: held.opened })
    let answered = 0
    const answers = twenty(() => app.get('/navigator').then((a) => ((answered += 1), a)))
    await until(() => app.rendered('/navigator') === 2 && app.pages.stats().waiting === 19)
    expect(answered).toBe(0)
    held.open()
    for (const answer of await Promise.all(answers)) {
      expect(answer.body).toContain('render 2 of /navigator')
      expect(answer.headers.age ?? '0').toBe('0')
    }
    expect(app.rendered('/navigator')).toBe(2)
  })
})
