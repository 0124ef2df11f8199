// The Bank Account Finder against a running server (issue 33): the HTML weight of the 55401 answer
// (raw and gzip) and the time per request for 100 different ZIP codes from the zipcodes table.
// Usage: node tests/bench/bank-accounts.mjs [base URL, default http://127.0.0.1:4173]
// The server must trust one proxy hop (TRUST_PROXY=1, as scripts/e2e-server.mjs sets) so each request
// counts as its own client for the rate limits; every ZIP is a distinct URL, so the page cache misses.
import { gzipSync } from 'node:zlib'

import zipcodes from 'zipcodes'

const base = process.argv[2] ?? 'http://127.0.0.1:4173'
let client = 0
const get = async (path) => {
  const started = performance.now()
  const response = await fetch(base + path, { headers: { 'X-Forwarded-For': `2001:db8::ba:${(++client).toString(16)}` } })
  const body = await response.text()
  return { status: response.status, body, ms: performance.now() - started }
}

const answer = await get('/navigator/bank-accounts?zip=55401&has=passport&miles=25')
if (answer.status !== 200) throw new Error(`55401 answered ${answer.status}`)
if (/<script[^>]+src="\/assets\//.test(answer.body)) throw new Error('the page loads app JavaScript')
const html = Buffer.from(answer.body)
console.log(`55401 answer: ${html.length} bytes HTML, ${gzipSync(html, { level: 6 }).length} bytes gzip (level 6)`)

// 100 ZIP codes spread over the table (every n-th US ZIP, sorted), the same on every run.
const zips = Object.values(zipcodes.codes)
  .filter((row) => row.country === 'US')
  .map((row) => row.zip)
  .sort()
const step = Math.floor(zips.length / 100)
const sample = Array.from({ length: 100 }, (_, i) => zips[i * step])

await get(`/navigator/bank-accounts?zip=${sample[0]}&miles=50`) // the first ZIP search loads the table
const times = []
const statuses = {}
for (const zip of sample) {
  const { status, ms } = await get(`/navigator/bank-accounts?zip=${zip}&miles=25&has=itin`)
  statuses[status] = (statuses[status] ?? 0) + 1
  times.push(ms)
}
times.sort((a, b) => a - b)
const at = (p) => times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)].toFixed(1)
console.log(`100 ZIP searches, one at a time: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms; statuses ${JSON.stringify(statuses)}`)
