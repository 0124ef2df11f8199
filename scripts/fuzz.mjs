// `npm run fuzz [-- options]`: throws fuzzed bodies at every action of the production build and
// reports, per action, the answers' statuses, 5xx, hangs and p99 latency, and what another visitor
// saw meanwhile (a heartbeat client: GET /terms every 250 ms, rendered, on a new connection each
// time). Exits non-zero on any 5xx or hang.
//
//   --per-route N      bodies per action (default 10000)
//   --concurrency C    requests in flight (default 32)
//   --seed S           the run's seed; body i of a route is a function of (S, route, i) (default 1)
//   --only LIST        comma list of route patterns (`/auth`, `/admin/*`), route ids
//                      (`routes/profile`), or prefixes ending in `*` (`/admin*`)
//   --as ROLE          anonymous | user | admin | reset: post as this role instead of the route's own
//   --hang-ms MS       an answer later than this on a quiet machine is a hang (default 30000; times the
//                      load per core at the start, 1 to 4, or TEST_TIME_SCALE)
//   --rest-seconds S   heartbeat at rest before the fuzz, for comparison (default 10)
//   --data-share F     share of requests sent to the `.data` endpoint (default 0.25)
//   --json FILE        also write the figures (and the failing bodies' indices) as JSON
//   --profile DIR      write the server's CPU profile (node --cpu-prof) to DIR
//   --server-log FILE  where the server's output goes (default: a temporary file, printed on failure)
//   --no-build         skip `npm run build` (the build must exist)
//
// The server runs as `npm start` runs it (NODE_ENV=production, server/index.mjs, the embedded
// backend on a throwaway data directory), with ADMIN_EMAIL/ADMIN_PASSWORD (the admin signs in),
// LOCAL_MAILBOX=on (the normal user confirms its address from /dev/mailbox) and TRUST_PROXY=1: every
// request carries its own random X-Forwarded-For, so the per-client rate limits (3 joins per 10 min,
// ...) do not turn most valid bodies into 429s and the bodies reach validation and the database, as
// the security review's server F did. Per-account and global limits still apply.

