// Writing the app's fetch Response to Node's ServerResponse. Pages and data answers are small and
// are compressed as a whole (one brotli or gzip stream, not one per flushed chunk); anything else
// (CSV exports, large or unknown bodies) streams through as it is produced.

import { once } from 'node:events'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

import { acceptedEncodings } from './static.mjs'

const WHOLE_TYPES = /^(text\/html|text\/x-script|application\/json|text\/plain)/i
const MIN_COMPRESS_BYTES = 1024
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024

/**
 * Brotli at a level that costs well under a millisecond for a page; gzip for the rest.
 * @param {Set<string>} accepted @param {Buffer} body @returns {{ encoding: 'br' | 'gzip', body: Buffer } | null}
 */
function compressFor(accepted, body) {
  if (body.length < MIN_COMPRESS_BYTES) return null
  if (accepted.has('br')) {
    return {
      encoding: 'br',
      body: brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
    }
  }
  if (accepted.has('gzip')) return { encoding: 'gzip', body: gzipSync(body, { level: 6 }) }
  return null
}

/**
 * Reads a web stream fully, up to a cap; past it, what was read and the reader (the caller streams the rest).
 * @param {ReadableStream<Uint8Array>} stream @param {number} cap
 * @returns {Promise<{ body: Buffer } | { body?: undefined, partial: Uint8Array[], reader: ReadableStreamDefaultReader<Uint8Array> }>}
 */
async function readAll(stream, cap) {
  const reader = stream.getReader()
  /** @type {Uint8Array[]} */
  const chunks = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    size += value.byteLength
    if (size > cap) return { partial: chunks, reader }
  }
  return {
    body: Buffer.concat(
      chunks.map((c) => Buffer.from(c.buffer, c.byteOffset, c.byteLength)),
      size,
    ),
  }
}

/** Writes a chunk, waiting while the socket's buffer is full. @param {import('node:http').ServerResponse} res @param {Uint8Array} chunk */
async function write(res, chunk) {
  if (!res.write(chunk)) await once(res, 'drain')
}

/**
 * Response headers as Node wants them (several Set-Cookie lines kept apart).
 * @param {Headers} headers @param {Record<string, string>} extra
 */
export function nodeHeaders(headers, extra) {
  /** @type {Record<string, string | string[]>} */
  const out = {}
  for (const [name, value] of Object.entries(extra)) if (!headers.has(name)) out[name.toLowerCase()] = value
  headers.forEach((value, name) => {
    if (name === 'set-cookie') return
    out[name] = value
  })
  const cookies = headers.getSetCookie()
  if (cookies.length > 0) out['set-cookie'] = cookies
  return out
}

/** A Vary value that names Accept-Encoding. @param {string | string[] | undefined} vary */
function withAcceptEncoding(vary) {
  const current = [vary ?? []].flat().join(', ')
  if (!current) return 'Accept-Encoding'
  return /\baccept-encoding\b/i.test(current) ? current : `${current}, Accept-Encoding`
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {Response} response
 * @param {Record<string, string>} extraHeaders headers to add where the app set none
 */
export async function sendResponse(req, res, response, extraHeaders) {
  const headers = nodeHeaders(response.headers, extraHeaders)
  const head = req.method === 'HEAD'
  if (!response.body || head || response.status === 204 || response.status === 304) {
    await response.body?.cancel().catch(() => {})
    res.writeHead(response.status, headers)
    res.end()
    return
  }
  const type = response.headers.get('content-type') ?? ''
  if (WHOLE_TYPES.test(type) && !response.headers.has('content-encoding')) {
    const read = await readAll(response.body, MAX_BUFFERED_BYTES)
    if (read.body) {
      const compressed = compressFor(acceptedEncodings(req.headers['accept-encoding']), read.body)
      const vary = withAcceptEncoding(headers.vary)
      if (compressed) Object.assign(headers, { 'content-encoding': compressed.encoding, vary })
      else headers.vary = vary
      const body = compressed ? compressed.body : read.body
      headers['content-length'] = String(body.length)
      res.writeHead(response.status, headers)
      res.end(body)
      return
    }
    // Too big to hold: send what was read, then stream the rest.
    res.writeHead(response.status, headers)
    for (const chunk of read.partial) await write(res, chunk)
    for (;;) {
      const { done, value } = await read.reader.read()
      if (done) break
      await write(res, value)
    }
    res.end()
    return
  }
  res.writeHead(response.status, headers)
  await pipeline(Readable.fromWeb(response.body), res)
}
