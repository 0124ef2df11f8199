/**
 * The account forms under attack (security review F6, F7, F8, F17; issue 10): lock-outs per client
 * and per account, answers that do not tell whether an account exists (same content, same time), and
 * no database text for visitors. Each test is an attack that worked before the fix.
 */
import {
  CookieJar,
  get,
  newClientAddress,
  type Outcome,
  PASSWORD,
  post,
  resetRateLimits,
  run,
  signUp,
  signUpAndConfirm,
  stack,
  uniqueEmail,
  waitForMail,
  decodedCookies,
  followLink,
} from './accounts.helpers'

import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { ACCOUNT_LIMITS } from '~/.server/account/account-limits.server'
import { ANSWER_AT_MS, setPaceClockForTests } from '~/.server/account/account-pace.server'
import * as authRoute from '~/routes/auth'
import * as confirmRoute from '~/routes/auth.confirm'
import * as forgotRoute from '~/routes/auth.forgot-password'
import * as profileRoute from '~/routes/profile'
import * as resendRoute from '~/routes/auth.resend'

import { clientFor } from '../support/local-stack'
import { bound } from '../support/time-scale'

const ADMIN = { email: 'admin@example.com', password: 'admin-local-password' }

const signInPost = (email: string, password: string, address: string, jar?: CookieJar) =>
  post('/auth?mode=sign-in', { intent: 'sign-in', email, password }, jar, address)

beforeEach(() => resetRateLimits())

// ---------------------------------------------------------------------------------------------
// The stack as the app sees it, with answers slowed or replaced, to play the hosted service's
// timing (GoTrue: no password hash for an unknown address; e-mail sent only for registered ones).

type Rewrite = (path: string, body: Record<string, unknown>) => Promise<Response | void> | Response | void

let restoreFetch: (() => void) | undefined
async function interceptStack(rewrite: Rewrite) {
  const s = await stack()
  const original = s.fetch
  s.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const body = typeof init?.body === 'string' && init.body.startsWith('{') ? (JSON.parse(init.body) as Record<string, unknown>) : {}
    const replaced = await rewrite(url.pathname + url.search, body)
    return replaced ?? original(input, init)
  }) as typeof fetch
  restoreFetch = () => {
    s.fetch = original
  }
}
afterEach(() => {
  restoreFetch?.()
  restoreFetch = undefined
})

/** `n` submissions at once (refused sign-ins are answered after a fixed pause: one by one takes long). */
async function statusesOf(n: number, make: (i: number) => Promise<Outcome>): Promise<number[]> {
  return (await Promise.all(Array.from({ length: n }, (_, i) => make(i)))).map((o) => o.status)
}
const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length

/** What a visitor's browser gets, minus what is random by nature (PKCE flow ids in cookie names). */
function shape(outcome: Outcome, email: string) {
  return {
    status: outcome.status,
    location: outcome.location,
    retryAfter: outcome.headers.get('Retry-After'),
    cookies: outcome.headers
      .getSetCookie()
      .map((c) => c.replace(/^([^=]+)=[^;]*/, '$1=…').replace(/-flow-[A-Za-z0-9_-]+-code-verifier/, '-flow-…-code-verifier'))
      .sort(),
    data: outcome.data ? JSON.stringify(outcome.data).replaceAll(email, 'EMAIL') : null,
  }
}

// ---------------------------------------------------------------------------------------------

