/**
 * `npm run bench`: waitlist inserts per second through the full REST path (supabase-js -> handler ->
 * PGlite, one transaction per request under the service role, as the app's server writes: the public
 * key cannot write the table, migration 20261129000000) against direct PGlite inserts into the same
 * table with the same constraints and triggers, in one run, in memory.
 */
import { createClient } from '@supabase/supabase-js'
import ws from 'ws'

import { createLocalStack } from '../../supabase/local/index'

const N = Number(process.env.BENCH_INSERTS ?? 2000)
const WARMUP = 200

const stack = await createLocalStack({ dataDir: ':memory:', log: () => {} })
const supabase = createClient(stack.url, stack.serviceRoleKey, {
  global: { fetch: stack.fetch },
  realtime: { transport: ws as never },
  auth: { persistSession: false, autoRefreshToken: false },
})
const interests = ['investing', 'banking', 'insurance', 'homeland', 'business']
const row = (prefix: string, i: number) => ({
  full_name: `Bench Person ${i}`,
  email: `${prefix}.${i}@example.com`,
  interest: interests[i % 5],
})

async function viaRest(prefix: string, count: number) {
  for (let i = 0; i < count; i++) {
    const { error } = await supabase.from('waitlist').insert(row(prefix, i))
    if (error) throw new Error(`REST insert failed: ${error.message}`)
  }
}

async function direct(prefix: string, count: number) {
  for (let i = 0; i < count; i++) {
    const r = row(prefix, i)
    await stack.db.query('insert into public.waitlist (full_name, email, interest) values ($1, $2, $3)', [r.full_name, r.email, r.interest])
  }
}

// Alternating rounds, so a busy machine slows both paths alike and the ratio stays meaningful.
const ROUNDS = 10
await direct('warm-direct', WARMUP)
await viaRest('warm-rest', WARMUP)
let directMs = 0
let restMs = 0
for (let round = 0; round < ROUNDS; round++) {
  let start = performance.now()
  await direct(`direct${round}`, N / ROUNDS)
  directMs += performance.now() - start
  start = performance.now()
  await viaRest(`rest${round}`, N / ROUNDS)
  restMs += performance.now() - start
}
const directRate = N / (directMs / 1000)
const restRate = N / (restMs / 1000)
const { rows } = await stack.db.query<{ n: number }>('select count(*)::int as n from public.waitlist')
await stack.close()

console.log(`waitlist inserts, ${N} each in ${ROUNDS} alternating rounds (after ${WARMUP} warm-up), in-memory PGlite`)
console.log(`  direct PGlite:                 ${directRate.toFixed(0)} inserts/s`)
console.log(`  supabase-js -> handler -> PGlite: ${restRate.toFixed(0)} inserts/s`)
console.log(`  ratio REST / direct:           ${(restRate / directRate).toFixed(2)} (target >= 0.50)`)
console.log(`  rows written: ${rows[0]!.n}`)
