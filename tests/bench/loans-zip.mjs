// /navigator/loans against a running server (issue 33): the Texas answer's transfer weight, and the
// time per request for 100 loan questions, each with a different ZIP code (each one a page-cache miss,
// so each is rendered: placeOfZip, 4,374 distances, the ranking and React). It starts nothing itself:
//
//   npm run build && PORT=3000 npm start          # in one shell
//   BENCH_ORIGIN=http://127.0.0.1:3000 node tests/bench/loans-zip.mjs
//
// The ZIP codes are 100 distinct mailing ZIPs of credit unions in the bundled NCUA file, evenly spaced
// in ZIP order (so spread across the country), with an amount new to the server, asked one at a time on a keep-alive connection. Printed:
// the first request (it loads the ZIP table), then p50 / p95 / max of the other 99 and their statuses.
import { readFileSync } from 'node:fs'
import http from 'node:http'

import { parse } from 'csv-parse/sync'

const ORIGIN = process.env.BENCH_ORIGIN ?? 'http://127.0.0.1:3000'
const COUNT = Number(process.env.BENCH_COUNT ?? 100)
// A fresh amount per run, so a second run against the same server misses the page cache too.
const AMOUNT = Number(process.env.BENCH_AMOUNT ?? 10_000 + (Date.now() % 5000))
const TEXAS = '/navigator/loans?state=TX&kind=new-car&amount=15000&months=60'

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })

/** One GET; the body's bytes as sent (not decoded). @param {string} path @param {string} encoding */
function get(path, encoding) {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const req = http.get(ORIGIN + path, { agent, headers: { 'Accept-Encoding': encoding } }, (res) => {
      let bytes = 0
      res.on('data', (chunk) => (bytes += chunk.length))
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          bytes,
          encoding: res.headers['content-encoding'] ?? 'identity',
          ms: performance.now() - started,
        }),
      )
    })
    req.on('error', reject)
  })
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

// 1. Weight of the Texas answer, as sent.
const plain = await get(TEXAS, 'identity')
const gzip = await get(TEXAS, 'gzip')
const br = await get(TEXAS, 'br')
console.log(
  `Texas answer ${TEXAS}: ${plain.status}; HTML ${plain.bytes} B, gzip ${gzip.bytes} B (${gzip.encoding}), br ${br.bytes} B (${br.encoding})`,
)

// 2. 100 different ZIP codes.
const rows = parse(readFileSync(new URL('../../app/data/credit-unions/ncua-credit-unions-2025q4.csv', import.meta.url), 'utf8'), {
  columns: true,
})
const zips = [...new Set(rows.map((row) => row.zip))].sort()
if (zips.length < COUNT) throw new Error(`only ${zips.length} ZIP codes in the file`)
const chosen = Array.from({ length: COUNT }, (_, i) => zips[Math.floor((i * zips.length) / COUNT)])

const results = []
for (const zip of chosen)
  results.push({ zip, ...(await get(`/navigator/loans?zip=${zip}&kind=new-car&amount=${AMOUNT}&months=60`, 'gzip')) })
const [first, ...rest] = results
const times = rest.map((result) => result.ms)
const statuses = Object.entries(Object.groupBy(results, (result) => result.status)).map(([status, list]) => `${status}: ${list.length}`)
console.log(
  `${COUNT} ZIP codes (amount ${AMOUNT}), one at a time: first request (loads the ZIP table on a fresh server) ${first.ms.toFixed(1)} ms`,
)
console.log(
  `the other ${rest.length}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms; statuses ${statuses.join(', ')}`,
)
agent.destroy()
