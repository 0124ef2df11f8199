import { randomUUID } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startCluster, type Cluster } from './cluster'
import { bound } from '../support/time-scale'

// The project's migrations and seed on a real PostgreSQL server with the hosted role model
// (hosted-supabase-gaps.md section 1): supabase/local/sql/bootstrap.sql as supabase_admin (the
// bootstrap superuser), the migrations and seed.sql as postgres (no superuser), then the Data API's
// statements as PostgREST runs them (connected as authenticator; set_config('role') and
// request.jwt.claims per transaction, statements shaped like PostgREST's) and GoTrue's sign-up insert
// as supabase_auth_admin (search_path auth). Tables in public get no default grants (2026 default).

const root = join(import.meta.dirname, '..', '..', 'supabase')
const sql = (path: string) => readFileSync(join(root, path), 'utf8')

let cluster: Cluster
let authenticator: pg.Client
let authAdmin: pg.Client
let postgres: pg.Client

/** One Data API request: a transaction as authenticator with the role and claims PostgREST sets. */
async function api(role: 'anon' | 'authenticated' | 'service_role', claims: Record<string, unknown>, text: string, params: unknown[] = []) {
  await authenticator.query('begin')
  try {
    await authenticator.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
      role,
      JSON.stringify({ role, ...claims }),
    ])
    const result = await authenticator.query(text, params)
    await authenticator.query('commit')
    return result
  } catch (error) {
    await authenticator.query('rollback')
    throw error
  }
}

// PostgREST's insert (return=minimal: RETURNING 1, no SELECT needed) and update shapes.
const insertWaitlist = (body: Record<string, unknown>, role: 'anon' | 'authenticated' | 'service_role' = 'anon') =>
  api(
    role,
    role === 'authenticated' ? { sub: randomUUID() } : {},
    `insert into "public"."waitlist"(${Object.keys(body)
      .map((k) => `"${k}"`)
      .join(', ')})
     select ${Object.keys(body)
       .map((k) => `pgrst_body."${k}"`)
       .join(', ')}
     from (select $1::json as json_data) pgrst_payload,
     lateral (select ${Object.keys(body)
       .map((k) => `"${k}"`)
       .join(', ')} from json_populate_record(null::"public"."waitlist", pgrst_payload.json_data)) pgrst_body
     returning 1`,
    [JSON.stringify(body)],
  )

const updateProfile = (uid: string, target: string, body: Record<string, unknown>) =>
  api(
    'authenticated',
    { sub: uid },
    `update "public"."profiles" set ${Object.keys(body)
      .map((k) => `"${k}" = pgrst_body."${k}"`)
      .join(', ')}
     from (select $1::json as json_data) pgrst_payload,
     lateral (select ${Object.keys(body)
       .map((k) => `"${k}"`)
       .join(', ')} from json_populate_record(null::"public"."profiles", pgrst_payload.json_data)) pgrst_body
     where "public"."profiles"."id" = $2 returning 1`,
    [JSON.stringify(body), target],
  )

/** GoTrue's sign-up insert, as supabase_auth_admin (unqualified names: its search_path is auth). */
async function gotrueSignUp(email: string, fullName: string) {
  const id = randomUUID()
  await authAdmin.query('begin')
  try {
    await authAdmin.query(
      `insert into users (instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data, raw_user_meta_data,
         created_at, updated_at, confirmation_token, recovery_token, email_change_token_new, email_change, is_sso_user, is_anonymous)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, '$2a$10$abcdefghijklmnopqrstuv',
         '{"provider":"email","providers":["email"]}', $3, now(), now(), '', '', '', '', false, false)`,
      [id, email, { full_name: fullName }],
    )
    await authAdmin.query(
      `insert into identities (provider_id, user_id, identity_data, provider, created_at, updated_at) values ($1, $2, $3, 'email', now(), now())`,
      [id, id, { sub: id, email }],
    )
    await authAdmin.query('commit')
  } catch (error) {
    await authAdmin.query('rollback')
    throw error
  }
  return id
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
  await postgres.query(sql('seed.sql'))
  authenticator = await cluster.connect('authenticator')
  authAdmin = await cluster.connect('supabase_auth_admin')
}, bound(120_000))