import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { Agent, request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'

import { buildBody, prng, seedOf, specialIndices } from './lib/fuzz-bodies.mjs'
import { assertSignedIn, createConfirmedUser, resetGrant, signIn } from './lib/fuzz-session.mjs'
import { startProductionServer } from './lib/production-server.mjs'
import { timeScale } from './lib/time-scale.mjs'

const { values: opts } = parseArgs({
  options: {
    'per-route': { type: 'string', default: '10000' },
    concurrency: { type: 'string', default: '32' },
    seed: { type: 'string', default: '1' },
    only: { type: 'string' },
    as: { type: 'string' },
    'hang-ms': { type: 'string', default: '30000' },
    'rest-seconds': { type: 'string', default: '10' },
    'data-share': { type: 'string', default: '0.25' },
    json: { type: 'string' },
    'server-log': { type: 'string' },
    profile: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
})
const perRoute = Number(opts['per-route'])
const concurrency = Number(opts.concurrency)
const seed = opts.seed
// --hang-ms is the bound on a quiet machine. Like every failure bound in the tests (decision 028), it
// grows with the load per core when the fuzz starts (between 1 and 4, or TEST_TIME_SCALE): on a busy
// machine a bcrypt-heavy action at concurrency 16 answers in 15-20 s and is slow, not hung. A request
// that never answers still fails.
const scale = timeScale()
const hangMs = Math.round(Number(opts['hang-ms']) * scale)
const restSeconds = Number(opts['rest-seconds'])
const dataShare = Number(opts['data-share'])
if (!(perRoute > 0 && concurrency > 0 && hangMs > 0)) throw new Error('--per-route, --concurrency and --hang-ms must be positive')
if (opts.as && !['anonymous', 'user', 'admin', 'reset'].includes(opts.as)) throw new Error('--as: anonymous | user | admin | reset')

const buildDir = process.env.RR_BUILD_DIR || 'build'
const ADMIN_EMAIL = 'fuzz-admin@example.com'
const ADMIN_PASSWORD = `fuzz-admin-${process.pid}-password`
const USER_PASSWORD = 'fuzz-user-password-1'

// --- 1. The production build and its action routes.

if (!opts['no-build']) {
  console.log('== npm run build')
  const built = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' })
  if (built.status !== 0) {
    console.error(built.stdout.slice(-4000), built.stderr.slice(-4000))
    process.exit(1)
  }
}

/** Every route of the build's manifest that exports an action, with the URL to post to. */
function actionRoutes() {
  const assets = join(buildDir, 'client', 'assets')
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name))
  if (!file) throw new Error(`no route manifest in ${assets}`)
  const text = readFileSync(join(assets, file), 'utf8')
  const manifest = JSON.parse(text.slice(text.indexOf('=') + 1).replace(/;\s*$/, ''))
  const pattern = (id) => {
    const route = manifest.routes[id]
    const parent = route.parentId ? pattern(route.parentId) : ''
    return `${parent}/${route.path ?? ''}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1')
  }
  return Object.values(manifest.routes)
    .filter((route) => route.hasAction)
    .map((route) => {
      const p = pattern(route.id)
      // A splat gets a path nothing else matches; an index route needs ?index (else the layout is the target).
      // Public pages sit under an optional language segment (decision 030): fuzzed at their English address.
      const english = p.replace(/^\/:locale\?(?=\/|$)/, '') || '/'
      const path = english.replace(/\/\*$/, '/fuzz-no-such-page').replace(/\/:(\w+)/g, '/fuzz-$1')
      return { id: route.id, pattern: english, path, search: route.index ? '?index' : '' }
    })
}

function defaultRole(route) {
  if (route.pattern.startsWith('/admin')) return 'admin'
  if (route.id === 'routes/profile') return 'user'
  if (route.id === 'routes/auth.reset-password') return 'reset'
  return 'anonymous'
}

function selected(routes) {
  if (!opts.only) return routes
  const wanted = opts.only
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const chosen = routes.filter((route) =>
    wanted.some(
      (w) => w === route.pattern || w === route.id || (w.endsWith('*') && !w.endsWith('/*') && route.pattern.startsWith(w.slice(0, -1))),
    ),
  )
  if (chosen.length === 0) throw new Error(`--only ${opts.only} matches none of: ${routes.map((r) => r.pattern).join(', ')}`)
  return chosen
}

// --- 2. Statistics.

const quantile = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : NaN)
const ms = (value) => (Number.isFinite(value) ? (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`) : '-')

function summary(latencies) {
  const sorted = Float64Array.from(latencies).sort()
  return { n: sorted.length, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), max: sorted.length ? sorted[sorted.length - 1] : NaN }
}

// --- 3. Sending.

/**
 * Sends one request; resolves with { status | error, ms, hang }. A hang is no complete answer within
 * hangMs (the request is then cut off).
 */
function send(agent, port, { path, headers, body, chunked }) {
  return new Promise((resolveSend) => {
    const started = performance.now()
    let settled = false
    let status = 0
    const finish = (outcome) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolveSend({ ms: performance.now() - started, ...outcome })
    }
    const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path, headers, agent }, (res) => {
      status = res.statusCode ?? 0
      res.on('data', () => {})
      res.on('end', () => finish({ status }))
      res.on('error', (error) => finish(status ? { status } : { error: error.code ?? error.message }))
    })
    const timer = setTimeout(() => {
      finish({ hang: true, status })
      req.destroy()
    }, hangMs)
    // An early answer (413 before the body is sent) may be followed by EPIPE/ECONNRESET: the answer counts.
    req.on('error', (error) => finish(status ? { status } : { error: error.code ?? error.message }))
    if (chunked) {
      const buffer = Buffer.isBuffer(body) ? body : Buffer.from(body)
      const step = 64 * 1024
      for (let at = 0; at < buffer.length; at += step) req.write(buffer.subarray(at, at + step))
      req.end()
    } else req.end(body)
  })
}

