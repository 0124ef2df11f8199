/**
 * `npm run bench:export [-- --rows 10000]` (after `npm run build`): how long the admin's CSV export
 * of N waitlist entries takes, and how much memory the app server needs for it.
 *
 * It serves the embedded backend on a free port (a throwaway data directory), fills the waitlist
 * with N entries (half confirmed, a tenth referred by someone), starts the production build pointed
 * at it as at a hosted project, signs in as the admin, and downloads /admin/waitlist/export.csv while
 * sampling the app process's resident memory (/proc/<pid>/status) every 10 ms. It prints the time to
 * the first byte, the total time, the size, and the memory above the warmed-up baseline: a streamed
 * export keeps that flat as N grows (one page of 500 rows at a time), a buffered one would grow with N.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './lib/production-server.mjs'

const rowsArg = process.argv.indexOf('--rows')
const ROWS = rowsArg > 0 ? Number(process.argv[rowsArg + 1]) : 10_000
const heapArg = process.argv.indexOf('--app-heap-mb')
/** Optional: cap the app's V8 old space (MiB); a buffered export of many rows would then run out of memory. */
const APP_HEAP_MB = heapArg > 0 ? Number(process.argv[heapArg + 1]) : null
const BUILD = join(process.env.RR_BUILD_DIR || 'build', 'server', 'index.js')
const ADMIN = { email: 'admin@example.com', password: 'admin-bench-password' }

if (!Number.isInteger(ROWS) || ROWS < 1) throw new Error('--rows must be a positive integer')
if (!existsSync(BUILD)) throw new Error(`${BUILD} is missing: run \`npm run build\` first`)

