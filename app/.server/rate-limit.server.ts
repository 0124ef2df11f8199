/**
 * Fixed-size, in-memory sliding-window rate limits (see docs/decisions/003-rate-limits.md).
 * Each bucket counts attempts per key; a key is usually the client address.
 */
type Bucket = { limit: number; windowMs: number; hits: Map<string, number[]> }

const buckets = new Map<string, Bucket>()
const MAX_KEYS_PER_BUCKET = 50_000

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export function checkRateLimit(
  name: string,
  key: string,
  { limit, windowMs, now = Date.now() }: { limit: number; windowMs: number; now?: number },
): RateLimitResult {
  let bucket = buckets.get(name)
  if (!bucket) {
    bucket = { limit, windowMs, hits: new Map() }
    buckets.set(name, bucket)
  }
  const recent = (bucket.hits.get(key) ?? []).filter((t) => now - t < windowMs)
  if (recent.length >= limit) {
    bucket.hits.set(key, recent)
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0] + windowMs - now) / 1000)) }
  }
  recent.push(now)
  // Re-insert so the Map's order is least-recently-used first, then evict beyond the cap.
  bucket.hits.delete(key)
  bucket.hits.set(key, recent)
  if (bucket.hits.size > MAX_KEYS_PER_BUCKET) {
    const oldest = bucket.hits.keys().next().value
    if (oldest !== undefined) bucket.hits.delete(oldest)
  }
  return { allowed: true }
}

/** For tests: forget every recorded attempt. */
export function resetRateLimits() {
  buckets.clear()
}
