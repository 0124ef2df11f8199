// An in-process shared cache for pages the app declares shareable (docs/decisions/013-cheap-phone.md,
// 014 and 020).
//
// The app decides (app/.server/cache-policy.server.ts): an anonymous view of a page that ships no
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

/**
 * @typedef {{ body: Buffer, encoding: string | null }} Variant
 * @typedef {{ status: number, headers: Record<string, string>, etag: string, storedAt: number, expiresAt: number, identity: Variant, br?: Variant, gzip?: Variant, size: number, hits: number, best: boolean }} Entry
 */

/** Brotli at quality 5 (about a millisecond for a page) and gzip 6: what a fresh entry is sent as. */
function fastVariants(body) {
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  })
  return { br: { body: br, encoding: 'br' }, gzip: { body: gzipSync(body, { level: 6 }), encoding: 'gzip' } }
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

/** A request that may be answered from (and fill) the shared cache: GET/HEAD without credentials. */
function isShareableRequest(req) {
  return (req.method === 'GET' || req.method === 'HEAD') && !req.headers.cookie && !req.headers.authorization
}

/** The shared-cache lifetime of an answer, in seconds, or 0 when it must not be shared. */
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

/**
 * @param {{ maxEntries?: number, maxBytes?: number, now?: () => number, log?: (message: string, error: unknown) => void }} [options]
 */
