/**
 * The screen every card plan passes before it is ranked (docs/decisions/038-cards-screened-and-open-first.md).
 * Pure functions on the validated plans; the loader (app/.server/credit-cards/credit-cards-data.server.ts) and
 * `npm run credit-cards:update` apply them, and tests/unit/credit-cards-screen.test.ts re-computes them
 * independently from the CSV.
 *
 * The yardstick is the survey itself: every reported purchase APR above 0% in the file (the four tier
 * APRs and the plan's lowest, middle and highest APR; 0 means "not reported" and is skipped anyway).
 * Its quartiles Q1 and Q3 (linear interpolation, as a spreadsheet's QUARTILE.INC) give Tukey's fences,
 * taken on the plain scale and on the log scale (a decimal slip such as 0.0023 for 0.23 is a fixed
 * distance on the log scale); a figure must be inside both:
 *
 * - "implausible": a purchase APR outside the far-out fences (3 x IQR) is a figure no lender charges.
 * - "intro": the plan reports an introductory offer (an intro APR or an intro period) and its lowest
 *   purchase APR is below the inner lower fence (1.5 x IQR): the promotional rate reported as a regular one.
 * - "below-own-range": the APR reported for a credit tier the plan is aimed at is below the lowest APR
 *   the plan itself reports (apr_min): the plan's figures contradict each other, and the low one would
 *   rank it first (Bank of America's and First National Bank of Omaha's 9.99% cells).
 *
 * A screened plan is never ranked, never in a tier's median, and never shows a rate.
 */
import { type CardPlan, percentile } from './credit-cards'

type Fences = { low: number; high: number }
export type ScreenFences = { q1: number; q3: number; farOut: Fences; inner: Fences }
export type ScreenReason = 'implausible' | 'intro' | 'below-own-range'

/** A plan's purchase APRs (bp) in the file's order: apr_no_score, apr_poor, apr_good, apr_great, apr_min, apr_median, apr_max. */
function purchaseAprs(plan: CardPlan): number[] {
  return [...plan.aprByTier, plan.aprMin, plan.aprMedian, plan.aprMax].filter((bp): bp is number => bp !== null && bp > 0)
}

/** Tukey's fences at k x IQR on the plain and on the log scale, intersected (the tighter bound on each side). */
function fences(q1: number, q3: number, k: number): Fences {
  const plain = { low: q1 - k * (q3 - q1), high: q3 + k * (q3 - q1) }
  const ratio = q3 / q1
  const log = { low: q1 / ratio ** k, high: q3 * ratio ** k }
  return { low: Math.max(plain.low, log.low), high: Math.min(plain.high, log.high) }
}

/** The fences of every reported purchase APR in the file. */
function screenFences(plans: readonly CardPlan[]): ScreenFences {
  const all = plans.flatMap(purchaseAprs).sort((a, b) => a - b)
  const q1 = percentile(all, 0.25)
  const q3 = percentile(all, 0.75)
  if (q1 === null || q3 === null) throw new Error('no purchase APR to screen against')
  return { q1, q3, farOut: fences(q1, q3, 3), inner: fences(q1, q3, 1.5) }
}

/** Why a plan is screened (empty: it passes). */
export function screenPlan(plan: CardPlan, f: ScreenFences): ScreenReason[] {
  const aprs = purchaseAprs(plan)
  const reasons: ScreenReason[] = []
  if (aprs.some((bp) => bp < f.farOut.low || bp > f.farOut.high)) reasons.push('implausible')
  const hasIntro = plan.introAprBp !== null || (plan.introMonths ?? 0) > 0
  if (hasIntro && aprs.length > 0 && Math.min(...aprs) < f.inner.low) reasons.push('intro')
  const min = plan.aprMin
  if (min !== null && min > 0 && plan.tiers.some((tier) => (plan.aprByTier[tier] ?? 0) > 0 && plan.aprByTier[tier]! < min))
    reasons.push('below-own-range')
  return reasons
}

export type ScreenedPlan = { plan: CardPlan; reasons: ScreenReason[] }

/** The plans the screen sets aside, in file order, and the fences used. */
export function screenPlans(plans: readonly CardPlan[]): { fences: ScreenFences; screened: ScreenedPlan[] } {
  const f = screenFences(plans)
  const screened = plans.map((plan) => ({ plan, reasons: screenPlan(plan, f) })).filter(({ reasons }) => reasons.length > 0)
  return { fences: f, screened }
}

/** One line per screened plan, for the update script and the test output (a reviewer's words, not the page's). */
export function describeScreened({ plan, reasons }: ScreenedPlan): string {
  const aprs = purchaseAprs(plan).map((bp) => (bp / 10000).toFixed(4))
  const intro = plan.introAprBp === null ? 'none' : (plan.introAprBp / 10000).toFixed(4)
  return `${plan.id} | ${plan.institution} | ${plan.product} | purchase APRs ${aprs.join(', ')} | intro APR ${intro}, ${plan.introMonths ?? 'no'} months | ${reasons.join(', ')}`
}
