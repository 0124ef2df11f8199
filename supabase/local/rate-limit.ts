/** Fixed-window counters per bucket and client, like GoTrue's per-IP limits (in memory). */

export interface RateLimits {
  /** Password sign-ins and sign-ups per client per 5 minutes. */
  signInSignUps: number
  /** Refresh-token grants per client per 5 minutes. */
  tokenRefresh: number
  /** Verifications per client per 5 minutes. */
  tokenVerifications: number
}

// Generous local defaults (hosted defaults are 30/150/30): test suites sign in a lot from one address.
export const DEFAULT_RATE_LIMITS: RateLimits = { signInSignUps: 300, tokenRefresh: 1500, tokenVerifications: 300 }

/** Minimum time between two confirmation e-mails to the same address, as GoTrue's max_frequency. */
export const EMAIL_MIN_INTERVAL_SECONDS = 60

const WINDOW_MS = 5 * 60 * 1000

export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>()

  constructor(private readonly limits: RateLimits | null) {}

  /** Counts one request; false when the client is over its limit for this bucket. */
  take(bucket: keyof RateLimits, client: string, now = Date.now()): boolean {
    if (!this.limits) return true
    const key = `${bucket}:${client}`
    let window = this.windows.get(key)
    if (!window || now - window.start >= WINDOW_MS) {
      window = { start: now, count: 0 }
      this.windows.set(key, window)
      if (this.windows.size > 10_000) this.prune(now)
    }
    window.count += 1
    return window.count <= this.limits[bucket]
  }

  private prune(now: number) {
    for (const [key, window] of this.windows) if (now - window.start >= WINDOW_MS) this.windows.delete(key)
  }
}

/** The client address the CLI puts in x-forwarded-for; in-process calls share one bucket. */
export function clientKey(request: Request): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'in-process'
}
