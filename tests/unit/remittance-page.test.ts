/**
 * The page's answer for a URL (app/.server/remittance/remittance-page.server.ts and app/lib/remittance-query.ts):
 * first visit, a valid search, a country without survey data, and bad or missing parameters (400).
 */
import { describe, expect, it } from 'vitest'

import { remittancePage } from '~/.server/remittance/remittance-page.server'
import { m } from '~/paraglide/messages.js'

const page = (search: string) => remittancePage(new URL(`http://localhost/navigator/remittance${search}`))

describe('/navigator/remittance answers', () => {
  it('a first visit (no parameter) gets the form with USD 200 chosen and the corridor overview, 200', () => {
    for (const search of ['', '?utm_source=newsletter']) {
      const { status, view } = page(search)
      expect(status).toBe(200)
      expect(view.errors).toEqual({})
      expect(view.values).toEqual({ to: '', amount: '200', method: '', receive: '' })
      expect(view.answer.kind).toBe('overview')
    }
  })

  it('a valid search ranks the offers', () => {
    const { status, view } = page('?to=NG&amount=200')
    expect(status).toBe(200)
    if (view.answer.kind !== 'quotes') throw new Error(view.answer.kind)
    expect(view.answer.offers[0].provider).toBe('WorldRemit')
    // Average 2.72% of $200 = $5.44, so about $194.56 arrives with an average service.
    expect(view.answer.average).toEqual({ pct: 2.72, cents: 544, published: true, arrivesCents: 19456 })
    // Never more than the USD 200 sent: WorldRemit's -0.49% rate advantage is not counted (decision 039).
    expect(view.answer.offers[0].arrivesCents).toBe(20000)
    expect(view.answer.savings).toEqual({ kind: 'saves', perTransferCents: 544, perYearCents: 6528 })
    expect(view.answer.counts).toEqual({ published: 33, distinct: 30, extraCopies: 3 })
    expect(view.answer.exciseTaxCents).toBe(200)
    // The first answer lists the 4 cheapest of 30 offers; `offers=all` lists them all.
    expect([view.answer.offers.length, view.answer.offerCount, view.answer.providerCount, view.answer.allOffers]).toEqual([4, 30, 6, false])
    const all = page('?to=NG&amount=200&offers=all').view.answer
    if (all.kind !== 'quotes') throw new Error(all.kind)
    expect([all.offers.length, all.allOffers]).toEqual([30, true])
  })

  it('Ethiopia: screened quotes are listed, never ranked; the overview counts no rate advantage', () => {
    const { view } = page('?to=ET&amount=200')
    if (view.answer.kind !== 'quotes') throw new Error(view.answer.kind)
    expect(view.answer.screened).toEqual([
      { provider: 'Ria', instrument: 'credit_card', fxMarginPct: -14.22 },
      { provider: 'Ria', instrument: 'debit_card', fxMarginPct: -12.32 },
    ])
    expect(view.answer.offers.every((offer) => offer.arrivesCents <= 20000)).toBe(true)
    const overview = page('').view.answer
    if (overview.kind !== 'overview') throw new Error(overview.kind)
    // Ethiopia's cheapest ranked offer is Walmart2World at 1.28%, not Ria's screened -9.85%.
    expect(overview.corridors.find((row) => row.code === 'ET')!.cheapestPct).toBe(1.28)
    expect(overview.corridors.every((row) => row.cheapestPct >= 0)).toBe(true)
  })

  it('reads codes case-insensitively; an empty method means any way of paying', () => {
    const { status, view } = page('?to=ng&amount=500&method=')
    expect(status).toBe(200)
    if (view.answer.kind !== 'quotes') throw new Error(view.answer.kind)
    expect([view.answer.code, view.answer.amount, view.answer.method]).toEqual(['NG', 500, null])
    expect(view.answer.average.published).toBe(false)
  })

  it('cash: only cash offers, each with the tax', () => {
    const { view } = page('?to=NG&amount=200&method=cash')
    if (view.answer.kind !== 'quotes') throw new Error(view.answer.kind)
    expect(view.answer.offers.every((o) => o.instrument === 'cash' && o.exciseTaxCents === 200)).toBe(true)
    expect(view.answer.savings).toEqual({ kind: 'none', extraCents: 338 })
  })

  it('filters by how the family receives the money; an unknown value is a 400 with its message', () => {
    // Nigeria USD 200 received into a bank account: WorldRemit bank account online (-0.49%) is first.
    const { status, view } = page('?to=NG&amount=200&receive=bank_account')
    expect(status).toBe(200)
    if (view.answer.kind !== 'quotes') throw new Error(view.answer.kind)
    expect(view.answer.receive).toBe('bank_account')
    expect(view.answer.offers.length).toBeGreaterThan(0)
    for (const offer of view.answer.offers)
      expect(offer.ways.map((way) => way?.receiveMethod)).toEqual(offer.ways.map(() => 'bank_account'))
    // Somalia: every quote is cash pickup, so no offer pays into a bank account or a wallet.
    const somalia = page('?to=SO&amount=200&receive=mobile_wallet').view.answer
    expect(somalia).toMatchObject({ kind: 'quotes', offers: [] })
    expect(page('?to=NG&amount=200&receive=pigeon')).toMatchObject({
      status: 400,
      view: { errors: { receive: m.remittance_messages_receive_unknown() } },
    })
  })

  it('a country the survey does not cover gets the no-data answer, never numbers', () => {
    for (const code of ['SN', 'CM', 'CI', 'CD', 'UG', 'TZ', 'ZW']) {
      const { status, view } = page(`?to=${code}&amount=200`)
      expect(status).toBe(200)
      expect(view.answer.kind).toBe('no-data')
      expect(view.answer).not.toHaveProperty('offers')
    }
    const { view } = page('?to=CI&amount=500&method=cash')
    expect(view.answer).toMatchObject({ kind: 'no-data', code: 'CI', country: 'Côte d’Ivoire' })
  })

  it('bad or missing parameters: 400, the form keeps the values, one message per field', () => {
    expect(page('?to=XX&amount=300&method=wire')).toMatchObject({
      status: 400,
      view: {
        values: { to: 'XX', amount: '300', method: 'wire', receive: '' },
        errors: {
          to: m.remittance_messages_to_unknown(),
          amount: m.remittance_messages_amount_unsurveyed(),
          method: m.remittance_messages_method_unknown(),
        },
      },
    })
    expect(page('?to=NG')).toMatchObject({ status: 400, view: { errors: { amount: m.remittance_messages_amount_missing() } } })
    expect(page('?amount=200')).toMatchObject({ status: 400, view: { errors: { to: m.remittance_messages_to_missing() } } })
    expect(page('?to=&amount=&method=')).toMatchObject({
      status: 400,
      view: { errors: { to: m.remittance_messages_to_missing(), amount: m.remittance_messages_amount_missing() } },
    })
    // Only the two surveyed amounts; no interpolation for others, however written.
    for (const amount of ['250', '200.00', '-200', 'abc', '1e3']) {
      expect(page(`?to=NG&amount=${amount}`)).toMatchObject({
        status: 400,
        view: { errors: { amount: m.remittance_messages_amount_unsurveyed() } },
      })
    }
    // France is a country, but not an African one in the list.
    expect(page('?to=FR&amount=200')).toMatchObject({ status: 400, view: { errors: { to: m.remittance_messages_to_unknown() } } })
  })

  it('long junk is cut before it is echoed back', () => {
    const { status, view } = page(`?to=${'A'.repeat(5000)}&amount=200`)
    expect(status).toBe(400)
    expect(view.values.to.length).toBeLessThanOrEqual(16)
  })
})