export function createPageCache({
  maxEntries = 500,
  maxBytes = 32 * 1024 * 1024,
  now = Date.now,
  log = (m, e) => console.error(m, e),
} = {}) {
  /** @type {Map<string, Entry>} least recently used first */
  const entries = new Map()
  let bytes = 0
  /** @type {Map<string, string[]>} origin + path -> the parameters its page declared */
  const known = new Map()
  /** @type {string[]} keys waiting for their best Brotli */
  const upgrades = []
  let upgrading = false

  // The origin too: a page may carry absolute URLs made from the Host it was asked for (when SITE_URL
  // is not set), so one Host's copy must never answer another.
  const keyOf = (url) => url.origin + url.pathname + url.search

  function remove(key) {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.size
  }

  function evict() {
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break
      remove(oldest)
    }
  }

  /**
   * The URL a request is handled as: for an anonymous GET of a page whose parameters are known, the
   * same URL with only those (sorted). Anything else is returned as it is.
   * @param {import('node:http').IncomingMessage} req @param {URL} url @returns {URL}
   */
  function canonical(req, url) {
    if (!isShareableRequest(req) || url.search === '') return url
    const names = known.get(url.origin + url.pathname)
    if (!names) return url
    const search = canonicalQuery(url.searchParams, names)
    if (search === url.search) return url
    const rewritten = new URL(url)
    rewritten.search = search
    return rewritten
  }

  /** Headers of a cached answer: ours where the page has none (names compared in lower case, never twice). */
  function headersFor(extraHeaders, own) {
    /** @type {Record<string, string>} */
    const headers = {}
    for (const [name, value] of Object.entries(extraHeaders)) headers[name.toLowerCase()] = value
    return Object.assign(headers, own)
  }

  /**
   * Answers from the cache when it can; returns false otherwise (the caller asks the app).
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {URL} url
   * @param {Record<string, string>} extraHeaders
   */
  function serve(req, res, url, extraHeaders) {
    if (!isShareableRequest(req)) return false
    const key = keyOf(url)
    const entry = entries.get(key)
    if (!entry) return false
    const at = now()
    if (at >= entry.expiresAt) {
      remove(key)
      return false
    }
    // Most recently used last.
    entries.delete(key)
    entries.set(key, entry)
    entry.hits += 1
    if (!entry.best && entry.hits >= HITS_FOR_BEST) scheduleBest(key)
    const age = String(Math.max(0, Math.floor((at - entry.storedAt) / 1000)))
    if (req.headers['if-none-match'] === entry.etag) {
      const { 'cache-control': cacheControl, vary } = entry.headers
      res.writeHead(304, headersFor(extraHeaders, { etag: entry.etag, 'cache-control': cacheControl, vary, age }))
      res.end()
      return true
    }
    const variant = variantFor(req, entry)
    const headers = headersFor(extraHeaders, { ...entry.headers, etag: entry.etag, age, 'content-length': String(variant.body.length) })
    if (variant.encoding) headers['content-encoding'] = variant.encoding
    res.writeHead(entry.status, headers)
    res.end(req.method === 'HEAD' ? undefined : variant.body)
    return true
  }

  /** @param {import('node:http').IncomingMessage} req @param {Entry} entry @returns {Variant} */
  function variantFor(req, entry) {
    const accepted = acceptedEncodings(req.headers['accept-encoding'])
    return (accepted.has('br') && entry.br) || (accepted.has('gzip') && entry.gzip) || entry.identity
  }

  /**
   * Offers the app's answer to the cache. A shareable answer is read whole, stored (with the fast
   * compression, at once) and handed back as an equivalent Response, already compressed for this
   * client; anything else is returned untouched but for the internal header.
   * @param {import('node:http').IncomingMessage} req
   * @param {URL} url the URL the app was asked for (after `canonical`)
   * @param {Response} response
   * @returns {Promise<Response>}
   */
  async function offer(req, url, response) {
    const names = declaredQuery(response.headers)
    if (names !== null) response.headers.delete(SHARED_QUERY_HEADER)
    if (req.method !== 'GET' || !isShareableRequest(req)) return response
    const lifetime = sharedLifetime(response)
    if (lifetime <= 0 || !response.body) return response
    const path = url.origin + url.pathname
    if (names !== null && !known.has(path)) {
      if (known.size >= MAX_KNOWN_PATHS) known.delete(known.keys().next().value)
      known.set(path, names)
    }
    // Stored only under its canonical URL (declared parameters, sorted): a query with anything
    // undeclared, or too long, is not kept.
    const declared = names ?? []
    const storable = url.search.length <= MAX_KEY_QUERY && [...url.searchParams.keys()].every((name) => declared.includes(name))
    const body = Buffer.from(await response.arrayBuffer())
    if (!storable) return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers })
    const entry = store(url.origin + url.pathname + canonicalQuery(url.searchParams, declared), response, body, lifetime)
    const variant = variantFor(req, entry)
    const headers = new Headers(entry.headers)
    headers.set('ETag', entry.etag)
    headers.set('Content-Length', String(variant.body.length))
    if (variant.encoding) headers.set('Content-Encoding', variant.encoding)
    return new Response(variant.body, { status: entry.status, statusText: response.statusText, headers })
  }

  /** @returns {Entry} */
  function store(key, response, body, lifetime) {
    /** @type {Record<string, string>} */
    const headers = {}
    response.headers.forEach((value, name) => {
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
    const { br, gzip } = fastVariants(body)
    const storedAt = now()
    /** @type {Entry} */
    const entry = {
      status: response.status,
      headers,
      etag: `"p-${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
      storedAt,
      expiresAt: storedAt + lifetime * 1000,
      identity: { body, encoding: null },
      br,
      gzip,
      size: body.length + br.body.length + gzip.body.length,
      hits: 0,
      best: false,
    }
    if (entry.size > maxBytes / 4) return entry
    remove(key)
    entries.set(key, entry)
    bytes += entry.size
    evict()
    return entry
  }

  /** Queues a page that is asked for again for its best Brotli (computed off the request path). */
  function scheduleBest(key) {
    if (upgrades.includes(key) || upgrades.length >= MAX_UPGRADES_WAITING) return
    upgrades.push(key)
    if (!upgrading) void upgradeNext()
  }

  /** One page at a time, in the zlib thread pool: requests never wait for it. */
  async function upgradeNext() {
    upgrading = true
    try {
      while (upgrades.length > 0) {
        const key = upgrades.shift()
        const entry = entries.get(key)
        if (!entry || entry.best) continue
        entry.best = true
        const body = entry.identity.body
        try {
          const best = await brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
          // Still the same entry (not replaced or evicted meanwhile), and smaller: keep it.
          if (entries.get(key) === entry && entry.br && best.length < entry.br.body.length) {
            bytes += best.length - entry.br.body.length
            entry.size += best.length - entry.br.body.length
            entry.br = { body: best, encoding: 'br' }
          }
        } catch (error) {
          log('[page-cache] could not compress a page', error)
        }
      }
    } finally {
      upgrading = false
    }
  }

  return {
    canonical,
    serve,
    offer,
    size: () => entries.size,
    stats: () => ({ entries: entries.size, bytes, knownPaths: known.size, upgradesWaiting: upgrades.length, upgrading }),
    clear: () => (entries.clear(), known.clear(), (bytes = 0)),
  }
}
