import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'

import type { Browser, Page } from '@playwright/test'

import { waitlistAdminCopy } from '../../app/content/waitlist-admin'
import { m } from '../../app/paraglide/messages.js'
import { ADMIN, signIn } from './support/accounts'
import { expectNoA11yViolations } from './support/axe'
import { expect, isJsOff, test } from './support/test'
import { bound } from '../support/time-scale'

// The waitlist as a growth tool, end to end at phone width, with and without JavaScript: join,
// confirm from the e-mail, see the place in line, bring a friend through the referral link, watch
// the place improve; the owner finds both, filters, exports and deletes one; leaving from the e-mail.

const PHONE = { width: 375, height: 812 }
const joinTimeout = { timeout: bound(20_000) }

function newClient() {
  const hex = randomBytes(8).toString('hex')
  return `2001:db8:${hex.slice(0, 4)}:${hex.slice(4, 8)}::${hex.slice(8, 12)}:${hex.slice(12)}`
}

async function join(page: Page, { email, fullName }: { email: string; fullName: string }) {
  await expect(page.getByRole('heading', { name: m.signup_form_heading() })).toBeVisible()
  if (!isJsOff()) {
    // The form's code loads on the visitor's first interaction (docs/decisions/008): a key press is one.
    await page.keyboard.press('Shift')
    await expect(page.locator('form#waitlist')).toHaveAttribute('data-validating', 'browser')
  }
  await page.getByLabel(m.signup_form_full_name_label()).fill(fullName)
  await page.getByLabel(m.signup_form_email_label()).fill(email)
  await page.getByLabel(m.signup_form_interest_label()).selectOption({ label: m.signup_interest_investing() })
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check()
  await page.getByRole('button', { name: m.signup_form_submit() }).click()
  await expect(page.getByRole('heading', { name: m.signup_thank_you_heading() })).toBeVisible(joinTimeout)
  await expect(page.getByText(m.waitlist_check_inbox())).toBeVisible()
}

/** A link of the newest waitlist e-mail to `email`, from the local mailbox page. */
async function mailLink(page: Page, email: string, kind: 'confirm' | 'status' | 'leave'): Promise<string> {
  await page.goto('/dev/mailbox')
  const message = page.locator('[data-mail-message]', { hasText: email }).first()
  const link = message.getByRole('link', { name: new RegExp(`/waitlist/${kind}\\?token=`) }).first()
  await expect(link).toBeVisible()
  return (await link.getAttribute('href'))!
}

