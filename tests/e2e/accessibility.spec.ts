import { randomBytes } from 'node:crypto'

import type { Browser, BrowserContext, Page } from '@playwright/test'

import { comingSoonPages } from '../../app/content/coming-soon'
import { m } from '../../app/paraglide/messages.js'
import { ADMIN, signIn, uniqueEmail } from './support/accounts'
import { a11yViolations } from './support/axe'
import { expect, isJsOff, test } from './support/test'
import { bound } from '../support/time-scale'

// Issue 12: axe finds nothing at all - whatever the impact - on any page, signed out and signed in,
// with JavaScript on and off (the two Playwright projects), on a phone and on a laptop. The pages
// reached only through an e-mail link (waitlist confirm/status/leave with a token, password reset)
// are checked with their token in waitlist-growth.spec.ts and accounts-recovery.spec.ts; here they
// are checked as someone gets them without a valid token.

function newClientAddress() {
  const hex = randomBytes(8).toString('hex')
  return `2001:db8:${hex.slice(0, 4)}:${hex.slice(4, 8)}::${hex.slice(8, 12)}:${hex.slice(12)}`
}

const PHONE = { width: 375, height: 812 }
const LAPTOP = { width: 1280, height: 800 }

const CONTENT_PAGES = [
  '/',
  '/home',
  ...Object.keys(comingSoonPages).map((path) => `/${path}`),
  '/navigator',
  ...['bank-accounts', 'credit-cards', 'investing', 'guides', 'loans'].map((tool) => `/navigator/${tool}`),
  // The credit-card comparison (no JavaScript): an answer with its paging links, and a 400 with messages.
  '/navigator/credit-cards?credit=none&state=MN&page=2',
  '/navigator/credit-cards?credit=excellent&state=ZZ',
  // The credit-union tools (no JavaScript): answers with paging, and 400s with messages.
  '/navigator/bank-accounts?zip=55401&has=passport&miles=25&page=2',
  '/navigator/bank-accounts?zip=00000',
  '/navigator/loans?state=TX&kind=new-car&amount=15000&months=60',
  '/navigator/loans?state=TX&kind=new-car&amount=5&months=60',
  '/early-access',
  '/terms',
  '/privacy',
  '/no-such-page',
  '/learn',
  '/learn/bank-account-without-ssn',
  '/learn/sending-money-home',
  '/learn/glossary',
  '/learn?q=can+i+open+bank+account+with+passport+only',
  '/learn?q=xqzv',
  '/learn?q=',
]

const TOOL_AND_FORM_PAGES = [
  '/navigator/remittance',
  // With results, with a corridor the survey does not cover, and with a message (400).
  '/navigator/remittance?to=NG&amount=200',
  '/navigator/remittance?to=SN&amount=200',
  '/navigator/remittance?to=GH',
  '/navigator/remittance/alert?to=NG',
  '/signup',
  '/signup?ref=ABCD2345',
  '/waitlist/confirm',
  '/waitlist/status',
  '/waitlist/leave',
  '/waitlist/resend',
  '/waitlist/confirm?token=not-a-real-token',
]

const ACCOUNT_PAGES = [
  '/auth',
  '/auth?mode=sign-up',
  '/auth?check-email=1',
  '/auth?redirectTo=%2Fprofile',
  '/auth/forgot-password',
  '/auth/forgot-password?sent=1',
  '/auth/resend',
  '/auth/reset-password',
]

const ADMIN_PAGES = [
  '/admin',
  '/admin/articles',
  '/admin/blogs',
  '/admin/users',
  '/admin/waitlist',
  '/admin/settings',
  '/admin/no-such-section',
  '/profile',
  '/dev/mailbox',
]

// French and Amharic (decision 030): a representative subset of each kind of page, in both languages;
// the content pages among them apart from the pages with forms, so they are checked once (below).
const inEachLocale = (paths: string[]) => ['fr', 'am'].flatMap((locale) => paths.map((path) => `/${locale}${path}`))
const LOCALIZED_CONTENT_PAGES = inEachLocale(['/', '/learn', '/learn/glossary', '/navigator', '/terms', '/no-such-page'])
const LOCALIZED_FORM_PAGES = inEachLocale(['/navigator/remittance?to=NG&amount=200', '/signup', '/auth?mode=sign-up'])

// axe takes a few seconds a page on a busy machine, and a test checks up to four pages.
test.describe.configure({ timeout: bound(120_000) })

/** Opens the page at each size and fails listing whatever axe finds there. */
async function expectAxeClean(page: Page, path: string, sizes = [PHONE]) {
  const found: string[] = []
  for (const size of sizes) {
    await page.setViewportSize(size)
    const response = await page.goto(path)
    expect(response?.status(), path).toBeLessThan(500)
    const report = await a11yViolations(page)
    if (report) found.push(`at ${size.width} px:\n${report}`)
  }
  expect(found.join('\n'), `axe violations on ${path}\n${found.join('\n')}`).toBe('')
}

/** A page seen on a phone, and on a laptop for the pages whose layout changes most between them
 * (signed out, every content page is seen at both sizes: their one check is in js-on). */
const sizesFor = (path: string, signedOut = false) =>
  (signedOut && CONTENT_PAGES.includes(path)) ||
  ['/', '/signup', '/auth', '/navigator/remittance?to=NG&amount=200', '/admin', '/profile'].includes(path)
    ? [PHONE, LAPTOP]
    : [PHONE]

