import { randomBytes } from 'node:crypto'

import type { Browser, BrowserContext, Page } from '@playwright/test'

import { m } from '../../app/paraglide/messages.js'
import { bound } from '../support/time-scale'
import { confirmationLinkFor, signUp, signUpAndConfirm, uniqueEmail } from './support/accounts'
import { expectNoA11yViolations } from './support/axe'
import { startOwnServer } from './support/own-server'
import { expect, isJsOff, test } from './support/test'

// Savings circles end to end at phone width, with and without JavaScript (issue 35; decision 043): an
// organiser creates a circle and invites two members, who accept from the mailbox's links (one of them
// signed out first: the link survives sign-in); a round is recorded; the three read the same schedule
// and history. Then `npm run circles:remind` runs against the data directory (the app stopped, as for
// the price alerts: one process at a time opens it): one e-mail per due member, and a second run none.

test.use({ viewport: { width: 375, height: 812 } })

const PASSWORD = 'correct-horse-42'

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

async function person(browser: Browser, origin: string, label: string) {
  const hex = randomBytes(8).toString('hex')
  const context: BrowserContext = await browser.newContext({
    baseURL: origin,
    viewport: { width: 375, height: 812 },
    javaScriptEnabled: !isJsOff(),
    extraHTTPHeaders: { 'X-Forwarded-For': `2001:db8:${hex.slice(0, 4)}:${hex.slice(4, 8)}::${hex.slice(8, 12)}:${hex.slice(12)}` },
  })
  const page = await context.newPage()
  const user = { email: uniqueEmail(`circle-${label}`), password: PASSWORD, fullName: `${label} Tester` }
  await signUp(page, user)
  await page.goto(await confirmationLinkFor(page, user.email))
  await expect(page).toHaveURL(/\/$/)
  return { ...user, context, page }
}

async function invitationLink(page: Page, email: string): Promise<string> {
  const mail = () => page.locator('[data-mail-message]', { hasText: email }).filter({ hasText: m.circles_email_invite_subject() })
  await expect
    .poll(
      async () => {
        await page.goto('/dev/mailbox')
        return mail().count()
      },
      { timeout: bound(20_000) },
    )
    .toBe(1)
  return (await mail().locator('a[href*="/circles/join?token="]').first().getAttribute('href'))!
}

/** What a member reads on the circle page: the schedule, this round's statuses and the history. */
async function circleRecord(page: Page, path: string) {
  await page.goto(path)
  await expect(page.getByTestId('never-money')).toHaveText(m.circles_never_money())
  return {
    schedule: await page.getByTestId('schedule').innerText(),
    status: await page.getByTestId('round-status').innerText(),
    history: await page.getByTestId('history').innerText(),
  }
}

