/**
 * The Bank Account Finder's pure rules (app/lib/bank-accounts.ts, app/lib/bank-accounts-query.ts): the
 * distance against a hand computation, the plain answer for a situation, the field of membership that
 * can be decoded, the paging, and the parsing of the URL.
 */
import { describe, expect, it } from 'vitest'

import { PAGE_SIZE, bySize, creditUnionsNear, membershipOf, pageOf, situationOf } from '~/lib/bank-accounts'
import { bankAccountSearch, parseBankAccountQuery } from '~/lib/bank-accounts-query'
import { type CreditUnion, milesBetween } from '~/lib/credit-unions'

// The zipcodes table's centres: 55401 Minneapolis (44.9835, -93.2683), 55101 Saint Paul (44.9512, -93.0902).
const minneapolis = { latitude: 44.9835, longitude: -93.2683 }
const saintPaul = { latitude: 44.9512, longitude: -93.0902 }

describe('milesBetween', () => {
  it('Minneapolis 55401 to Saint Paul 55101 is 8.9879 miles, as computed by hand', () => {
    // python3: from math import radians, sin, cos, asin, sqrt
    //   la1, lo1, la2, lo2 = map(radians, (44.9835, -93.2683, 44.9512, -93.0902))
    //   h = sin((la2 - la1) / 2) ** 2 + cos(la1) * cos(la2) * sin((lo2 - lo1) / 2) ** 2
    //   2 * 3958.8 * asin(sqrt(h))  ->  8.987854337415138
    expect(milesBetween(minneapolis, saintPaul)).toBeCloseTo(8.987854337415138, 9)
    expect(milesBetween(saintPaul, minneapolis)).toBeCloseTo(8.987854337415138, 9)
    expect(milesBetween(minneapolis, minneapolis)).toBe(0)
  })
})

describe('situationOf: the kinds of account people in a situation can usually open', () => {
  it('a passport only: checking where the passport is accepted, Bank On, prepaid last; no interest-bearing account', () => {
    const situation = situationOf(['passport'])
    expect(situation.kinds).toEqual(['checking', 'bank-on', 'prepaid'])
    expect(situation.ids).toEqual(['passport'])
    expect(situation.needsIdNumber).toBe(false)
    expect(situation.chexsystems).toBe(false)
    // No US address ticked: the guidance for that, and the SSN/ITIN letter "if you have one".
    expect(situation.bring).toEqual(['passport', 'ssn-or-itin', 'no-us-address', 'opening-deposit'])
  })

  it('an ITIN and a US address: checking, a savings account that pays interest, Bank On, prepaid; proof of address', () => {
    const situation = situationOf(['us-address', 'itin'])
    expect(situation.kinds).toEqual(['checking', 'savings', 'bank-on', 'prepaid'])
    expect(situation.bring).toEqual(['itin', 'proof-of-address', 'opening-deposit'])
  })

  it('a ChexSystems record: a second-chance account first, and the ChexSystems section', () => {
    const situation = situationOf(['passport', 'chexsystems'])
    expect(situation.kinds).toEqual(['second-chance', 'checking', 'bank-on', 'prepaid'])
    expect(situation.chexsystems).toBe(true)
    expect(situation.questions).toContain('chexsystems')
  })

  it('no ID at all: an ID number comes first; no checking account is suggested', () => {
    const situation = situationOf([])
    expect(situation.needsIdNumber).toBe(true)
    expect(situation.kinds).toEqual(['bank-on', 'prepaid'])
    expect(situationOf(['chexsystems', 'us-address']).kinds).toEqual(['second-chance', 'bank-on', 'prepaid'])
  })

  it('every situation asks the same five questions and whether the account is Bank On certified; prepaid is always last', () => {
    for (const has of [[], ['passport'], ['itin', 'consular-id', 'us-address', 'chexsystems']] as const) {
      const situation = situationOf(has)
      expect(situation.questions).toEqual(['accepts-id', 'monthly-fee', 'overdraft', 'opening-deposit', 'chexsystems', 'bank-on'])
      expect(situation.kinds.at(-1)).toBe('prepaid')
    }
  })
})

