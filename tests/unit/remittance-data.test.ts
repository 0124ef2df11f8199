/**
 * The remittance data enters the app through one validated module: the bundled file passes, with the
 * README's figures; a malformed or inconsistent file is refused with the path of every problem.
 */
import { readFileSync } from 'node:fs'

import { describe, expect, it, vi } from 'vitest'

import { knownCountryCodes, remittanceAttribution, remittanceCountries, remittanceData } from '~/.server/remittance/remittance-data.server'
import { describePayout, pairPayout } from '~/.server/remittance/remittance-payout.server'
import { describeDataset, validateRemittanceData } from '~/.server/remittance/remittance-schema.server'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests corrupt the files on purpose: no schema type fits
type Json = any

const bundled = () => JSON.parse(readFileSync('app/data/remittance/us-africa-corridors.json', 'utf8'))
const bundledPayout = () => JSON.parse(readFileSync('app/data/remittance/speed-and-payout.json', 'utf8'))

function expectPayoutRefused(mutate: (payout: Json, prices: Json) => void, ...fragments: string[]) {
  const payout = bundledPayout()
  const prices = bundled()
  mutate(payout, prices)
  const checked = validateRemittanceData(prices)
  if (!checked.ok) throw new Error(checked.message)
  const result = pairPayout(checked.data, payout)
  expect(result.ok).toBe(false)
  if (!result.ok) for (const fragment of fragments) expect(result.message).toContain(fragment)
}

function expectRefused(mutate: (data: Json) => void, ...fragments: string[]) {
  const data = bundled()
  mutate(data)
  const result = validateRemittanceData(data)
  expect(result.ok).toBe(false)
  if (!result.ok) for (const fragment of fragments) expect(result.message).toContain(fragment)
}

describe('the bundled data file', () => {
  it('validates and matches the README: 11 corridors, 424 quotes, 25 exact duplicates, 12 negative costs', () => {
    expect(validateRemittanceData(bundled()).ok).toBe(true)
    expect(describeDataset(remittanceData)).toEqual({
      quarter: '2025Q3',
      edition: 'Issue 54 (Q3 2025)',
      corridors: 11,
      quotes: 424,
      duplicates: 25,
      negative: 12,
    })
  })

  it('gives the attribution line the README asks for, with the survey quarter', () => {
    const readme = readFileSync('app/data/remittance/README.md', 'utf8')
    expect(readme).toContain(`> ${remittanceAttribution().line}\n`)
    expect(remittanceAttribution().line).toBe('Price data: The World Bank, Remittance Prices Worldwide, Issue 54 (Q3 2025), CC BY 4.0')
    expect(remittanceAttribution().quarter).toBe('Q3 2025')
  })

  it('lists the 11 surveyed corridors and every other African country as not surveyed', () => {
    expect(
      remittanceCountries()
        .surveyed.map((c) => c.code)
        .sort(),
    ).toEqual(['CV', 'EG', 'ER', 'ET', 'GH', 'KE', 'LR', 'NG', 'SO', 'SS', 'ZA'])
    const notSurveyed = remittanceCountries().notSurveyed.map((c) => c.code)
    // The README names these as not surveyed from the US.
    for (const code of ['SN', 'CM', 'CI', 'CD', 'UG', 'TZ', 'ZW']) expect(notSurveyed).toContain(code)
    for (const code of notSurveyed) expect(remittanceCountries().surveyed.some((c) => c.code === code)).toBe(false)
    expect(knownCountryCodes.size).toBe(54)
  })
})

