/**
 * The screen on the shipped price file (app/lib/remittance-screen.ts, decision 039): the rows it
 * leaves out of the ranking are listed here, so a new file with a new outlier fails until someone
 * has looked at it; and nothing below what the survey's reference rate can explain is ranked.
 */
import { describe, expect, it } from 'vitest'

import { remittanceData } from '~/.server/remittance/remittance-data.server'
import { SURVEYED_AMOUNTS, rankQuotes } from '~/lib/remittance'
import { FX_MARGIN_FLOOR_PCT, describeScreenedRow, isScreened, screenedRows } from '~/lib/remittance-screen'

describe('the remittance screen on the shipped file', () => {
  it('screens exactly these rows (a new outlier changes this list)', () => {
    expect(screenedRows(remittanceData).map(describeScreenedRow)).toEqual([
      'ET Ria credit_card online USD 200: FX margin -14.22% < -1% (total cost -9.85%)',
      'ET Ria debit_card online USD 200: FX margin -12.32% < -1% (total cost -7.32%)',
      'ET Ria credit_card online USD 500: FX margin -14.22% < -1% (total cost -10.47%)',
      'ET Ria debit_card online USD 500: FX margin -12.32% < -1% (total cost -7.32%)',
      'KE Walmart2World debit_card agent USD 200: FX margin -3.29% < -1% (total cost -0.29%)',
      'KE Walmart2World debit_card agent USD 500: FX margin -3.29% < -1% (total cost -1.49%)',
    ])
  })

  it('leaves no unscreened outlier: every kept quote is within what the reference rate explains', () => {
    const outliers = remittanceData.corridors.flatMap((corridor) =>
      corridor.quotes
        .filter((quote) => !isScreened(quote))
        .filter((quote) => quote.fx_margin_pct < FX_MARGIN_FLOOR_PCT || quote.total_cost_pct < FX_MARGIN_FLOOR_PCT)
        .map((quote) => `${corridor.to} ${quote.provider} ${quote.instrument} ${quote.amount_usd}`),
    )
    expect(outliers).toEqual([])
    // The kept negative margins sit well above the floor (the file's gap is -0.58% to -3.29%).
    const kept = remittanceData.corridors.flatMap((c) => c.quotes.filter((q) => !isScreened(q)).map((q) => q.fx_margin_pct))
    expect(Math.min(...kept)).toBe(-0.58)
  })

  it('never ranks a screened row, and never counts more arriving than is sent', () => {
    for (const corridor of remittanceData.corridors) {
      for (const amount of SURVEYED_AMOUNTS) {
        const ranked = rankQuotes(corridor, amount)
        expect(ranked.some((offer) => offer.fxMarginPct < FX_MARGIN_FLOOR_PCT)).toBe(false)
        expect(ranked.every((offer) => offer.arrivesCents <= amount * 100)).toBe(true)
      }
    }
  })

  it('the floor itself is kept; anything below it is screened', () => {
    expect(isScreened({ fx_margin_pct: -1 })).toBe(false)
    expect(isScreened({ fx_margin_pct: -1.01 })).toBe(true)
    expect(isScreened({ fx_margin_pct: 5.29 })).toBe(false)
  })
})
