import { randomBytes } from 'node:crypto'

import { expect, type Page } from '@playwright/test'
import { bound } from '../../support/time-scale'

/** The admin account the embedded stack creates from ADMIN_EMAIL / ADMIN_PASSWORD (scripts/e2e-server.mjs). */
export const ADMIN = {
  email: 'admin@example.com',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'admin-local-password',
} as const

/** An e-mail address no other test (or earlier run on the same data directory) has used. */
export function uniqueEmail(prefix = 'user') {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`.toLowerCase()
}

/**
 * The link of the newest e-mail to `email` whose subject matches, read from the local mailbox page,
 * waiting for it (an account e-mail may arrive a moment after the page that asked for it), and for
 * more than `after` such e-mails when given. Either link style: the project's templates
 * (/auth/confirm?token_hash=…) or Supabase's default (/auth/v1/verify?token=…, what the e2e server uses).
 */
export async function mailLinkFor(page: Page, email: string, { subject, after = 0 }: { subject: RegExp; after?: number }): Promise<string> {
  const messages = () =>
    page.locator('[data-mail-message]', { hasText: email }).filter({ has: page.getByRole('heading', { name: subject }) })
  await expect
    .poll(
      async () => {
        await page.goto('/dev/mailbox')
        return messages().count()
      },
      { timeout: bound(20_000), intervals: [250, 500, 1000] },
    )
    .toBeGreaterThan(after)
  const href = await messages().first().locator('a[href*="/auth/"]').first().getAttribute('href')
  if (!href) throw new Error(`No link in the newest e-mail to ${email}`)
  return href
}

/** The newest confirmation link sent to `email`. */
export const confirmationLinkFor = (page: Page, email: string, after = 0) => mailLinkFor(page, email, { subject: /confirm/i, after })

/** The newest password reset link sent to `email`. */
export const resetLinkFor = (page: Page, email: string, after = 0) => mailLinkFor(page, email, { subject: /reset/i, after })

/** How many e-mails with that subject `email` has had. */
export async function mailCountFor(page: Page, email: string, subject: RegExp): Promise<number> {
  await page.goto('/dev/mailbox')
  return page
    .locator('[data-mail-message]', { hasText: email })
    .filter({ has: page.getByRole('heading', { name: subject }) })
    .count()
}

/** Fills and submits the sign-up form; leaves the page on /auth showing the result. */
export async function signUp(page: Page, { email, password, fullName }: { email: string; password: string; fullName: string }) {
  await page.goto('/auth?mode=sign-up')
  await page.getByLabel('Full name').fill(fullName)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign up', exact: true }).click()
  // The first sign-up of a fresh server also opens the embedded database: allow for it.
  await expect(page).not.toHaveURL(/mode=sign-up/, { timeout: bound(20_000) })
}

/**
 * Signs up through /auth?mode=sign-up, opens the confirmation e-mail in /dev/mailbox and follows its
 * link; ends signed in on /.
 */
export async function signUpAndConfirm(page: Page, user: { email: string; password: string; fullName: string }) {
  await signUp(page, user)
  await expect(page.getByText('Account created successfully. Please check your email for confirmation.').first()).toBeVisible()
  await expect(page).toHaveURL(/\/auth\?check-email=1$/)
  const link = await confirmationLinkFor(page, user.email)
  await page.goto(link)
  await expect(page).toHaveURL(/\/$/)
  await expect(accountEntries(page).first()).toBeAttached()
}

/** Signs in through /auth; ends on / with the user menu in the header. */
export async function signIn(page: Page, email: string, password: string) {
  // Some twenty tests sign in to the one admin account, in a run shorter than the account's sign-in
  // window (30 in 15 minutes, decision 008): let that window pass first, as it does between real
  // sign-ins (the test clock, POST /dev/clock, decision 028). Every other account is the test's own.
  if (email === ADMIN.email) {
    expect((await page.request.post('/dev/clock', { form: { email, seconds: '900' } })).status()).toBe(200)
  }
  await page.goto('/auth')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  // A refused sign-in takes a second by design (app/.server/account/account-pace.server.ts); a success does not.
  await expect(page).toHaveURL(/\/$/, { timeout: bound(15_000) })
  await expect(accountEntries(page).first()).toBeAttached()
}

/** The header's account entries: the avatar menu (wide screens) or the drawer's (768px and narrower). */
export const accountEntries = (page: Page) => page.locator('[data-user-menu], [data-user-drawer]')

/**
 * Opens the signed-in user's account entries the way a visitor would: the avatar menu on wide screens,
 * the Menu drawer on phones. Returns the container holding Profile, (Admin Dashboard) and Sign out.
 */
export async function openAccountMenu(page: Page) {
  // Keyboard activation, as a keyboard user would: a toast over the header cannot swallow it.
  const menu = page.locator('[data-user-menu]')
  if (await menu.isVisible()) {
    if ((await menu.getAttribute('open')) === null) {
      await menu.locator('summary').focus()
      await page.keyboard.press('Enter')
    }
    await expect(menu.getByRole('link', { name: 'Profile' })).toBeVisible()
    return menu
  }
  const drawer = page.locator('[data-user-drawer]')
  if (!(await drawer.isVisible())) {
    await page.getByRole('button', { name: 'Menu', exact: true }).focus()
    await page.keyboard.press('Enter')
  }
  await expect(drawer).toBeVisible()
  await expect(drawer.getByRole('button', { name: 'Sign out' })).toBeInViewport()
  return drawer
}

/** Signs out through the header (a POST form); ends signed out on /. */
export async function signOut(page: Page) {
  const entries = await openAccountMenu(page)
  await entries.getByRole('button', { name: 'Sign out' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByText('Signed out successfully').first()).toBeVisible()
  await expect(accountEntries(page)).toHaveCount(0)
}
