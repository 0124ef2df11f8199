// An in-process shared cache for pages the app declares shareable (docs/decisions/013-cheap-phone.md,
// 014 and 020).
//
// The app decides (app/.server/document/cache-policy.server.ts): an anonymous view of a page that ships no
// JavaScript answers `Cache-Control: public, max-age=0, s-maxage=N` with `Vary: Cookie` and no
// Set-Cookie. This cache behaves like the CDN those headers are written for: it keeps such an answer
// for N seconds and answers later requests that carry no cookie and no credentials straight from
// memory, as the static file server does. Anything else (a cookie, another method, a private or
// uncacheable answer) goes to the app.
//
// A miss must stay cheap (decision 020):
// - Only the query parameters a page declares (`handle.query`, sent by the app in the internal
//   `X-Shared-Query` header of a shareable answer) make a distinct entry. Once a path's list is
//   known, an anonymous GET with other parameters is handled as the same URL without them (the app
//   sees that canonical URL, so nothing it did not declare can reach a shared copy), and a page is
//   stored only under its canonical URL (declared parameters, sorted).
// - A fresh entry is stored at once with a fast Brotli and gzip (the request that made it is sent
//   the same bytes); the best Brotli is computed later, one page at a time, and only for a page that
//   is asked for again: a flood of unique URLs never pays for it.
// - The cache is bounded: entries, bytes (least recently used out) and the paths it knows.
//
// A popular page never stalls (docs/decisions/034-popular-pages-never-stall.md):
// - Coalescing: while a page is being rendered for one anonymous GET, other requests for the same key
//   wait for that render (at most `waitMs`) and are answered from the copy it stores. When it stores
//   nothing (it threw, answered 5xx, or answered something that must not be shared), each waiter
//   renders its own page: an unshareable answer may be that request's alone (a cookie, a redirect).
//   A key whose answer was unshareable is not waited for again for a while (`PASS_MS`).
// - Stale-while-revalidate: past its lifetime (s-maxage), an entry is still served, with its true Age,
//   for `staleSeconds` more, while one background render (in the asking client's turn) replaces it. A
//   refresh that fails keeps the old copy; one that answers something else (a 404, a private page)
//   drops it. Past the grace, the entry is gone: the next request renders.

import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib'

import { acceptedEncodings } from './static.mjs'

const brotli = promisify(brotliCompress)

/** The header in which the app names a shared page's parameters (stripped before anything is sent). */
const SHARED_QUERY_HEADER = 'x-shared-query'

/** Longest query string kept in a key (longer ones are answered by the app and never stored). */
const MAX_KEY_QUERY = 512
/** Most paths whose parameter lists are remembered (pages of the site; a 404 is never learnt). */
const MAX_KNOWN_PATHS = 2_000
/** Hits that earn an entry its best Brotli, and how many pages may wait for one. */
const HITS_FOR_BEST = 1
const MAX_UPGRADES_WAITING = 32
/** How long a key whose answer was not shareable is rendered per request without waiting, and how many are remembered. */
const PASS_MS = 60_000
const MAX_PASSES = 2_000

/** @param {() => void} fire @param {number} ms @returns {() => void} cancels */
function setTimer(fire, ms) {
  const timer = setTimeout(fire, ms)
  timer.unref()
  return () => clearTimeout(timer)
}

/**
 * @typedef {{ body: Buffer, encoding: string | null }} Variant
 * @typedef {{ status: number, headers: Record<string, string>, etag: string, storedAt: number, expiresAt: number, staleUntil: number, identity: Variant, br?: Variant, gzip?: Variant, size: number, hits: number, best: boolean }} Entry
 * @typedef {'stored' | 'pass' | 'failed'} Outcome what a render of a key came to: a copy stored, an answer that may not be shared, or no answer (thrown, 5xx)
 * @typedef {{ running: boolean, waiters: number, outcome: Outcome | null, done: Promise<Outcome>, end: (outcome?: Outcome) => void }} Flight
 * @typedef {(render: () => Promise<Response>) => Promise<void>} RefreshWork
 * @typedef {(work: RefreshWork) => Promise<unknown>} Refresh runs `work` in the asking client's turn, with a render of the page for everyone
 * @typedef {Pick<import('node:http').IncomingMessage, 'method' | 'headers'>} Asker what the cache reads of a request
 * @typedef {{ maxEntries?: number, maxBytes?: number, staleSeconds?: number, waitMs?: number, now?: () => number, setTimer?: (fire: () => void, ms: number) => () => void, log?: (message: string, error: unknown) => void }} PageCacheOptions
 * @typedef {{ entries: Entries, known: KnownQueries, flights: Flights, best: BestBrotli, now: () => number, staleSeconds: number, log: (message: string, error: unknown) => void }} Cache
 */

