import { type Page, expect, test } from '@playwright/test'

import { comingSoonPages } from '../../app/content/coming-soon'
import { phoneMockup, slides, solutions } from '../../app/content/home'
import { navigatorTabs, navigatorTools } from '../../app/content/navigator'
import { testimonials } from '../../app/content/testimonials'
import { m } from '../../app/paraglide/messages.js'

const year = new Date().getFullYear()

type PublicPage = { path: string; heading: string; check?: (page: Page) => Promise<void> }

async function expectComingSoonBadge(page: Page) {
  await expect(page.getByRole('main').getByText('Coming Soon', { exact: true }).first()).toBeVisible()
}

async function expectHome(page: Page) {
  const main = page.getByRole('main')
  await expect(main.getByRole('list', { name: 'Story slides' }).getByRole('listitem')).toHaveCount(8)
  for (const slide of slides) await expect(main.getByRole('heading', { name: slide.title() })).toBeAttached()
  await expect(main.getByRole('navigation', { name: 'Navigator tabs' }).getByRole('link')).toHaveCount(5)
  await expect(main.getByRole('img', { name: /placeholder logo/ })).toHaveCount(5)
  for (const solution of solutions) await expect(main.getByRole('heading', { name: solution.title(), exact: true })).toBeVisible()
  await expect(main.getByText(phoneMockup.balance)).toBeVisible()
  await expect(main.getByText(`-${phoneMockup.transactions[0].amount}`)).toHaveCount(2)
  await expect(main.getByText(`+${phoneMockup.transactions[0].amount}`)).toHaveCount(1)
  for (const t of testimonials) await expect(main.getByText(t.quote())).toBeVisible()
  // Every call to action leads somewhere real (UX review item 4).
  await expect(main.getByRole('link', { name: 'Get Started Now' })).toHaveAttribute('href', '/signup')
  await expect(main.getByRole('link', { name: 'Book a Consultation' })).toHaveAttribute(
    'href',
    /^mailto:info@diasporafinance\.com\?subject=/,
  )
  await expect(main.getByRole('link', { name: 'Sign Up Now' })).toHaveAttribute('href', '/auth?mode=sign-up')
  await expect(main.getByRole('button')).toHaveCount(0)
}

const publicPages: PublicPage[] = [
  { path: '/', heading: m.home_hero_heading(), check: expectHome },
  { path: '/home', heading: m.home_hero_heading(), check: expectHome },
  ...Object.entries(comingSoonPages).map(([path, copy]) => ({
    path: `/${path}`,
    heading: copy.heading(),
    check: copy.comingSoon ? expectComingSoonBadge : undefined,
  })),
  {
    path: '/navigator',
    heading: 'Financial Tools for African Immigrants',
    check: async (page) => {
      const cards = page.getByRole('main').getByRole('listitem').getByRole('link')
      await expect(cards).toHaveCount(5)
      for (const slug of ['bank-accounts', 'credit-cards', 'investing', 'remittance', 'guides']) {
        await expect(page.getByRole('main').locator(`a[href="/navigator/${slug}"]`)).toBeVisible()
      }
    },
  },
  // Live tools have their own specs (the Remittance Cost Analyzer: remittance.spec.ts).
  ...Object.values(navigatorTools)
    .filter((tool) => !tool.live)
    .map((tool) => ({
      path: `/navigator/${tool.slug}`,
      heading: tool.heading(),
      check: async (page: Page) => {
        await expectComingSoonBadge(page)
        if (tool.slug === 'investing') {
          await expect(page.getByRole('main').getByRole('link', { name: tool.action!.label() })).toHaveAttribute('href', '/invest')
        }
      },
    })),
  {
    path: '/terms',
    heading: 'Terms of Service',
    check: async (page) => {
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(8)
      await expect(page.getByRole('heading', { level: 2 }).first()).toContainText('1.')
      await expect(page.getByRole('main').getByRole('link', { name: 'Back to Signup' }).first()).toHaveAttribute('href', '/signup')
    },
  },
  {
    path: '/privacy',
    heading: 'Privacy Policy',
    check: async (page) => {
      await expect(page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 })).toHaveCount(7)
      await expect(page.getByRole('main').getByRole('link', { name: 'privacy@diasporafinance.com' })).toHaveAttribute(
        'href',
        'mailto:privacy@diasporafinance.com',
      )
      await expect(page.getByRole('main').getByRole('link', { name: 'Back to Signup' }).first()).toHaveAttribute('href', '/signup')
    },
  },
  {
    path: '/early-access',
    heading: 'Almost Ready',
    check: async (page) => {
      await expectComingSoonBadge(page)
      await expect(
        page.getByText(
          'Join over 1,000+ members of the African diaspora who are building wealth with confidence. Get early access to our platform.',
        ),
      ).toBeVisible()
      await expect(page.getByRole('link', { name: 'Get Early Access' })).toHaveAttribute('href', '/signup')
      await expect(page.getByText('Follow us for updates')).toBeVisible()
      for (const name of ['Twitter', 'Instagram', 'LinkedIn']) await expect(page.getByRole('link', { name })).toBeVisible()
      await expect(page.getByRole('link', { name: /home/ }).first()).toHaveAttribute('href', '/')
      await expect(page.getByText(`© ${year}`)).toContainText('All rights reserved')
    },
  },
]

