import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { authFetch, client, confirmedUser, PASSWORD, tokenHashOf, uniqueEmail } from './helpers'
import { stackTarget, TARGET_NAMES, type StackTarget } from './targets'

// GoTrue's rules that the app's flows depend on, in-process and over HTTP:
// - signup.go: a repeated sign-up of an unconfirmed address changes nothing of the account ("we can't
//   be sure of their claimed identity") and only re-sends the confirmation, once per max_frequency;
// - tokens/service.go RefreshTokenGrant: refresh-token reuse;
// - mail.go sendEmail: the project-wide e-mail budget and built-in SMTP's authorized addresses;
// - apilimiter: per-client token buckets of 30, keyed on the caller's address (Sb-Forwarded-For only
//   when enabled and with a secret key).

describe.each(TARGET_NAMES)('GoTrue rules (%s)', (name) => {
  let t: StackTarget
  beforeAll(async () => {
    t = await stackTarget(name)
  })
  afterAll(() => t?.stop())

  it('the stack runs with config.toml: custom SMTP, its e-mail budget and rate limits', () => {
    expect(t.stack.authConfig.smtp).toBe(true)
    expect(t.stack.authConfig.emailSentPerHour).toBe(100)
    expect(t.stack.authConfig.rateLimits).toEqual({ signInSignUps: 300, tokenRefresh: 1800, tokenVerifications: 300 })
  })

  it('a repeated sign-up of an unconfirmed address keeps the first password and metadata (security review F4)', async () => {
    const quick = t // config.toml's setting; the test clock passes it
    const email = uniqueEmail('twice', quick)
    const first = await client(quick).auth.signUp({ email, password: PASSWORD, options: { data: { full_name: 'Victim' } } })
    expect(first.error).toBeNull()
    const early = await client(quick).auth.signUp({ email, password: 'attacker-pass-1', options: { data: { full_name: 'Attacker' } } })
    expect(early.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' })
    quick.stack.clock.advance(61_000)
    const later = await client(quick).auth.signUp({ email, password: 'attacker-pass-1', options: { data: { full_name: 'Attacker' } } })
    expect(later.error).toBeNull()
    expect(later.data.user?.id).toBe(first.data.user?.id)
    expect(later.data.user?.user_metadata).toMatchObject({ full_name: 'Victim' })
    expect(await quick.stack.listMail(email)).toHaveLength(2)
    await client(quick).auth.verifyOtp({ type: 'email', token_hash: await tokenHashOf(quick, email) })
    expect((await client(quick).auth.signInWithPassword({ email, password: 'attacker-pass-1' })).error).toMatchObject({
      code: 'invalid_credentials',
    })
    expect((await client(quick).auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull()
    const profile = await quick.stack.db.query<{ full_name: string }>('select full_name from public.profiles where id = $1', [
      first.data.user!.id,
    ])
    expect(profile.rows).toEqual([{ full_name: 'Victim' }])
  })

  it('refresh: two parallel refreshes of one token both succeed with the same new token (security review F5)', async () => {
    const { session } = await confirmedUser(t, 'parallel')
    const [a, b] = await Promise.all([
      client(t).auth.refreshSession({ refresh_token: session.refresh_token }),
      client(t).auth.refreshSession({ refresh_token: session.refresh_token }),
    ])
    expect(a.error).toBeNull()
    expect(b.error).toBeNull()
    expect(a.data.session!.refresh_token).toBe(b.data.session!.refresh_token)
    expect(a.data.session!.refresh_token).toMatch(/^[A-Za-z0-9]{12}$/)
  })

  it('refresh reuse: accepted within refresh_token_reuse_interval (10 s, passed on the test clock), then the family is revoked', async () => {
    expect(t.stack.authConfig.refreshTokenReuseInterval).toBe(10)
    const short = t // config.toml's 10 s; the test clock passes it
    const rotate = async (token: string) => {
      const { data, error } = await client(short).auth.refreshSession({ refresh_token: token })
      expect(error).toBeNull()
      return data.session!
    }
    // t0 is spent and not the parent of the active t2: accepted within the interval, as a new branch.
    const first = await confirmedUser(short, 'reuse-within')
    const t1 = (await rotate(first.session.refresh_token)).refresh_token
    const t2 = (await rotate(t1)).refresh_token
    const branch = await client(short).auth.refreshSession({ refresh_token: first.session.refresh_token })
    expect(branch.error).toBeNull()
    expect([first.session.refresh_token, t1, t2]).not.toContain(branch.data.session!.refresh_token)

    // After the interval the replay is refused and every token of the session is revoked.
    const second = await confirmedUser(short, 'reuse-late')
    const s0 = second.session.refresh_token
    const s1 = (await rotate(s0)).refresh_token
    const active = await rotate(s1)
    short.stack.clock.advance(11_000)
    const late = await client(short).auth.refreshSession({ refresh_token: s0 })
    expect(late.error).toMatchObject({ status: 400, code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' })
    const live = await short.stack.db.query<{ n: number }>(
      `select count(*)::int as n from auth.refresh_tokens where user_id = $1 and not revoked`,
      [second.id],
    )
    expect(live.rows[0]!.n).toBe(0)
    short.stack.clock.advance(11_000)
    expect((await client(short).auth.refreshSession({ refresh_token: active.refresh_token })).error).toMatchObject({
      code: 'refresh_token_already_used',
    })
    // GoTrue revokes the tokens, not the session: the access token works until it expires.
    expect((await client(short).auth.getUser(active.access_token)).error).toBeNull()
  })

  it('a confirmation link expires after otp_expiry (config: 3600 s, passed on the test clock)', async () => {
    const short = t // config.toml's setting; the test clock passes it
    const email = uniqueEmail('late-confirm', short)
    await client(short).auth.signUp({ email, password: PASSWORD })
    const hash = await tokenHashOf(short, email)
    short.stack.clock.advance(3_601_000)
    expect((await client(short).auth.verifyOtp({ type: 'email', token_hash: hash })).error).toMatchObject({
      status: 403,
      code: 'otp_expired',
    })
  })

  it("the e-mail budget: hosted's built-in SMTP sends 2 an hour, to the organisation's addresses only", async () => {
    const lines: string[] = []
    const team = ['a', 'b', 'c'].map((l) => uniqueEmail(`team-${l}`, t))
    const builtIn = await stackTarget(name, { auth: { smtp: false, authorizedAddresses: team }, log: (l) => lines.push(l) })
    try {
      const stranger = uniqueEmail('stranger', builtIn)
      const refused = await client(builtIn).auth.signUp({ email: stranger, password: PASSWORD })
      expect(refused.error).toMatchObject({ status: 400, code: 'email_address_not_authorized' })
      for (const email of team.slice(0, 2)) expect((await client(builtIn).auth.signUp({ email, password: PASSWORD })).error).toBeNull()
      const third = await client(builtIn).auth.signUp({ email: team[2]!, password: PASSWORD })
      expect(third.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit', message: 'email rate limit exceeded' })
      expect(lines.some((l) => /budget of 2 e-mails per hour is used up/.test(l))).toBe(true)
      // Nothing half-written: the refused sign-ups left no account behind.
      const users = await builtIn.stack.db.query('select 1 from auth.users where email = any($1)', [[stranger, team[2]]])
      expect(users.rows).toEqual([])
    } finally {
      await builtIn.stop()
    }
  })

  it('per-client limits: 30 at once, then 429 over_request_rate_limit; Sb-Forwarded-For counts only with a secret key', async () => {
    const limited = await stackTarget(name, {
      auth: { rateLimits: { signInSignUps: 1, tokenRefresh: 1, tokenVerifications: 1 }, sbForwardedFor: true },
    })
    try {
      const refresh = (key: string, forwarded?: string) =>
        authFetch(
          limited,
          '/token?grant_type=refresh_token',
          {
            method: 'POST',
            body: JSON.stringify({ refresh_token: 'not-a-token' }),
            headers: forwarded ? { 'Sb-Forwarded-For': forwarded } : {},
          },
          key,
        )
      for (let i = 0; i < 30; i++) expect((await refresh(limited.stack.publishableKey, '203.0.113.1')).status).toBe(400)
      const over = await refresh(limited.stack.publishableKey, '203.0.113.2')
      expect(over.status).toBe(429)
      expect(await over.json()).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' })
      // The same server forwarding a visitor's address with its secret key: that visitor's own bucket.
      expect((await refresh(limited.stack.secretKey, '203.0.113.2')).status).toBe(400)
      expect((await refresh(limited.stack.secretKey, 'not-an-ip')).status).toBe(429)
      expect((await refresh(limited.stack.serviceRoleKey, '203.0.113.3')).status).toBe(429)
    } finally {
      await limited.stop()
    }
  })

  it('without Sb-Forwarded-For enabled (the default) the header changes nothing', async () => {
    expect(t.stack.authConfig.sbForwardedFor).toBe(false)
    const limited = await stackTarget(name, { auth: { rateLimits: { signInSignUps: 1, tokenRefresh: 1, tokenVerifications: 1 } } })
    try {
      const verify = (forwarded: string) =>
        authFetch(
          limited,
          '/verify',
          {
            method: 'POST',
            body: JSON.stringify({ type: 'email', token_hash: 'nope' }),
            headers: { 'Sb-Forwarded-For': forwarded, 'X-Forwarded-For': forwarded },
          },
          limited.stack.secretKey,
        )
      for (let i = 0; i < 30; i++) expect((await verify(`198.51.100.${i}`)).status).toBe(403)
      expect((await verify('198.51.100.200')).status).toBe(429)
    } finally {
      await limited.stop()
    }
  })

  it('auth.users token columns have no default (NULL), and a user SQL left with NULLs can still sign in here', async () => {
    const columns = await t.stack.db.query<{ column_name: string; column_default: string | null }>(
      `select column_name, column_default from information_schema.columns where table_schema = 'auth' and table_name = 'users'
       and column_name in ('confirmation_token', 'recovery_token', 'email_change_token_new', 'email_change') order by 1`,
    )
    expect(columns.rows.map((r) => r.column_default)).toEqual([null, null, null, null])
    const { email, id } = await confirmedUser(t, 'nulls')
    await t.stack.db.query(
      'update auth.users set confirmation_token = null, recovery_token = null, email_change_token_new = null, email_change = null where id = $1',
      [id],
    )
    expect((await client(t).auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull()
    expect((await client(t).auth.resetPasswordForEmail(email)).error).toBeNull()
  })
})
