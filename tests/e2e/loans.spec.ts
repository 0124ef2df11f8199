import { readFileSync } from 'node:fs'

import { parse } from 'csv-parse/sync'

import { formatDate, formatMoney, formatPercent } from '../../app/lib/format'
import { m } from '../../app/paraglide/messages.js'
import { expectNoA11yViolations } from './support/axe'
import { expect, test } from './support/test'

// Issue 33 on a phone, with JavaScript on and off (the two projects): the page ships no script, so both
// must behave the same - a plain GET form, answered by the server.
test.use({ viewport: { width: 375, height: 812 } })

const PATH = '/navigator/loans'
const LOCALES = ['en', 'fr', 'am'] as const

/** The data file read independently of the app, and the screening rule (decision 033) written out again. */
const rows = parse(readFileSync('app/data/credit-unions/ncua-credit-unions-2025q4.csv', 'utf8'), { columns: true }) as Record<
  string,
  string
>[]
const quantile = (sorted: number[], p: number) => {
  const at = (sorted.length - 1) * p
  return sorted[Math.floor(at)]! + (sorted[Math.ceil(at)]! - sorted[Math.floor(at)]!) * (at - Math.floor(at))
}
const ascending = (values: number[]) => [...values].sort((a, b) => a - b)
const newCar = rows.filter((row) => row.rate_new_vehicle_pct !== '')
const all = ascending(newCar.map((row) => Number(row.rate_new_vehicle_pct)))
const [q1, q3] = [quantile(all, 0.25), quantile(all, 0.75)]
const [low, high] = [Math.max(0, q1 - 3 * (q3 - q1)), q3 + 3 * (q3 - q1)]
const texas = ascending(
  newCar
    .filter((row) => row.state === 'TX')
    .map((row) => Number(row.rate_new_vehicle_pct))
    .filter((rate) => rate > 0 && rate >= low && rate <= high),
)
const MEDIAN = quantile(texas, 0.5)
// $15,000 over 60 months at the median: P * r / (1 - (1 + r)^-n), r = APR / 12.
const r = MEDIAN / 1200
const PAYMENT = (15_000 * r) / (1 - (1 + r) ** -60)

const prefix = (locale: (typeof LOCALES)[number]) => (locale === 'en' ? '' : `/${locale}`)

test.describe('loan and auto financing insights', () => {
  for (const locale of LOCALES) {
    test(`${locale}: a Texas new-car loan of $15,000 over 60 months shows the state's median and the monthly payment`, async ({ page }) => {
      const response = await page.goto(`${prefix(locale)}${PATH}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.navigator_tools_loans_heading({}, { locale }))
      await page.locator('#loans-state').selectOption('TX')
      await page.locator('input[name="kind"][value="new-car"]').check()
      await page.locator('#loans-amount').fill('15000')
      await page.locator('#loans-months').fill('60')
      await page.getByRole('button', { name: m.loans_form_submit({}, { locale }) }).click()
      await expect(page).toHaveURL(/\?state=TX&zip=&kind=new-car&amount=15000&months=60#results$/)

      // The same numbers, written the way each language writes them.
      expect(MEDIAN).toBeCloseTo(5.63, 10)
      await expect(page.getByTestId('loans-median')).toHaveText(formatPercent(MEDIAN, { locale, fractionDigits: 2 }))
      await expect(page.getByTestId('loans-payment')).toHaveText(formatMoney(PAYMENT, { locale }))
      await expect(page.getByTestId('loans-answer')).toContainText(
        m.loans_median_label({ date: formatDate('2025-12-31', { locale }) }, { locale }),
      )
      await expect(page.getByTestId('loans-median-count')).toContainText(String(texas.length))
      await expect(page.getByTestId('loans-credit-union')).toHaveCount(20)
      await expect(page.getByTestId('loans-credit-union').first().getByTestId('loans-entry-rate')).toHaveText(
        formatPercent(texas[0]!, { locale, fractionDigits: 2 }),
      )
      await expect(page.getByTestId('loans-higher-ceiling')).toContainText(formatPercent(18, { locale, fractionDigits: 2 }))

      // No script of the app, and nothing wider than the phone.
      expect(await page.locator('script[src*="/assets/"]').count()).toBe(0)
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
      if (locale === 'en') await expectNoA11yViolations(page)
    })
  }

  test('the answer ships no JavaScript of the app: no <script src> loading /assets/*.js in its HTML', async ({ request }) => {
    const response = await request.get(`${PATH}?state=TX&kind=new-car&amount=15000&months=60`)
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).not.toMatch(/<script[^>]+src="[^"]*\/assets\/[^"]*\.js"/)
    expect(html).not.toMatch(/modulepreload/)
  })

  test('a bad amount answers 400 with the message on the field, and keeps the input', async ({ page }) => {
    for (const locale of LOCALES) {
      const response = await page.goto(`${prefix(locale)}${PATH}?state=TX&kind=new-car&amount=50&months=60`)
      expect(response?.status()).toBe(400)
      const amount = page.locator('#loans-amount')
      await expect(amount).toHaveAttribute('aria-invalid', 'true')
      await expect(amount).toHaveAttribute('aria-describedby', /(^|\s)loans-amount-error(\s|$)/)
      const message = m.loans_error_amount_range(
        { min: formatMoney(100, { locale, wholeUnits: true }), max: formatMoney(250_000, { locale, wholeUnits: true }) },
        { locale },
      )
      await expect(page.locator('#loans-amount-error')).toHaveText(message)
      await expect(page.getByRole('alert')).toContainText(message)
      await expect(amount).toHaveValue('50')
      await expect(page.locator('#loans-state')).toHaveValue('TX')
      await expect(page.getByTestId('loans-answer')).toHaveCount(0)
      if (locale === 'en') await expectNoA11yViolations(page)
    }

    // Correcting it from the form gives the answer.
    await page.goto(`${PATH}?state=TX&kind=new-car&amount=50&months=60`)
    await page.locator('#loans-amount').fill('15000')
    await page.getByRole('button', { name: m.loans_form_submit({}, { locale: 'en' }) }).click()
    await expect(page.getByTestId('loans-payment')).toHaveText(formatMoney(PAYMENT, { locale: 'en' }))
  })

  test('a Minneapolis ZIP lists credit unions within 50 miles, lowest reported rate first, with their distance', async ({ page }) => {
    const response = await page.goto(`${PATH}?zip=55401&kind=used-car&amount=8000&months=48`)
    expect(response?.status()).toBe(200)
    await expect(page.getByTestId('loans-answer')).toContainText('Minnesota')
    const entries = page.getByTestId('loans-credit-union')
    await expect(entries.first()).toContainText('miles away')
    const rates = (await entries.getByTestId('loans-entry-rate').allTextContents()).map((text) => Number.parseFloat(text))
    expect(rates).toEqual(ascending(rates))
    await page.getByTestId('loans-next').click()
    await expect(page).toHaveURL(/zip=55401.*page=2#results$/)
    await expect(page.getByTestId('loans-previous')).toBeVisible()
  })
})
