/**
 * HTTP-level tests of the account flows: the route modules' loaders and actions get real Requests, on
 * the embedded Supabase stack (in memory), with cookies carried between calls like a browser would.
 * Password reset, resend, the default template's ?code= and the abuse rules have their own files.
 */
import {
  CookieJar,
  get,
  newClientAddress,
  PASSWORD,
  post,
  resetRateLimits,
  run,
  signUpAndConfirm as signUpAndConfirmWith,
  stack,
  uniqueEmail,
} from './accounts.helpers'

import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { resetEnvForTests } from '~/.server/platform/env.server'
import { getHeaderUser } from '~/.server/account/header-user.server'
import * as authRoute from '~/routes/auth'
import * as confirmRoute from '~/routes/auth.confirm'
import * as signOutRoute from '~/routes/auth.sign-out'
import * as mailboxRoute from '~/routes/dev.mailbox'
import * as profileRoute from '~/routes/profile'
import { bound } from '../support/time-scale'

// ---------------------------------------------------------------------------------------------

async function profileRow(id: string) {
  const { rows } = await (await stack()).db.query<Record<string, unknown>>('select * from public.profiles where id = $1', [id])
  return rows[0]
}

type TestUser = { id: string; email: string; jar: CookieJar }

const signUpAndConfirm = (name: string): Promise<TestUser> => signUpAndConfirmWith(authRoute.action, name)

/** The parts of @supabase/ssr's session cookie these tests edit. */
type SessionJson = { access_token: string; refresh_token: string; expires_at: number; user: { id: string } }

/** A session cookie value re-encoded after `change` edits the session JSON. */
function editSessionCookie(jar: CookieJar, change: (session: SessionJson) => void) {
  const name = jar.sessionCookieName()
  const value = jar.cookies.get(name)!
  const session = JSON.parse(Buffer.from(decodeURIComponent(value).replace(/^base64-/, ''), 'base64url').toString('utf8'))
  change(session)
  const copy = jar.clone()
  copy.cookies.set(name, `base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}`)
  return copy
}

// ---------------------------------------------------------------------------------------------

let alice: TestUser
let bob: TestUser

beforeAll(async () => {
  process.env.TRUST_PROXY = '1'
  resetEnvForTests()
  await resetRateLimits()
  alice = await signUpAndConfirm('alice')
  bob = await signUpAndConfirm('bob')
}, bound(60_000))

beforeEach(() => resetRateLimits())

describe('sign-up and confirmation', () => {
  it('stores the full name and a profile, and the confirmation link signs the user in', async () => {
    const row = await profileRow(alice.id)
    expect(row.full_name).toBe('alice Tester')
    const header = await getHeaderUser(get('/', alice.jar))
    expect(header.user).toMatchObject({ id: alice.id, email: alice.email, name: 'alice Tester', initials: 'AT', isAdmin: false })
  })

  it('refuses a used or made-up link with a redirect and a toast, never a 500', async () => {
    for (const [path, landing] of [
      ['/auth/confirm?token_hash=pkce_0000&type=email', '/auth'],
      ['/auth/confirm?type=email', '/auth'],
      ['/auth/confirm?token_hash=abc&type=magiclink', '/auth'],
      ['/auth/confirm', '/auth'],
      [`/auth/confirm?token_hash=${'a'.repeat(5000)}&type=email`, '/auth'],
      ['/auth/confirm?token_hash=abc&type=recovery', '/auth/forgot-password'],
    ]) {
      const outcome = await run(confirmRoute.loader, get(path, undefined, newClientAddress()))
      expect(outcome.status, path).toBe(302)
      expect(outcome.location, path).toBe(landing)
      expect(
        outcome.headers.getSetCookie().some((c) => c.startsWith('toast-session=') || c.includes('toast')),
        path,
      ).toBe(true)
    }
  })

  it('a signed-in visitor is sent from /auth to /', async () => {
    const outcome = await run(authRoute.loader, get('/auth', alice.jar.clone()))
    expect(outcome.status).toBe(302)
    expect(outcome.location).toBe('/')
  })
})

