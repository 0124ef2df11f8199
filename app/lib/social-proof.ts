/**
 * SIMULATED SOCIAL PROOF - NOT REAL DATA.
 *
 * Everything in this module is made up, as the product spec asks: the joiner names and cities, the
 * "joined in the last 24 hours" counter and the testimonials' "days ago". No real sign-up is ever
 * shown or counted here. Keep every simulated number or name in this one file, so it is easy to find,
 * review and remove.
 */

import { startNoticeSchedule, type Random, type Timers } from './notice-schedule'

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

export { randomNoticeDelayMs } from './notice-schedule'

export type { Random } from './notice-schedule'

/** SIMULATED: a testimonial's "days ago", a whole number from 1 to 20. */
export function randomDaysAgo(random: Random = Math.random): number {
  return 1 + Math.floor(random() * 20)
}

function pickJoiner(random: Random = Math.random): SimulatedJoiner {
  return SIMULATED_JOINERS[Math.floor(random() * SIMULATED_JOINERS.length)] ?? SIMULATED_JOINERS[0]
}

export function daysAgoLabel(days: number): string {
  return days === 1 ? '1 day ago' : `${days} days ago`
}

export function noticeText(joiner: SimulatedJoiner): string {
  return `${joiner.name} from ${joiner.city} just joined the waitlist`
}

/**
 * SIMULATED: runs the notice schedule with fake joiners. `onShow` gets a fake joiner (the caller adds 1
 * to the counter), `onHide` ends the notice. Returns a function that stops everything.
 */
export function startSimulatedSocialProof({
  onShow,
  onHide,
  random = Math.random,
  timers,
}: {
  onShow: (joiner: SimulatedJoiner) => void
  onHide: () => void
  random?: Random
  timers?: Timers
}): () => void {
  return startNoticeSchedule({ next: () => pickJoiner(random), onShow, onHide, random, timers })
}
