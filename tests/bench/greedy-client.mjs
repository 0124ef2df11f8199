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
//   BENCH_SECONDS=20 BENCH_ROUNDS=1 BENCH_SOCKETS=300 BENCH_INTERVAL=500 node tests/bench/greedy-client.mjs
//   MAX_REQUESTS_IN_FLIGHT_PER_CLIENT=0 node tests/bench/greedy-client.mjs    (the door off, as before)
//   BENCH_ATTACKER_IN_PROCESS=1 node tests/bench/greedy-client.mjs             (the attacker in the visitor's process)
//
// The attacker runs in its own process (a fork of this file), so that its 300 sockets' callbacks do not
// queue in front of the visitor's on one event loop: the visitor's times are the server's, not the bench's.
// Its CPU is printed (attacker CPU s/s) beside the visitor's (visitor CPU s/s) and the server's: all three
// share the machine's cores.
import { fork } from 'node:child_process'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

import { printTable, startProductionServer } from '../../scripts/lib/production-server.mjs'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1)
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 300)
const INTERVAL = Number(process.env.BENCH_INTERVAL ?? 500)
const ATTACKER = process.env.BENCH_ATTACKER ?? '127.0.30.1'
const VISITOR = process.env.BENCH_VISITOR ?? '127.0.31.1'

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const formHeaders = (origin) => ({ 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin })
/** CPU seconds this process used since `since` (process.cpuUsage). */
const cpuSince = (since) => {
  const used = process.cpuUsage(since)
  return (used.user + used.system) / 1e6
}

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

/** The visitor, until `until`: a post and a rendered page each INTERVAL ms, new connections. */
async function visitor(origin, until) {
  const posts = []
  const pages = []
  while (performance.now() < until) {
    const turn = performance.now()
    posts.push(
      await send(origin, '/navigator/remittance', {
        method: 'POST',
        body: 'to=GH&amount=200',
        headers: formHeaders(origin),
        from: VISITOR,
      }),
    )
    pages.push(await send(origin, '/terms', { headers: { Cookie: 'bench=1', 'Accept-Encoding': 'br, gzip' }, from: VISITOR }))
    await sleep(Math.max(0, INTERVAL - (performance.now() - turn)))
  }
  return { posts, pages }
}

/**
 * SOCKETS keep-alive connections from one address, each re-posting an invalid join the moment it is
 * answered, for `seconds`; then its sockets are closed (requests still waiting are dropped, not counted).
 */
async function attack(origin, seconds) {
  const until = performance.now() + seconds * 1000
  const cpu0 = process.cpuUsage()
  const agent = new http.Agent({ keepAlive: true, maxSockets: SOCKETS, localAddress: ATTACKER })
  const statuses = {}
  const body = 'fullName=&email=not-an-address&interest=&terms='
  const stop = setTimeout(() => agent.destroy(), seconds * 1000)
  await Promise.all(
    Array.from({ length: SOCKETS }, async () => {
      while (performance.now() < until) {
        const { status } = await send(origin, '/signup', { method: 'POST', body, headers: formHeaders(origin), agent })
        if (performance.now() < until) statuses[status] = (statuses[status] ?? 0) + 1
        // A refused connection is opened again at once, as a greedy client would.
      }
    }),
  )
  clearTimeout(stop)
  agent.destroy()
  return { statuses, cpu: cpuSince(cpu0) }
}

/** The attack, in a process of its own (default) or in this one (BENCH_ATTACKER_IN_PROCESS=1). */
function attacker(origin, seconds) {
  if (process.env.BENCH_ATTACKER_IN_PROCESS === '1') return attack(origin, seconds)
  const child = fork(fileURLToPath(import.meta.url), ['--attacker'], { stdio: 'inherit' })
  return new Promise((done, fail) => {
    child.once('message', done)
    child.once('exit', (code) => fail(new Error(`the attacker exited (${code}) before it answered`)))
    child.send({ origin, seconds })
  })
}

