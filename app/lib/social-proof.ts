/**
 * SIMULATED SOCIAL PROOF - NOT REAL DATA.
 *
 * Everything in this module is made up, as the product spec asks: the joiner names and cities, the
 * "joined in the last 24 hours" counter and the testimonials' "days ago". No real sign-up is ever
 * shown or counted here. Keep every simulated number or name in this one file, so it is easy to find,
 * review and remove.
 */

export type SimulatedJoiner = { name: string; city: string }

/** SIMULATED: a hard-coded pool of 10 fake joiners. */
export const SIMULATED_JOINERS: readonly SimulatedJoiner[] = [
  { name: 'Adaeze', city: 'Houston' },
  { name: 'Kofi', city: 'Atlanta' },
  { name: 'Fatima', city: 'Minneapolis' },
  { name: 'Tunde', city: 'Dallas' },
  { name: 'Wanjiru', city: 'Seattle' },
  { name: 'Moussa', city: 'New York' },
  { name: 'Abena', city: 'Washington, DC' },
  { name: 'Chidi', city: 'Chicago' },
  { name: 'Selam', city: 'Los Angeles' },
  { name: 'Thandiwe', city: 'Boston' },
]

/** SIMULATED: the counter's starting value; each simulated joiner adds 1. */
export const SIMULATED_JOIN_COUNT_START = 984

/** The first notice appears after 5 s and stays 5 s. */
export const FIRST_NOTICE_DELAY_MS = 5_000
export const NOTICE_DURATION_MS = 5_000
/** Later notices: one per 40 s cycle, each after a random 20-40 s delay within it. */
export const NOTICE_CYCLE_MS = 40_000
export const NOTICE_DELAY_MIN_MS = 20_000
export const NOTICE_DELAY_MAX_MS = 40_000

export type Random = () => number

/** SIMULATED: a testimonial's "days ago", a whole number from 1 to 20. */
export function randomDaysAgo(random: Random = Math.random): number {
  return 1 + Math.floor(random() * 20)
}

/** A random delay of 20-40 s for a later notice. */
export function randomNoticeDelayMs(random: Random = Math.random): number {
  return NOTICE_DELAY_MIN_MS + Math.floor(random() * (NOTICE_DELAY_MAX_MS - NOTICE_DELAY_MIN_MS + 1))
}

export function pickJoiner(random: Random = Math.random): SimulatedJoiner {
  return SIMULATED_JOINERS[Math.floor(random() * SIMULATED_JOINERS.length)] ?? SIMULATED_JOINERS[0]
}

export function daysAgoLabel(days: number): string {
  return days === 1 ? '1 day ago' : `${days} days ago`
}

export function noticeText(joiner: SimulatedJoiner): string {
  return `${joiner.name} from ${joiner.city} just joined the waitlist`
}

type Timers = {
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
 * SIMULATED: runs the notice schedule. `onShow` gets a fake joiner (the caller adds 1 to the counter),
 * `onHide` ends the notice. Returns a function that stops everything.
 */
export function startSimulatedSocialProof({
  onShow,
  onHide,
  random = Math.random,
  timers = realTimers,
}: {
  onShow: (joiner: SimulatedJoiner) => void
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
    onShow(pickJoiner(random))
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
