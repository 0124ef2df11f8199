import { isIP } from 'node:net'

import type { RateLimitSettings } from './config'

/**
 * GoTrue's request limits (internal/api/apilimiter): one token bucket per endpoint and client, holding
 * at most 30 requests and refilled at the configured rate per 5 minutes (tollbooth with burst 30). The
 * endpoints limited by rate_limit.sign_in_sign_ups (RATE_LIMIT_OTP) each have a bucket of their own.
 */

export type Bucket = 'signup' | 'recover' | 'resend' | 'user' | 'token' | 'verify'

const BURST = 30
const PERIOD_SECONDS = 5 * 60

function perFiveMinutes(limits: RateLimitSettings, bucket: Bucket): number {
  if (bucket === 'token') return limits.tokenRefresh
  if (bucket === 'verify') return limits.tokenVerifications
  return limits.signInSignUps
}

export class RequestLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>()

  constructor(
    private readonly limits: RateLimitSettings | null,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Takes one request from the client's bucket; false when it is empty (GoTrue: 429 over_request_rate_limit). */
  take(bucket: Bucket, client: string, now = this.clock()): boolean {
    if (!this.limits) return true
    const perSecond = perFiveMinutes(this.limits, bucket) / PERIOD_SECONDS
    const key = `${bucket}:${client}`
    const state = this.buckets.get(key) ?? { tokens: BURST, at: now }
    state.tokens = Math.min(BURST, state.tokens + ((now - state.at) / 1000) * perSecond)
    state.at = now
    this.buckets.set(key, state)
    if (this.buckets.size > 10_000) this.prune(now)
    if (state.tokens < 1) return false
    state.tokens -= 1
    return true
  }

  /** Every bucket full again (GoTrue's limiter lives in its process memory: a restart does this). */
  reset() {
    this.buckets.clear()
  }

  private prune(now: number) {
    // GoTrue's buckets expire after an hour unused; a full bucket is the same as none.
    for (const [key, state] of this.buckets) if (now - state.at > 3_600_000) this.buckets.delete(key)
  }
}

/**
 * The project-wide e-mail budget (GoTrue internal/ratelimit IntervalLimiter over RATE_LIMIT_EMAIL_SENT):
 * N e-mails per hour-long window, windows counted from the start of the server.
 */
export class EmailBudget {
  private windowStart: number
  private count = 0

  constructor(
    readonly perHour: number,
    private readonly clock: () => number = Date.now,
  ) {
    this.windowStart = clock()
  }

  take(now = this.clock()): boolean {
    if (this.perHour <= 0) return false
    const elapsed = Math.floor((now - this.windowStart) / 3_600_000)
    if (elapsed > 0) {
      this.windowStart += elapsed * 3_600_000
      this.count = 0
    }
    if (this.count >= this.perHour) return false
    this.count += 1
    return true
  }
}

/**
 * The caller's address as the CLI's HTTP server saw it (the socket), attached to the Request out of
 * band so that no header a caller sends can choose its bucket. In-process requests have none.
 */
export const clientAddresses = new WeakMap<Request, string>()

/**
 * Whom a request is counted against: its caller's address, as the hosted gateway sees it. A server
 * calling Auth for its visitors is one caller (in-process calls: one shared key), unless the project
 * turned on Sb-Forwarded-For and the request uses a secret key (docs guides/auth/rate-limits, "IP
 * address forwarding"; GoTrue internal/sbff: the first value, if it parses as an IP address).
 */
export function clientKey(request: Request, options: { sbForwardedFor: boolean; secretKey: boolean }): string {
  if (options.sbForwardedFor && options.secretKey) {
    const forwarded = request.headers.get('sb-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded && isIP(forwarded)) return forwarded
  }
  return clientAddresses.get(request) ?? 'in-process'
}
