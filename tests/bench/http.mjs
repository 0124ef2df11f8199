// HTTP throughput of pages against a static file of the same bytes, on the same server, in one run
// (issue 12). The production build runs on the embedded backend; a copy of its client folder gets
// each page's HTML as a static file (with Brotli and gzip siblings, as the build writes them), and
// autocannon - a second process - loads each page and its static twin in turn, as a browser would
// ask (Accept-Encoding: br, gzip). Printed: requests/s, p50 and p99 latency, and page/static ratios.
//
//   npm run build && npm run bench:http
//   BENCH_SECONDS=4 BENCH_ROUNDS=3 BENCH_CONNECTIONS=16 npm run bench:http
//
// Targets (issue 12): anonymous views of pages that ship no JavaScript reach at least 0.5 of their
// static twin, anonymous `/` and `/signup` more than 0.2 (all served from the in-process page cache;
// /signup since docs/decisions/014-shared-pages-with-javascript.md). Rendered views (a request with a
// cookie bypasses the cache, as a signed-in visitor's does) are measured and printed, with no goal:
// React renders a page in milliseconds, a static file is answered from memory in microseconds.
import { spawn } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import { compressBoth } from '../../scripts/precompress.mjs'
import { printTable, startProductionServer } from '../../scripts/lib/production-server.mjs'

// Each page and its twin are measured in ROUNDS alternating windows of SECONDS; the round with the
// median ratio is reported (a shared machine's load drifts; alternating keeps both under the same).
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16)
const WARMUP_SECONDS = 2
const ENCODING = 'br, gzip'

// `cookie`: sent with the request, so the page is rendered (a cookie bypasses the shared cache).
const TARGETS = [
  { label: '/', path: '/', min: 0.5 },
  { label: '/ (rendered)', path: '/', cookie: 'bench=1' },
  { label: '/signup', path: '/signup', min: 0.2 },
  { label: '/signup (rendered)', path: '/signup', cookie: 'bench=1' },
  { label: '/terms', path: '/terms', min: 0.5 },
  { label: '/terms (rendered)', path: '/terms', cookie: 'bench=1' },
]

const buildDir = resolve(process.env.RR_BUILD_DIR || 'build')
const autocannonBin = join(createRequire(import.meta.url).resolve('autocannon/package.json'), '..', 'autocannon.js')

// 1. The pages' bytes, as an anonymous visitor gets them.
const probe = await startProductionServer({ buildDir })
const pages = new Map()
try {
  for (const target of TARGETS) {
    if (pages.has(target.path)) continue
    const response = await fetch(probe.origin + target.path, { headers: { 'Accept-Encoding': 'identity' } })
    if (response.status !== 200) throw new Error(`${target.path} answered ${response.status}`)
    pages.set(target.path, Buffer.from(await response.arrayBuffer()))
  }
} finally {
  await probe.stop()
}

// 2. The same build with a static twin of each page: server/ is the build's, client/ a copy.
const root = mkdtempSync(join(tmpdir(), 'bench-http-'))
symlinkSync(join(buildDir, 'server'), join(root, 'server'), 'dir')
cpSync(join(buildDir, 'client'), join(root, 'client'), { recursive: true })
mkdirSync(join(root, 'client', '__bench'))
// .txt: the same bytes through the same static path (any build's server knows the type).
const twinOf = (path) => `/__bench/${path === '/' ? 'index' : path.slice(1).replaceAll('/', '_')}.txt`
for (const [path, body] of pages) {
  const file = join(root, 'client', twinOf(path))
  const { br, gz } = compressBoth(body)
  writeFileSync(file, body)
  writeFileSync(`${file}.br`, br)
  writeFileSync(`${file}.gz`, gz)
}

const server = await startProductionServer({ serverEntry: join(root, 'server', 'index.js') })
console.log(
  `bench:http - ${server.origin}, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s, median round, Accept-Encoding: ${ENCODING}\n`,
)

/** Runs autocannon in its own process; returns { rps, p50, p99, errors }. */
function load(url, seconds, cookie) {
  const args = [autocannonBin, '-j', '-c', String(CONNECTIONS), '-d', String(seconds), '-H', `accept-encoding=${ENCODING}`]
  if (cookie) args.push('-H', `cookie=${cookie}`)
  args.push(url)
  return new Promise((resolveRun, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.stderr.on('data', (chunk) => (err += chunk))
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}: ${err}`))
      const result = JSON.parse(out)
      resolveRun({
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.non2xx,
      })
    })
  })
}

const rows = []
let failed = false
try {
  for (const target of TARGETS) {
    const pageUrl = server.origin + target.path
    const twinUrl = server.origin + twinOf(target.path)
    await load(pageUrl, WARMUP_SECONDS, target.cookie)
    await load(twinUrl, WARMUP_SECONDS)
    const rounds = []
    for (let round = 0; round < ROUNDS; round++) {
      const page = await load(pageUrl, SECONDS, target.cookie)
      const twin = await load(twinUrl, SECONDS)
      rounds.push({ page, twin, ratio: page.rps / twin.rps })
    }
    rounds.sort((a, b) => a.ratio - b.ratio)
    const { page, twin, ratio } = rounds[Math.floor(rounds.length / 2)]
    const ok = target.min === undefined || ratio >= target.min
    if (!ok || page.errors > 0) failed = true
    rows.push({
      target: target.label,
      rps: page.rps.toFixed(0),
      p50: `${page.p50} ms`,
      p99: `${page.p99} ms`,
      twin: twin.rps.toFixed(0),
      twinLatency: `${twin.p50} / ${twin.p99} ms`,
      ratio: ratio.toFixed(2),
      goal: target.min === undefined ? '-' : `>= ${target.min}`,
      result: page.errors > 0 ? `${page.errors} errors` : ok ? 'ok' : 'BELOW',
    })
  }
} finally {
  await server.stop()
  rmSync(root, { recursive: true, force: true })
}

printTable(
  rows,
  [
    ['target', 'Page'],
    ['rps', 'req/s'],
    ['p50', 'p50'],
    ['p99', 'p99'],
    ['twin', 'static req/s'],
    ['twinLatency', 'static p50 / p99'],
    ['ratio', 'ratio'],
    ['goal', 'goal'],
    ['result', 'result'],
  ],
  new Set(['rps', 'p50', 'p99', 'twin', 'ratio']),
)
console.log(failed ? '\nbench:http: a page is below its goal' : '\nbench:http: every page meets its goal')
process.exit(failed ? 1 : 0)
