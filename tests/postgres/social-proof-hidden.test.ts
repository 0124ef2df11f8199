import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bound } from '../support/time-scale'

import { startCluster, type Cluster } from './cluster'

// The hidden-name migration (supabase/migrations/20261129120000_social_proof_hidden_names.sql, issue
// 36, decision 035) on a real PostgreSQL with the hosted role model: only the service role (the
// server's secret key, as every admin write) sets public.waitlist.name_hidden; anon and authenticated
// can neither set nor read it, in any statement shape PostgREST sends; and public.waitlist_social_proof
// never lets a hidden name out of the database while the join still counts and keeps its interest.

const root = join(import.meta.dirname, '..', '..', 'supabase')
const sql = (path: string) => readFileSync(join(root, path), 'utf8')

let cluster: Cluster
let postgres: pg.Client
let authenticator: pg.Client

async function api(role: 'anon' | 'authenticated' | 'service_role', text: string, params: unknown[] = []) {
  await authenticator.query('begin')
  try {
    await authenticator.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
      role,
      JSON.stringify({ role, sub: role === 'authenticated' ? '00000000-0000-0000-0000-000000000001' : undefined }),
    ])
    const result = await authenticator.query(text, params)
    await authenticator.query('commit')
    return result
  } catch (error) {
    await authenticator.query('rollback')
    throw error
  }
}

/** PostgREST's PATCH shape: `update ... set "name_hidden" = pgrst_body."name_hidden" from (json) ... where id = $2`. */
const patchHidden = (role: 'anon' | 'authenticated' | 'service_role', id: string, hidden: boolean) =>
  api(
    role,
    `update "public"."waitlist" set "name_hidden" = pgrst_body."name_hidden"
     from (select $1::json as json_data) pgrst_payload,
     lateral (select "name_hidden" from json_populate_record(null::"public"."waitlist", pgrst_payload.json_data)) pgrst_body
     where "public"."waitlist"."id" = $2 returning 1`,
    [JSON.stringify({ name_hidden: hidden }), id],
  )

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
  await postgres.query(sql('seed.sql'))
  authenticator = await cluster.connect('authenticator')
}, bound(120_000))

afterAll(async () => {
  for (const c of [authenticator, postgres]) await c?.end().catch(() => {})
  await cluster?.stop()
})

describe('hidden names (decision 035)', () => {
  it('name_hidden defaults to false and only the service role may set it', async () => {
    const { rows } = await postgres.query<{ id: string; name_hidden: boolean }>(
      `insert into public.waitlist (full_name, email, interest, confirmed_at) values ('Zainab Okafor', 'zainab.pg@example.com', 'banking', now())
       returning id, name_hidden`,
    )
    const { id, name_hidden } = rows[0]!
    expect(name_hidden).toBe(false)

    const privileges = await postgres.query(
      `select r.role, p.privilege, has_column_privilege(r.role, 'public.waitlist', 'name_hidden', p.privilege) as granted
       from unnest(array['anon', 'authenticated', 'service_role']) as r(role), unnest(array['SELECT', 'INSERT', 'UPDATE']) as p(privilege)
       order by 1, 2`,
    )
    expect(privileges.rows.filter((r) => r.granted).map((r) => `${r.role} ${r.privilege}`)).toEqual([
      'service_role INSERT',
      'service_role SELECT',
      'service_role UPDATE',
    ])

    for (const role of ['anon', 'authenticated'] as const) {
      await expect(patchHidden(role, id, true)).rejects.toMatchObject({ code: '42501' })
      await expect(api(role, `select name_hidden from public.waitlist where id = $1`, [id])).rejects.toMatchObject({ code: '42501' })
      await expect(
        api(
          role,
          `insert into public.waitlist (full_name, email, interest, name_hidden) values ('X Y', 'x.pg@example.com', 'banking', true)`,
        ),
      ).rejects.toMatchObject({ code: '42501' })
    }
    expect((await postgres.query('select name_hidden from public.waitlist where id = $1', [id])).rows[0].name_hidden).toBe(false)

    expect((await patchHidden('service_role', id, true)).rowCount).toBe(1)
    expect((await postgres.query('select name_hidden from public.waitlist where id = $1', [id])).rows[0].name_hidden).toBe(true)
  })

  it('waitlist_social_proof sends no hidden name, still counts the join and keeps its interest; anon cannot call it', async () => {
    await postgres.query(
      `insert into public.waitlist (full_name, email, interest, confirmed_at) values ('Amara Test', 'amara.pg@example.com', 'insurance', now() - interval '1 minute')`,
    )
    const proof = async () =>
      (await api('service_role', `select public.waitlist_social_proof(now() - interval '1 day', now() - interval '7 days', 10) as r`))
        .rows[0].r as { total: number; last_day: number; recent: { first_name: string | null; interest: string }[] }
    const answer = await proof()
    expect(answer.total).toBe(2)
    expect(answer.recent.map((r) => [r.first_name, r.interest])).toEqual([
      [null, 'banking'],
      ['Amara', 'insurance'],
    ])
    expect(JSON.stringify(answer)).not.toContain('Zainab')

    await postgres.query(`update public.waitlist set name_hidden = false where email = 'zainab.pg@example.com'`)
    expect((await proof()).recent[0]).toMatchObject({ first_name: 'Zainab', interest: 'banking' })

    for (const role of ['anon', 'authenticated'] as const) {
      await expect(
        api(role, `select public.waitlist_social_proof(now() - interval '1 day', now() - interval '7 days', 10)`),
      ).rejects.toMatchObject({ code: '42501' })
    }
  })
})
