// `node scripts/durability.mjs [--cycles 20] [--writers 10] [--signal SIGKILL|SIGTERM]`: kill -9 during a
// burst of waitlist joins, then check that every acknowledged join survived
// (docs/decisions/011-durability.md). `--signal SIGTERM` does the same with the graceful stop of
// decision 006 and also reports how long the server took to exit and with which code.
//
// One persistent data directory serves every cycle. A cycle: 10 writers post valid joins (distinct
// addresses; TRUST_PROXY=1 and a distinct X-Forwarded-For per request, so the per-client join limit
// does not refuse them) as fast as the server answers; at a random moment 0.2-1.5 s into the burst
// the server gets SIGKILL. Every join answered with the success answer (302 to /signup, or for a
// `.data` post the 202 that carries that redirect) is "acknowledged". The killed server's data
// directory is then opened with PGlite, as supabase/local opens it, and every acknowledged address
// must be in public.waitlist. A join the server stored but whose answer was lost with the process is
// counted as "stored, unacknowledged" (allowed: the client saw an error and may retry; joining again
// with the same address is answered as a duplicate). The server is restarted on the same directory
// and must accept a new join; that server is the next cycle's. Needs the production build
// (npm run build). Exits non-zero on any loss, a data directory that does not open, or a restarted
// server that refuses a join.

import { mkdtempSync, rmSync } from 'node:fs'
import { Agent, request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'

import { startProductionServer } from './lib/production-server.mjs'

const { values: opts } = parseArgs({
  options: {
    cycles: { type: 'string', default: '20' },
    writers: { type: 'string', default: '10' },
    'min-kill-ms': { type: 'string', default: '200' },
    'max-kill-ms': { type: 'string', default: '1500' },
    'keep-data': { type: 'boolean', default: false },
    signal: { type: 'string', default: 'SIGKILL' },
  },
})
const cycles = Number(opts.cycles)
const writers = Number(opts.writers)
const minKill = Number(opts['min-kill-ms'])
const maxKill = Number(opts['max-kill-ms'])
const buildDir = process.env.RR_BUILD_DIR || 'build'
const signal = opts.signal
if (signal !== 'SIGKILL' && signal !== 'SIGTERM') throw new Error('--signal: SIGKILL or SIGTERM')

const dataDir = mkdtempSync(join(tmpdir(), 'durability-supabase-'))
const serverEnv = { TRUST_PROXY: '1', ACCESS_LOG: 'off' }
const started = performance.now()
let clientCounter = 0
const nextClient = () => {
  clientCounter += 1
  return `10.${(clientCounter >> 16) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255}`
}

/** One join; resolves 'ack' (the success answer), 'refused' (any other answer) or 'lost' (no answer). */
function postJoin(port, agent, email, dataRequest) {
  const body = new URLSearchParams({ fullName: 'Durable Tester', email, interest: 'investing', terms: 'on' }).toString()
  return new Promise((resolveJoin) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: dataRequest ? '/signup.data' : '/signup',
        agent,
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': Buffer.byteLength(body),
          'X-Forwarded-For': nextClient(),
        },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => (text += chunk))
        res.on('end', () => {
          // Document POST: 302 Location /signup. `.data` POST: 202 whose turbo-stream names the redirect.
          const ack = dataRequest
            ? res.statusCode === 202 && text.includes('redirect') && text.includes('/signup')
            : res.statusCode === 302 && res.headers.location === '/signup'
          resolveJoin(ack ? 'ack' : { refused: res.statusCode, text: text.slice(0, 200) })
        })
        res.on('error', () => resolveJoin('lost'))
        res.on('aborted', () => resolveJoin('lost'))
      },
    )
    req.on('error', () => resolveJoin('lost'))
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')))
    req.end(body)
  })
}

/** What is on disk: the waitlist's addresses, read with PGlite as supabase/local opens the directory. */
async function storedAddresses() {
  const [{ PGlite }, { pgcrypto }, { citext }, { uuid_ossp }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pgcrypto'),
    import('@electric-sql/pglite/contrib/citext'),
    import('@electric-sql/pglite/contrib/uuid_ossp'),
  ])
  const opened = performance.now()
  const db = await PGlite.create({ dataDir: join(dataDir, 'pgdata'), extensions: { pgcrypto, citext, uuid_ossp } })
  try {
    const { rows } = await db.query(`select lower(email::text) as email from public.waitlist where email::text like 'dur-c%'`)
    const fsync = (await db.query('show fsync')).rows[0]?.fsync
    return { addresses: new Set(rows.map((row) => row.email)), fsync, openMs: performance.now() - opened }
  } finally {
    await db.close()
  }
}

const start = () => startProductionServer({ buildDir, dataDir, env: serverEnv })

const totals = { acknowledged: 0, lost: 0, storedUnacknowledged: 0, refused: 0, sent: 0 }
const rows = []
let failed = false
let server = await start()
{
  // The embedded stack opens (and migrates) its database on first use: do that before the first kill.
  const warmAgent = new Agent({ keepAlive: false })
  const warm = await postJoin(server.port, warmAgent, 'dur-warm-up@example.com', false)
  warmAgent.destroy()
  if (warm !== 'ack') throw new Error(`the first join was refused: ${JSON.stringify(warm)}`)
}
let fsyncSetting = '?'
/** Statuses of joins answered with something other than the success answer (expected: none). */
const refusedStatuses = new Map()

