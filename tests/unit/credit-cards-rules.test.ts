/**
 * The comparison's rules (app/lib/credit-cards.ts) on the real data file, against values worked out by
 * hand from app/data/credit-cards/card-plans.csv (the cards are named; the CSV columns are quoted).
 */
import { describe, expect, it } from 'vitest'

import { cardPlans, englishStateNames, rankablePlans, statsByTier } from '~/.server/credit-cards/credit-cards-data.server'
import {
  type CardFilters,
  type CardPlan,
  accessOf,
  formatPct,
  formatUsd,
  isCreditUnion,
  issuerLink,
  joinHintOf,
  matchesFilters,
  membershipOf,
  offeredIn,
  pageOf,
  percentile,
  rankPlans,
  rateBand,
  targetsTier,
  tierRate,
  yearlyFeeCents,
} from '~/lib/credit-cards'

function plan(institution: string, product: string): CardPlan {
  const found = cardPlans.filter((p) => p.institution === institution && p.product === product)
  expect(found, `${institution} / ${product}`).toHaveLength(1)
  return found[0]
}

const any: CardFilters = { tier: 0, state: null, securedOnly: false, noYearlyFee: false, noForeignFee: false, noMembership: false }

describe('the tier rule: a card counts for a tier only if it is targeted at it', () => {
  it('counts the plans targeted at each tier as the README does (147 / 287 / 560 / 578)', () => {
    expect([0, 1, 2, 3].map((tier) => cardPlans.filter((p) => targetsTier(p, tier as 0)).length)).toEqual([147, 287, 560, 578])
  })

  it('leaves out a 720+ card that reports a no-score APR anyway (Amex Marriott Bonvoy Bevy: credit_tiers {"3"}, apr_no_score 0.2899)', () => {
    const bevy = plan('American Express National Bank', 'Marriott Bonvoy Bevy™ American Express® Card')
    expect(bevy.aprByTier[0]).toBe(2899)
    expect(targetsTier(bevy, 0)).toBe(false)
    expect(tierRate(bevy, 0)).toBeNull()
    expect(matchesFilters(bevy, any)).toBe(false)
    expect(tierRate(bevy, 3)).not.toBeNull()
  })

  it('uses the tier APR, else the plan median, else the top of the range; a 0% rate is not a rate', () => {
    // BECU Traditional Secured: apr_no_score 0.2199 (range 0.1274-0.2424).
    expect(tierRate(plan("Boeing Employees' Credit Union", 'BECU Traditional Secured Consumer Credit Card'), 0)).toEqual({
      bp: 2199,
      source: 'tier',
    })
    // Publix Employees FCU Visa Secured: no apr_no_score, apr_median 0.099.
    expect(tierRate(plan('Publix Employees Federal Credit Union', 'Visa Secured'), 0)).toEqual({ bp: 990, source: 'median' })
    // Avadian CU Secured Visa reports 0.0 for every APR: no usable rate.
    expect(tierRate(plan('Avadian Credit Union', 'Secured Visa'), 0)).toBeNull()
    // 360 FCU Secure Classic reports no purchase APR at all.
    expect(tierRate(plan('360 Federal Credit Union', 'Secure Classic'), 0)).toBeNull()
  })

  it('compares a rate with the screened-in cards targeted at the same tier (no score: 125 of 144 have a rate; p25 15.5%, median 18%)', () => {
    // 147 plans target no score; the screen (decision 038) sets aside Red Canoe CU's three plans.
    const stats = statsByTier[0]
    expect(stats).toMatchObject({ targeted: 144, withRate: 125 })
    expect(stats.p25).toBeCloseTo(1550, 6)
    expect(stats.median).toBeCloseTo(1800, 6)
    // The gap the page shows: 25 largest issuers 26.65%, the others 16.25%.
    expect(stats.top25Median).toBeCloseTo(2665, 6)
    expect(stats.othersMedian).toBeCloseTo(1625, 6)
    expect(rateBand(990, stats)).toBe('lowest-quarter')
    expect(rateBand(1700, stats)).toBe('below-middle')
    expect(rateBand(2199, stats)).toBe('middle-or-above')
    expect(rateBand(null, stats)).toBeNull()
  })

  it('computes percentiles as percentile_cont does', () => {
    expect(percentile([1, 2, 3, 4], 0.5)).toBe(2.5)
    expect(percentile([10, 20, 30, 40, 50], 0.25)).toBe(20)
    expect(percentile([], 0.5)).toBeNull()
  })
})

