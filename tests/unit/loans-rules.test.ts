/**
 * The loans page's pure rules (app/lib/loans.ts, app/lib/loans-query.ts): the amortisation formula
 * against values computed by hand, the higher-rates table, the order of the credit unions and the
 * reading of the URL.
 */
import { describe, expect, it } from 'vitest'

import type { CreditUnion } from '~/lib/credit-unions'
import { FEDERAL_CEILING_PCT, compareRated, costAt, higherRates, monthlyPayment, pageOf, rankRated } from '~/lib/loans'
import { loanSearch, parseLoanQuery, wholeDollars } from '~/lib/loans-query'

describe('monthlyPayment: P * r / (1 - (1 + r)^-n), r = APR / 12', () => {
  it('$15,000 over 60 months at 5.50%', () => {
    // python3 -c "P=15000;n=60;r=5.5/1200;p=P*r/(1-(1+r)**-n);print(repr(p), repr(p*n-P))"
    //   -> 286.5174325767309 2191.0459546038546
    expect(monthlyPayment(15_000, 5.5, 60)).toBeCloseTo(286.5174325767309, 9)
    expect(costAt(15_000, 5.5, 60).totalInterest).toBeCloseTo(2191.0459546038546, 6)
  })

  it('$15,000 over 60 months at 18% (the federal ceiling)', () => {
    // python3 -c "P=15000;n=60;r=18/1200;p=P*r/(1-(1+r)**-n);print(repr(p), repr(p*n-P))"
    //   -> 380.90141140663786 7854.084684398273
    expect(costAt(15_000, 18, 60)).toMatchObject({ rate: 18 })
    expect(costAt(15_000, 18, 60).payment).toBeCloseTo(380.90141140663786, 9)
    expect(costAt(15_000, 18, 60).totalInterest).toBeCloseTo(7854.084684398273, 6)
  })

  it('a $1,000 card balance paid off in 12 equal payments at 11.31%', () => {
    // python3 -c "P=1000;n=12;r=11.31/1200;print(repr(P*r/(1-(1+r)**-n)))" -> 88.52632363199547
    expect(monthlyPayment(1000, 11.31, 12)).toBeCloseTo(88.52632363199547, 9)
  })

  it('at 0% the payment is the principal over the months, with no interest', () => {
    expect(costAt(1200, 0, 12)).toEqual({ rate: 0, payment: 100, totalInterest: 0 })
  })
})

describe('higherRates', () => {
  it('the third quartile, median + 5, median + 10 and the 18% ceiling, lowest first, with the extra interest', () => {
    const rows = higherRates({ count: 375, q1: 4.99, median: 5.63, q3: 6.25 }, 15_000, 60)
    expect(rows.map((row) => [row.label, row.rate])).toEqual([
      ['q3', 6.25],
      ['plus5', 10.629999999999999],
      ['plus10', 15.629999999999999],
      ['ceiling', FEDERAL_CEILING_PCT],
    ])
    // python3: interest at 5.63% = 2245.101564653847, at 18% = 7854.084684398273
    expect(rows.at(-1)!.extraInterest).toBeCloseTo(7854.084684398273 - 2245.101564653847, 6)
  })

  it('leaves out a rate that is not above the median (the ceiling when cards already cost more)', () => {
    const rows = higherRates({ count: 10, q1: 16, median: 19, q3: 21 }, 1000, 12)
    expect(rows.map((row) => row.label)).toEqual(['q3', 'plus5', 'plus10'])
  })
})

const cu = (id: number, name: string, members: number): CreditUnion => ({
  id,
  name,
  tradeNames: [],
  street: '',
  city: 'AUSTIN',
  state: 'TX',
  zip: '78701',
  type: 1,
  lowIncome: false,
  mdi: false,
  membershipCode: '00',
  peerGroup: 3,
  yearOpened: null,
  assetsUsd: 1,
  members,
  rates: { 'new-car': null, 'used-car': null, card: null, personal: null },
})

describe('ranking', () => {
  it('lowest rate first; on a tie more members first, then the name', () => {
    const list = [
      { cu: cu(1, 'ZETA', 500), rate: 4.5, miles: null },
      { cu: cu(2, 'ALPHA', 500), rate: 4.5, miles: null },
      { cu: cu(3, 'BIG', 90_000), rate: 4.5, miles: null },
      { cu: cu(4, 'CHEAP', 10), rate: 3.99, miles: null },
      { cu: cu(5, 'DEAR', 1_000_000), rate: 7, miles: null },
    ]
    expect(rankRated(list).map((entry) => entry.cu.name)).toEqual(['CHEAP', 'BIG', 'ALPHA', 'ZETA', 'DEAR'])
    expect(compareRated(list[1]!, list[1]!)).toBe(0)
  })

  it('pages of 20', () => {
    expect(pageOf(375, 1)).toEqual({ pages: 19, start: 0, end: 20 })
    expect(pageOf(375, 19)).toEqual({ pages: 19, start: 360, end: 375 })
    expect(pageOf(0, 1)).toEqual({ pages: 1, start: 0, end: 0 })
  })
})

describe('parseLoanQuery', () => {
  const states = new Set(['TX', 'MN'])
  const parse = (search: string) => parseLoanQuery(new URLSearchParams(search), states)

  it('no parameter is a first visit; tracking tags alone are a question with its messages', () => {
    expect(parse('').kind).toBe('first-visit')
    expect(parse('utm_source=x').kind).toBe('first-visit')
    expect(parse('kind=').kind).toBe('invalid')
  })

  it('a good question, the amount written as people write it', () => {
    expect(wholeDollars('$15,000')).toBe(15_000)
    expect(wholeDollars('15 000')).toBe(15_000)
    expect(wholeDollars('15000.50')).toBeNull()
    const parsed = parse('state=tx&kind=new-car&amount=%2415%2C000&months=60')
    expect(parsed).toMatchObject({
      kind: 'valid',
      query: { place: { by: 'state', state: 'TX' }, kind: 'new-car', amount: 15_000, months: 60, page: 1 },
    })
    if (parsed.kind === 'valid') expect(loanSearch(parsed.query, 2)).toBe('?state=TX&kind=new-car&amount=15000&months=60&page=2')
  })

  it('a ZIP code is used instead of the state', () => {
    expect(parse('state=TX&zip=55401&kind=card&amount=900&months=12')).toMatchObject({
      kind: 'valid',
      query: { place: { by: 'zip', zip: '55401' } },
    })
  })

  it('every bad value gets a message on its field, and the input is kept', () => {
    const parsed = parse('zip=5540&kind=boat&amount=99&months=0&page=x')
    expect(parsed.kind).toBe('invalid')
    if (parsed.kind !== 'invalid') return
    expect(Object.keys(parsed.errors).sort()).toEqual(['amount', 'kind', 'months', 'page', 'zip'])
    expect(parsed.values).toMatchObject({ zip: '5540', kind: 'boat', amount: '99', months: '0', page: 'x' })
    expect(parse('state=ZZ&kind=new-car&amount=250001&months=97')).toMatchObject({
      kind: 'invalid',
      errors: { state: expect.any(String), amount: expect.any(String), months: expect.any(String) },
    })
    // Months are bounded per kind: 72 is fine for a car, too long to pay off a card.
    expect(parse('state=TX&kind=new-car&amount=5000&months=72').kind).toBe('valid')
    expect(parse('state=TX&kind=card&amount=5000&months=72')).toMatchObject({ kind: 'invalid', errors: { months: expect.any(String) } })
    expect(parse('kind=new-car&amount=5000&months=60')).toMatchObject({ kind: 'invalid', errors: { state: expect.any(String) } })
  })
})
