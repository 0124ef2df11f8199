/**
 * Shared set-up for the waitlist integration tests: real `Request`s into the /signup route's action
 * and loader, on the embedded backend with a fresh in-memory database (tests/setup/vitest.setup.ts).
 * Import this module before anything from app/: it trusts one proxy hop, so X-Forwarded-For picks the
 * client, as it would behind our load balancer.
 */
import { randomBytes } from 'node:crypto'

import type { SubmissionResult } from '@conform-to/react'
import { RouterContextProvider } from 'react-router'

process.env.TRUST_PROXY = '1'

const { resetEnvForTests } = await import('~/.server/platform/env.server')
resetEnvForTests()

export const signupRoute = await import('~/routes/signup')
const { getEmbeddedStack } = await import('~/.server/platform/supabase.server')

export type ActionOutcome = {
  status: number
  /** Conform's reply, for answers that re-render the form. */
  result?: SubmissionResult<string[]>
  location?: string
  headers: Headers
}

/**
 * A fresh documentation-range client address (TRUST_PROXY=1 reads the last X-Forwarded-For entry), in
 * a /64 of its own: per-client limits count an IPv6 client by its /64 (decision 036).
 */
export function newClientAddress(): string {
  const hex = randomBytes(8).toString('hex')
  return `2001:db8:${hex.slice(0, 4)}:${hex.slice(4, 8)}::${hex.slice(8, 12)}:${hex.slice(12)}`
}

export type Fields = Record<string, string | string[]>

export function formBody(fields: Fields): URLSearchParams {
  const body = new URLSearchParams()
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) body.append(key, v)
  }
  return body
}

export function signupRequest(body: BodyInit | null, { client = newClientAddress(), headers = {} as Record<string, string> } = {}) {
  return new Request('http://localhost/signup', {
    method: 'POST',
    body,
    headers: { 'X-Forwarded-For': `203.0.113.7, ${client}`, ...headers },
  })
}

/** Runs the action as React Router would and normalises `data()` / `redirect()` answers. */
export async function runAction(request: Request): Promise<ActionOutcome> {
  const answer: unknown = await signupRoute.action({ request, params: {}, context: new RouterContextProvider() } as never)
  if (answer instanceof Response) {
    return { status: answer.status, location: answer.headers.get('Location') ?? undefined, headers: answer.headers }
  }
  const wrapped = answer as { type?: string; data?: { result?: SubmissionResult<string[]> }; init?: ResponseInit | null }
  if (wrapped?.type === 'DataWithResponseInit') {
    return { status: wrapped.init?.status ?? 200, result: wrapped.data?.result, headers: new Headers(wrapped.init?.headers) }
  }
  return { status: 200, result: (answer as { result?: SubmissionResult<string[]> })?.result, headers: new Headers() }
}

export function submit(fields: Fields, options?: Parameters<typeof signupRequest>[1]) {
  return runAction(signupRequest(formBody(fields), options))
}

let sequence = 0
/** A valid submission with a unique, ordinary e-mail address. */
export function validFields(overrides: Fields = {}): Fields {
  sequence += 1
  return {
    fullName: 'Ada Okafor',
    email: `ada.${Date.now().toString(36)}.${sequence}@example.com`,
    interest: 'investing',
    terms: 'on',
    ...overrides,
  }
}

export async function listMail(to: string) {
  const stack = await getEmbeddedStack()
  if (!stack) throw new Error('The waitlist tests need the embedded backend')
  return stack.listMail(to)
}

export async function superuserDb() {
  const stack = await getEmbeddedStack()
  if (!stack) throw new Error('The waitlist tests need the embedded backend')
  return stack.db
}

export async function waitlistRows(email?: string) {
  const db = await superuserDb()
  const { rows } = email
    ? await db.query<{ full_name: string; email: string; interest: string }>(
        'select full_name, email, interest from public.waitlist where email = $1',
        [email],
      )
    : await db.query<{ full_name: string; email: string; interest: string }>('select full_name, email, interest from public.waitlist')
  return rows
}

export async function waitlistCount(): Promise<number> {
  const db = await superuserDb()
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from public.waitlist')
  return rows[0]!.n
}

export function fieldErrors(outcome: ActionOutcome, field: string): string[] | null | undefined {
  return outcome.result?.error?.[field]
}

export function formErrors(outcome: ActionOutcome): string[] | null | undefined {
  return outcome.result?.error?.['']
}
