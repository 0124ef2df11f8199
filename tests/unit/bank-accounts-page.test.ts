/**
 * What /navigator/bank-accounts answers for a URL (app/.server/credit-unions/finder-page.server.ts): the
 * first visit, the plain answer and the credit unions near a ZIP (counted here independently of the
 * app, from the CSV and the zipcodes table), a state's list, none nearby, and a 400 with a message on
 * the field for every bad parameter and for a ZIP that does not exist.
 */
import { readFileSync } from 'node:fs'

import { parse } from 'csv-parse/sync'
import { codes } from 'zipcodes'
import { describe, expect, it } from 'vitest'

import { bankAccountsPage } from '~/.server/credit-unions/finder-page.server'
import { m } from '~/paraglide/messages.js'

const page = (search: string) => bankAccountsPage(new URL(`http://localhost/navigator/bank-accounts${search}`))

/** The data file and the ZIP table, read without the app's code: credit unions within `miles` of a ZIP, nearest first. */
const rows = parse(readFileSync('app/data/credit-unions/ncua-credit-unions-2025q4.csv', 'utf8'), { columns: true }) as Record<
  string,
  string
>[]
function within(zip: string, miles: number) {
  const origin = codes[zip]!
  const rad = Math.PI / 180
  const distance = (lat: number, lon: number) => {
    const h =
      Math.sin(((lat - origin.latitude) * rad) / 2) ** 2 +
      Math.cos(origin.latitude * rad) * Math.cos(lat * rad) * Math.sin(((lon - origin.longitude) * rad) / 2) ** 2
    return 2 * 3958.8 * Math.asin(Math.sqrt(h))
  }
  return rows
    .map((row) => {
      const place = codes[row.zip]!
      return { charter: Number(row.cu_number), members: Number(row.members), miles: distance(place.latitude, place.longitude) }
    })
    .filter((found) => found.miles <= miles)
}

describe('/navigator/bank-accounts', () => {
  it('first visit: the form and the intro, no answer', async () => {
    for (const search of ['', '?utm_source=x']) {
      const { status, view } = await page(search)
      expect(status).toBe(200)
      expect(view).toMatchObject({ errors: {}, situation: null, results: null })
    }
  })

  it.each([10, 25])('55401 within %i miles: the count of the CSV + zipcodes table, nearest first, every page', async (miles) => {
    const expected = within('55401', miles)
    expect(expected.length).toBe(miles === 10 ? 14 : 38) // also computed with a separate Node one-liner
    const first = await page(`?zip=55401&miles=${miles}&has=passport`)
    expect(first.status).toBe(200)
    const results = first.view.results!
    expect(results).toMatchObject({ kind: 'near', zip: '55401', city: 'Minneapolis', state: 'MN', miles, count: expected.length, from: 1 })

    const shown = []
    for (let n = 1; ; n++) {
      const { view } = await page(`?zip=55401&miles=${miles}&has=passport${n > 1 ? `&page=${n}` : ''}`)
      shown.push(...view.results!.entries)
      if (!view.results!.next) break
      expect(view.results!.next.href).toBe(`/navigator/bank-accounts?zip=55401&has=passport&miles=${miles}&page=${n + 1}`)
    }
    expect(shown.map((entry) => entry.charter).sort()).toEqual(expected.map((found) => found.charter).sort())
    const distances = shown.map((entry) => entry.miles!)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    for (const entry of shown) expect(entry.miles).toBeCloseTo(expected.find((found) => found.charter === entry.charter)!.miles, 9)
  })

  it('the plain answer comes with the list: a passport only', async () => {
    const { view } = await page('?zip=55401&has=passport')
    expect(view.situation!.kinds).toEqual(['checking', 'bank-on', 'prepaid'])
  })

  it('a state alone lists its credit unions by size, 10 a page', async () => {
    const { status, view } = await page('?state=mn&has=itin')
    expect(status).toBe(200)
    const results = view.results!
    const mn = rows.filter((row) => row.state === 'MN').map((row) => Number(row.members))
    expect(results).toMatchObject({ kind: 'state', state: 'MN', stateName: 'Minnesota', count: mn.length, from: 1, to: 10, miles: null })
    expect(results.entries[0]!.members).toBe(Math.max(...mn))
    expect(results.entries.every((entry) => entry.miles === null)).toBe(true)
    expect(results.next!.href).toBe('/navigator/bank-accounts?state=MN&has=itin&page=2')
  })

  it('none within the distance: 200, with a larger distance and the state list to try', async () => {
    expect(within('89049', 50)).toHaveLength(0)
    const { status, view } = await page('?zip=89049&miles=25')
    expect(status).toBe(200)
    expect(view.results).toMatchObject({
      count: 0,
      entries: [],
      wider: { miles: 50, href: '/navigator/bank-accounts?zip=89049&miles=50' },
      stateHref: '/navigator/bank-accounts?state=NV',
    })
    expect((await page('?zip=89049&miles=50')).view.results!.wider).toBeNull()
  })

  it.each(['00000', '99999'])('ZIP %s is well formed but not a US ZIP code: 400 on the zip field', async (zip) => {
    const { status, view } = await page(`?zip=${zip}&has=passport`)
    expect(status).toBe(400)
    expect(view.errors).toEqual({ zip: m.bank_accounts_error_zip_unknown({ zip }) })
    expect(view.errors.zip).toContain(`We could not find ZIP code ${zip}`)
    expect(view.values).toMatchObject({ zip, has: ['passport'] })
    expect(view.results).toBeNull()
  })

  it.each([
    ['?zip=5540', 'zip', m.bank_accounts_error_zip_format()],
    ['?zip=&state=', 'zip', m.bank_accounts_error_zip_or_state()],
    ['?zip=55401&state=ZZ', 'state', m.bank_accounts_error_state()],
    ['?zip=55401&has=ssn', 'has', m.bank_accounts_error_has()],
    ['?zip=55401&miles=100', 'miles', m.bank_accounts_error_miles()],
    ['?zip=55401&page=0', 'page', m.bank_accounts_error_page()],
    ['?zip=55401&miles=10&page=3', 'page', m.bank_accounts_error_page()],
    ['?state=VI&page=2', 'page', m.bank_accounts_error_page()],
  ])('%s answers 400 with the form and a message on %s', async (search, field, message) => {
    const { status, view } = await page(search)
    expect(status).toBe(400)
    expect(view.results).toBeNull()
    expect(view.errors).toEqual({ [field]: message })
  })

  it('never a 500 for junk', async () => {
    for (const search of [
      '?zip=%00',
      '?has=' + 'x'.repeat(5000),
      '?page=99999999999999999999',
      '?zip=55401&zip=00000',
      '?miles=-1&state=<b>',
    ]) {
      const { status } = await page(search)
      expect([200, 400]).toContain(status)
    }
  })
})
