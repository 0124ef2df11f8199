/**
 * `npm run bench:scale [-- --sizes 10000,100000,200000]` (after `npm run build`): how the waitlist's
 * costs grow with its length, on the production build with the embedded backend (decision 018).
 *
 * For each size (ascending, in one throwaway data directory) it loads the waitlist straight into the
 * embedded database (one INSERT ... SELECT: a third confirmed, a tenth referred, as the triggers of a
 * real list would see a bulk import), starts `node server/index.mjs` on that directory, and prints:
 * - the status page of a member at the end of the line (median of 20 views);
 * - the admin list's first page, a deep page (a keyset cursor 90% down the list) and a search;
 * - the CSV export's rows per second;
 * - a visitor's static file and page latency (p50, p99) while 16 status views run continuously and
 *   an export downloads at once.
 * - how long the server's main thread was blocked during that mix (scripts/loop-probe.mjs: event-loop
 *   delay max and p99, busy share, turns over 50 ms), and the bench's own event-loop delay (a late
 *   client inflates the visitor's figures too).
 * Goals (issue 20): visitor p99 under 200 ms; status time at the largest size / smallest under 2.
 * Budget (load-independent, printed): the main thread's longest block during the mix under
 * LOOP_BUDGET_MS. `--profile` also writes the main thread's CPU profile of the mix and prints its top
 * self-time frames (scripts/cpu-profile-top.mjs).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { Worker } from 'node:worker_threads'

import { openDatabase } from '../supabase/local/db'
import { freePort } from './lib/production-server.mjs'

const sizesArg = process.argv.indexOf('--sizes')
const SIZES = (sizesArg > 0 ? process.argv[sizesArg + 1]! : '10000,100000,200000').split(',').map(Number)
if (SIZES.some((n) => !Number.isInteger(n) || n < 1000)) throw new Error('--sizes: whole numbers of at least 1000, comma-separated')
SIZES.sort((a, b) => a - b)
const BUILD = join(process.env.RR_BUILD_DIR || 'build', 'server', 'index.js')
if (!existsSync(BUILD)) throw new Error(`${BUILD} is missing: run \`npm run build\` first`)
const ADMIN = { email: 'admin@example.com', password: 'admin-bench-password' }
const STATUS_TOKEN = 'bench-status-token-'.padEnd(43, 'x')
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 20)
const PROFILE = process.argv.includes('--profile')
/** The main thread's longest block (event-loop delay max) during the mix should stay under this. */
const LOOP_BUDGET_MS = 50

type Answer = { status: number; ms: number; bytes: number; cookies: string[]; body: string }

function request(
  port: number,
  path: string,
  { method = 'GET', headers = {} as Record<string, string>, body = '', keep = false } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        headers: { ...headers, ...(body ? { 'Content-Length': String(Buffer.byteLength(body)) } : {}) },
      },
      (res) => {
        let bytes = 0
        const kept: Buffer[] = []
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length
          if (keep) kept.push(chunk)
        })
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            bytes,
            cookies: res.headers['set-cookie'] ?? [],
            body: Buffer.concat(kept).toString('utf8'),
          }),
        )
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

let clientSeq = 0
/** A distinct client address per member (TRUST_PROXY=1), as many members would be. */
const asClient = () => ({ 'X-Forwarded-For': `10.${(clientSeq >> 16) & 255}.${(clientSeq >> 8) & 255}.${clientSeq++ & 255}` })

/** The visitor (plain JavaScript for a worker thread): a static file, then a cached page, every 25 ms. */
const VISITOR = `
const { workerData, parentPort } = require('node:worker_threads')
const http = require('node:http')
const { port, asset, seconds } = workerData
const get = (path, n) => new Promise((resolve, reject) => {
  const started = performance.now()
  const headers = { 'X-Forwarded-For': '10.250.' + ((n >> 8) & 255) + '.' + (n & 255) }
  const req = http.request({ host: '127.0.0.1', port, path, headers }, (res) => {
    res.resume()
    res.on('end', () => resolve(performance.now() - started))
  })
  req.on('error', reject)
  req.end()
})
;(async () => {
  const staticMs = []
  const pageMs = []
  const until = performance.now() + seconds * 1000
  let n = 0
  while (performance.now() < until) {
    staticMs.push(await get('/assets/' + asset, n++))
    pageMs.push(await get('/privacy', n++))
    await new Promise((r) => setTimeout(r, 25))
  }
  parentPort.postMessage({ staticMs, pageMs })
})()
`

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
}
const median = (values: number[]) => percentile(values, 50)

