import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { chromium, type Page } from '@playwright/test'

import { comingSoonPages } from '../../app/content/coming-soon'
import { socialPreview } from '../../app/content/site'
import { m } from '../../app/paraglide/messages.js'
import { ADMIN, signIn } from './support/accounts'
import { expect, isJsOff, test } from './support/test'
import { bound } from '../support/time-scale'

// Issue 12: pages that need no JavaScript ship none, and the layout/trust flaws of the UX review.

const STATIC_PAGES = [
  '/',
  '/home',
  ...Object.keys(comingSoonPages).map((path) => `/${path}`),
  '/navigator',
  '/navigator/bank-accounts',
  '/navigator/credit-cards',
  '/navigator/investing',
  '/navigator/guides',
  '/navigator/loans',
  '/terms',
  '/privacy',
  '/early-access',
  '/no-such-page',
  '/learn',
  '/learn/sending-money-home',
  '/learn/glossary',
  '/learn?q=what+is+itin',
]

/** Loads `path` and returns the URLs of every script the page requested. */
async function scriptsLoadedBy(page: Page, path: string) {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  return scripts
}

/** Waits until React Router's app has started (it keeps its router on the window). */
async function waitForApp(page: Page) {
  await page.waitForFunction(() => Boolean((window as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter))
}

/** Holds every script the page asks for until the returned function is called. */
async function holdScripts(page: Page) {
  let arrive: () => void = () => {}
  const arrived = new Promise<void>((resolve) => (arrive = resolve))
  await page.route(/\.js$/, async (route) => {
    await arrived
    await route.continue()
  })
  return arrive
}

test.describe('pages that need no JavaScript', () => {
  for (const path of STATIC_PAGES) {
    test(`${path} loads no script and has no inline script`, async ({ page }) => {
      const scripts = await scriptsLoadedBy(page, path)
      expect(scripts).toEqual([])
      const html = await (await page.request.get(path)).text()
      expect(html).not.toMatch(/<script\b/i)
      expect(html).not.toContain('modulepreload')
    })
  }

  test('still work: the drawer, links and the waitlist form reached from them', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    const scripts = await scriptsLoadedBy(page, '/terms')
    expect(scripts).toEqual([])
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    const drawer = page.getByRole('navigation', { name: 'Mobile' })
    await expect(drawer).toBeVisible()
    await drawer.getByRole('link', { name: 'Navigator' }).click()
    await expect(page).toHaveURL(/\/navigator$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Financial Tools for African Immigrants')
    await page
      .getByRole('main')
      .getByRole('link', { name: /Investment Platforms/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/navigator\/investing$/)
    await page.getByRole('main').getByRole('link', { name: 'Get Early Access' }).first().click()
    await expect(page).toHaveURL(/\/signup$/)
    await expect(page.getByRole('button', { name: 'Join the Waitlist' })).toBeVisible()
  })

  test('are reached from a page with JavaScript as a document of their own, which runs no script', async ({ page }) => {
    test.skip(isJsOff(), 'about what the running app does with a link')
    // Decision 017: a link to a page without JavaScript is a plain link, so the running app neither
    // renders nor discovers the page; a link to a page with JavaScript stays a client-side navigation.
    await page.goto('/signup')
    await waitForApp(page)
    await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true))
    await page.getByRole('navigation', { name: 'Waitlist legal' }).getByRole('link', { name: 'Terms' }).click()
    await expect(page).toHaveURL(/\/terms$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service')
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined()
    expect(await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js')).length)).toBe(0)
    await expect(page.locator('script')).toHaveCount(0)

    await page.goto('/signup')
    await waitForApp(page)
    await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true))
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/auth$/)
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
    await expect(page).toHaveURL(/\/privacy$/)
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined()
  })
})

