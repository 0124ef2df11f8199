// One greedy client, and what it costs another visitor (issue 36; docs/decisions/044-one-client-cannot-crowd-the-door.md).
// The security review of 2026-11-29 held 300 keep-alive sockets from one address, each re-posting a cheap
// invalid /signup body as soon as it had its answer, and another visitor's post went from 13 ms to 15 s
// (p50), a rendered page from 29 ms to 9.3 s.
//
// The visitor (its own address) every INTERVAL ms: POST /navigator/remittance (a 303), then GET /terms
// with a cookie (rendered, never from the shared cache). Phases: `idle` (no attack), then `attack`
// (SOCKETS keep-alive connections from 127.0.30.1 in a closed loop). Printed per phase: the visitor's
// post and page p50 / p99, the attacker's answers by status, and the server's CPU seconds per second
// (only when the bench started the server, or BENCH_PID names it).
//
//   npm run build && node tests/bench/greedy-client.mjs                       (starts the build itself)
//   BENCH_ORIGIN=http://127.0.0.1:3000 BENCH_PID=<pid> node tests/bench/greedy-client.mjs   (against `npm start`)
//   BENCH_SECONDS=20 BENCH_SOCKETS=300 BENCH_INTERVAL=500 node tests/bench/greedy-client.mjs
//   MAX_REQUESTS_IN_FLIGHT_PER_CLIENT=0 node tests/bench/greedy-client.mjs    (the door off, as before)
import { readFileSync } from 'node:fs'
import http from 'node:http'
import { resolve } from 'node:path'

import { printTable, startProductionServer } from '../../scripts/lib/production-server.mjs'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20)
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 300)
const INTERVAL = Number(process.env.BENCH_INTERVAL ?? 500)
const ATTACKER = process.env.BENCH_ATTACKER ?? '127.0.30.1'
const VISITOR = process.env.BENCH_VISITOR ?? '127.0.31.1'

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/** One request; resolves with its status (0: no answer) and time. */
function send(origin, path, { method = 'GET', body, headers = {}, agent = false, from } = {}) {
  const started = performance.now()
  return new Promise((done) => {
    const req = http.request(
      origin + path,
      {
        method,
        agent,
        localAddress: from,
        headers: body === undefined ? headers : { ...headers, 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume()
        res.on('end', () => done({ status: res.statusCode ?? 0, ms: performance.now() - started }))
        res.on('error', () => done({ status: 0, ms: performance.now() - started }))
      },
    )
    req.setTimeout(120_000, () => req.destroy())
    req.on('error', () => done({ status: 0, ms: performance.now() - started }))
    req.end(body)
  })
}

/** The server's CPU seconds (all threads) from /proc, or null. */
function cpuOf(pid) {
  if (!pid) return null
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return null
  }
}

// BENCH_SERVER_CWD: a directory holding another server/ (an older server/*.mjs, for a before-and-after run).
const buildDir = resolve(process.env.RR_BUILD_DIR || 'build')
const started = process.env.BENCH_ORIGIN
  ? null
  : await startProductionServer({ buildDir, cwd: process.env.BENCH_SERVER_CWD, serverEntry: resolve(buildDir, 'server', 'index.js') })
const origin = process.env.BENCH_ORIGIN ?? started.origin
const pid = Number(process.env.BENCH_PID ?? started?.child?.pid ?? 0)
const form = { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin }

/** The visitor, until `until`: a post and a rendered page each INTERVAL ms, new connections. */
async function visitor(until) {
  const posts = []
  const pages = []
  while (performance.now() < until) {
    const turn = performance.now()
    posts.push(await send(origin, '/navigator/remittance', { method: 'POST', body: 'to=GH&amount=200', headers: form, from: VISITOR }))
    pages.push(await send(origin, '/terms', { headers: { Cookie: 'bench=1', 'Accept-Encoding': 'br, gzip' }, from: VISITOR }))
    await sleep(Math.max(0, INTERVAL - (performance.now() - turn)))
  }
  return { posts, pages }
}

/** SOCKETS keep-alive connections from one address, each re-posting an invalid join the moment it is answered. */
async function attacker(until) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: SOCKETS, localAddress: ATTACKER })
  const statuses = new Map()
  const body = 'fullName=&email=not-an-address&interest=&terms='
  await Promise.all(
    Array.from({ length: SOCKETS }, async () => {
      while (performance.now() < until) {
        const { status } = await send(origin, '/signup', { method: 'POST', body, headers: form, agent })
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
        // A refused connection is opened again at once, as a greedy client would.
      }
    }),
  )
  agent.destroy()
  return [...statuses].sort((a, b) => b[1] - a[1]).map(([status, n]) => `${n} x ${status}`)
}

const rows = []
try {
  // Warm-up, not counted: each path once, so the first render's costs are behind us.
  for (let i = 0; i < 3; i++) await visitor(performance.now() + 1)
  for (const phase of ['idle', 'attack']) {
    const until = performance.now() + SECONDS * 1000
    const cpu0 = cpuOf(pid)
    const client0 = process.cpuUsage()
    const [seen, attack] = await Promise.all([visitor(until), phase === 'attack' ? attacker(until) : Promise.resolve([])])
    const cpu1 = cpuOf(pid)
    const client = process.cpuUsage(client0)
    const ms = (list) => list.map((a) => a.ms)
    rows.push({
      phase,
      post: `${percentile(ms(seen.posts), 50).toFixed(0)} / ${percentile(ms(seen.posts), 99).toFixed(0)}`,
      postStatus: [...new Set(seen.posts.map((a) => a.status))].join(','),
      page: `${percentile(ms(seen.pages), 50).toFixed(0)} / ${percentile(ms(seen.pages), 99).toFixed(0)}`,
      pageStatus: [...new Set(seen.pages.map((a) => a.status))].join(','),
      n: String(seen.posts.length),
      attacker: attack.join(', ') || '-',
      serverCpu: cpu0 === null || cpu1 === null ? '-' : ((cpu1 - cpu0) / SECONDS).toFixed(2),
      benchCpu: ((client.user + client.system) / 1e6 / SECONDS).toFixed(2),
    })
    // Let the attack's last answers drain before the next phase.
    await sleep(2000)
  }
} finally {
  await started?.stop()
}

printTable(
  rows,
  [
    ['phase', 'phase'],
    ['n', 'visits'],
    ['post', 'post p50 / p99 ms'],
    ['postStatus', 'post status'],
    ['page', 'page p50 / p99 ms'],
    ['pageStatus', 'page status'],
    ['attacker', 'attacker answers'],
    ['serverCpu', 'server CPU s/s'],
    ['benchCpu', 'bench CPU s/s'],
  ],
  new Set(['n', 'post', 'page', 'serverCpu', 'benchCpu']),
)
const [idle, attack] = rows
if (idle && attack) {
  const p50 = (text) => Number(text.split(' / ')[0])
  console.log(
    `\nvisitor p50 under attack / idle: post ${(p50(attack.post) / Math.max(1, p50(idle.post))).toFixed(2)}x, page ${(p50(attack.page) / Math.max(1, p50(idle.page))).toFixed(2)}x (goal: at most 2x)`,
  )
}