describe('sign-in lock-outs', () => {
  it('nobody at one address can lock the owner out: the account owner on a known device still signs in', async () => {
    // The owner signed in on this browser before: it carries the known-device mark.
    const owner = new CookieJar()
    const shared = newClientAddress() // the attacker shares the owner's address (one NAT, TRUST_PROXY=0)
    expect((await run(authRoute.action, signInPost(ADMIN.email, ADMIN.password, shared, owner), owner)).status).toBe(302)
    expect([...owner.cookies.keys()]).toContain('known_device')
    const ownerBrowser = new CookieJar()
    ownerBrowser.cookies.set('known_device', owner.cookies.get('known_device')!)
    await resetRateLimits()

    const refused = await statusesOf(25, (i) => run(authRoute.action, signInPost(ADMIN.email, `guess-${i}`, shared)))
    // The attacker gets five guesses on this account from this address, then 429s.
    expect(count(refused, 400)).toBe(ACCOUNT_LIMITS.signIn.accountClient.limit)
    expect(count(refused, 429)).toBe(25 - ACCOUNT_LIMITS.signIn.accountClient.limit)

    const signedIn = await run(authRoute.action, signInPost(ADMIN.email, ADMIN.password, shared, ownerBrowser))
    expect(signedIn.status).toBe(302)
    expect(signedIn.location).toBe('/')
  })

  it('one address never uses up an account: the owner on a new device, elsewhere, still signs in', async () => {
    const attacker = newClientAddress()
    await statusesOf(40, (i) => run(authRoute.action, signInPost(ADMIN.email, `guess-${i}`, attacker)))
    const outcome = await run(authRoute.action, signInPost(ADMIN.email, ADMIN.password, newClientAddress()))
    expect(outcome.status).toBe(302)
  })

  it(
    'many addresses together are stopped per account; the known device is not',
    async () => {
      const device = new CookieJar()
      expect((await run(authRoute.action, signInPost(ADMIN.email, ADMIN.password, newClientAddress(), device), device)).status).toBe(302)
      await resetRateLimits()

      const account = ACCOUNT_LIMITS.signIn.account.limit
      const statuses = await statusesOf(account + 3, (i) =>
        run(authRoute.action, signInPost(ADMIN.email, `guess-${i}`, newClientAddress())),
      )
      expect(count(statuses, 400)).toBe(account)
      expect(count(statuses, 429)).toBe(3)

      const newDevice = await run(authRoute.action, signInPost(ADMIN.email, ADMIN.password, newClientAddress()))
      expect(newDevice.status).toBe(429)
      expect(newDevice.headers.get('Retry-After')).toMatch(/^\d+$/)
      expect(newDevice.data.result.error['']).toEqual([
        'Too many submission attempts. Please try again later.',
        expect.stringMatching(/^Try again in \d+ minutes\.$/),
      ])

      const known = await run(authRoute.action, signInPost(ADMIN.email, ADMIN.password, newClientAddress(), device.clone()))
      expect(known.status).toBe(302)
    },
    bound(90_000),
  )

  it('one address cannot spray many accounts: per client, whatever the e-mails', async () => {
    const address = newClientAddress()
    const statuses = await statusesOf(ACCOUNT_LIMITS.signIn.client.limit + 2, () =>
      run(authRoute.action, signInPost(uniqueEmail('spray'), 'wrong-password', address)),
    )
    expect(count(statuses, 400)).toBe(ACCOUNT_LIMITS.signIn.client.limit)
    expect(count(statuses, 429)).toBe(2)
  })

  it('a forged known-device cookie counts for nothing', async () => {
    const jar = new CookieJar()
    jar.cookies.set(
      'known_device',
      encodeURIComponent(Buffer.from(JSON.stringify({ id: 'x'.repeat(20), accounts: ['0'.repeat(32)] })).toString('base64')),
    )
    const address = newClientAddress()
    await statusesOf(ACCOUNT_LIMITS.signIn.accountClient.limit, (i) =>
      run(authRoute.action, signInPost(ADMIN.email, `guess-${i}`, address, jar.clone())),
    )
    expect((await run(authRoute.action, signInPost(ADMIN.email, ADMIN.password, address, jar.clone()))).status).toBe(429)
  })
})

describe('confirmation links cannot be used to lock everyone out', () => {
  it('bogus links from one client stop reaching the auth service, and a real link still works', async () => {
    const victim = uniqueEmail('victim')
    const { jar } = await signUp(authRoute.action, victim)
    const link = await waitForMail(victim)

    let verifications = 0
    await interceptStack((path) => {
      if (path.startsWith('/auth/v1/verify') || path.startsWith('/auth/v1/token?grant_type=pkce')) verifications += 1
    })
    const attacker = newClientAddress()
    const statuses: number[] = []
    for (let i = 0; i < ACCOUNT_LIMITS.confirm.client.limit + 10; i++) {
      const bogus = `/auth/confirm?token_hash=pkce_${'0'.repeat(40)}${i.toString(16).padStart(16, '0')}&type=email`
      statuses.push((await run(confirmRoute.loader, get(bogus, undefined, attacker))).status)
    }
    expect(verifications).toBe(ACCOUNT_LIMITS.confirm.client.limit)
    expect(statuses.every((s) => s === 302)).toBe(true)

    const confirmed = await followLink(link, jar, newClientAddress())
    expect(confirmed.location).toBe('/')
  })

  it('the same link is followed a few times at most, from any number of clients', async () => {
    const path = `/auth/confirm?token_hash=pkce_${'1'.repeat(56)}&type=email`
    const statuses: number[] = []
    for (let i = 0; i < ACCOUNT_LIMITS.confirm.link.limit + 2; i++) {
      const outcome = await run(confirmRoute.loader, get(path, undefined, newClientAddress()))
      statuses.push(outcome.headers.get('Retry-After') ? 429 : outcome.status)
    }
    expect(statuses.slice(ACCOUNT_LIMITS.confirm.link.limit)).toEqual([429, 429])
  })
})