/** @param {Buffer} body @param {number} quality */
const brotliParams = (body, quality) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
})

/** Brotli at quality 5 (about a millisecond for a page) and gzip 6: what a fresh entry is sent as. @param {Buffer} body */
function fastVariants(body) {
  return {
    br: { body: brotliCompressSync(body, brotliParams(body, 5)), encoding: 'br' },
    gzip: { body: gzipSync(body, { level: 6 }), encoding: 'gzip' },
  }
}

/** Forgets the oldest key of a map kept in insertion order. @param {Map<string, unknown>} map */
function dropOldest(map) {
  const oldest = map.keys().next()
  if (!oldest.done) map.delete(oldest.value)
}

/**
 * The parameters a shareable answer declares (`X-Shared-Query: to, amount`), or null when it names
 * none (the header is absent: every parameter counts, and only a URL without a query is stored).
 * @param {Headers} headers
 */
export function declaredQuery(headers) {
  const value = headers.get(SHARED_QUERY_HEADER)
  if (value === null) return null
  return value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
}

/**
 * The cache key's query for a URL, given the page's declared parameters: those only, sorted by name
 * (stable for repeated names), '' when none is present.
 * @param {URLSearchParams} params @param {readonly string[]} known
 */
export function canonicalQuery(params, known) {
  const kept = [...params].filter(([name]) => known.includes(name))
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const query = new URLSearchParams(kept).toString()
  return query ? `?${query}` : ''
}

/** A request that may be answered from (and fill) the shared cache: GET/HEAD without credentials. @param {Asker} req */
function isShareableRequest(req) {
  return (req.method === 'GET' || req.method === 'HEAD') && !req.headers.cookie && !req.headers.authorization
}

/** The shared-cache lifetime of an answer, in seconds, or 0 when it must not be shared. @param {Response} response */
export function sharedLifetime(response) {
  if (response.status !== 200) return 0
  if (!/^text\/html\b/i.test(response.headers.get('content-type') ?? '')) return 0
  if (response.headers.has('set-cookie') || response.headers.has('content-encoding')) return 0
  const cacheControl = (response.headers.get('cache-control') ?? '').toLowerCase()
  if (!/\bpublic\b/.test(cacheControl) || /\b(private|no-store|no-cache)\b/.test(cacheControl)) return 0
  const vary = (response.headers.get('vary') ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  if (vary.some((name) => name !== 'cookie' && name !== 'accept-encoding')) return 0
  const match = cacheControl.match(/\bs-maxage=(\d+)/)
  return match ? Number(match[1]) : 0
}

// The origin too: a page may carry absolute URLs made from the Host it was asked for (when SITE_URL
// is not set), so one Host's copy must never answer another.
const keyOf = (/** @type {URL} */ url) => url.origin + url.pathname + url.search

/**
 * The stored pages, least recently used first, bounded by count and bytes (the oldest go first).
 * @param {number} maxEntries @param {number} maxBytes
 */
function createEntries(maxEntries, maxBytes) {
  /** @type {Map<string, Entry>} */
  const entries = new Map()
  let bytes = 0
  /** @param {string} key */
  function remove(key) {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.size
  }
  return {
    get: (/** @type {string} */ key) => entries.get(key),
    remove,
    /** Most recently used last. @param {string} key @param {Entry} entry */
    touch(key, entry) {
      entries.delete(key)
      entries.set(key, entry)
    },
    /** Stores `entry` in place of the key's copy, unless it is too large to keep (false). @param {string} key @param {Entry} entry */
    put(key, entry) {
      if (entry.size > maxBytes / 4) return false
      remove(key)
      entries.set(key, entry)
      bytes += entry.size
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break
        remove(oldest)
      }
      return true
    },
    /** An entry's size changed by `delta` bytes. @param {Entry} entry @param {number} delta */
    resize(entry, delta) {
      entry.size += delta
      bytes += delta
    },
    size: () => entries.size,
    bytes: () => bytes,
    clear() {
      entries.clear()
      bytes = 0
    },
  }
}
/** @typedef {ReturnType<typeof createEntries>} Entries */

