/**
 * A tiny browser for the account integration tests: route modules' loaders and actions get real
 * Requests, on the embedded Supabase stack (in memory), with cookies carried between calls as a
 * browser would. Import it before anything from app/: it trusts one proxy hop, so X-Forwarded-For
 * picks the client address, as behind the production load balancer.
 */
import { randomBytes } from 'node:crypto'

import { expect } from 'vitest'
import { RouterContextProvider } from 'react-router'

process.env.TRUST_PROXY = '1'
const { resetEnvForTests } = await import('~/.server/platform/env.server')
resetEnvForTests()
const { getEmbeddedStack } = await import('~/.server/platform/supabase.server')

export const ORIGIN = 'http://localhost:5173'
export const PASSWORD = 'correct-horse-42'

import { CookieJar } from '../support/cookie-jar'
import { bound } from '../support/time-scale'

export { CookieJar }

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Outcome = { status: number; headers: Headers; data: any; location: string | null }

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Handler = (args: any) => unknown

/** Calls a loader or action as React Router would; thrown responses are outcomes too. */
export async function run(handler: Handler, request: Request, jar?: CookieJar): Promise<Outcome> {
  let result: unknown
  try {
    result = await handler({ request, params: {}, context: new RouterContextProvider() })
  } catch (thrown) {
    result = thrown
  }
  let outcome: Outcome
  if (result instanceof Response) {
    outcome = { status: result.status, headers: result.headers, data: null, location: result.headers.get('Location') }
  } else if (result && typeof result === 'object' && (result as { type?: string }).type === 'DataWithResponseInit') {
    const { data, init } = result as { data: unknown; init: ResponseInit | null }
    const status = init?.status ?? 200
    const headers = new Headers(init?.headers)
    outcome = { status, headers, data: status >= 300 && status < 400 ? null : data, location: headers.get('Location') }
  } else if (result instanceof Error) {
    throw result
  } else {
    outcome = { status: 200, headers: new Headers(), data: result, location: null }
  }
  jar?.absorb(outcome.headers)
  return outcome
}

/**
 * A fresh documentation-range client address (TRUST_PROXY=1 reads the last X-Forwarded-For entry), in
 * a /64 of its own: per-client limits count an IPv6 client by its /64 (decision 036).
 */
export function newClientAddress(): string {
  const hex = randomBytes(8).toString('hex')
  return `2001:db8:${hex.slice(0, 4)}:${hex.slice(4, 8)}::${hex.slice(8, 12)}:${hex.slice(12)}`
}

