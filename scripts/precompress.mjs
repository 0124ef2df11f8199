// Writes a Brotli (highest quality) and a gzip (level 9) sibling, `file.br` and `file.gz`, next to
// every compressible file of the client build, where it saves bytes. The server holds them in memory
// and sends them to clients that accept them (server/static.mjs). Run by the build (vite.config.ts);
// by hand: node scripts/precompress.mjs build/client
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { extname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.html', '.webmanifest', '.ico'])
const MIN_BYTES = 256

/** The two encodings of one body, at the highest levels. */
export function compressBoth(body, text = true) {
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_LGWIN]: 24,
      [constants.BROTLI_PARAM_MODE]: text ? constants.BROTLI_MODE_TEXT : constants.BROTLI_MODE_GENERIC,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  })
  const gz = gzipSync(body, { level: constants.Z_BEST_COMPRESSION, memLevel: 9 })
  return { br, gz }
}

function walk(dir) {
  const files = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) files.push(...walk(path))
    else if (entry.isFile()) files.push(path)
  }
  return files
}

/** Precompresses a directory; returns { files, bytes, br, gz } totals of what it wrote. */
export function precompressDir(dir) {
  const totals = { files: 0, bytes: 0, br: 0, gz: 0 }
  for (const path of walk(dir)) {
    if (!COMPRESSIBLE.has(extname(path).toLowerCase())) continue
    if (statSync(path).size < MIN_BYTES) continue
    const body = readFileSync(path)
    const { br, gz } = compressBoth(body, extname(path) !== '.ico')
    // A sibling that is not smaller is worse than none.
    if (br.length < body.length) writeFileSync(`${path}.br`, br)
    if (gz.length < body.length) writeFileSync(`${path}.gz`, gz)
    totals.files += 1
    totals.bytes += body.length
    totals.br += Math.min(br.length, body.length)
    totals.gz += Math.min(gz.length, body.length)
  }
  return totals
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2] ?? join(process.env.RR_BUILD_DIR || 'build', 'client')
  const t = precompressDir(dir)
  console.log(
    `precompressed ${t.files} files: ${(t.bytes / 1024).toFixed(1)} KB -> br ${(t.br / 1024).toFixed(1)} KB, gzip ${(t.gz / 1024).toFixed(1)} KB`,
  )
}