/** One phase: the visitor for SECONDS, with or without the attacker; what was seen, and the CPU seconds used. */
async function phase(name, origin, pid) {
  const started = performance.now()
  const cpu0 = cpuOf(pid)
  const bench0 = process.cpuUsage()
  const [seen, attacked] = await Promise.all([
    visitor(origin, started + SECONDS * 1000),
    name === 'attack' ? attacker(origin, SECONDS) : Promise.resolve({ statuses: {}, cpu: null }),
  ])
  const cpu1 = cpuOf(pid)
  return {
    ...seen,
    statuses: attacked.statuses,
    seconds: (performance.now() - started) / 1000,
    server: cpu0 === null || cpu1 === null ? null : cpu1 - cpu0,
    bench: cpuSince(bench0),
    attacker: attacked.cpu,
  }
}

/** One row of the table: a phase's rounds together. */
function summarize(name, runs) {
  const all = (key) => runs.flatMap((run) => run[key])
  const ms = (list) => list.map((a) => a.ms)
  const figures = (list) => `${percentile(ms(list), 50).toFixed(0)} / ${percentile(ms(list), 99).toFixed(0)}`
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0)
  const perSecond = (key) =>
    runs.some((run) => run[key] === null) ? '-' : (runs.reduce((sum, run) => sum + run[key], 0) / seconds).toFixed(2)
  const statuses = {}
  for (const run of runs) for (const [status, n] of Object.entries(run.statuses)) statuses[status] = (statuses[status] ?? 0) + n
  return {
    phase: name,
    post: figures(all('posts')),
    postStatus: [...new Set(all('posts').map((a) => a.status))].join(','),
    page: figures(all('pages')),
    pageStatus: [...new Set(all('pages').map((a) => a.status))].join(','),
    n: String(all('posts').length),
    attacker:
      Object.entries(statuses)
        .sort((a, b) => b[1] - a[1])
        .map(([status, n]) => `${n} x ${status}`)
        .join(', ') || '-',
    serverCpu: perSecond('server'),
    benchCpu: perSecond('bench'),
    attackerCpu: perSecond('attacker'),
  }
}

async function main() {
  // BENCH_SERVER_CWD: a directory holding another server/ (an older server/*.mjs, for a before-and-after run).
  const buildDir = resolve(process.env.RR_BUILD_DIR || 'build')
  const started = process.env.BENCH_ORIGIN
    ? null
    : await startProductionServer({
        buildDir,
        cwd: process.env.BENCH_SERVER_CWD,
        serverEntry: resolve(buildDir, 'server', 'index.js'),
        // The server's own default rate of costly work per client (startProductionServer turns it off).
        env: { COSTLY_REQUESTS_PER_SECOND_PER_CLIENT: process.env.COSTLY_REQUESTS_PER_SECOND_PER_CLIENT ?? '' },
      })
  const origin = process.env.BENCH_ORIGIN ?? started.origin
  const pid = Number(process.env.BENCH_PID ?? started?.child?.pid ?? 0)
  const runs = { idle: [], attack: [] }
  try {
    // Warm-up, not counted: each path once, so the first render's costs are behind us.
    for (let i = 0; i < 3; i++) await visitor(origin, performance.now() + 1)
    // Idle and attack alternate ROUNDS times, so that a change in the machine's load falls on both.
    for (let round = 0; round < ROUNDS; round++) {
      for (const name of ['idle', 'attack']) {
        runs[name].push(await phase(name, origin, pid))
        // Let the attack's last answers drain before the next phase.
        await sleep(2000)
      }
    }
  } finally {
    await started?.stop()
  }
  report([summarize('idle', runs.idle), summarize('attack', runs.attack)])
}

function report(rows) {
  console.log(`load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`)
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
      ['benchCpu', 'visitor CPU s/s'],
      ['attackerCpu', 'attacker CPU s/s'],
    ],
    new Set(['n', 'post', 'page', 'serverCpu', 'benchCpu', 'attackerCpu']),
  )
  const [idle, attacked] = rows
  if (!idle || !attacked) return
  const p50 = (text) => Number(text.split(' / ')[0])
  console.log(
    `\nvisitor p50 under attack / idle: post ${(p50(attacked.post) / Math.max(1, p50(idle.post))).toFixed(2)}x, page ${(p50(attacked.page) / Math.max(1, p50(idle.page))).toFixed(2)}x (goal: at most 2x)`,
  )
}

if (process.argv[2] === '--attacker') {
  // The attacker's own process: one attack, then its answers and the CPU seconds it used.
  process.once('message', async ({ origin, seconds }) => {
    const result = await attack(origin, seconds)
    process.send?.(result, () => process.exit(0))
  })
} else await main()
