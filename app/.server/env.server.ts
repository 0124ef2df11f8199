import { z } from 'zod'

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Hosted Supabase; when both are absent the embedded stack in supabase/local is used. */
    SUPABASE_URL: z.url().optional(),
    SUPABASE_ANON_KEY: z.string().min(20).optional(),
    /** Hosted only, server-side only: for createSupabaseAdminClient(). The embedded stack has its own. */
    SUPABASE_SERVICE_ROLE_KEY: z.string().min(20).optional(),
    /** Where the embedded stack keeps its Postgres data; ':memory:' for a throwaway database. */
    SUPABASE_LOCAL_DATA_DIR: z.string().min(1).default('.data/supabase'),
    /** Signs the app's own cookies (toasts, rate limits). Required in production with hosted Supabase. */
    SESSION_SECRET: z.string().min(32).optional(),
    ADMIN_EMAIL: z.email().default('admin@example.com'),
    /** Public origin of the app, used in e-mail links; defaults to the request's origin. */
    SITE_URL: z.url().optional(),
    /** Overrides the Secure cookie flag (defaults to on in production with hosted Supabase). */
    COOKIE_SECURE: z.enum(['true', 'false']).optional(),
    /**
     * How many reverse proxies sit in front of the app (0 = none). With N > 0 the client address is
     * the Nth entry from the right of X-Forwarded-For, which those proxies append and a client
     * cannot forge. Rate limits are keyed on it.
     */
    TRUST_PROXY: z.coerce.number().int().min(0).max(5).default(0),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.SUPABASE_URL) !== Boolean(env.SUPABASE_ANON_KEY)) {
      ctx.addIssue({ code: 'custom', message: 'Set both SUPABASE_URL and SUPABASE_ANON_KEY, or neither' })
    }
    if (env.NODE_ENV === 'production' && env.SUPABASE_URL && !env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', message: 'SESSION_SECRET (32+ characters) is required in production' })
    }
  })

export type Env = z.infer<typeof EnvSchema> & { usesEmbeddedBackend: boolean; cookieSecure: boolean }

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
  const cookieSecure =
    env.COOKIE_SECURE !== undefined ? env.COOKIE_SECURE === 'true' : env.NODE_ENV === 'production' && !usesEmbeddedBackend
  cached = { ...env, usesEmbeddedBackend, cookieSecure }
  return cached
}

/** For tests that change process.env between cases. */
export function resetEnvForTests() {
  cached = undefined
}
