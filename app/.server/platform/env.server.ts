import { z } from 'zod'

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Hosted Supabase; when both are absent the embedded stack in supabase/local is used. */
    SUPABASE_URL: z.url().optional(),
    /** The project's publishable key (sb_publishable_…) or legacy anon key; SUPABASE_PUBLISHABLE_KEY also works. */
    SUPABASE_ANON_KEY: z.string().min(20).optional(),
    SUPABASE_PUBLISHABLE_KEY: z.string().min(20).optional(),
    /**
     * Hosted only, server-side only: the project's secret key (sb_secret_…) or legacy service_role
     * key, for createSupabaseAdminClient() (rate limits, admin reads). The embedded stack has its own.
     */
    SUPABASE_SECRET_KEY: z.string().min(20).optional(),
    SUPABASE_SERVICE_ROLE_KEY: z.string().min(20).optional(),
    /** Where the embedded stack keeps its Postgres data; ':memory:' for a throwaway database. */
    SUPABASE_LOCAL_DATA_DIR: z.string().min(1).default('.data/supabase'),
    /** Signs the app's own cookies (toasts, rate limits). Required in production with hosted Supabase. */
    SESSION_SECRET: z.string().min(32).optional(),
    ADMIN_EMAIL: z.email().default('admin@example.com'),
    /**
     * Embedded backend only: with it set, the ADMIN_EMAIL account is created (or updated) at start,
     * confirmed, with this password. Without it no admin account is created.
     */
    ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').max(72).optional(),
    /** Production only: serve /dev/mailbox (the embedded stack's outbox) when set to "on". */
    LOCAL_MAILBOX: z.enum(['on', 'off']).optional(),
    /**
     * Public origin of the app, used in e-mail links and as the auth server's site URL. Required in
     * production (a request's Host header must never decide where e-mail links point); elsewhere it
     * defaults to the request's origin.
     */
    SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Overrides the Secure cookie flag (defaults to on whenever SITE_URL is https). */
    COOKIE_SECURE: z.enum(['true', 'false']).optional(),
    /**
     * How many reverse proxies sit in front of the app (0 = none). With N > 0 the client address is
     * the Nth entry from the right of X-Forwarded-For, which those proxies append and a client
     * cannot forge. Rate limits are keyed on it.
     */
    TRUST_PROXY: z.coerce.number().int().min(0).max(5).default(0),
    /**
     * Server-side only: the secret the app sends the send-confirmation function (and that the function
     * holds as a Supabase secret), so that nobody else can make the project send waitlist e-mail.
     * Required in production with hosted Supabase; the embedded stack derives its own.
     */
    WAITLIST_FUNCTION_SECRET: z.string().min(32, 'WAITLIST_FUNCTION_SECRET must be at least 32 characters').optional(),
    /**
     * Social proof on /signup, / and /early-access (docs/decisions/022-true-numbers.md):
     * `simulated` (the product spec's invented counter, notices and testimonials; the default),
     * `real` (only confirmed joins the database knows, hidden below a threshold; recommended in
     * production) or `off` (none).
     */
    SOCIAL_PROOF: z.enum(['simulated', 'real', 'off'], { error: 'SOCIAL_PROOF must be simulated, real or off' }).default('simulated'),
    /**
     * "Ask" with a language model (docs/decisions/042-grounded-ask.md): on only when all three are set.
     * ASK_LLM_URL is an OpenAI-compatible base URL (the part before /chat/completions); the key is
     * server-side only. The bound, the per-client hourly limit and the daily budget are settings.
     */
    ASK_LLM_URL: z.url({ protocol: /^https?$/ }).optional(),
    ASK_LLM_KEY: z.string().min(1).optional(),
    ASK_LLM_MODEL: z.string().min(1).optional(),
    ASK_LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(8_000).default(6_000),
    ASK_LLM_CLIENT_LIMIT: z.coerce.number().int().min(1).default(20),
    ASK_LLM_DAILY_BUDGET: z.coerce.number().int().min(1).default(2_000),
  })
  .superRefine((env, ctx) => {
    const publicKey = env.SUPABASE_PUBLISHABLE_KEY ?? env.SUPABASE_ANON_KEY
    if (Boolean(env.SUPABASE_URL) !== Boolean(publicKey)) {
      ctx.addIssue({ code: 'custom', message: 'Set both SUPABASE_URL and SUPABASE_PUBLISHABLE_KEY (or SUPABASE_ANON_KEY), or neither' })
    }
    if (env.NODE_ENV === 'production' && !env.SITE_URL) {
      ctx.addIssue({ code: 'custom', message: 'SITE_URL (the public origin, e.g. https://example.org) is required in production' })
    }
    if (env.NODE_ENV === 'production' && env.SUPABASE_URL && !env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', message: 'SESSION_SECRET (32+ characters) is required in production' })
    }
    if (env.NODE_ENV === 'production' && env.SUPABASE_URL && !(env.SUPABASE_SECRET_KEY ?? env.SUPABASE_SERVICE_ROLE_KEY)) {
      ctx.addIssue({ code: 'custom', message: 'SUPABASE_SECRET_KEY (or SUPABASE_SERVICE_ROLE_KEY) is required in production' })
    }
    if (env.NODE_ENV === 'production' && env.SUPABASE_URL && !env.WAITLIST_FUNCTION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        message: 'WAITLIST_FUNCTION_SECRET (32+ characters, also set as a Supabase secret) is required in production',
      })
    }
  })

export type Env = z.infer<typeof EnvSchema> & {
  usesEmbeddedBackend: boolean
  cookieSecure: boolean
  /** Whether /dev/mailbox exists: embedded backend, and outside production only with LOCAL_MAILBOX=on. */
  mailboxEnabled: boolean
  /** The hosted project's public key, whichever name it was given. */
  publicKey: string | undefined
  /** The hosted project's secret key, whichever name it was given (server-side only). */
  serviceRoleKey: string | undefined
}

let cached: Env | undefined

/** The validated environment; throws with every problem listed when it is invalid. */
export function getEnv(): Env {
  if (cached) return cached
  const parsed = EnvSchema.safeParse(process.env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  - ${i.path.join('.') || 'env'}: ${i.message}`).join('\n')
    throw new Error(`Invalid environment:\n${problems}`)
  }
  const env = parsed.data
  const usesEmbeddedBackend = !env.SUPABASE_URL
  // The site is served over HTTPS exactly when its public origin is https (SITE_URL is required in
  // production), so that is when every cookie carries Secure.
  const cookieSecure = env.COOKIE_SECURE !== undefined ? env.COOKIE_SECURE === 'true' : env.SITE_URL?.startsWith('https:') === true
  cached = {
    ...env,
    usesEmbeddedBackend,
    cookieSecure,
    mailboxEnabled: usesEmbeddedBackend && (env.NODE_ENV === 'production' ? env.LOCAL_MAILBOX === 'on' : env.LOCAL_MAILBOX !== 'off'),
    publicKey: env.SUPABASE_PUBLISHABLE_KEY ?? env.SUPABASE_ANON_KEY,
    serviceRoleKey: env.SUPABASE_SECRET_KEY ?? env.SUPABASE_SERVICE_ROLE_KEY,
  }
  return cached
}

/** For tests that change process.env between cases. */
export function resetEnvForTests() {
  cached = undefined
}
