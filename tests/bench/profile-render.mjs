// What a signed-in page costs against an anonymous one (issue 36: "a signed-in page's render costs no
// more than 2x an anonymous one"; the review measured /profile at 64-96 ms of CPU, a rendered / at 37-47).
// The production build on the embedded backend, with an admin account to sign in as. In batches of
// BATCH requests, one after another, alternately: `/` with a cookie (so rendered, never from the shared
// cache) and `/profile` signed in; the server process's CPU (all threads, /proc/<pid>/stat) per request
// for each batch; the median over ROUNDS batches, and the ratio.
//
//   npm run build && node tests/bench/profile-render.mjs
//   BENCH_ROUNDS=9 BENCH_BATCH=20 node tests/bench/profile-render.mjs
//   BENCH_PROFILE=/tmp/prof node tests/bench/profile-render.mjs   (also writes a --cpu-prof of the server there)
//
// Run it with the project's Node (`npx node ...`, Node 24 as package.json's engines say): the server is
// started with the Node that runs this script, and Node 20's Web Crypto costs several times more.
// The signed-in requests keep their cookies as a browser does (each response's Set-Cookie replaces or,
// when expired, removes the cookie), so the sign-in toast is shown once, not on every measured page.
// docs/decisions/049-signed-in-render-cost.md.
import { readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { resolve } from 'node:path'

import { startProductionServer } from '../../scripts/lib/production-server.mjs'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 9)
const BATCH = Number(process.env.BENCH_BATCH ?? 20)
const EMAIL = 'bench-admin@example.com'
const PASSWORD = 'bench-admin-password-1'

const cpuOf = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10 // ms (100 ticks a second)
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

const nodeArgs = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []
const server = await startProductionServer({
  buildDir: resolve(process.env.RR_BUILD_DIR || 'build'),
  env: { ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD },
  nodeArgs,
})
const rows = []
try {
  const origin = server.origin
  // Sign in (this waits for the database to open).
  const signIn = await fetch(`${origin}/auth?mode=sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
    body: new URLSearchParams({ intent: 'sign-in', email: EMAIL, password: PASSWORD }),
  })
  const jar = new Map()
  const keep = (answer) => {
    for (const line of answer.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';')
      const name = pair.slice(0, pair.indexOf('=')).trim()
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a))
      if (expired || pair.slice(name.length + 1) === '') jar.delete(name)
      else jar.set(name, pair.trim())
    }
  }
  keep(signIn)
  if (signIn.status !== 302 || jar.size === 0) throw new Error(`sign-in answered ${signIn.status}`)
  const pages = {
    anonymous: () => fetch(`${origin}/`, { headers: { Cookie: 'bench=1', 'Accept-Encoding': 'br' } }),
    profile: async () => {
      const answer = await fetch(`${origin}/profile`, { headers: { Cookie: [...jar.values()].join('; '), 'Accept-Encoding': 'br' } })
      keep(answer)
      return answer
    },
  }
  const batch = async (name) => {
    const before = cpuOf(server.pid)
    for (let i = 0; i < BATCH; i++) {
      const answer = await pages[name]()
      await answer.arrayBuffer()
      if (answer.status !== 200) throw new Error(`${name} answered ${answer.status}`)
    }
    return (cpuOf(server.pid) - before) / BATCH
  }
  // Warm-up, not counted.
  await batch('anonymous')
  await batch('profile')
  const measured = { anonymous: [], profile: [] }
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of round % 2 === 0 ? ['anonymous', 'profile'] : ['profile', 'anonymous']) measured[name].push(await batch(name))
  }
  for (const name of ['anonymous', 'profile']) rows.push([name, median(measured[name]), measured[name]])
} finally {
  await server.stop()
}
for (const [name, ms, all] of rows)
  console.log(
    `${name.padEnd(10)} ${ms.toFixed(1).padStart(6)} ms CPU per request (median of ${all.length} batches of ${BATCH}: ${all.map((v) => v.toFixed(1)).join(' ')})`,
  )
console.log(`profile / anonymous: ${(rows[1][1] / rows[0][1]).toFixed(2)} (goal: at most 2)`)
console.log(
  `node ${process.version}, load average ${loadavg()
    .map((v) => v.toFixed(2))
    .join(' ')}`,
)
