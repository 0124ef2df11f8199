import { createSupabaseAdminClient } from './supabase.server'

/**
 * Sliding-window rate limits kept in Postgres (public.take_rate_limit, called with the server's
 * secret key), so they hold across app instances and restarts (docs/decisions/003-rate-limits.md).
 * Each named bucket counts attempts per key; a key is usually the client address or an account.
 */

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }
export type RateLimit = { limit: number; windowMs: number }

export async function checkRateLimit(name: string, key: string, { limit, windowMs }: RateLimit): Promise<RateLimitResult> {
  const { data, error } = await createSupabaseAdminClient().rpc('take_rate_limit', {
    bucket: name,
    key,
    max_hits: limit,
    window_seconds: Math.max(1, Math.round(windowMs / 1000)),
  })
  if (error || typeof data !== 'number') {
    // The database is the store of record for everything these forms write: if it cannot count,
    // the write that follows would fail too. Let the request through and say so in the log.
    console.error(JSON.stringify({ type: 'rate_limit_unavailable', bucket: name, code: error?.code ?? null }))
    return { allowed: true }
  }
  return data === 0 ? { allowed: true } : { allowed: false, retryAfterSeconds: data }
}