// The admin's session, signed in once per worker and shared by the signed-in checks.
let adminState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined
async function signedInAsAdmin(browser: Browser) {
  if (adminState) return adminState
  const context = await browser.newContext({ javaScriptEnabled: !isJsOff(), extraHTTPHeaders: { 'X-Forwarded-For': newClientAddress() } })
  const page = await context.newPage()
  await signIn(page, ADMIN.email, ADMIN.password)
  adminState = await context.storageState()
  await context.close()
  return adminState
}

// The first sign-in on a fresh server also opens the embedded database; do that before the clock runs.
test.beforeAll(async ({ request }) => {
  await request.get('/dev/mailbox', { timeout: bound(60_000) })
})

/** Pages in groups of a few per test: one browser page walks them (a test per page spent more time
 * setting up than checking), and the groups still spread over the workers. */
function inGroups(paths: string[], size = 4): string[][] {
  const groups: string[][] = []
  for (let i = 0; i < paths.length; i += size) groups.push(paths.slice(i, i + size))
  return groups
}

/**
 * The content pages ship no script at all (`handle: { js: false }`; cheap-phone.spec.ts counts the
 * requests), so with JavaScript on the browser gets and shows exactly what it shows with it off: they
 * are checked once, in the js-on project, where axe runs in the page itself (in js-off it runs on a copy
 * of the document in a context with scripts allowed, which is the same document loaded twice).
 */
const isContentPage = (path: string) => CONTENT_PAGES.includes(path) || LOCALIZED_CONTENT_PAGES.includes(path)
function skipWhereScriptsChangeNothing(paths: string[]) {
  test.skip(isJsOff() && paths.every(isContentPage), 'no script on these pages: the js-on project checks them')
}

test.describe('signed out, axe finds nothing', () => {
  for (const paths of [...inGroups(CONTENT_PAGES), ...inGroups([...TOOL_AND_FORM_PAGES, ...ACCOUNT_PAGES])]) {
    test(paths.join(' '), async ({ page }) => {
      skipWhereScriptsChangeNothing(paths)
      for (const path of paths) await expectAxeClean(page, path, sizesFor(path, true))
    })
  }

  for (const paths of [...inGroups(LOCALIZED_CONTENT_PAGES), ...inGroups(LOCALIZED_FORM_PAGES)]) {
    test(`in French and Amharic: ${paths.join(' ')}`, async ({ page }) => {
      skipWhereScriptsChangeNothing(paths)
      for (const path of paths) await expectAxeClean(page, path, [PHONE, LAPTOP])
    })
  }

  test('the waitlist form with its messages, and the thank-you panel', async ({ page }) => {
    test.setTimeout(bound(60_000))
    await page.setViewportSize(PHONE)
    await page.goto('/signup')
    const submit = page.getByRole('button', { name: m.signup_form_submit() })
    await submit.click()
    await expect(page.getByText(/required|Please/i).first()).toBeVisible()
    expect(await a11yViolations(page), 'the form with its messages').toBe('')

    await page.getByLabel(m.signup_form_full_name_label()).fill('Ama Mensah')
    await page.getByLabel(m.signup_form_email_label()).fill(uniqueEmail('axe'))
    await page.getByLabel(m.signup_form_interest_label()).selectOption({ label: m.signup_interest_investing() })
    await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check()
    await submit.click()
    await expect(page.getByRole('heading', { name: m.signup_thank_you_heading() })).toBeVisible({ timeout: bound(20_000) })
    // The confetti canvas (drawn over the page for a moment) is hidden from assistive technology.
    expect(await a11yViolations(page), 'the thank-you panel').toBe('')
  })
})

test.describe('signed in as the admin, axe finds nothing', () => {
  const signedInContent = CONTENT_PAGES.filter((path) => !path.startsWith('/navigator/'))
  for (const paths of [...inGroups(signedInContent), ...inGroups([...TOOL_AND_FORM_PAGES.slice(0, 5), ...ADMIN_PAGES])]) {
    test(paths.join(' '), async ({ browser, clientAddress }) => {
      skipWhereScriptsChangeNothing(paths)
      const context = await browser.newContext({
        storageState: await signedInAsAdmin(browser),
        javaScriptEnabled: !isJsOff(),
        extraHTTPHeaders: { 'X-Forwarded-For': clientAddress },
      })
      try {
        const page = await context.newPage()
        for (const path of paths) {
          await expectAxeClean(page, path, sizesFor(path))
          // Still signed in (the check would otherwise pass on the signed-out page); the landing page
          // draws no site header.
          if (path !== '/early-access') await expect(page.locator('[data-user-menu], [data-user-drawer]').first(), path).toBeAttached()
        }
      } finally {
        await context.close()
      }
    })
  }

  test('a toast, and the open avatar menu', async ({ page }) => {
    await page.setViewportSize(LAPTOP)
    await signIn(page, ADMIN.email, ADMIN.password)
    await expect(page.locator('[data-toast]')).toBeVisible()
    expect(await a11yViolations(page), '/ with the sign-in toast').toBe('')
    await page.goto('/profile')
    await page.locator('[data-user-menu] summary').click()
    await expect(page.locator('[data-user-menu]')).toHaveAttribute('open', '')
    expect(await a11yViolations(page), 'the open avatar menu').toBe('')
  })
})
