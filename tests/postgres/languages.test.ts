import { randomUUID } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startCluster, type Cluster } from './cluster'

// The languages migration (supabase/migrations/20261126050000_languages.sql, issue 23) on a real
// PostgreSQL with the hosted role model: a join keeps its locale and preferred language (old
// four-argument callers still work), the e-mail claims answer the locale, the per-language counter
// follows inserts, bulk loads and deletes, only the server's key reads it, and a sign-up's metadata
// locale becomes the profile's, which its owner may change and nobody else.

const root = join(import.meta.dirname, '..', '..', 'supabase')
const sql = (path: string) => readFileSync(join(root, path), 'utf8')
const digest = (c: string) => c.repeat(64)

let cluster: Cluster
let postgres: pg.Client
let authenticator: pg.Client
let authAdmin: pg.Client

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

async function counts(): Promise<Record<string, number>> {
  const { rows } = await api('service_role', {}, 'select public.waitlist_admin_languages() as r')
  return Object.fromEntries((rows[0].r as { language: string; count: number }[]).map((r) => [r.language, Number(r.count)]))
}

async function truth(): Promise<Record<string, number>> {
  const { rows } = await postgres.query<{ language: string; n: number }>(
    `select coalesce(preferred_language, '') as language, count(*)::int as n from public.waitlist group by 1`,
  )
  return Object.fromEntries(rows.map((r) => [r.language, r.n]))
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
  authenticator = await cluster.connect('authenticator')
  authAdmin = await cluster.connect('supabase_auth_admin')
})

afterAll(async () => {
  await Promise.all([postgres?.end(), authenticator?.end(), authAdmin?.end()])
  await cluster?.stop()
})

describe('waitlist entries keep their language', () => {
  it('a join stores its locale and preferred language; unknown values are stored as English / not given', async () => {
    const join = (email: string, locale?: string, preferred?: string | null) =>
      locale === undefined
        ? api('service_role', {}, 'select public.waitlist_join($1, $2, $3, $4) as r', ['Ada Okafor', email, 'banking', null])
        : api('service_role', {}, 'select public.waitlist_join($1, $2, $3, $4, $5, $6) as r', [
            'Ada Okafor',
            email,
            'banking',
            null,
            locale,
            preferred,
          ])
    expect((await join('fr.pg@example.com', 'fr', 'so')).rows[0].r.outcome).toBe('joined')
    await join('am.pg@example.com', 'am', null)
    await join('old.pg@example.com') // a caller of the previous release: four arguments
    await join('bad.pg@example.com', 'de', 'klingon')
    const { rows } = await postgres.query(
      `select email, locale, preferred_language from public.waitlist where email like '%.pg@example.com' order by email`,
    )
    expect(rows).toEqual([
      { email: 'am.pg@example.com', locale: 'am', preferred_language: null },
      { email: 'bad.pg@example.com', locale: 'en', preferred_language: null },
      { email: 'fr.pg@example.com', locale: 'fr', preferred_language: 'so' },
      { email: 'old.pg@example.com', locale: 'en', preferred_language: null },
    ])
    await expect(
      api('anon', {}, 'select public.waitlist_join($1, $2, $3, $4, $5, $6)', ['A B', 'x.pg@example.com', 'investing', null, 'fr', 'fr']),
    ).rejects.toMatchObject({
      code: '42501',
    })
    // The table itself refuses a language outside the lists.
    await expect(postgres.query(`update public.waitlist set locale = 'de' where email = 'fr.pg@example.com'`)).rejects.toMatchObject({
      code: '23514',
    })
  })

  it('the confirmation claim and the price-alert claim answer the entry locale', async () => {
    const claim = await api('service_role', {}, 'select public.waitlist_claim_email($1, false, $2, $3, $4) as r', [
      'fr.pg@example.com',
      digest('a'),
      digest('b'),
      digest('c'),
    ])
    expect(claim.rows[0].r).toMatchObject({ send: true, interest: 'banking', locale: 'fr' })
    const { rows } = await postgres.query(`select id from public.waitlist where email = 'am.pg@example.com'`)
    const id = rows[0].id as string
    await postgres.query(`update public.waitlist set confirmed_at = now() where id = $1`, [id])
    await api('service_role', {}, 'select public.waitlist_alert_add($1, $2, $3)', ['am.pg@example.com', 'ET', '2025Q2'])
    const alert = await api('service_role', {}, 'select public.waitlist_alert_claim($1, $2, $3, $4) as r', [
      id,
      'ET',
      '2025Q3',
      digest('d'),
    ])
    expect(alert.rows[0].r).toEqual({ send: true, email: 'am.pg@example.com', locale: 'am' })
  })

  it('the count per preferred language is maintained through joins, bulk loads and deletions, and only the server reads it', async () => {
    expect(await counts()).toEqual(await truth())
    await postgres.query(
      `insert into public.waitlist (full_name, email, interest, preferred_language)
       select 'Bulk ' || i, 'bulk' || i || '.pg@example.com', 'investing', (array['am', 'ti', null, 'other'])[1 + i % 4]
       from generate_series(1, 400) as i`,
    )
    expect(await counts()).toEqual(await truth())
    expect((await counts()).ti).toBe(100)
    await postgres.query(`delete from public.waitlist where email like 'bulk1%'`)
    await postgres.query(`update public.waitlist set preferred_language = 'sw' where email = 'bulk2.pg@example.com'`)
    expect(await counts()).toEqual(await truth())
    const entries = await api('service_role', {}, 'select * from public.waitlist_entry_languages($1)', [
      JSON.stringify((await postgres.query(`select id from public.waitlist where email = 'fr.pg@example.com'`)).rows.map((r) => r.id)),
    ])
    expect(entries.rows).toEqual([expect.objectContaining({ preferred_language: 'so', locale: 'fr' })])
    for (const role of ['anon', 'authenticated'] as const) {
      await expect(api(role, {}, 'select public.waitlist_admin_languages()')).rejects.toMatchObject({ code: '42501' })
      await expect(api(role, {}, `select * from public.waitlist_entry_languages('[]')`)).rejects.toMatchObject({ code: '42501' })
    }
    await postgres.query('truncate public.waitlist cascade')
    expect(await counts()).toEqual({})
  })

  it('the count per language joined in (issue 31) is maintained the same way, and only the server reads it', async () => {
    const localeCounts = async () => {
      const { rows } = await api('service_role', {}, 'select public.waitlist_admin_locales() as r')
      return Object.fromEntries((rows[0].r as { locale: string; count: number }[]).map((r) => [r.locale, Number(r.count)]))
    }
    const localeTruth = async () => {
      const { rows } = await postgres.query<{ locale: string; n: number }>(
        'select locale, count(*)::int as n from public.waitlist group by 1',
      )
      return Object.fromEntries(rows.map((r) => [r.locale, r.n]))
    }
    await postgres.query(
      `insert into public.waitlist (full_name, email, interest, locale)
       select 'Bulk ' || i, 'loc' || i || '.pg@example.com', 'investing', (array['en', 'fr', 'am'])[1 + i % 3]
       from generate_series(1, 300) as i`,
    )
    expect(await localeCounts()).toEqual({ en: 100, fr: 100, am: 100 })
    await postgres.query(`delete from public.waitlist where email like 'loc1%'`)
    await postgres.query(`update public.waitlist set locale = 'am' where email = 'loc2.pg@example.com'`)
    expect(await localeCounts()).toEqual(await localeTruth())
    for (const role of ['anon', 'authenticated'] as const) {
      await expect(api(role, {}, 'select public.waitlist_admin_locales()')).rejects.toMatchObject({ code: '42501' })
    }
    await postgres.query('truncate public.waitlist cascade')
    expect(await localeCounts()).toEqual({})
  })
})

