// Page-weight budget, counted the way a visitor's browser pays it: the production build runs on a
// free port (embedded backend, throwaway data), Chromium loads each public page (at 375 px and at
// 1280 px) and waits until the network has been quiet for a while, and every script and stylesheet
// it fetched without any user action is counted - module preloads, the scripts they import, and the
// chunks loaded lazily after hydration alike. Each file is counted gzipped (level 9) once per page.
// Fails when a page loads more than 125 KB of JavaScript or 20 KB of CSS, or when a page that needs
// no JavaScript loads any script at all.
//
//   npm run build && npm run budget          (RR_BUILD_DIR picks another build directory)
//   BUDGET_VERBOSE=/signup npm run budget    (that page alone, its files listed)
import { gzipSync } from 'node:zlib'

import { chromium } from '@playwright/test'

import { printTable, startProductionServer } from './lib/production-server.mjs'
import { bound } from './lib/time-scale.mjs'

// 130 KB until the languages, which added 3 KB (issue 23; decision 030); every page with a form back to
// 125 KB in every language, in fewer files (issue 36; docs/decisions/050-form-page-bytes.md). Every page
// that loads JavaScript here has a form.
const LIMIT_JS_KB = 125
const LIMIT_CSS_KB = 20
// After the load event, the page counts as settled once no request has started for this long (1.5 s on
// a quiet machine, longer under load: decision 028).
const QUIET_MS = bound(1500)
// Pages measured at once (each in its own context): most of a measurement is waiting for quiet.
const CONCURRENCY = 6

// `static: true`: the page needs no browser runtime and must load no script at all.
const ALL_PAGES = [
  { path: '/', static: true },
  { path: '/home', static: true },
  ...['invest', 'banking', 'learn', 'personal-finance', 'taxes', 'about', 'services', 'blog', 'cookies', 'disclaimer'].map((slug) => ({
    path: `/${slug}`,
    static: true,
  })),
  { path: '/navigator', static: true },
  ...['bank-accounts', 'credit-cards', 'investing', 'guides', 'loans'].map((slug) => ({ path: `/navigator/${slug}`, static: true })),
  { path: '/navigator/credit-cards?credit=none&state=MN', static: true },
  { path: '/navigator/bank-accounts?zip=55401&has=passport&miles=25', static: true },
  { path: '/navigator/loans?state=TX&kind=new-car&amount=15000&months=60', static: true },
  // The remittance tool is becoming a real tool with JavaScript of its own.
  { path: '/navigator/remittance' },
  { path: '/navigator/remittance?to=ET&amount=200' },
  { path: '/navigator/remittance/alert?to=NG' },
  // A member's page with forms (issue 35); signed out it explains the tool and links to sign-in.
  { path: '/goals' },
  { path: '/terms', static: true },
  { path: '/privacy', static: true },
  { path: '/early-access', static: true },
  { path: '/nope', static: true },
  { path: '/learn/sending-money-home', static: true },
  { path: '/learn/glossary', static: true },
  { path: '/learn?q=what+is+itin', static: true },
  { path: '/signup' },
  { path: '/auth' },
  { path: '/auth?mode=sign-up' },
  { path: '/profile' },
  // The same pages in French and Amharic (decision 030): static pages still load no script; the
  // form pages' JavaScript is compared with their English page's.
  ...['fr', 'am'].flatMap((locale) => [
    { path: `/${locale}/`, static: true },
    { path: `/${locale}/learn`, static: true },
    { path: `/${locale}/learn/sending-money-home`, static: true },
    { path: `/${locale}/navigator`, static: true },
    { path: `/${locale}/navigator/bank-accounts?zip=55401&has=passport&miles=25`, static: true },
    { path: `/${locale}/navigator/loans?state=TX&kind=new-car&amount=15000&months=60`, static: true },
    { path: `/${locale}/terms`, static: true },
    { path: `/${locale}/nope`, static: true },
    { path: `/${locale}/navigator/remittance` },
    { path: `/${locale}/navigator/remittance?to=ET&amount=200` },
    { path: `/${locale}/signup` },
    { path: `/${locale}/navigator/remittance/alert?to=NG` },
    { path: `/${locale}/auth` },
    { path: `/${locale}/goals` },
  ]),
]
// BUDGET_VERBOSE names one page: only that page is measured, and its files are listed.
const PAGES = process.env.BUDGET_VERBOSE ? ALL_PAGES.filter((spec) => spec.path === process.env.BUDGET_VERBOSE) : ALL_PAGES

const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]

const server = await startProductionServer()
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
})

