// Linked or inlined CSS, on a slow connection (docs/decisions/013-cheap-phone.md). Serves two copies
// of a page from the production server as static files - one linking the stylesheet as the app does,
// one with the stylesheet inlined - and measures first contentful paint in Chromium with slow-4G
// network emulation (150 ms RTT, 1.6 Mbps down, 750 kbps up) and a 4x slower CPU, with a cold cache
// (first visit) and on a second page view (the stylesheet already cached). Median of RUNS (5) each.
//
//   npm run build && node scripts/lighthouse-css-experiment.mjs [/terms]
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import { chromium } from '@playwright/test'

import { median, printTable, startProductionServer } from './lib/production-server.mjs'
import { compressBoth } from './precompress.mjs'

const RUNS = Number(process.env.RUNS ?? 5)
const path = process.argv[2] ?? '/terms'
const buildDir = resolve(process.env.RR_BUILD_DIR || 'build')

const probe = await startProductionServer({ buildDir })
const html = await (await fetch(probe.origin + path)).text()
await probe.stop()

const cssHref =
  html.match(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/)?.[1] ?? html.match(/<link[^>]*href="([^"]+\.css)"[^>]*rel="stylesheet"/)?.[1]
if (!cssHref) throw new Error('no stylesheet link found')
const css = readFileSync(join(buildDir, 'client', cssHref))
const linkTag = html.match(new RegExp(`<link[^>]*${cssHref.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^>]*>`))[0]
const variants = { linked: html, inlined: html.replace(linkTag, `<style>${css}</style>`) }

const root = mkdtempSync(join(tmpdir(), 'css-exp-'))
symlinkSync(join(buildDir, 'server'), join(root, 'server'), 'dir')
cpSync(join(buildDir, 'client'), join(root, 'client'), { recursive: true })
mkdirSync(join(root, 'client', '__exp'))
for (const [name, body] of Object.entries(variants)) {
  const file = join(root, 'client', '__exp', `${name}.html`)
  const buffer = Buffer.from(body)
  const { br, gz } = compressBoth(buffer)
  writeFileSync(file, buffer)
  writeFileSync(`${file}.br`, br)
  writeFileSync(`${file}.gz`, gz)
}
const server = await startProductionServer({ serverEntry: join(root, 'server', 'index.js') })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})

async function fcp(url, warmUrl) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  if (warmUrl) await page.goto(warmUrl, { waitUntil: 'load' })
  await page.goto(url, { waitUntil: 'load' })
  const value = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN)
  const transferred = await page.evaluate(() =>
    performance
      .getEntriesByType('navigation')
      .concat(performance.getEntriesByType('resource'))
      .reduce((sum, e) => sum + (e.transferSize ?? 0), 0),
  )
  await context.close()
  return { value, transferred }
}

const rows = []
try {
  for (const name of Object.keys(variants)) {
    const url = `${server.origin}/__exp/${name}.html`
    const first = []
    const second = []
    const bytes = []
    for (let i = 0; i < RUNS; i++) {
      const cold = await fcp(url)
      first.push(cold.value)
      bytes.push(cold.transferred)
      // The second page of a visit: the other variant's twin was loaded first, so a linked stylesheet is cached.
      second.push((await fcp(url, `${server.origin}/__exp/${name}.html?first`)).value)
    }
    rows.push({
      variant: name,
      first: `${Math.round(median(first))} ms`,
      second: `${Math.round(median(second))} ms`,
      kb: (median(bytes) / 1024).toFixed(1),
    })
  }
} finally {
  await browser.close()
  await server.stop()
  rmSync(root, { recursive: true, force: true })
}
console.log(`First contentful paint of ${path}, slow 4G + 4x CPU, 375 px, median of ${RUNS}`)
printTable(
  rows,
  [
    ['variant', 'CSS'],
    ['first', 'FCP first visit'],
    ['second', 'FCP next page'],
    ['kb', 'KB transferred (first visit)'],
  ],
  new Set(['first', 'second', 'kb']),
)