afterAll(async () => {
  for (const c of [authenticator, authAdmin, postgres]) await c?.end().catch(() => {})
  await cluster?.stop()
})

describe('the hosted role model on a real PostgreSQL', () => {
  it('postgres is no superuser, owns what the migrations made, and cannot create in schema auth', async () => {
    expect(cluster.version).toMatch(/^\d+/)
    const roles = await postgres.query(`select rolname, rolsuper from pg_roles where rolname in ('postgres', 'supabase_admin') order by 1`)
    expect(roles.rows).toEqual([
      { rolname: 'postgres', rolsuper: false },
      { rolname: 'supabase_admin', rolsuper: true },
    ])
    const owners = await postgres.query(
      `select tablename, tableowner from pg_tables where tablename in ('waitlist', 'profiles', 'users') order by 1`,
    )
    expect(owners.rows).toEqual([
      { tablename: 'profiles', tableowner: 'postgres' },
      { tablename: 'users', tableowner: 'supabase_auth_admin' },
      { tablename: 'waitlist', tableowner: 'postgres' },
    ])
    await expect(postgres.query('create table auth.extra (id int)')).rejects.toMatchObject({ code: '42501' })
    const scratch = `scratch_${Date.now()}`
    await postgres.query(`create table public.${scratch} (id int)`)
    const grants = await postgres.query(
      `select has_table_privilege('anon', $1, 'select') as anon, has_table_privilege('authenticated', $1, 'select') as auth,
              has_table_privilege('service_role', $1, 'select') as service`,
      [`public.${scratch}`],
    )
    expect(grants.rows[0]).toEqual({ anon: false, auth: false, service: false })
  })

  it('waitlist: anon and authenticated hold no privilege on it and no policy; only the service role inserts; duplicates are 23505', async () => {
    const privileges = await postgres.query(
      `select r as role, has_any_column_privilege(r, 'public.waitlist', 'select, insert, update, references') as columns,
              has_table_privilege(r, 'public.waitlist', 'select, insert, update, delete, truncate, references, trigger') as whole
       from unnest(array['anon', 'authenticated']) r order by 1`,
    )
    expect(privileges.rows).toEqual([
      { role: 'anon', columns: false, whole: false },
      { role: 'authenticated', columns: false, whole: false },
    ])
    expect(
      (await postgres.query(`select policyname from pg_policies where schemaname = 'public' and tablename = 'waitlist'`)).rows,
    ).toEqual([])
    const row = { full_name: 'Ada Okafor', email: 'ada.pg@example.com', interest: 'investing' }
    await expect(insertWaitlist(row)).rejects.toMatchObject({ code: '42501', message: 'permission denied for table waitlist' })
    await expect(insertWaitlist(row, 'authenticated')).rejects.toMatchObject({ code: '42501' })
    expect((await api('service_role', {}, 'select 1 from public.waitlist where email = $1', [row.email])).rows).toEqual([])
    expect((await insertWaitlist(row, 'service_role')).rowCount).toBe(1)
    await expect(insertWaitlist({ ...row, email: '  ADA.PG@example.com ' }, 'service_role')).rejects.toMatchObject({ code: '23505' })
    await expect(insertWaitlist({ ...row, email: 'b.pg@example.com', interest: 'crypto' }, 'service_role')).rejects.toMatchObject({
      code: '23514',
    })
    await expect(
      api(
        'anon',
        {},
        `insert into "public"."waitlist"(full_name, email, interest) values ('X Y', 'd.pg@example.com', 'banking') returning "public"."waitlist".*`,
      ),
    ).rejects.toMatchObject({ code: '42501' })
    await expect(api('anon', {}, 'select * from "public"."waitlist"')).rejects.toMatchObject({ code: '42501' })
    await expect(api('anon', {}, 'select * from "public"."profiles"')).rejects.toMatchObject({ code: '42501' })
    const stored = await api('service_role', {}, 'select full_name, email from "public"."waitlist" where email = $1', [
      'ada.pg@example.com',
    ])
    expect(stored.rows).toEqual([{ full_name: 'Ada Okafor', email: 'ada.pg@example.com' }])
  })

  it("GoTrue's sign-up insert as supabase_auth_admin fires the trigger, which creates the profile", async () => {
    const id = await gotrueSignUp('grace.pg@example.com', 'Grace Hopper')
    const profile = await api(
      'authenticated',
      { sub: id },
      'select "public"."profiles".* from "public"."profiles" where "public"."profiles"."id" = $1',
      [id],
    )
    expect(profile.rows).toEqual([expect.objectContaining({ id, full_name: 'Grace Hopper', username: null })])
  })

  it('profiles: a user reads and updates only their own; usernames are unique ignoring case; id is not updatable', async () => {
    const a = await gotrueSignUp('a.pg@example.com', 'A Person')
    const b = await gotrueSignUp('b.pg@example.com', 'B Person')
    const others = await api(
      'authenticated',
      { sub: a },
      'select "public"."profiles".* from "public"."profiles" where "public"."profiles"."id" = $1',
      [b],
    )
    expect(others.rows).toEqual([])
    expect((await updateProfile(a, a, { username: 'Same_Name' })).rowCount).toBe(1)
    expect((await updateProfile(a, b, { full_name: 'Hijacked' })).rowCount).toBe(0)
    await expect(updateProfile(b, b, { username: 'same_name' })).rejects.toMatchObject({ code: '23505' })
    await expect(updateProfile(a, a, { id: randomUUID() })).rejects.toMatchObject({ code: '42501' })
  })

  it("take_rate_limit is the service role's only", async () => {
    const taken = await api('service_role', {}, 'select public.take_rate_limit($1, $2, $3, $4) as retry', ['pg-test', 'k', 1, 60])
    expect(taken.rows).toEqual([{ retry: 0 }])
    await expect(api('anon', {}, 'select public.take_rate_limit($1, $2, $3, $4)', ['pg-test', 'k', 1, 60])).rejects.toMatchObject({
      code: '42501',
    })
  })

  it('a new-user trigger without SECURITY DEFINER, or relying on the search path, fails the insert as on hosted', async () => {
    const original = (await postgres.query(`select pg_get_functiondef('public.handle_new_user()'::regprocedure) as def`)).rows[0]
      .def as string
    try {
      await postgres.query(`create or replace function public.handle_new_user() returns trigger language plpgsql set search_path = '' as $$
        begin insert into public.profiles (id) values (new.id); return new; end $$`)
      await expect(gotrueSignUp('invoker.pg@example.com', 'X')).rejects.toMatchObject({
        code: '42501',
        message: 'permission denied for table profiles',
      })
      await postgres.query(`create or replace function public.handle_new_user() returns trigger language plpgsql security definer as $$
        begin insert into profiles (id) values (new.id); return new; end $$`)
      await expect(gotrueSignUp('unqualified.pg@example.com', 'X')).rejects.toMatchObject({ code: '42P01' })
    } finally {
      await postgres.query(original)
    }
    expect(await gotrueSignUp('restored.pg@example.com', 'Restored')).toBeTruthy()
  })
  it('price alerts (decision 023): the service role adds, lists and claims once per quarter; anon reads and calls nothing', async () => {
    const entry = (
      await postgres.query(
        "insert into public.waitlist (full_name, email, interest, confirmed_at) values ('Ada Pg', 'alerts.pg@example.com', 'homeland', now()) returning id",
      )
    ).rows[0].id as string
    const added = await api('service_role', {}, 'select public.waitlist_alert_add($1, $2, $3) as a', [
      ' Alerts.PG@example.com ',
      'NG',
      '2025Q3',
    ])
    expect(added.rows[0].a).toEqual({ outcome: 'added' })
    const due = await api(
      'service_role',
      {},
      'select * from public.waitlist_alerts_due(p_corridor => $1, p_quarter => $2, p_limit => $3)',
      ['NG', '2025Q4', 10],
    )
    expect(due.rows).toEqual([{ entry_id: entry }])
    const digest = () => randomUUID().replaceAll('-', '').repeat(2)
    const claim = (hash: string) =>
      api('service_role', {}, 'select public.waitlist_alert_claim($1, $2, $3, $4) as c', [entry, 'NG', '2025Q4', hash])
    expect((await claim(digest())).rows[0].c).toEqual({ send: true, email: 'alerts.pg@example.com', locale: 'en' })
    expect((await claim(digest())).rows[0].c).toEqual({ send: false, reason: 'already_sent' })
    const corridors = await api('service_role', {}, 'select * from public.waitlist_alert_corridors($1::jsonb)', [JSON.stringify([entry])])
    expect(corridors.rows).toEqual([{ entry_id: entry, corridors: ['NG'] }])
    await expect(api('anon', {}, 'select * from public.waitlist_alerts')).rejects.toMatchObject({ code: '42501' })
    await expect(api('authenticated', { sub: randomUUID() }, 'select * from public.waitlist_alerts')).rejects.toMatchObject({
      code: '42501',
    })
    await expect(
      api('anon', {}, 'select public.waitlist_alert_add($1, $2, $3)', ['alerts.pg@example.com', 'GH', '2025Q3']),
    ).rejects.toMatchObject({ code: '42501' })
    await expect(
      api('anon', {}, 'select public.waitlist_alert_claim($1, $2, $3, $4)', [entry, 'NG', '2026Q1', digest()]),
    ).rejects.toMatchObject({ code: '42501' })
    await postgres.query('delete from public.waitlist where id = $1', [entry])
    expect((await postgres.query('select count(*)::int as n from public.waitlist_alerts where entry_id = $1', [entry])).rows[0].n).toBe(0)
  })

  it('one inbox, one credit: waitlist_join finds the same Gmail mailbox, credits one referral per inbox, and anon cannot call it', async () => {
    const join = async (email: string, ref: string | null = null) =>
      (await api('service_role', {}, 'select public.waitlist_join($1, $2, $3, $4) as r', ['Ada Okafor', email, 'investing', ref])).rows[0]
        .r as {
        outcome: string
        referral_code?: string
        referred?: boolean
        email?: string
      }
    const referrer = await join('referrer.inbox.pg@example.com')
    expect(referrer.outcome).toBe('joined')
    expect(await join('ada.inbox+1@gmail.com', referrer.referral_code)).toMatchObject({ outcome: 'joined', referred: true })
    expect(await join('adainbox@googlemail.com', referrer.referral_code)).toEqual({
      outcome: 'duplicate',
      confirmed: false,
      email: 'ada.inbox+1@gmail.com',
    })
    expect(await join('a.d.a.inbox@gmail.com', referrer.referral_code)).toMatchObject({ outcome: 'duplicate' })
    expect(await join('bob.inbox+x@example.com', referrer.referral_code)).toMatchObject({ outcome: 'joined', referred: true })
    expect(await join('bob.inbox+y@example.com', referrer.referral_code)).toMatchObject({ outcome: 'joined', referred: false })
    expect(await join('someone.inbox@duck.com', referrer.referral_code)).toMatchObject({ outcome: 'joined', referred: false })
    const stored = await api('service_role', {}, 'select email, mailbox_key from public.waitlist where inbox_key = $1', [
      'adainbox@gmail.com',
    ])
    expect(stored.rows).toEqual([{ email: 'ada.inbox+1@gmail.com', mailbox_key: 'adainbox@gmail.com' }])
    // A direct insert (the service role's; the public keys have none) still gets its keys, through the trigger.
    const direct = (email: string) => insertWaitlist({ full_name: 'Kofi B', email, interest: 'investing' }, 'service_role')
    await expect(direct('a.dainbox@gmail.com')).rejects.toMatchObject({ code: '23505' })
    expect((await direct('kofi.inbox.pg@example.com')).rowCount).toBe(1)
    await expect(
      api('anon', {}, 'select public.waitlist_join($1, $2, $3, $4)', ['A B', 'x.pg@example.com', 'investing', null]),
    ).rejects.toMatchObject({ code: '42501' })
  })
})
