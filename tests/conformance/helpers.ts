import type { SupabaseClient } from '@supabase/supabase-js'
import { expect } from 'vitest'

import { clientFor } from '../support/local-stack'
import type { StackTarget } from './targets'

/** Shared helpers of the conformance files that use StackTarget (stacks with options). */

export const PASSWORD = 'correct-horse-1'

let seq = 0
export function uniqueEmail(label: string, t: { name: string }): string {
  return `${label}.${t.name}.${Date.now().toString(36)}${++seq}@example.com`
}

/** A supabase-js client (PKCE, as server clients are) with the legacy anon key, or another key. */
export function client(t: StackTarget, key = t.stack.anonKey): SupabaseClient {
  return clientFor({ url: t.url, anonKey: key, fetch: t.clientFetch })
}

/** A raw request as supabase-js sends it to Auth (apikey, API version header). */
export function authFetch(t: StackTarget, path: string, init: RequestInit = {}, key = t.stack.anonKey): Promise<Response> {
  return t.fetch(`${t.url}/auth/v1${path}`, {
    redirect: 'manual',
    ...init,
    headers: { apikey: key, 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01', ...init.headers },
  })
}

/** Signs up and confirms through the e-mail's token_hash; returns the signed-in client. */
export async function confirmedUser(t: StackTarget, label = 'user', data: Record<string, unknown> = {}) {
  const email = uniqueEmail(label, t)
  const c = client(t)
  const signUp = await c.auth.signUp({ email, password: PASSWORD, options: { data } })
  expect(signUp.error).toBeNull()
  const hash = await tokenHashOf(t, email)
  const verified = await c.auth.verifyOtp({ type: 'email', token_hash: hash })
  expect(verified.error).toBeNull()
  return { email, id: verified.data.user!.id, client: c, session: verified.data.session! }
}

/** The token_hash of the newest e-mail to an address (the project's templates carry it in the link). */
export async function tokenHashOf(t: StackTarget, email: string): Promise<string> {
  const mail = await t.lastMail(email)
  expect(mail, `an e-mail to ${email}`).toBeTruthy()
  const link = new URL(mail!.link!)
  return link.searchParams.get('token_hash') ?? link.searchParams.get('token')!
}
