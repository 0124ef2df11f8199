/**
 * The analyzer's rules (app/lib/remittance.ts) against figures worked out by hand from
 * app/data/remittance/us-africa-corridors.json; each test's comments show the computation.
 */
import { describe, expect, it } from 'vitest'

import { findCorridor, remittanceData } from '~/.server/remittance/remittance-data.server'
import {
  type Corridor,
  collapseDuplicates,
  corridorAveragePct,
  duplicateCounts,
  exciseTaxCents,
  formatCents,
  formatPct,
  meanCostPct,
  pctOfAmountCents,
  quarterLabel,
  quotesAt,
  rankQuotes,
  savingsOf,
} from '~/lib/remittance'

const corridor = (code: string): Corridor => {
  const found = findCorridor(code)
  if (!found) throw new Error(`no corridor ${code}`)
  return found
}

describe('ranking', () => {
  it('puts the cheapest Nigeria USD 200 offer first: WorldRemit, bank account, online, counted at its fee', () => {
    // Nigeria's USD 200 quotes, lowest total cost first: -0.49 (WorldRemit), -0.22 (Walmart2World),
    // 0.01 (MoneyGram). A rate better than the reference is not counted (decision 039): the first two
    // cost their fee, $0.00, and the published cost breaks the tie; what arrives is never above $200.
    const offers = rankQuotes(corridor('NG'), 200)
    expect(
      offers
        .slice(0, 3)
        .map((o) => [o.provider, o.instrument, o.accessPoint, o.totalCostPct, o.costCents, o.rateGainCents, o.arrivesCents]),
    ).toEqual([
      ['WorldRemit', 'bank_account', 'online', -0.49, 0, 98, 20000],
      ['Walmart2World', 'debit_card', 'online', -0.22, 0, 44, 20000],
      ['MoneyGram', 'debit_card', 'online', 0.01, 2, 0, 19998],
    ])
  })

  it('never counts more arriving than is sent, in any corridor, amount or way of paying', () => {
    for (const c of remittanceData.corridors) {
      for (const amount of [200, 500] as const) {
        for (const offer of rankQuotes(c, amount)) {
          expect(offer.arrivesCents, `${c.to} ${offer.provider} ${offer.instrument}`).toBeLessThanOrEqual(amount * 100)
        }
      }
    }
  })

  it('ranks by what a transfer costs today: cash offers carry the 1% excise tax', () => {
    // Nigeria USD 200, the costliest offers today (published cost + $2.00 tax for cash):
    //   Remitly credit card      4.09% -> $8.18
    //   MoneyGram cash           3.41% -> $6.82 + $2.00 = $8.82
    //   MoneyGram cash           3.42%, fee 4%, FX -0.58% (not counted) -> $8.00 + $2.00 = $10.00
    //   Western Union cash       3.83%, fee 4%, FX -0.17% (not counted) -> $8.00 + $2.00 = $10.00
    //   Ria credit card          5.76% -> $11.52
    //   Ria credit card          6.01% -> $12.02
    //   Ria cash                 5.26% -> $10.52 + $2.00 = $12.52  (published order puts it before 5.76%)
    //   Ria cash                 5.50% -> $11.00 + $2.00 = $13.00
    //   Walmart2World cash       9.87% -> $19.74 + $2.00 = $21.74
    const offers = rankQuotes(corridor('NG'), 200)
    expect(offers.slice(-9).map((o) => [o.provider, o.instrument, o.costTodayCents])).toEqual([
      ['Remitly', 'credit_card', 818],
      ['MoneyGram', 'cash', 882],
      ['MoneyGram', 'cash', 1000],
      ['Western Union', 'cash', 1000],
      ['Ria', 'credit_card', 1152],
      ['Ria', 'credit_card', 1202],
      ['Ria', 'cash', 1252],
      ['Ria', 'cash', 1300],
      ['Walmart2World', 'cash', 2174],
    ])
    // Costs today never decrease down the list.
    for (let i = 1; i < offers.length; i++) expect(offers[i].costTodayCents).toBeGreaterThanOrEqual(offers[i - 1].costTodayCents)
  })

  it('filters by way of paying', () => {
    // Nigeria USD 200 cash quotes: 3.41, 3.42, 3.83, 5.26, 5.50, 9.87 (6 quotes, no duplicate).
    const cash = rankQuotes(corridor('NG'), 200, 'cash')
    expect(cash.map((o) => o.totalCostPct)).toEqual([3.41, 3.42, 3.83, 5.26, 5.5, 9.87])
    expect(cash.every((o) => o.instrument === 'cash')).toBe(true)
    // Somalia's five services all take cash only: no bank-account offer.
    expect(rankQuotes(corridor('SO'), 200, 'bank_account')).toEqual([])
  })

  it('never ranks a screened quote: Ethiopia USD 200 starts with Walmart2World, not Ria at -9.85%', () => {
    // Ria's credit-card (-14.22% FX margin) and debit-card (-12.32%) quotes are screened
    // (app/lib/remittance-screen.ts); the cheapest ranked is Walmart2World, debit card, agent, 1.28%.
    const offers = rankQuotes(corridor('ET'), 200)
    expect(offers.some((o) => o.fxMarginPct < -1)).toBe(false)
    expect([offers[0].provider, offers[0].instrument, offers[0].accessPoint, offers[0].costTodayCents]).toEqual([
      'Walmart2World',
      'debit_card',
      'agent',
      256,
    ])
  })
})