/**
 * Another visitor: GET /terms every 250 ms, one at a time (a late answer delays the next beat, so the
 * probe never piles up connections of its own), each on a new connection as a new visitor's browser
 * opens one. A cookie keeps the page out of the shared page cache (server/page-cache.mjs): it is
 * rendered by the app every time.
 */
function startHeartbeat(port) {
  let bucket = { latencies: [], failures: 0 }
  let stopped = false
  const beat = () =>
    new Promise((resolveBeat) => {
      const target = bucket
      const started = performance.now()
      const done = (failed) => {
        target.latencies.push(performance.now() - started)
        if (failed) target.failures += 1
        resolveBeat()
      }
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/terms',
          headers: { Cookie: 'fuzz_heartbeat=1', 'X-Forwarded-For': '192.0.2.250' },
          agent: false,
        },
        (res) => {
          res.resume()
          res.on('end', () => done(res.statusCode !== 200))
          res.on('error', () => done(true))
        },
      )
      req.setTimeout(hangMs, () => req.destroy(new Error('heartbeat timeout')))
      req.on('error', () => done(true))
      req.end()
    })
  const loop = (async () => {
    while (!stopped) {
      const started = performance.now()
      await beat()
      await new Promise((r) => setTimeout(r, Math.max(0, 250 - (performance.now() - started))))
    }
  })()
  return {
    /** Starts a new bucket and returns the finished one. */
    rotate() {
      const done = bucket
      bucket = { latencies: [], failures: 0 }
      return done
    },
    stop() {
      stopped = true
      return loop
    },
  }
}

async function fuzzRoute(server, route, cookie) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency })
  const special = specialIndices(perRoute, seed, route.id)
  const statuses = new Map()
  const latencies = []
  const failures = []
  let hangs = 0
  let next = 0
  const count = (key) => statuses.set(key, (statuses.get(key) ?? 0) + 1)

  async function worker() {
    while (next < perRoute) {
      const index = next++
      const fuzz = buildBody({ seed, routeId: route.id, index, special: special.get(index) })
      const r = prng(seedOf(seed, route.id, index, 'request'))
      const dataRequest = r.next() < dataShare
      const base = dataRequest ? (route.path === '/' ? '/_root.data' : `${route.path}.data`) : route.path
      const headers = {
        'X-Forwarded-For': `10.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`,
        Accept: dataRequest ? '*/*' : 'text/html',
      }
      if (cookie) headers.Cookie = cookie
      if (fuzz.contentType) headers['Content-Type'] = fuzz.contentType
      const originRoll = r.next()
      if (originRoll < 0.1) headers.Origin = server.origin
      else if (originRoll < 0.13) headers.Origin = r.pick(['http://evil.example', 'null'])
      const body = Buffer.isBuffer(fuzz.body) ? fuzz.body : Buffer.from(fuzz.body)
      if (fuzz.chunked) headers['Transfer-Encoding'] = 'chunked'
      else headers['Content-Length'] = String(body.length)
      const outcome = await send(agent, server.port, { path: base + route.search, headers, body, chunked: fuzz.chunked })
      if (outcome.hang) {
        hangs += 1
        count('hang')
      } else if (outcome.error) count(outcome.error)
      else count(String(outcome.status))
      latencies.push(outcome.ms)
      if (outcome.hang || outcome.status >= 500) {
        failures.push({
          index,
          kind: fuzz.kind,
          url: base + route.search,
          status: outcome.status || null,
          hang: Boolean(outcome.hang),
          ms: Math.round(outcome.ms),
          body: body.subarray(0, 300).toString('latin1'),
        })
      }
    }
  }

  const started = performance.now()
  await Promise.all(Array.from({ length: concurrency }, worker))
  agent.destroy()
  const fiveXX = [...statuses].filter(([key]) => /^5\d\d$/.test(key)).reduce((sum, [, n]) => sum + n, 0)
  return { seconds: (performance.now() - started) / 1000, statuses, fiveXX, hangs, latency: summary(latencies), failures }
}

