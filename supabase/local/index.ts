import { resolve } from 'node:path'

import type { Database } from './database'

import { adminAccountFromEnv, ensureAdminAccount, type AdminAccount } from './admin-account'
import { createClock, testClockFromEnv, type StackClock } from './clock'
import { BUILT_IN_SMTP_EMAILS_PER_HOUR, loadProjectConfig, type AuthConfig, type FunctionConfig } from './config'
import type { StackContext } from './context'
import { openDatabase } from './db'
import { createHandler } from './handler'
import { inlineBodies } from './http'
import { signJwt, type JwtClaims } from './jwt'
import { defaultMailLogger, listMail, type MailLogger, type MailMessage } from './mailbox'
import { isMemoryDataDir } from './paths'
import { EmailBudget, RequestLimiter } from './rate-limit'

export type { MailMessage } from './mailbox'

/** The address `supabase start` uses; the in-process stack answers for it too. */
const LOCAL_URL = 'http://127.0.0.1:54321'

export interface LocalStackOptions {
  /** A directory for persisted data, or ':memory:'. Defaults to SUPABASE_LOCAL_DATA_DIR or .data/supabase. */
  dataDir?: string
  /** Public URL of the API (JWT issuer); the CLI passes its real address. */
  url?: string
  /**
   * The API's external URL (GoTrue's API_EXTERNAL_URL without /auth/v1): links made from
   * {{ .ConfirmationURL }} are <externalUrl>/auth/v1/verify?token=…&type=…&redirect_to=…. Defaults to
   * SUPABASE_LOCAL_EXTERNAL_URL, else `url`. In-process nothing listens on `url`, so a browser test
   * points it at the app's origin, whose /auth/v1/verify forwards to this stack.
   */
  externalUrl?: string
  /**
   * 'config' (default): the e-mail templates config.toml configures, as after `supabase config push`.
   * 'default': GoTrue's default templates ({{ .ConfirmationURL }} links), as a hosted project that
   * never had its templates pushed. Defaults to SUPABASE_LOCAL_EMAIL_TEMPLATES.
   */
  emailTemplates?: 'config' | 'default'
  /** GoTrue's site_url; defaults to SITE_URL, else config.toml's site_url. */
  siteUrl?: string
  /**
   * Overrides of supabase/config.toml's auth settings (otp_expiry, rate limits, SMTP and the e-mail
   * budget, Sb-Forwarded-For, …): tests use them to reach a rule quickly.
   */
  auth?: Partial<AuthConfig>
  /** Overrides of config.toml's [functions.<name>] settings (verify_jwt). */
  functions?: Record<string, FunctionConfig>
  /** Where sent e-mails are logged (the mailbox table always gets them). */
  log?: MailLogger
  /**
   * The admin account to create or update at start (confirmed, with this password). Defaults to
   * ADMIN_EMAIL / ADMIN_PASSWORD from the environment; none when ADMIN_PASSWORD is unset.
   */
  admin?: AdminAccount | null
  /**
   * The database's worker thread died (docs/decisions/019-database-worker.md). Default: log and exit
   * the process, so that a server never keeps serving without its database. Tests pass their own.
   */
  onDatabaseCrash?: (error: Error) => void
  /**
   * Called once the data directory is this process's (its lock taken, docs/decisions/019; at once in
   * memory), before the database opens: the production server listens from then on, while the
   * database is still opening (docs/decisions/037-start-in-a-second.md). getLocalStack calls it at once
   * when this process has the directory already.
   */
  onClaimed?: () => void
  /**
   * Tests only: a clock the test can move forward (`stack.clock.advance(ms)`) instead of waiting for
   * max_frequency, otp_expiry and the like (clock.ts). Defaults to SUPABASE_LOCAL_TEST_CLOCK=on.
   */
  testClock?: boolean
}

