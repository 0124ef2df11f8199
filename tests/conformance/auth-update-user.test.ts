import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { authFetch, client, confirmedUser, PASSWORD } from './helpers'
import { stackTarget, TARGET_NAMES, type StackTarget } from './targets'

// PUT /user (updateUser) as GoTrue answers it (supabase/auth internal/api/user.go UserUpdate,
// password.go, models/user.go UpdatePassword): the new password passes the strength rules, differs
// from the current one, and signs out every other session; metadata merges. The embedded stack does
// not model e-mail changes: they get an explicit 422 not_implemented.

describe.each(TARGET_NAMES)('updateUser (%s)', (name) => {
  let t: StackTarget
  beforeAll(async () => {
    t = await stackTarget(name)
  })
  afterAll(() => t?.stop())

  it('sets a new password: the old one stops working, other sessions end, this one goes on', async () => {
    const { email, client: c } = await confirmedUser(t, 'newpass')
    const elsewhere = client(t)
    const other = await elsewhere.auth.signInWithPassword({ email, password: PASSWORD })
    expect(other.error).toBeNull()

    const { data, error } = await c.auth.updateUser({ password: 'another-horse-2' })
    expect(error).toBeNull()
    expect(data.user?.email).toBe(email)
    expect((await c.auth.getUser()).data.user?.email).toBe(email)
    expect((await elsewhere.auth.getUser()).error?.name).toBe('AuthSessionMissingError')
    const oldPassword = await client(t).auth.signInWithPassword({ email, password: PASSWORD })
    expect(oldPassword.error).toMatchObject({ status: 400, code: 'invalid_credentials' })
    expect((await client(t).auth.signInWithPassword({ email, password: 'another-horse-2' })).error).toBeNull()
  })

  it('refuses the current password (422 same_password) and weak ones (422 weak_password)', async () => {
    const { client: c } = await confirmedUser(t, 'rules')
    const same = await c.auth.updateUser({ password: PASSWORD })
    expect(same.error).toMatchObject({
      status: 422,
      code: 'same_password',
      message: 'New password should be different from the old password.',
    })
    const weak = await c.auth.updateUser({ password: '12345' })
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', message: 'Password should be at least 6 characters.' })
    expect((weak.error as { reasons?: string[] }).reasons).toEqual(['length'])
    const long = await c.auth.updateUser({ password: 'x'.repeat(73) })
    expect(long.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Password cannot be longer than 72 characters' })
  })

  it('a password reset: recovery session, new password, signed in with it', async () => {
    const { email } = await confirmedUser(t, 'reset')
    await client(t).auth.resetPasswordForEmail(email)
    const mail = await t.lastMail(email)
    const c = client(t)
    const verified = await c.auth.verifyOtp({ type: 'recovery', token_hash: new URL(mail!.link!).searchParams.get('token_hash')! })
    expect(verified.error).toBeNull()
    expect((await c.auth.updateUser({ password: 'reset-horse-3' })).error).toBeNull()
    expect((await client(t).auth.signInWithPassword({ email, password: 'reset-horse-3' })).error).toBeNull()
  })

  it('merges user metadata (null removes a key) and keeps app_metadata for admins', async () => {
    const { client: c } = await confirmedUser(t, 'meta', { full_name: 'Ada Obi', city: 'Lagos' })
    const { data, error } = await c.auth.updateUser({ data: { city: null, country: 'NG' } })
    expect(error).toBeNull()
    expect(data.user?.user_metadata).toMatchObject({ full_name: 'Ada Obi', country: 'NG' })
    expect(data.user?.user_metadata).not.toHaveProperty('city')
    const token = (await c.auth.getSession()).data.session!.access_token
    const appMeta = await authFetch(t, '/user', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}` },
      body: JSON.stringify({ app_metadata: { role: 'admin' } }),
    })
    expect(appMeta.status).toBe(403)
    expect(await appMeta.json()).toEqual({ code: 'not_admin', message: 'Updating app_metadata requires admin privileges' })
  })

  it('needs the user token; an e-mail change is refused honestly', async () => {
    const anonymous = await authFetch(t, '/user', { method: 'PUT', body: JSON.stringify({ password: 'whatever-123' }) })
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toMatchObject({ code: 'no_authorization' })
    const { client: c } = await confirmedUser(t, 'change')
    const taken = await confirmedUser(t, 'taken')
    const duplicate = await c.auth.updateUser({ email: taken.email })
    expect(duplicate.error).toMatchObject({ status: 422, code: 'email_exists' })
    const change = await c.auth.updateUser({ email: 'new-address@example.com' })
    expect(change.error).toMatchObject({ status: 422, code: 'not_implemented' })
  })
})