async function start(args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
  let out = ''
  child.stdout!.on('data', (c) => (out += c))
  child.stderr!.on('data', (c) => (out += c))
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready:\n${out}`)), 120_000)
    const check = () => ready.test(out) && (clearTimeout(timer), resolve())
    child.stdout!.on('data', check)
    child.stderr!.on('data', check)
    child.once('exit', (code) => (clearTimeout(timer), reject(new Error(`exited with ${code}:\n${out}`))))
  })
  return { child, output: () => out }
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.removeAllListeners('exit')
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

/** Resident memory of a process in MiB (VmRSS), from /proc. */
function rssMiB(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
  return Number(kb ?? 0) / 1024
}

type Download = {
  status: number
  headers: Record<string, string | string[] | undefined>
  bytes: number
  chunks: number
  firstByteMs: number
  totalMs: number
  text?: string
}

/** Called with the bytes received so far, on every chunk. */
type Progress = (bytes: number) => void

function download(port: number, path: string, cookie: string, keep = false, progress?: Progress): Promise<Download> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { Cookie: cookie } }, (res) => {
      let bytes = 0
      let chunks = 0
      let firstByteMs = 0
      const kept: Buffer[] = []
      res.on('data', (chunk: Buffer) => {
        if (chunks === 0) firstByteMs = performance.now() - started
        chunks += 1
        bytes += chunk.length
        progress?.(bytes)
        if (keep) kept.push(chunk)
      })
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          bytes,
          chunks,
          firstByteMs,
          totalMs: performance.now() - started,
          text: keep ? Buffer.concat(kept).toString('utf8') : undefined,
        }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

function post(port: number, path: string, form: Record<string, string>): Promise<{ status: number; cookies: string[] }> {
  const body = new URLSearchParams(form).toString()
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode ?? 0, cookies: res.headers['set-cookie'] ?? [] }))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-export-'))
  const backendPort = await freePort()
  const appPort = await freePort()
  const secret = randomBytes(32).toString('hex')
  const children: ChildProcess[] = []
  try {
    const backend = await start(
      ['--import', 'tsx', 'supabase/local/cli.ts'],
      {
        ...process.env,
        PORT: String(backendPort),
        SUPABASE_LOCAL_DATA_DIR: dataDir,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        WAITLIST_FUNCTION_SECRET: secret,
        NODE_NO_WARNINGS: '1',
      },
      /service_role key: \S+/,
    )
    children.push(backend.child)
    const field = (label: string) => new RegExp(`${label}: (\\S+)`).exec(backend.output())![1]!
    const url = `http://127.0.0.1:${backendPort}`
    const service = field('service_role key')

    // Fill the waitlist through the Data API with the secret key, 2,000 rows a request.
    const fillStarted = performance.now()
    const rest = async (path: string, body: unknown, prefer = 'return=minimal') => {
      const res = await fetch(`${url}/rest/v1/${path}`, {
        method: 'POST',
        headers: { apikey: service, Authorization: `Bearer ${service}`, 'Content-Type': 'application/json', Prefer: prefer },
        body: JSON.stringify(body),
      })
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`)
      return res
    }
    const interests = ['investing', 'banking', 'insurance', 'homeland', 'business']
    const referrers: string[] = []
    const day = 24 * 60 * 60 * 1000
    for (let start = 0; start < ROWS; start += 2000) {
      const batch = Array.from({ length: Math.min(2000, ROWS - start) }, (_, k) => {
        const i = start + k
        return {
          full_name: i % 97 === 0 ? `=HYPERLINK("x","Member ${i}")` : `Member ${i}, "the ${i}th"`,
          email: `member.${i}@example.com`,
          interest: interests[i % interests.length],
          created_at: new Date(Date.now() - (i % 60) * day - i * 1000).toISOString(),
          confirmed_at: i % 2 === 0 ? new Date().toISOString() : null,
          referred_by: referrers.length > 0 && i % 10 === 0 ? referrers[i % referrers.length] : null,
        }
      })
      const res = await rest('waitlist?select=id', batch, 'return=representation')
      if (referrers.length === 0) referrers.push(...((await res.json()) as { id: string }[]).slice(0, 200).map((r) => r.id))
    }
    const fillMs = performance.now() - fillStarted

    const app = await start(
      [...(APP_HEAP_MB ? [`--max-old-space-size=${APP_HEAP_MB}`] : []), 'server/index.mjs', BUILD],
      {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(appPort),
        HOST: '127.0.0.1',
        ACCESS_LOG: 'off',
        SUPABASE_URL: url,
        SUPABASE_ANON_KEY: field('anon key'),
        SUPABASE_SECRET_KEY: service,
        SESSION_SECRET: randomBytes(32).toString('hex'),
        SITE_URL: `http://127.0.0.1:${appPort}`,
        WAITLIST_FUNCTION_SECRET: secret,
        SUPABASE_LOCAL_DATA_DIR: undefined,
      },
      /\[server\] listening/,
    )
    children.push(app.child)
    const pid = app.child.pid!

    const signIn = await post(appPort, '/auth', { intent: 'sign-in', email: ADMIN.email, password: ADMIN.password })
    if (signIn.status !== 302) throw new Error(`admin sign-in answered ${signIn.status}`)
    const cookie = signIn.cookies.map((c) => c.split(';')[0]).join('; ')

    // Warm up (code loaded, connections open, JIT) with a small export, then measure the full one.
    const warm = await download(appPort, '/admin/waitlist/export.csv?q=member.1%40', cookie)
    if (warm.status !== 200) throw new Error(`export answered ${warm.status}`)
    global.gc?.()
    await new Promise((r) => setTimeout(r, 500))
    const baseline = rssMiB(pid)
    let peak = baseline
    const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 10)
    // The peak so far at every chunk, to show memory at each fifth of the download: flat if the
    // server holds one page at a time, rising all the way if it held every row.
    const marks: { bytes: number; peak: number }[] = []
    const run = await download(appPort, '/admin/waitlist/export.csv', cookie, true, (bytes) => marks.push({ bytes, peak }))
    clearInterval(sampler)
    const timeline = [1, 2, 3, 4, 5].map((f) => {
      const mark = marks.find((m) => m.bytes >= (run.bytes * f) / 5) ?? marks.at(-1)!
      return `+${(mark.peak - baseline).toFixed(1)}`
    })
    peak = Math.max(peak, rssMiB(pid))

    const lines = run.text!.split('\r\n').filter(Boolean).length - 1
    if (run.status !== 200 || lines !== ROWS) throw new Error(`expected ${ROWS} rows, got ${lines} (status ${run.status})`)
    console.log(
      [
        `CSV export of ${ROWS.toLocaleString('en-US')} waitlist entries (production build, backend over HTTP${APP_HEAP_MB ? `, app old space capped at ${APP_HEAP_MB} MiB` : ''})`,
        `  filled in            ${(fillMs / 1000).toFixed(1)} s`,
        `  content type         ${run.headers['content-type']}`,
        `  transfer             ${run.headers['transfer-encoding'] ?? 'fixed length'} (${run.chunks} chunks received)`,
        `  size                 ${(run.bytes / 1024 / 1024).toFixed(2)} MiB`,
        `  time to first byte   ${run.firstByteMs.toFixed(0)} ms`,
        `  total time           ${run.totalMs.toFixed(0)} ms (${Math.round((ROWS / run.totalMs) * 1000).toLocaleString('en-US')} rows/s)`,
        `  app RSS              baseline ${baseline.toFixed(1)} MiB, peak ${peak.toFixed(1)} MiB (+${(peak - baseline).toFixed(1)} MiB)`,
        `  peak so far (MiB above baseline) after each fifth of the rows: ${timeline.join(', ')}`,
      ].join('\n'),
    )
  } finally {
    for (const child of children.reverse()) await stop(child)
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
