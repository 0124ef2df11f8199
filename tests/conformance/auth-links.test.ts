import { createClient } from '@supabase/supabase-js'
import ws from 'ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { authFetch, client, PASSWORD, uniqueEmail } from './helpers'
import { stackTarget, TARGET_NAMES, type StackTarget } from './targets'

// The links of Supabase's default templates, as a hosted project whose templates were never pushed
// sends them (supabase/auth internal/mailer/templatemailer: {{ .ConfirmationURL }} =
// <API external URL>/auth/v1/verify?token=…&type=…&redirect_to=…), and what GoTrue does with them
// (verify.go verifyGet, pkce.go, token.go PKCE): a 303 to redirect_to with ?code= for PKCE flows
// (exchanged once with the verifier, within the flow state's 300 s), #access_token=… otherwise, and
// ?error=…&error_code=…&error_description=… when the link is bad, used or expired.

const APP = 'http://localhost:5173'

function implicitClient(t: StackTarget) {
  return createClient(t.url, t.stack.anonKey, {
    global: t.clientFetch ? { fetch: t.clientFetch } : undefined,
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType: 'implicit' },
  })
}

describe.each(TARGET_NAMES)('default-template links and GET /verify (%s)', (name) => {
  let t: StackTarget
  const external = name === 'in-process' ? 'http://127.0.0.1:4999' : undefined
  beforeAll(async () => {
    t = await stackTarget(name, { emailTemplates: 'default', externalUrl: external })
  })
  afterAll(() => t?.stop())

  /** Follows the e-mail's link as a browser would, stopping at GoTrue's redirect. */
  async function follow(link: string): Promise<URL> {
    const url = new URL(link)
    const res = await t.fetch(`${t.url}${url.pathname}${url.search}`, { redirect: 'manual' })
    expect(res.status).toBe(303)
    return new URL(res.headers.get('location')!)
  }

  it("renders GoTrue's default confirmation e-mail with {{ .ConfirmationURL }} on the API's external URL", async () => {
    const email = uniqueEmail('default', t)
    await client(t).auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: `${APP}/auth` } })
    const mail = (await t.lastMail(email))!
    expect(mail.subject).toBe('Confirm your email address')
    expect(mail.html).toContain('Follow the link below to confirm this email address and finish signing up.')
    const link = new URL(mail.link!)
    expect(link.origin).toBe(external ?? t.url)
    expect(link.pathname).toBe('/auth/v1/verify')
    expect(link.searchParams.get('token')).toMatch(/^pkce_[0-9a-f]{56}$/)
    expect(link.searchParams.get('type')).toBe('signup')
    expect(link.searchParams.get('redirect_to')).toBe(`${APP}/auth`)
  })

  it('PKCE sign-up: the link redirects with ?code=, exchanged once for a session of the confirmed user', async () => {
    const email = uniqueEmail('pkce', t)
    const c = client(t)
    await c.auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: `${APP}/auth?next=%2Fprofile` } })
    const link = (await t.lastMail(email))!.link!
    const landed = await follow(link)
    expect(landed.origin + landed.pathname).toBe(`${APP}/auth`)
    expect(landed.searchParams.get('next')).toBe('/profile')
    const code = landed.searchParams.get('code')!
    expect(code).toMatch(/^[0-9a-f-]{36}$/)

    const exchanged = await c.auth.exchangeCodeForSession(code)
    expect(exchanged.error).toBeNull()
    expect(exchanged.data.user?.email).toBe(email)
    expect(exchanged.data.user?.email_confirmed_at).toBeTruthy()
    const claims = JSON.parse(Buffer.from(exchanged.data.session!.access_token.split('.')[1]!, 'base64url').toString())
    expect(claims.amr).toEqual([expect.objectContaining({ method: 'email/signup' })])

    const again = await authFetch(t, '/token?grant_type=pkce', {
      method: 'POST',
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(43) }),
    })
    expect(again.status).toBe(404)
    expect(await again.json()).toEqual({ code: 'flow_state_not_found', message: 'invalid flow state, no valid flow state found' })

    // The link itself is spent: GoTrue redirects with the error in the query (PKCE) and the fragment.
    const used = await follow(link)
    expect(used.origin + used.pathname).toBe(`${APP}/auth`)
    expect(Object.fromEntries(used.searchParams)).toMatchObject({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    })
    expect(new URLSearchParams(used.hash.slice(1)).get('error_code')).toBe('otp_expired')
  })

  it('the code exchange checks the verifier (400 bad_code_verifier) and the parameters', async () => {
    const email = uniqueEmail('verifier', t)
    await client(t).auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: `${APP}/auth` } })
    const code = (await follow((await t.lastMail(email))!.link!)).searchParams.get('code')!
    const wrong = await authFetch(t, '/token?grant_type=pkce', {
      method: 'POST',
      body: JSON.stringify({ auth_code: code, code_verifier: 'y'.repeat(50) }),
    })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toEqual({
      code: 'bad_code_verifier',
      message: 'code challenge does not match previously saved code verifier',
    })
    const missing = await authFetch(t, '/token?grant_type=pkce', { method: 'POST', body: JSON.stringify({ auth_code: code }) })
    expect(missing.status).toBe(400)
    expect(await missing.json()).toMatchObject({ code: 'validation_failed' })
  })

  it('implicit flow: the link redirects with the session in the fragment', async () => {
    const email = uniqueEmail('implicit', t)
    await implicitClient(t).auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: `${APP}/welcome` } })
    const link = new URL((await t.lastMail(email))!.link!)
    expect(link.searchParams.get('token')).toMatch(/^[0-9a-f]{56}$/)
    const landed = await follow(link.toString())
    expect(landed.origin + landed.pathname).toBe(`${APP}/welcome`)
    const fragment = new URLSearchParams(landed.hash.slice(1))
    expect(fragment.get('type')).toBe('signup')
    expect(fragment.get('token_type')).toBe('bearer')
    const user = await client(t).auth.getUser(fragment.get('access_token')!)
    expect(user.data.user?.email).toBe(email)
  })

  it('a redirect_to outside the allow list falls back to site_url; a made-up token redirects with the error', async () => {
    const email = uniqueEmail('elsewhere', t)
    await client(t).auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: 'https://evil.example/steal' } })
    const link = new URL((await t.lastMail(email))!.link!)
    expect(link.searchParams.get('redirect_to')).toBe(t.stack.authConfig.siteUrl)
    const bogus = await follow(
      `${t.url}/auth/v1/verify?token=pkce_${'a'.repeat(56)}&type=signup&redirect_to=${encodeURIComponent(`${APP}/auth`)}`,
    )
    expect(bogus.searchParams.get('error_code')).toBe('otp_expired')
    const missing = await t.fetch(`${t.url}/auth/v1/verify?type=signup`, { redirect: 'manual', headers: { apikey: t.stack.anonKey } })
    expect(missing.status).toBe(400)
  })

  it('password recovery through the default link: ?code=, then a recovery session that may set a password', async () => {
    const email = uniqueEmail('recover-link', t)
    const c = client(t)
    await c.auth.signUp({ email, password: PASSWORD })
    await c.auth.verifyOtp({ type: 'email', token_hash: new URL((await t.lastMail(email))!.link!).searchParams.get('token')! })
    await c.auth.resetPasswordForEmail(email, { redirectTo: `${APP}/auth/reset-password` })
    const mail = (await t.lastMail(email))!
    expect(mail.subject).toBe('Reset your password')
    const landed = await follow(mail.link!)
    expect(landed.origin + landed.pathname).toBe(`${APP}/auth/reset-password`)
    const exchanged = await c.auth.exchangeCodeForSession(landed.searchParams.get('code')!)
    expect(exchanged.error).toBeNull()
    const claims = JSON.parse(Buffer.from(exchanged.data.session!.access_token.split('.')[1]!, 'base64url').toString())
    expect(claims.amr).toEqual([expect.objectContaining({ method: 'recovery' })])
    expect((await c.auth.updateUser({ password: 'brand-new-pass-4' })).error).toBeNull()
    expect((await client(t).auth.signInWithPassword({ email, password: 'brand-new-pass-4' })).error).toBeNull()
  })

  it('a PKCE flow state lives 300 s (GoTrue default): a later exchange gets 422 flow_state_expired, the address stays confirmed', async () => {
    expect(t.stack.authConfig.flowStateExpiry).toBe(300)
    const short = t // config.toml's setting; the test clock passes it
    const email = uniqueEmail('late', short)
    const c = client(short)
    await c.auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: `${APP}/auth` } })
    short.stack.clock.advance(301_000)
    const link = new URL((await short.lastMail(email))!.link!)
    const res = await short.fetch(`${short.url}${link.pathname}${link.search}`, { redirect: 'manual' })
    const code = new URL(res.headers.get('location')!).searchParams.get('code')!
    const late = await c.auth.exchangeCodeForSession(code)
    expect(late.error).toMatchObject({ status: 422, code: 'flow_state_expired' })
    expect((await client(short).auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull()
  })
})
