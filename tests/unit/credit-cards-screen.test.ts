/**
 * The screen (app/lib/credit-cards-screen.ts, decision 038) on the shipped file, re-computed here
 * independently: the CSV is read with csv-parse (not the app's schema), the quartiles, fences and the
 * three rules are written out again below. The test fails when the app's screened set differs from
 * this one, when any row outside the plausible range is not screened, and when the set changes from the
 * rows listed here (so a new release's outliers are looked at by a person, like decision 033's test).
 */
import { readFileSync } from 'node:fs'

import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'

import { cardPlans, cardScreen, rankablePlans, screenedIds } from '~/.server/credit-cards/credit-cards-data.server'
import { rankPlans } from '~/lib/credit-cards'
import { describeScreened, screenPlan } from '~/lib/credit-cards-screen'

const rows = parse(readFileSync('app/data/credit-cards/card-plans.csv', 'utf8'), { columns: true }) as Record<string, string>[]
const APR_COLUMNS = ['apr_no_score', 'apr_poor', 'apr_good', 'apr_great', 'apr_min', 'apr_median', 'apr_max']
const TIER_COLUMNS = APR_COLUMNS.slice(0, 4)
const num = (cell: string) => (cell === '' ? null : Number(cell))
const aprsOf = (row: Record<string, string>) =>
  APR_COLUMNS.map((column) => num(row[column])).filter((rate): rate is number => rate !== null && rate > 0)
const tiersOf = (row: Record<string, string>) => [...row.credit_tiers.matchAll(/"(\d)"/g)].map((match) => Number(match[1]))

/** Type-7 quantile, as a spreadsheet's QUARTILE.INC. */
function quartile(sorted: number[], p: number): number {
  const at = (sorted.length - 1) * p
  const low = Math.floor(at)
  return sorted[low] + (sorted[Math.ceil(at)] - sorted[low]) * (at - low)
}

const all = rows.flatMap(aprsOf).sort((a, b) => a - b)
const q1 = quartile(all, 0.25)
const q3 = quartile(all, 0.75)
const iqr = q3 - q1
const logIqr = Math.log(q3) - Math.log(q1)
// Inside Tukey's fences on both scales: the higher of the two lower fences, the lower of the two upper ones.
const floor = Math.max(q1 - 3 * iqr, Math.exp(Math.log(q1) - 3 * logIqr))
const ceiling = Math.min(q3 + 3 * iqr, Math.exp(Math.log(q3) + 3 * logIqr))
const innerFloor = Math.max(q1 - 1.5 * iqr, Math.exp(Math.log(q1) - 1.5 * logIqr))

function reasonsOf(row: Record<string, string>): string[] {
  const aprs = aprsOf(row)
  const reasons: string[] = []
  if (aprs.some((rate) => rate < floor || rate > ceiling)) reasons.push('implausible')
  const hasIntro = row.intro_apr !== '' || (num(row.intro_months) ?? 0) > 0
  if (hasIntro && aprs.length > 0 && Math.min(...aprs) < innerFloor) reasons.push('intro')
  const min = num(row.apr_min)
  if (min && tiersOf(row).some((tier) => (num(row[TIER_COLUMNS[tier]]) ?? 0) > 0 && num(row[TIER_COLUMNS[tier]])! < min))
    reasons.push('below-own-range')
  return reasons
}

const expected = rows.flatMap((row, i) => {
  const reasons = reasonsOf(row)
  return reasons.length > 0 ? [{ row: i + 1, id: row.id, institution: row.institution, product: row.product_name, reasons }] : []
})

