import { readFileSync } from 'node:fs'

import { parse } from 'csv-parse/sync'

import { m } from '../../app/paraglide/messages.js'
import { expectNoA11yViolations } from './support/axe'
import { expect, test } from './support/test'

// Issue 31 on a phone, JavaScript on and off (the two projects): cards she can apply for first, and no
// survey figure that looks wrong shown as a rate (decision 038).
test.use({ viewport: { width: 375, height: 812 } })

const PATH = '/navigator/credit-cards'

/** The data file, read independently of the app. */
const rows = parse(readFileSync('app/data/credit-cards/card-plans.csv', 'utf8'), { columns: true }) as Record<string, string>[]
const APR_COLUMNS = ['apr_no_score', 'apr_poor', 'apr_good', 'apr_great', 'apr_min', 'apr_median', 'apr_max']
const isCreditUnion = (name: string) => /\bcredit union\b|\bf?cu\b/i.test(name)

/** The screen's floor in percent: the higher of Tukey's far-out lower fences on the plain and log scales. */
const floorPct = (() => {
  const all = rows.flatMap((row) => APR_COLUMNS.map((column) => Number(row[column] || 0)).filter((rate) => rate > 0)).sort((a, b) => a - b)
  const quartile = (p: number) => {
    const at = (all.length - 1) * p
    return all[Math.floor(at)] + (all[Math.ceil(at)] - all[Math.floor(at)]) * (at - Math.floor(at))
  }
  const [q1, q3] = [quartile(0.25), quartile(0.75)]
  return 100 * Math.max(q1 - 3 * (q3 - q1), q1 / (q3 / q1) ** 3)
})()

/** Cards aimed at no credit score that anyone in Texas can apply for, counted from the file. */
const openInTexas = rows.filter(
  (row) =>
    row.credit_tiers.includes('"0"') &&
    !isCreditUnion(row.institution) &&
    row.requires_membership === 'false' &&
    (row.availability === 'National' || row.state === 'TX'),
)

test.describe('credit cards: screened data, cards open to anyone first', () => {
  test('no credit history in Texas: a card open to anyone in Texas first, and how many more need a membership', async ({ page }) => {
    await page.goto(`${PATH}?credit=none&state=TX`)
    await expect(page.getByTestId('cards-count')).toHaveText('111 cards match.')
    expect(openInTexas).toHaveLength(19)
    await expect(page.getByTestId('cards-access')).toHaveText(
      m.credit_cards_results_access_state({ open: openInTexas.length, area: 3, membership: 89, state: 'Texas' }),
    )

    const plans = page.getByTestId('card-plan')
    const first = plans.first()
    await expect(first.getByTestId('card-open')).toHaveText('Open to anyone in Texas')
    await expect(first.getByTestId('card-membership')).toContainText(m.credit_cards_card_copy_membership_none())
    const product = (await first.locator('h3').textContent())!.replace(/^\d+\.\s*/, '')
    const institution = (await first.locator('h3 + p').textContent())!
    expect(openInTexas.some((row) => row.institution === institution && row.product_name === product)).toBe(true)

    // The 19 open cards fill the first 19 places; the 20th is not open to anyone in Texas.
    const open = await plans.evaluateAll((items) => items.map((item) => item.querySelector('[data-testid="card-open"]') !== null))
    expect(open).toEqual([...Array(19).fill(true), false])
    // Red Canoe CU's three plans match but are not ranked: listed once opened, each with the warning.
    const screened = page.getByTestId('cards-screened')
    await screened.locator('summary').click()
    await expect(screened.getByTestId('card-screened')).toHaveCount(3)
    await expect(screened.getByTestId('card-screened-note').first()).toHaveText(m.credit_cards_screened_note())
    await expectNoA11yViolations(page)
  })

  test('a score from 620 to 719: no rate under the screen floor on any page; the 0.23% everBlue card is only listed as screened', async ({
    page,
  }) => {
    expect(floorPct).toBeCloseTo(3.18, 2)
    await page.goto(`${PATH}?credit=620-719&state=TX`)
    await expect(page.getByTestId('cards-count')).toHaveText('470 cards match.')
    const first = page.getByTestId('card-plan').first()
    await expect(first.getByTestId('card-open')).toBeVisible()
    await expect(page.getByTestId('card-plan').filter({ hasText: 'everBlue' })).toHaveCount(0)

    const screened = page.getByTestId('cards-screened')
    await screened.locator('summary').click()
    const everBlue = screened.getByTestId('card-screened').filter({ hasText: 'everBlue Cash Back Plus Mastercard' })
    await expect(everBlue).toContainText(m.credit_cards_screened_note())
    await expect(everBlue).not.toContainText('%')

    // Every page of the answer, as served: each rate and range in a card's rate field is at or above the floor.
    const rates: number[] = []
    for (let n = 1; n <= 24; n++) {
      const response = await page.request.get(`${PATH}?credit=620-719&state=TX&page=${n}`)
      expect(response.status()).toBe(200)
      const html = await response.text()
      for (const block of html.split('data-testid="card-rate"').slice(1)) {
        const text = block.slice(0, block.indexOf('</dd>')).replace(/<[^>]+>/g, ' ')
        for (const match of text.matchAll(/(\d+(?:\.\d+)?)%/g)) rates.push(Number(match[1]))
      }
    }
    expect(rates.length).toBeGreaterThan(470)
    expect(Math.min(...rates)).toBeGreaterThanOrEqual(floorPct)
    expect(rates).not.toContain(0.23)
  })

  test('in French: the card open to anyone comes first and the screened cards carry the warning in French', async ({ page }) => {
    await page.goto(`/fr${PATH}?credit=none&state=TX`)
    await expect(page.getByTestId('cards-access')).toHaveText(
      m.credit_cards_results_access_state({ open: 19, area: 3, membership: 89, state: 'Texas' }, { locale: 'fr' }),
    )
    await expect(page.getByTestId('card-plan').first().getByTestId('card-open')).toHaveText(
      m.credit_cards_card_open_state({ state: 'Texas' }, { locale: 'fr' }),
    )
    const screened = page.getByTestId('cards-screened')
    await screened.locator('summary').click()
    await expect(screened.getByTestId('card-screened-note').first()).toHaveText(m.credit_cards_screened_note({}, { locale: 'fr' }))
    // A membership card says who may join: Publix Employees FCU, on the next page, an employer's staff.
    await page.goto(`/fr${PATH}?credit=none&state=TX&page=2`)
    const publix = page.getByTestId('card-plan').filter({ hasText: 'Publix Employees Federal Credit Union' })
    await expect(publix.getByTestId('card-joins')).toHaveText(m.credit_cards_card_joins_employer({ word: 'Employees' }, { locale: 'fr' }))
  })
})
