// The main thread's long tasks after the first paint, as a cheap phone runs a page: the production
// build in Chromium at 375 px with a 4x slower CPU (DevTools throttling, no tracing, so nothing is
// added to what is measured). Tasks come from the browser's own Long Tasks API (every task over
// 50 ms); the blocking time is the part of each over 50 ms after the first contentful paint, as total
// blocking time counts it. Each page is loaded RUNS times (default 9), the pages alternating, and the
// medians and every run are printed. A measurement, not a test: it fails only when a page does not load.
//
//   npm run build && node scripts/long-tasks.mjs /signup /auth
//   node scripts/long-tasks.mjs --url http://127.0.0.1:4601 /signup    (a server already running)
//   CPU=6 RUNS=15 node scripts/long-tasks.mjs /navigator/remittance
import { chromium } from '@playwright/test'

import { median, printTable, startProductionServer } from './lib/production-server.mjs'

const RUNS = Number(process.env.RUNS ?? 9)
const CPU = Number(process.env.CPU ?? 4)
const args = process.argv.slice(2)
const urlFlag = args.indexOf('--url')
const externalOrigin = urlFlag >= 0 ? args[urlFlag + 1] : undefined
const paths = args.filter((arg, i) => arg.startsWith('/') && !(urlFlag >= 0 && i === urlFlag + 1))

// Runs in the page before anything else: keeps every long task the browser reports.
const RECORDER = () => {
  window.__longTasks = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask', buffered: true })
}

const server = externalOrigin ? undefined : await startProductionServer()
const origin = externalOrigin ?? server.origin
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})

async function measure(path) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true })
  await context.addInitScript(RECORDER)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU })
  const response = await page.goto(origin + path, { waitUntil: 'load' })
  if (!response?.ok()) throw new Error(`${path}: ${response?.status()}`)
  // Start-up work (scripts after the first paint, hydration, effects) is over well within this.
  await page.waitForTimeout(3_000)
  const { fcp, tasks } = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    tasks: window.__longTasks,
  }))
  await context.close()
  const after = tasks.filter((task) => task.start + task.duration > fcp)
  return {
    blocking: after.reduce((sum, task) => sum + Math.max(0, task.start + task.duration - Math.max(task.start, fcp) - 50), 0),
    longest: Math.max(0, ...after.map((task) => task.duration)),
    count: after.length,
  }
}

const results = Object.fromEntries(paths.map((path) => [path, []]))
try {
  // Alternate the pages, so that a change in the machine's load falls on all of them.
  for (let i = 0; i < RUNS; i++) for (const path of paths) results[path].push(await measure(path))
} finally {
  await browser.close()
  await server?.stop()
}

const ms = (value) => `${Math.round(value)}`
console.log(`\nLong tasks after the first paint, ${CPU}x CPU, 375 px, ${RUNS} loads each, ${origin}`)
printTable(
  Object.entries(results).map(([path, runs]) => ({
    page: path,
    blocking: ms(median(runs.map((r) => r.blocking))),
    longest: ms(median(runs.map((r) => r.longest))),
    count: ms(median(runs.map((r) => r.count))),
    each: runs.map((r) => ms(r.longest)).join(' '),
  })),
  [
    ['page', 'Page'],
    ['blocking', 'Blocking ms (median)'],
    ['longest', 'Longest ms (median)'],
    ['count', 'Long tasks'],
    ['each', 'Longest task of each load, ms'],
  ],
  new Set(['blocking', 'longest', 'count']),
)