test.describe('pages with JavaScript', () => {
  for (const path of ['/signup', '/auth', '/navigator/remittance']) {
    test(`${path} fetches its scripts only after the first contentful paint, then starts the app`, async ({ page }) => {
      test.skip(isJsOff(), 'about when the scripts start')
      const refused: string[] = []
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text())
      })
      await page.goto(path)
      // React Router keeps its router on the window once the app has started.
      await page.waitForFunction(() => Boolean((window as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter))
      const timing = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => entry.startTime),
      }))
      expect(timing.fcp).toBeGreaterThan(0)
      expect(timing.scripts.length).toBeGreaterThan(0)
      expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.fcp!)
      expect(refused).toEqual([])
    })
  }

  test('what a visitor typed before the scripts arrived counts once they have', async ({ page }) => {
    test.skip(isJsOff(), 'about when the scripts start')
    // Every script waits until the visitor has typed an address and moved on to the password.
    const arrive = await holdScripts(page)
    await page.goto('/auth')
    await page.getByLabel('Email').fill('nope')
    await page.getByLabel('Password').focus()
    await expect(page.getByText(m.validation_email_invalid())).toHaveCount(0)
    arrive()
    // The form's code is fetched without another interaction, and the field left meanwhile is checked.
    await expect(page.getByText(m.validation_email_invalid())).toBeVisible({ timeout: bound(15_000) })
    await expect(page.getByLabel('Email')).toHaveValue('nope')
  })

  test('a menu opened before the scripts arrived stays open once they have started', async ({ page }) => {
    test.skip(isJsOff(), 'about when the scripts start')
    await page.setViewportSize({ width: 375, height: 740 })
    const arrive = await holdScripts(page)
    await page.goto('/signup')
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    const drawer = page.getByRole('navigation', { name: 'Mobile' })
    await expect(drawer).toBeVisible()
    arrive()
    await waitForApp(page)
    // The page has hydrated (the waitlist section marks it) and its effects have run.
    await expect(page.locator('#get-early-access[data-hydrated="true"]')).toBeAttached({ timeout: bound(15_000) })
    await page.waitForTimeout(500)
    await expect(drawer).toBeVisible()
    // A client-side navigation still closes it.
    await page.locator('#site-drawer').getByRole('link', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/auth$/)
    await expect(drawer).toBeHidden()
  })

  test('a key pressed before the scripts arrived loads the form code once they have', async ({ page }) => {
    test.skip(isJsOff(), 'about when the scripts start')
    const arrive = await holdScripts(page)
    await page.goto('/signup')
    await page.keyboard.press('Shift')
    arrive()
    // The waitlist form's code loads on the first interaction (decision 008); this one came first.
    await expect(page.locator('form#waitlist')).toHaveAttribute('data-validating', 'browser', { timeout: bound(15_000) })
  })
})

test.describe('link previews and contact details', () => {
  test('every public page has Open Graph and Twitter card tags with a real image', async ({ page, request }) => {
    for (const path of ['/', '/terms', '/invest', '/navigator/loans', '/signup', '/auth', '/early-access']) {
      await page.goto(path)
      const title = await page.title()
      const og = (property: string) => page.locator(`meta[property="${property}"]`)
      await expect(og('og:title')).toHaveAttribute('content', title)
      await expect(og('og:description')).toHaveAttribute('content', /.{20,}/)
      await expect(og('og:url')).toHaveAttribute('content', new RegExp(`${path === '/' ? '/' : path}$`))
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
      await expect(page.locator('meta[name="twitter:title"]')).toHaveAttribute('content', title)
      const image = await og('og:image').getAttribute('content')
      expect(image).toMatch(/^https?:\/\/.+\.png$/)
      await expect(og('og:image:width')).toHaveAttribute('content', String(socialPreview.width))
    }
    const image = await request.get(socialPreview.image)
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toBe('image/png')
    const body = await image.body()
    // PNG header: width and height at bytes 16-23.
    expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([socialPreview.width, socialPreview.height])
  })

  test('the footer shows configured contact details and no phone link to a fictional number', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: 'info@diasporafinance.com' })).toHaveAttribute('href', 'mailto:info@diasporafinance.com')
    await expect(page.locator('a[href^="tel:"]')).toHaveCount(0)
    await expect(page.getByText('555')).toHaveCount(0)
  })
})