/** Opens the confirmation link, presses the button, lands on the status page; returns its URL and place. */
async function confirmFromMailbox(page: Page, email: string, { axe = false } = {}) {
  await page.goto(await mailLink(page, email, 'confirm'))
  await expect(page.getByRole('heading', { level: 1, name: m.waitlist_confirm_title() })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
  if (axe) await expectNoA11yViolations(page)
  await page.getByRole('button', { name: m.waitlist_confirm_button() }).click()
  await expect(page.getByRole('heading', { level: 1, name: m.waitlist_status_title() })).toBeVisible()
  await expect(page.getByText(m.waitlist_confirmed_toast()).first()).toBeVisible()
  return { statusUrl: page.url(), place: await placeOn(page) }
}

async function placeOn(page: Page): Promise<number> {
  const text = await page.getByTestId('place').textContent()
  const place = Number(text?.replace(/[^0-9]/g, ''))
  expect(place).toBeGreaterThan(0)
  return place
}

async function phoneContext(browser: Browser) {
  return browser.newContext({
    viewport: PHONE,
    javaScriptEnabled: !isJsOff(),
    extraHTTPHeaders: { 'X-Forwarded-For': newClient() },
  })
}

test('join, confirm, refer a friend, move up; the owner finds, filters, exports and deletes; leave from the e-mail', async ({
  page,
  browser,
}) => {
  test.setTimeout(bound(240_000))
  await page.setViewportSize(PHONE)
  const tag = `growth-${isJsOff() ? 'nojs' : 'js'}-${Date.now().toString(36)}${randomBytes(2).toString('hex')}`
  const first = { email: `${tag}-ada@example.com`, fullName: 'Ada Growth' }
  const friend = { email: `${tag}-bola@example.com`, fullName: 'Bola Friend' }

  // Someone confirms before Ada, so Ada's place can improve.
  const early = await phoneContext(browser)
  const earlyPage = await early.newPage()
  await earlyPage.goto('/signup')
  await join(earlyPage, { email: `${tag}-early@example.com`, fullName: 'Early Member' })
  await confirmFromMailbox(earlyPage, `${tag}-early@example.com`)
  await early.close()

  // Ada joins: pending, asked to check her inbox, given her referral link.
  await page.goto('/signup')
  await join(page, first)
  const referral = await page.getByLabel(m.waitlist_referral_label()).inputValue()
  expect(referral).toMatch(/\/signup\?ref=[a-z0-9]{12}$/)
  const share = page.getByTestId('thank-you').getByRole('link', { name: 'Share on X (Twitter)' })
  expect(new URL((await share.getAttribute('href'))!).searchParams.get('url')).toBe(referral)
  await expect(page.getByRole('button', { name: m.waitlist_resend_button() })).toBeVisible()
  if (!isJsOff()) await expectNoA11yViolations(page)

  // She confirms from the e-mail and sees her place in line.
  const ada = await confirmFromMailbox(page, first.email, { axe: true })
  await expect(page.getByTestId('confirmed-referrals')).toHaveText('0')
  await expectNoA11yViolations(page)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)

  // A friend opens Ada's link on another phone, joins and confirms.
  const other = await phoneContext(browser)
  const friendPage = await other.newPage()
  await friendPage.goto(referral)
  await expect(friendPage.getByText(m.waitlist_invited_note())).toBeVisible()
  await join(friendPage, friend)
  await confirmFromMailbox(friendPage, friend.email)
  await other.close()

  // Ada's place improves and her confirmed referral counts.
  await page.goto(ada.statusUrl)
  await expect(page.getByTestId('confirmed-referrals')).toHaveText('1')
  expect(await placeOn(page)).toBeLessThan(ada.place)

  // The owner finds both, filters, exports and deletes the friend.
  await signIn(page, ADMIN.email, ADMIN.password)
  await page.goto('/admin/waitlist')
  await expect(page.getByRole('heading', { level: 1, name: waitlistAdminCopy.title })).toBeVisible()
  await expect(page.getByRole('img', { name: waitlistAdminCopy.chart.heading })).toBeVisible()
  await expectNoA11yViolations(page)
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
  const entries = page.getByRole('list', { name: waitlistAdminCopy.table.caption })
  await page.getByLabel(waitlistAdminCopy.filters.search).fill(tag)
  await page.getByRole('button', { name: waitlistAdminCopy.filters.apply }).click()
  await expect(entries.getByRole('listitem')).toHaveCount(3)
  const statusSelect = await page.getByLabel(waitlistAdminCopy.filters.status).elementHandle()
  await expect(entries).toContainText(first.email)
  await expect(entries).toContainText(friend.email)
  await expect(entries.getByRole('listitem').filter({ hasText: friend.email })).toContainText(first.email) // referred by Ada

  await page.getByLabel(waitlistAdminCopy.filters.status).selectOption({ label: 'Pending' })
  await page.getByRole('button', { name: waitlistAdminCopy.filters.apply }).click()
  await expect(page.getByText(waitlistAdminCopy.empty)).toBeVisible()
  // With JavaScript the filter form survives the navigation (what was chosen is not thrown away).
  if (!isJsOff()) expect(await statusSelect!.evaluate((e) => e.isConnected)).toBe(true)
  await page.getByLabel(waitlistAdminCopy.filters.status).selectOption({ label: 'Confirmed' })
  await page.getByRole('button', { name: waitlistAdminCopy.filters.apply }).click()
  await expect(entries.getByRole('listitem')).toHaveCount(3)
  await expect(page).toHaveURL(/status=confirmed/)

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: waitlistAdminCopy.exportCsv }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^waitlist-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = await readFile((await download.path())!, 'utf8')
  expect(csv.startsWith('\uFEFF')).toBe(true) // a byte-order mark, so spreadsheet programs read UTF-8
  const lines = csv.slice(1).trimEnd().split('\r\n')
  expect(lines[0]).toBe(
    '"name","email","interest","status","joined","confirmed","referrer","referrals","price_alerts","preferred_language","locale"',
  )
  expect(lines).toHaveLength(4)
  expect(csv).toContain(`"Bola Friend","${friend.email}","${m.signup_interest_investing()}","confirmed"`)
  expect(lines.find((l) => l.startsWith(`"${first.fullName}"`))).toMatch(/,"1","","","en"$/) // one confirmed referral, no price alerts, no preferred language, joined in English

  await entries
    .getByRole('listitem')
    .filter({ hasText: friend.email })
    .getByRole('link', { name: /Delete/ })
    .click()
  await expect(page.getByRole('heading', { name: waitlistAdminCopy.deleteStep.heading })).toBeVisible()
  await expectNoA11yViolations(page)
  await page.getByRole('button', { name: waitlistAdminCopy.deleteStep.confirm }).click()
  await expect(page.getByText('Entry deleted').first()).toBeVisible()
  await expect(entries.getByRole('listitem')).toHaveCount(2)
  await expect(entries).not.toContainText(friend.email)

  // Ada leaves the list from her e-mail.
  await page.goto(await mailLink(page, first.email, 'leave'))
  await expect(page.getByRole('heading', { level: 1, name: m.waitlist_leave_title() })).toBeVisible()
  await expect(page.getByText(first.email)).toBeVisible()
  await expectNoA11yViolations(page)
  await page.getByRole('button', { name: m.waitlist_leave_button() }).click()
  await expect(page.getByRole('heading', { level: 1, name: m.waitlist_left_heading() })).toBeVisible()
  if (!isJsOff()) await expectNoA11yViolations(page) // without JS, axe reloads the page (the flash is spent)
  await page.goto(ada.statusUrl)
  await expect(page.getByRole('heading', { level: 1, name: m.waitlist_problem_invalid_heading() })).toBeVisible()
  await expectNoA11yViolations(page)
})

