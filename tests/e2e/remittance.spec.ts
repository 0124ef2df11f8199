import type { Page } from '@playwright/test'

import {
  exciseTaxCopy,
  noDataCopy,
  remittanceForm,
  remittanceIntro,
  remittanceMessages as m,
  remittanceResults,
} from '../../app/content/remittance'
import { expectNoA11yViolations } from './support/axe'
import { expect, isJsOff, test } from './support/test'

// A phone: the tool must work on a small screen, with and without JavaScript.
test.use({ viewport: { width: 375, height: 812 } })

const PATH = '/navigator/remittance'
const ATTRIBUTION = 'Price data: The World Bank, Remittance Prices Worldwide, Issue 54 (Q3 2025), CC BY 4.0'

const country = (page: Page) => page.getByLabel(remittanceForm.countryLabel)
const method = (page: Page) => page.getByLabel(remittanceForm.methodLabel)
const offers = (page: Page) => page.getByTestId('remittance-offer')
const answerHeading = (page: Page) => page.locator('#answer-heading')

type Marked = Window & { remitMarker?: string }

/**
 * Opens the tool. With JavaScript, waits until the form is hydrated (changes then update in place) and
 * leaves a marker on `window` that only a full page load would remove.
 */
async function openTool(page: Page, search = '') {
  const response = await page.goto(PATH + search)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(remittanceIntro.heading)
  if (!isJsOff()) {
    await expect(page.locator('form[data-enhanced]')).toBeAttached()
    await page.evaluate(() => ((window as Marked).remitMarker = 'same document'))
  }
  return response
}

/** With JavaScript, the results changed without a full page load (the marker is still there). */
async function expectNoReload(page: Page) {
  if (isJsOff()) return
  expect(await page.evaluate(() => (window as Marked).remitMarker)).toBe('same document')
}

/** Applies a change: with JavaScript the change itself updates the results; without it, the button loads them. */
async function apply(page: Page, change: () => Promise<unknown>) {
  await change()
  if (isJsOff()) await page.getByRole('button', { name: remittanceForm.submit }).click()
}

// The page must run under the site's CSP (no inline script or style): any violation fails the test.
let cspErrors: string[] = []
test.beforeEach(({ page }) => {
  cspErrors = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) cspErrors.push(message.text())
  })
})
test.afterEach(() => expect(cspErrors).toEqual([]))

