import { a11yViolations } from './support/axe'
import { expect, isJsOff, test } from './support/test'
import { bound } from '../support/time-scale'

// Issue 31, decision 040: guides that are right this week. A guide whose facts change on a known date
// says so above its answer, in the visitor's language (Amharic: Gregorian dates, Amharic month names);
// the corrected guides say what the law and the IRS say now; the two new guides are on the hub.

const PHONE = { width: 375, height: 812 }

test.describe.configure({ timeout: bound(90_000) })

test.beforeEach(async ({ page }) => {
  test.skip(!isJsOff(), 'these pages ship no script: the js-off project checks them')
  await page.setViewportSize(PHONE)
})

test('the health guide tells plan year 2026 from 2027 and says when its facts change', async ({ page }) => {
  const response = await page.goto('/learn/health-insurance-by-status')
  expect(response?.status()).toBe(200)
  const main = page.getByRole('main')
  await expect(main.locator('[data-change]')).toContainText(/Some facts in this guide change(d)? on January 1, 2027/)
  await expect(main.getByRole('heading', { level: 2, name: 'Help with the price: 2026 and 2027 are different' })).toBeVisible()
  await expect(main).toContainText('Plans from 1 January 2027')
  await expect(main).not.toContainText('planned')
  expect(await a11yViolations(page), 'axe').toBe('')
})

test('in Amharic the date of change is Gregorian with the Amharic month name', async ({ page }) => {
  const response = await page.goto('/am/learn/health-insurance-by-status')
  expect(response?.status()).toBe(200)
  await expect(page.locator('[data-change]')).toContainText('1 ጃንዋሪ 2027')
  await page.goto('/am/learn/sending-money-home')
  await expect(page.getByRole('main')).toContainText('1 ጃንዋሪ 2026')
  await expect(page.getByRole('main')).not.toContainText('ጥር 1 ቀን')
})

test('the corrected facts: TIGTA, FinCEN, 15 June, the furnisher, the court', async ({ page }) => {
  const checks: [string, string][] = [
    ['/learn/scams-that-target-immigrants', 'Report IRS impersonation to TIGTA'],
    ['/fr/learn/scams-that-target-immigrants', 'au TIGTA'],
    ['/learn/investing-back-home-safely', 'the FBAR goes to FinCEN, not to the IRS'],
    ['/learn/first-tax-return', 'by 15 June'],
    ['/learn/credit-reports-and-disputes', 'the law makes that company tell every nationwide bureau'],
    ['/learn/itin', 'On 21 November 2025 a federal judge'],
    ['/learn/small-business-with-itin', 'does not owe self-employment tax'],
    ['/learn/retirement-accounts', 'A traditional IRA is not always "no tax now".'],
  ]
  for (const [path, text] of checks) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    await expect(page.getByRole('main'), path).toContainText(text)
  }
})

test('the two new guides are on the hub and open, in English on a French page with the notice', async ({ page }) => {
  await page.goto('/learn')
  const main = page.getByRole('main')
  await expect(main.locator('a[href="/learn/credit-scores"]').first()).toBeVisible()
  await expect(main.locator('a[href="/learn/money-sent-home-and-taxes"]').first()).toBeVisible()
  const response = await page.goto('/fr/learn/money-sent-home-and-taxes')
  expect(response?.status()).toBe(200)
  await expect(page.locator('[data-notice="fallback"]')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Is money I send home taxed, and what about gifts?')
  await expect(page.getByRole('main')).toContainText('Form 3520')
  expect(await a11yViolations(page), 'axe').toBe('')
})