test.describe('layout at small sizes', () => {
  test('nothing overflows sideways at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 })
    for (const path of ['/', '/signup', '/auth', '/invest', '/navigator', '/terms', '/early-access']) {
      await page.goto(path)
      // Every block fits (the home feature section's phone mock-up used to be cut off by 11 px).
      const blocks = page.locator('header a, header button, main > *, main section, main figure, main h1, main h2, main form, footer')
      for (const box of await Promise.all((await blocks.all()).map((el) => el.boundingBox()))) {
        if (box && box.width > 0) expect(box.x + box.width, path).toBeLessThanOrEqual(320.5)
      }
    }
  })

  test('at 200% text size on a 375 px phone the Menu button stays on screen', async ({ browserName }, testInfo) => {
    test.skip(browserName !== 'chromium', 'uses a Chromium preference')
    // Chrome's "very large" font size, as Android font scaling sets it: a 32 px default font.
    const profile = mkdtempSync(join(tmpdir(), 'text200-'))
    mkdirSync(join(profile, 'Default'))
    writeFileSync(join(profile, 'Default', 'Preferences'), JSON.stringify({ webkit: { webprefs: { default_font_size: 32 } } }))
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
      viewport: { width: 375, height: 812 },
      javaScriptEnabled: testInfo.project.use.javaScriptEnabled !== false,
      baseURL: testInfo.project.use.baseURL,
    })
    try {
      const page = context.pages()[0] ?? (await context.newPage())
      for (const path of ['/', '/signup', '/terms']) {
        await page.goto(path)
        // The preference took effect (checked where the page can run a script).
        if (testInfo.project.use.javaScriptEnabled !== false) {
          expect(await page.locator('body').evaluate((body) => getComputedStyle(body).fontSize)).toBe('32px')
        }
        const menu = page.getByRole('button', { name: 'Menu', exact: true })
        const box = await menu.boundingBox()
        expect(box, path).not.toBeNull()
        expect(box!.x + box!.width, path).toBeLessThanOrEqual(375)
        const heading = await page.getByRole('heading', { level: 1 }).boundingBox()
        expect(heading!.x + heading!.width, path).toBeLessThanOrEqual(375)
        await menu.click()
        await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
        await page.keyboard.press('Escape')
      }
    } finally {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    }
  })
})

test.describe('the open drawer keeps focus', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('Tab cycles inside the drawer and never reaches the page behind it', async ({ page }) => {
    await page.goto('/')
    const menu = page.getByRole('button', { name: 'Menu', exact: true })
    await menu.focus()
    await page.keyboard.press('Enter')
    const drawer = page.locator('#site-drawer')
    await expect(drawer).toBeVisible()
    // The Menu button (which closes the drawer again) is the one control outside it that stays reachable.
    const focusedBehind = page.locator('body :focus:not(#site-drawer, #site-drawer *, [popovertarget="site-drawer"])')
    const focusedInside = page.locator('#site-drawer :focus')
    let visitsInside = 0
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      await expect(focusedBehind, `Tab ${i + 1} left the drawer`).toHaveCount(0)
      visitsInside += await focusedInside.count()
    }
    expect(visitsInside).toBeGreaterThan(6)
    // The page behind it cannot be reached by pointer either, and Escape still closes it.
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(page.getByRole('link', { name: 'Get Early Access' }).first()).toBeVisible()
  })
})