describe('profiles keep their language', () => {
  async function signUp(email: string, metadata: Record<string, unknown>) {
    const id = randomUUID()
    await authAdmin.query(
      `insert into users (instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data, raw_user_meta_data,
         created_at, updated_at, confirmation_token, recovery_token, email_change_token_new, email_change, is_sso_user, is_anonymous)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, '$2a$10$abcdefghijklmnopqrstuv',
         '{"provider":"email","providers":["email"]}', $3, now(), now(), '', '', '', '', false, false)`,
      [id, email, metadata],
    )
    return id
  }

  it("the sign-up's metadata locale is the profile's first language; its owner changes it, nobody else", async () => {
    const fr = await signUp('fr.user@example.com', { full_name: 'Awa Diop', locale: 'fr' })
    const odd = await signUp('odd.user@example.com', { full_name: 'Odd One', locale: '<script>' })
    const { rows } = await postgres.query(`select id, locale from public.profiles where id in ($1, $2)`, [fr, odd])
    expect(Object.fromEntries(rows.map((r) => [r.id, r.locale]))).toEqual({ [fr]: 'fr', [odd]: 'en' })

    const update = (uid: string, target: string, locale: string) =>
      api('authenticated', { sub: uid }, `update public.profiles set locale = $1 where id = $2 returning locale`, [locale, target])
    expect((await update(fr, fr, 'am')).rows).toEqual([{ locale: 'am' }])
    expect((await update(odd, fr, 'en')).rows).toEqual([]) // RLS: another user's row is not theirs to change
    await expect(update(fr, fr, 'de')).rejects.toMatchObject({ code: '23514' })
    expect((await postgres.query(`select locale from public.profiles where id = $1`, [fr])).rows[0].locale).toBe('am')
  })
})