/** Adds entries up to `size` (ids and times continue from what is there) and a status token for the last confirmed one. */
async function load(dataDir: string, from: number, size: number): Promise<{ ms: number; deepCursor: string }> {
  const started = performance.now()
  const { db, lock } = await openDatabase(dataDir)
  try {
    await db.query(
      `insert into public.waitlist (id, full_name, email, interest, created_at, confirmed_at, referred_by, locale, preferred_language)
       select ('00000000-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid,
              case when i % 1000 = 7 then 'Chidi Nwọsu ' || i else 'Member ' || i end,
              'member.' || i || '@example.com', (array['investing','banking','insurance','homeland','business'])[1 + i % 5],
              timestamptz '2026-01-01' + i * interval '1 second',
              case when i % 3 = 0 then timestamptz '2026-06-01' + i * interval '1 second' end,
              case when i % 10 = 1 and i > 1000 then ('00000000-0000-4000-8000-' || lpad(to_hex(3 * (1 + i % 300)), 12, '0'))::uuid end,
              (array['en','en','fr','am'])[1 + i % 4],
              case when i % 4 <> 0 then (array['en','fr','am','so','sw','pt','ti','ar','other'])[1 + i % 9] end
       from generate_series($1::int + 1, $2::int) as i`,
      [from, size],
    )
    const digest = createHash('sha256').update(STATUS_TOKEN).digest()
    await db.query(`delete from private.waitlist_tokens where token_hash = $1`, [digest])
    await db.query(
      `insert into private.waitlist_tokens (token_hash, entry_id, purpose, expires_at)
       select $1, id, 'status', now() + interval '1 day' from public.waitlist where confirmed_at is not null
       order by confirmed_at desc, created_at desc, id desc limit 1`,
      [digest],
    )
    const [deep] = (
      await db.query<{ c: string; id: string }>(
        `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as c, id from public.waitlist
         order by created_at desc, id desc offset $1 limit 1`,
        [Math.floor(size * 0.9)],
      )
    ).rows
    await db.query('checkpoint')
    return { ms: performance.now() - started, deepCursor: `${deep!.c}~${deep!.id}` }
  } finally {
    await db.close()
    // One owner per data directory (decision 019): the app started next must be able to take it.
    lock?.release()
  }
}

type LoopReport = {
  delayMaxMs: number
  delayP99Ms: number
  delayP50Ms: number
  utilization: number
  longTasks: number
  longTaskMs: number
  longestMs: number
  turnCpuMaxMs: number | null
  turnCpuP99Ms: number | null
  turnsOver50Ms: number | null
  longTurns: [number, number][]
  gcCount: number
  gcMs: number
  gcLongestMs: number
  processCpuMs: number
  mainThreadCpuMs: number | null
  profile: string | null
}
type App = { child: ChildProcess; openProbe: () => void; closeProbe: () => Promise<LoopReport | null> }