// --- 4. The run.

const routes = selected(actionRoutes())
console.log(`== ${routes.length} action routes: ${routes.map((r) => r.pattern).join(', ')}`)
const logDir = opts['server-log'] ? null : mkdtempSync(join(tmpdir(), 'fuzz-log-'))
const serverLog = opts['server-log'] ? resolve(opts['server-log']) : join(logDir, 'server.log')
const server = await startProductionServer({
  buildDir,
  // Output to a file, not a pipe: a pipe the fuzzer is too busy to drain would block the server.
  logFile: serverLog,
  nodeArgs: opts.profile ? ['--cpu-prof', `--cpu-prof-dir=${resolve(opts.profile)}`] : [],
  env: { TRUST_PROXY: '1', ADMIN_EMAIL, ADMIN_PASSWORD, LOCAL_MAILBOX: 'on', ACCESS_LOG: 'off' },
})
console.log(`== server ${server.origin} (pid ${server.pid}, data ${server.dataDir}, log ${serverLog})`)
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`== ${signal}: stopping the server`)
    void server.stop().finally(() => process.exit(130))
  })
}
const crashed = () => server.child.exitCode !== null || server.child.signalCode !== null

const userEmail = `fuzz-user-${process.pid}@example.com`
const resetEmail = `fuzz-reset-${process.pid}@example.com`
const roles = new Set(routes.map((route) => opts.as ?? defaultRole(route)))
if (roles.has('user')) await createConfirmedUser(server.origin, userEmail, USER_PASSWORD)
if (roles.has('reset')) await createConfirmedUser(server.origin, resetEmail, USER_PASSWORD)

/** A fresh session for each route's run (access tokens last an hour; a run can outlast one). */
async function cookieFor(role) {
  if (role === 'anonymous') return ''
  if (role === 'reset') return (await resetGrant(server.origin, resetEmail)).header()
  const [email, password, check] = role === 'admin' ? [ADMIN_EMAIL, ADMIN_PASSWORD, '/admin/users'] : [userEmail, USER_PASSWORD, '/profile']
  const jar = await signIn(server.origin, email, password)
  await assertSignedIn(server.origin, jar, check)
  return jar.header()
}

const heartbeat = startHeartbeat(server.port)
await new Promise((r) => setTimeout(r, restSeconds * 1000))
const rest = summary(heartbeat.rotate().latencies)
console.log(`== heartbeat at rest (${restSeconds} s): p50 ${ms(rest.p50)}, p99 ${ms(rest.p99)}, max ${ms(rest.max)}`)

const results = []
for (const route of routes) {
  if (crashed()) break
  const role = opts.as ?? defaultRole(route)
  const cookie = await cookieFor(role)
  heartbeat.rotate()
  const result = await fuzzRoute(server, route, cookie)
  const beat = heartbeat.rotate()
  result.heartbeat = { ...summary(beat.latencies), failures: beat.failures }
  results.push({ route, role, ...result })
  const hist = [...result.statuses]
    .sort()
    .map(([k, n]) => `${k}:${n}`)
    .join(' ')
  console.log(
    `${route.pattern} as ${role}: ${perRoute} in ${result.seconds.toFixed(1)} s | ${hist} | 5xx ${result.fiveXX}, hangs ${result.hangs}, p99 ${ms(result.latency.p99)} | heartbeat p50 ${ms(result.heartbeat.p50)} p99 ${ms(result.heartbeat.p99)} max ${ms(result.heartbeat.max)}`,
  )
}
await new Promise((r) => setTimeout(r, restSeconds * 1000))
const restAfter = summary(heartbeat.rotate().latencies)
await heartbeat.stop()
const serverCrashed = crashed()

// --- 5. The report.