/** The parameters each page declared, by origin + path (bounded: a 404 is never learnt). */
function createKnownQueries() {
  /** @type {Map<string, string[]>} */
  const known = new Map()
  return {
    get: (/** @type {string} */ path) => known.get(path),
    /** @param {string} path @param {string[]} names */
    learn(path, names) {
      if (known.has(path)) return
      if (known.size >= MAX_KNOWN_PATHS) dropOldest(known)
      known.set(path, names)
    },
    size: () => known.size,
    clear: () => known.clear(),
  }
}
/** @typedef {ReturnType<typeof createKnownQueries>} KnownQueries */

/**
 * The keys whose answer was not shareable: their requests render without waiting for one another,
 * for PASS_MS (bounded: the oldest are forgotten).
 * @param {() => number} now
 */
function createPasses(now) {
  /** @type {Map<string, number>} key -> until when its requests render without waiting */
  const passes = new Map()
  return {
    /** @param {string} key */
    add(key) {
      passes.delete(key)
      passes.set(key, now() + PASS_MS)
      if (passes.size > MAX_PASSES) dropOldest(passes)
    },
    /** Whether requests for `key` currently render without waiting for one another. @param {string} key */
    has(key) {
      const until = passes.get(key)
      if (until === undefined) return false
      if (now() < until) return true
      passes.delete(key)
      return false
    },
    delete: (/** @type {string} */ key) => passes.delete(key),
    size: () => passes.size,
    clear: () => passes.clear(),
  }
}

/**
 * A flight: the render of a key under way. `running` once it has its turn (a render still waiting in
 * its client's line is never waited for: another client's line must not hold anyone up).
 * @param {boolean} running @param {(flight: Flight, outcome: Outcome) => void} ended told once, when it ends
 * @returns {Flight}
 */
function newFlight(running, ended) {
  /** @type {(outcome: Outcome) => void} */
  let settle = () => {}
  /** @type {Flight} */
  const flight = {
    running,
    waiters: 0,
    outcome: null,
    done: new Promise((resolve) => (settle = resolve)),
    end(outcome = 'failed') {
      if (flight.outcome !== null) return
      flight.outcome = outcome
      ended(flight, outcome)
      settle(outcome)
    },
  }
  return flight
}

/**
 * The renders under way, one at most per key, and the requests waiting for them (each at most
 * `waitMs`, never twice for the same render).
 * @param {{ now: () => number, schedule: (fire: () => void, ms: number) => () => void, waitMs: number }} clock
 */
function createFlights({ now, schedule, waitMs }) {
  /** @type {Map<string, Flight>} */
  const flights = new Map()
  const passes = createPasses(now)
  /** @type {WeakMap<object, Flight>} request -> the render it waited for (never twice for the same one) */
  const waitedOn = new WeakMap()
  let waiting = 0
  return {
    /** @param {string} key @param {boolean} running */
    begin(key, running) {
      const flight = newFlight(running, (ended, outcome) => {
        if (flights.get(key) === ended) flights.delete(key)
        if (outcome === 'pass') passes.add(key)
      })
      flights.set(key, flight)
      return flight
    },
    passing: passes.has,
    /** The running render `req` may wait for (never twice the same one), or null. @param {string} key @param {object} req */
    joinable(key, req) {
      const flight = flights.get(key)
      return flight && flight.running && waitedOn.get(req) !== flight ? flight : null
    },
    /** Waits for `flight` to end, at most `waitMs`. @param {object} req @param {Flight} flight */
    async wait(req, flight) {
      waitedOn.set(req, flight)
      flight.waiters += 1
      waiting += 1
      try {
        await new Promise((resolve) => {
          const cancel = schedule(() => resolve(undefined), waitMs)
          void flight.done.then(() => (cancel(), resolve(undefined)))
        })
      } finally {
        flight.waiters -= 1
        waiting -= 1
      }
    },
    has: (/** @type {string} */ key) => flights.has(key),
    forgetPass: passes.delete,
    stats: () => ({ rendering: flights.size, waiting, passing: passes.size() }),
    clear: passes.clear,
  }
}
/** @typedef {ReturnType<typeof createFlights>} Flights */

/**
 * The best Brotli of a page asked for again, computed later, one page at a time, in the zlib thread
 * pool: requests never wait for it.
 * @param {Entries} entries @param {(message: string, error: unknown) => void} log
 */
