/**
 * "Arrives", grouping by provider, the ways the family receives the money and the answer sentence
 * (app/lib/remittance.ts, app/lib/remittance-answer.ts), against figures worked out by hand from
 * app/data/remittance/us-africa-corridors.json and speed-and-payout.json. The rows used are named by
 * their index in the Nigeria corridor's `quotes` (the USD 200 quotes are rows 0-32).
 */
import { describe, expect, it } from 'vitest'

import { remittancePage } from '~/.server/remittance/remittance-page.server'
import { findCorridor } from '~/.server/remittance/remittance-data.server'
import { type Corridor, arrivesCents, groupByProvider, quarterMonths, rankQuotes } from '~/lib/remittance'
import { answerAnnouncement, answerText, receiveSentencePart, wayLabel } from '~/lib/remittance-answer'
import { m } from '~/paraglide/messages.js'

const corridor = (code: string): Corridor => {
  const found = findCorridor(code)
  if (!found) throw new Error(`no corridor ${code}`)
  return found
}

const answerFor = (search: string) => {
  const { view } = remittancePage(new URL(`http://localhost/navigator/remittance${search}`))
  if (view.answer.kind !== 'quotes') throw new Error(view.answer.kind)
  return view.answer
}

describe('arrives', () => {
  it('is the amount minus what the transfer costs today', () => {
    // Row 0, WorldRemit bank account online: fee 0%, FX margin -0.49% (not counted, decision 039) -> 200.00.
    // Row 21, MoneyGram cash agent: cost_usd 6.82 + the 1% excise tax 2.00 = 8.82 -> 200.00 - 8.82 = 191.18.
    // Row 32, Walmart2World cash agent: 19.74 + 2.00 = 21.74 -> 178.26.
    expect(arrivesCents(200, 0)).toBe(20000)
    const offers = rankQuotes(corridor('NG'), 200)
    const find = (provider: string, instrument: string, costCents: number) =>
      offers.find((o) => o.provider === provider && o.instrument === instrument && o.costCents === costCents)!
    expect(find('WorldRemit', 'bank_account', 0).arrivesCents).toBe(20000)
    expect(find('MoneyGram', 'cash', 682).arrivesCents).toBe(19118)
    expect(find('Walmart2World', 'cash', 1974).arrivesCents).toBe(17826)
  })

  it('with an average service: the amount minus the corridor average (Nigeria USD 200: 2.72% = $5.44 -> $194.56)', () => {
    const answer = answerFor('?to=NG&amount=200')
    expect(answer.average.arrivesCents).toBe(19456)
    // USD 500 Somalia: the mean of the five USD 500 quotes is 25.60 / 5 = 5.12% = $25.60 -> $474.40.
    expect(answerFor('?to=SO&amount=500').average.arrivesCents).toBe(47440)
  })
})

describe('grouping by provider', () => {
  it('Nigeria USD 200: providers in the order of their cheapest offer, offers cheapest first inside', () => {
    const groups = groupByProvider(rankQuotes(corridor('NG'), 200))
    // Cheapest offer per provider: WorldRemit 0.00 (row 0, -0.98 published), Walmart2World 0.00 (row 1), MoneyGram 0.02
    // (row 2), Remitly 2.18 (rows 6-9), Western Union 2.66 (rows 10-11), Ria 4.52 (row 12).
    expect(groups.map((g) => g.provider)).toEqual(['WorldRemit', 'Walmart2World', 'MoneyGram', 'Remitly', 'Western Union', 'Ria'])
    const arrives = (provider: string) => groups.find((g) => g.provider === provider)!.offers.map((o) => [o.instrument, o.arrivesCents])
    // WorldRemit, rows 0, 4, 3: 0.00 (its fee; -0.98 published), 0.56 (debit before credit on a tie), 0.56.
    expect(arrives('WorldRemit')).toEqual([
      ['bank_account', 20000],
      ['debit_card', 19944],
      ['credit_card', 19944],
    ])
    // Walmart2World, rows 1, 17, 18, 32: 0.00, 5.50 and 6.00 (each its fee, FX margin -0.22% / -0.42% not
    // counted; 5.06 and 5.16 published), 19.74 + 2.00 tax.
    expect(arrives('Walmart2World')).toEqual([
      ['debit_card', 20000],
      ['credit_card', 19450],
      ['debit_card', 19400],
      ['cash', 17826],
    ])
    // Ria, rows 12, 15, 23, 24, 30, 31, 28, 29: 4.52, 4.90, 6.90, 7.52, 11.52, 12.02, 10.52 + 2.00, 11.00 + 2.00.
    expect(arrives('Ria')).toEqual([
      ['bank_account', 19548],
      ['bank_account', 19510],
      ['debit_card', 19310],
      ['debit_card', 19248],
      ['credit_card', 18848],
      ['credit_card', 18798],
      ['cash', 18748],
      ['cash', 18700],
    ])
    // Every one of the 30 distinct offers is in exactly one group.
    expect(groups.reduce((sum, g) => sum + g.offers.length, 0)).toBe(30)
  })
})