test.describe('public pages', () => {
  for (const { path, heading, check } of publicPages) {
    test(`${path} renders its heading and content`, async ({ page }) => {
      const cspErrors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) cspErrors.push(message.text())
      })
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expect(page).toHaveTitle(/.+/)
      if (path !== '/early-access') await expectSiteChrome(page)
      await check?.(page)
      // axe: accessibility.spec.ts checks every page (signed in and out, phone and laptop).
      expect(cspErrors).toEqual([])
    })
  }
})

async function expectSiteChrome(page: Page) {
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: /Diaspora\s*Finance/ })).toHaveAttribute('href', '/')
  const nav = header.getByRole('navigation', { name: 'Main' })
  for (const name of ['Invest', 'Banking', 'Learn', 'Navigator', 'About']) await expect(nav.getByRole('link', { name })).toBeVisible()
  await expect(header.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth')
  const footer = page.getByRole('contentinfo')
  for (const name of ['Quick Links', 'Legal', 'Contact Us']) await expect(footer.getByRole('heading', { name })).toBeVisible()
  await expect(footer.getByRole('link', { name: 'info@diasporafinance.com' })).toBeVisible()
  for (const name of ['Twitter', 'Instagram', 'LinkedIn']) await expect(footer.getByRole('link', { name })).toBeVisible()
  await expect(footer.getByText(`© ${year} Diaspora Finance. All rights reserved`)).toBeVisible()
}

test.describe('mobile drawer at 375px', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('opens and closes with the pointer and the keyboard', async ({ page }) => {
    await page.goto('/')
    const header = page.getByRole('banner')
    const menuButton = header.getByRole('button', { name: 'Menu', exact: true })
    const drawer = page.getByRole('navigation', { name: 'Mobile' })
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await expect(drawer).toBeHidden()

    await menuButton.click()
    await expect(drawer).toBeVisible()
    for (const name of ['Invest', 'Banking', 'Learn', 'Navigator', 'About']) await expect(drawer.getByRole('link', { name })).toBeVisible()
    await expect(page.locator('#site-drawer').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth')
    await page.getByRole('button', { name: 'Close menu' }).click()
    await expect(drawer).toBeHidden()

    await menuButton.focus()
    await page.keyboard.press('Enter')
    await expect(drawer).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(menuButton).toBeFocused()

    // Tab moves from the Menu button into the open drawer; its links navigate.
    await page.keyboard.press('Enter')
    await expect(drawer).toBeVisible()
    await drawer.getByRole('link', { name: 'Banking' }).click()
    await expect(page).toHaveURL(/\/banking$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Banking')
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
  })
})

test.describe('navigator tabs', () => {
  test('switch through server-rendered links', async ({ page }) => {
    await page.goto('/')
    const tabs = page.getByRole('navigation', { name: 'Navigator tabs' })
    const panel = page.getByRole('region', { name: navigatorTabs[0].headline() })
    await expect(tabs.getByRole('link', { name: 'Bank Accounts' })).toHaveAttribute('aria-current', 'true')
    await expect(panel).toBeVisible()
    await expect(panel.getByRole('link', { name: navigatorTabs[0].cta() })).toHaveAttribute('href', '/navigator/bank-accounts')
    // A working tool's tab says so (the bank-account finder is live since issue 33).
    await expect(panel.getByText(navigatorTabs[0].live ? 'Available now' : 'Coming Soon', { exact: true })).toBeVisible()

    for (const tab of navigatorTabs.slice(1)) {
      await tabs.getByRole('link', { name: tab.name() }).click()
      await expect(page).toHaveURL(new RegExp(`\\?tab=${tab.id}`))
      const current = page.getByRole('region', { name: tab.headline() })
      await expect(current).toBeVisible()
      await expect(current.getByRole('link', { name: tab.cta() })).toHaveAttribute('href', tab.path)
      await expect(tabs.getByRole('link', { name: tab.name() })).toHaveAttribute('aria-current', 'true')
      await expect(tabs.locator('[aria-current]')).toHaveCount(1)
    }
  })

  test('an unknown tab falls back to bank accounts', async ({ page }) => {
    await page.goto('/?tab=nope')
    await expect(page.getByRole('region', { name: navigatorTabs[0].headline() })).toBeVisible()
  })
})

test('the carousel dots follow the visible slide, by CSS alone', async ({ page }) => {
  await page.goto('/')
  const dots = page.getByRole('list', { name: 'Choose a slide' }).getByRole('link')
  await expect(dots).toHaveCount(8)
  const width = async (index: number) => (await dots.nth(index).locator('[data-dot]').boundingBox())?.width ?? 0
  // The current dot is drawn wide (scroll markers, app/app.css); the others are round.
  await expect.poll(() => width(0)).toBeGreaterThan(20)
  expect(await width(3)).toBeLessThan(10)
  await dots.nth(3).click()
  await expect.poll(() => width(3)).toBeGreaterThan(20)
  expect(await width(0)).toBeLessThan(10)
})

test('an unknown path answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/nope')
  expect(response?.status()).toBe(404)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('404')
  await expect(main.getByText('Coming Soon', { exact: true })).toBeVisible()
  await expect(main.getByText(/might have been removed, had its name changed, or is temporarily unavailable/)).toBeVisible()
  await expect(main.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
})
