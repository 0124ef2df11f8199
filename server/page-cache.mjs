// An in-process shared cache for pages the app declares shareable (docs/decisions/013-cheap-phone.md).
//
// The app decides (app/.server/cache-policy.server.ts): an anonymous view of a page that ships no
// JavaScript answers `Cache-Control: public, max-age=0, s-maxage=N` with `Vary: Cookie` and no
// Set-Cookie. This cache behaves like the CDN those headers are written for: it keeps such an answer
// for N seconds, compressed once at the highest levels, and answers later requests that carry no
// cookie and no credentials straight from memory, as the static file server does. Anything else (a
// cookie, another method, a private or uncacheable answer) goes to the app.

import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

import { acceptedEncodings } from './static.mjs'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * @typedef {{ body: Buffer, encoding: string | null }} Variant
 * @typedef {{ status: number, headers: Record<string, string>, etag: string, storedAt: number, expiresAt: number, identity: Variant, br?: Variant, gzip?: Variant, size: number }} Entry
 */

/** A request that may be answered from (and fill) the shared cache: GET/HEAD without credentials. */
export function isShareableRequest(req) {
  return (req.method === 'GET' || req.method === 'HEAD') && !req.headers.cookie && !req.headers.authorization
}

/** The shared-cache lifetime of an answer, in seconds, or 0 when it must not be shared. */
export function sharedLifetime(response) {
  if (response.status !== 200) return 0
  if (!/^text\/html\b/i.test(response.headers.get('content-type') ?? '')) return 0
  if (response.headers.has('set-cookie') || response.headers.has('content-encoding')) return 0
  const cacheControl = (response.headers.get('cache-control') ?? '').toLowerCase()
  if (!/\bpublic\b/.test(cacheControl) || /\b(private|no-store|no-cache)\b/.test(cacheControl)) return 0
  const vary = (response.headers.get('vary') ?? '').toLowerCase().split(',').map((part) => part.trim()).filter(Boolean)
  if (vary.some((name) => name !== 'cookie' && name !== 'accept-encoding')) return 0
  const match = cacheControl.match(/\bs-maxage=(\d+)/)
  return match ? Number(match[1]) : 0
}

/**
 * @param {{ maxEntries?: number, maxBytes?: number, now?: () => number }} [options]
 */
export function createPageCache({ maxEntries = 500, maxBytes = 32 * 1024 * 1024, now = Date.now } = {}) {
  /** @type {Map<string, Entry>} least recently used first */
  const entries = new Map()
  let bytes = 0

  // The origin too: a page may carry absolute URLs made from the Host it was asked for (when SITE_URL
  // is not set), so one Host's copy must never answer another.
  const keyOf = (url) => url.origin + url.pathname + url.search

  function remove(key) {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.size
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
    const age = String(Math.max(0, Math.floor((at - entry.storedAt) / 1000)))
    if (req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, { ...extraHeaders, ETag: entry.etag, 'Cache-Control': entry.headers['cache-control'], Vary: entry.headers.vary, Age: age })
      res.end()
      return true
    }
    const accepted = acceptedEncodings(req.headers['accept-encoding'])
    const variant = (accepted.has('br') && entry.br) || (accepted.has('gzip') && entry.gzip) || entry.identity
    const headers = { ...extraHeaders, ...entry.headers, ETag: entry.etag, Age: age, 'Content-Length': String(variant.body.length) }
    if (variant.encoding) headers['Content-Encoding'] = variant.encoding
    res.writeHead(entry.status, headers)
    res.end(req.method === 'HEAD' ? undefined : variant.body)
    return true
  }

  /**
   * Offers the app's answer to the cache. A shareable answer is read whole, stored (compressed in
   * the background) and handed back as an equivalent Response; anything else is returned untouched.
   * @param {import('node:http').IncomingMessage} req
   * @param {URL} url
   * @param {Response} response
   * @returns {Promise<Response>}
   */
  async function offer(req, url, response) {
    if (req.method !== 'GET' || !isShareableRequest(req)) return response
    const lifetime = sharedLifetime(response)
    if (lifetime <= 0 || !response.body) return response
    const body = Buffer.from(await response.arrayBuffer())
    void store(keyOf(url), response, body, lifetime).catch((error) => console.error('[page-cache] could not store a page', error))
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers })
  }

  async function store(key, response, body, lifetime) {
    /** @type {Record<string, string>} */
    const headers = {}
    response.headers.forEach((value, name) => {
      if (name !== 'content-length' && name !== 'set-cookie') headers[name] = value
    })
    const vary = new Set((headers.vary ?? '').split(',').map((part) => part.trim()).filter(Boolean))
    vary.add('Accept-Encoding')
    vary.add('Cookie')
    headers.vary = [...vary].join(', ')
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzipAsync(body, { level: 9 }),
    ])
    const storedAt = now()
    /** @type {Entry} */
    const entry = {
      status: response.status,
      headers,
      etag: `"p-${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
      storedAt,
      expiresAt: storedAt + lifetime * 1000,
      identity: { body, encoding: null },
      br: { body: br, encoding: 'br' },
      gzip: { body: gz, encoding: 'gzip' },
      size: body.length + br.length + gz.length,
    }
    if (entry.size > maxBytes / 4) return
    remove(key)
    entries.set(key, entry)
    bytes += entry.size
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break
      remove(oldest)
    }
  }

  return { serve, offer, size: () => entries.size, clear: () => (entries.clear(), (bytes = 0)) }
}
