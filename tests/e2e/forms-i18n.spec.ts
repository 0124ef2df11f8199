import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import type { Page } from '@playwright/test'

import { expect, isJsOff, test } from './support/test'
import { bound } from '../support/time-scale'

// The forms, their messages and the waitlist e-mail in French and Amharic (issue 23, decision 030),
// at phone width, with and without JavaScript. The expected text is read from the message catalogues
// (messages/<locale>/*.json), the same text the app shows.

test.use({ viewport: { width: 375, height: 740 } })

type Locale = 'fr' | 'am'
const catalogue = (locale: Locale) =>
  Object.assign(
    {},
    ...['signup', 'validation', 'server', 'auth', 'waitlist', 'emails'].map(
      (module) =>
        JSON.parse(readFileSync(join(import.meta.dirname, `../../messages/${locale}/${module}.json`), 'utf8')) as Record<string, string>,
    ),
  ) as Record<string, string>

const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`
const joinTimeout = { timeout: bound(20_000) }

/** The error next to a field: the element its aria-describedby names. */
async function expectFieldError(page: Page, label: string | RegExp, message: string) {
  const control = page.getByLabel(label, { exact: typeof label === 'string' })
  await expect(control).toHaveAttribute('aria-invalid', 'true')
  const describedBy = await control.getAttribute('aria-describedby')
  expect(describedBy, `aria-describedby of ${label}`).toBeTruthy()
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(message)
}

async function openSignup(page: Page, locale: Locale) {
  await page.goto(`/${locale}/signup`)
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
  // With JavaScript, wait for the form's code so the browser validates as a visitor would see it.
  if (!isJsOff()) await expect(page.locator('#get-early-access')).toHaveAttribute('data-hydrated', 'true', joinTimeout)
}

for (const locale of ['fr', 'am'] as const) {
  const t = catalogue(locale)
  const termsBox = (page: Page) => page.getByRole('checkbox', { name: new RegExp(t.signup_terms_link!) })

  test.describe(`${locale}: the waitlist`, () => {
    test('an empty join shows every message in the language, next to its field', async ({ page }) => {
      await openSignup(page, locale)
      await page.getByRole('button', { name: t.signup_form_submit }).click()
      await expectFieldError(page, t.signup_form_full_name_label!, t.validation_full_name_required!)
      await expectFieldError(page, t.signup_form_email_label!, t.validation_email_required!)
      await expectFieldError(page, t.signup_form_interest_label!, t.validation_interest_required!)
      await expectFieldError(page, new RegExp(t.signup_terms_link!), t.validation_terms_required!)
      // None of the spec's English messages on the page.
      for (const english of ['Full name is required', 'Email is required', 'Please select an area of interest'])
        await expect(page.getByText(english)).toHaveCount(0)
    })

    test('a valid join (with a preferred language): the thank-you panel, then the confirmation e-mail, in the language', async ({
      page,
    }) => {
      await openSignup(page, locale)
      const email = uniqueEmail(`join-${locale}`)
      await page.getByLabel(t.signup_form_full_name_label!, { exact: true }).fill('Awa Diop')
      await page.getByLabel(t.signup_form_email_label!, { exact: true }).fill(email)
      await page.getByLabel(t.signup_form_interest_label!, { exact: true }).selectOption({ label: t.signup_interest_banking! })
      await page.getByLabel(t.signup_form_language_label!, { exact: true }).selectOption('so')
      await termsBox(page).check()
      await page.getByRole('button', { name: t.signup_form_submit }).click()
      await expect(page.getByRole('heading', { name: t.signup_thank_you_heading })).toBeVisible(joinTimeout)
      await expect(page.getByText(t.waitlist_check_inbox!)).toBeVisible()

      // The local mailbox: the welcome e-mail's subject, text and links in the language joined in.
      const message = page.locator('[data-mail-message]', { hasText: email })
      await expect
        .poll(
          async () => {
            await page.goto('/dev/mailbox')
            return message.count()
          },
          { timeout: bound(20_000), intervals: [250, 500, 1000] },
        )
        .toBeGreaterThan(0)
      await expect(message.first().getByRole('heading', { name: t.emails_confirm_subject })).toBeVisible()
      await expect(message.first()).toContainText(t.emails_confirm_please!)
      await expect(message.first()).toContainText(t.signup_interest_banking!)
      const confirm = await message.first().locator(`a[href*="/${locale}/waitlist/confirm"]`).first().getAttribute('href')
      expect(confirm).toBeTruthy()

      // The link opens the confirmation page in the same language.
      await page.goto(confirm!)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('button', { name: t.waitlist_confirm_button })).toBeVisible()
    })
  })

  test.describe(`${locale}: accounts`, () => {
    test('sign-up, its messages and the check-e-mail card, then sign-in, in the language', async ({ page }) => {
      await page.goto(`/${locale}/auth?mode=sign-up`)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { name: t.auth_sign_up_title })).toBeVisible()
      // An empty sign-up: the spec's three rules, in the language.
      await page.getByRole('button', { name: t.auth_sign_up, exact: true }).click()
      await expect(page.getByText(t.validation_full_name_min!)).toBeVisible(joinTimeout)
      await expect(page.getByText(t.validation_email_invalid!)).toBeVisible()
      await expect(page.getByText(t.validation_password_too_short!)).toBeVisible()

      const email = uniqueEmail(`account-${locale}`)
      await page.getByLabel(t.signup_form_full_name_label!, { exact: true }).fill('Awa Diop')
      await page.getByLabel(t.signup_form_email_label!, { exact: true }).fill(email)
      await page.getByLabel(t.auth_password_label!, { exact: true }).fill('secret-password-1')
      await page.getByRole('button', { name: t.auth_sign_up, exact: true }).click()
      await expect(page.getByText(t.auth_check_email_status!).first()).toBeVisible(joinTimeout)
      await expect(page).toHaveURL(new RegExp(`/${locale}/auth\\?check-email=1$`))

      // Signing in before confirming: the auth service's message, in the language.
      await page.goto(`/${locale}/auth`)
      await expect(page.getByRole('heading', { name: t.auth_sign_in_title })).toBeVisible()
      await page.getByLabel(t.signup_form_email_label!, { exact: true }).fill(email)
      await page.getByLabel(t.auth_password_label!, { exact: true }).fill('wrong-password-1')
      await page.getByRole('button', { name: t.auth_sign_in, exact: true }).click()
      await expect(page.getByText(t.auth_invalid_credentials!).first()).toBeVisible({ timeout: bound(15_000) })
    })
  })
}
