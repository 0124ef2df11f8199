import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { authFetch, client, confirmedUser, PASSWORD, tokenHashOf, uniqueEmail } from './helpers'
import { stackTarget, TARGET_NAMES, type StackTarget } from './targets'

// POST /resend as GoTrue answers it (supabase/auth internal/api/resend.go, mail.go sendConfirmation):
// {} whether the address is unknown, already confirmed or pending; a pending sign-up gets a new
// confirmation e-mail at most once per max_frequency, whose link replaces the previous one.

describe.each(TARGET_NAMES)('resend confirmation (%s)', (name) => {
  let t: StackTarget
  beforeAll(async () => {
    t = await stackTarget(name)
  })
  afterAll(() => t?.stop())

  it('answers {} for unknown and confirmed addresses, and sends nothing', async () => {
    const unknown = uniqueEmail('nobody', t)
    const { data, error } = await client(t).auth.resend({ type: 'signup', email: unknown })
    expect(error).toBeNull()
    expect(data).toEqual({ user: null, session: null })
    expect(await t.lastMail(unknown)).toBeUndefined()
    const { email } = await confirmedUser(t, 'confirmed')
    const before = (await t.stack.listMail(email)).length
    expect((await client(t).auth.resend({ type: 'signup', email })).error).toBeNull()
    expect(await t.stack.listMail(email)).toHaveLength(before)
  })

  it('re-sends to a pending sign-up only after max_frequency (429 with the seconds left before)', async () => {
    const email = uniqueEmail('pending', t)
    const signedUp = t.stack.clock.now()
    await client(t).auth.signUp({ email, password: PASSWORD })
    const early = await client(t).auth.resend({ type: 'signup', email })
    // The seconds left: 60 less the whole seconds that passed since the e-mail (Go truncates), however
    // slow this machine is.
    const passed = Math.ceil((t.stack.clock.now() - signedUp) / 1000)
    expect(early.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' })
    const left = Number(/^For security purposes, you can only request this after (\d+) seconds\.$/.exec(early.error!.message)?.[1])
    expect(left).toBeLessThanOrEqual(60)
    expect(left).toBeGreaterThanOrEqual(59 - passed)
    expect(await t.stack.listMail(email)).toHaveLength(1)
  })

  it('the new link confirms the account and the previous one no longer does', async () => {
    const quick = t // config.toml's setting; the test clock passes it
    const email = uniqueEmail('again', quick)
    await client(quick).auth.signUp({ email, password: PASSWORD })
    const first = await tokenHashOf(quick, email)
    quick.stack.clock.advance(61_000)
    const raw = await authFetch(quick, '/resend', { method: 'POST', body: JSON.stringify({ type: 'signup', email }) })
    expect(raw.status).toBe(200)
    expect(await raw.json()).toEqual({})
    const second = await tokenHashOf(quick, email)
    expect(second).not.toBe(first)
    expect((await client(quick).auth.verifyOtp({ type: 'email', token_hash: first })).error).toMatchObject({ code: 'otp_expired' })
    const ok = await client(quick).auth.verifyOtp({ type: 'email', token_hash: second })
    expect(ok.error).toBeNull()
    expect(ok.data.user?.email_confirmed_at).toBeTruthy()
  })

  it('validates type and address as GoTrue does', async () => {
    const noType = await authFetch(t, '/resend', { method: 'POST', body: JSON.stringify({ email: uniqueEmail('x', t) }) })
    expect(noType.status).toBe(400)
    expect(await noType.json()).toEqual({
      code: 'validation_failed',
      message: 'Missing one of these types: signup, email_change, sms, phone_change',
    })
    const noEmail = await authFetch(t, '/resend', { method: 'POST', body: JSON.stringify({ type: 'signup' }) })
    expect(await noEmail.json()).toEqual({ code: 'validation_failed', message: 'Type provided requires an email address' })
    const garbage = await authFetch(t, '/resend', { method: 'POST', body: JSON.stringify({ type: 'signup', email: 'nope' }) })
    expect(garbage.status).toBe(400)
    expect(await garbage.json()).toMatchObject({ code: 'validation_failed' })
  })
})