describe('duplicates', () => {
  it('shows each exact duplicate once, with how often the survey lists it', () => {
    // Nigeria USD 200: Remitly bank account 1.09%, Remitly debit card 1.09% and Remitly credit card
    // 4.09% each appear twice: 33 published quotes, 30 distinct, 3 extra copies.
    const quotes = quotesAt(corridor('NG'), 200)
    expect(duplicateCounts(quotes)).toEqual({ published: 33, distinct: 30, extraCopies: 3 })
    const offers = rankQuotes(corridor('NG'), 200)
    expect(offers).toHaveLength(30)
    const remitly = offers.filter((o) => o.provider === 'Remitly')
    expect(remitly.map((o) => [o.instrument, o.copies])).toEqual([
      ['bank_account', 2],
      ['debit_card', 2],
      ['credit_card', 2],
    ])
    // Kenya USD 200: three Remitly quotes listed three times each: 40 published, 34 distinct.
    expect(duplicateCounts(quotesAt(corridor('KE'), 200))).toEqual({ published: 40, distinct: 34, extraCopies: 6 })
  })

  it('does not merge quotes that differ in any field', () => {
    // Nigeria USD 200 has two Western Union bank-account quotes at 1.33% ($2.66): fee 1 + margin 0.33
    // and fee 1.5 + margin -0.17. They are two offers.
    const wu = rankQuotes(corridor('NG'), 200, 'bank_account').filter((o) => o.provider === 'Western Union')
    expect(wu.map((o) => [o.feePct, o.fxMarginPct, o.totalCostPct, o.copies])).toEqual([
      [1, 0.33, 1.33, 1],
      [1.5, -0.17, 1.33, 1],
    ])
  })

  it('counts duplicates in the average, as the published average does', () => {
    // Nigeria USD 200, all 33 quotes (duplicates included) sum to 89.66:
    //   -0.49 - 0.22 + 0.01 + 0.28 + 0.28 + 0.72 + 1.09 x4 + 1.33 x2 + 2.26 + 2.33 x2 + 2.45 + 2.47 + 2.53
    //   + 2.58 + 3.33 x2 + 3.41 + 3.42 + 3.45 + 3.76 + 3.83 + 4.09 x2 + 5.26 + 5.50 + 5.76 + 6.01 + 9.87 = 89.66
    //   89.66 / 33 = 2.7170 -> 2.72%, the published average.
    // Without the 3 extra copies (1.09, 1.09, 4.09): (89.66 - 6.27) / 30 = 2.7797 -> 2.78%, which is not.
    const quotes = quotesAt(corridor('NG'), 200)
    expect(meanCostPct(quotes)).toBe(2.72)
    expect(corridor('NG').average_cost_pct_200).toBe(2.72)
    expect(meanCostPct(collapseDuplicates(quotes).map(({ quote }) => quote))).toBe(2.78)
  })
})

describe('corridor average', () => {
  it('is the published figure for USD 200', () => {
    expect(corridorAveragePct(corridor('NG'), 200)).toBe(2.72)
    expect(corridorAveragePct(corridor('ET'), 200)).toBe(3.14)
  })

  it('is the same rule applied to the USD 500 quotes (nothing is published for USD 500)', () => {
    // Somalia USD 500: (1.6 + 6 + 6 + 6 + 6) / 5 = 25.6 / 5 = 5.12%.
    expect(corridorAveragePct(corridor('SO'), 500)).toBe(5.12)
    // Nigeria USD 500, 33 quotes (duplicates included) sum to 52.37: 52.37 / 33 = 1.5870 -> 1.59%.
    expect(corridorAveragePct(corridor('NG'), 500)).toBe(1.59)
    // Liberia USD 500, 20 quotes sum to 58.63: 58.63 / 20 = 2.9315 -> 2.93%.
    expect(corridorAveragePct(corridor('LR'), 500)).toBe(2.93)
  })

  it('converts to dollars on the amount', () => {
    // 2.72% of $200 = $5.44; 1.59% of $500 = $7.95; 5.12% of $500 = $25.60.
    expect(pctOfAmountCents(2.72, 200)).toBe(544)
    expect(pctOfAmountCents(1.59, 500)).toBe(795)
    expect(pctOfAmountCents(5.12, 500)).toBe(2560)
  })
})

