import { randomBytes } from 'node:crypto'

import type { Page } from '@playwright/test'

import { testimonials } from '../../app/content/testimonials'
import { interestLabels } from '../../app/lib/waitlist-constants'
import { m } from '../../app/paraglide/messages.js'
import { expect, isJsOff, test } from './support/test'
import { bound } from '../support/time-scale'

// Phone width: the page must work on a small screen, with and without JavaScript.
test.use({ viewport: { width: 375, height: 740 } })

const uniqueEmail = (prefix = 'waitlist') => `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`

const form = (page: Page) => page.getByRole('main').locator('form#waitlist')

async function fillForm(
  page: Page,
  { fullName = 'Ada Okafor', email = uniqueEmail(), interest = m.signup_interest_homeland() as string, terms = true } = {},
) {
  await page.getByLabel(m.signup_form_full_name_label()).fill(fullName)
  await page.getByLabel(m.signup_form_email_label()).fill(email)
  await page.getByLabel(m.signup_form_interest_label()).selectOption({ label: interest })
  if (terms) await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check()
  return email
}

const submitButton = (page: Page) => page.getByRole('button', { name: m.signup_form_submit() })

// The first join of a run opens the embedded database (a few seconds on a busy 2-core machine).
const joinTimeout = { timeout: bound(20_000) }

/** The error next to a field: the element its aria-describedby names. */
async function expectFieldError(page: Page, label: string | RegExp, message: string) {
  const control = page.getByLabel(label, { exact: typeof label === 'string' })
  await expect(control).toHaveAttribute('aria-invalid', 'true')
  const describedBy = await control.getAttribute('aria-describedby')
  expect(describedBy, `aria-describedby of ${label}`).toBeTruthy()
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(message)
}

async function openSignup(page: Page) {
  await page.goto('/signup')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // With JavaScript, wait for hydration so the enhanced form is the one being used.
  // With JavaScript, wait for hydration and the lazily loaded validator, so the enhanced form is tested.
  if (!isJsOff()) {
    await expect(page.locator('#get-early-access[data-hydrated="true"]')).toBeAttached()
    // The form's code loads on the visitor's first interaction (docs/decisions/008): a key press is one.
    await page.keyboard.press('Shift')
    if (await form(page).count()) await expect(form(page)).toHaveAttribute('data-validating', 'browser')
  }
}

