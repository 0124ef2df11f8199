import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { client, confirmedUser, PASSWORD, uniqueEmail } from './helpers'
import { stackTarget, TARGET_NAMES, type StackTarget } from './targets'

// API keys as the hosted gateway treats them (docs guides/api/api-keys; supabase-js 2.119
// fetchWithAuth): the legacy anon/service_role JWTs and the new sb_publishable_/sb_secret_ keys,
// which are not JWTs (REST takes the key's role when Authorization is absent or repeats the apikey;
// a secret key from a browser is refused). Functions: the gateway's legacy verify_jwt check, per
// function from config.toml (docs troubleshooting/edge-function-401-error-response).

const BROWSER = 'Mozilla/5.0 (Linux; Android 10) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Mobile Safari/537.36'

describe.each(TARGET_NAMES)('API keys and the functions gateway (%s)', (name) => {
  let t: StackTarget
  beforeAll(async () => {
    t = await stackTarget(name, { functions: { 'send-confirmation': { verifyJwt: true } } })
  })
  afterAll(() => t?.stop())

  it('the new keys have their formats; the publishable key works for Auth and REST as anon', async () => {
    expect(t.stack.publishableKey).toMatch(/^sb_publishable_[A-Za-z0-9_-]{20,}$/)
    expect(t.stack.secretKey).toMatch(/^sb_secret_[A-Za-z0-9_-]{20,}$/)
    const publishable = client(t, t.stack.publishableKey)
    const email = uniqueEmail('publishable', t)
    expect((await publishable.auth.signUp({ email, password: PASSWORD })).error).toBeNull()
    // Taken as anon: refused as anon is (401, not a key error), since only the service role writes the waitlist.
    const joined = await publishable.from('waitlist').insert({ full_name: 'Ada Obi', email, interest: 'banking' })
    expect(joined.status).toBe(401)
    expect(joined.error?.code).toBe('42501')
    const read = await publishable.from('waitlist').select('email')
    expect(read.status).toBe(401)
    expect(read.error?.code).toBe('42501')
  })

  it('the secret key reads as service_role; the legacy service_role key too', async () => {
    const email = uniqueEmail('secret', t)
    const inserted = await client(t, t.stack.secretKey).from('waitlist').insert({ full_name: 'Ada Obi', email, interest: 'banking' })
    expect(inserted.status).toBe(201)
    for (const key of [t.stack.secretKey, t.stack.serviceRoleKey]) {
      const stored = await client(t, key).from('waitlist').select('email').eq('email', email)
      expect(stored.error).toBeNull()
      expect(stored.data).toEqual([{ email }])
    }
  })

  it('a publishable key user session is authenticated; a bearer that is neither the apikey nor a JWT is refused', async () => {
    const user = await confirmedUser(t, 'keyed')
    const rest = (headers: Record<string, string>) =>
      t.fetch(`${t.url}/rest/v1/profiles?select=id`, { headers: { apikey: t.stack.publishableKey, ...headers } })
    const own = await rest({ Authorization: `Bearer ${user.session.access_token}` })
    expect(await own.json()).toEqual([{ id: user.id }])
    const asKey = await rest({ Authorization: `Bearer ${t.stack.publishableKey}` })
    expect(asKey.status).toBe(401) // anon has no SELECT on profiles
    expect(await asKey.json()).toMatchObject({ code: '42501' })
    const other = await rest({ Authorization: `Bearer ${t.stack.secretKey}` })
    expect(other.status).toBe(401)
    expect(await other.json()).toMatchObject({ code: 'PGRST301' })
  })

  it('a secret key from a browser gets 401; an unknown key gets 401', async () => {
    const fromBrowser = await t.fetch(`${t.url}/rest/v1/waitlist?select=id`, {
      headers: { apikey: t.stack.secretKey, 'User-Agent': BROWSER },
    })
    expect(fromBrowser.status).toBe(401)
    expect(await fromBrowser.json()).toEqual({ message: 'Forbidden use of secret API key in browser' })
    const publishableFromBrowser = await t.fetch(`${t.url}/auth/v1/settings`, {
      headers: { apikey: t.stack.publishableKey, 'User-Agent': BROWSER },
    })
    expect(publishableFromBrowser.status).toBe(200)
    const unknown = await t.fetch(`${t.url}/rest/v1/waitlist?select=id`, { headers: { apikey: 'sb_publishable_not_ours' } })
    expect(unknown.status).toBe(401)
  })

  it('verify_jwt = true: no Authorization is 401 "Missing authorization header" (what supabase-js sends with a new key and no session)', async () => {
    const body = { name: 'Ada Obi', email: uniqueEmail('fn', t), interest: 'banking' }
    const noBearer = await client(t, t.stack.publishableKey).functions.invoke('send-confirmation', { body })
    expect(noBearer.error).toBeTruthy()
    const res = (noBearer.error as { context: Response }).context
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ code: 401, message: 'Missing authorization header' })
    const notJwt = await t.fetch(`${t.url}/functions/v1/send-confirmation`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${t.stack.secretKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    expect(notJwt.status).toBe(401)
    expect(await notJwt.json()).toEqual({ code: 401, message: 'Invalid JWT' })
    // The legacy anon key and a user's access token are HS256 JWTs: the gateway lets them through, and
    // the function answers for itself (it wants the app server's secret: docs/decisions/010).
    const legacy = await t.fetch(`${t.url}/functions/v1/send-confirmation`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${t.stack.anonKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    expect(await legacy.json()).toEqual({ error: 'Unauthorized' })
  })

  it('verify_jwt = false: the gateway checks nothing and the function answers for itself', async () => {
    const open = await stackTarget(name, { functions: { 'send-confirmation': { verifyJwt: false } } })
    try {
      const res = await open.fetch(`${open.url}/functions/v1/send-confirmation`, {
        method: 'POST',
        body: '{}',
        headers: { 'Content-Type': 'application/json' },
      })
      const text = await res.text()
      expect(text).not.toContain('Missing authorization header')
      expect(text).not.toContain('No API key found in request')
      const missing = await open.fetch(`${open.url}/functions/v1/no-such-function`, { method: 'POST', body: '{}' })
      expect(missing.status).toBe(404)
    } finally {
      await open.stop()
    }
  })
})