test('savings circle: create, invite two members from the mailbox, record a round, same record for all; reminders once', async ({
  browser,
}) => {
  test.setTimeout(bound(300_000))
  const server = await startOwnServer('e2e-circles-')
  const origin = server.origin
  const start = day(5)
  try {
    const [organiser, alice, bob] = [
      await person(browser, origin, 'organiser'),
      await person(browser, origin, 'alice'),
      await person(browser, origin, 'bob'),
    ]

    // The organiser starts the circle; a bad amount and a forged payout order first: each field's message,
    // tied to its field (the radio group described by its own), the other values kept, axe clean.
    const o = organiser.page
    await o.goto('/circles/new')
    await o.getByLabel(m.circles_field_name()).fill('Family equb')
    await o.getByLabel(m.circles_field_contribution()).fill('-5')
    await o.getByLabel(m.circles_field_start()).fill(start)
    await o.getByLabel(m.circles_order_manual()).evaluate((radio) => ((radio as HTMLInputElement).value = 'sometimes'))
    await o.getByRole('button', { name: m.circles_create_submit() }).click()
    await expect(o.getByText(m.circles_error_amount())).toBeVisible()
    const order = o.getByRole('radiogroup', { name: m.circles_field_order() })
    await expect(order).toHaveAttribute('aria-invalid', 'true')
    await expect(order).toHaveAccessibleDescription(m.circles_error_payout_order())
    await expect(o.getByLabel(m.circles_field_name())).toHaveValue('Family equb')
    await expectNoA11yViolations(o)
    await o.getByLabel(m.circles_order_manual()).check()
    await o.getByLabel(m.circles_field_contribution()).fill('100')
    await o.getByRole('button', { name: m.circles_create_submit() }).click()
    await expect(o.getByRole('heading', { level: 1, name: 'Family equb' })).toBeVisible()
    const circlePath = new URL(o.url()).pathname
    await expectNoA11yViolations(o)

    for (const member of [alice, bob]) {
      await o.goto(circlePath)
      await o.getByLabel(m.circles_field_email()).fill(member.email)
      await o.getByRole('button', { name: m.circles_invite_submit() }).click()
      await expect(o.getByText(m.circles_invited()).first()).toBeVisible()
    }

    // Alice, signed in, accepts from the link.
    await alice.page.goto(await invitationLink(alice.page, alice.email))
    await expect(alice.page.getByText(m.circles_join_valid({ name: 'Family equb' }))).toBeVisible()
    await alice.page.getByRole('button', { name: m.circles_join_submit() }).click()
    await expect(alice.page).toHaveURL(new RegExp(`${circlePath}$`))

    // Bob opens the link signed out: sign-in first, and back to the invitation.
    const bobLink = await invitationLink(bob.page, bob.email)
    await bob.context.clearCookies()
    await bob.page.goto(bobLink)
    await expect(bob.page).toHaveURL(/\/auth\?redirectTo=/)
    await bob.page.getByLabel('Email').fill(bob.email)
    await bob.page.getByLabel('Password').fill(PASSWORD)
    await bob.page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(bob.page.getByRole('button', { name: m.circles_join_submit() })).toBeVisible({ timeout: bound(15_000) })
    await bob.page.getByRole('button', { name: m.circles_join_submit() }).click()
    await expect(bob.page).toHaveURL(new RegExp(`${circlePath}$`))

    // The organiser sets the order by hand: first two members in one round (the field's message), then
    // bob in round 2 and alice in round 3 (the organiser keeps round 1).
    await o.goto(circlePath)
    const orderFor = (name: string) => o.getByLabel(m.circles_order_member({ member: name }))
    await orderFor('alice Tester').selectOption('3')
    await o.getByRole('button', { name: m.circles_order_submit() }).click()
    await expect(o.getByText(m.circles_error_order({ count: 3 }))).toBeVisible()
    await orderFor('alice Tester').selectOption('3')
    await orderFor('bob Tester').selectOption('2')
    await o.getByRole('button', { name: m.circles_order_submit() }).click()
    await expect(o.getByText(m.circles_ordered()).first()).toBeVisible()

    // The organiser records alice's share of round 1.
    await o.goto(circlePath)
    await o.getByLabel(m.circles_field_member()).first().selectOption({ label: 'alice Tester' })
    await o.getByRole('button', { name: m.circles_record_submit() }).click()
    await expect(o.getByText(m.circles_recorded()).first()).toBeVisible()

    const records = await Promise.all([organiser, alice, bob].map((p) => circleRecord(p.page, circlePath)))
    expect(records[1]).toEqual(records[0])
    expect(records[2]).toEqual(records[0])
    expect(records[0].schedule).toContain('alice Tester')
    expect(records[0].history).toContain('organiser Tester recorded $100.00 from alice Tester for round 1')
    expect(records[0].history).toContain(
      m.circles_history_ordered({ actor: 'organiser Tester', note: '1. organiser Tester, 2. bob Tester, 3. alice Tester' }),
    )
    await expectNoA11yViolations(bob.page)

    // Reminders two days before round 1: bob has not paid (one e-mail), the organiser receives it (one).
    await server.stop()
    const command = ['--import', 'tsx', 'scripts/circles-remind.ts', '--today', day(2)]
    expect((await server.command(command)).output()).toContain('2 e-mail(s) sent of 2 due')
    expect((await server.command(command)).output()).toContain('0 e-mail(s) sent of 2 due')
    await server.start()
    await o.goto('/dev/mailbox')
    const reminders = o.locator('[data-mail-message]').filter({ hasText: /Round 1 / })
    await expect(reminders).toHaveCount(2)
    await expect(reminders.filter({ hasText: bob.email })).toHaveCount(1)
    await expect(reminders.filter({ hasText: organiser.email })).toHaveCount(1)
    await expect(reminders.filter({ hasText: alice.email })).toHaveCount(0)

    // At 320 px with 200% text (as tests/e2e/reflow.spec.ts sets it), no sideways scroll on the circle
    // page (with the organiser's forms) or on /goals signed in.
    await o.setViewportSize({ width: 320, height: 640 })
    const cdp = await o.context().newCDPSession(o)
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } })
    for (const path of [circlePath, '/goals']) {
      await o.goto(path)
      await expect(o.getByRole('heading', { level: 1 })).toBeVisible()
      expect(await o.evaluate(() => getComputedStyle(document.documentElement).fontSize), path).toBe('32px')
      expect(await o.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320)
    }
  } finally {
    await server.close()
  }
})

test('goals: signed out, what it does and a sign-in link; signed in, a goal, a deposit and the plain maths', async ({ page }) => {
  await page.goto('/goals')
  await expect(page.getByRole('heading', { level: 1, name: m.coming_soon_pages_goals_heading() })).toBeVisible()
  await expect(page.getByTestId('ai-notice')).toHaveText(m.coming_soon_pages_goals_paragraphs_1())
  await expect(page.getByRole('link', { name: m.goals_sign_in() })).toHaveAttribute('href', '/auth?redirectTo=%2Fgoals')
  await expectNoA11yViolations(page)

  await signUpAndConfirm(page, { email: uniqueEmail('goals'), password: PASSWORD, fullName: 'Goal Tester' })
  await page.goto('/goals')
  await page.getByLabel(m.goals_field_name()).fill('School fees back home')
  await page.getByLabel(m.goals_field_amount()).fill('abc')
  await page.getByLabel(m.goals_field_date()).fill(day(70))
  await page.getByRole('button', { name: m.goals_add_submit() }).click()
  await expect(page.getByText(m.circles_error_amount())).toBeVisible()
  await page.getByLabel(m.goals_field_amount()).fill('1000')
  await page.getByRole('button', { name: m.goals_add_submit() }).click()
  const goal = page.getByTestId('goal')
  await expect(goal.getByRole('heading', { name: 'School fees back home' })).toBeVisible()
  await goal.getByLabel(m.goals_field_deposit()).fill('300')
  await goal.getByRole('button', { name: `${m.goals_deposit_submit()}: School fees back home` }).click()
  await expect(
    page.getByTestId('goal').getByText(m.goals_progress({ saved: '$300.00', amount: '$1,000.00', percent: '30%' })),
  ).toBeVisible()
  await expect(page.getByTestId('goal').getByText(/a week, or/)).toBeVisible()
  await expectNoA11yViolations(page)
})