function createBestBrotli(entries, log) {
  /** @type {string[]} keys waiting for their best Brotli */
  const upgrades = []
  let upgrading = false

  async function upgradeAll() {
    upgrading = true
    try {
      for (let key = upgrades.shift(); key !== undefined; key = upgrades.shift()) await upgrade(entries, key, log)
    } finally {
      upgrading = false
    }
  }

  return {
    /** Queues a page that is asked for again (computed off the request path). @param {string} key */
    schedule(key) {
      if (upgrades.includes(key) || upgrades.length >= MAX_UPGRADES_WAITING) return
      upgrades.push(key)
      if (!upgrading) void upgradeAll()
    },
    stats: () => ({ upgradesWaiting: upgrades.length, upgrading }),
  }
}
/** @typedef {ReturnType<typeof createBestBrotli>} BestBrotli */

/** Replaces an entry's Brotli with the best one. @param {Entries} entries @param {string} key @param {(message: string, error: unknown) => void} log */
async function upgrade(entries, key, log) {
  const entry = entries.get(key)
  if (!entry || entry.best) return
  entry.best = true
  const body = entry.identity.body
  try {
    const best = await brotli(body, brotliParams(body, constants.BROTLI_MAX_QUALITY))
    // Still the same page (not evicted, nor replaced by other bytes meanwhile), and smaller: keep it.
    const current = entries.get(key)
    if (current && current.identity === entry.identity && current.br && best.length < current.br.body.length) {
      entries.resize(current, best.length - current.br.body.length)
      current.br = { body: best, encoding: 'br' }
    }
  } catch (error) {
    log('[page-cache] could not compress a page', error)
  }
}

/**
 * `staleSeconds`: how long past its lifetime an entry is served stale while it is refreshed (0: never).
 * `waitMs`: the longest a request waits for another request's render of the same page. `now` and
 * `setTimer` are the clock (injected by tests).
 * @param {PageCacheOptions} [options]
 */
export function createPageCache({
  maxEntries = 500,
  maxBytes = 32 * 1024 * 1024,
  staleSeconds = 3_000,
  waitMs = 30_000,
  now = Date.now,
  setTimer: schedule = setTimer,
  log = (m, e) => console.error(m, e),
} = {}) {
  const entries = createEntries(maxEntries, maxBytes)
  /** @type {Cache} */
  const cache = {
    entries,
    known: createKnownQueries(),
    flights: createFlights({ now, schedule, waitMs }),
    best: createBestBrotli(entries, log),
    now,
    staleSeconds,
    log,
  }
  return {
    canonical: canonical.bind(null, cache),
    serve: serve.bind(null, cache),
    join: join.bind(null, cache),
    lead: lead.bind(null, cache),
    offer: offer.bind(null, cache),
    size: () => entries.size(),
    stats: () => ({
      entries: entries.size(),
      bytes: entries.bytes(),
      knownPaths: cache.known.size(),
      ...cache.best.stats(),
      ...cache.flights.stats(),
    }),
    clear() {
      entries.clear()
      cache.known.clear()
      cache.flights.clear()
    },
  }
}

/**
 * The URL a request is handled as: for an anonymous GET of a page whose parameters are known, the
 * same URL with only those (sorted). Anything else is returned as it is.
 * @param {Cache} cache @param {Asker} req @param {URL} url @returns {URL}
 */
function canonical(cache, req, url) {
  if (!isShareableRequest(req) || url.search === '') return url
  const names = cache.known.get(url.origin + url.pathname)
  if (!names) return url
  const search = canonicalQuery(url.searchParams, names)
  if (search === url.search) return url
  const rewritten = new URL(url)
  rewritten.search = search
  return rewritten
}

/**
 * Headers of a cached answer: ours where the page has none (names compared in lower case, never twice).
 * @param {Record<string, string>} extraHeaders @param {Record<string, string | undefined>} own
 */
function headersFor(extraHeaders, own) {
  /** @type {Record<string, string>} */
  const headers = {}
  for (const [name, value] of Object.entries(extraHeaders)) headers[name.toLowerCase()] = value
  for (const [name, value] of Object.entries(own)) if (value !== undefined) headers[name] = value
  return headers
}

/** @param {Asker} req @param {Entry} entry @returns {Variant} */
function variantFor(req, entry) {
  const accepted = acceptedEncodings(req.headers['accept-encoding'])
  return (accepted.has('br') && entry.br) || (accepted.has('gzip') && entry.gzip) || entry.identity
}