describe('the state rule', () => {
  const wyhy = () => plan('Wyhy Federal Credit Union', 'WyHy Visa Secured') // One State/Territory, WY
  const align = () => plan('Align Credit Union', 'Align Visa') // Regional
  const becu = () => plan("Boeing Employees' Credit Union", 'BECU Traditional Consumer Credit Card') // National

  it('keeps national and regional plans and one-state plans of that state only', () => {
    expect(offeredIn(wyhy(), 'MN')).toBe(false)
    expect(offeredIn(wyhy(), 'WY')).toBe(true)
    expect(offeredIn(align(), 'MN')).toBe(true)
    expect(offeredIn(becu(), 'MN')).toBe(true)
    expect(offeredIn(wyhy(), null)).toBe(true)
  })

  it('no credit score in Minnesota: 113 plans, 96 national and 17 regional (no Minnesota-only plan targets no score)', () => {
    const found = cardPlans.filter((p) => matchesFilters(p, { ...any, state: 'MN' }))
    expect(found).toHaveLength(113)
    expect(found.filter((p) => p.availability === 'National')).toHaveLength(96)
    expect(found.filter((p) => p.availability === 'Regional')).toHaveLength(17)
    expect(found.every((p) => p.tiers.includes(0) && p.availability !== 'One State/Territory')).toBe(true)
  })

  it('leaves out the two one-state plans whose state code is AA in every state', () => {
    const aa = cardPlans.filter((p) => p.state === 'AA')
    expect(aa.map((p) => p.institution).sort()).toEqual(['Tlcu Financial', 'Weststar Credit Union'])
    expect(aa.some((p) => offeredIn(p, 'MN'))).toBe(false)
  })
})

describe('fees and membership', () => {
  it('yearly fees = annual fee + 12 monthly fees (TD Clear 1000: $10 a month = $120; Vegas Golden Knights: $75 + 12 x $8.25 = $174)', () => {
    expect(yearlyFeeCents(plan('Td Bank, National Association', 'TD Clear 1000'))).toBe(12000)
    expect(yearlyFeeCents(plan('Credit One Bank, National Association', 'Vegas Golden Knights Credit Card'))).toBe(17400)
    expect(formatUsd(17400)).toBe('$174')
    expect(formatUsd(825)).toBe('$8.25')
    expect(formatPct(110)).toBe('1.1%')
    expect(formatPct(2499)).toBe('24.99%')
  })

  it('treats every credit union as membership-only, whatever it answered (Publix Employees FCU: requires_membership false)', () => {
    const publix = plan('Publix Employees Federal Credit Union', 'Visa Secured')
    expect(publix.requiresMembership).toBe(false)
    expect(membershipOf(publix)).toBe('credit-union')
    expect(isCreditUnion('Pennsylvania State Employees Cu')).toBe(true)
    expect(membershipOf(plan('Merrick Bank', 'Ollo Rewards+ for Nurses Mastercard'))).toBe('condition')
    expect(membershipOf(plan('Capital One, National Association', 'Platinum Secured'))).toBeNull()
  })

  it('says who may join where the name or the data tells, else nothing (the page says to ask)', () => {
    const hint = (institution: string, product: string) => joinHintOf(plan(institution, product), englishStateNames)
    expect(hint('Publix Employees Federal Credit Union', 'Visa Secured')).toEqual({ kind: 'employer', word: 'Employees' })
    expect(hint('Chiropractic Federal Credit Union', 'VISA')).toEqual({ kind: 'profession', word: 'Chiropractic' })
    expect(hint('Merrick Bank', 'Ollo Rewards+ for Nurses Mastercard')).toEqual({ kind: 'profession', word: 'Nurses' })
    expect(hint('Latino Community Credit Union', 'LCCU Secured Visa Credit Card')).toEqual({ kind: 'community', word: 'Latino' })
    expect(hint('Wyhy Federal Credit Union', 'WyHy Visa Secured')).toEqual({ kind: 'region', state: 'WY' })
    expect(
      cardPlans.filter((p) => p.institution === "Oklahoma'S Credit Union").map((p) => joinHintOf(p, englishStateNames)),
    ).toContainEqual({
      kind: 'region',
      state: 'OK',
    })
    expect(hint('Mid American Credit Union', 'Youth Visa')).toEqual({ kind: 'unknown' })
  })

  it('links only a working web address', () => {
    expect(issuerLink('https: www.360fcu.org')).toBeNull()
    expect(issuerLink('htpps://statewidefcu.org')).toBeNull()
    expect(issuerLink('https://www. chase.com/ihgonerewards')).toBeNull()
    expect(issuerLink('javascript:alert(1)')).toBeNull()
    expect(issuerLink(null)).toBeNull()
    expect(issuerLink('https://1cfcu.org/credit-cards/')).toBe('https://1cfcu.org/credit-cards/')
    expect(issuerLink('https://a.example/x https://b.example/y')).toBe('https://a.example/x')
  })
})

