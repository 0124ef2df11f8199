import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startCluster, type Cluster } from './cluster'
import { bound } from '../support/time-scale'

// The waitlist-at-scale migration (supabase/migrations/20261126000000_waitlist_scale.sql, decision 018)
// on a real PostgreSQL with the hosted role model: 100,000 entries loaded in bulk, the maintained
// places checked against the rule's window query after bulk loads, confirmations, credits and
// deletions (and concurrent confirmations on two connections), and the export's SQL path (keyset
// pages of 500 through waitlist_admin_page as service_role) timed: it prints rows per second.

const root = join(import.meta.dirname, '..', '..', 'supabase')
const sql = (path: string) => readFileSync(join(root, path), 'utf8')
const ROWS = 100_000

let cluster: Cluster
let postgres: pg.Client
let other: pg.Client
let service: pg.Client

/** Members whose maintained place differs from the rule computed from scratch (0 when all agree). */
async function wrongPlaces(): Promise<number> {
  const { rows } = await postgres.query<{ n: number }>(`
    with m as (
      select w.id, row_number() over (order by w.confirmed_at, w.created_at, w.id) as base
      from public.waitlist w where w.confirmed_at is not null
    ), c as (
      select referred_by as id, count(*) as n from public.waitlist where referred_by is not null and confirmed_at is not null group by 1
    ), r as (
      select m.id, row_number() over (order by m.base - 5 * coalesce(c.n, 0), coalesce(c.n, 0) desc, m.base) as place
      from m left join c on c.id = m.id
    )
    select count(*)::int as n from r full join private.waitlist_places p on p.entry_id = r.id where p.place is distinct from r.place`)
  const line = await postgres.query<{ ok: boolean }>(
    `select (select confirmed from private.waitlist_line) = (select count(*) from public.waitlist where confirmed_at is not null) as ok`,
  )
  return rows[0]!.n + (line.rows[0]!.ok ? 0 : 1)
}

beforeAll(async () => {
  cluster = await startCluster()
  const admin = await cluster.connect('supabase_admin')
  await admin.query(sql('local/sql/bootstrap.sql'))
  await admin.end()
  postgres = await cluster.connect('postgres')
  for (const name of readdirSync(join(root, 'migrations'))
    .filter((n) => n.endsWith('.sql'))
    .sort()) {
    await postgres.query('begin')
    await postgres.query(sql(`migrations/${name}`))
    await postgres.query('commit')
  }
  other = await cluster.connect('postgres')
  service = await cluster.connect('authenticator')
  await service.query(`select set_config('role', 'service_role', false)`)
  // A third confirmed, a tenth referred by one of the first thousand entries, two accented names.
  await postgres.query(
    `insert into public.waitlist (id, full_name, email, interest, created_at, confirmed_at, referred_by)
     select ('00000000-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid,
            case i when 7 then 'Chidi Nwọsu' when 8 then 'Aïssatou Diallo' else 'Member ' || i end,
            'member.' || i || '@example.com', (array['investing','banking','insurance','homeland','business'])[1 + i % 5],
            timestamptz '2026-01-01' + i * interval '1 second',
            case when i % 3 = 0 then timestamptz '2026-06-01' + i * interval '1 second' end,
            case when i % 10 = 1 and i > 1000 then ('00000000-0000-4000-8000-' || lpad(to_hex(1 + i % 1000), 12, '0'))::uuid end
     from generate_series(1, $1::int) as i`,
    [ROWS],
  )
  await postgres.query('analyze public.waitlist')
}, bound(600_000))

afterAll(async () => {
  for (const c of [service, other, postgres]) await c?.end().catch(() => {})
  await cluster?.stop()
})

