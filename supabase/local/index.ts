import { resolve } from 'node:path'

import type { PGlite } from '@electric-sql/pglite'

import { adminAccountFromEnv, ensureAdminAccount, type AdminAccount } from './admin-account'
import type { StackContext } from './context'
import { openDatabase } from './db'
import { createHandler } from './handler'
import { inlineBodies } from './http'
import { signJwt, type JwtClaims } from './jwt'
import { defaultMailLogger, listMail, type MailLogger, type MailMessage } from './mailbox'
import { isMemoryDataDir } from './paths'
import { DEFAULT_RATE_LIMITS, RateLimiter, type RateLimits } from './rate-limit'

export type { MailMessage } from './mailbox'
export type { JwtClaims } from './jwt'
export type { RateLimits } from './rate-limit'
export type { AdminAccount } from './admin-account'

/** The address `supabase start` uses; the in-process stack answers for it too. */
export const LOCAL_URL = 'http://127.0.0.1:54321'

export interface LocalStackOptions {
  /** A directory for persisted data, or ':memory:'. Defaults to SUPABASE_LOCAL_DATA_DIR or .data/supabase. */
  dataDir?: string
  /** Public URL of the API (JWT issuer); the CLI passes its real address. */
  url?: string
  /** GoTrue's site_url: confirmation links use it when sign-up gives no loopback/same-origin redirect_to. */
  siteUrl?: string
  /** Per-client auth rate limits per 5 minutes; null disables them. */
  rateLimits?: RateLimits | null
  /** Where sent e-mails are logged (the mailbox table always gets them). */
  log?: MailLogger
  /**
   * The admin account to create or update at start (confirmed, with this password). Defaults to
   * ADMIN_EMAIL / ADMIN_PASSWORD from the environment; none when ADMIN_PASSWORD is unset.
   */
  admin?: AdminAccount | null
}

export interface LocalStack {
  url: string
  anonKey: string
  serviceRoleKey: string
  /** 'memory' or the absolute data directory. */
  dataDir: string
  /** The whole Supabase-compatible API as one function. */
  handler(request: Request): Promise<Response>
  /** A fetch for supabase-js (`global.fetch`): every request goes to the handler, whatever its host. */
  fetch: typeof fetch
  /** The PGlite instance (superuser): for tests and admin reads. */
  db: PGlite
  /** Mailbox messages, newest first; optionally only those to one address. */
  listMail(to?: string): Promise<MailMessage[]>
  /** The HS256 secret (local only; `supabase status` prints it too). */
  jwtSecret: string
  /** Signs claims with the stack's JWT secret (tests: expired tokens, custom roles). */
  signJwt(claims: JwtClaims): string
  close(): Promise<void>
}

function defaultDataDir() {
  return process.env.SUPABASE_LOCAL_DATA_DIR || '.data/supabase'
}

function rateLimitsFromEnv(): RateLimits | null {
  return process.env.SUPABASE_LOCAL_RATE_LIMITS === 'off' ? null : DEFAULT_RATE_LIMITS
}

/** A new stack (not shared). Most callers want getLocalStack. */
export async function createLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const requested = options.dataDir ?? defaultDataDir()
  const memory = isMemoryDataDir(requested)
  const dataDir = memory ? 'memory' : resolve(requested)
  const { db, secrets } = await openDatabase(memory ? ':memory:' : dataDir)
  const admin = options.admin === undefined ? adminAccountFromEnv() : options.admin
  if (admin) await ensureAdminAccount(db, admin)
  const url = options.url ?? LOCAL_URL
  const ctx: StackContext = {
    db,
    secrets,
    url,
    siteUrl: options.siteUrl ?? process.env.SITE_URL ?? 'http://localhost:5173',
    log: options.log ?? defaultMailLogger,
    rateLimiter: new RateLimiter(options.rateLimits === undefined ? rateLimitsFromEnv() : options.rateLimits),
  }
  const handler = createHandler(ctx)
  let closed = false
  const stack: LocalStack = {
    url,
    anonKey: secrets.anonKey,
    serviceRoleKey: secrets.serviceRoleKey,
    dataDir,
    handler,
    // Goes through stack.handler at call time, so a test may wrap the handler to observe calls.
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (input instanceof Request && !init) return stack.handler(input)
      if (typeof init?.body !== 'string') return stack.handler(new Request(input, init))
      const request = new Request(input, { ...init, body: undefined })
      inlineBodies.set(request, init.body)
      return stack.handler(request)
    }) as typeof fetch,
    db,
    listMail: (to) => listMail(db, to),
    jwtSecret: secrets.jwtSecret,
    signJwt: (claims) => signJwt(claims, secrets.jwtSecret),
    async close() {
      if (closed) return
      closed = true
      forget(stack)
      await db.close()
    },
  }
  return stack
}

// Persisted stacks are shared process-wide (two PGlite instances on one directory would corrupt it),
// also across module reloads in Vite's dev server; in-memory ones per module instance (per test file).
type Registry = Map<string, Promise<LocalStack>>
const globalRegistry: Registry = ((globalThis as { __supabaseLocalStacks?: Registry }).__supabaseLocalStacks ??= new Map())
const moduleRegistry: Registry = new Map()

function registryFor(key: string) {
  return key.startsWith('memory') ? moduleRegistry : globalRegistry
}

function keyOf(dataDir: string) {
  return isMemoryDataDir(dataDir) ? `memory:${dataDir}` : resolve(dataDir)
}

function forget(stack: LocalStack) {
  for (const registry of [globalRegistry, moduleRegistry]) {
    for (const [key, promise] of registry) {
      void promise.then((s) => s === stack && registry.get(key) === promise && registry.delete(key)).catch(() => {})
    }
  }
}

/** The process-wide stack for a data directory (default SUPABASE_LOCAL_DATA_DIR), opened on first use. */
export function getLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const key = keyOf(options.dataDir ?? defaultDataDir())
  const registry = registryFor(key)
  let stack = registry.get(key)
  if (!stack) {
    stack = createLocalStack(options)
    registry.set(key, stack)
    stack.catch(() => registry.delete(key))
  }
  return stack
}
