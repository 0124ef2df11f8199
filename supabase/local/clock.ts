/**
 * The stack's clock (docs/decisions/028-test-clock.md). GoTrue's time rules here (the once-a-minute
 * e-mail rule, otp_expiry, refresh-token reuse, bans, token expiry, the request buckets and the e-mail
 * budget) all read it instead of Date.now(), so a test can move time forward instead of waiting.
 *
 * It is the wall clock plus an offset that only grows. The offset can be moved only on a stack created
 * with a test clock: `createLocalStack({ testClock: true })`, or SUPABASE_LOCAL_TEST_CLOCK=on in the
 * environment (refused in production unless the local mailbox is on as well: a throwaway test server).
 */
export interface StackClock {
  /** Milliseconds since the epoch, as Date.now(). */
  now(): number
  /** The current moment as a Date. */
  date(): Date
  /** Whole seconds since the epoch (JWT iat/exp). */
  seconds(): number
  /** Whether `advance` may be called. */
  readonly movable: boolean
  /** Tests only: moves the clock forward by `ms` (throws on a stack without a test clock). */
  advance(ms: number): void
}

export function createClock(movable: boolean): StackClock {
  let offset = 0
  const now = () => Date.now() + offset
  return {
    now,
    date: () => new Date(now()),
    seconds: () => Math.floor(now() / 1000),
    movable,
    advance(ms: number) {
      if (!movable) throw new Error('this stack has no test clock (createLocalStack({ testClock: true }) or SUPABASE_LOCAL_TEST_CLOCK=on)')
      if (!Number.isFinite(ms) || ms < 0) throw new Error('the clock only moves forward')
      offset += ms
    },
  }
}

/** SUPABASE_LOCAL_TEST_CLOCK=on asks for a test clock; in production only with LOCAL_MAILBOX=on too. */
export function testClockFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.SUPABASE_LOCAL_TEST_CLOCK !== 'on') return false
  if (env.NODE_ENV === 'production' && env.LOCAL_MAILBOX !== 'on') {
    throw new Error('SUPABASE_LOCAL_TEST_CLOCK=on is for tests: in production it needs LOCAL_MAILBOX=on (a throwaway local server)')
  }
  return true
}
