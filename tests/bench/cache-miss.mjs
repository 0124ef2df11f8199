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
// `expiry` (issue 36): 50 keep-alive connections in a closed loop, each asking for a static file, or
// for `/learn?q=` with 20 questions in rotation: warm, then across an expiry (the server's clock is
// moved past the pages' 300 s in one step, by a preloaded Date.now offset and SIGUSR2), then the static
// file again. Printed per phase: answers a second and their ratio to the static file's (the mean of
// its two phases), p50 / p99 / max, and how many answers the app rendered for their own request.
//
//   npm run build && node tests/bench/cache-miss.mjs
//   BENCH_SECONDS=10 BENCH_RATE=20 node tests/bench/cache-miss.mjs
//   BENCH_SECONDS=3 BENCH_CONNECTIONS=50 node tests/bench/cache-miss.mjs expiry
import http from 'node:http'
import { resolve } from 'node:path'

import { printTable, startProductionServer } from '../../scripts/lib/production-server.mjs'

const EXPIRY = process.argv[2] === 'expiry'
const SECONDS = Number(process.env.BENCH_SECONDS ?? (EXPIRY ? 3 : 10))
const RATE = Number(process.env.BENCH_RATE ?? 20)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)

/** @param {string} url @param {http.Agent | false} agent */
function get(url, agent = false) {
  const started = performance.now()
  return new Promise((resolveGet) => {
    const req = http.get(url, { agent, headers: { 'Accept-Encoding': 'br, gzip' } }, (res) => {
      res.resume()
      res.on('end', () => resolveGet({ status: res.statusCode ?? 0, ms: performance.now() - started, cached: 'age' in res.headers }))
    })
    req.on('error', () => resolveGet({ status: 0, ms: performance.now() - started }))
  })
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

/**
 * `connections` requests at a time, each started when the last one ends, for SECONDS; `next` gives
 * each one's path. @param {string} origin @param {() => string} next
 */
async function closedLoop(origin, next) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS })
  const answers = []
  const started = performance.now()
  const until = started + SECONDS * 1000
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) answers.push(await get(origin + next(), agent))
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  agent.destroy()
  const ms = answers.map((a) => a.ms)
  return {
    perSecond: answers.filter((a) => a.status === 200).length / elapsed,
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    max: Math.max(...ms),
    // Answers the app rendered for this very request (no Age: not from the page cache).
    rendered: answers.filter((a) => a.status === 200 && !a.cached).length,
    other: answers.filter((a) => a.status !== 200).length,
  }
}

// The server's Date.now, moved forward by 301 s on each SIGUSR2 (the page cache's clock is Date.now).
const SHIFT_CLOCK = `data:text/javascript,${encodeURIComponent(
  'const real = Date.now; let offset = 0; Date.now = () => real() + offset; process.on("SIGUSR2", () => { offset += 301000 })',
)}`

const QUESTIONS = [
  'how do i send money to nigeria',
  'what is an itin',
  'can i open a bank account without an ssn',
  'how do i build credit from zero',
  'what is a credit union',
  'how do i send money to ghana',
  'cheapest way to send money to ethiopia',
  'what is a secured credit card',
  'how do i get a credit card without credit history',
  'what is a remittance fee',
  'how does the exchange rate margin work',
  'how do i send money to kenya',
  'do i need a social security number for a bank account',
  'what is a credit score',
  'how do i save for a house',
  'how do i send money to senegal',
  'what is mobile money',
  'how long does a transfer take',
  'can i get a loan without credit',
  'how do i pay less to send money home',
].map((q) => `/learn?q=${encodeURIComponent(q)}`)

if (EXPIRY) {
  const server = await startProductionServer({
    buildDir: resolve(process.env.RR_BUILD_DIR || 'build'),
    nodeArgs: ['--import', SHIFT_CLOCK],
  })
  const rows = []
  try {
    const home = await (await fetch(`${server.origin}/`)).text()
    const staticPath = home.match(/\/assets\/[\w-]+\.css/)?.[0]
    if (!staticPath) throw new Error('no stylesheet named in /')
    for (const path of QUESTIONS) {
      const answer = await get(server.origin + path)
      if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`)
    }
    let turn = 0
    const learn = () => QUESTIONS[turn++ % QUESTIONS.length]
    // A warm-up, not counted (the first seconds after a start run slower: code not yet optimised).
    await closedLoop(server.origin, () => (turn % 2 === 0 ? learn() : (turn++, staticPath)))
    const measured = async (phase, path, next) => rows.push({ phase, path, ...(await closedLoop(server.origin, next)) })
    await measured('static', staticPath, () => staticPath)
    await measured('warm', '/learn?q= x 20', learn)
    // Every entry expires at once: the clock jumps 301 s; wait (bounded) until the server has moved it
    // (a page stored before the jump is then rendered again, or served with an Age past 300 s).
    const probe = '/learn?q=probe'
    await get(server.origin + probe)
    server.child.kill('SIGUSR2')
    for (let i = 0; i < 100; i++) {
      const answer = await fetch(server.origin + probe)
      await answer.arrayBuffer()
      const age = answer.headers.get('age')
      if (age === null || Number(age) >= 300) break
      await new Promise((r) => setTimeout(r, 20))
    }
    await measured('expired', '/learn?q= x 20', learn)
    await measured('static after', staticPath, () => staticPath)
  } finally {
    await server.stop()
  }
  // The static file's rate moves with the machine's other work: its mean over the two static phases.
  const reference = (rows[0].perSecond + rows[3].perSecond) / 2
  printTable(
    rows.map((row) => ({
      ...row,
      perSecond: row.perSecond.toFixed(0),
      ratio: (row.perSecond / reference).toFixed(2),
      p50: row.p50.toFixed(1),
      p99: row.p99.toFixed(1),
      max: row.max.toFixed(0),
      rendered: row.path.startsWith('/learn') ? row.rendered : '-',
    })),
    [
      ['phase', 'phase'],
      ['path', 'path'],
      ['perSecond', `200s/s (c=${CONNECTIONS})`],
      ['ratio', 'ratio to static'],
      ['p50', 'p50 ms'],
      ['p99', 'p99 ms'],
      ['max', 'max ms'],
      ['rendered', 'rendered'],
      ['other', 'non-200'],
    ],
    new Set(['perSecond', 'ratio', 'p50', 'p99', 'max', 'rendered', 'other']),
  )
  process.exit(0)
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
