/**
 * What /navigator/loans answers for a URL (app/.server/credit-unions/loans-page.server.ts): the first
 * visit, the Texas new-car answer against a median and quartiles computed here independently from the
 * CSV (csv-parse, a plain sort, the same screening fences), the ranking, a ZIP search, and a 400 with a
 * message tied to the field for every bad parameter.
 */
import { readFileSync } from 'node:fs'

import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'

import { loansPage } from '~/.server/credit-unions/loans-page.server'
import { rateFences } from '~/.server/credit-unions/data.server'

const page = (search: string) => loansPage(new URL(`http://localhost/navigator/loans${search}`))

const rows = parse(readFileSync('app/data/credit-unions/ncua-credit-unions-2025q4.csv', 'utf8'), { columns: true }) as Record<
  string,
  string
>[]

/** Type-7 quantile of values sorted ascending (as a spreadsheet's QUARTILE.INC), written out again here. */
function quantile(sorted: number[], p: number): number {
  const at = (sorted.length - 1) * p
  const lo = Math.floor(at)
  const hi = Math.ceil(at)
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (at - lo)
}

describe('/navigator/loans', () => {
  it('first visit: the form and the introduction, the states that have credit unions', async () => {
    const { status, view } = await page('')
    expect(status).toBe(200)
    expect(view.answer).toBeNull()
    expect(view.errors).toEqual({})
    expect(view.total).toBe(4374)
    expect(view.cycleDate).toBe('2025-12-31')
    expect(view.states).toHaveLength(new Set(rows.map((row) => row.state)).size)
    expect(view.states.find((state) => state.code === 'TX')?.name).toBe('Texas')
  })

  it('Texas, new car, $15,000 over 60 months: the median and quartiles of the screened rates, computed from the CSV', async () => {
    const texas = rows.filter((row) => row.state === 'TX' && row.rate_new_vehicle_pct !== '').map((row) => Number(row.rate_new_vehicle_pct))
    const { low, high } = rateFences['new-car']
    const kept = texas.filter((rate) => rate > 0 && rate >= low && rate <= high).sort((a, b) => a - b)
    // By hand (python3, the same rule): 383 reported, 375 kept; Q1 4.99, median 5.63, Q3 6.25.
    expect([texas.length, kept.length]).toEqual([383, 375])

    const { status, view } = await page('?state=TX&kind=new-car&amount=15000&months=60')
    expect(status).toBe(200)
    const answer = view.answer!
    expect(answer.spread).toEqual({ count: kept.length, q1: quantile(kept, 0.25), median: quantile(kept, 0.5), q3: quantile(kept, 0.75) })
    expect(answer.spread!.median).toBeCloseTo(5.63, 10)
    expect(answer.stateScreened).toBe(texas.length - kept.length)
    // python3 -c "P=15000;n=60;r=5.63/1200;p=P*r/(1-(1+r)**-n);print(p, p*n-P)" -> 287.41835941089744 2245.101564653847
    expect(answer.atMedian!.payment).toBeCloseTo(287.41835941089744, 8)
    expect(answer.atMedian!.totalInterest).toBeCloseTo(2245.101564653847, 6)
    expect(answer.higher.map((row) => row.label)).toEqual(['q3', 'plus5', 'plus10', 'ceiling'])

    // The list: every Texas credit union with a kept new-car rate, lowest first, ties by members then name.
    const texasAll = rows.filter((row) => row.state === 'TX')
    expect(answer.list.count).toBe(kept.length)
    expect(answer.list.screened).toBe(texas.length - kept.length)
    expect(answer.list.unreported).toBe(texasAll.length - texas.length)
    const expected = texasAll
      .filter((row) => row.rate_new_vehicle_pct !== '')
      .map((row) => ({ id: Number(row.cu_number), rate: Number(row.rate_new_vehicle_pct), members: Number(row.members), name: row.name }))
      .filter((cu) => cu.rate > 0 && cu.rate >= low && cu.rate <= high)
      .sort((a, b) => a.rate - b.rate || b.members - a.members || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    expect(answer.list.entries.map((entry) => entry.id)).toEqual(expected.slice(0, 20).map((cu) => cu.id))
    expect(answer.list).toMatchObject({
      from: 1,
      to: 20,
      previous: null,
      next: '/navigator/loans?state=TX&kind=new-car&amount=15000&months=60&page=2',
    })

    const last = (await page('?state=TX&kind=new-car&amount=15000&months=60&page=19')).view.answer!.list
    expect(last.entries.map((entry) => entry.id)).toEqual(expected.slice(360).map((cu) => cu.id))
    expect(last).toMatchObject({ from: 361, to: 375, next: null })
  })

  it('a ZIP code: the median of its state, credit unions within 50 miles with their distance', async () => {
    const { status, view } = await page('?zip=55401&kind=used-car&amount=8000&months=48')
    expect(status).toBe(200)
    const answer = view.answer!
    expect(answer.where).toMatchObject({ by: 'zip', zip: '55401', state: 'MN', stateName: 'Minnesota', miles: 50 })
    expect(answer.spread).toEqual((await page('?state=MN&kind=used-car&amount=8000&months=48')).view.answer!.spread)
    expect(answer.list.count).toBeGreaterThan(10)
    for (const entry of answer.list.entries) expect(entry.miles).not.toBeNull()
    expect(answer.list.entries.every((entry) => entry.miles! <= 50)).toBe(true)
    const rates = answer.list.entries.map((entry) => entry.rate)
    expect(rates).toEqual([...rates].sort((a, b) => a - b))
  })

  it('bad or missing parameters: 400, a message on each field, the input kept', async () => {
    const bad = await page('?state=TX&kind=new-car&amount=50&months=60')
    expect(bad.status).toBe(400)
    expect(bad.view.answer).toBeNull()
    expect(Object.keys(bad.view.errors)).toEqual(['amount'])
    expect(bad.view.errors.amount).toBe('The amount must be a whole number of dollars from $100 to $250,000.')
    expect(bad.view.values).toMatchObject({ state: 'TX', kind: 'new-car', amount: '50', months: '60' })

    expect((await page('?kind=new-car&amount=15000&months=60')).view.errors).toEqual({
      state: 'Choose your state, or enter your ZIP code.',
    })
    expect((await page('?zip=00000&kind=new-car&amount=15000&months=60')).view.errors.zip).toMatch(/cannot find this ZIP/)
    expect((await page('?zip=abcde&kind=new-car&amount=15000&months=60')).status).toBe(400)
    expect((await page('?state=TX&kind=card&amount=15000&months=61')).view.errors).toHaveProperty('months')
    expect((await page('?state=TX&kind=new-car&amount=15000&months=60&page=20')).view.errors).toHaveProperty('page')
  })

  it('never a 500, whatever the query string', async () => {
    for (const search of [
      '?state=%00',
      '?amount=1e9&kind=%F0%9F%92%A9',
      '?zip=9999999999999999999',
      '?months=-1&page=0',
      '?state=tx&state=mn',
    ]) {
      const { status } = await page(search)
      expect([200, 400]).toContain(status)
    }
  })
})