describe('profiles belong to their owner', () => {
  it('/profile shows the signed-in user their own profile only', async () => {
    const outcome = await run(profileRoute.loader, get('/profile', alice.jar.clone()))
    expect(outcome.status).toBe(200)
    expect(outcome.data.email).toBe(alice.email)
    expect(JSON.stringify(outcome.data)).not.toContain(bob.email)
    expect(JSON.stringify(outcome.data)).not.toContain('bob Tester')
  })

  it("A's cookies cannot update B's row, even with a form body naming B's id", async () => {
    const before = await profileRow(bob.id)
    const jar = alice.jar.clone()
    const outcome = await run(
      profileRoute.action,
      post('/profile', { id: bob.id, user_id: bob.id, username: `hijack${Date.now()}`, fullName: 'Hijacked', bio: 'pwned' }, jar),
      jar,
    )
    expect(outcome.status).toBe(302)
    expect(outcome.location).toBe('/profile')
    expect(await profileRow(bob.id)).toEqual(before)
    const mine = await profileRow(alice.id)
    expect(mine.full_name).toBe('Hijacked')
    // Put Alice back as she was for the other tests.
    await run(profileRoute.action, post('/profile', { fullName: 'alice Tester' }, jar), jar)
    expect((await profileRow(alice.id)).full_name).toBe('alice Tester')
    expect((await profileRow(alice.id)).username).toBeNull()
  })

  it("the database itself (RLS) hides B's row from A's session and ignores A's writes to it", async () => {
    const { createSupabaseServerClient } = await import('~/.server/platform/supabase.server')
    const { supabase } = createSupabaseServerClient(get('/', alice.jar.clone()))
    const read = await supabase.from('profiles').select('*').eq('id', bob.id).maybeSingle()
    expect(read.data).toBeNull()
    const all = await supabase.from('profiles').select('id')
    expect(all.data?.map((r) => r.id)).toEqual([alice.id])
    const before = await profileRow(bob.id)
    await supabase.from('profiles').update({ full_name: 'Hijacked' }).eq('id', bob.id)
    expect(await profileRow(bob.id)).toEqual(before)
  })

  it('a username taken by someone else (in any case) is a field error, 409', async () => {
    const username = `bob${Date.now().toString(36)}`
    const bobJar = bob.jar.clone()
    expect((await run(profileRoute.action, post('/profile', { username, fullName: 'bob Tester' }, bobJar), bobJar)).status).toBe(302)
    const jar = alice.jar.clone()
    const outcome = await run(
      profileRoute.action,
      post('/profile', { username: username.toUpperCase(), fullName: 'alice Tester' }, jar),
      jar,
    )
    expect(outcome.status).toBe(409)
    expect(outcome.data.result.error.username).toEqual(['This username is already taken'])
    expect((await profileRow(alice.id)).username).toBeNull()
  })

  it('validates the profile form on the server with the spec messages', async () => {
    const jar = alice.jar.clone()
    const outcome = await run(profileRoute.action, post('/profile', { username: 'ab', fullName: 'A', bio: 'x'.repeat(501) }, jar), jar)
    expect(outcome.status).toBe(400)
    expect(outcome.data.result.error).toEqual({
      username: ['Username must be at least 3 characters'],
      fullName: ['Full name must be at least 2 characters'],
      bio: ['Bio must be less than 500 characters'],
    })
  })
})

describe('without a valid session', () => {
  it('/profile without cookies redirects to /auth (loader and action)', async () => {
    for (const outcome of [
      await run(profileRoute.loader, get('/profile')),
      await run(profileRoute.action, post('/profile', { fullName: 'Nobody' })),
      // A client-side navigation asks for /profile.data: the way back is the page, not its data.
      await run(profileRoute.loader, get('/profile.data?_routes=routes%2Fprofile')),
    ]) {
      expect(outcome.status).toBe(302)
      expect(outcome.location).toBe('/auth?redirectTo=%2Fprofile')
    }
  })

  it('a tampered session cookie counts as signed out, never a 500', async () => {
    const variants = [
      // Another user's id in the token's payload: the signature no longer matches.
      editSessionCookie(alice.jar, (session) => {
        const [h, p, s] = String(session.access_token).split('.')
        const claims = JSON.parse(Buffer.from(p, 'base64url').toString('utf8'))
        claims.sub = bob.id
        claims.email = bob.email
        session.access_token = [h, Buffer.from(JSON.stringify(claims)).toString('base64url'), s].join('.')
        session.user.id = bob.id
      }),
      // Garbage.
      (() => {
        const jar = alice.jar.clone()
        jar.cookies.set(jar.sessionCookieName(), 'base64-!!!not-json!!!')
        return jar
      })(),
      (() => {
        const jar = new CookieJar()
        jar.cookies.set('sb-127-auth-token', '%7B%22access_token%22%3A1%7D')
        return jar
      })(),
    ]
    for (const jar of variants) {
      const profile = await run(profileRoute.loader, get('/profile', jar))
      expect(profile.status).toBe(302)
      expect(profile.location).toBe('/auth?redirectTo=%2Fprofile')
      const header = await getHeaderUser(get('/', jar))
      expect(header.user).toBeNull()
      const auth = await run(authRoute.loader, get('/auth', jar))
      expect(auth.status).toBe(200)
    }
  })

  it('an expired session whose refresh token is not valid counts as signed out, and its cookies are cleared', async () => {
    const jar = editSessionCookie(alice.jar, (session) => {
      session.expires_at = Math.floor(Date.now() / 1000) - 60
      session.refresh_token = 'not-a-refresh-token'
    })
    const header = await getHeaderUser(get('/', jar))
    expect(header.user).toBeNull()
    expect(header.headers.getSetCookie().some((c) => /^sb-.+-auth-token=;/.test(c) || /Max-Age=0/i.test(c))).toBe(true)
    const profile = await run(profileRoute.loader, get('/profile', jar))
    expect(profile.location).toBe('/auth?redirectTo=%2Fprofile')
  })
})