describe('the ranking: open to anyone first, then yearly fees, then the rate for the tier', () => {
  const names = (filters: CardFilters) => rankPlans(rankablePlans, filters).map(({ plan: p }) => `${p.institution} / ${p.product}`)

  it('no credit score, Minnesota, secured only: 27 cards, by hand from the file', () => {
    const ranked = rankPlans(rankablePlans, { ...any, state: 'MN', securedOnly: true })
    expect(ranked).toHaveLength(27)
    // 7 cards open to anyone (National, no membership), 1 Regional card, 19 that need a membership.
    expect(ranked.map((r) => r.access)).toEqual([...Array(7).fill('open'), 'area', ...Array(19).fill('membership')])
    expect(ranked.slice(0, 4).map((r) => [r.plan.institution, r.plan.product, r.yearlyFeeCents, r.rate?.bp])).toEqual([
      // All $0 a year; rates 25.99%, 25.99%, 29.74%, 29.74% (same fees and rate: by issuer, then card).
      ['Citibank, N.A.', 'Citi Secured MasterCard', 0, 2599],
      ['Pnc Bank, National Association', 'PNC Secured Credit Card', 0, 2599],
      ['Capital One, National Association', 'Platinum Secured', 0, 2974],
      ['Capital One, National Association', 'Quicksilver Secured Rewards', 0, 2974],
    ])
    // Among the open cards the two $0 cards without a usable rate come after those with one, then the fees:
    // Merrick Bank Secured Card (annual_fee 36.0), though its rate is lower.
    expect(ranked.slice(4, 8).map((r) => [r.plan.institution, r.yearlyFeeCents, r.rate?.bp ?? null])).toEqual([
      ['Stride Bank, National Association', 0, null],
      ['Stride Bank, National Association', 0, null],
      ['Merrick Bank', 3600, 2245],
      // Fifth Third Secured is Regional (the data does not say which states): after every open card.
      ['Fifth Third Bank, National Association', 2400, 2774],
    ])
    // Then the membership cards, by fees and rate: apr_median 0.099, 0.1099 (apr_no_score), 0.1125 (apr_median).
    expect(ranked.slice(8, 11).map((r) => [r.plan.product, r.yearlyFeeCents, r.rate])).toEqual([
      ['Visa Secured', 0, { bp: 990, source: 'median' }],
      ['Power Credit Card', 0, { bp: 1099, source: 'tier' }],
      ['LCCU Secured Visa Credit Card', 0, { bp: 1125, source: 'median' }],
    ])
    expect(ranked.slice(23).map((r) => [r.plan.institution, r.rate])).toEqual([
      ['360 Federal Credit Union', null],
      ['Carolina Cooperative Federal Credit Union', null],
      ['Police Federal Credit Union', null],
      ['Rivermark Community Credit Union', null],
    ])
  })

  it('puts a one-state card first only in its own state; without a state, national cards first', () => {
    const wyhy = plan('Wyhy Federal Credit Union', 'WyHy Visa Secured')
    expect(accessOf(wyhy, 'WY')).toBe('membership')
    const oneStateBank = cardPlans.find((p) => p.availability === 'One State/Territory' && membershipOf(p) === null)!
    expect(accessOf(oneStateBank, oneStateBank.state)).toBe('open')
    expect(accessOf(oneStateBank, null)).toBe('area')
    expect(accessOf(plan('Capital One, National Association', 'Platinum Secured'), null)).toBe('open')
    // For every tier, with or without a state: the open cards, then the others, then the membership cards.
    const group = { open: 0, area: 1, membership: 2 }
    for (const tier of [0, 1, 2, 3] as const) {
      for (const state of [null, 'TX', 'MN', 'HI']) {
        const order = rankPlans(rankablePlans, { ...any, tier, state }).map((r) => group[r.access])
        expect(order, `tier ${tier}, state ${state}`).toEqual([...order].sort((a, b) => a - b))
        expect(order[0], `tier ${tier}, state ${state}`).toBe(0)
      }
    }
  })

  it('every filter narrows: no yearly fee, no foreign fee, no membership', () => {
    expect(rankPlans(rankablePlans, { ...any, state: 'MN', noYearlyFee: true })).toHaveLength(101)
    const noForeign = rankPlans(rankablePlans, { ...any, noForeignFee: true })
    expect(noForeign.every((r) => r.plan.foreignFeeBp === 0)).toBe(true)
    const open = names({ ...any, state: 'MN', securedOnly: true, noMembership: true })
    expect(open).toContain('Capital One, National Association / Platinum Secured')
    expect(open.some((name) => /credit union/i.test(name))).toBe(false)
  })

  it('pages 20 at a time', () => {
    expect(pageOf(113, 1)).toEqual({ pages: 6, start: 0, end: 20 })
    expect(pageOf(113, 6)).toEqual({ pages: 6, start: 100, end: 113 })
    expect(pageOf(0, 1)).toEqual({ pages: 1, start: 0, end: 0 })
  })
})