/**
 * Answers from the cache when it can; returns false otherwise (the caller asks the app). An entry
 * past its lifetime but within its grace is served as it is (its Age tells how old), and `refresh`,
 * when given, renders its successor in the background (one at a time per key).
 * @param {Cache} cache @param {Asker} req @param {import('node:http').ServerResponse} res @param {URL} url
 * @param {Record<string, string>} extraHeaders @param {Refresh} [refresh]
 */
function serve(cache, req, res, url, extraHeaders, refresh) {
  if (!isShareableRequest(req)) return false
  const key = keyOf(url)
  const entry = cache.entries.get(key)
  if (!entry) return false
  const at = cache.now()
  if (at >= entry.staleUntil) {
    cache.entries.remove(key)
    return false
  }
  if (at >= entry.expiresAt && refresh) revalidate(cache, key, url, req, entry, refresh)
  cache.entries.touch(key, entry)
  entry.hits += 1
  if (!entry.best && entry.hits >= HITS_FOR_BEST) cache.best.schedule(key)
  const age = String(Math.max(0, Math.floor((at - entry.storedAt) / 1000)))
  writeEntry(req, res, entry, extraHeaders, age)
  return true
}

/**
 * Writes a stored page (or a 304 when the client has this copy).
 * @param {Asker} req @param {import('node:http').ServerResponse} res @param {Entry} entry
 * @param {Record<string, string>} extraHeaders @param {string} age its Age, in seconds
 */
function writeEntry(req, res, entry, extraHeaders, age) {
  if (req.headers['if-none-match'] === entry.etag) {
    const { 'cache-control': cacheControl, vary } = entry.headers
    res.writeHead(304, headersFor(extraHeaders, { etag: entry.etag, 'cache-control': cacheControl, vary, age }))
    res.end()
    return
  }
  const variant = variantFor(req, entry)
  const headers = headersFor(extraHeaders, { ...entry.headers, etag: entry.etag, age, 'content-length': String(variant.body.length) })
  if (variant.encoding) headers['content-encoding'] = variant.encoding
  res.writeHead(entry.status, headers)
  res.end(req.method === 'HEAD' ? undefined : variant.body)
}

/**
 * After a miss: when another request's render of this page is running, waits for it (at most
 * `waitMs`, and never twice for the same render) and answers from the copy it stored. False when
 * there was nothing to wait for, or nothing was stored: the caller renders the page itself.
 * @param {Cache} cache @param {Asker} req @param {import('node:http').ServerResponse} res @param {URL} url
 * @param {Record<string, string>} extraHeaders
 * @returns {Promise<boolean>}
 */
async function join(cache, req, res, url, extraHeaders) {
  if (!isShareableRequest(req)) return false
  const flight = cache.flights.joinable(keyOf(url), req)
  if (!flight) return false
  await cache.flights.wait(req, flight)
  // The render may have taught the cache this path's parameters: look for the canonical copy.
  return serve(cache, req, res, canonical(cache, req, url), extraHeaders)
}

/**
 * Takes the lead for an anonymous GET that is about to be rendered: others asking for the same page
 * meanwhile wait for it (`join`). The caller hands the flight to `offer`, and ends it whatever
 * happens (`end()` after a throw: the waiters then render their own). Null when nothing is shared.
 * @param {Cache} cache @param {Asker} req @param {URL} url @returns {Flight | null}
 */
function lead(cache, req, url) {
  if (req.method !== 'GET' || !isShareableRequest(req)) return null
  const key = keyOf(url)
  if (cache.flights.has(key) || cache.flights.passing(key)) return null
  return cache.flights.begin(key, true)
}

/**
 * The background render of a stale entry: the app's answer to this visitor's request made anew
 * (GET, no cookie, as the cache's own requests are), stored as any other.
 * @param {Cache} cache @param {string} key @param {URL} url @param {Asker} req @param {Entry} entry @param {Refresh} refresh
 */
function revalidate(cache, key, url, req, entry, refresh) {
  if (cache.flights.has(key)) return
  const flight = cache.flights.begin(key, false)
  /** @type {Asker} */
  const asker = { method: 'GET', headers: req.headers }
  /** @type {RefreshWork} */
  const work = async (render) => {
    flight.running = true
    const answer = await offer(cache, asker, url, await render(), flight)
    await answer.body?.cancel().catch(() => {})
  }
  // After the stale answer has been written: the refresh is never on this request's path.
  Promise.resolve()
    .then(() => refresh(work))
    .catch((error) => cache.log('[page-cache] could not refresh a page', error))
    .finally(() => {
      flight.end('failed')
      // The app now answers this page with something that may not be shared (a 404, a redirect, a
      // private page): the old copy is not served any more. A failure (5xx, thrown) keeps it.
      if (flight.outcome === 'pass' && cache.entries.get(key) === entry) cache.entries.remove(key)
    })
}