describe('redirect targets', () => {
  it('after sign-in only same-origin paths are followed', async () => {
    const targets: [string, string][] = [
      ['//evil.com', '/'],
      ['https://evil.com', '/'],
      ['/\\evil.com', '/'],
      ['\\\\evil.com', '/'],
      ['javascript:alert(1)', '/'],
      // Paths that only become protocol-relative once normalised (security review F12).
      ['/.//evil.example', '/'],
      ['/a/..//evil.example', '/'],
      ['/%2e//evil.example', '/'],
      ['/%2e%2e//evil.example', '/'],
      ['/..//evil.example', '/'],
      ['/profile', '/profile'],
      ['/profile?tab=1#bio', '/profile?tab=1#bio'],
    ]
    for (const [target, expected] of targets) {
      const jar = new CookieJar()
      const outcome = await run(
        authRoute.action,
        post(
          `/auth?redirectTo=${encodeURIComponent(target)}`,
          { intent: 'sign-in', email: alice.email, password: PASSWORD, redirectTo: target },
          jar,
          newClientAddress(),
        ),
        jar,
      )
      expect(outcome.status, target).toBe(302)
      expect(outcome.location, target).toBe(expected)
    }
  })

  it('the sign-in page drops an unsafe redirectTo', async () => {
    const outcome = await run(authRoute.loader, get('/auth?redirectTo=%2F%2Fevil.com'))
    expect(outcome.data.redirectTo).toBe('')
  })
})

describe('sign-in', () => {
  it('shows the server message in the banner and never echoes the password', async () => {
    const outcome = await run(authRoute.action, post('/auth', { intent: 'sign-in', email: alice.email, password: 'wrong-password' }))
    expect(outcome.status).toBe(400)
    expect(outcome.data.result.error['']).toEqual(['Invalid login credentials'])
    expect(outcome.data.errorTitle).toBe('Error signing in')
    expect(JSON.stringify(outcome.data)).not.toContain('wrong-password')
  })

  it('a filled honeypot creates no account', async () => {
    const email = uniqueEmail('bot')
    const outcome = await run(
      authRoute.action,
      post(
        '/auth?mode=sign-up',
        { intent: 'sign-up', fullName: 'Bot', email, password: PASSWORD, company_website: 'spam' },
        undefined,
        newClientAddress(),
      ),
    )
    expect(outcome.status).toBe(302)
    const { rows } = await (await stack()).db.query('select id from auth.users where email = $1', [email])
    expect(rows).toEqual([])
  })
})

/** The paths the app sends to the stack while `work` runs. */
async function backendCalls(work: () => Promise<unknown>): Promise<string[]> {
  const s = await stack()
  const original = s.handler
  const calls: string[] = []
  s.handler = (request: Request) => {
    const url = new URL(request.url)
    calls.push(url.pathname + url.search)
    return original(request)
  }
  try {
    await work()
  } finally {
    s.handler = original
  }
  return calls
}