for (let cycle = 1; cycle <= cycles; cycle++) {
  const agent = new Agent({ keepAlive: true, maxSockets: writers })
  // A just-started server answers its first requests slowly (cold code, cold caches): one join per
  // writer first, untimed and not counted, so the timed burst measures a server at work.
  await Promise.all(Array.from({ length: writers }, (_, w) => postJoin(server.port, agent, `dur-warm-c${cycle}-w${w}@example.com`, false)))
  const killAfter = minKill + Math.random() * (maxKill - minKill)
  /** @type {Map<string, 'ack' | 'lost' | object>} */
  const outcomes = new Map()
  let killed = false
  let dataAcks = 0
  const writer = async (w) => {
    for (let n = 0; !killed; n++) {
      const email = `dur-c${cycle}-w${w}-${n}@example.com`
      const dataRequest = n % 4 === 3
      const outcome = await postJoin(server.port, agent, email, dataRequest)
      if (outcome === 'ack' && dataRequest) dataAcks += 1
      outcomes.set(email, outcome)
    }
  }
  const burst = Promise.all(Array.from({ length: writers }, (_, w) => writer(w)))
  await new Promise((r) => setTimeout(r, killAfter))
  killed = true
  const signalled = performance.now()
  process.kill(server.pid, signal)
  const { code: exitCode } = await server.exited
  const exitMs = performance.now() - signalled
  await burst
  agent.destroy()
  await server.stop() // the process is gone: this only forgets it (the data directory stays)

  let stored
  try {
    stored = await storedAddresses()
    fsyncSetting = stored.fsync
  } catch (error) {
    console.error(`cycle ${cycle}: the data directory did not open after kill -9: ${error}`)
    failed = true
    break
  }
  let acknowledged = 0
  let lost = 0
  let storedUnacknowledged = 0
  let refused = 0
  const lostAddresses = []
  for (const [email, outcome] of outcomes) {
    if (outcome === 'ack') {
      acknowledged += 1
      if (!stored.addresses.has(email)) {
        lost += 1
        lostAddresses.push(email)
      }
    } else {
      if (typeof outcome === 'object') {
        refused += 1
        refusedStatuses.set(outcome.refused, (refusedStatuses.get(outcome.refused) ?? 0) + 1)
      }
      if (stored.addresses.has(email)) storedUnacknowledged += 1
    }
  }

  // The restarted server (the next cycle's) must accept a new join.
  const restartStarted = performance.now()
  server = await start()
  const restartMs = performance.now() - restartStarted
  const probeAgent = new Agent({ keepAlive: false })
  const probe = await postJoin(server.port, probeAgent, `dur-probe-${cycle}@example.com`, false)
  probeAgent.destroy()
  const accepted = probe === 'ack'
  if (lost > 0 || !accepted) failed = true

  totals.acknowledged += acknowledged
  totals.lost += lost
  totals.storedUnacknowledged += storedUnacknowledged
  totals.refused += refused
  totals.sent += outcomes.size
  rows.push({
    cycle,
    exitCode,
    exitMs: Math.round(exitMs),
    killMs: Math.round(killAfter),
    sent: outcomes.size,
    acknowledged,
    lost,
    storedUnacknowledged,
    refused,
    openMs: Math.round(stored.openMs),
    restartMs: Math.round(restartMs),
    accepted,
  })
  console.log(
    `cycle ${cycle}: ${signal === 'SIGKILL' ? 'kill -9' : `SIGTERM (exit ${exitCode} after ${Math.round(exitMs)} ms)`} at ${Math.round(killAfter)} ms | sent ${outcomes.size}, acknowledged ${acknowledged} (${dataAcks} through .data), lost ${lost}, stored but unacknowledged ${storedUnacknowledged}, refused ${refused} | data dir opened in ${Math.round(stored.openMs)} ms, restart ${(restartMs / 1000).toFixed(1)} s, new join ${accepted ? 'accepted' : `REFUSED ${JSON.stringify(probe)}`}${lostAddresses.length ? ` | LOST: ${lostAddresses.slice(0, 5).join(', ')}` : ''}`,
  )
}
await server.stop()
if (!opts['keep-data']) rmSync(dataDir, { recursive: true, force: true })

const seconds = (performance.now() - started) / 1000
console.log(`\n| cycles | joins sent | acknowledged | lost | stored, unacknowledged | refused | fsync (PGlite) | time |`)
console.log(`| --- | --- | --- | --- | --- | --- | --- | --- |`)
console.log(
  `| ${rows.length} of ${cycles} | ${totals.sent} | ${totals.acknowledged} | ${totals.lost} | ${totals.storedUnacknowledged} | ${totals.refused} | ${fsyncSetting} | ${seconds.toFixed(0)} s |`,
)
if (refusedStatuses.size) console.log(`\nrefused joins by status: ${[...refusedStatuses].map(([k, n]) => `${k}:${n}`).join(' ')}`)
console.log(
  failed || rows.length < cycles
    ? '\nFAILED: see the cycles above.'
    : `\nEvery acknowledged join survived ${signal === 'SIGKILL' ? 'kill -9' : 'SIGTERM'}, and every restarted server accepted a new join.`,
)
process.exit(failed || rows.length < cycles ? 1 : 0)