describe('the waitlist at scale on a real PostgreSQL', () => {
  it('keeps every place right through bulk loads, confirmations, credits and deletions', { timeout: bound(300_000) }, async () => {
    expect(await wrongPlaces()).toBe(0)
    // Pending members confirm one at a time (some with confirmed referees, some crediting others).
    const { rows: pending } = await postgres.query<{ id: string }>(
      `select id from public.waitlist where confirmed_at is null order by (referred_by is null), id limit 60`,
    )
    for (const { id } of pending) await postgres.query('update public.waitlist set confirmed_at = clock_timestamp() where id = $1', [id])
    expect(await wrongPlaces()).toBe(0)
    // Confirmed members leave: one early, one referrer, one referee.
    await postgres.query(
      `delete from public.waitlist where email in ('member.3@example.com', 'member.5@example.com', 'member.30@example.com')`,
    )
    expect(await wrongPlaces()).toBe(0)
    // Two connections confirming at once take turns on the line's lock.
    const { rows: more } = await postgres.query<{ id: string }>(
      `select id from public.waitlist where confirmed_at is null order by id desc limit 20`,
    )
    await Promise.all(
      [postgres, other].map(async (client, k) => {
        for (const { id } of more.filter((_, i) => i % 2 === k))
          await client.query('update public.waitlist set confirmed_at = clock_timestamp() where id = $1', [id])
      }),
    )
    expect(await wrongPlaces()).toBe(0)
  })

  it('answers a standing by primary key, and the admin counts from counters', async () => {
    const { rows } = await service.query<{ s: { place: number; confirmed_total: number } }>(
      `select public.waitlist_standing(id) as s from public.waitlist where email = 'member.99999@example.com'`,
    )
    expect(rows[0]!.s.place).toBeGreaterThan(0)
    const plan = (
      await postgres.query<{ 'QUERY PLAN': string }>(
        `explain select p.place from private.waitlist_places p where p.entry_id = '00000000-0000-4000-8000-000000000063'`,
      )
    ).rows
      .map((r) => r['QUERY PLAN'])
      .join('\n')
    expect(plan).toMatch(/Index Scan/)
    const [total] = (await service.query<{ n: string }>(`select public.waitlist_admin_total(null, 'banking', 'confirmed', 10000) as n`))
      .rows
    const [real] = (
      await postgres.query<{ n: string }>(
        `select count(*) as n from public.waitlist where interest = 'banking' and confirmed_at is not null`,
      )
    ).rows
    expect(total!.n).toBe(real!.n)
  })

  it('finds names without their accents through the index', async () => {
    const names = async (q: string) =>
      (
        await service.query<{ full_name: string }>(
          `select full_name from public.waitlist_admin_page($1, null, null, 5, null, null, false)`,
          [q],
        )
      ).rows.map((r) => r.full_name)
    expect(await names('Nwosu')).toEqual(['Chidi Nwọsu'])
    expect(await names('aissatou')).toEqual(['Aïssatou Diallo'])
    const plan = (
      await postgres.query<{ 'QUERY PLAN': string }>(
        `explain select id from public.waitlist w where w.search_trigrams @> array['nwo','wos','osu'] and strpos(w.search_text, 'nwosu') > 0`,
      )
    ).rows
      .map((r) => r['QUERY PLAN'])
      .join('\n')
    expect(plan).toMatch(/waitlist_search_idx/)
  })

  it('exports by keyset pages of 500: every row once, and prints rows per second', { timeout: bound(300_000) }, async () => {
    const [{ n }] = (await postgres.query<{ n: number }>('select count(*)::int as n from public.waitlist')).rows as [{ n: number }]
    const seen = new Set<string>()
    let cursor: { at: string; id: string } | null = null
    const started = performance.now()
    for (;;) {
      const page: pg.QueryResult<{ id: string; cursor_at: string }> = await service.query(
        `select id, full_name, email, interest, status, created_at, confirmed_at, referrer_email, referrals, cursor_at
         from public.waitlist_admin_page(null, null, null, 500, $1, $2, false)`,
        [cursor?.at ?? null, cursor?.id ?? null],
      )
      for (const row of page.rows) seen.add(row.id)
      if (page.rows.length < 500) break
      const last = page.rows.at(-1)!
      cursor = { at: last.cursor_at, id: last.id }
    }
    const seconds = (performance.now() - started) / 1000
    // The server's own time for one page of 500 half-way down (EXPLAIN ANALYZE), which a loaded
    // machine's scheduling of this client does not distort.
    const mid = (
      await postgres.query<{ c: string; id: string }>(
        `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as c, id from public.waitlist order by created_at desc, id desc offset $1 limit 1`,
        [Math.floor(n / 2)],
      )
    ).rows[0]!
    const plan = (
      await postgres.query<{ 'QUERY PLAN': [{ 'Execution Time': number }] }>(
        `explain (analyze, format json) select * from public.waitlist_admin_page(null, null, null, 500, $1, $2, false)`,
        [mid.c, mid.id],
      )
    ).rows[0]!['QUERY PLAN'][0]['Execution Time']
    const load = readFileSync('/proc/loadavg', 'utf8').split(' ')[0]
    console.log(
      `[waitlist-scale] export SQL path on PostgreSQL ${cluster.version}: ${n} rows in ${seconds.toFixed(2)} s = ${Math.round(n / seconds)} rows/s ` +
        `through the client (load average ${load}); server time for a page of 500 half-way down: ${plan.toFixed(2)} ms = ${Math.round(500 / (plan / 1000))} rows/s`,
    )
    expect(seen.size).toBe(n)
  })
})
