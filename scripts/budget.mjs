// Page-weight budget: starts the production build on a free port (embedded backend, throwaway data
// directory), loads each public page's HTML, follows every script, module preload and stylesheet it
// references (and the static imports inside those scripts), gzips each file and sums per page.
// Fails when a page loads more than 130 KB of JavaScript or 20 KB of CSS, gzipped.
//
//   npm run build && npm run budget          (RR_BUILD_DIR picks another build directory)
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const LIMIT_JS_KB = 130
const LIMIT_CSS_KB = 20

const PAGES = [
  '/',
  '/home',
  '/invest',
  '/banking',
  '/learn',
  '/personal-finance',
  '/taxes',
  '/about',
  '/goals',
  '/services',
  '/blog',
  '/cookies',
  '/disclaimer',
  '/navigator',
  '/navigator/bank-accounts',
  '/navigator/credit-cards',
  '/navigator/investing',
  '/navigator/remittance',
  '/navigator/guides',
  '/navigator/loans',
  '/terms',
  '/privacy',
  '/early-access',
  '/signup',
  '/auth',
  '/profile',
  '/nope',
]

const buildDir = process.env.RR_BUILD_DIR ?? 'build'
const serverEntry = `./${buildDir}/server/index.js`
if (!existsSync(serverEntry)) {
  console.error(`budget: ${serverEntry} not found - run the build first (npm run build).`)
  process.exit(2)
}

const port = await freePort()
const origin = `http://127.0.0.1:${port}`
const dataDir = mkdtempSync(join(tmpdir(), 'budget-supabase-'))
const env = { ...process.env, NODE_ENV: 'production', PORT: String(port), SUPABASE_LOCAL_DATA_DIR: dataDir, SITE_URL: origin, ACCESS_LOG: 'off' }
delete env.SUPABASE_URL
delete env.SUPABASE_ANON_KEY

let serverLog = ''
const server = spawn(process.execPath, ['server/index.mjs', serverEntry], {
  env,
  stdio: ['ignore', 'pipe', 'pipe'],
})
server.stdout.on('data', (chunk) => (serverLog += chunk))
server.stderr.on('data', (chunk) => (serverLog += chunk))

// Whatever happens, the server goes down with us.
const stopServer = () => {
  if (server.exitCode === null && !server.killed) server.kill('SIGTERM')
}
process.on('exit', () => {
  stopServer()
  rmSync(dataDir, { recursive: true, force: true })
})
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => process.exit(130))
}

let failed = false
try {
  await waitForServer()
  const sizes = new Map()
  const rows = []
  for (const path of PAGES) {
    const response = await fetch(origin + path, { headers: { 'user-agent': 'budget-check' } })
    const html = await response.text()
    const { scripts, styles } = assetsOf(html, response.url)
    const jsFiles = await withStaticImports(scripts)
    let js = 0
    let css = 0
    for (const url of jsFiles) js += await gzippedSize(url, sizes)
    // BUDGET_VERBOSE=/signup lists that page's files, to see where the kilobytes go.
    if (process.env.BUDGET_VERBOSE === path) {
      for (const url of jsFiles) console.log(`  ${path}  ${((await gzippedSize(url, sizes)) / 1024).toFixed(1)} KB  ${new URL(url).pathname}`)
    }
    for (const url of styles) css += await gzippedSize(url, sizes)
    const jsKb = js / 1024
    const cssKb = css / 1024
    const over = jsKb > LIMIT_JS_KB || cssKb > LIMIT_CSS_KB
    const broken = response.status >= 500
    if (over || broken) failed = true
    rows.push({
      page: path,
      status: String(response.status) + (response.redirected ? ` -> ${new URL(response.url).pathname}` : ''),
      files: String(jsFiles.size),
      js: jsKb.toFixed(1),
      css: cssKb.toFixed(1),
      result: broken ? 'ERROR' : over ? 'OVER' : 'ok',
    })
  }
  printTable(rows)
  console.log(`\nLimits per page: ${LIMIT_JS_KB} KB JavaScript, ${LIMIT_CSS_KB} KB CSS (gzip).`)
  console.log(failed ? 'Budget: FAILED' : 'Budget: ok')
} catch (error) {
  failed = true
  console.error(`budget: ${error instanceof Error ? error.message : error}`)
  if (serverLog) console.error(`--- server output ---\n${serverLog}`)
} finally {
  stopServer()
}
process.exit(failed ? 1 : 0)

function assetsOf(html, pageUrl) {
  const scripts = new Set()
  const styles = new Set()
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const rel = attr(tag, 'rel')
    const href = attr(tag, 'href')
    if (!href) continue
    if (rel === 'modulepreload') scripts.add(new URL(href, pageUrl).href)
    if (rel === 'stylesheet') styles.add(new URL(href, pageUrl).href)
  }
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    const src = attr(tag, 'src')
    if (src) scripts.add(new URL(src, pageUrl).href)
  }
  // The inline boot script imports the manifest, the client entry and the route modules.
  for (const script of html.match(/<script\b[^>]*>[\s\S]*?<\/script>/gi) ?? []) {
    for (const [, specifier] of script.matchAll(/(?:\bimport|\bfrom)\s*["']([^"']+\.js)["']/g)) {
      scripts.add(new URL(specifier, pageUrl).href)
    }
  }
  return { scripts, styles }
}

/** Adds the chunks each script imports statically (dynamic `import()` loads later, on demand). */
async function withStaticImports(scripts) {
  const all = new Set()
  const queue = [...scripts]
  while (queue.length) {
    const url = queue.pop()
    if (all.has(url) || new URL(url).origin !== origin) continue
    all.add(url)
    const source = await (await fetchOk(url)).text()
    for (const [, specifier] of source.matchAll(/(?:\bimport|\bfrom)\s*["']([^"']+\.js)["']/g)) {
      queue.push(new URL(specifier, url).href)
    }
  }
  return all
}

async function gzippedSize(url, cache) {
  if (!cache.has(url)) {
    const body = Buffer.from(await (await fetchOk(url)).arrayBuffer())
    cache.set(url, gzipSync(body, { level: 9 }).length)
  }
  return cache.get(url)
}

async function fetchOk(url) {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return response
}

function attr(tag, name) {
  const match = tag.match(new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'))
  return match ? (match[1] ?? match[2] ?? match[3]).replaceAll('&amp;', '&') : undefined
}

async function waitForServer() {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`)
    try {
      const response = await fetch(`${origin}/`)
      if (response.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('the server did not answer within 60 s')
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.unref()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

function printTable(rows) {
  const columns = [
    ['page', 'Page'],
    ['status', 'Status'],
    ['files', 'JS files'],
    ['js', 'JS KB gz'],
    ['css', 'CSS KB gz'],
    ['result', 'Result'],
  ]
  const widths = columns.map(([key, title]) => Math.max(title.length, ...rows.map((row) => row[key].length)))
  const line = (cells) => cells.map((cell, i) => (i >= 2 && i <= 4 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ')
  console.log(line(columns.map(([, title]) => title)))
  console.log(widths.map((w) => '-'.repeat(w)).join('  '))
  for (const row of rows) console.log(line(columns.map(([key]) => row[key])))
}
