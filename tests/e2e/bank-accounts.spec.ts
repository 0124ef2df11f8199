import { readFileSync } from 'node:fs'

import type { Page } from '@playwright/test'
import { parse } from 'csv-parse/sync'
import { codes } from 'zipcodes'

import { m } from '../../app/paraglide/messages.js'
import { bound } from '../support/time-scale'
import { expectNoA11yViolations } from './support/axe'
import { expect, test } from './support/test'

// Issue 33 on a phone, with JavaScript on and off (the two projects), in the three languages: the page
// ships no script, so both must behave the same - a plain GET form, answered by the server.
test.use({ viewport: { width: 375, height: 812 } })

const LOCALES = [
  { locale: 'en', prefix: '' },
  { locale: 'fr', prefix: '/fr' },
  { locale: 'am', prefix: '/am' },
] as const

/** The credit unions within `miles` of a ZIP, from the data file and the ZIP table, without the app's code. */
const rows = parse(readFileSync('app/data/credit-unions/ncua-credit-unions-2025q4.csv', 'utf8'), { columns: true }) as Record<
  string,
  string
>[]
function expectedNear(zip: string, miles: number) {
  const origin = codes[zip]!
  const rad = Math.PI / 180
  return rows
    .map((row) => {
      const place = codes[row.zip]!
      const h =
        Math.sin(((place.latitude - origin.latitude) * rad) / 2) ** 2 +
        Math.cos(origin.latitude * rad) * Math.cos(place.latitude * rad) * Math.sin(((place.longitude - origin.longitude) * rad) / 2) ** 2
      return { charter: row.cu_number, miles: 2 * 3958.8 * Math.asin(Math.sqrt(h)) }
    })
    .filter((found) => found.miles <= miles)
}

/** The credit unions on this page of results: charter and raw distance, in the order shown. */
const shown = (page: Page) =>
  page.getByTestId('ba-credit-union').evaluateAll((items) =>
    items.map((item) => ({
      charter: item.getAttribute('data-charter')!,
      miles: Number(item.querySelector('[data-testid="ba-distance"]')!.getAttribute('data-miles')),
    })),
  )

async function expectNoAppScript(page: Page) {
  expect(await page.locator('script[src*="/assets/"], link[rel="modulepreload"]').count()).toBe(0)
}

for (const { locale, prefix } of LOCALES) {
  const path = `${prefix}/navigator/bank-accounts`
  const msg = { locale }

  test.describe(`bank account finder (${locale})`, () => {
    test('55401 within 10 miles lists the credit unions nearest first, with the right count', async ({ page }) => {
      // Two or three page loads, each read in full, and axe: more than the default 30 s on a busy machine.
      test.setTimeout(bound(120_000))
      const expected = expectedNear('55401', 10)
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.navigator_tools_bank_accounts_heading({}, msg))
      await page.getByLabel(m.bank_accounts_form_zip_label({}, msg), { exact: true }).fill('55401')
      await page.getByLabel(m.bank_accounts_form_miles_label({}, msg)).selectOption('10')
      await page.getByRole('checkbox', { name: m.bank_accounts_form_has_passport({}, msg) }).check()
      await page.getByRole('button', { name: m.bank_accounts_form_submit({}, msg) }).click()
      await expect(page).toHaveURL(new RegExp(`${path}\\?has=passport&zip=55401&miles=10&state=#results$`))

      await expect(page.getByTestId('ba-count')).toHaveText(m.bank_accounts_results_count({ count: expected.length }, msg))
      await expect(page.getByTestId('ba-situation')).toContainText(m.bank_accounts_kind_checking_title({}, msg))
      await expect(page.getByTestId('ba-no-id-data')).toHaveText(m.bank_accounts_results_no_id_data({}, msg))
      await expect(page.getByTestId('ba-no-payment')).toHaveText(m.bank_accounts_no_payment({}, msg))
      await expect(page.getByTestId('ba-attribution')).toContainText('NCUA')
      await expect(page.getByRole('checkbox', { name: m.bank_accounts_form_has_passport({}, msg) })).toBeChecked()
      await expectNoAppScript(page)
      await expectNoA11yViolations(page)

      const seen: { charter: string; miles: number }[] = []
      for (let pageNumber = 1; ; pageNumber++) {
        seen.push(...(await shown(page)))
        const next = page.getByTestId('ba-next')
        if ((await next.count()) === 0) break
        await next.click()
        await expect(page).toHaveURL(new RegExp(`page=${pageNumber + 1}#credit-unions$`))
      }
      expect(seen.map((found) => found.charter).sort()).toEqual(expected.map((found) => found.charter).sort())
      expect(seen.map((found) => found.miles)).toEqual(seen.map((found) => found.miles).sort((a, b) => a - b))
    })

    test('a bad ZIP gets a 400 with the message on the field', async ({ page }) => {
      test.setTimeout(bound(90_000))
      for (const [zip, message] of [
        ['5540', m.bank_accounts_error_zip_format({}, msg)],
        ['00000', m.bank_accounts_error_zip_unknown({ zip: '00000' }, msg)],
      ] as const) {
        const response = await page.goto(`${path}?zip=${zip}&has=itin&miles=25`)
        expect(response?.status()).toBe(400)
        const field = page.getByLabel(m.bank_accounts_form_zip_label({}, msg), { exact: true })
        await expect(field).toHaveValue(zip)
        await expect(field).toHaveAttribute('aria-invalid', 'true')
        await expect(field).toHaveAttribute('aria-describedby', /\bba-zip-error\b/)
        await expect(page.locator('#ba-zip-error')).toHaveText(message)
        await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        await expect(page.getByRole('alert')).toContainText(message)
        await expect(page.getByRole('checkbox', { name: m.bank_accounts_form_has_itin({}, msg) })).toBeChecked()
        await expect(page.getByTestId('ba-results')).toHaveCount(0)
        await expectNoAppScript(page)
      }
      await expectNoA11yViolations(page)
    })
  })
}

test('55401 within 25 miles: the count for that distance, nearest first', async ({ page }) => {
  const expected = expectedNear('55401', 25)
  await page.goto('/navigator/bank-accounts?zip=55401&miles=25')
  await expect(page.getByTestId('ba-count')).toHaveText(m.bank_accounts_results_count({ count: expected.length }, { locale: 'en' }))
  await expect(page.getByTestId('ba-showing')).toHaveText(`Showing 1-10 of ${expected.length}`)
  const first = await shown(page)
  const nearest = expected.map((found) => found.miles).sort((a, b) => a - b)
  expect(first.map((found) => found.miles)).toEqual(nearest.slice(0, 10).map((miles) => expect.closeTo(miles, 9)))

  // At 320 px the answer and the list wrap: no sideways scrolling.
  await page.setViewportSize({ width: 320, height: 800 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  await page.screenshot({ path: test.info().outputPath('bank-accounts-320.png'), fullPage: true })
})
