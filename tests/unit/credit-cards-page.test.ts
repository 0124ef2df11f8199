/**
 * What /navigator/credit-cards answers for a URL (app/.server/credit-cards-page.server.ts): the first
 * visit, a search with its count and one page of ranked cards, and a 400 with a message tied to the
 * field for every bad parameter.
 */
import { describe, expect, it } from 'vitest'

import { creditCardsPage } from '~/.server/credit-cards-page.server'
import { cardsMessages as m } from '~/content/credit-cards'

const page = (search: string) => creditCardsPage(new URL(`http://localhost/navigator/credit-cards${search}`))

describe('/navigator/credit-cards', () => {
  it('first visit: the form and the overview, no answer', () => {
    const { status, view } = page('')
    expect(status).toBe(200)
    expect(view.answer).toBeNull()
    expect(view.overview).toMatchObject({ plans: 663, issuers: 195, noScore: 147, secured: 56, date: '31 December 2025' })
    expect(page('?utm_source=x').view.answer).toBeNull()
  })

  it('no credit score in Minnesota: 113 cards, the first 20, a link to the next 20 keeping the search', () => {
    const { status, view } = page('?credit=none&state=mn')
    expect(status).toBe(200)
    const answer = view.answer!
    expect(answer).toMatchObject({ credit: 'none', stateName: 'Minnesota', count: 113, from: 1, to: 20, previous: null })
    expect(answer.entries).toHaveLength(20)
    expect(answer.entries.map((entry) => entry.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
    expect(answer.next).toEqual({ href: '/navigator/credit-cards?credit=none&state=MN&page=2', count: 20 })
    expect(answer.entries.every((entry) => entry.where.kind !== 'state')).toBe(true)

    const last = page('?credit=none&state=MN&page=6').view.answer!
    expect(last).toMatchObject({
      from: 101,
      to: 113,
      next: null,
      previous: { href: '/navigator/credit-cards?credit=none&state=MN&page=5', count: 20 },
    })
    expect(last.entries).toHaveLength(13)
  })

  it('secured only, no yearly fee: the cheapest card first with its rate and the tier comparison', () => {
    const { view } = page('?credit=none&state=MN&secured=1&annual_fee=0')
    const first = view.answer!.entries[0]
    expect(view.answer!.count).toBe(25)
    expect(first).toMatchObject({
      institution: 'Publix Employees Federal Credit Union',
      product: 'Visa Secured',
      secured: true,
      top25: false,
      yearlyFeeCents: 0,
      rate: { bp: 990, source: 'median' },
      range: { min: 990, max: 990 },
      band: 'lowest-quarter',
      membership: 'credit-union',
      where: { kind: 'national' },
    })
    expect(view.answer!.entries.every((entry) => entry.secured && entry.yearlyFeeCents === 0)).toBe(true)
  })

  it('an option in its "off" form is accepted; the answer is the same as without it', () => {
    expect(page('?credit=none&secured=0&annual_fee=1&foreign_fee=&membership=1').view.answer!.count).toBe(147)
  })

  it.each([
    ['?state=MN', 'credit', m.creditMissing],
    ['?credit=excellent', 'credit', m.creditUnknown],
    ['?credit=none&state=ZZ', 'state', m.stateUnknown],
    ['?credit=none&secured=yes', 'secured', m.securedUnknown],
    ['?credit=none&annual_fee=50', 'annual_fee', m.annualFeeUnknown],
    ['?credit=none&foreign_fee=3', 'foreign_fee', m.foreignFeeUnknown],
    ['?credit=none&membership=no', 'membership', m.membershipUnknown],
    ['?credit=none&page=0', 'page', m.pageUnknown],
    ['?credit=none&page=99', 'page', m.pageUnknown],
  ])('%s answers 400 with the form and a message for %s', (search, field, message) => {
    const { status, view } = page(search)
    expect(status).toBe(400)
    expect(view.answer).toBeNull()
    expect(view.errors).toEqual({ [field]: message })
  })

  it('keeps the values as typed, cut short, for the form', () => {
    const { view } = page(`?credit=${'x'.repeat(200)}&state=mn`)
    expect(view.values.credit).toHaveLength(12)
    expect(view.values.state).toBe('MN')
  })
})