export interface LocalStack {
  url: string
  /** Legacy API keys (JWTs). */
  anonKey: string
  serviceRoleKey: string
  /** The new API keys: sb_publishable_… (anon) and sb_secret_… (service_role). */
  publishableKey: string
  secretKey: string
  /** The auth settings in force (config.toml with the options' overrides). */
  authConfig: AuthConfig
  /** 'memory' or the absolute data directory. */
  dataDir: string
  /** The whole Supabase-compatible API as one function. */
  handler(request: Request): Promise<Response>
  /** A fetch for supabase-js (`global.fetch`): every request goes to the handler, whatever its host. */
  fetch: typeof fetch
  /**
   * The database (PGlite in its worker thread, database.ts), connected as supabase_admin (the
   * superuser): for tests and admin reads.
   */
  db: Database
  /** Mailbox messages, newest first; optionally only those to one address. */
  listMail(to?: string): Promise<MailMessage[]>
  /** The HS256 secret (local only; `supabase status` prints it too). */
  jwtSecret: string
  /** Signs claims with the stack's JWT secret (tests: expired tokens, custom roles). */
  signJwt(claims: JwtClaims): string
  /**
   * Tests only: forgets Auth's request buckets, as a restart of GoTrue does (its limiter is in
   * memory), so one test's burst of sign-ins does not spill into the next test's.
   */
  resetAuthRequestLimits(): void
  /** The clock of Auth's time rules; `advance` works only with a test clock (options.testClock). */
  clock: StackClock
  /**
   * Tests only, with a test clock: lets `seconds` pass for one address's e-mails (its last confirmation
   * and recovery e-mails count as sent that much earlier: max_frequency, otp_expiry), so that a browser
   * test running beside others moves time for its own account only.
   */
  ageEmailsOf(email: string, seconds: number): Promise<void>
  close(): Promise<void>
}

function defaultDataDir() {
  return process.env.SUPABASE_LOCAL_DATA_DIR || '.data/supabase'
}

/** A new stack (not shared). Most callers want getLocalStack. */
export async function createLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const clock = createClock(options.testClock ?? testClockFromEnv())
  const requested = options.dataDir ?? defaultDataDir()
  const memory = isMemoryDataDir(requested)
  const dataDir = memory ? 'memory' : resolve(requested)
  const { db, secrets, lock } = await openDatabase(memory ? ':memory:' : dataDir, {
    onCrash: options.onDatabaseCrash,
    onClaimed: options.onClaimed,
  })
  const admin = options.admin === undefined ? adminAccountFromEnv() : options.admin
  if (admin) {
    try {
      await ensureAdminAccount(db, admin)
    } catch (error) {
      await db.close().catch(() => {})
      lock?.release()
      throw error
    }
  }
  const url = options.url ?? LOCAL_URL
  const project = loadProjectConfig()
  const templatesMode = options.emailTemplates ?? (process.env.SUPABASE_LOCAL_EMAIL_TEMPLATES === 'default' ? 'default' : 'config')
  const authConfig: AuthConfig = {
    ...project.auth,
    siteUrl: options.siteUrl ?? process.env.SITE_URL ?? project.auth.siteUrl,
    ...(templatesMode === 'default' ? { templates: {} } : {}),
    ...options.auth,
  }
  // Without custom SMTP the budget is hosted's built-in one unless the caller says otherwise.
  if (options.auth?.smtp === false && options.auth.emailSentPerHour === undefined) {
    authConfig.emailSentPerHour = BUILT_IN_SMTP_EMAILS_PER_HOUR
  }
  const ctx: StackContext = {
    db,
    secrets,
    url,
    externalUrl: (options.externalUrl ?? process.env.SUPABASE_LOCAL_EXTERNAL_URL ?? url).replace(/\/+$/, ''),
    auth: authConfig,
    functions: { ...project.functions, ...options.functions },
    log: options.log ?? defaultMailLogger,
    limiter: new RequestLimiter(authConfig.rateLimits, () => clock.now()),
    emailBudget: new EmailBudget(authConfig.emailSentPerHour, () => clock.now()),
    clock,
  }
  const handler = createHandler(ctx)
  let closed = false
  const stack: LocalStack = {
    url,
    anonKey: secrets.anonKey,
    serviceRoleKey: secrets.serviceRoleKey,
    publishableKey: secrets.publishableKey,
    secretKey: secrets.secretKey,
    authConfig,
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
    resetAuthRequestLimits: () => ctx.limiter.reset(),
    clock,
    async ageEmailsOf(email, seconds) {
      if (!clock.movable) throw new Error('this stack has no test clock')
      await db.query(
        `update auth.users set confirmation_sent_at = confirmation_sent_at - make_interval(secs => $2),
           recovery_sent_at = recovery_sent_at - make_interval(secs => $2) where lower(email) = lower($1)`,
        [email, seconds],
      )
    },
    async close() {
      if (closed) return
      closed = true
      forget(stack)
      try {
        await db.close()
      } finally {
        lock?.release()
      }
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
  } else {
    options.onClaimed?.()
  }
  return stack
}
