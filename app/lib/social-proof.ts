/**
 * SIMULATED SOCIAL PROOF - NOT REAL DATA.
 *
 * Everything in this module is made up, as the product spec asks: the joiner names and cities, the
 * "joined in the last 24 hours" counter and the testimonials' "days ago". No real sign-up is ever
 * shown or counted here. Keep every simulated number or name in this one file, so it is easy to find,
 * review and remove.
 */

import { m } from '~/paraglide/messages.js'

import { formatCount } from './format-count'
import { startNoticeSchedule, type Random, type Timers } from './notice-schedule'

/** A city's name in the page's language (Amharic writes it in Ethiopic script). */
const CITY_NAMES = {
  houston: m.social_proof_city_houston,
  atlanta: m.social_proof_city_atlanta,
  minneapolis: m.social_proof_city_minneapolis,
  dallas: m.social_proof_city_dallas,
  seattle: m.social_proof_city_seattle,
  newYork: m.social_proof_city_new_york,
  washington: m.social_proof_city_washington,
  chicago: m.social_proof_city_chicago,
  losAngeles: m.social_proof_city_los_angeles,
  boston: m.social_proof_city_boston,
} as const

export type SimulatedJoiner = { name: string; city: keyof typeof CITY_NAMES }

/** SIMULATED: a hard-coded pool of 10 fake joiners. */
export const SIMULATED_JOINERS: readonly SimulatedJoiner[] = [
  { name: 'Adaeze', city: 'houston' },
  { name: 'Kofi', city: 'atlanta' },
  { name: 'Fatima', city: 'minneapolis' },
  { name: 'Tunde', city: 'dallas' },
  { name: 'Wanjiru', city: 'seattle' },
  { name: 'Moussa', city: 'newYork' },
  { name: 'Abena', city: 'washington' },
  { name: 'Chidi', city: 'chicago' },
  { name: 'Selam', city: 'losAngeles' },
  { name: 'Thandiwe', city: 'boston' },
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

/** "20 days ago" in the page's language ("il y a 20 jours", "ከ20 ቀናት በፊት"). */
export function daysAgoLabel(days: number): string {
  return days === 1 ? m.social_proof_days_ago_one() : m.social_proof_days_ago_other({ count: formatCount(days) })
}

/** "Moussa from New York just joined the waitlist", in the page's language (what screen readers read too). */
export function noticeText(joiner: SimulatedJoiner): string {
  return m.social_proof_simulated_notice({ name: joiner.name, city: CITY_NAMES[joiner.city]() })
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
