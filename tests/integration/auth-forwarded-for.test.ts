import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createSupabaseServerClient } from '~/.server/platform/supabase.server'

import type { LocalStack } from '../../supabase/local/index'
import { sharedStack } from '../support/local-stack'

// The app's Auth calls for a visitor carry the visitor's address, and hosted Auth counts them against
// that address only when the project enables IP address forwarding AND the call is made with a secret
// API key: Supabase docs guides/auth/rate-limits.mdx, "IP address forwarding" ("set the Sb-Forwarded-For
// header to the end-user IP address and make a request with a secret API key. Publishable API keys and
// legacy service_role API keys are not supported"); GoTrue internal/sbff/sbff.go (Middleware: only with
// SbForwardedForEnabled, the first value if it parses as an IP) and internal/api/middleware.go
// (performRateLimiting keys the bucket on that address); buckets of 30 (internal/api/apilimiter).
// The embedded stack models exactly that (supabase/local/rate-limit.ts clientKey, handler.ts); here the
// app's own client (createSupabaseServerClient) is run against it, as against a hosted project.

interface Seen {
  path: string
  apikey: string | null
  authorization: string | null
  forwardedFor: string | null
}

let stack: LocalStack
const seen: Seen[] = []
let originalHandler: LocalStack['handler']

beforeAll(async () => {
  stack = await sharedStack()
  originalHandler = stack.handler
  stack.handler = (request) => {
    seen.push({
      path: new URL(request.url).pathname,
      apikey: request.headers.get('apikey'),
      authorization: request.headers.get('authorization'),
      forwardedFor: request.headers.get('sb-forwarded-for'),
    })
    return originalHandler(request)
  }
  // Token requests refill at 1 per 5 minutes: a bucket of 30 is all a client has in this test.
  stack.authConfig.rateLimits!.tokenRefresh = 1
})

afterAll(() => {
  stack.handler = originalHandler
  stack.authConfig.sbForwardedFor = false
  stack.authConfig.rateLimits!.tokenRefresh = 1800
  stack.resetAuthRequestLimits()
})

/**
 * One refused POST /token (a spent refresh token), as the app's client makes it for a visitor (or,
 * without an address, for itself). Sign-ins and refreshes share this bucket (GoTrue's Token limiter).
 */
async function wrongSignIn(clientAddress?: string) {
  const { supabase } = createSupabaseServerClient(new Request('http://127.0.0.1/auth', { method: 'POST' }), { clientAddress })
  const { error } = await supabase.auth.refreshSession({ refresh_token: 'spent-refresh-token' })
  return error?.status
}

describe("the app's Auth calls carry the visitor's address with the project's secret key", () => {
  it('the Auth request goes out with the secret key as apikey and Sb-Forwarded-For; Authorization and REST calls keep the public key', async () => {
    seen.length = 0
    const { supabase } = createSupabaseServerClient(new Request('http://127.0.0.1/auth'), { clientAddress: '203.0.113.9' })
    await supabase.auth.signInWithPassword({ email: 'nobody@example.org', password: 'wrong-password' })
    // A read through the same client: RLS must still apply (the anonymous role sees no waitlist row).
    const { data, error } = await supabase.from('waitlist').select('id').limit(1)
    const auth = seen.find((s) => s.path === '/auth/v1/token')!
    expect(auth).toMatchObject({ apikey: stack.secretKey, forwardedFor: '203.0.113.9', authorization: `Bearer ${stack.anonKey}` })
    const rest = seen.find((s) => s.path.startsWith('/rest/v1/'))!
    expect(rest.apikey).toBe(stack.anonKey)
    expect(rest.forwardedFor).toBeNull()
    expect(data ?? []).toEqual([])
    expect(error === null || error.code === '42501').toBe(true)
  })

  it('a client address that is not an IP is not forwarded, and the call keeps the public key', async () => {
    seen.length = 0
    const { supabase } = createSupabaseServerClient(new Request('http://127.0.0.1/auth'), { clientAddress: 'unknown' })
    await supabase.auth.signInWithPassword({ email: 'nobody@example.org', password: 'wrong-password' })
    expect(seen.find((s) => s.path === '/auth/v1/token')).toMatchObject({ apikey: stack.anonKey, forwardedFor: null })
  })

  it("with IP address forwarding off (a new project's default) every visitor shares the server's bucket", async () => {
    stack.authConfig.sbForwardedFor = false
    stack.resetAuthRequestLimits()
    for (let i = 0; i < 30; i++) expect(await wrongSignIn(`198.51.100.${i + 1}`)).toBe(400)
    expect(await wrongSignIn('198.51.100.200')).toBe(429)
  })

  it('with it on, each visitor has a bucket of their own: one who exhausts it does not lock out the next', async () => {
    stack.authConfig.sbForwardedFor = true
    stack.resetAuthRequestLimits()
    for (let i = 0; i < 30; i++) expect(await wrongSignIn('203.0.113.50')).toBe(400)
    expect(await wrongSignIn('203.0.113.50')).toBe(429)
    expect(await wrongSignIn('203.0.113.51')).toBe(400)
    // The server's own calls (no visitor address) keep a bucket apart from every visitor's.
    expect(await wrongSignIn(undefined)).toBe(400)
  })
})