test('a scanner-style GET of the confirmation link changes nothing; a used link gets a clear page', async ({ page }) => {
  await page.setViewportSize(PHONE)
  const email = `scan-${Date.now().toString(36)}${randomBytes(2).toString('hex')}@example.com`
  await page.goto('/signup')
  await join(page, { email, fullName: 'Scan Tester' })
  const link = await mailLink(page, email, 'confirm')
  await page.goto(link)
  await page.goto(link)
  await expect(page.getByRole('button', { name: m.waitlist_confirm_button() })).toBeVisible()
  await page.getByRole('button', { name: m.waitlist_confirm_button() }).click()
  await expect(page.getByRole('heading', { level: 1, name: m.waitlist_status_title() })).toBeVisible()
  const again = await page.goto(link)
  expect(again?.status()).toBe(410)
  await expect(page.getByRole('heading', { level: 1, name: m.waitlist_confirm_used_heading() })).toBeVisible()
  const forged = await page.goto(`/waitlist/confirm?token=${randomBytes(32).toString('base64url')}`)
  expect(forged?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: m.waitlist_problem_invalid_heading() })).toBeVisible()
  await expectNoA11yViolations(page)
})

test("the status page's next steps: the analyzer, sharing without JavaScript, resend while pending, leave", async ({ page }) => {
  await page.setViewportSize(PHONE)
  const email = `next-${Date.now().toString(36)}${randomBytes(2).toString('hex')}@example.com`
  await page.goto('/signup')
  await join(page, { email, fullName: 'Next Steps' })

  // The welcome e-mail's status link, before confirming: a pending entry.
  await page.goto(await mailLink(page, email, 'status'))
  await expect(page.getByRole('heading', { level: 1, name: m.waitlist_status_title() })).toBeVisible()
  await expect(page.getByText(m.waitlist_status_pending_heading())).toBeVisible()
  const next = page.getByTestId('next-steps')
  await expect(next.getByRole('link', { name: m.waitlist_status_analyzer_link() })).toHaveAttribute('href', '/navigator/remittance')
  const share = page.getByTestId('share-links').getByRole('link')
  await expect(share.nth(0)).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=.*signup%3Fref%3D[a-z0-9]{12}$/)
  await expect(share.nth(1)).toHaveAttribute('href', /^sms:\?body=.*signup%3Fref%3D[a-z0-9]{12}$/)
  await expectNoA11yViolations(page)

  // Resend, seconds after the welcome e-mail: the page says to wait, on the page, once (no toast).
  await next.getByRole('button', { name: m.waitlist_status_resend_button() }).click()
  await expect(page.getByTestId('status-notice')).toContainText(m.waitlist_toast_too_soon())
  await expect(page.locator('[data-toast]')).toHaveCount(0)

  // Leave from the status page: the usual two-step leave page.
  await page.getByTestId('next-steps').getByRole('button', { name: m.waitlist_leave_title() }).click()
  await expect(page.getByRole('heading', { level: 1, name: m.waitlist_leave_title() })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
  await page.getByRole('button', { name: m.waitlist_leave_button() }).click()
  await expect(page.getByRole('heading', { level: 1, name: m.waitlist_left_heading() })).toBeVisible()
})