describe('the screen, re-computed from the shipped CSV', () => {
  it('takes its fences from the survey: quartiles 16.25% and 27.99%, plausible 3.18% to 63.21%, intro floor 7.19%', () => {
    expect([q1, q3]).toEqual([0.1625, 0.2799])
    expect(floor).toBeCloseTo(0.0318, 4)
    expect(ceiling).toBeCloseTo(0.6321, 4)
    expect(innerFloor).toBeCloseTo(0.0719, 4)
    expect(cardScreen.fences.farOut.low / 10000).toBeCloseTo(floor, 8)
    expect(cardScreen.fences.farOut.high / 10000).toBeCloseTo(ceiling, 8)
    expect(cardScreen.fences.inner.low / 10000).toBeCloseTo(innerFloor, 8)
  })

  it('the app screens exactly the rows this re-computation finds, for the same reasons', () => {
    // Printed so that the run lists them (the update script prints the same lines).
    console.log(cardScreen.screened.map((entry) => `row ${cardPlans.indexOf(entry.plan) + 1} | ${describeScreened(entry)}`).join('\n'))
    expect(cardScreen.screened.map(({ plan, reasons }) => ({ id: plan.id, reasons }))).toEqual(
      expected.map(({ id, reasons }) => ({ id, reasons })),
    )
  })

  it('the screened rows of the 31 December 2025 file (a new outlier fails here until a person has looked at it)', () => {
    expect(expected.map(({ row, institution, product, reasons }) => `${row} ${institution} / ${product}: ${reasons.join(', ')}`)).toEqual([
      '5 360 Federal Credit Union / Traditional Classic: intro',
      '42 Bangor Savings Bank / everBlue Cash Back Plus Mastercard: implausible, intro',
      '45 Bank Of America, National Association / CTA Rate Smart Card: below-own-range',
      '46 Bank Of America, National Association / MTA Rate Smart Card: below-own-range',
      '299 First American Credit Union / First American Credit Union MasterCard Rewards Card: intro',
      '308 First National Bank Of Omaha / Universal Rewards Plus Visa Signature: below-own-range',
      '313 First National Bank Of Omaha / Ram DrivePlus SM Mastercard®: below-own-range',
      '314 First National Bank Of Omaha / Mopar® DrivePlusSM Mastercard®: below-own-range',
      '315 First National Bank Of Omaha / Jeep® Rewards Mastercard®: below-own-range',
      '316 First National Bank Of Omaha / FIAT DrivePlus SM Mastercard®: below-own-range',
      '317 First National Bank Of Omaha / Dodge DrivePlus SM Mastercard®: below-own-range',
      '324 First National Bank Of Omaha / Maximum Rewards World Mastercard®: below-own-range',
      '325 First National Bank Of Omaha / Platinum Edition Mastercard®: below-own-range',
      '338 First National Bank Of Omaha / SEIUSM Rewards Visa® Card: below-own-range',
      '339 First National Bank Of Omaha / SEIUSM Platinum Edition® Visa® Card: below-own-range',
      '383 Homeland Credit Union, Inc. / Visa Platinum: implausible, intro',
      '522 Red Canoe Credit Union / Platinum Rewards Visa Credit Card: intro',
      '523 Red Canoe Credit Union / Platinum Rewards Visa Credit Card: intro',
      '524 Red Canoe Credit Union / Platinum Visa Credit Card: intro',
      '549 State Bank And Trust Company, The / Visa Platinum Credit Card: intro',
      '567 Synchrony Financial / Virgin Red Rewards World Elite Mastercard: below-own-range',
      '602 Tinker Federal Credit Union / Visa Platinum: intro',
      '612 Truist Bank / Truist Future Card: below-own-range',
      '623 United Bank / Visa Platinum: intro',
    ])
  })

  it('screens the 0.0023 row (Bangor Savings Bank everBlue, line 43 of the file)', () => {
    const everBlue = rows.findIndex((row) => row.id === 'bangor-savings-bank-everblue-cash-back-plus-mastercard')
    expect(rows[everBlue].apr_good).toBe('0.0023')
    expect(screenedIds.has(rows[everBlue].id)).toBe(true)
  })

  it('no rankable row has a purchase APR outside the plausible range, or below its own range for a tier it targets', () => {
    const rankable = new Set(rankablePlans.map((plan) => plan.id))
    const outliers = rows.filter((row) => rankable.has(row.id) && aprsOf(row).some((rate) => rate < floor || rate > ceiling))
    expect(outliers.map((row) => row.id)).toEqual([])
    expect(rankablePlans.every((plan) => screenPlan(plan, cardScreen.fences).length === 0)).toBe(true)
    expect(rankablePlans).toHaveLength(663 - 24)
  })

  it('never ranks a screened plan, for any credit history or state', () => {
    for (const tier of [0, 1, 2, 3] as const) {
      const ranked = rankPlans(rankablePlans, {
        tier,
        state: null,
        securedOnly: false,
        noYearlyFee: false,
        noForeignFee: false,
        noMembership: false,
      })
      expect(ranked.some(({ plan }) => screenedIds.has(plan.id))).toBe(false)
      // No rate shown for a tier is below the floor.
      expect(ranked.every(({ rate }) => rate === null || rate.bp / 10000 >= floor)).toBe(true)
    }
  })
})