export function uniqueEmail(prefix: string) {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`
}

/** A page request (a browser navigation, or a form posted without JavaScript). */
export function get(path: string, jar?: CookieJar, address = '203.0.113.1') {
  return new Request(new URL(path, ORIGIN), {
    headers: { Cookie: jar?.header() ?? '', 'X-Forwarded-For': address, 'Sec-Fetch-Mode': 'navigate' },
  })
}

/** A form post as React Router's fetch sends it with JavaScript on (or as a browser without it). */
export function post(path: string, fields: Record<string, string>, jar?: CookieJar, address = '203.0.113.1', { js = true } = {}) {
  return new Request(new URL(path, ORIGIN), {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Cookie: jar?.header() ?? '',
      'X-Forwarded-For': address,
      'Sec-Fetch-Mode': js ? 'cors' : 'navigate',
    },
  })
}

/** Every Set-Cookie value, decoded as far as it goes (the toast cookie is signed base64 JSON). */
export function decodedCookies(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((line) => {
      const value = decodeURIComponent(line.slice(line.indexOf('=') + 1).split(';')[0])
      const parts = value.split('.').map((part) => {
        try {
          return Buffer.from(part, 'base64').toString('utf8')
        } catch {
          return part
        }
      })
      return [value, ...parts].join(' ')
    })
    .join('\n')
}

export async function stack() {
  const s = await getEmbeddedStack()
  if (!s) throw new Error('the tests expect the embedded stack')
  return s
}

/** Forgets every counted attempt (the limits live in Postgres). */
/**
 * A clean slate for a test: the app's limits (Postgres) and the embedded Auth's request buckets. The
 * app's calls all reach Auth from one address, as on hosted, so a burst of sign-ins in one test would
 * otherwise eat into the next test's bucket (30 requests, refilled at rate_limit.token_refresh).
 */
export async function resetRateLimits() {
  const s = await stack()
  await s.db.query('delete from private.rate_limit_hits')
  s.resetAuthRequestLimits()
}

export async function userIdOf(email: string): Promise<string> {
  const { rows } = await (await stack()).db.query<{ id: string }>('select id from auth.users where email = $1', [email])
  if (!rows[0]) throw new Error(`no user ${email}`)
  return rows[0].id
}

/**
 * The link of the newest e-mail to `email` newer than `after` (a count of messages seen before),
 * waited for: a call that outlives its answer's fixed moment finishes a little later
 * (app/.server/account/account-pace.server.ts). The deadline only bounds a failure, and grows with the load.
 */
export async function waitForMail(email: string, { after = 0, timeoutMs = bound(30_000) } = {}): Promise<URL> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const messages = await (await stack()).listMail(email)
    if (messages.length > after && messages[0]?.link) return new URL(messages[0].link)
    if (Date.now() > until) throw new Error(`no new e-mail to ${email} (had ${messages.length})`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

export async function mailCount(email: string): Promise<number> {
  return (await (await stack()).listMail(email)).length
}

/** Signs up through the /auth action (as a browser with JavaScript); returns the jar that did it. */
export async function signUp(
  authAction: Handler,
  email: string,
  { name = 'Test Person', jar = new CookieJar(), address = newClientAddress() } = {},
) {
  const outcome = await run(
    authAction,
    post('/auth?mode=sign-up', { intent: 'sign-up', fullName: name, email, password: PASSWORD }, jar, address),
    jar,
  )
  expect(outcome.status).toBe(302)
  expect(outcome.location).toBe('/auth?check-email=1')
  return { jar, address, outcome }
}

const routes = {
  '/auth': () => import('~/routes/auth'),
  '/auth/confirm': () => import('~/routes/auth.confirm'),
  '/auth/v1/verify': () => import('~/routes/auth.v1.verify'),
  '/auth/reset-password': () => import('~/routes/auth.reset-password'),
} as const

/**
 * Follows an e-mail's link as a browser would, whichever style it has: the project's template
 * (/auth/confirm?token_hash=…) or Supabase's default ({{ .ConfirmationURL }}: /auth/v1/verify, whose
 * redirect brings a ?code= back to the app). Returns the app's last answer (a redirect).
 */
export async function followLink(link: URL, jar: CookieJar, address = newClientAddress()): Promise<Outcome> {
  let url = link
  for (let hop = 0; hop < 4; hop++) {
    const load = routes[url.pathname as keyof typeof routes]
    if (!load) throw new Error(`no route for ${url.pathname}`)
    const outcome = await run((await load()).loader, get(url.pathname + url.search, jar, address), jar)
    const next = outcome.location ? new URL(outcome.location, ORIGIN) : null
    // Stop at the first answer that does not carry a link's parameters on to another of these routes.
    const carriesLink =
      next && (next.searchParams.has('code') || next.searchParams.has('error_code') || next.pathname === '/auth/v1/verify')
    if (!next || next.origin !== ORIGIN || !carriesLink || !(next.pathname in routes)) return outcome
    url = next
  }
  throw new Error('too many redirects')
}

/** Signs up and follows the confirmation link: a confirmed, signed-in user. */
export async function signUpAndConfirm(authAction: Handler, prefix: string, name = `${prefix} Tester`) {
  const email = uniqueEmail(prefix)
  const { jar, address } = await signUp(authAction, email, { name })
  const link = await waitForMail(email)
  const confirmed = await followLink(link, jar, address)
  expect(confirmed.status).toBe(302)
  expect(confirmed.location).toBe('/')
  jar.sessionCookieName()
  return { id: await userIdOf(email), email, jar, address }
}