describe('how the family receives it', () => {
  it('each published copy carries its own way; identical prices listed twice are two ways', () => {
    const offers = rankQuotes(corridor('NG'), 200)
    // Row 0, WorldRemit bank account online: speed-and-payout.json gives bank account, 2 to 5 days.
    expect(offers[0].ways).toEqual([{ receiveMethod: 'bank_account', speed: '2_to_5_days', coverage: 'medium' }])
    // Rows 8 and 9, Remitly debit card online 1.09%, listed twice: one copy per way (bank account, cash pickup).
    const remitlyDebit = offers.find((o) => o.provider === 'Remitly' && o.instrument === 'debit_card')!
    expect(remitlyDebit.copies).toBe(2)
    expect(remitlyDebit.ways.map((w) => w?.receiveMethod).sort()).toEqual(['bank_account', 'cash_pickup'])
    expect(receiveSentencePart(remitlyDebit.ways)).toMatch(
      /^(into a bank account in under an hour or as cash to pick up in under an hour|as cash to pick up in under an hour or into a bank account in under an hour)$/,
    )
  })

  it('the filter keeps only the copies received that way', () => {
    // Cash pickup: Remitly debit card keeps one copy (rows 8/9), WorldRemit bank account (row 0) is gone.
    const offers = rankQuotes(corridor('NG'), 200, null, 'cash_pickup')
    expect(offers.some((o) => o.provider === 'WorldRemit' && o.instrument === 'bank_account')).toBe(false)
    const remitlyDebit = offers.find((o) => o.provider === 'Remitly' && o.instrument === 'debit_card')!
    expect(remitlyDebit.ways).toEqual([{ receiveMethod: 'cash_pickup', speed: 'under_1_hour', coverage: 'high' }])
    // Row 1, Walmart2World debit card online -0.22% (fee 0%, counted $0.00), is cash pickup: the cheapest cash-pickup offer.
    expect([offers[0].provider, offers[0].instrument, offers[0].arrivesCents]).toEqual(['Walmart2World', 'debit_card', 20000])
  })

  it('an unknown way says "not in the survey", never a guess', () => {
    expect(wayLabel(null)).toBe('not in the survey')
    expect(wayLabel({ receiveMethod: null, speed: 'same_day', coverage: null })).toBe('not in the survey')
    expect(wayLabel({ receiveMethod: 'mobile_wallet', speed: null, coverage: null })).toBe('To a mobile wallet (speed not in the survey)')
    expect(receiveSentencePart([null])).toBeNull()
  })
})

describe('the answer sentence', () => {
  it('Nigeria USD 200: WorldRemit, about $200.00 arrives and why not more, $194.56 with an average service, dated', () => {
    const answer = answerFor('?to=NG&amount=200')
    expect(answer.text).toEqual(answerText(answer))
    expect(answer.dated).toBe('Prices surveyed July-September 2025; check the rate on the day you send.')
    expect(m.remittance_answer_copy_dated({ months: quarterMonths('2025Q3') })).toBe(answer.dated)
    expect(answer.text).toEqual({
      best: 'Best surveyed option: WorldRemit, paid from your bank account, online.',
      arrives:
        'About $200.00 arrives for your family from your USD 200: the survey found this service’s exchange rate $0.98 better than its reference rate, and we do not count that as money your family gets.',
      receives: 'The family receives it into a bank account in 2 to 5 days.',
      // 200.00 - 194.56 = 5.44; 12 x 5.44 = 65.28.
      compared:
        'With an average service about $194.56 arrives: this option gets your family $5.44 more, about $65.28 a year if you send USD 200 every month.',
      noCard: null,
    })
    expect(answer.announcement).toBe(answerAnnouncement(answer))
    expect(answerAnnouncement(answerFor('?to=NG&amount=200'))).toBe('30 offers for Nigeria. Best: WorldRemit, about $200.00 arrives.')
  })

  it('paying cash: the best cash offer leaves less than an average service, and says so', () => {
    // Row 21, MoneyGram cash agent: 200.00 - 8.82 = 191.18; 194.56 - 191.18 = 3.38 less.
    const text = answerText(answerFor('?to=NG&amount=200&method=cash'))!
    expect(text.best).toBe('Best surveyed option: MoneyGram, paid in cash, at an agent.')
    expect(text.arrives).toBe('About $191.18 arrives for your family from your USD 200.')
    expect(text.compared).toContain('$3.38 less')
  })

  it('a credit card as the best: the answer names the cheapest way without it; the page warns of a cash advance', () => {
    // Kenya USD 500 paid by credit card: every offer is a card; the cheapest paid another way (any
    // method) is named in the answer.
    const answer = answerFor('?to=KE&amount=500&method=credit_card')
    expect(answer.offers[0].instrument).toBe('credit_card')
    expect(answer.text!.noCard).toMatch(/^Cheapest without a credit card: .+; about \$[\d,.]+ arrives\.$/)
    expect(answer.text!.noCard).not.toContain('credit card,')
    expect(answer.cardOffered).toBe(true)
    // Ethiopia USD 200: credit-card offers are on the list (not first), so the warning is on the page.
    const ethiopia = answerFor('?to=ET&amount=200')
    expect(ethiopia.text!.noCard).toBeNull()
    expect(ethiopia.cardOffered).toBe(true)
  })

  it('no offer for the choices: no sentence, an announcement that says so', () => {
    const answer = answerFor('?to=SO&amount=200&receive=bank_account')
    expect(answerText(answer)).toBeNull()
    expect(answer.text).toBeNull()
    expect(answerAnnouncement(answer)).toBe('No offer for these choices in Somalia.')
  })

  it("names the quarter's months from the data, not a fixed string", () => {
    expect([quarterMonths('2025Q3'), quarterMonths('2026Q1'), quarterMonths('2024Q4')]).toEqual([
      'July-September 2025',
      'January-March 2026',
      'October-December 2024',
    ])
  })
})