async function startApp(dataDir: string, port: number, profileDir: string | null): Promise<App> {
  const child = spawn(process.execPath, ['--import', './scripts/loop-probe.mjs', 'server/index.mjs', BUILD], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      ACCESS_LOG: 'off',
      TRUST_PROXY: '1',
      SUPABASE_LOCAL_DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      SITE_URL: `http://127.0.0.1:${port}`,
      NODE_NO_WARNINGS: '1',
      ...(profileDir ? { LOOP_PROBE_PROFILE_DIR: profileDir } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout!.on('data', (c) => (out += c))
  child.stderr!.on('data', (c) => (out += c))
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready:\n${out}`)), 300_000)
    const check = () => /\[server\] listening/.test(out) && (clearTimeout(timer), resolve())
    child.stdout!.on('data', check)
    child.once('exit', (code) => (clearTimeout(timer), reject(new Error(`exited with ${code}:\n${out}`))))
  })
  // SIGUSR2 opens the probe's window; the next closes it and the probe prints its report.
  const openProbe = () => void child.kill('SIGUSR2')
  const closeProbe = async (): Promise<LoopReport | null> => {
    const from = out.length
    child.kill('SIGUSR2')
    for (let i = 0; i < 200; i++) {
      const line = out.slice(from).match(/\[loop-probe\] (\{.*\})\n/)
      if (line) return JSON.parse(line[1]!) as LoopReport
      await new Promise((r) => setTimeout(r, 50))
    }
    return null
  }
  return { child, openProbe, closeProbe }
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.removeAllListeners('exit')
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

async function measure(port: number, size: number, deepCursor: string, app: App) {
  const signIn = await request(port, '/auth', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...asClient() },
    body: new URLSearchParams({ intent: 'sign-in', email: ADMIN.email, password: ADMIN.password }).toString(),
  })
  if (signIn.status !== 302) throw new Error(`admin sign-in answered ${signIn.status}`)
  const admin = { Cookie: signIn.cookies.map((c) => c.split(';')[0]).join('; ') }
  const status = () => request(port, `/waitlist/status?token=${STATUS_TOKEN}`, { headers: asClient() })

  const first = await status()
  if (first.status !== 200) throw new Error(`status page answered ${first.status}`)
  const statusMs: number[] = []
  app.openProbe()
  for (let i = 0; i < 20; i++) statusMs.push((await status()).ms)
  const statusLoop = await app.closeProbe()
  const timed = async (path: string) => {
    const runs: number[] = []
    for (let i = 0; i < 5; i++) {
      const answer = await request(port, path, { headers: admin })
      if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`)
      runs.push(answer.ms)
    }
    return median(runs)
  }
  const adminFirst = await timed('/admin/waitlist')
  // The owner's count per preferred language comes from a maintained counter (never a scan); it
  // must match the rows the bulk load wrote (i % 4 <> 0 and i % 9 = 1 are French).
  const french = Array.from({ length: size }, (_, i) => i + 1).filter((i) => i % 4 !== 0 && i % 9 === 1).length
  const summary = await request(port, '/admin/waitlist', { headers: admin, keep: true })
  const counts = summary.body.split('data-testid="waitlist-language-counts"')[1]?.split('</dl>')[0] ?? ''
  if (!counts.includes(`>${french}</dd>`))
    throw new Error(`the admin page's language counts do not show ${french} for French: ${counts.replace(/<[^>]+>/g, ' ').slice(0, 400)}`)
  const adminDeep = await timed(`/admin/waitlist?after=${encodeURIComponent(deepCursor)}`)
  const searchRare = await timed('/admin/waitlist?q=Nwosu')
  const searchCommon = await timed('/admin/waitlist?q=member%201')
  app.openProbe()
  const exportRun = await request(port, '/admin/waitlist/export.csv', { headers: admin, keep: true })
  const exportLoop = await app.closeProbe()
  const exported = exportRun.body.split('\r\n').filter(Boolean).length - 1
  if (exported !== size) throw new Error(`export had ${exported} rows, expected ${size}`)
  const csvRowsPerSecond = (size / exportRun.ms) * 1000

  // A visitor while 16 status views run continuously and an export downloads.
  const asset = readdirSync(join(process.env.RR_BUILD_DIR || 'build', 'client', 'assets')).find((f) => f.endsWith('.css')) ?? 'favicon.ico'
  let loaded = true
  app.openProbe()
  const own = monitorEventLoopDelay({ resolution: 10 })
  own.enable()
  const views = { count: 0, bytes: 0 }
  const hammer = async () => {
    while (loaded) {
      const answer = await status()
      views.count += 1
      views.bytes += answer.bytes
    }
  }
  const mixStarted = performance.now()
  let exportMs = NaN
  const load = [
    ...Array.from({ length: 16 }, hammer),
    request(port, '/admin/waitlist/export.csv', { headers: admin }).then(() => (exportMs = performance.now() - mixStarted)),
  ]
  // The visitor asks and times from a thread of its own: this thread's event loop is busy with the
  // 16 status views and the export, and its delays would count as the server's.
  const visitor = new Worker(VISITOR, { eval: true, workerData: { port, asset, seconds: LOAD_SECONDS } })
  const { staticMs, pageMs } = await new Promise<{ staticMs: number[]; pageMs: number[] }>((resolve, reject) => {
    visitor.once('message', resolve)
    visitor.once('error', reject)
  })
  await visitor.terminate()
  loaded = false
  await Promise.all(load)
  own.disable()
  const loop = await app.closeProbe()
  const bench = { delayMaxMs: own.max / 1e6, delayP99Ms: own.percentile(99) / 1e6 }
  return {
    statusMs: median(statusMs),
    adminFirst,
    adminDeep,
    searchRare,
    searchCommon,
    csvRowsPerSecond,
    staticMs,
    pageMs,
    loop,
    bench,
    views,
    exportMs,
    statusLoop,
    exportLoop,
  }
}

