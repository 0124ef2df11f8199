import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { authFetch, client, confirmedUser, PASSWORD, tokenHashOf, uniqueEmail } from './helpers'
import { stackTarget, TARGET_NAMES, type StackTarget } from './targets'

// Password recovery as GoTrue does it (supabase/auth internal/api/recover.go, mail.go
// sendPasswordRecovery, verify.go verifyTokenHash/recoverVerify): POST /recover answers {} whether
// or not the account exists, sends the recovery e-mail at most once per max_frequency, and the
// link's token_hash gives a session once through POST /verify with type recovery, within otp_expiry.

describe.each(TARGET_NAMES)('password recovery (%s)', (name) => {
  let t: StackTarget
  beforeAll(async () => {
    t = await stackTarget(name)
  })
  afterAll(() => t?.stop())

  it('answers {} for unknown and known addresses alike, and e-mails only the account', async () => {
    const { email } = await confirmedUser(t, 'recover')
    const unknown = uniqueEmail('nobody', t)
    const anonymous = await authFetch(t, '/recover', { method: 'POST', body: JSON.stringify({ email: unknown }) })
    expect(anonymous.status).toBe(200)
    expect(await anonymous.json()).toEqual({})
    expect(await t.lastMail(unknown)).toBeUndefined()

    const { data, error } = await client(t).auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:5173/auth/reset-password' })
    expect(error).toBeNull()
    expect(data).toEqual({})
    const mail = (await t.lastMail(email))!
    // The project's recovery template (config.toml) links to the app with a PKCE token_hash.
    expect(mail.subject).toBe('Reset your password')
    const link = new URL(mail.link!)
    expect(link.origin + link.pathname).toBe('http://localhost:5173/auth/confirm')
    expect(link.searchParams.get('type')).toBe('recovery')
    expect(link.searchParams.get('token_hash')).toMatch(/^pkce_[0-9a-f]{56}$/)
  })

  it('sends at most one recovery e-mail per minute per address (429 over_email_send_rate_limit)', async () => {
    const { email } = await confirmedUser(t, 'twice')
    expect((await client(t).auth.resetPasswordForEmail(email)).error).toBeNull()
    const again = await client(t).auth.resetPasswordForEmail(email)
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' })
    expect(again.error!.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/)
    expect((await t.stack.listMail(email)).filter((m) => m.subject === 'Reset your password')).toHaveLength(1)
  })

  it('validates the request as GoTrue does', async () => {
    const missing = await authFetch(t, '/recover', { method: 'POST', body: JSON.stringify({}) })
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({ code: 'validation_failed', message: 'Password recovery requires an email' })
    const garbage = await authFetch(t, '/recover', { method: 'POST', body: JSON.stringify({ email: 'not-an-email' }) })
    expect(garbage.status).toBe(400)
    expect(await garbage.json()).toMatchObject({ code: 'validation_failed' })
    const halfPkce = await authFetch(t, '/recover', {
      method: 'POST',
      body: JSON.stringify({ email: uniqueEmail('pkce', t), code_challenge: 'x'.repeat(43) }),
    })
    expect(await halfPkce.json()).toEqual({
      code: 'validation_failed',
      message: 'PKCE flow requires code_challenge_method and code_challenge',
    })
  })

  it('verifyOtp type recovery: a session once, for the account the link was sent to', async () => {
    const { email, id } = await confirmedUser(t, 'verify-recovery')
    await client(t).auth.resetPasswordForEmail(email)
    const hash = await tokenHashOf(t, email)
    const c = client(t)
    const verified = await c.auth.verifyOtp({ type: 'recovery', token_hash: hash })
    expect(verified.error).toBeNull()
    expect(verified.data.user?.id).toBe(id)
    expect(verified.data.session?.access_token).toBeTruthy()
    const claims = JSON.parse(Buffer.from(verified.data.session!.access_token.split('.')[1]!, 'base64url').toString())
    expect(claims.amr).toEqual([expect.objectContaining({ method: 'otp' })])
    // Single use, and not a sign-up confirmation token.
    expect((await client(t).auth.verifyOtp({ type: 'recovery', token_hash: hash })).error).toMatchObject({
      status: 403,
      code: 'otp_expired',
    })
  })

  it('a recovery link is not a sign-up link, and a sign-up link is not a recovery link', async () => {
    const { email } = await confirmedUser(t, 'types')
    await client(t).auth.resetPasswordForEmail(email)
    const hash = await tokenHashOf(t, email)
    expect((await client(t).auth.verifyOtp({ type: 'signup', token_hash: hash })).error).toMatchObject({ status: 403, code: 'otp_expired' })
    const unconfirmed = uniqueEmail('unconfirmed', t)
    await client(t).auth.signUp({ email: unconfirmed, password: PASSWORD })
    const signupHash = await tokenHashOf(t, unconfirmed)
    expect((await client(t).auth.verifyOtp({ type: 'recovery', token_hash: signupHash })).error).toMatchObject({ code: 'otp_expired' })
  })

  it('recovering an unconfirmed account confirms it (recoverVerify)', async () => {
    const email = uniqueEmail('unconfirmed-recover', t)
    await client(t).auth.signUp({ email, password: PASSWORD })
    await client(t).auth.resetPasswordForEmail(email)
    const verified = await client(t).auth.verifyOtp({ type: 'recovery', token_hash: await tokenHashOf(t, email) })
    expect(verified.error).toBeNull()
    expect(verified.data.user?.email_confirmed_at).toBeTruthy()
    const signIn = await client(t).auth.signInWithPassword({ email, password: PASSWORD })
    expect(signIn.error).toBeNull()
  })

  it('the link expires after otp_expiry seconds (config.toml: 3600, as hosted; passed on the test clock)', async () => {
    expect(t.stack.authConfig.otpExpiry).toBe(3600)
    const short = t // config.toml's setting; the test clock passes it
    const { email } = await confirmedUser(short, 'expiry')
    await client(short).auth.resetPasswordForEmail(email)
    const hash = await tokenHashOf(short, email)
    short.stack.clock.advance(3_601_000)
    const late = await client(short).auth.verifyOtp({ type: 'recovery', token_hash: hash })
    expect(late.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Email link is invalid or has expired' })
  })
})