test.describe('overlays', () => {
  test('the joiner notice never covers the submit button, and can be dismissed by touch', async ({ page }) => {
    test.skip(isJsOff(), 'the notice is a JavaScript enhancement')
    test.setTimeout(bound(45_000))
    for (const viewport of [
      { width: 375, height: 667 },
      { width: 800, height: 700 },
      { width: 1280, height: 720 },
    ]) {
      await page.setViewportSize(viewport)
      await page.goto('/signup')
      const submit = page.getByRole('button', { name: 'Join the Waitlist' })
      await submit.scrollIntoViewIfNeeded()
      const notice = page.getByTestId('join-notice')
      await expect(notice).toBeVisible({ timeout: bound(12_000) })
      const a = await notice.boundingBox()
      const b = await submit.boundingBox()
      const overlap = a && b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
      expect(overlap, `notice over the button at ${viewport.width} px`).toBeFalsy()
      await notice
        .getByRole('button', { name: 'Dismiss notice' })
        .tap()
        .catch(() => notice.getByRole('button', { name: 'Dismiss notice' }).click())
      await expect(notice).toHaveCount(0)
    }
  })

  test('a toast has a visible Dismiss control and covers nothing', async ({ page }) => {
    // A wrong password is said by the form's banner only (decision 022); toasts come with redirects.
    await signIn(page, ADMIN.email, ADMIN.password)
    const toast = page.locator('[data-toast]')
    await expect(toast).toBeVisible()
    // It takes its own place under the header: no heading or control of the page lies beneath it.
    const covered = await toast.evaluate((el) => {
      const t = el.getBoundingClientRect()
      const header = document.querySelector('header')?.getBoundingClientRect()
      const under = [...document.querySelectorAll('h1, h2, h3, a, button, input, select, textarea, summary')].filter((other) => {
        if (el.contains(other)) return false
        const r = other.getBoundingClientRect()
        return r.width > 0 && r.height > 0 && r.left < t.right && t.left < r.right && r.top < t.bottom && t.top < r.bottom
      })
      return { under: under.map((u) => u.outerHTML.slice(0, 80)), belowHeader: !header || t.top >= header.bottom - 1 }
    })
    expect(covered).toEqual({ under: [], belowHeader: true })
    expect(await toast.evaluate((el) => getComputedStyle(el.parentElement!).position)).not.toBe('fixed')
    const dismiss = toast.getByText('Dismiss')
    await expect(dismiss).toBeVisible()
    const box = await dismiss.boundingBox()
    expect(box!.height).toBeGreaterThanOrEqual(44)
    await dismiss.click()
    await expect(toast).toBeHidden()
  })
})

test.describe('signed in', () => {
  // axe on these pages signed in: accessibility.spec.ts.
  test('the avatar menu names its visible initials and closes when focus leaves; signed-in views are private', async ({ page }) => {
    test.setTimeout(bound(60_000))
    await signIn(page, ADMIN.email, ADMIN.password)
    const summary = page.locator('[data-user-menu] summary')
    const initials = (await summary.locator('[data-avatar]').innerText()).trim()
    await expect(summary).toHaveAttribute('aria-label', new RegExp(`^${initials}\\b`))
    // Personal pages and every signed-in view answer private, no-store.
    for (const path of ['/', '/terms', '/invest', '/signup', '/profile', '/admin']) {
      const response = await page.goto(path)
      expect(response?.headers()['cache-control'], path).toBe('private, no-store')
    }
    if (!isJsOff()) {
      await page.goto('/profile')
      await summary.focus()
      await page.keyboard.press('Enter')
      await expect(page.locator('[data-user-menu]')).toHaveAttribute('open', '')
      // The menu's code is an island (account-islands.tsx), fetched on the first interaction: closing
      // on focus leaving is its work, so wait until it has arrived.
      await expect(page.locator('[data-island]:has([data-user-menu])')).toHaveAttribute('data-island', 'ready')
      for (let i = 0; i < 6 && (await page.locator('[data-user-menu][open]').count()) > 0; i++) await page.keyboard.press('Tab')
      await expect(page.locator('[data-user-menu][open]')).toHaveCount(0)
    }
  })
})