/** Loads `path` in a fresh context; returns the scripts and stylesheets fetched (URL -> body). */
async function loadPage(path, viewport) {
  const context = await browser.newContext({ viewport, userAgent: 'budget-check' })
  const page = await context.newPage()
  const fetched = { scripts: new Map(), styles: new Map() }
  const pending = new Set()
  const readErrors = []
  let lastActivity = Date.now()
  page.on('request', (request) => {
    lastActivity = Date.now()
    const type = request.resourceType()
    if (type === 'script' || type === 'stylesheet') pending.add(request)
  })
  // Bodies still being read when the page settles are waited for before the context closes (a read
  // cut short by the close once crashed the whole run under load).
  const reading = new Set()
  page.on('requestfinished', (request) => {
    lastActivity = Date.now()
    const type = request.resourceType()
    if (type !== 'script' && type !== 'stylesheet') return
    const read = (async () => {
      try {
        const response = await request.response()
        const body = response ? await response.body() : Buffer.alloc(0)
        ;(type === 'script' ? fetched.scripts : fetched.styles).set(request.url(), body)
      } finally {
        pending.delete(request)
      }
    })()
    reading.add(read)
    read.then(
      () => reading.delete(read),
      (error) => {
        reading.delete(read)
        readErrors.push(`${request.url()}: ${error.message}`)
      },
    )
  })
  page.on('requestfailed', (request) => pending.delete(request))
  const response = await page.goto(server.origin + path, { waitUntil: 'load' })
  while (Date.now() - lastActivity < QUIET_MS || pending.size > 0 || reading.size > 0) await page.waitForTimeout(200)
  if (readErrors.length > 0) throw new Error(`${path}: could not read ${readErrors.join('; ')}`)
  // A measurement that missed what the page itself names is no measurement: the run fails, never
  // passes with a figure too small (a loaded machine once gave /signup 0 KB).
  const named = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel="modulepreload"][href], script[src], link[rel="stylesheet"][href]')].map(
      (el) => new URL(el.getAttribute('href') ?? el.getAttribute('src'), document.baseURI).href,
    ),
  )
  const missing = named.filter((url) => !fetched.scripts.has(url) && !fetched.styles.has(url))
  if (missing.length > 0) throw new Error(`${path}: could not measure: the page names ${missing.join(', ')}, which never loaded`)
  const status = response ? response.status() : 0
  const finalPath = new URL(page.url()).pathname
  await context.close()
  return { status, finalPath, ...fetched }
}

const gz = (body) => gzipSync(body, { level: 9 }).length

let failed = false
const rows = []
try {
  /** Measures one page at both sizes; the rows keep the order of PAGES. */
  const measure = async (spec) => {
    let worst = { js: 0, css: 0, files: 0, status: 0, finalPath: spec.path, list: [] }
    for (const viewport of VIEWPORTS) {
      const { status, finalPath, scripts, styles } = await loadPage(spec.path, viewport)
      const js = [...scripts.values()].reduce((sum, body) => sum + gz(body), 0)
      const css = [...styles.values()].reduce((sum, body) => sum + gz(body), 0)
      if (js >= worst.js) {
        worst = {
          js,
          css: Math.max(css, worst.css),
          files: scripts.size,
          status,
          finalPath,
          list: [...scripts].map(([url, body]) => [url, gz(body)]),
        }
      } else worst.css = Math.max(css, worst.css)
    }
    const jsKb = worst.js / 1024
    const cssKb = worst.css / 1024
    const over = jsKb > LIMIT_JS_KB || cssKb > LIMIT_CSS_KB || (spec.static && worst.files > 0)
    // A page that needs JavaScript and loaded none was not measured.
    const broken = worst.status >= 500 || worst.status === 0 || (!spec.static && worst.files === 0)
    if (over || broken) failed = true
    if (process.env.BUDGET_VERBOSE === spec.path) {
      for (const [url, size] of worst.list.sort((a, b) => b[1] - a[1]))
        console.log(`  ${spec.path}  ${(size / 1024).toFixed(1)} KB  ${new URL(url).pathname}`)
    }
    return {
      page: spec.path,
      status: String(worst.status) + (worst.finalPath !== spec.path.split('?')[0] ? ` -> ${worst.finalPath}` : ''),
      limit: spec.static ? '0' : String(LIMIT_JS_KB),
      files: String(worst.files),
      js: jsKb.toFixed(1),
      css: cssKb.toFixed(1),
      result: broken ? 'ERROR' : over ? 'OVER' : 'ok',
    }
  }
  let next = 0
  const measured = new Array(PAGES.length)
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < PAGES.length) {
        const index = next++
        measured[index] = await measure(PAGES[index])
      }
    }),
  )
  rows.push(...measured)
  printTable(
    rows,
    [
      ['page', 'Page'],
      ['status', 'Status'],
      ['limit', 'JS limit'],
      ['files', 'JS files'],
      ['js', 'JS KB gz'],
      ['css', 'CSS KB gz'],
      ['result', 'Result'],
    ],
    new Set(['limit', 'files', 'js', 'css']),
  )
  console.log(
    `\nEvery script and stylesheet fetched without user action (lazy chunks included), the larger of 375 px and 1280 px.` +
      `\nLimits per page: ${LIMIT_JS_KB} KB JavaScript (0 on pages that need none), ${LIMIT_CSS_KB} KB CSS (gzip).`,
  )
  console.log(failed ? 'Budget: FAILED' : 'Budget: ok')
} catch (error) {
  failed = true
  console.error(`budget: ${error instanceof Error ? error.stack : error}`)
  console.error(`--- server output ---\n${server.log()}`)
} finally {
  await browser.close()
  await server.stop()
}
process.exit(failed ? 1 : 0)