const row = (cells) => `| ${cells.join(' | ')} |`
const lines = [
  `Fuzz: ${perRoute} bodies per action, concurrency ${concurrency}, seed ${seed}, hang = no answer within ${hangMs / 1000} s (load scale ${scale.toFixed(2)}), ${Math.round(dataShare * 100)}% to .data`,
  '',
  row(['action', 'as', 'time', 'statuses', '5xx', 'hangs', 'fuzz p50', 'fuzz p99', 'heartbeat p50 / p99 / max']),
  row(Array(9).fill('---')),
  row(['(heartbeat at rest, before)', '', `${restSeconds} s`, '', '', '', '', '', `${ms(rest.p50)} / ${ms(rest.p99)} / ${ms(rest.max)}`]),
  ...results.map((r) =>
    row([
      `POST ${r.route.pattern}`,
      r.role,
      `${r.seconds.toFixed(0)} s`,
      [...r.statuses]
        .sort()
        .map(([k, n]) => `${k}:${n}`)
        .join(' '),
      String(r.fiveXX),
      String(r.hangs),
      ms(r.latency.p50),
      ms(r.latency.p99),
      `${ms(r.heartbeat.p50)} / ${ms(r.heartbeat.p99)} / ${ms(r.heartbeat.max)}${r.heartbeat.failures ? ` (${r.heartbeat.failures} failed)` : ''}`,
    ]),
  ),
  row([
    '(heartbeat at rest, after)',
    '',
    `${restSeconds} s`,
    '',
    '',
    '',
    '',
    '',
    `${ms(restAfter.p50)} / ${ms(restAfter.p99)} / ${ms(restAfter.max)}`,
  ]),
]
const total5xx = results.reduce((sum, r) => sum + r.fiveXX, 0)
const totalHangs = results.reduce((sum, r) => sum + r.hangs, 0)
lines.push(
  '',
  `Total: ${results.length * perRoute} bodies, ${total5xx} x 5xx, ${totalHangs} hangs${serverCrashed ? ', THE SERVER EXITED' : ''}.`,
)
console.log(`\n${lines.join('\n')}`)

for (const r of results) {
  for (const f of r.failures.slice(0, 10)) {
    console.log(
      `  ${r.route.pattern} body ${f.index} (${f.kind}, ${f.url}): ${f.hang ? 'hang' : f.status} after ${f.ms} ms; rebuild with --seed ${seed} --only ${r.route.id}: ${JSON.stringify(f.body.slice(0, 160))}`,
    )
  }
}
// The server's complaints, by kind (the analytics lines are one JSON line per join attempt).
const kinds = new Map()
for (const line of server.log().split('\n')) {
  if (!line || /^\s+at /.test(line) || /"type":"analytics"/.test(line) || /^\[server\] listening/.test(line)) continue
  const kind = (/"type":"([^"]+)"/.exec(line)?.[1] ?? line.replace(/\d+/g, 'N')).slice(0, 140)
  kinds.set(kind, (kinds.get(kind) ?? 0) + 1)
}
if (kinds.size)
  console.log(
    `\nserver log (${serverLog}), lines by kind:\n${[...kinds]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 15)
      .map(([k, n]) => `  ${n} x ${k}`)
      .join('\n')}`,
  )

if (opts.json) {
  const json = {
    perRoute,
    concurrency,
    seed,
    hangMs,
    dataShare,
    rest,
    restAfter,
    results: results.map((r) => ({
      ...r,
      route: r.route.pattern,
      id: r.route.id,
      statuses: Object.fromEntries(r.statuses),
      failures: r.failures.slice(0, 50),
    })),
    total5xx,
    totalHangs,
    serverCrashed,
  }
  writeFileSync(resolve(opts.json), JSON.stringify(json, null, 2))
}
await server.stop()
if (logDir && total5xx === 0 && totalHangs === 0 && !serverCrashed) rmSync(logDir, { recursive: true, force: true })
process.exit(total5xx > 0 || totalHangs > 0 || serverCrashed ? 1 : 0)
