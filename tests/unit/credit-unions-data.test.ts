/**
 * The NCUA credit-union directory as the app loads it (app/.server/credit-unions/), checked against the
 * file read independently here with csv-parse, and the shared rules (app/lib/credit-unions.ts) against
 * values worked out by hand.
 */
import { readFileSync } from 'node:fs'

import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'

import { creditUnions, cycleDate, rateFences, screenedRates, usableRate } from '~/.server/credit-unions/data.server'
import { describeCreditUnions, validateCreditUnionsCsv } from '~/.server/credit-unions/schema.server'
import { LOAN_KINDS, fencesOf, isScreened, milesBetween, quantile, spreadOf } from '~/lib/credit-unions'

const text = readFileSync('app/data/credit-unions/ncua-credit-unions-2025q4.csv', 'utf8')
const rows = parse(text, { columns: true }) as Record<string, string>[]
const COLUMN = {
  'new-car': 'rate_new_vehicle_pct',
  'used-car': 'rate_used_vehicle_pct',
  card: 'rate_credit_card_pct',
  personal: 'rate_other_unsecured_pct',
} as const

describe('the shared rules', () => {
  it('measures straight-line miles (one degree of latitude is 69.094 miles: 2 x pi x 3958.8 / 360)', () => {
    expect(milesBetween({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(69.094, 3)
    expect(milesBetween({ latitude: 44.98, longitude: -93.27 }, { latitude: 44.98, longitude: -93.27 })).toBe(0)
  })

  it('takes quartiles by linear interpolation, as a spreadsheet’s QUARTILE.INC does', () => {
    // [1, 2, 3, 4]: positions (n-1) x p = 0.75, 1.5, 2.25 -> 1.75, 2.5, 3.25.
    expect(spreadOf([4, 1, 3, 2])).toEqual({ count: 4, q1: 1.75, median: 2.5, q3: 3.25 })
    expect(quantile([5], 0.5)).toBe(5)
    expect(spreadOf([])).toBeNull()
  })

  it('sets aside a rate beyond three times the middle half’s spread, or not above zero', () => {
    // [4, 5, 6, 7]: Q1 4.75, Q3 6.25, IQR 1.5 -> fences 0.25 and 10.75.
    const fences = fencesOf([4, 5, 6, 7])
    expect(fences.low).toBeCloseTo(0.25, 10)
    expect(fences.high).toBeCloseTo(10.75, 10)
    expect(isScreened(10.75, fences)).toBe(false)
    expect(isScreened(10.76, fences)).toBe(true)
    expect(isScreened(0, fences)).toBe(true)
  })
})

describe('the shipped file', () => {
  it('loads every row with the README’s counts and one cycle date', () => {
    const summary = describeCreditUnions({ creditUnions: [...creditUnions], cycleDate, fences: rateFences, screened: screenedRates })
    expect(cycleDate).toBe('2025-12-31')
    expect(summary.creditUnions).toBe(rows.length)
    expect(summary.creditUnions).toBe(4374)
    expect(summary.lowIncome).toBe(2409)
    expect(summary.mdi).toBe(456)
    expect(summary.reported).toEqual({ 'new-car': 4208, 'used-car': 4241, card: 2872, personal: 4335 })
  })

  it('has the README’s national medians before screening (5.50, 6.48, 11.58, 11.75 %)', () => {
    const median = (kind: (typeof LOAN_KINDS)[number]) =>
      spreadOf(creditUnions.flatMap((cu) => (cu.rates[kind] === null ? [] : [cu.rates[kind]!])))!.median
    expect([median('new-car'), median('used-car'), median('card'), median('personal')]).toEqual([5.5, 6.48, 11.58, 11.75])
  })

  it('screens exactly the rates outside the fences, re-computed here from the file, and no other', () => {
    for (const kind of LOAN_KINDS) {
      const values = rows
        .map((row) => row[COLUMN[kind]]!)
        .filter((cell) => cell !== '')
        .map(Number)
      values.sort((a, b) => a - b)
      // QUARTILE.INC by hand: the value at position (n - 1) x p, interpolated.
      const at = (p: number) => {
        const i = (values.length - 1) * p
        return values[Math.floor(i)]! + (values[Math.ceil(i)]! - values[Math.floor(i)]!) * (i - Math.floor(i))
      }
      const iqr = at(0.75) - at(0.25)
      const low = Math.max(0, at(0.25) - 3 * iqr)
      const high = at(0.75) + 3 * iqr
      const expected = rows
        .filter((row) => row[COLUMN[kind]] !== '' && (Number(row[COLUMN[kind]]) < low || Number(row[COLUMN[kind]]) > high))
        .map((row) => Number(row.cu_number))
        .sort((a, b) => a - b)
      const screened = screenedRates
        .filter((row) => row.kind === kind)
        .map((row) => row.id)
        .sort((a, b) => a - b)
      expect(screened, kind).toEqual(expected)
      // Every rate still used lies inside the fences.
      for (const cu of creditUnions) {
        const rate = usableRate(cu, kind)
        if (rate !== null) expect(rate >= low && rate <= high, `${cu.name} ${kind} ${rate}`).toBe(true)
      }
    }
    // The counts of 31 Dec 2025, and the two new-vehicle figures no lender charges (40% and 49%).
    expect(LOAN_KINDS.map((kind) => screenedRates.filter((row) => row.kind === kind).length)).toEqual([52, 47, 6, 11])
    expect(screenedRates.filter((row) => row.kind === 'new-car' && row.rate >= 40).map((row) => row.rate)).toEqual([49, 40])
  })
})

describe('a malformed file', () => {
  const [header, first, second] = text.split(/\r?\n/)
  const check = (csv: string) => {
    const result = validateCreditUnionsCsv(csv)
    expect(result.ok).toBe(false)
    return result.ok ? '' : result.message
  }

  it('is refused with the row, line and column of every problem', () => {
    const badRate = first!.replace(',5.74,5.74,', ',5.7x,5.74,')
    const badZip = second!.replace(',70004,', ',7004,')
    expect(check([header, badRate, badZip].join('\n'))).toBe(
      'row 1 (line 2), column rate_new_vehicle_pct: must be a rate in percent such as 5.74, or empty\n' +
        'row 2 (line 3), column zip: must be five digits',
    )
  })

  it('is refused with a missing column, a repeated charter number or two cycle dates', () => {
    expect(check([header!.replace(',members', ''), first].join('\n'))).toBe('header: missing column(s) members')
    expect(check([header, first, first].join('\n'))).toBe('row 2 (line 3), column cu_number: 1 is also the charter number of row 1')
    expect(check([header, first, second!.replace('12/31/2025', '9/30/2025')].join('\n'))).toBe(
      'column cycle_date: every row must describe the same cycle; found 2025-12-31 (1 rows), 2025-09-30 (1 rows)',
    )
  })
})
