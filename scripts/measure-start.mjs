// `npm run bench:start [-- --runs 5 --cases cold,fresh,reused]`: the CPU the production server
// (node server/index.mjs on the current build, embedded backend) spends before it answers its first
// page, read from /proc/<pid>/stat (user + system time of the process and all its threads, the
// database's worker included, plus its waited-for children) the moment GET / first answers 200.
// Loopback only, one server at a time, each stopped (SIGTERM) before the next starts.
//
// Cases, each with a new data directory made with mkdtemp:
//   cold    a new data directory and an empty database snapshot cache: the first start on a machine
//   fresh   a new data directory, the snapshot cache as a previous start left it
//   reused  a restart on the data directory the `fresh` start of the same round made
// Prints the median of the runs of each case (and every run), and the CPU at the moment the server
// says its embedded database is open ("[server] embedded database open": it listens before that,
// decision 037; a build from before that opened the database before listening). Build first.
import { spawn } from 'node:child_process'
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'

import { freePort, median, printTable } from './lib/production-server.mjs'
import { bound } from './lib/time-scale.mjs'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    cases: { type: 'string', default: 'cold,fresh,reused' },
    build: { type: 'string', default: process.env.RR_BUILD_DIR || 'build' },
    verbose: { type: 'boolean', default: false },
  },
})
const runs = Math.max(1, Math.min(20, Number(values.runs) || 5))
const cases = new Set(values.cases.split(','))
const serverEntry = resolve(values.build, 'server', 'index.js')
if (!existsSync(serverEntry)) throw new Error(`${serverEntry} not found: run the build first (npm run build)`)

// A build whose server listens before its database is open (it exports `opened`, app/entry.server.tsx).
const assetsDir = resolve(values.build, 'server', 'assets')
const listensFirst = readdirSync(assetsDir).some((name) => /\bfunction opened\(/.test(readFileSync(join(assetsDir, name), 'utf8')))
const OPEN_LINE = '[server] embedded database open'

const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100

/** CPU seconds of a process: utime + stime + cutime + cstime (fields 14-17 of /proc/<pid>/stat). */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  // After "pid (comm) ", field 3 (state) is index 0: utime is field 14, index 11.
  const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0)
  return ticks / ticksPerSecond
}

/** Starts the server on `dataDir`, waits for GET / to answer 200, reads its CPU, stops it. */
async function measure(dataDir, cacheDir) {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: origin,
    SUPABASE_LOCAL_DATA_DIR: dataDir,
    SUPABASE_LOCAL_TEMPLATE_CACHE: cacheDir,
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: 'admin-local-password',
    ACCESS_LOG: 'off',
  }
  delete env.SUPABASE_URL
  delete env.SUPABASE_ANON_KEY
  let output = ''
  const started = performance.now()
  const child = spawn(process.execPath, ['server/index.mjs', serverEntry], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  /** @type {(cpu: number) => void} */
  let dbOpen = () => {}
  const dbCpu = new Promise((resolveOpen) => (dbOpen = resolveOpen))
  child.stdout.on('data', (chunk) => {
    output += chunk
    if (output.includes(OPEN_LINE)) dbOpen(cpuSeconds(child.pid))
  })
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit))
  const deadline = Date.now() + bound(120_000)
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})\n${output}`)
      if (Date.now() > deadline) throw new Error(`no 200 on / before the deadline\n${output}`)
      const status = await fetch(`${origin}/`, { headers: { 'Accept-Encoding': 'identity' } }).then(
        async (r) => (await r.arrayBuffer(), r.status),
        () => 0,
      )
      if (status === 200) break
      await new Promise((r) => setTimeout(r, 20))
    }
    const cpu = cpuSeconds(child.pid)
    const wall = (performance.now() - started) / 1000
    const db = listensFirst ? await Promise.race([dbCpu, new Promise((r) => setTimeout(r, Math.max(0, deadline - Date.now())))]) : cpu // opened before the server listened
    if (db === undefined) throw new Error(`no "${OPEN_LINE}" line before the deadline\n${output}`)
    return { cpu, wall, db, output }
  } finally {
    child.kill('SIGTERM')
    await Promise.race([exited, new Promise((r) => setTimeout(r, bound(10_000)))])
    if (child.exitCode === null) child.kill('SIGKILL')
  }
}

const scratch = mkdtempSync(join(tmpdir(), 'measure-start-'))
const results = { cold: [], fresh: [], reused: [] }
const cache = join(scratch, 'snapshots')
try {
  for (let round = 0; round < runs; round++) {
    if (cases.has('cold')) {
      const cold = mkdtempSync(join(scratch, 'cold-'))
      const coldCache = mkdtempSync(join(scratch, 'cold-cache-'))
      results.cold.push(await measure(cold, coldCache))
      rmSync(cold, { recursive: true, force: true })
      rmSync(coldCache, { recursive: true, force: true })
    }
    if (cases.has('fresh') || cases.has('reused')) {
      if (round === 0 && (!existsSync(cache) || readdirSync(cache).length === 0)) {
        // The snapshot cache as the first start of a machine leaves it (not counted).
        const warm = mkdtempSync(join(scratch, 'warm-'))
        await measure(warm, cache)
        rmSync(warm, { recursive: true, force: true })
      }
      const dir = mkdtempSync(join(scratch, 'data-'))
      const fresh = await measure(dir, cache)
      if (cases.has('fresh')) results.fresh.push(fresh)
      if (cases.has('reused')) results.reused.push(await measure(dir, cache))
      rmSync(dir, { recursive: true, force: true })
    }
    process.stderr.write(`round ${round + 1}/${runs} done\n`)
  }
} finally {
  rmSync(scratch, { recursive: true, force: true })
}

const rows = Object.entries(results)
  .filter(([, list]) => list.length > 0)
  .map(([name, list]) => ({
    case: name,
    cpu: `${median(list.map((r) => r.cpu)).toFixed(2)} s`,
    wall: `${median(list.map((r) => r.wall)).toFixed(2)} s`,
    db: `${median(list.map((r) => r.db)).toFixed(2)} s`,
    each: list.map((r) => r.cpu.toFixed(2)).join(' '),
  }))
console.log(
  `CPU of the server process at its first 200 on / (median of ${runs}; load ${(await import('node:os')).loadavg()[0].toFixed(1)})`,
)
printTable(
  rows,
  [
    ['case', 'case'],
    ['cpu', 'CPU at first 200'],
    ['wall', 'wall to first 200'],
    ['db', 'CPU at database open'],
    ['each', 'CPU at first 200, each run'],
  ],
  new Set(['cpu', 'wall', 'db']),
)
if (values.verbose) for (const [name, list] of Object.entries(results)) for (const r of list) console.log(`--- ${name}\n${r.output}`)
