// A flood of unseen query strings on shared pages, and what it costs another visitor
// (docs/decisions/020-fair-and-cheap.md; issue 20 measured a p99 of 12-14 s at 20 unique URLs a second).
// The production build on the embedded backend; a visitor asks for /terms (new connection each time,
// every 50 ms) while a flooder sends RATE requests a second, each with a query string never seen:
//   idle      - no flood;
//   junk      - unknown parameters (`/navigator/remittance?to=GH&amount=200&u=<n>`, `/signup?u=<n>`):
//               dropped from the key, answered from the cache;
//   declared  - a declared parameter with a new value each time (`/?tab=<n>`): a real miss each, rendered.
// Printed per phase: the visitor's p50 / p99 / max, and the flood's answers.
//
//   npm run build && node tests/bench/cache-miss.mjs
//   BENCH_SECONDS=10 BENCH_RATE=20 node tests/bench/cache-miss.mjs
import http from 'node:http'
import { resolve } from 'node:path'

import { printTable, startProductionServer } from '../../scripts/lib/production-server.mjs'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const RATE = Number(process.env.BENCH_RATE ?? 20)

/** @param {string} url @param {http.Agent | false} agent */
function get(url, agent = false) {
  const started = performance.now()
  return new Promise((resolveGet) => {
    const req = http.get(url, { agent, headers: { 'Accept-Encoding': 'br, gzip' } }, (res) => {
      res.resume()
      res.on('end', () => resolveGet({ status: res.statusCode ?? 0, ms: performance.now() - started }))
    })
    req.on('error', () => resolveGet({ status: 0, ms: performance.now() - started }))
  })
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

const server = await startProductionServer({ buildDir: resolve(process.env.RR_BUILD_DIR || 'build') })
const rows = []
try {
  // Wait for the embedded database (it opens after the server starts, on the same thread), then warm
  // the pages the phases use (their canonical copies are then in the cache).
  await get(`${server.origin}/waitlist/status?token=${'x'.repeat(43)}`)
  for (const path of ['/terms', '/navigator/remittance?to=GH&amount=200', '/signup', '/']) await get(server.origin + path)
  let sequence = 0
  const phases = {
    idle: null,
    junk: () => (sequence++ % 2 === 0 ? `/navigator/remittance?to=GH&amount=200&u=${sequence}` : `/signup?u=${sequence}`),
    declared: () => `/?tab=t${sequence++}`,
  }
  for (const [name, next] of Object.entries(phases)) {
    const visitor = []
    const flood = []
    const until = performance.now() + SECONDS * 1000
    const floodAgent = new http.Agent({ keepAlive: true, maxSockets: 64 })
    const floodLoop = (async () => {
      if (!next) return
      const pending = []
      for (let i = 0; performance.now() < until; i++) {
        pending.push(get(server.origin + next(), floodAgent).then((a) => flood.push(a)))
        await new Promise((r) => setTimeout(r, 1000 / RATE))
      }
      await Promise.all(pending)
    })()
    while (performance.now() < until) {
      visitor.push(await get(`${server.origin}/terms`))
      await new Promise((r) => setTimeout(r, 50))
    }
    await floodLoop
    floodAgent.destroy()
    const ms = visitor.map((a) => a.ms)
    rows.push({
      phase: name,
      'visitor p50 ms': percentile(ms, 50).toFixed(1),
      'visitor p99 ms': percentile(ms, 99).toFixed(1),
      'visitor max ms': Math.max(...ms).toFixed(1),
      'flood answers': flood.length,
      'flood p99 ms': flood.length
        ? percentile(
            flood.map((a) => a.ms),
            99,
          ).toFixed(1)
        : '-',
      'flood non-200': flood.filter((a) => a.status !== 200).length,
    })
  }
} finally {
  await server.stop()
}
const columns = ['phase', 'visitor p50 ms', 'visitor p99 ms', 'visitor max ms', 'flood answers', 'flood p99 ms', 'flood non-200'].map(
  (key) => [key, key],
)
printTable(rows, columns, new Set(columns.slice(1).map(([key]) => key)))
