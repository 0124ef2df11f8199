/**
 * `npx tsx tests/bench/social-proof.ts [--rows 200000]`: the cost of SOCIAL_PROOF=real's one query
 * (public.waitlist_social_proof, docs/decisions/022-true-numbers.md) on the embedded Postgres with N
 * waitlist entries (two thirds confirmed, spread over 90 days), and its plans.
 */
import { createLocalStack } from '../../supabase/local/index'

const rowsArg = process.argv.indexOf('--rows')
const ROWS = rowsArg > 0 ? Number(process.argv[rowsArg + 1]) : 200_000

const stack = await createLocalStack({ dataDir: ':memory:', log: () => {} })
const fill = Date.now()
// Set-up only: fill without the counting trigger, then set the counter as the migration does.
await stack.db.query('alter table public.waitlist disable trigger waitlist_confirmed_total')
await stack.db.query(`
  insert into public.waitlist (full_name, email, interest, created_at, confirmed_at)
  select 'Member ' || i, 'member' || i || '@example.com', 'investing',
         now() - make_interval(mins => i % 129600),
         case when i % 3 = 0 then null else now() - make_interval(mins => (i * 7) % 129600) end
  from generate_series(1, ${ROWS}) as i`)
await stack.db.query('alter table public.waitlist enable trigger waitlist_confirmed_total')
await stack.db.query(
  'update private.waitlist_confirmed_total set n = (select count(*) from public.waitlist where confirmed_at is not null)',
)
await stack.db.query('analyze public.waitlist')
console.log(`filled ${ROWS} entries in ${Date.now() - fill} ms`)

const now = new Date()
const args = [new Date(now.getTime() - 864e5).toISOString(), new Date(now.getTime() - 7 * 864e5).toISOString(), 10]
const times: number[] = []
let answer: unknown
for (let i = 0; i < 21; i++) {
  const t = performance.now()
  const { rows } = await stack.db.query<{ p: unknown }>('select public.waitlist_social_proof($1, $2, $3) as p', args)
  times.push(performance.now() - t)
  answer = rows[0]?.p
}
times.sort((a, b) => a - b)
const summary = answer as { total: number; last_day: number; recent: unknown[] }
console.log(`total ${summary.total}, last 24 h ${summary.last_day}, names ${summary.recent.length}`)
console.log(`query: median ${times[10]!.toFixed(1)} ms, min ${times[0]!.toFixed(1)} ms, max ${times[20]!.toFixed(1)} ms (21 runs)`)
for (const sql of [
  'select t.n from private.waitlist_confirmed_total t where t.id',
  `select count(*) from public.waitlist w where w.confirmed_at >= '${args[0]}'`,
  `select w.full_name, w.interest, w.confirmed_at from public.waitlist w where w.confirmed_at >= '${args[1]}' order by w.confirmed_at desc limit 10`,
]) {
  const { rows } = await stack.db.query<{ 'QUERY PLAN': string }>(`explain analyze ${sql}`)
  console.log(`\n${sql}\n${rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`)
}
await stack.close?.()
process.exit(0)
