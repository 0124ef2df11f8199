import { randomBytes } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import type { Page } from '@playwright/test'

import { m } from '../../app/paraglide/messages.js'
import { expectNoA11yViolations } from './support/axe'
import { startOwnServer } from './support/own-server'
import { expect, test } from './support/test'
import { bound } from '../support/time-scale'

// Price alerts end to end at phone width, with and without JavaScript (docs/decisions/023): ask on
// the Nigeria answer, confirm from the local mailbox, then `npm run remittance:alerts` as the
// operator runs it after installing a newer survey, against the same embedded data directory. The
// embedded database is one process's at a time, so this spec runs its own app on a data directory of
// its own, stops it for the command (as docs/operations/data-updates.md says to), and starts it again to read the mailbox
// (tests/e2e/support/own-server.ts).

test.use({ viewport: { width: 375, height: 812 } })

// The first join of a fresh server opens the e-mail function and the disposable-domain list, as in
// waitlist-growth.spec.ts.
const joinTimeout = { timeout: bound(20_000) }

/** The app's data as the next survey would have it: 2025Q4 published, with new prices for Nigeria only. */
function newerSurvey(dir: string): string {
  const data = JSON.parse(readFileSync('app/data/remittance/us-africa-corridors.json', 'utf8'))
  data.source.quarter = '2025Q4'
  data.source.edition = 'Test edition (Q4 2025)'
  const nigeria = data.corridors.find((c: { to: string }) => c.to === 'NG')
  const cheapest = Math.min(
    ...nigeria.quotes.filter((q: { amount_usd: number }) => q.amount_usd === 200).map((q: { total_cost_pct: number }) => q.total_cost_pct),
  )
  nigeria.trend.push({ quarter: '2025Q4', average_cost_pct: nigeria.average_cost_pct_200, cheapest_cost_pct: cheapest })
  const file = join(dir, 'next-survey.json')
  writeFileSync(file, JSON.stringify(data))
  return file
}

const alertSubject = 'New prices for sending money to Nigeria'

async function mailboxMessages(page: Page, origin: string, email: string) {
  await page.goto(`${origin}/dev/mailbox`)
  return page.locator('[data-mail-message]', { hasText: email })
}

test('price alert: ask on the answer, confirm from the e-mail; the alert command sends one e-mail, a second run none', async ({ page }) => {
  test.setTimeout(bound(240_000))
  const server = await startOwnServer('e2e-price-alerts-')
  const origin = server.origin
  const email = `alert.${randomBytes(4).toString('hex')}@example.com`
  try {
    // The form sits after the answer for Nigeria, USD 200.
    await page.goto(`${origin}/navigator/remittance?to=NG&amount=200`)
    const form = page.getByRole('region', { name: m.price_alerts_heading({ country: 'Nigeria' }) })
    await expect(form).toBeVisible()
    await expect(form.locator('input[name="corridor"]')).toHaveValue('NG')
    // Without the terms: the waitlist's message, input kept.
    await form.getByLabel(m.signup_form_full_name_label()).fill('Ada Okafor')
    await form.getByLabel(m.signup_form_email_label()).fill(email)
    await form.getByLabel(m.signup_form_interest_label()).selectOption({ label: m.signup_interest_homeland() })
    await form.getByRole('button', { name: m.price_alerts_submit() }).click()
    await expect(page.getByText('You must accept the Terms of Service and Privacy Policy')).toBeVisible()
    await expect(page.getByLabel(m.signup_form_email_label())).toHaveValue(email)
    await expectNoA11yViolations(page)
    await page.getByRole('checkbox', { name: new RegExp(m.signup_form_terms_before().trim()) }).check()
    await page.getByRole('button', { name: m.price_alerts_submit() }).click()
    await expect(page.getByRole('heading', { level: 1, name: m.price_alerts_done_heading() })).toBeVisible(joinTimeout)
    await expect(page.getByText(m.price_alerts_done_body({ country: 'Nigeria' }))).toBeVisible()
    await expectNoA11yViolations(page)

    // Double opt-in: confirm from the mailbox link.
    const confirmLink = (await mailboxMessages(page, origin, email)).first().getByRole('link', { name: /\/waitlist\/confirm\?token=/ })
    await page.goto((await confirmLink.getAttribute('href'))!)
    await page.getByRole('button', { name: m.waitlist_confirm_button() }).click()
    await expect(page.getByRole('heading', { level: 1, name: m.waitlist_status_title() })).toBeVisible()

    // The operator installs a newer survey and runs the command against the data directory.
    await server.stop()
    const survey = newerSurvey(server.dataDir)
    const command = ['--import', 'tsx', 'scripts/remittance-alerts.ts', '--data', survey]
    const first = await server.command(command)
    expect(first.output()).toContain('remittance:alerts: NG 2025Q4: 1 sent of 1 due')
    expect(first.output()).toContain('1 e-mail(s) sent, 0 failed')
    const second = await server.command(command)
    expect(second.output()).toContain('0 e-mail(s) sent, 0 failed')

    await server.start()
    const alerts = (await mailboxMessages(page, origin, email)).filter({ hasText: alertSubject })
    await expect(alerts).toHaveCount(1)
    await expect(alerts.getByText(/Prices surveyed in October-December 2025/)).toBeVisible()

    // Its leave link works.
    const leave = alerts.getByRole('link', { name: /\/waitlist\/leave\?token=/ })
    await page.goto((await leave.getAttribute('href'))!)
    await page.getByRole('button', { name: m.waitlist_leave_button() }).click()
    await expect(page.getByRole('heading', { level: 1, name: m.waitlist_left_heading() })).toBeVisible()
  } finally {
    await server.close()
  }
})