describe('sign-up, reset and resend: limits per client and per address', () => {
  it('a second e-mail to one address within a minute is refused, with when to try again, whether or not it has an account', async () => {
    const existing = await signUpAndConfirm(authRoute.action, 'twice')
    for (const email of [existing.email, uniqueEmail('fresh')]) {
      await resetRateLimits()
      const first = await run(forgotRoute.action, post('/auth/forgot-password', { email }, undefined, newClientAddress()))
      expect(first.location).toBe('/auth/forgot-password?sent=1')
      const again = await run(forgotRoute.action, post('/auth/forgot-password', { email }, undefined, newClientAddress()))
      expect(again.status).toBe(429)
      expect(again.data.result.error['']).toEqual([
        'An e-mail to this address was asked for moments ago.',
        expect.stringMatching(/^Try again in \d+ seconds\.$/),
      ])
    }
  })

  it('sign-up is limited per client', async () => {
    const address = newClientAddress()
    const statuses = await statusesOf(ACCOUNT_LIMITS.signUp.client.limit + 1, () =>
      run(
        authRoute.action,
        post(
          '/auth?mode=sign-up',
          { intent: 'sign-up', fullName: 'Rate Limit', email: uniqueEmail('limit'), password: PASSWORD },
          undefined,
          address,
        ),
      ),
    )
    expect(count(statuses, 302)).toBe(ACCOUNT_LIMITS.signUp.client.limit)
    expect(count(statuses, 429)).toBe(1)
  })

  it('resend and reset are limited per client', async () => {
    for (const [route, path] of [
      [resendRoute, '/auth/resend'],
      [forgotRoute, '/auth/forgot-password'],
    ] as const) {
      const address = newClientAddress()
      const statuses = await statusesOf(ACCOUNT_LIMITS.emailRequest.client.limit + 1, () =>
        run(route.action, post(path, { email: uniqueEmail('many') }, undefined, address)),
      )
      expect(count(statuses, 302), path).toBe(ACCOUNT_LIMITS.emailRequest.client.limit)
      expect(count(statuses, 429), path).toBe(1)
    }
  })
})

