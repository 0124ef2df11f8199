/** The social-proof notices' schedule (product spec, section 9): shared by the simulated and the real notices. */

export type Random = () => number

/** The first notice appears after 5 s and stays 5 s. */
const FIRST_NOTICE_DELAY_MS = 5_000
const NOTICE_DURATION_MS = 5_000
/** Later notices: one per 40 s cycle, each after a random 20-40 s delay within it. */
const NOTICE_CYCLE_MS = 40_000
const NOTICE_DELAY_MIN_MS = 20_000
const NOTICE_DELAY_MAX_MS = 40_000

/** A random delay of 20-40 s for a later notice. */
export function randomNoticeDelayMs(random: Random = Math.random): number {
  return NOTICE_DELAY_MIN_MS + Math.floor(random() * (NOTICE_DELAY_MAX_MS - NOTICE_DELAY_MIN_MS + 1))
}

export type Timers = {
  setTimeout: (fn: () => void, ms: number) => unknown
  clearTimeout: (id: unknown) => void
  setInterval: (fn: () => void, ms: number) => unknown
  clearInterval: (id: unknown) => void
}

const realTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof globalThis.setTimeout>),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (id) => globalThis.clearInterval(id as ReturnType<typeof globalThis.setInterval>),
}

/**
 * Runs the spec's notice schedule: `next()` gives the notice to show, `onShow` shows it, `onHide` ends
 * it. Returns a function that stops everything. Used by the simulated notices (./social-proof.ts) and
 * by the real ones (SOCIAL_PROOF=real, which cycle through real confirmed joins).
 */
export function startNoticeSchedule<T>({
  next,
  onShow,
  onHide,
  random = Math.random,
  timers = realTimers,
}: {
  next: () => T
  onShow: (item: T) => void
  onHide: () => void
  random?: Random
  timers?: Timers
}): () => void {
  const pending = new Set<unknown>()
  const later = (fn: () => void, ms: number) => {
    const id = timers.setTimeout(() => {
      pending.delete(id)
      fn()
    }, ms)
    pending.add(id)
  }
  const show = () => {
    onShow(next())
    later(onHide, NOTICE_DURATION_MS)
  }

  later(show, FIRST_NOTICE_DELAY_MS)
  const cycle = timers.setInterval(() => later(show, randomNoticeDelayMs(random)), NOTICE_CYCLE_MS)

  return () => {
    timers.clearInterval(cycle)
    for (const id of pending) timers.clearTimeout(id)
    pending.clear()
  }
}