describe('membershipOf', () => {
  it('decodes only the codes a source explains; every other code is "ask who may join"', () => {
    expect(membershipOf('00')).toBe('community')
    expect(membershipOf('01')).toBe('faith-based')
    for (const code of ['02', '36', '98', '99']) expect(membershipOf(code)).toBe('ask')
  })
})

describe('ranking and paging', () => {
  const cu = (id: number, name: string, members: number) => ({ id, name, members }) as CreditUnion
  it('nearest first; at the same distance more members first, then the name', () => {
    const located = [
      { cu: cu(1, 'B', 10), place: saintPaul },
      { cu: cu(2, 'Z', 50), place: minneapolis },
      { cu: cu(3, 'A', 50), place: minneapolis },
      { cu: cu(4, 'C', 900), place: minneapolis },
      { cu: cu(5, 'Far', 1), place: { latitude: 46, longitude: -93 } },
    ]
    expect(creditUnionsNear(located, minneapolis, 10).map((n) => n.cu.id)).toEqual([4, 3, 2, 1])
    expect(creditUnionsNear(located, minneapolis, 8).map((n) => n.cu.id)).toEqual([4, 3, 2])
    expect(bySize(located.map((l) => l.cu)).map((c) => c.id)).toEqual([4, 3, 2, 1, 5])
  })

  it('pages of ten', () => {
    expect(PAGE_SIZE).toBe(10)
    expect(pageOf(38, 1)).toEqual({ pages: 4, start: 0, end: 10 })
    expect(pageOf(38, 4)).toEqual({ pages: 4, start: 30, end: 38 })
    expect(pageOf(0, 1)).toEqual({ pages: 1, start: 0, end: 0 })
  })
})

describe('parseBankAccountQuery', () => {
  const states = new Set(['MN', 'TX'])
  const parse = (search: string) => parseBankAccountQuery(new URLSearchParams(search), states)

  it('no parameter is a first visit; tracking tags are ignored', () => {
    expect(parse('').kind).toBe('first-visit')
    expect(parse('utm_source=x').kind).toBe('first-visit')
  })

  it('a ZIP wins over the state; miles defaults to 25; duplicates of has are read once', () => {
    const result = parse('zip=55401&state=tx&has=itin&has=passport&has=itin')
    expect(result).toMatchObject({ kind: 'valid', query: { zip: '55401', state: null, has: ['itin', 'passport'], miles: 25, page: 1 } })
    expect(parse('state=mn&miles=10')).toMatchObject({ kind: 'valid', query: { zip: null, state: 'MN', miles: 10 } })
  })

  it.each([
    ['zip=5540', 'zip'],
    ['zip=55401x', 'zip'],
    ['zip=&state=', 'zip'],
    ['has=passport', 'zip'],
    ['zip=55401&state=ZZ', 'state'],
    ['zip=55401&has=ssn', 'has'],
    ['zip=55401&miles=30', 'miles'],
    ['zip=55401&page=0', 'page'],
    ['zip=55401&page=abc', 'page'],
  ])('%s is invalid on %s, and the input is kept', (search, field) => {
    const result = parse(search)
    expect(result.kind).toBe('invalid')
    if (result.kind !== 'invalid') return
    expect(Object.keys(result.errors)).toEqual([field])
    expect(result.values.zip).toBe(new URLSearchParams(search).get('zip') ?? '')
  })

  it('the canonical search keeps what she has in the form order, the distance with a ZIP, no page 1', () => {
    const query = { zip: '55401', state: null, has: ['itin', 'passport'] as const, miles: 25 as const, page: 1 }
    expect(bankAccountSearch({ ...query, has: [...query.has] })).toBe('?zip=55401&has=passport&has=itin&miles=25')
    expect(bankAccountSearch({ ...query, has: [] }, 3)).toBe('?zip=55401&miles=25&page=3')
    expect(bankAccountSearch({ ...query, has: [] }, 1, { zip: null, state: 'MN' })).toBe('?state=MN')
  })
})
