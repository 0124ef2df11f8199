/**
 * What /navigator/credit-cards answers for a URL (app/.server/credit-cards/credit-cards-page.server.ts): the first
 * visit, a search with its count and one page of ranked cards, and a 400 with a message tied to the
 * field for every bad parameter.
 */
import { describe, expect, it } from 'vitest'

import { creditCardsPage } from '~/.server/credit-cards/credit-cards-page.server'
import { m } from '~/paraglide/messages.js'

const page = (search: string) => creditCardsPage(new URL(`http://localhost/navigator/credit-cards${search}`))

describe('/navigator/credit-cards', () => {
  it('first visit: the form and the overview, no answer', () => {
    const { status, view } = page('')
    expect(status).toBe(200)
    expect(view.answer).toBeNull()
    expect(view.overview).toMatchObject({ plans: 663, issuers: 195, noScore: 147, secured: 56, date: '31 December 2025' })
    expect(page('?utm_source=x').view.answer).toBeNull()
  })

  it('no credit score in Minnesota: 110 ranked cards (113 less 3 screened), open to anyone first, a link to the next 20', () => {
    const { status, view } = page('?credit=none&state=mn')
    expect(status).toBe(200)
    const answer = view.answer!
    expect(answer).toMatchObject({ credit: 'none', stateName: 'Minnesota', count: 110, from: 1, to: 20, previous: null })
    expect(answer.access).toEqual({ open: 19, area: 3, membership: 88 })
    expect(answer.screened.map((entry) => entry.institution)).toEqual(Array(3).fill('Red Canoe Credit Union'))
    expect(answer.entries.slice(0, 19).every((entry) => entry.access === 'open' && entry.membership === null)).toBe(true)
    expect(answer.entries[19].access).toBe('area')
    expect(answer.entries).toHaveLength(20)
    expect(answer.entries.map((entry) => entry.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
    expect(answer.next).toEqual({ href: '/navigator/credit-cards?credit=none&state=MN&page=2', count: 20 })
    expect(answer.entries.every((entry) => entry.where.kind !== 'state')).toBe(true)

    const last = page('?credit=none&state=MN&page=6').view.answer!
    expect(last).toMatchObject({
      from: 101,
      to: 110,
      next: null,
      previous: { href: '/navigator/credit-cards?credit=none&state=MN&page=5', count: 20 },
    })
    expect(last.entries).toHaveLength(10)
  })

  it('no credit score in Texas (issue 31): 114 cards before the screen, 111 after; the 19 open to anyone in Texas first', () => {
    const answer = page('?credit=none&state=TX').view.answer!
    expect(answer.count).toBe(111)
    expect(answer.access).toEqual({ open: 19, area: 3, membership: 89 })
    expect(answer.count + answer.screened.length).toBe(114)
    expect(answer.entries.slice(0, 3).map((entry) => [entry.institution, entry.product, entry.rate?.bp])).toEqual([
      ['Jpmorgan Chase Bank, National Association', 'Freedom Rise', 2524],
      ['Citibank, N.A.', 'Citi Secured MasterCard', 2599],
      ['Pnc Bank, National Association', 'PNC Secured Credit Card', 2599],
    ])
    // A membership card says who may join where the name tells (Publix Employees FCU: an employer).
    const publix = page('?credit=none&state=TX&page=2').view.answer!.entries.find((entry) => entry.institution.startsWith('Publix'))
    expect(publix?.joins).toEqual({ kind: 'employer', word: 'Employees' })
  })

  it('620 to 719 (issue 31): the everBlue 0.23% card and the intro-rate cards are not ranked, they are listed as screened', () => {
    const answer = page('?credit=620-719&state=TX').view.answer!
    expect(answer.count).toBe(470)
    expect(answer.screened.map((entry) => entry.id)).toEqual(
      expect.arrayContaining([
        'bangor-savings-bank-everblue-cash-back-plus-mastercard',
        '360-federal-credit-union-traditional-classic',
        'united-bank-visa-platinum',
        'tinker-federal-credit-union-visa-platinum',
      ]),
    )
    expect(answer.screened).toHaveLength(21)
    expect(answer.entries[0]).toMatchObject({ institution: 'Midfirst Bank', access: 'open', rate: { bp: 1824, source: 'tier' } })
  })

  it('secured only, no yearly fee: the cheapest card open to anyone first, with its rate and the tier comparison', () => {
    const { view } = page('?credit=none&state=MN&secured=1&annual_fee=0')
    const entries = view.answer!.entries
    expect(view.answer!.count).toBe(25)
    expect(entries[0]).toMatchObject({
      institution: 'Citibank, N.A.',
      product: 'Citi Secured MasterCard',
      secured: true,
      top25: true,
      yearlyFeeCents: 0,
      rate: { bp: 2599, source: 'median' },
      band: 'middle-or-above',
      membership: null,
      joins: null,
      access: 'open',
      where: { kind: 'national' },
    })
    // The cheapest rate, a credit union's, comes after the 6 cards open to anyone.
    expect(entries[6]).toMatchObject({
      institution: 'Publix Employees Federal Credit Union',
      product: 'Visa Secured',
      rate: { bp: 990, source: 'median' },
      range: { min: 990, max: 990 },
      band: 'lowest-quarter',
      membership: 'credit-union',
      access: 'membership',
    })
    expect(view.answer!.entries.every((entry) => entry.secured && entry.yearlyFeeCents === 0)).toBe(true)
  })

  it('an option in its "off" form is accepted; the answer is the same as without it', () => {
    expect(page('?credit=none&secured=0&annual_fee=1&foreign_fee=&membership=1').view.answer!.count).toBe(144)
  })

  it.each([
    ['?state=MN', 'credit', m.credit_cards_cards_messages_credit_missing()],
    ['?credit=excellent', 'credit', m.credit_cards_cards_messages_credit_unknown()],
    ['?credit=none&state=ZZ', 'state', m.credit_cards_cards_messages_state_unknown()],
    ['?credit=none&secured=yes', 'secured', m.credit_cards_cards_messages_secured_unknown()],
    ['?credit=none&annual_fee=50', 'annual_fee', m.credit_cards_cards_messages_annual_fee_unknown()],
    ['?credit=none&foreign_fee=3', 'foreign_fee', m.credit_cards_cards_messages_foreign_fee_unknown()],
    ['?credit=none&membership=no', 'membership', m.credit_cards_cards_messages_membership_unknown()],
    ['?credit=none&page=0', 'page', m.credit_cards_cards_messages_page_unknown()],
    ['?credit=none&page=99', 'page', m.credit_cards_cards_messages_page_unknown()],
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
