// When a page's scripts should start, on a slow connection (docs/decisions/016-boot-after-first-paint.md).
// Loads a page of the production build in Chromium with slow-4G network emulation (150 ms RTT,
// 1.6 Mbps down, 750 kbps up), a 4x slower CPU and a cold cache, two ways:
//   - "after first paint": as the app serves it (the boot script is written once the browser reports
//     the first contentful paint);
//   - "at parse": React Router's default, the boot script as a module script in the document, so the
//     page's scripts are fetched while the stylesheet is still on its way.
// Both documents pass through the same interception (so they arrive alike); the stylesheet and the
// scripts come from the server through the emulated connection. Prints the median of RUNS (5) of
// first contentful paint, the moment the app's router starts, and the moment the page's form is
// hydrated (where the page marks it: /signup), with the first paint's range and how many runs
// painted later than 1.5 s.
//
//   npm run build && node scripts/boot-experiment.mjs [/signup] [/auth]
import { chromium } from '@playwright/test'

import { median, printTable, startProductionServer } from './lib/production-server.mjs'

const RUNS = Number(process.env.RUNS ?? 5)
const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'))
const BOOT = /<script type="text\/plain" id="app-boot">([\s\S]*?)<\/script><script((?: nonce="[^"]*")?)>[\s\S]*?<\/script>/

const server = await startProductionServer()
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})

// Records, in the page, when the router is created and when the page says it is hydrated.
const RECORDER = () => {
  Object.defineProperty(window, '__reactRouterDataRouter', {
    configurable: true,
    set(value) {
      window.__routerAt = performance.now()
      Object.defineProperty(window, '__reactRouterDataRouter', { value, writable: true, configurable: true })
    },
  })
  new MutationObserver((_records, observer) => {
    if (document.querySelector('[data-hydrated="true"]')) {
      window.__hydratedAt = performance.now()
      observer.disconnect()
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] })
}

async function measure(url, variant) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } })
  await context.addInitScript(RECORDER)
  await context.route(url, async (route) => {
    const response = await route.fetch()
    let body = await response.text()
    if (!BOOT.test(body)) throw new Error(`${url}: no boot data block - is this a page with JavaScript?`)
    if (variant === 'at parse') body = body.replace(BOOT, (_all, boot, nonce) => `<script${nonce} type="module" async="">${boot}</script>`)
    await route.fulfill({ response, body })
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForFunction(() => window.__routerAt !== undefined, null, { timeout: 30_000 })
  await page.waitForTimeout(1_000)
  const result = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    router: window.__routerAt ?? NaN,
    hydrated: window.__hydratedAt ?? NaN,
  }))
  await context.close()
  return result
}

const ms = (value) => (Number.isNaN(value) ? '-' : `${Math.round(value)} ms`)
const rows = []
try {
  for (const path of paths.length ? paths : ['/signup', '/auth']) {
    const runs = { 'at parse': [], 'after first paint': [] }
    // Alternate the variants so that a change in the machine's load falls on both.
    for (let i = 0; i < RUNS; i++) for (const variant of Object.keys(runs)) runs[variant].push(await measure(server.origin + path, variant))
    for (const [variant, results] of Object.entries(runs)) {
      const fcps = results.map((r) => r.fcp)
      rows.push({
        page: path,
        variant,
        fcp: ms(median(fcps)),
        spread: `${Math.round(Math.min(...fcps))}-${Math.round(Math.max(...fcps))} ms`,
        late: `${fcps.filter((fcp) => fcp > 1500).length} of ${fcps.length}`,
        router: ms(median(results.map((r) => r.router))),
        hydrated: ms(median(results.map((r) => r.hydrated))),
      })
    }
  }
} finally {
  await browser.close()
  await server.stop()
}
console.log(`Slow 4G + 4x CPU, 375 px, cold cache, median of ${RUNS}`)
printTable(
  rows,
  [
    ['page', 'Page'],
    ['variant', 'Scripts start'],
    ['fcp', 'First contentful paint'],
    ['spread', 'FCP range'],
    ['late', 'FCP over 1.5 s'],
    ['router', 'Router created'],
    ['hydrated', 'Form hydrated'],
  ],
  new Set(['fcp', 'spread', 'late', 'router', 'hydrated']),
)
