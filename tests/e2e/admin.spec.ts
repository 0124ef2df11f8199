import type { Page } from '@playwright/test'

import {
  adminCopy,
  adminNav,
  postSections,
  sampleArticles,
  sampleBlogs,
  sampleStats,
  sampleUsers,
  unauthorizedToast,
} from '../../app/content/admin'
import { TITLE_AND_CONTENT_REQUIRED, WEBHOOK_URL_INVALID } from '../../app/lib/admin-schemas'
import { ADMIN, signIn, signUpAndConfirm, uniqueEmail } from './support/accounts'
import { expectNoA11yViolations } from './support/axe'
import { expect, isJsOff, test } from './support/test'
import { bound } from '../support/time-scale'

const adminMenu = (page: Page) => page.getByRole('navigation', { name: adminCopy.navLabel })
const toast = (page: Page) => page.locator('[data-toast]')

/** Signs the admin in and opens the admin area from the header's avatar menu. */
async function openAdminAsAdmin(page: Page) {
  await signIn(page, ADMIN.email, ADMIN.password)
  const menu = page.locator('[data-user-menu]:visible').first()
  await menu.locator('summary').click()
  await menu.getByRole('link', { name: 'Admin Dashboard' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { level: 1, name: adminCopy.dashboard.title })).toBeVisible()
}

// The first sign-in on a fresh server also opens the embedded database; do that before the clock runs.
test.beforeAll(async ({ request }) => {
  await request.get('/dev/mailbox', { timeout: bound(60_000) })
})