test.describe('/signup waitlist', () => {
  test('shows the page: form, 5 interests and placeholder, testimonials, counter, showcase, legal links', async ({ page }) => {
    await openSignup(page)
    await expect(page.getByRole('heading', { name: m.signup_form_heading() })).toBeVisible()
    const select = page.getByLabel(m.signup_form_interest_label())
    await expect(select.locator('option')).toHaveText([
      'Select an area of interest',
      ...Object.values(interestLabels).map((label) => label()),
    ])
    await expect(select.locator('option[value="placeholder"]')).toBeDisabled()
    await expect(select).toHaveValue('placeholder')
    const terms = form(page).getByRole('link', { name: 'Terms of Service' })
    await expect(terms).toHaveAttribute('href', '/terms')
    await expect(form(page).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy')
    for (const t of testimonials) await expect(page.getByText(t.quote(), { exact: false })).toBeVisible()
    await expect(page.getByText(/\b([1-9]|1\d|20) days? ago\b/)).toHaveCount(3)
    await expect(page.getByTestId('join-counter')).toContainText('984 people have joined in the last 24 hours')
    const showcaseStrip = page.getByRole('region', { name: m.signup_showcase_scroller_label() })
    await expect(showcaseStrip.getByRole('article')).toHaveCount(5)
    const legal = page.getByRole('navigation', { name: 'Waitlist legal' })
    await expect(legal.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms')
    await expect(legal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy')
  })

  test('join: the thank-you panel replaces the form; a refresh does not submit again', async ({ page }) => {
    await openSignup(page)
    await fillForm(page)
    await submitButton(page).click()
    await expect(page.getByRole('heading', { name: m.signup_thank_you_heading() })).toBeVisible(joinTimeout)
    await expect(form(page)).toHaveCount(0)
    await expect(page).toHaveURL(/\/signup(#get-early-access)?$/)
    // The heading says what is left to do; the inbox comes first (decision 022).
    await expect(page.getByRole('heading', { name: 'One more step: confirm your e-mail' })).toBeVisible()
    // Sharing: plain links that work without JavaScript (WhatsApp, text message, X, LinkedIn).
    const share = page.getByTestId('thank-you').getByRole('link')
    await expect(share).toHaveCount(4)
    const referral = await page.getByLabel(m.waitlist_referral_label()).inputValue()
    const message = `${m.signup_share_text()} ${referral}`
    await expect(share.nth(0)).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(message)}`)
    await expect(share.nth(1)).toHaveAttribute('href', `sms:?body=${encodeURIComponent(message)}`)
    await expect(share.nth(2)).toHaveAttribute('href', /^https:\/\/twitter\.com\/intent\/tweet\?/)
    await expect(share.nth(3)).toHaveAttribute('href', /^https:\/\/www\.linkedin\.com\//)
    // Copying needs JavaScript; without it the link is a selectable read-only field.
    await expect(page.getByLabel(m.waitlist_referral_label())).toHaveAttribute('readonly', '')
    await expect(page.getByRole('button', { name: m.signup_copy_link() })).toHaveCount(isJsOff() ? 0 : 1)

    // Post/redirect/get: reloading is a GET; the panel was a one-time flash and nothing is re-sent.
    await page.reload()
    await expect(form(page)).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
  })

  test('an empty submit shows every message next to its field', async ({ page }) => {
    await openSignup(page)
    await submitButton(page).click()
    await expectFieldError(page, m.signup_form_full_name_label(), m.validation_full_name_required())
    await expectFieldError(page, m.signup_form_email_label(), m.validation_email_required())
    await expectFieldError(page, m.signup_form_interest_label(), m.validation_interest_required())
    await expectFieldError(page, /I agree to the Terms of Service/, m.validation_terms_required())
  })

  test('a disposable e-mail is refused and the input is kept', async ({ page }) => {
    await openSignup(page)
    await fillForm(page, { fullName: 'Kofi Mensah', email: 'kofi@mailinator.com', interest: m.signup_interest_banking() })
    await submitButton(page).click()
    await expectFieldError(page, m.signup_form_email_label(), m.validation_email_disposable())
    await expect(page.getByLabel(m.signup_form_full_name_label())).toHaveValue('Kofi Mensah')
    await expect(page.getByLabel(m.signup_form_email_label())).toHaveValue('kofi@mailinator.com')
    await expect(page.getByLabel(m.signup_form_interest_label())).toHaveValue('banking')
  })

  test('a disposable domain only the server knows is refused too', async ({ page }) => {
    await openSignup(page)
    await fillForm(page, { email: 'someone@getnada.com' })
    await submitButton(page).click()
    await expect(page.getByLabel(m.signup_form_email_label())).toHaveAttribute('aria-invalid', 'true', joinTimeout)
    await expectFieldError(page, m.signup_form_email_label(), m.validation_email_disposable())
  })

  test('a duplicate e-mail (another case) shows the error alert, with the input kept', async ({ page }) => {
    const email = uniqueEmail('dupe')
    await openSignup(page)
    await fillForm(page, { email })
    await submitButton(page).click()
    await expect(page.getByRole('heading', { name: m.signup_thank_you_heading() })).toBeVisible(joinTimeout)

    await openSignup(page)
    await fillForm(page, { email: email.toUpperCase() })
    await submitButton(page).click()
    const alert = page.getByRole('alert').filter({ hasText: m.server_waitlist_duplicate() })
    await expect(alert).toBeVisible(joinTimeout)
    await expect(alert).toContainText('Error')
    await expect(page.getByLabel(m.signup_form_email_label())).toHaveValue(email.toUpperCase())
  })
})

test.describe('/signup with JavaScript', () => {
  test.skip(() => isJsOff(), 'JavaScript enhancements')

  test('validates on blur, then on every change once touched', async ({ page }) => {
    await openSignup(page)
    const name = page.getByLabel(m.signup_form_full_name_label())
    await name.fill('A')
    await expect(page.getByText(m.validation_full_name_too_short())).toHaveCount(0)
    await name.blur()
    await expectFieldError(page, m.signup_form_full_name_label(), m.validation_full_name_too_short())
    await name.pressSequentially('da')
    await expect(page.getByText(m.validation_full_name_too_short())).toHaveCount(0)
    await expect(name).not.toHaveAttribute('aria-invalid', 'true')
  })

  test('pending label, analytics in the console; confetti only after confirming', async ({ page }) => {
    const requests: string[] = []
    page.on('request', (r) => requests.push(r.url()))
    const logs: string[] = []
    page.on('console', (msg) => logs.push(msg.text()))
    // Slow the submission down so the pending state can be seen.
    await page.route('**/signup.data*', async (route) => {
      // eslint-disable-next-line no-restricted-syntax -- a deliberate delay so the pending label can be seen, not a failure bound
      if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 1500))
      await route.continue()
    })

    await openSignup(page)
    await page.waitForLoadState('networkidle')
    expect(
      requests.filter((u) => /confetti/i.test(u)),
      'confetti must not be in the initial JavaScript',
    ).toEqual([])

    const email = await fillForm(page)
    await submitButton(page).click()
    await expect(page.getByRole('button', { name: m.signup_form_pending() })).toBeVisible()
    await expect(page.getByRole('heading', { name: m.signup_thank_you_heading() })).toBeVisible(joinTimeout)
    await expect
      .poll(() => logs.filter((l) => l.includes('"type":"analytics"')).map((l) => JSON.parse(l).event))
      .toEqual(['signup_form_submit_attempt', 'signup_success'])
    // The heading takes focus so screen-reader users hear the result.
    await expect(page.getByRole('heading', { name: m.signup_thank_you_heading() })).toBeFocused()
    // Nothing is celebrated yet: the place is kept once the e-mail is confirmed (decision 022).
    await expect(page.locator('body > canvas')).toHaveCount(0)
    expect(requests.some((u) => /confetti/i.test(u))).toBe(false)

    // The confirmation is celebrated, on the status page, which says so itself (no toast on top).
    await page.goto('/dev/mailbox')
    const mail = page.locator('[data-mail-message]', { hasText: email })
    await page.goto(
      (await mail
        .getByRole('link', { name: /\/waitlist\/confirm\?token=/ })
        .first()
        .getAttribute('href'))!,
    )
    await page.getByRole('button', { name: m.waitlist_confirm_button() }).click()
    await expect(page.getByRole('heading', { level: 1, name: m.waitlist_status_title() })).toBeVisible()
    await expect(page.getByTestId('welcome')).toContainText(m.waitlist_confirmed_toast())
    await expect(page.locator('[data-toast]')).toHaveCount(0)
    await expect(page.locator('body > canvas')).toBeAttached()
    expect(requests.some((u) => /confetti/i.test(u))).toBe(true)
  })

  test("a field validation fired before the form's code is ready is never posted as a join", async ({ page }) => {
    const posts: string[] = []
    page.on('request', (r) => {
      if (r.method() === 'POST') posts.push(r.postData() ?? '')
    })
    await page.goto('/signup')
    await expect(page.locator('#get-early-access[data-hydrated="true"]')).toBeAttached()
    await expect(page.locator('[data-island]:has(form#waitlist)')).not.toHaveAttribute('data-island', 'ready')
    // What Conform does when a field is left: a submission through a hidden intent button, removed at once.
    // On a slow phone this can happen while the island is not marked ready yet.
    await form(page).evaluate((element: HTMLFormElement) => {
      const intent = document.createElement('button')
      intent.name = '__intent__'
      intent.value = JSON.stringify({ type: 'validate', payload: { name: 'fullName' } })
      intent.hidden = true
      element.append(intent)
      element.requestSubmit(intent)
      intent.remove()
    })
    await page.getByLabel(m.signup_form_full_name_label()).fill('Ada Okafor')
    await expect(page.locator('[data-island]:has(form#waitlist)')).toHaveAttribute('data-island', 'ready')
    await expect(form(page)).toHaveAttribute('data-validating', 'browser')
    await page.waitForTimeout(1_000)
    expect(posts).toEqual([])
    await expect(page.getByLabel(m.signup_form_email_label())).not.toHaveAttribute('aria-invalid', 'true')
  })

  test('the first simulated joiner notice appears after about 5 seconds and bumps the counter', async ({ page }) => {
    await openSignup(page)
    const started = Date.now()
    const notice = page.getByTestId('join-notice')
    await expect(notice).toBeVisible({ timeout: bound(9_000) })
    const waited = Date.now() - started
    expect(waited).toBeGreaterThan(3_500)
    await expect(page.getByRole('status').filter({ has: notice })).toHaveAttribute('aria-live', 'polite')
    await expect(notice).toContainText(/just joined the waitlist/)
    await expect(page.getByTestId('join-counter')).toContainText('985 people')
    // Shown for 5 seconds.
    await expect(notice).toBeHidden({ timeout: bound(8_000) })
  })
})

test.describe('/signup without JavaScript', () => {
  test.skip(() => !isJsOff(), 'no-JS behaviour')

  test('server errors re-render with status 400 and the error message beside each field', async ({ page }) => {
    await openSignup(page)
    const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), submitButton(page).click()])
    expect(response.status()).toBe(400)
    await expectFieldError(page, m.signup_form_full_name_label(), m.validation_full_name_required())
  })
})
