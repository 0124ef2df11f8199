import { isIP } from 'node:net'

import { createServerClient, parseCookieHeader, serializeCookieHeader } from '@supabase/ssr'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import ws from 'ws'

import type { LocalStack } from '../../../supabase/local/index'
import { getEnv } from './env.server'

/**
 * The app's one way to Supabase: hosted when SUPABASE_URL and SUPABASE_ANON_KEY are set, otherwise the
 * embedded stack in supabase/local, reached in-process through supabase-js's `fetch` (no port, no
 * network). PGlite is imported only on the embedded path.
 */

const EMBEDDED_URL = 'http://127.0.0.1:54321'

// Node 20 has no global WebSocket; supabase-js builds a realtime client even when unused.
const realtime = { transport: ws as unknown as NonNullable<NonNullable<Parameters<typeof createClient>[2]>['realtime']>['transport'] }

let embedded: Promise<LocalStack> | undefined
/** Settles once the data directory of `embedded` is this process's (or its opening failed first). */
let claimed: Promise<void> | undefined

function embeddedStack(): Promise<LocalStack> {
  if (embedded) return embedded
  let onClaimed = () => {}
  const claim = new Promise<void>((resolve) => (onClaimed = resolve))
  embedded = import('../../../supabase/local/index')
    .then(({ getLocalStack }) => getLocalStack({ dataDir: getEnv().SUPABASE_LOCAL_DATA_DIR, onClaimed }))
    .catch((error) => {
      embedded = undefined
      throw error
    })
  claimed = Promise.race([claim, embedded.then(() => {})])
  claimed.catch(() => {}) // reported by whoever awaits `embedded`
  return embedded
}

/**
 * The embedded keys are generated with the stack's data and the stack opens lazily, so embedded clients
 * are built with this placeholder, which the in-process fetch replaces with the open stack's real key.
 */
const PLACEHOLDER_KEY = 'embedded-stack-api-key'

/** The request's headers with the stack's real key in place of the placeholder (always, if forced). */
function withKey(input: RequestInfo | URL, init: RequestInit | undefined, key: string, force: boolean): RequestInit {
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined))
  if (force || headers.get('apikey') === PLACEHOLDER_KEY) headers.set('apikey', key)
  const authorization = headers.get('authorization')
  if (!authorization || authorization === `Bearer ${PLACEHOLDER_KEY}`) headers.set('authorization', `Bearer ${key}`)
  return { ...init, headers }
}

/** For supabase-js: waits for the embedded stack on first use, so creating a client stays synchronous. */
const embeddedFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const stack = await embeddedStack()
  return stack.fetch(input, withKey(input, init, stack.anonKey, false))
}) as typeof fetch

function connection(): { url: string; anonKey: string; fetch?: typeof fetch } {
  const env = getEnv()
  if (env.SUPABASE_URL && env.publicKey) return { url: env.SUPABASE_URL, anonKey: env.publicKey }
  return { url: EMBEDDED_URL, anonKey: PLACEHOLDER_KEY, fetch: embeddedFetch }
}

/** The project's secret key when it is a new `sb_secret_` key (the only kind Sb-Forwarded-For counts with). */
async function forwardingKey(): Promise<string | undefined> {
  const env = getEnv()
  if (env.SUPABASE_URL) return env.serviceRoleKey?.startsWith('sb_secret_') ? env.serviceRoleKey : undefined
  return (await embeddedStack()).secretKey
}

/**
 * Auth calls made for a visitor carry the visitor's address in Sb-Forwarded-For and the project's
 * secret key as `apikey`: GoTrue keys its per-IP limits on that header (only when the project enables
 * IP address forwarding, internal/sbff), and the platform honours it only on requests made with a
 * secret key. Only the `apikey` changes: Authorization stays the visitor's access token or the public
 * key, so the call acts as the same user (and GoTrue's admin-only paths, such as skipping a captcha,
 * never open). Everything else (REST, functions) goes out as before: the secret key bypasses RLS.
 * Without an sb_secret_ key (hosted with a legacy service_role key) the header is sent alone and
 * counts for nothing, as before. docs/decisions/027.
 */