test.describe('the admin', () => {
  test('visits every section from the side menu', async ({ page }) => {
    test.slow() // five pages, each with an axe run
    await openAdminAsAdmin(page)
    const main = page.getByRole('main')

    // Dashboard: four stat cards and two honest empty cards.
    await expect(adminMenu(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
    for (const stat of sampleStats) {
      await expect(main.getByRole('definition').filter({ hasText: stat.value }).first()).toBeVisible()
      await expect(main.getByRole('term').filter({ hasText: stat.label })).toBeVisible()
    }
    for (const card of [adminCopy.dashboard.recentArticles, adminCopy.dashboard.recentActivity]) {
      const region = main.getByRole('region', { name: card.heading })
      await expect(region).toBeVisible()
      await expect(region.getByText(card.empty)).toBeVisible()
    }

    const tables = [
      { label: 'Articles', rows: sampleArticles.map((r) => [r.title, r.status]) },
      { label: 'Blogs', rows: sampleBlogs.map((r) => [r.title, r.status]) },
      { label: 'Users', rows: sampleUsers.map((u) => [u.name, u.email, u.status]) },
    ]
    for (const { label, rows } of tables) {
      await adminMenu(page).getByRole('link', { name: label }).click()
      await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible()
      await expect(adminMenu(page).getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page')
      await expect(adminMenu(page).locator('[aria-current="page"]')).toHaveCount(1)
      const body = main.getByRole('table').getByRole('rowgroup').nth(1)
      await expect(body.getByRole('row')).toHaveCount(3)
      for (const [i, cells] of rows.entries()) {
        for (const cell of cells) await expect(body.getByRole('row').nth(i)).toContainText(cell)
      }
    }

    await adminMenu(page).getByRole('link', { name: 'Settings' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
    await expect(page.getByRole('switch', { name: 'Email notifications' })).toBeVisible()
    await expect(page.getByRole('switch', { name: 'Analytics' })).toBeVisible()

    // Back to the dashboard through the menu: the index item is current again, and only it.
    await adminMenu(page).getByRole('link', { name: 'Dashboard' }).click()
    await expect(page).toHaveURL(/\/admin$/)
    await expect(adminMenu(page).locator('[aria-current="page"]')).toHaveText('Dashboard')
  })

  test('submits a New article without and then with the required fields', async ({ page }) => {
    test.slow() // two 1-second simulated saves' worth of round trips and three axe runs
    const section = postSections.articles
    await openAdminAsAdmin(page)
    await page.goto('/admin/articles')
    await page.getByRole('link', { name: section.newLabel }).click()
    await expect(page).toHaveURL(/\/admin\/articles\?new=1$/)
    const form = page.getByRole('region', { name: section.formHeading })
    await expect(form).toBeVisible()
    await expectNoA11yViolations(page)

    // Only a title: refused with the spec's message, the title kept, content marked invalid.
    await form.getByLabel('Title').fill('A draft with no body')
    await form.getByRole('button', { name: section.submit }).click()
    await expect(form.getByRole('alert')).toContainText(TITLE_AND_CONTENT_REQUIRED)
    await expect(form.getByLabel('Title')).toHaveValue('A draft with no body')
    await expect(form.getByLabel('Content')).toHaveAttribute('aria-invalid', 'true')
    await expectNoA11yViolations(page)

    await form.getByLabel('Excerpt').fill('A short summary.')
    await form.getByLabel('Content').fill('The body of the article.')
    const started = Date.now()
    await form.getByRole('button', { name: section.submit }).click()
    await expect(toast(page)).toContainText(section.savedToast.message)
    await expect(toast(page)).toContainText(section.savedToast.description)
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000) // the simulated save waits 1 s
    await expect(page).toHaveURL(/\/admin\/articles$/)
    // Nothing was persisted: still the three sample rows, no "A draft with no body".
    await expect(page.getByRole('table').getByRole('rowgroup').nth(1).getByRole('row')).toHaveCount(3)
    await expect(page.getByText('A draft with no body')).toHaveCount(0)
  })

  test('submits a New blog post', async ({ page }) => {
    const section = postSections.blogs
    await openAdminAsAdmin(page)
    await page.goto('/admin/blogs?new=1')
    const form = page.getByRole('region', { name: section.formHeading })
    await form.getByRole('button', { name: section.submit }).click()
    await expect(form.getByRole('alert')).toContainText(TITLE_AND_CONTENT_REQUIRED)
    await form.getByLabel('Title').fill('Community update')
    await form.getByLabel('Content').fill('What happened this month.')
    await form.getByRole('button', { name: section.submit }).click()
    await expect(toast(page)).toContainText(section.savedToast.message)
    await expect(page).toHaveURL(/\/admin\/blogs$/)
  })

  test('saves settings and sees the toast; the API key never comes back', async ({ page }) => {
    await openAdminAsAdmin(page)
    await page.goto('/admin/settings')
    const apiKey = page.getByLabel('API key')
    await expect(apiKey).toHaveAttribute('type', 'password')
    await expect(apiKey).toHaveAttribute('autocomplete', 'off')
    const secret = `sk-test-${Date.now()}`

    await page.getByLabel('Site name').fill('Diaspora Finance Preview')
    await apiKey.fill(secret)
    await page.getByLabel('Webhook URL').fill('not a url')
    await page.getByRole('button', { name: adminCopy.settings.submit }).click()
    await expect(page.getByText(WEBHOOK_URL_INVALID)).toBeVisible()
    await expect(page.getByLabel('Site name')).toHaveValue('Diaspora Finance Preview')
    if (isJsOff()) {
      // The server's 400 page: the typed API key is not in it.
      await expect(apiKey).toHaveValue('')
      expect(await page.content()).not.toContain(secret)
    }

    await page.getByLabel('Webhook URL').fill('https://example.com/hooks/admin')
    const analytics = page.getByRole('switch', { name: 'Analytics' })
    await analytics.check()
    await expect(analytics).toBeChecked()
    await apiKey.fill(secret)
    await page.getByRole('button', { name: adminCopy.settings.submit }).click()
    await expect(toast(page)).toContainText('Settings saved')
    expect(await page.content()).not.toContain(secret)
  })

  test('an unknown admin path shows a not-found page inside the admin layout (404)', async ({ page }) => {
    await signIn(page, ADMIN.email, ADMIN.password)
    const response = await page.goto('/admin/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: adminCopy.notFound.heading })).toBeVisible()
    await expect(adminMenu(page)).toBeVisible()
    await expect(adminMenu(page).locator('[aria-current="page"]')).toHaveCount(0)
    await page.getByRole('link', { name: adminCopy.notFound.backLink }).click()
    await expect(page).toHaveURL(/\/admin$/)
  })

  test('at phone width (375px) the whole menu is on screen and every section fits', async ({ page }) => {
    test.slow() // five pages, each with an axe run
    await page.setViewportSize({ width: 375, height: 812 })
    await signIn(page, ADMIN.email, ADMIN.password)
    await page.goto('/admin')
    const menu = adminMenu(page)
    await expect(menu).toBeVisible()
    for (const item of adminNav) {
      await menu.getByRole('link', { name: item.label }).click()
      await expect(page).toHaveURL(new RegExp(`${item.to}$`))
      await expect(menu.getByRole('link', { name: item.label })).toHaveAttribute('aria-current', 'page')
      await expect(menu.getByRole('link', { name: item.label })).toBeInViewport()
      // The page itself never scrolls sideways (wide tables scroll inside their own box).
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
    }
    // Records are cards on a phone, every field labelled and on screen.
    await menu.getByRole('link', { name: 'Users' }).click()
    const cards = page.getByRole('list', { name: adminCopy.users.caption }).getByRole('listitem')
    await expect(cards).toHaveCount(3)
    await expect(cards.first()).toContainText(sampleUsers[0].email)
    await expect(cards.first().getByText(sampleUsers[0].status)).toBeInViewport()
    await page.goto('/admin/articles?new=1')
    await page.getByRole('button', { name: postSections.articles.submit }).click()
    await expect(page.getByRole('alert').filter({ hasText: TITLE_AND_CONTENT_REQUIRED })).toBeVisible()
  })
})

test.describe('anyone else', () => {
  test('a normal user never sees Admin Dashboard and is turned away from /admin', async ({ page }) => {
    const user = { email: uniqueEmail('not-admin'), password: 'correct-horse-9', fullName: 'Nia Normal' }
    await signUpAndConfirm(page, user)
    // Neither in the avatar menu nor in the drawer, open or closed.
    await expect(page.locator('a[href="/admin"]')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Admin Dashboard', includeHidden: true })).toHaveCount(0)
    await page.setViewportSize({ width: 375, height: 812 })
    await page.reload()
    await expect(page.getByRole('link', { name: 'Admin Dashboard', includeHidden: true })).toHaveCount(0)

    for (const path of ['/admin', '/admin/settings', '/admin/no-such-page']) {
      await page.goto(path)
      await expect(page).toHaveURL(/\/$/)
      await expect(toast(page)).toContainText(unauthorizedToast.message)
      await expect(toast(page)).toContainText(unauthorizedToast.description)
    }
    await expect(page.getByRole('navigation', { name: adminCopy.navLabel })).toHaveCount(0)
  })

  test('a signed-out visitor is sent to /auth', async ({ page }) => {
    for (const path of ['/admin', '/admin/users', '/admin/anything']) {
      await page.goto(path)
      await expect(page).toHaveURL(`/auth?redirectTo=${encodeURIComponent(path)}`)
    }
  })
})

test.describe('the waitlist table at 1280px (issue 20)', () => {
  test('shows whole addresses and the Delete link without a sideways scroll', async ({ page, request }) => {
    const email = uniqueEmail('a-rather-long-address-for-the-table')
    const joined = await request.post('/signup', {
      form: { fullName: 'Wide Table', email, interest: 'homeland', terms: 'on' },
      headers: { 'X-Forwarded-For': `2001:db8::${Date.now().toString(16).slice(-4)}:1` },
      maxRedirects: 0,
    })
    expect(joined.status()).toBe(302)
    await page.setViewportSize({ width: 1280, height: 800 })
    await signIn(page, ADMIN.email, ADMIN.password)
    await page.goto(`/admin/waitlist?q=${encodeURIComponent(email)}`)
    const table = page.getByRole('table', { name: 'Waitlist entries' })
    await expect(table).toBeVisible()
    const row = table.getByRole('row').filter({ hasText: 'Wide Table' })
    // The address breaks only where it must (this one is long), never every four or five letters.
    const address = row.getByText(email, { exact: true })
    const box = (await address.boundingBox())!
    const lineHeight = await address.evaluate((e) => parseFloat(getComputedStyle(e).lineHeight) || 20)
    const lines = Math.max(1, Math.round(box.height / lineHeight))
    expect(email.length / lines).toBeGreaterThanOrEqual(20)
    await page.screenshot({ path: test.info().outputPath('waitlist-table-1280.png') })
    // The Delete link is inside the window and the table does not scroll sideways.
    const remove = row.getByRole('link', { name: /Delete/ })
    const removeBox = (await remove.boundingBox())!
    expect(removeBox.x + removeBox.width).toBeLessThanOrEqual(1280)
    const scroller = table.locator('xpath=..')
    expect(await scroller.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0)
    await expect(page.getByText(/Showing 1 of 1 entry/)).toBeVisible()
  })

  test('hides a first name from the sign-up notices and shows it again, with a plain form (decision 035)', async ({ page, request }) => {
    const email = uniqueEmail('hide-name')
    const joined = await request.post('/signup', {
      form: { fullName: 'Hideable Person', email, interest: 'banking', terms: 'on' },
      // A /64 of its own: per-client limits count an IPv6 address by its /64 (decision 036).
      headers: { 'X-Forwarded-For': `2001:db8:35:${Date.now().toString(16).slice(-4)}::2` },
      maxRedirects: 0,
    })
    expect(joined.status()).toBe(302)
    await page.setViewportSize({ width: 1280, height: 800 })
    await signIn(page, ADMIN.email, ADMIN.password)
    await page.goto(`/admin/waitlist?q=${encodeURIComponent(email)}`)
    const row = page.getByRole('table', { name: 'Waitlist entries' }).getByRole('row').filter({ hasText: 'Hideable Person' })
    await expect(row.getByText('Name hidden from sign-up notices')).toHaveCount(0)
    await row.getByRole('button', { name: 'Hide name of Hideable Person in sign-up notices' }).click()
    await expect(toast(page)).toContainText('Name hidden')
    await expect(page).toHaveURL(`/admin/waitlist?q=${encodeURIComponent(email)}`)
    await expect(row.getByText('Name hidden from sign-up notices')).toBeVisible()
    await expectNoA11yViolations(page)
    await row.getByRole('button', { name: 'Show name of Hideable Person in sign-up notices' }).click()
    await expect(toast(page)).toContainText('Name shown again')
    await expect(row.getByText('Name hidden from sign-up notices')).toHaveCount(0)
    await expect(row.getByRole('button', { name: /Hide name/ })).toBeVisible()
  })
})