describe('savings', () => {
  it('Nigeria USD 200: the cheapest instead of the average saves $5.44, $65.28 a year', () => {
    // Average 2.72% of $200 = $5.44; cheapest WorldRemit counted at its fee, $0.00 (its -0.49% rate
    // advantage is not counted). $5.44 per transfer; x 12 = $65.28 a year.
    const [cheapest] = rankQuotes(corridor('NG'), 200)
    expect(savingsOf(544, cheapest)).toEqual({ kind: 'saves', perTransferCents: 544, perYearCents: 6528 })
  })

  it('Somalia USD 500: counts the excise tax of the cheapest cash offer', () => {
    // Average 5.12% of $500 = $25.60; cheapest Western Union 1.6% = $8.00, plus 1% tax $5.00 = $13.00.
    // $25.60 - $13.00 = $12.60 per transfer; x 12 = $151.20 a year.
    const [cheapest] = rankQuotes(corridor('SO'), 500)
    expect([cheapest.provider, cheapest.costCents, cheapest.exciseTaxCents, cheapest.costTodayCents]).toEqual([
      'Western Union',
      800,
      500,
      1300,
    ])
    expect(savingsOf(2560, cheapest)).toEqual({ kind: 'saves', perTransferCents: 1260, perYearCents: 15120 })
  })

  it('Nigeria USD 500 paid in cash: Ria at 0% still costs the $5.00 tax; saves $2.95', () => {
    // Average 1.59% of $500 = $7.95; cheapest cash Ria 0% = $0.00 + $5.00 tax = $5.00.
    // $7.95 - $5.00 = $2.95; x 12 = $35.40.
    const [cheapest] = rankQuotes(corridor('NG'), 500, 'cash')
    expect([cheapest.provider, cheapest.totalCostPct, cheapest.costTodayCents, cheapest.costTodayPct, cheapest.copies]).toEqual([
      'Ria',
      0,
      500,
      1,
      2,
    ])
    expect(savingsOf(795, cheapest)).toEqual({ kind: 'saves', perTransferCents: 295, perYearCents: 3540 })
  })

  it('states no saving when the cheapest offer costs more than the average', () => {
    // Nigeria USD 200 cash: cheapest MoneyGram 3.41% = $6.82 + $2.00 tax = $8.82 against an average
    // of $5.44: $3.38 more, nothing saved.
    const [cheapest] = rankQuotes(corridor('NG'), 200, 'cash')
    expect(savingsOf(544, cheapest)).toEqual({ kind: 'none', extraCents: 338 })
  })
})

describe('US excise tax', () => {
  it('is 1% of the amount on cash, nothing on accounts and cards', () => {
    // 1% of $200 = $2.00; 1% of $500 = $5.00 (26 U.S.C. 4475, since 1 January 2026).
    expect(exciseTaxCents('cash', 200)).toBe(200)
    expect(exciseTaxCents('cash', 500)).toBe(500)
    for (const exempt of ['bank_account', 'debit_card', 'credit_card'] as const) expect(exciseTaxCents(exempt, 200)).toBeNull()
    // 'other' may or may not be a physical instrument: the data does not say, so no tax is assumed.
    expect(exciseTaxCents('other', 200)).toBeNull()
  })

  it('is added to every cash offer and to nothing else', () => {
    // Cabo Verde USD 200, MoneyGram cash 5.01% = $10.02, plus $2.00 = $12.02 (6.01%).
    const offers = rankQuotes(corridor('CV'), 200)
    const moneyGramCash = offers.find((o) => o.provider === 'MoneyGram' && o.instrument === 'cash')!
    expect([moneyGramCash.costCents, moneyGramCash.exciseTaxCents, moneyGramCash.costTodayCents, moneyGramCash.costTodayPct]).toEqual([
      1002, 200, 1202, 6.01,
    ])
    for (const offer of offers) {
      expect(offer.exciseTaxCents).toBe(offer.instrument === 'cash' ? 200 : null)
      expect(offer.costTodayCents).toBe(offer.costCents + (offer.exciseTaxCents ?? 0))
    }
  })
})

describe('formatting', () => {
  it('shows dollars and percentages as published, signs included', () => {
    expect(formatCents(-98)).toBe('-$0.98')
    expect(formatCents(7704)).toBe('$77.04')
    expect(formatPct(4.3)).toBe('4.30%')
    expect(formatPct(-9.85)).toBe('-9.85%')
    expect(quarterLabel('2025Q3')).toBe('Q3 2025')
  })

  it('writes cents exactly as Intl does for US dollars, without loading it for whole cents', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
    for (const cents of [
      0, 1, 9, 10, 99, 100, 101, 544, 7704, 99_999, 100_000, 123_456_789, -1, -98, -100, -123_456, -0, 12.5, 999_999_999_999,
    ]) {
      expect(formatCents(cents), String(cents)).toBe(intl.format(cents / 100))
    }
  })
})