describe('the answers do not tell whether an account exists', () => {
  let confirmed: { email: string }
  beforeAll(async () => {
    confirmed = await signUpAndConfirm(authRoute.action, 'known')
  })

  /** An address signed up moments ago straight at the auth service (not through this app's limits). */
  async function justSignedUp() {
    const email = uniqueEmail('pending')
    const { error } = await clientFor(await stack()).auth.signUp({ email, password: PASSWORD })
    expect(error).toBeNull()
    return email
  }

  it('sign-up: the same redirect and cookies for a new, a registered and a just-registered unconfirmed address', async () => {
    const cases = [uniqueEmail('new'), confirmed.email, await justSignedUp()]
    const shapes = []
    for (const email of cases) {
      await resetRateLimits()
      const outcome = await run(
        authRoute.action,
        post(
          '/auth?mode=sign-up',
          { intent: 'sign-up', fullName: 'Same Answer', email, password: PASSWORD },
          undefined,
          newClientAddress(),
        ),
      )
      shapes.push(shape(outcome, email))
    }
    expect(shapes[0]).toMatchObject({ status: 302, location: '/auth?check-email=1' })
    expect(shapes[1]).toEqual(shapes[0])
    expect(shapes[2]).toEqual(shapes[0])
  })

  it('sign-in: a wrong password and an unknown address get the same answer', async () => {
    const shapes = []
    for (const email of [confirmed.email, uniqueEmail('nobody')]) {
      shapes.push(shape(await run(authRoute.action, signInPost(email, 'wrong-password', newClientAddress())), email))
    }
    expect(shapes[0]).toMatchObject({ status: 400 })
    expect(shapes[1]).toEqual(shapes[0])
  })

  it('reset and resend: the same answer for a new, a registered, an unconfirmed and a just-asked-for address', async () => {
    for (const [route, path, sent] of [
      [forgotRoute, '/auth/forgot-password', '/auth/forgot-password?sent=1'],
      [resendRoute, '/auth/resend', '/auth/resend?sent=1'],
    ] as const) {
      const cases = [uniqueEmail('new'), confirmed.email, await justSignedUp()]
      const shapes = []
      for (const email of cases) {
        await resetRateLimits()
        const outcome = await run(route.action, post(path, { email }, undefined, newClientAddress()))
        shapes.push(shape(outcome, email))
      }
      expect(shapes[0], path).toMatchObject({ status: 302, location: sent })
      expect(shapes[1], path).toEqual(shapes[0])
      expect(shapes[2], path).toEqual(shapes[0])
    }
  })

  it('a refusal the auth service gives only for registered addresses is never passed on', async () => {
    // Hosted GoTrue: "For security purposes, you can only request this after N seconds." (429) for a
    // registered address, 200 for an unknown one; "email rate limit exceeded" when sending at all.
    await interceptStack((path, body) => {
      if (/^\/auth\/v1\/(signup|recover|resend)/.test(path) && body.email === confirmed.email) {
        return Response.json(
          { code: 'over_email_send_rate_limit', message: 'For security purposes, you can only request this after 41 seconds.' },
          { status: 429, headers: { 'X-Supabase-Api-Version': '2024-01-01' } },
        )
      }
    })
    for (const [route, path, fields] of [
      [authRoute, '/auth?mode=sign-up', { intent: 'sign-up', fullName: 'Same Answer', password: PASSWORD }],
      [forgotRoute, '/auth/forgot-password', {}],
      [resendRoute, '/auth/resend', {}],
    ] as const) {
      const shapes = []
      for (const email of [confirmed.email, uniqueEmail('unknown')]) {
        await resetRateLimits()
        shapes.push(shape(await run(route.action, post(path, { ...fields, email }, undefined, newClientAddress())), email))
      }
      expect(shapes[0].status, path).toBe(302)
      expect(shapes[0], path).toEqual(shapes[1])
    }
  })
})

