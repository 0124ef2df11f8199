// Static files of the client build (build/client: hashed assets and the copied public/ folder),
// indexed and held in memory at start: the build does not change while the server runs. A
// precompressed sibling (file.br, file.gz) written by the build is served to clients that accept it.

import { readdirSync, readFileSync, statSync } from 'node:fs'
import { extname, join, relative, sep } from 'node:path'

/** @type {Record<string, string | undefined>} */
const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
}

const ASSET_PREFIX = '/assets/'

/**
 * @typedef {{ body: Buffer, headers: Record<string, string> }} Variant
 * @typedef {{ identity: Variant, br?: Variant, gzip?: Variant }} StaticFile
 */

/** @param {string} dir @returns {string[]} */
function walk(dir) {
  /** @type {string[]} */
  const files = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) files.push(...walk(path))
    else if (entry.isFile()) files.push(path)
  }
  return files
}

/** The client build's files by URL path. @param {string} root */
export function indexStaticFiles(root) {
  /** @type {Map<string, StaticFile>} */
  const files = new Map()
  let all
  try {
    all = walk(root)
  } catch {
    return files
  }
  const present = new Set(all)
  for (const path of all) {
    if (path.endsWith('.br') || path.endsWith('.gz')) continue
    const type = TYPES[extname(path).toLowerCase()]
    if (!type) continue
    const urlPath = '/' + relative(root, path).split(sep).join('/')
    const stat = statSync(path)
    const immutable = urlPath.startsWith(ASSET_PREFIX)
    const base = {
      'Content-Type': type,
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      ETag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
      'Last-Modified': stat.mtime.toUTCString(),
    }
    /** @param {string} file @param {string | null} encoding @returns {Variant} */
    const variant = (file, encoding) => {
      const body = readFileSync(file)
      const headers = { ...base, 'Content-Length': String(body.length) }
      // Each encoding is a different representation, so it gets its own validator.
      if (encoding) {
        Object.assign(headers, { 'Content-Encoding': encoding, Vary: 'Accept-Encoding', ETag: base.ETag.replace(/"$/, `-${encoding}"`) })
      }
      return { body, headers }
    }
    /** @type {StaticFile} */
    const file = { identity: variant(path, null) }
    if (present.has(`${path}.br`)) file.br = variant(`${path}.br`, 'br')
    if (present.has(`${path}.gz`)) file.gzip = variant(`${path}.gz`, 'gzip')
    if (file.br || file.gzip) file.identity.headers.Vary = 'Accept-Encoding'
    files.set(urlPath, file)
  }
  return files
}

/** Which encodings the client accepts (q=0 excluded). @param {string | undefined} header */
export function acceptedEncodings(header) {
  /** @type {Set<string>} */
  const accepted = new Set()
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name)
  }
  return accepted
}

/**
 * Answers a GET/HEAD for a static file; returns false when `pathname` is not one.
 * @param {Map<string, StaticFile>} files
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} pathname
 * @param {Record<string, string>} extraHeaders
 */
export function serveStatic(files, req, res, pathname, extraHeaders) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const file = files.get(pathname)
  if (!file) return false
  const accepted = acceptedEncodings(req.headers['accept-encoding'])
  const variant = (accepted.has('br') && file.br) || (accepted.has('gzip') && file.gzip) || file.identity
  if (req.headers['if-none-match'] === variant.headers.ETag) {
    res.writeHead(304, { ...extraHeaders, ETag: variant.headers.ETag, 'Cache-Control': variant.headers['Cache-Control'] })
    res.end()
    return true
  }
  res.writeHead(200, { ...extraHeaders, ...variant.headers })
  res.end(req.method === 'HEAD' ? undefined : variant.body)
  return true
}