describe('a malformed file is refused with the path of the problem', () => {
  it('an amount the survey did not price', () => {
    expectRefused((d) => (d.corridors[0].quotes[0].amount_usd = 300), 'corridors[0].quotes[0].amount_usd', 'not 300')
  })

  it('a missing field, a wrong type, an unknown enum value, an unexpected field', () => {
    expectRefused((d) => delete d.corridors[2].quotes[1].fee_pct, 'corridors[2].quotes[1].fee_pct')
    expectRefused((d) => (d.corridors[1].quotes[0].cost_usd = '8.44'), 'corridors[1].quotes[0].cost_usd')
    expectRefused((d) => (d.corridors[0].quotes[0].instrument = 'cheque'), 'corridors[0].quotes[0].instrument')
    expectRefused((d) => (d.corridors[0].quotes[0].fees = 1), 'Unrecognized key: "fees"', 'corridors[0].quotes[0]')
  })

  it('a total cost that is not fee + FX margin, or a dollar cost that is not the percentage of the amount', () => {
    // Cabo Verde's first quote: fee 3 + margin 1.22 = 4.22% = $8.44 on $200.
    expectRefused((d) => (d.corridors[0].quotes[0].total_cost_pct = 4.5), 'corridors[0].quotes[0].total_cost_pct')
    expectRefused((d) => (d.corridors[0].quotes[0].cost_usd = 9.44), 'corridors[0].quotes[0].cost_usd', '9.44 is not 4.22% of USD 200')
  })

  it('a published average that is not the mean of the USD 200 quotes', () => {
    expectRefused((d) => (d.corridors[0].average_cost_pct_200 = 8.5), 'corridors[0].average_cost_pct_200')
    // Dropping one copy of a duplicated quote changes the mean: the published average includes duplicates.
    expectRefused((d) => {
      const ng = d.corridors.find((c: Json) => c.to === 'NG')
      const i = ng.quotes.findIndex((q: Json) => q.amount_usd === 200 && q.provider === 'Remitly' && q.instrument === 'credit_card')
      ng.quotes.splice(i, 1)
    }, 'average_cost_pct_200')
  })

  it('two corridors to one country, quarters out of order, not JSON-shaped at all', () => {
    expectRefused((d) => (d.corridors[1].to = d.corridors[0].to), 'Two corridors go to CV')
    expectRefused((d) => d.corridors[0].trend.reverse(), 'corridors[0].trend[1].quarter')
    expect(validateRemittanceData(null).ok).toBe(false)
    expect(validateRemittanceData([]).ok).toBe(false)
  })

  it('accepts negative costs: they are real survey results', () => {
    const data = bundled()
    const negatives = data.corridors.flatMap((c: Json) => c.quotes).filter((q: Json) => q.total_cost_pct < 0)
    expect(negatives).toHaveLength(12)
    expect(validateRemittanceData(data).ok).toBe(true)
  })
})

describe('the speed-and-payout file', () => {
  it('pairs every one of the 424 quotes, with the counts speed-and-payout.md gives', () => {
    expect(describePayout(remittanceData)).toEqual({
      paired: 424,
      receive: { cash_pickup: 268, bank_account: 110, mobile_wallet: 46 },
      speed: { under_1_hour: 294, same_day: 36, next_day: 16, '2_to_5_days': 76, '6_days_or_more': 2 },
    })
    expect(remittanceAttribution().payoutLine).toBe(
      'Speed and payout data: The World Bank, Remittance Prices Worldwide, Issue 54 (Q3 2025), CC BY 4.0',
    )
  })

  it('is refused for another quarter, a value outside the vocabulary, a quote or an option left over', () => {
    expectPayoutRefused((p) => (p.source.period = '2025_4Q'), "source.period 2025_4Q is not the price data's quarter 2025Q3")
    expectPayoutRefused(
      (p) => (p.corridors.NGA.quotes['WorldRemit|bank_account|online|200'].options[0].receive_method = 'courier'),
      'receive_method',
    )
    // The only option for Nigeria's cheapest quote (row 0) gets another price: the quote and the option are both left over.
    expectPayoutRefused(
      (p) => (p.corridors.NGA.quotes['WorldRemit|bank_account|online|200'].options[0].total_cost_pct = -0.5),
      'has no speed-and-payout option',
      'matches no price quote',
    )
    expectPayoutRefused((p) => delete p.corridors.SOM, 'corridors.SOM is missing')
    expectPayoutRefused((p) => (p.corridors.SEN = { country: 'Senegal', quotes: {} }), 'corridors.SEN has no price quotes')
  })

  it('accepts null values: the page then says "not in the survey"', () => {
    const payout = bundledPayout()
    payout.corridors.NGA.quotes['WorldRemit|bank_account|online|200'].options[0].speed = null
    const checked = validateRemittanceData(bundled())
    if (!checked.ok) throw new Error(checked.message)
    const result = pairPayout(checked.data, payout)
    expect(result.ok).toBe(true)
  })
})

describe('start-up', () => {
  it('stops with every problem when the bundled file is malformed', async () => {
    const data = bundled()
    data.corridors[4].quotes[2].total_cost_pct = 99
    vi.resetModules()
    vi.doMock('~/data/remittance/us-africa-corridors.json', () => ({ default: data }))
    try {
      await expect(import('~/.server/remittance/remittance-data.server')).rejects.toThrow(
        /us-africa-corridors\.json is not valid remittance data:[\s\S]*corridors\[4\]\.quotes\[2\]\.total_cost_pct/,
      )
    } finally {
      vi.doUnmock('~/data/remittance/us-africa-corridors.json')
      vi.resetModules()
    }
  })

  it('stops when the speed-and-payout file does not fit the prices', async () => {
    const payout = bundledPayout()
    payout.source.period = '2024_3Q'
    vi.resetModules()
    vi.doMock('~/data/remittance/speed-and-payout.json', () => ({ default: payout }))
    try {
      await expect(import('~/.server/remittance/remittance-data.server')).rejects.toThrow(
        /speed-and-payout\.json does not fit the price data:[\s\S]*2024_3Q/,
      )
    } finally {
      vi.doUnmock('~/data/remittance/speed-and-payout.json')
      vi.resetModules()
    }
  })
})