describe('the answers take the same time whether or not an account exists', () => {
  // The hosted service's gaps, played by a stand-in (GoTrue: a registered address costs a password
  // hash or an e-mail, an unknown one nothing; a sign-up of a new address costs both). Without the
  // fixed answer moments the app passed those gaps on (security review F8: 8 ms vs 83 ms, one request
  // enough). The moments are checked on a virtual pace clock, so that the machine's load cannot move
  // them (decision 028): it moves only when the app waits for a moment, or when the stand-in's slow
  // sign-in spends `slow` ms of it. The stand-in's slow e-mail work does not end before the app has
  // reached its answer moment: an app that waited for the work would never answer. Real times on this
  // machine: `npx tsx tests/bench/account-timing.ts`.
  const slow = 400
  const known = 'registered@example.com'
  const api = { 'X-Supabase-Api-Version': '2024-01-01' }

  let virtual = 0
  let gateReached: () => void = () => {}
  let atGate = Promise.resolve()
  const gates: number[] = []
  beforeEach(() => {
    virtual = 0
    gates.length = 0
    setPaceClockForTests({
      now: () => virtual,
      async until(moment) {
        gates.push(moment)
        virtual = Math.max(virtual, moment)
        gateReached()
      },
    })
  })
  afterEach(() => setPaceClockForTests(null))

  /** The answer moment of one submission on the pace clock (ms after it arrived), and its outcome. */
  async function answerMoment(work: () => Promise<Outcome>): Promise<number> {
    atGate = new Promise((resolve) => (gateReached = resolve))
    const arrived = virtual
    await work()
    return virtual - arrived
  }

  /** GoTrue's answers for `known` (slow) and for any other address (at once). */
  async function standIn(kind: 'sign-in' | 'sign-up' | 'email') {
    await interceptStack(async (path, body) => {
      if (path.startsWith('/rest/')) return
      const registered = body.email === known
      if (kind === 'sign-in' && path.startsWith('/auth/v1/token')) {
        if (registered) virtual += slow
        return Response.json({ code: 'invalid_credentials', message: 'Invalid login credentials' }, { status: 400, headers: api })
      }
      if (kind === 'sign-up' && path.startsWith('/auth/v1/signup')) {
        if (!registered) await atGate
        const user = {
          id: crypto.randomUUID(),
          aud: 'authenticated',
          role: 'authenticated',
          email: body.email,
          identities: registered ? [] : [{}],
          user_metadata: {},
          app_metadata: {},
        }
        return Response.json(user, { status: 200, headers: api })
      }
      if (kind === 'email' && /^\/auth\/v1\/(recover|resend)/.test(path)) {
        if (registered) await atGate
        return Response.json({}, { status: 200, headers: api })
      }
    })
  }

  it('sign-in: a wrong password and an unknown address are refused at the same moment', async () => {
    await standIn('sign-in')
    const registered = await answerMoment(() => run(authRoute.action, signInPost(known, 'wrong-password', newClientAddress())))
    const unknown = await answerMoment(() => run(authRoute.action, signInPost(uniqueEmail('nobody'), 'wrong-password', newClientAddress())))
    expect(registered).toBe(ANSWER_AT_MS.signInFailure)
    expect(unknown).toBe(ANSWER_AT_MS.signInFailure)
    expect(gates).toHaveLength(2)
  })

  it('sign-up: a new address and a registered one are answered at the same moment', async () => {
    await standIn('sign-up')
    const moments = []
    for (const email of [known, uniqueEmail('new')]) {
      // Each asks for one e-mail to the address: clear its once-a-minute mark.
      await resetRateLimits()
      moments.push(
        await answerMoment(() =>
          run(
            authRoute.action,
            post(
              '/auth?mode=sign-up',
              { intent: 'sign-up', fullName: 'Same Time', email, password: PASSWORD },
              undefined,
              newClientAddress(),
            ),
          ),
        ),
      )
    }
    expect(moments).toEqual([ANSWER_AT_MS.signUp, ANSWER_AT_MS.signUp])
  })

  it('reset and resend: a registered address and an unknown one are answered at the same moment', async () => {
    await standIn('email')
    for (const [route, path] of [
      [forgotRoute, '/auth/forgot-password'],
      [resendRoute, '/auth/resend'],
    ] as const) {
      const moments = []
      for (const email of [known, uniqueEmail('nobody')]) {
        await resetRateLimits()
        moments.push(await answerMoment(() => run(route.action, post(path, { email }, undefined, newClientAddress()))))
      }
      expect(moments, path).toEqual([ANSWER_AT_MS.emailRequest, ANSWER_AT_MS.emailRequest])
    }
  })
})

describe('database errors never reach a visitor (F17)', () => {
  let user: { jar: CookieJar; id: string }
  beforeAll(async () => {
    user = await signUpAndConfirm(authRoute.action, 'nul')
  })

  it('a NUL in the bio is a field message, and the row is untouched', async () => {
    const jar = user.jar.clone()
    const outcome = await run(profileRoute.action, post('/profile', { fullName: 'Nul Tester', bio: 'before\u0000after' }, jar), jar)
    expect(outcome.status).toBe(400)
    expect(outcome.data.result.error.bio).toEqual(['Remove the special characters this field cannot contain'])
    expect(JSON.stringify(outcome.data)).not.toMatch(/unicode|escape|sequence/i)
    const { rows } = await (await stack()).db.query<{ bio: string | null }>('select bio from public.profiles where id = $1', [user.id])
    expect(rows[0].bio).toBeNull()
  })

  it('any other database error is a plain message, with and without JavaScript', async () => {
    await interceptStack((path) => {
      if (path.startsWith('/rest/v1/profiles') && !path.includes('select=')) {
        return Response.json(
          { code: '22P05', details: 'secret detail', hint: null, message: 'unsupported Unicode escape sequence' },
          { status: 400 },
        )
      }
    })
    // The server logs the database's own error for the operator; the visitor never sees it.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    for (const request of [
      post('/profile', { fullName: 'Any Name' }, user.jar.clone()),
      post('/profile', { fullName: 'Any Name' }, user.jar.clone(), undefined, { js: false }),
    ]) {
      const outcome = await run(profileRoute.action, request)
      expect(outcome.status).toBe(400)
      const visible = JSON.stringify(outcome.data) + decodedCookies(outcome.headers)
      expect(visible).not.toMatch(/unsupported|escape|secret detail/i)
      expect(visible).toContain('Your profile could not be saved. Please try again.')
    }
    expect(logged).toHaveBeenCalledTimes(2)
    expect(String(logged.mock.calls[0][0])).toContain('profile_save_failed')
    logged.mockRestore()
  })
})