describe('the header', () => {
  it('costs no backend round trip while the access token is fresh', async () => {
    let header: Awaited<ReturnType<typeof getHeaderUser>> | undefined
    const calls = await backendCalls(async () => {
      header = await getHeaderUser(get('/', alice.jar.clone()))
    })
    expect(calls).toEqual([])
    expect(header?.user).toMatchObject({ id: alice.id, name: 'alice Tester' })
    expect(header?.headers.getSetCookie()).toEqual([])
  })

  it('refreshes an expired access token once and hands the new cookies to the browser', async () => {
    const dave = await signUpAndConfirm('dave')
    const jar = editSessionCookie(dave.jar, (session) => {
      session.expires_at = Math.floor(Date.now() / 1000) - 60
    })
    const oldValue = jar.cookies.get(jar.sessionCookieName())
    let header: Awaited<ReturnType<typeof getHeaderUser>> | undefined
    const calls = await backendCalls(async () => {
      header = await getHeaderUser(get('/', jar))
    })
    expect(calls).toEqual(['/auth/v1/token?grant_type=refresh_token'])
    expect(header?.user?.id).toBe(dave.id)
    jar.absorb(header!.headers)
    expect(jar.cookies.get(jar.sessionCookieName())).not.toBe(oldValue)
    // The rotated cookie works on its own, with no further round trip.
    expect(await backendCalls(() => getHeaderUser(get('/', jar)))).toEqual([])
    expect((await run(profileRoute.loader, get('/profile', jar))).status).toBe(200)
  })

  it('is signed out without cookies and costs nothing', async () => {
    const header = await getHeaderUser(get('/'))
    expect(header.user).toBeNull()
    expect(header.headers.getSetCookie()).toEqual([])
  })

  it('marks the admin', async () => {
    const jar = new CookieJar()
    const outcome = await run(
      authRoute.action,
      post('/auth', { intent: 'sign-in', email: 'ADMIN@example.com', password: 'admin-local-password' }, jar, newClientAddress()),
      jar,
    )
    expect(outcome.location).toBe('/')
    const header = await getHeaderUser(get('/', jar))
    expect(header.user).toMatchObject({ email: 'admin@example.com', isAdmin: true })
  })

  it('without the signed display cookie it validates once and writes it again', async () => {
    const jar = alice.jar.clone()
    jar.cookies.delete('header_user')
    const header = await getHeaderUser(get('/', jar))
    expect(header.user?.id).toBe(alice.id)
    expect(header.headers.getSetCookie().some((c) => c.startsWith('header_user='))).toBe(true)
  })

  it("a display cookie of another user's session is not believed", async () => {
    const jar = alice.jar.clone()
    jar.cookies.set('header_user', bob.jar.cookies.get('header_user')!)
    const header = await getHeaderUser(get('/', jar))
    expect(header.user?.id).toBe(alice.id)
    expect(header.user?.email).toBe(alice.email)
  })
})

describe('sign-out', () => {
  it('a GET does not sign out', async () => {
    const outcome = await run(signOutRoute.loader, get('/auth/sign-out', alice.jar.clone()))
    expect(outcome.status).toBe(302)
    expect(outcome.location).toBe('/')
    const header = await getHeaderUser(get('/', alice.jar))
    expect(header.user?.id).toBe(alice.id)
  })

  it('a POST signs out everywhere and clears the cookies', async () => {
    const carol = await signUpAndConfirm('carol')
    const otherDevice = carol.jar.clone()
    const jar = carol.jar.clone()
    const outcome = await run(signOutRoute.action, post('/auth/sign-out', {}, jar), jar)
    expect(outcome.status).toBe(302)
    expect(outcome.location).toBe('/')
    expect([...jar.cookies.keys()].filter((n) => n.startsWith('sb-') || n === 'header_user')).toEqual([])
    // The other device's session is revoked too (global scope).
    const profile = await run(profileRoute.loader, get('/profile', otherDevice))
    expect(profile.location).toBe('/auth?redirectTo=%2Fprofile')
  })
})

describe('the local mailbox', () => {
  it('lists the confirmation e-mails on the embedded stack', async () => {
    const outcome = await run(mailboxRoute.loader, get('/dev/mailbox'))
    expect(outcome.status).toBe(200)
    expect(JSON.stringify(outcome.data)).toContain(alice.email)
  })

  it('does not exist with a hosted Supabase', async () => {
    process.env.SUPABASE_URL = 'https://project.supabase.co'
    process.env.SUPABASE_ANON_KEY = 'x'.repeat(40)
    resetEnvForTests()
    try {
      const outcome = await run(mailboxRoute.loader, get('/dev/mailbox'))
      expect(outcome.status).toBe(404)
    } finally {
      delete process.env.SUPABASE_URL
      delete process.env.SUPABASE_ANON_KEY
      resetEnvForTests()
    }
  })
})