test.describe('Remittance Cost Analyzer', () => {
  test('a first visit shows the form, the surveyed corridors and the attribution', async ({ page }) => {
    const response = await openTool(page)
    expect(response?.status()).toBe(200)
    await expect(country(page)).toHaveValue('')
    await expect(page.getByRole('radio', { name: 'USD 200' })).toBeChecked()
    await expect(method(page)).toHaveValue('')
    await expect(page.getByRole('table').getByRole('link')).toHaveCount(11)
    await expect(page.getByText(ATTRIBUTION, { exact: true })).toBeVisible()
    await expect(page.getByText('Coming Soon', { exact: true })).toHaveCount(0)
  })

  test('Nigeria, USD 200: the cheapest provider first; cash adds the excise tax; Senegal has no data', async ({ page }) => {
    await openTool(page)

    await apply(page, async () => {
      await country(page).selectOption({ label: 'Nigeria' })
      await page.getByRole('radio', { name: 'USD 200' }).check()
    })
    await expect(answerHeading(page)).toHaveText('Sending USD 200 to Nigeria')
    await expect(page).toHaveURL(/[?&]to=NG(&|$)/)
    await expect(page).toHaveURL(/[?&]amount=200(&|$)/)
    // WorldRemit, bank account, online: -0.49%, the survey's cheapest for this corridor.
    await expect(offers(page)).toHaveCount(30)
    const first = offers(page).first()
    await expect(first.getByRole('heading')).toHaveText('No. 1 WorldRemit')
    await expect(first).toContainText('Bank account · Online')
    await expect(first).toContainText('-0.49% · -$0.98')
    await expect(first).toContainText(remittanceResults.negativeBadge)
    await expect(page.getByRole('heading', { name: remittanceResults.negativeHeading })).toBeVisible()
    // Average 2.72% = $5.44; the cheapest saves $6.42, $77.04 a year.
    await expect(page.getByText('An average quote in this corridor costs 2.72% of the amount, $5.44 on USD 200.')).toBeVisible()
    await expect(page.getByTestId('remittance-savings')).toContainText('saves $6.42 on this transfer, or $77.04 a year')
    await expect(page.getByRole('img', { name: 'Cost of sending USD 200 from the US to Nigeria, by survey quarter' })).toBeVisible()
    await expect(page.getByText(ATTRIBUTION, { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: exciseTaxCopy.heading })).toHaveCount(0)
    await expectNoA11yViolations(page)

    await apply(page, () => method(page).selectOption('cash'))
    await expect(page).toHaveURL(/[?&]method=cash(&|$)/)
    await expect(page.getByTestId('excise-tax-note')).toContainText(exciseTaxCopy.heading)
    await expect(page.getByTestId('excise-tax-note')).toContainText('$2.00 on USD 200')
    await expect(offers(page)).toHaveCount(6)
    for (const offer of await offers(page).all()) {
      await expect(offer).toContainText('Cash · At an agent')
      await expect(offer).toContainText('US excise tax (1%)$2.00')
    }
    // MoneyGram 3.41% = $6.82 + $2.00 tax = $8.82, which is $3.38 more than the $5.44 average.
    await expect(offers(page).first()).toContainText('$8.82')
    await expect(page.getByTestId('remittance-savings')).toContainText('costs $3.38 more than the average quote')
    await expectNoA11yViolations(page)

    await apply(page, () => country(page).selectOption({ label: 'Senegal' }))
    await expect(page).toHaveURL(/[?&]to=SN(&|$)/)
    await expect(page.getByTestId('no-survey-data')).toBeVisible()
    await expect(answerHeading(page)).toHaveText(noDataCopy.heading)
    await expect(page.getByText('no prices for sending money from the United States to Senegal')).toBeVisible()
    await expect(page.getByRole('heading', { name: noDataCopy.whatToDoHeading })).toBeVisible()
    await expect(offers(page)).toHaveCount(0)
    await expect(page.getByTestId('remittance-savings')).toHaveCount(0)
    await expect(page.getByText(ATTRIBUTION, { exact: true })).toBeVisible()
    await expectNoReload(page)
    await expectNoA11yViolations(page)
  })

  test('a crafted URL with bad parameters answers 400 with the form and a message per field', async ({ page }) => {
    const response = await openTool(page, '?to=XX&amount=300&method=wire')
    expect(response?.status()).toBe(400)
    await expect(page.getByRole('alert').filter({ hasText: remittanceForm.errorTitle })).toBeVisible()
    for (const [label, message] of [
      [remittanceForm.countryLabel, m.toUnknown],
      [remittanceForm.methodLabel, m.methodUnknown],
    ] as const) {
      const control = page.getByLabel(label)
      await expect(control).toHaveAttribute('aria-invalid', 'true')
      await expect(page.locator(`[id="${await control.getAttribute('aria-describedby')}"]`)).toHaveText(message)
    }
    const amounts = page.getByRole('radiogroup', { name: remittanceForm.amountLegend })
    await expect(amounts).toHaveAttribute('aria-invalid', 'true')
    await expect(amounts).toHaveAccessibleDescription(new RegExp(m.amountUnsurveyed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    await expect(offers(page)).toHaveCount(0)
    await expect(page.getByRole('button', { name: remittanceForm.submit })).toBeVisible()
    await expectNoA11yViolations(page)

    // A missing amount is a 400 too; correcting it in the form gives the answer.
    expect((await openTool(page, '?to=GH'))?.status()).toBe(400)
    await expect(page.getByText(m.amountMissing).first()).toBeVisible()
    await apply(page, () => page.getByRole('radio', { name: 'USD 500' }).check())
    await expect(answerHeading(page)).toHaveText('Sending USD 500 to Ghana')
    await expectNoReload(page)
  })

  test('a POST (a client ignoring the GET form) is sent to the same search, 303', async ({ request }) => {
    const response = await request.post(PATH, { form: { to: 'NG', amount: '200', method: 'cash' }, maxRedirects: 0 })
    expect(response.status()).toBe(303)
    expect(response.headers().location).toBe(`${PATH}?to=NG&amount=200&method=cash`)
  })

  test('fits a 320 px screen without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    for (const search of ['', '?to=KE&amount=500', '?to=SN&amount=200', '?to=XX']) {
      await page.goto(PATH + search)
      expect(await page.evaluate(() => document.documentElement.scrollWidth), search).toBeLessThanOrEqual(320)
    }
  })

  test('the home page Remittance tab and the navigator card lead to the tool', async ({ page }) => {
    await page.goto('/?tab=remittance')
    const panel = page.getByRole('region', { name: 'Send more home for less' })
    await expect(panel.getByText('Coming Soon', { exact: true })).toHaveCount(0)
    await panel.getByRole('link', { name: 'Analyze Costs' }).click()
    await expect(page).toHaveURL(new RegExp(`${PATH}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(remittanceIntro.heading)

    await page.goto('/navigator')
    await page.getByRole('main').getByRole('link', { name: 'Remittance Cost Analyzer' }).click()
    await expect(page).toHaveURL(new RegExp(`${PATH}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(remittanceIntro.heading)
  })
})
