/**
 * Helpers for the waitlist-growth tests: real Requests into the route modules (as React Router calls
 * them), the links of the e-mails in the embedded stack's mailbox, and SQL as the superuser to look
 * at (or age) what Postgres holds. Import after ./waitlist.helpers (it sets TRUST_PROXY first).
 */
import { expect } from 'vitest'
import { RouterContextProvider } from 'react-router'

import { listMail, newClientAddress, superuserDb, submit, validFields, type Fields } from './waitlist.helpers'

const ORIGIN = 'http://localhost'

export type Handler = (args: { request: Request; params: Record<string, string>; context: unknown }) => unknown
export type Outcome<T = unknown> = { status: number; headers: Headers; data: T; location: string | null }

/** Runs a loader or action the way React Router does and reduces what it returned or threw to HTTP terms. */
export async function call<T = unknown>(handler: unknown, request: Request): Promise<Outcome<T>> {
  let result: unknown
  try {
    result = await (handler as Handler)({ request, params: {}, context: new RouterContextProvider() })
  } catch (thrown) {
    result = thrown
  }
  if (result instanceof Response) {
    return { status: result.status, headers: result.headers, data: undefined as T, location: result.headers.get('Location') }
  }
  if (result && typeof result === 'object' && (result as { type?: unknown }).type === 'DataWithResponseInit') {
    const { data, init } = result as { data: T; init: ResponseInit | null }
    return { status: init?.status ?? 200, headers: new Headers(init?.headers), data, location: null }
  }
  if (result instanceof Error) throw result
  return { status: 200, headers: new Headers(), data: result as T, location: null }
}

export function get(path: string, cookie?: string) {
  return new Request(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} })
}

/** A POST form from a client of its own (a fresh address unless given: per-client rate limits). */
export function post(
  path: string,
  fields: Record<string, string> = {},
  { cookie, client = newClientAddress() }: { cookie?: string; client?: string } = {},
) {
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': client }
  if (cookie) headers.Cookie = cookie
  return new Request(`${ORIGIN}${path}`, { method: 'POST', body: new URLSearchParams(fields), headers })
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a browser would send them back. */
export function cookiesFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((pair) => pair!.split('=')[1] !== '')
    .join('; ')
}

export type WaitlistLinks = { confirm: string; status: string; leave: string; referral: string }

/** The four links of a waitlist e-mail, as paths with their query (the origin is SITE_URL's). */
export function linksIn(text: string): WaitlistLinks {
  const find = (pattern: RegExp) => {
    const match = pattern.exec(text)
    if (!match) throw new Error(`no ${pattern} in:\n${text}`)
    const url = new URL(match[0])
    return `${url.pathname}${url.search}`
  }
  return {
    confirm: find(/https?:\/\/\S+\/waitlist\/confirm\?token=[A-Za-z0-9_-]+/),
    status: find(/https?:\/\/\S+\/waitlist\/status\?token=[A-Za-z0-9_-]+/),
    leave: find(/https?:\/\/\S+\/waitlist\/leave\?token=[A-Za-z0-9_-]+/),
    referral: find(/https?:\/\/\S+\/signup\?ref=[a-z0-9]+/),
  }
}

export function tokenOf(path: string): string {
  return new URL(path, ORIGIN).searchParams.get('token') ?? ''
}

/** The newest waitlist e-mail to an address and its links. */
export async function newestMail(email: string) {
  const [mail] = await listMail(email)
  if (!mail) throw new Error(`no e-mail to ${email}`)
  return { mail, links: linksIn(mail.text) }
}

export async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await (await superuserDb()).query<T>(text, params)).rows
}

export async function entryRow(email: string) {
  const [row] = await sql<{
    id: string
    status: string
    confirmed_at: Date | null
    referred_by: string | null
    referral_code: string
    confirmation_sends: number
  }>('select id, status, confirmed_at, referred_by, referral_code, confirmation_sends from public.waitlist where email = $1', [email])
  return row
}

let sequence = 0
export function uniqueAddress(prefix: string) {
  sequence += 1
  return `${prefix}.${Date.now().toString(36)}.${sequence}@example.com`
}

/** Joins through /signup (optionally through a referral code) and returns the e-mail's links. */
export async function join(email: string, fields: Fields = {}): Promise<WaitlistLinks> {
  const outcome = await submit(validFields({ email, ...fields }))
  expect(outcome.status, JSON.stringify(outcome.result)).toBe(302)
  return (await newestMail(email)).links
}

/** Confirms through the confirm route's action; returns the status page path it redirects to. */
export async function confirm(confirmPath: string): Promise<string> {
  const route = await import('~/routes/waitlist.confirm')
  const outcome = await call(route.action, post('/waitlist/confirm', { token: tokenOf(confirmPath) }))
  expect(outcome.status).toBe(302)
  // ?confirmed=1: the status page welcomes the member itself (decision 022).
  expect(outcome.location).toMatch(/^\/waitlist\/status\?token=[A-Za-z0-9_-]{43}&confirmed=1$/)
  return outcome.location!
}

export async function joinAndConfirm(email: string, fields: Fields = {}) {
  const links = await join(email, fields)
  const status = await confirm(links.confirm)
  return { links, status }
}

export type StatusView =
  | { view: 'status'; confirmed: boolean; place: number | null; total: number; referrals: number; referralUrl: string }
  | { view: 'unknown' | 'expired' | 'error' }

export async function statusOf(statusPath: string): Promise<StatusView> {
  const route = await import('~/routes/waitlist.status')
  return (await call<StatusView>(route.loader, get(statusPath))).data
}