/**
 * Offers the app's answer to the cache. A shareable answer is read whole, stored (with the fast
 * compression, at once) and handed back as an equivalent Response, already compressed for this
 * client; anything else is returned untouched but for the internal header.
 * @param {Cache} cache
 * @param {Asker} req
 * @param {URL} url the URL the app was asked for (after `canonical`)
 * @param {Response} response
 * @param {Flight | null} [flight] the render this answer ends (`lead`): told what came of it
 * @returns {Promise<Response>}
 */
async function offer(cache, req, url, response, flight = null) {
  const names = declaredQuery(response.headers)
  if (names !== null) response.headers.delete(SHARED_QUERY_HEADER)
  if (req.method !== 'GET' || !isShareableRequest(req)) {
    flight?.end('failed')
    return response
  }
  const lifetime = sharedLifetime(response)
  if (lifetime <= 0 || !response.body) {
    flight?.end(response.status >= 500 ? 'failed' : 'pass')
    return response
  }
  if (names !== null) cache.known.learn(url.origin + url.pathname, names)
  // Stored only under its canonical URL (declared parameters, sorted): a query with anything
  // undeclared, or too long, is not kept.
  const declared = names ?? []
  const storable = url.search.length <= MAX_KEY_QUERY && [...url.searchParams.keys()].every((name) => declared.includes(name))
  const body = Buffer.from(await response.arrayBuffer())
  if (!storable) {
    flight?.end('pass')
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers })
  }
  const key = url.origin + url.pathname + canonicalQuery(url.searchParams, declared)
  const entry = store(cache, key, response, body, lifetime)
  // (A page too large to keep is not stored: its waiters render their own, as for any unshared answer.)
  flight?.end(cache.entries.get(key) === entry ? 'stored' : 'pass')
  const variant = variantFor(req, entry)
  const headers = new Headers(entry.headers)
  headers.set('ETag', entry.etag)
  headers.set('Content-Length', String(variant.body.length))
  if (variant.encoding) headers.set('Content-Encoding', variant.encoding)
  return new Response(variant.body, { status: entry.status, statusText: response.statusText, headers })
}

/** The headers a page is stored with: the app's, less its length and cookies, varying on the encoding and the cookie. @param {Headers} own */
function storedHeaders(own) {
  /** @type {Record<string, string>} */
  const headers = {}
  own.forEach((value, name) => {
    if (name !== 'content-length' && name !== 'set-cookie') headers[name] = value
  })
  const vary = new Set(
    (headers.vary ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  vary.add('Accept-Encoding')
  vary.add('Cookie')
  headers.vary = [...vary].join(', ')
  return headers
}

/**
 * Stores a shareable page under `key` (unless it is too large to keep) and returns its entry.
 * @param {Cache} cache @param {string} key @param {Response} response @param {Buffer} body @param {number} lifetime seconds
 * @returns {Entry}
 */
function store(cache, key, response, body, lifetime) {
  const etag = `"p-${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`
  // A refresh that renders the very same bytes (most do) keeps the copy's compressed forms, its best
  // Brotli included, and its ETag: a browser's copy stays valid (304) across refreshes.
  const previous = cache.entries.get(key)
  const same = previous !== undefined && previous.etag === etag ? previous : null
  const { br, gzip } = same ? { br: same.br, gzip: same.gzip } : fastVariants(body)
  const storedAt = cache.now()
  /** @type {Entry} */
  const entry = {
    status: response.status,
    headers: storedHeaders(response.headers),
    etag,
    storedAt,
    expiresAt: storedAt + lifetime * 1000,
    staleUntil: storedAt + (lifetime + cache.staleSeconds) * 1000,
    identity: same ? same.identity : { body, encoding: null },
    br,
    gzip,
    size: same ? same.size : body.length + (br?.body.length ?? 0) + (gzip?.body.length ?? 0),
    hits: 0,
    best: same ? same.best : false,
  }
  if (cache.entries.put(key, entry)) cache.flights.forgetPass(key)
  return entry
}
