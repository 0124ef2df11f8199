import { createServerClient, parseCookieHeader, serializeCookieHeader } from '@supabase/ssr'
import { FunctionsHttpError } from '@supabase/supabase-js'
import ws from 'ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { clientFor } from '../support/local-stack'
import { httpTarget, inProcessTarget, type Target } from './targets'

// The unmodified supabase-js and @supabase/ssr clients against the embedded stack, in-process and over
// HTTP through the CLI server. Every case here is a promise of docs/design/supabase-local.md.

const ADMIN_ID = '00000000-0000-4000-8000-00000000ad01'
const PASSWORD = 'correct-horse-1'

describe.each([
  ['in-process', inProcessTarget],
  ['http', httpTarget],
] as const)('embedded Supabase stack (%s)', (_name, start) => {
  let t: Target
  let seq = 0
  const email = (label: string) => `${label}.${t.name}.${++seq}@example.com`
  const anon = () => clientFor({ url: t.url, anonKey: t.anonKey, fetch: t.clientFetch })
  const service = () => clientFor({ url: t.url, anonKey: t.anonKey, fetch: t.clientFetch }, t.serviceRoleKey)
  const rest = (path: string, init: RequestInit = {}) =>
    t.fetch(`${t.url}${path}`, { ...init, headers: { apikey: t.anonKey, 'Content-Type': 'application/json', ...init.headers } })

  async function confirmedUser(fullName = 'Test Person') {
    const address = email('user')
    const client = anon()
    const { error } = await client.auth.signUp({ email: address, password: PASSWORD, options: { data: { full_name: fullName } } })
    expect(error).toBeNull()
    const tokenHash = new URL((await t.lastLink(address))!).searchParams.get('token_hash')!
    const verified = await client.auth.verifyOtp({ type: 'email', token_hash: tokenHash })
    expect(verified.error).toBeNull()
    return { email: address, id: verified.data.user!.id, client }
  }

  beforeAll(async () => {
    t = await start()
  })
  afterAll(async () => {
    await t?.stop()
  })

  describe('auth', () => {
    it('signs up with confirmation on: a user, no session, a mailbox message with the confirmation link', async () => {
      const address = email('signup')
      const { data, error } = await anon().auth.signUp({
        email: address,
        password: PASSWORD,
        options: { data: { full_name: 'Ada Okafor' }, emailRedirectTo: 'http://localhost:5173/auth' },
      })
      expect(error).toBeNull()
      expect(data.session).toBeNull()
      expect(data.user).toMatchObject({ email: address, aud: 'authenticated', user_metadata: { full_name: 'Ada Okafor' } })
      expect(data.user!.identities).toHaveLength(1)
      const link = new URL((await t.lastLink(address))!)
      expect(link.origin + link.pathname).toBe('http://localhost:5173/auth/confirm')
      expect(link.searchParams.get('type')).toBe('email')
      expect(link.searchParams.get('next')).toBe('/auth')
      expect(link.searchParams.get('token_hash')).toMatch(/^pkce_[0-9a-f]{56}$/)
      expect(await t.mailCount(address)).toBe(1)
    })

    it('reveals nothing when a confirmed e-mail signs up again, and sends nothing', async () => {
      const { data, error } = await anon().auth.signUp({ email: 'admin@example.com', password: 'whatever-123' })
      expect(error).toBeNull()
      expect(data.session).toBeNull()
      expect(data.user!.id).not.toBe(ADMIN_ID)
      expect(data.user!.identities).toEqual([])
      expect(await t.mailCount('admin@example.com')).toBe(0)
    })

    it('refuses sign-in before confirmation, and re-sends at most once a minute', async () => {
      const address = email('unconfirmed')
      const client = anon()
      await client.auth.signUp({ email: address, password: PASSWORD })
      const wrong = await client.auth.signInWithPassword({ email: address, password: 'not-the-password' })
      expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' })
      const early = await client.auth.signInWithPassword({ email: address, password: PASSWORD })
      expect(early.error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' })
      const again = await client.auth.signUp({ email: address, password: PASSWORD })
      expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' })
      const unknown = await client.auth.signInWithPassword({ email: email('nobody'), password: PASSWORD })
      expect(unknown.error).toMatchObject({ status: 400, code: 'invalid_credentials' })
    })

    it('validates sign-up input with the GoTrue codes', async () => {
      const weak = await anon().auth.signUp({ email: email('weak'), password: '12345' })
      expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' })
      // GoTrue's validateEmail (mail.go): a bad format is validation_failed; email_address_invalid is
      // only the mail validator's verdict on an address it would not deliver to.
      const invalid = await anon().auth.signUp({ email: 'not-an-email', password: PASSWORD })
      expect(invalid.error).toMatchObject({
        status: 400,
        code: 'validation_failed',
        message: 'Unable to validate email address: invalid format',
      })
    })

    it('verifies a confirmation token_hash once and only once', async () => {
      const address = email('verify')
      const client = anon()
      await client.auth.signUp({ email: address, password: PASSWORD })
      const tokenHash = new URL((await t.lastLink(address))!).searchParams.get('token_hash')!
      const first = await client.auth.verifyOtp({ type: 'email', token_hash: tokenHash })
      expect(first.error).toBeNull()
      expect(first.data.session?.access_token).toBeTruthy()
      expect(first.data.user?.email_confirmed_at).toBeTruthy()
      const second = await anon().auth.verifyOtp({ type: 'email', token_hash: tokenHash })
      expect(second.error).toMatchObject({ status: 403, code: 'otp_expired' })
      const made_up = await anon().auth.verifyOtp({ type: 'email', token_hash: 'pkce_' + 'a'.repeat(56) })
      expect(made_up.error).toMatchObject({ status: 403, code: 'otp_expired' })
    })

    it('signs in, gets the user, rotates refresh tokens and signs out globally', async () => {
      const { email: address, client: verifiedClient } = await confirmedUser()
      await verifiedClient.auth.signOut({ scope: 'local' })
      const client = anon()
      const signIn = await client.auth.signInWithPassword({ email: address, password: PASSWORD })
      expect(signIn.error).toBeNull()
      const session = signIn.data.session!
      expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 })
      const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString())
      expect(claims).toMatchObject({ aud: 'authenticated', role: 'authenticated', email: address, aal: 'aal1', is_anonymous: false })

      const user = await client.auth.getUser()
      expect(user.data.user?.email).toBe(address)

      const refreshed = await client.auth.refreshSession({ refresh_token: session.refresh_token })
      expect(refreshed.error).toBeNull()
      expect(refreshed.data.session!.refresh_token).not.toBe(session.refresh_token)
      // GoTrue: replaying the parent of the active token returns the active token (tokens/service.go);
      // the rest of the reuse rules are in auth-rules.test.ts.
      const replayed = await anon().auth.refreshSession({ refresh_token: session.refresh_token })
      expect(replayed.error).toBeNull()
      expect(replayed.data.session!.refresh_token).toBe(refreshed.data.session!.refresh_token)

      const again = anon()
      const second = await again.auth.signInWithPassword({ email: address, password: PASSWORD })
      const { error: outError } = await again.auth.signOut()
      expect(outError).toBeNull()
      const afterOut = await anon().auth.refreshSession({ refresh_token: second.data.session!.refresh_token })
      expect(afterOut.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' })
      const stale = await rest('/auth/v1/user', {
        headers: { Authorization: `Bearer ${second.data.session!.access_token}`, 'X-Supabase-Api-Version': '2024-01-01' },
      })
      expect(stale.status).toBe(403)
      expect(await stale.json()).toMatchObject({ code: 'session_not_found' })
      // supabase-js turns that code into its "session missing" error
      expect((await anon().auth.getUser(second.data.session!.access_token)).error?.name).toBe('AuthSessionMissingError')
    })

    it('works through @supabase/ssr cookies', async () => {
      const { email: address } = await confirmedUser()
      const jar = new Map<string, string>()
      const serverClient = () => {
        const headers = new Headers()
        const request = new Request('http://app.test/', {
          headers: { Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
        })
        const supabase = createServerClient(t.url, t.anonKey, {
          global: t.clientFetch ? { fetch: t.clientFetch } : undefined,
          realtime: { transport: ws as never },
          cookies: {
            getAll: () => parseCookieHeader(request.headers.get('Cookie') ?? '').map(({ name, value }) => ({ name, value: value ?? '' })),
            setAll(cookies) {
              for (const c of cookies) {
                headers.append('Set-Cookie', serializeCookieHeader(c.name, c.value, c.options))
                if (c.value) jar.set(c.name, c.value)
                else jar.delete(c.name)
              }
            },
          },
        })
        return { supabase, headers }
      }
      const first = serverClient()
      const { error } = await first.supabase.auth.signInWithPassword({ email: address, password: PASSWORD })
      expect(error).toBeNull()
      expect(first.headers.get('Set-Cookie')).toMatch(/sb-127-auth-token=base64-/)
      const second = serverClient()
      const { data } = await second.supabase.auth.getUser()
      expect(data.user?.email).toBe(address)
      const profile = await second.supabase.from('profiles').select('*').eq('id', data.user!.id).maybeSingle()
      expect(profile.data?.full_name).toBe('Test Person')
    })
  })

  describe('profiles', () => {
    it('creates the profile with the full name; a user reads and updates only their own', async () => {
      const { id, client } = await confirmedUser('Grace Hopper')
      const own = await client.from('profiles').select('*').eq('id', id).single()
      expect(own.error).toBeNull()
      expect(own.data).toMatchObject({ id, full_name: 'Grace Hopper', username: null })

      const updated = await client.from('profiles').update({ username: 'grace', bio: 'Compilers.' }).eq('id', id)
      expect(updated.error).toBeNull()
      expect(updated.status).toBe(204)
      const after = await client.from('profiles').select('username, bio').eq('id', id).maybeSingle()
      expect(after.data).toEqual({ username: 'grace', bio: 'Compilers.' })

      const other = await client.from('profiles').select('*').eq('id', ADMIN_ID).maybeSingle()
      expect(other).toMatchObject({ data: null, error: null })
      const otherSingle = await client.from('profiles').select('*').eq('id', ADMIN_ID).single()
      expect(otherSingle.status).toBe(406)
      expect(otherSingle.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' })
      const hijack = await client.from('profiles').update({ full_name: 'Hijacked' }).eq('id', ADMIN_ID)
      expect(hijack.status).toBe(204)
      const admin = await service().from('profiles').select('full_name').eq('id', ADMIN_ID).single()
      expect(admin.data).toEqual({ full_name: 'Site Admin' })
      const all = await client.from('profiles').select('id')
      expect(all.data).toEqual([{ id }])

      const tooLong = await client
        .from('profiles')
        .update({ bio: 'x'.repeat(501) })
        .eq('id', id)
      expect(tooLong.error).toMatchObject({ code: '23514' })
      expect(tooLong.status).toBe(400)
      const anonRead = await anon().from('profiles').select('*')
      expect(anonRead.data ?? []).toEqual([])
    })

    it('keeps usernames unique ignoring case', async () => {
      const a = await confirmedUser()
      const b = await confirmedUser()
      expect((await a.client.from('profiles').update({ username: 'Same_Name' }).eq('id', a.id)).error).toBeNull()
      const clash = await b.client.from('profiles').update({ username: 'same_name' }).eq('id', b.id)
      expect(clash.error).toMatchObject({ code: '23505' })
      expect(clash.status).toBe(409)
    })
  })

  describe('waitlist', () => {
    it('refuses every direct write with the public key (401 42501 as anon, 403 as a signed-in user) and never reads back', async () => {
      // Joins go through public.waitlist_join with the secret key (migration 20261129000000).
      const address = email('join')
      const client = anon()
      const joined = await client.from('waitlist').insert({ full_name: 'Ada Okafor', email: address, interest: 'investing' })
      expect(joined.error?.code).toBe('42501')
      expect(joined.status).toBe(401)
      expect(joined.data).toBeNull()
      const member = await confirmedUser()
      const asMember = await member.client.from('waitlist').insert({ full_name: 'Ada Okafor', email: address, interest: 'investing' })
      expect(asMember.error?.code).toBe('42501')
      expect(asMember.status).toBe(403)

      const read = await client.from('waitlist').select('*')
      expect(read.data ?? []).toEqual([])
      expect(read.error === null || [401, 403].includes(read.status)).toBe(true)
      const withReturn = await client
        .from('waitlist')
        .insert({ full_name: 'Sneaky Reader', email: email('r'), interest: 'banking' })
        .select()
      expect(withReturn.data ?? []).toEqual([])
      const remove = await client.from('waitlist').delete().eq('email', address)
      expect(remove.error?.code).toBe('42501')
      expect((await service().from('waitlist').select('email').eq('email', address)).data).toEqual([])
    })

    it('the service role inserts (201, empty body) and duplicates in any case or spacing are 409 23505', async () => {
      const address = email('join')
      const joined = await service().from('waitlist').insert({ full_name: 'Ada Okafor', email: address, interest: 'investing' })
      expect(joined.error).toBeNull()
      expect(joined.status).toBe(201)
      expect(joined.data).toBeNull()
      const duplicate = await service()
        .from('waitlist')
        .insert({ full_name: 'Ada Again', email: `  ${address.toUpperCase()} `, interest: 'banking' })
      expect(duplicate.status).toBe(409)
      expect(duplicate.error?.code).toBe('23505')
      const stored = await service().from('waitlist').select('full_name, email, interest').eq('email', address)
      expect(stored.data).toEqual([{ full_name: 'Ada Okafor', email: address, interest: 'investing' }])
    })

    it('refuses interests outside the five and garbage e-mails', async () => {
      const bad = await service()
        .from('waitlist')
        .insert({ full_name: 'Ada', email: email('i'), interest: 'crypto' })
      expect(bad.error?.code).toBe('23514')
      expect(bad.status).toBe(400)
      const garbage = await service().from('waitlist').insert({ full_name: 'Ada', email: 'no-at-sign', interest: 'banking' })
      expect(garbage.error?.code).toBe('23514')
    })

    it('counts, orders and pages like PostgREST (service role)', async () => {
      for (let i = 0; i < 3; i++) {
        await service()
          .from('waitlist')
          .insert({ full_name: `Pager ${i}`, email: email('page'), interest: 'business' })
      }
      const page = await service()
        .from('waitlist')
        .select('full_name', { count: 'exact' })
        .like('full_name', 'Pager*')
        .order('full_name', { ascending: false })
        .range(0, 1)
      expect(page.error).toBeNull()
      expect(page.status).toBe(206)
      expect(page.count).toBe(3)
      expect(page.data).toEqual([{ full_name: 'Pager 2' }, { full_name: 'Pager 1' }])
      const inList = await service().from('waitlist').select('full_name').in('full_name', ['Pager 0', 'Pager 1']).order('full_name')
      expect(inList.data).toEqual([{ full_name: 'Pager 0' }, { full_name: 'Pager 1' }])
    })
  })

  describe('functions', () => {
    it('send-confirmation refuses a caller holding only the public key and sends nothing (not a mail relay)', async () => {
      const address = email('fn')
      const { data, error } = await anon().functions.invoke('send-confirmation', { body: { email: address } })
      expect(data).toBeNull()
      expect(error).toBeInstanceOf(FunctionsHttpError)
      expect((error as FunctionsHttpError).context.status).toBe(401)
      expect(await t.mailCount(address)).toBe(0)

      const missing = await anon().functions.invoke('no-such-function', { body: {} })
      expect((missing.error as FunctionsHttpError).context.status).toBe(404)
    })
  })

  describe('bad input', () => {
    const countWaitlist = async () => (await service().from('waitlist').select('*', { count: 'exact', head: true })).count

    it('malformed JSON: 400 PGRST102 (REST), 400 bad_json (auth), nothing written', async () => {
      const before = await countWaitlist()
      const res = await rest('/rest/v1/waitlist', { method: 'POST', body: '{"full_name": "Ada",' })
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ code: 'PGRST102' })
      const auth = await rest('/auth/v1/token?grant_type=password', {
        method: 'POST',
        body: '{oops',
        headers: { 'X-Supabase-Api-Version': '2024-01-01' },
      })
      expect(auth.status).toBe(400)
      expect(auth.headers.get('X-Supabase-Api-Version')).toBe('2024-01-01')
      expect(await auth.json()).toMatchObject({ code: 'bad_json' })
      expect(await countWaitlist()).toBe(before)
    })

    it('missing API key: 401', async () => {
      const res = await t.fetch(`${t.url}/rest/v1/waitlist`, { method: 'POST', body: '{}' })
      expect(res.status).toBe(401)
      expect(await res.json()).toMatchObject({ message: 'No API key found in request' })
    })

    it('forged and expired JWTs: 401 PGRST301/PGRST303 (REST), 403 bad_jwt (auth)', async () => {
      const now = Math.floor(Date.now() / 1000)
      const claims = { sub: ADMIN_ID, role: 'service_role', aud: 'authenticated', iat: now, exp: now + 3600 }
      const [h, p] = t.signJwt(claims).split('.')
      const forged = `${h}.${p}.${Buffer.from('not the signature').toString('base64url')}`
      const expired = t.signJwt({ ...claims, role: 'authenticated', iat: now - 7200, exp: now - 3600 })

      const forgedRead = await rest('/rest/v1/waitlist?select=*', { headers: { Authorization: `Bearer ${forged}` } })
      expect(forgedRead.status).toBe(401)
      expect(await forgedRead.json()).toMatchObject({ code: 'PGRST301' })
      const expiredRead = await rest('/rest/v1/profiles?select=*', { headers: { Authorization: `Bearer ${expired}` } })
      expect(expiredRead.status).toBe(401)
      expect(await expiredRead.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' })
      const garbage = await rest('/rest/v1/profiles?select=*', { headers: { Authorization: 'Bearer garbage' } })
      expect(garbage.status).toBe(401)

      for (const token of [forged, expired]) {
        const { error } = await anon().auth.getUser(token)
        expect(error).toMatchObject({ status: 403, code: 'bad_jwt' })
      }
      const none = await rest('/auth/v1/user', { headers: { 'X-Supabase-Api-Version': '2024-01-01' } })
      expect(none.status).toBe(401)
      expect(await none.json()).toMatchObject({ code: 'no_authorization' })
      const forgedWrite = await rest('/rest/v1/waitlist', {
        method: 'POST',
        headers: { Authorization: `Bearer ${forged}` },
        body: JSON.stringify({ full_name: 'Forger', email: email('forged'), interest: 'banking' }),
      })
      expect(forgedWrite.status).toBe(401)
      expect((await service().from('waitlist').select('id').eq('full_name', 'Forger')).data).toEqual([])
    })

    it('unknown column: 400 42703; unknown table: 404 PGRST205; bad filter syntax: 400 PGRST100', async () => {
      const column = await service().from('waitlist').select('*').eq('no_such_column', 'x')
      expect(column.status).toBe(400)
      expect(column.error?.code).toBe('42703')
      const selected = await service().from('waitlist').select('nope')
      expect(selected.error?.code).toBe('42703')
      const table = await anon().from('no_such_table').select('*')
      expect(table.status).toBe(404)
      expect(table.error?.code).toBe('PGRST205')
      const syntax = await rest('/rest/v1/waitlist?select=*&email=bogus')
      expect(syntax.status).toBe(400)
      expect(await syntax.json()).toMatchObject({ code: 'PGRST100' })
      const insertColumn = await service()
        .from('waitlist')
        .insert({ full_name: 'Ada', email: email('c'), interest: 'banking', admin: true })
      expect(insertColumn.status).toBe(400)
      expect(insertColumn.error?.code).toBe('PGRST204')
    })

    it('values crafted to break out of a query are stored and compared literally', async () => {
      const address = email('inject')
      const name = `Robert'); drop table public.waitlist; --`
      const { error } = await service().from('waitlist').insert({ full_name: name, email: address, interest: 'banking' })
      expect(error).toBeNull()
      const stored = await service().from('waitlist').select('full_name').eq('email', address).single()
      expect(stored.data).toEqual({ full_name: name })
      const probe = await service().from('waitlist').select('id').eq('email', `x' or '1'='1`)
      expect(probe.data).toEqual([])
      const probeIn = await service().from('waitlist').select('id').in('email', [`a") or true --`, `'; delete from public.waitlist; --`])
      expect(probeIn.data).toEqual([])
      const column = await service().from('waitlist').select('*').eq('email"; drop table public.waitlist; --', 'x')
      expect(column.error?.code).toBe('42703')
      expect((await service().from('waitlist').select('full_name').eq('email', address)).data).toEqual([{ full_name: name }])
    })

    it('a body of several megabytes: 413, nothing written, and the stack keeps serving', async () => {
      const before = await countWaitlist()
      const big = await anon()
        .from('waitlist')
        .insert({ full_name: 'x'.repeat(3 * 1024 * 1024), email: email('big'), interest: 'banking' })
      expect(big.status).toBe(413)
      const bigAuth = await rest('/auth/v1/signup', {
        method: 'POST',
        headers: { 'X-Supabase-Api-Version': '2024-01-01' },
        body: JSON.stringify({ email: email('bigauth'), password: PASSWORD, data: { blob: 'y'.repeat(2 * 1024 * 1024) } }),
      })
      expect(bigAuth.status).toBe(413)
      expect(await countWaitlist()).toBe(before)
      const ok = await service()
        .from('waitlist')
        .insert({ full_name: 'Still Here', email: email('after'), interest: 'business' })
      expect(ok.error).toBeNull()
      expect(await countWaitlist()).toBe((before ?? 0) + 1)
    })
  })
})