const perUnit = (report: LoopReport | null, units: number) =>
  report?.mainThreadCpuMs == null ? '?' : (report.mainThreadCpuMs / units).toFixed(1)

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-scale-'))
  const results: { size: number; loadMs: number; r: Awaited<ReturnType<typeof measure>> }[] = []
  let have = 0
  try {
    for (const size of SIZES) {
      const { ms: loadMs, deepCursor } = await load(dataDir, have, size)
      have = size
      const port = await freePort()
      const profileDir = PROFILE ? mkdtempSync(join(tmpdir(), 'bench-scale-profile-')) : null
      const app = await startApp(dataDir, port, profileDir)
      try {
        const r = await measure(port, size, deepCursor, app)
        results.push({ size, loadMs, r })
        const f = (n: number) => `${n.toFixed(0)} ms`
        console.log(
          [
            `${size.toLocaleString('en-US')} entries (loaded in ${(loadMs / 1000).toFixed(0)} s)`,
            `  status page (median of 20)     ${f(r.statusMs)}`,
            `  admin first page               ${f(r.adminFirst)}`,
            `  admin deep page (90% down)     ${f(r.adminDeep)}`,
            `  admin search "Nwosu"           ${f(r.searchRare)}`,
            `  admin search "member 1"        ${f(r.searchCommon)}`,
            `  CSV export                     ${Math.round(r.csvRowsPerSecond).toLocaleString('en-US')} rows/s`,
            `  visitor under load (16 status views + export, ${LOAD_SECONDS} s: ${r.views.count} status views of ${Math.round(r.views.bytes / Math.max(1, r.views.count) / 1024)} KB, export done in ${(r.exportMs / 1000).toFixed(1)} s):`,
            `    static file p50 ${f(percentile(r.staticMs, 50))}, p99 ${f(percentile(r.staticMs, 99))} (${r.staticMs.length} requests)`,
            `    page        p50 ${f(percentile(r.pageMs, 50))}, p99 ${f(percentile(r.pageMs, 99))} (${r.pageMs.length} requests)`,
            r.loop
              ? `  server main thread during the mix: event-loop delay max ${f(r.loop.delayMaxMs)}, p99 ${f(r.loop.delayP99Ms)}, p50 ${f(r.loop.delayP50Ms)}; busy ${(100 * r.loop.utilization).toFixed(0)}%; turns over 50 ms: ${r.loop.longTasks} (${r.loop.longTaskMs} ms, longest ${r.loop.longestMs} ms)`
              : '  server main thread: no probe report',
            `  server main thread alone: a status view costs ${perUnit(r.statusLoop, 20)} ms CPU, its longest turn ${r.statusLoop?.turnCpuMaxMs ?? '?'} ms CPU; the export ${perUnit(r.exportLoop, size / 1000)} ms CPU per 1,000 rows, its longest turn ${r.exportLoop?.turnCpuMaxMs ?? '?'} ms CPU`,
            r.loop
              ? `  server main thread's CPU per turn of its event loop during the mix: max ${r.loop.turnCpuMaxMs ?? '?'} ms, p99 ${r.loop.turnCpuP99Ms ?? '?'} ms, turns over 50 ms ${r.loop.turnsOver50Ms ?? '?'}; ${r.loop.gcCount} garbage collections, ${r.loop.gcMs} ms, the longest ${r.loop.gcLongestMs} ms; CPU in the mix: main thread ${r.loop.mainThreadCpuMs ?? '?'} ms, whole process ${r.loop.processCpuMs} ms`
              : '',
            `  bench client's own event-loop delay (the visitor times from a thread of its own): max ${f(r.bench.delayMaxMs)}, p99 ${f(r.bench.delayP99Ms)}`,
            r.loop?.turnCpuMaxMs != null
              ? `  budget: the main thread's longest turn during the mix took ${r.loop.turnCpuMaxMs} ms of its CPU: ${r.loop.turnCpuMaxMs < LOOP_BUDGET_MS ? 'within' : 'OVER'} ${LOOP_BUDGET_MS} ms`
              : '',
            `  load average at the end: ${loadavg()
              .map((l) => l.toFixed(2))
              .join(' ')}`,
          ].join('\n'),
        )
        if (r.loop?.profile) {
          const { during, summarise } = await import('./cpu-profile-top.mjs')
          const profile = JSON.parse(readFileSync(r.loop.profile, 'utf8'))
          const p = summarise(profile, 15)
          console.log(
            `  CPU profile ${r.loop.profile}: busy ${p.busyMs.toFixed(0)} of ${p.totalMs.toFixed(0)} ms; longest stretches ${p.longestMs.map((m: number) => m.toFixed(0)).join(', ')} ms`,
          )
          for (const [name, ms] of p.byPackage.slice(0, 8)) console.log(`    ${ms.toFixed(0).padStart(6)} ms  ${name}`)
          for (const [name, ms] of p.self) console.log(`    ${ms.toFixed(0).padStart(6)} ms  ${name}`)
          if (r.loop.longTurns.length > 0) {
            console.log(`  in the ${r.loop.longTurns.length} turns over ${LOOP_BUDGET_MS} ms of CPU (samples):`)
            for (const [name, n] of during(profile, r.loop.longTurns)) console.log(`    ${String(n).padStart(6)}  ${name}`)
          }
        }
      } finally {
        await stop(app.child)
      }
    }
    if (results.length > 1) {
      const ratio = results.at(-1)!.r.statusMs / results[0]!.r.statusMs
      const worstP99 = Math.max(...results.flatMap(({ r }) => [percentile(r.staticMs, 99), percentile(r.pageMs, 99)]))
      console.log(
        `status page ${results.at(-1)!.size}/${results[0]!.size}: ratio ${ratio.toFixed(2)} (goal < 2); worst visitor p99 ${worstP99.toFixed(0)} ms (goal < 200 ms)`,
      )
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