function forwardingFetch(url: string, clientAddress: string, base: typeof fetch): typeof fetch {
  const authPrefix = `${url.replace(/\/+$/, '')}/auth/v1/`
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const target = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    if (!target.startsWith(authPrefix)) return base(input, init)
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined))
    headers.set('Sb-Forwarded-For', clientAddress)
    const key = await forwardingKey()
    if (key) headers.set('apikey', key)
    return base(input, { ...init, headers })
  }) as typeof fetch
}

/**
 * A per-request server client. Cookies are read from the request; refreshed or cleared auth cookies
 * (and the no-store cache headers that go with them) land in `headers`, which every loader/action
 * that touches auth must return.
 */
export function createSupabaseServerClient(
  request: Request,
  options: { clientAddress?: string } = {},
): { supabase: SupabaseClient; headers: Headers } {
  const headers = new Headers()
  const { url, anonKey, fetch: connectionFetch } = connection()
  // Every visitor's Auth call reaches Supabase from this server's one address. GoTrue can key its
  // per-IP limits on Sb-Forwarded-For instead (when the project enables it); it must be an IP.
  const fetch =
    options.clientAddress && isIP(options.clientAddress)
      ? forwardingFetch(url, options.clientAddress, connectionFetch ?? globalThis.fetch)
      : connectionFetch
  const supabase = createServerClient(url, anonKey, {
    global: fetch ? { fetch } : {},
    realtime,
    auth: { flowType: 'pkce', autoRefreshToken: false, detectSessionInUrl: false, persistSession: true },
    // HttpOnly: the browser never talks to Supabase, so no script of the page ever needs the session.
    cookieOptions: { secure: getEnv().cookieSecure, httpOnly: true, sameSite: 'lax', path: '/' },
    cookies: {
      getAll() {
        return parseCookieHeader(request.headers.get('Cookie') ?? '').map(({ name, value }) => ({ name, value: value ?? '' }))
      },
      setAll(cookiesToSet, cacheHeaders) {
        for (const { name, value, options } of cookiesToSet) {
          headers.append('Set-Cookie', serializeCookieHeader(name, value, options))
        }
        for (const [name, value] of Object.entries(cacheHeaders ?? {})) headers.set(name, value)
      },
    },
  })
  return { supabase, headers }
}

let adminClient: SupabaseClient | undefined

/**
 * The service-role client for server-only work that must bypass RLS or call functions only the
 * server may call (rate limits, admin reads). One per process: it holds no session. Never expose it
 * or its results unfiltered to a browser. Hosted use needs the project's secret key.
 */
export function createSupabaseAdminClient(): SupabaseClient {
  if (adminClient) return adminClient
  const env = getEnv()
  const auth = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false }
  if (env.SUPABASE_URL) {
    if (!env.serviceRoleKey) throw new Error('SUPABASE_SECRET_KEY (or SUPABASE_SERVICE_ROLE_KEY) is required for the admin client')
    return (adminClient = createClient(env.SUPABASE_URL, env.serviceRoleKey, { auth, realtime }))
  }
  const serviceFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const stack = await embeddedStack()
    return stack.fetch(input, withKey(input, init, stack.serviceRoleKey, true))
  }) as typeof fetch
  return (adminClient = createClient(EMBEDDED_URL, PLACEHOLDER_KEY, { auth, realtime, global: { fetch: serviceFetch } }))
}

/** Closes the embedded database if it was opened (graceful shutdown); hosted needs nothing. */
export async function closeEmbeddedStack(): Promise<void> {
  const opened = embedded
  embedded = undefined
  if (opened) await (await opened.catch(() => null))?.close()
}

/** The embedded stack (opened on first call), or null when the app uses hosted Supabase. */
export async function getEmbeddedStack(): Promise<LocalStack | null> {
  if (!getEnv().usesEmbeddedBackend) return null
  return embeddedStack()
}

/**
 * Starts opening the embedded stack and resolves as soon as its data directory is this process's, long
 * before the database is open; rejects when another process holds the directory (decision 019) or the
 * opening failed before that. Hosted: at once. docs/decisions/037-start-in-a-second.md.
 */
export async function claimEmbeddedStack(): Promise<void> {
  if (!getEnv().usesEmbeddedBackend) return
  void embeddedStack().catch(() => {})
  await claimed
}
