import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { authFetch, client, PASSWORD, uniqueEmail } from './helpers'
import { stackTarget, TARGET_NAMES, type StackTarget } from './targets'

// The hosted role model (supabase/postgres init scripts; the audit's section 1): migrations and seed
// run as postgres, which is no superuser and cannot create objects in schema auth; Auth writes as
// supabase_auth_admin (owner of auth, search_path auth). So a new-user trigger that is not SECURITY
// DEFINER, or that names tables without a schema and has no fixed search_path, fails sign-up with
// GoTrue's 500 "Database error saving new user", here as on hosted.

const invoker = `
create or replace function public.handle_new_user() returns trigger language plpgsql set search_path = '' as $$
begin
  insert into public.profiles (id, full_name) values (new.id, new.raw_user_meta_data ->> 'full_name');
  return new;
end $$`

const unqualified = `
create or replace function public.handle_new_user() returns trigger language plpgsql security definer as $$
begin
  insert into profiles (id, full_name) values (new.id, new.raw_user_meta_data ->> 'full_name');
  return new;
end $$`

describe.each(TARGET_NAMES)('roles as on a hosted project (%s)', (name) => {
  let t: StackTarget
  let original: string
  beforeAll(async () => {
    t = await stackTarget(name)
    original = (await t.stack.db.query<{ def: string }>(`select pg_get_functiondef('public.handle_new_user()'::regprocedure) as def`))
      .rows[0]!.def
  })
  afterAll(() => t?.stop())

  /** Runs SQL as a migration does here: as postgres. */
  const asPostgres = (sql: string) =>
    t.stack.db.transaction(async (tx) => {
      await tx.exec('set local role postgres')
      await tx.exec(sql)
    })

  it('postgres ran the migrations, is no superuser, and cannot create in schema auth', async () => {
    const roles = await t.stack.db.query<{ rolname: string; rolsuper: boolean; rolbypassrls: boolean }>(
      `select rolname, rolsuper, rolbypassrls from pg_roles where rolname in ('postgres', 'supabase_admin', 'supabase_auth_admin') order by 1`,
    )
    expect(roles.rows).toEqual([
      { rolname: 'postgres', rolsuper: false, rolbypassrls: true },
      { rolname: 'supabase_admin', rolsuper: true, rolbypassrls: true },
      { rolname: 'supabase_auth_admin', rolsuper: false, rolbypassrls: false },
    ])
    const owners = await t.stack.db.query<{ name: string; owner: string }>(
      `select c.oid::regclass::text as name, pg_get_userbyid(c.relowner) as owner from pg_class c
       where c.oid in ('public.waitlist'::regclass, 'public.profiles'::regclass, 'private.rate_limit_hits'::regclass, 'auth.users'::regclass)
       order by 1`,
    )
    expect(owners.rows).toEqual([
      { name: 'auth.users', owner: 'supabase_auth_admin' },
      { name: 'private.rate_limit_hits', owner: 'postgres' },
      { name: 'profiles', owner: 'postgres' },
      { name: 'waitlist', owner: 'postgres' },
    ])
    await expect(asPostgres('create table auth.extra (id int)')).rejects.toMatchObject({ code: '42501' })
    await expect(asPostgres('create function auth.extra() returns int language sql as $$ select 1 $$')).rejects.toMatchObject({
      code: '42501',
    })
    await expect(asPostgres('create role sneaky superuser')).rejects.toMatchObject({ code: '42501' })
  })

  it('a new-user trigger without SECURITY DEFINER fails sign-up: 500 "Database error saving new user", nothing written', async () => {
    await asPostgres(invoker)
    // GoTrue logs the trigger's error on the server side (as hosted Auth does); the visitor sees only the 500.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const email = uniqueEmail('invoker', t)
      const res = await authFetch(t, '/signup', { method: 'POST', body: JSON.stringify({ email, password: PASSWORD }) })
      expect(res.status).toBe(500)
      expect(await res.json()).toEqual({ code: 'unexpected_failure', message: 'Database error saving new user' })
      expect((await t.stack.db.query('select 1 from auth.users where email = $1', [email])).rows).toEqual([])
      expect(await t.lastMail(email)).toBeUndefined()
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('Database error saving new user: 42501'))
    } finally {
      logged.mockRestore()
      await asPostgres(original)
    }
  })

  it('a SECURITY DEFINER trigger that relies on the search path fails too (supabase_auth_admin searches auth)', async () => {
    await asPostgres(unqualified)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const { error } = await client(t).auth.signUp({ email: uniqueEmail('unqualified', t), password: PASSWORD })
      expect(error).toMatchObject({ status: 500, message: 'Database error saving new user' })
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('relation "profiles" does not exist'))
    } finally {
      logged.mockRestore()
      await asPostgres(original)
    }
  })

  // PostgREST reads a POST body's arguments with json_to_record and each parameter's declared type
  // (src/PostgREST/Query/QueryBuilder.hs, callPlanToQuery, JsonArgs): a JSON array reaches a uuid[] or int[]
  // parameter as an array, an object reaches jsonb as it is, a JSON string reaches text unquoted.
  it('a JSON array reaches an array parameter, an object jsonb, a string text (POST, as on hosted)', async () => {
    await asPostgres(`
        create or replace function public.conformance_rpc_args(p_ids uuid[], p_counts int[], p_doc jsonb, p_label text)
        returns jsonb language sql stable set search_path = '' as $$
          select jsonb_build_object('ids', pg_catalog.cardinality(p_ids), 'first', p_ids[1], 'sum',
            (select pg_catalog.sum(c) from pg_catalog.unnest(p_counts) c), 'doc', p_doc, 'label', p_label)
        $$;
        grant execute on function public.conformance_rpc_args(uuid[], int[], jsonb, text) to anon;`)
    const first = '0f6c3b4e-6a1f-4c55-9d2a-0d9b8e0c1a01'
    const { data, error } = await client(t).rpc('conformance_rpc_args', {
      p_ids: [first, '0f6c3b4e-6a1f-4c55-9d2a-0d9b8e0c1a02'],
      p_counts: [1, 2, 3],
      p_doc: { a: [1, 'x'] },
      p_label: 'plain "text"',
    })
    expect(error).toBeNull()
    expect(data).toEqual({ ids: 2, first, sum: 6, doc: { a: [1, 'x'] }, label: 'plain "text"' })
    // A value the parameter's type cannot take is the database's own error, as on hosted.
    const bad = await client(t).rpc('conformance_rpc_args', { p_ids: ['not-a-uuid'], p_counts: [], p_doc: {}, p_label: '' })
    expect(bad.error).toMatchObject({ code: '22P02' })
  })

  it("the project's own trigger (security definer, search_path '') creates the profile", async () => {
    const email = uniqueEmail('trigger', t)
    const { data, error } = await client(t).auth.signUp({ email, password: PASSWORD, options: { data: { full_name: 'Grace Hopper' } } })
    expect(error).toBeNull()
    const profile = await t.stack.db.query('select full_name from public.profiles where id = $1', [data.user!.id])
    expect(profile.rows).toEqual([{ full_name: 'Grace Hopper' }])
  })
})
