import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

import { m } from '../../app/paraglide/messages.js'
import { a11yViolations } from './support/axe'
import { PUBLIC_PAGES } from './support/public-pages'
import { expect, isJsOff, test } from './support/test'
import { bound } from '../support/time-scale'

// Issue 23 (decision 030): every public page in English at its path, in French under /fr/ and in
// Amharic under /am/, chosen by plain links (JavaScript on and off, the two Playwright projects), at
// 375 px. The page's own copy is converted module by module; these checks use the site's chrome,
// whose words are the `site` messages, so they hold whichever modules are converted.

const PHONE = { width: 375, height: 812 }
const LOCALES = [
  { locale: 'fr', name: 'Français' },
  { locale: 'am', name: 'አማርኛ' },
] as const

test.use({ viewport: PHONE })
test.describe.configure({ timeout: bound(90_000) })

for (const { locale } of LOCALES) {
  test.describe(`in ${locale}`, () => {
    test('pages render in the language of their URL, with hreflang alternates and localized links', async ({ page }) => {
      for (const path of ['/', '/learn', '/navigator', '/signup', '/auth', '/terms']) {
        const url = `/${locale}${path}`
        const response = await page.goto(url)
        expect(response?.status(), url).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
        // The footer's words are this language's.
        await expect(page.getByRole('contentinfo')).toContainText(m.site_footer_contact_heading({}, { locale }))
        await expect(page.getByRole('contentinfo')).not.toContainText(m.site_footer_contact_heading({}, { locale: 'en' }))
        const alternates = await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((links) => links.map((link) => `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href')!).pathname}`))
        const localized = (l: string) => (l === 'en' ? path : `/${l}${path === '/' ? '/' : path}`)
        expect(alternates.sort(), url).toEqual([`am ${localized('am')}`, `en ${path}`, `fr ${localized('fr')}`, `x-default ${path}`].sort())
        // Every link into the site stays in this language (the admin area is English only).
        const inside = await page
          .locator('a[href^="/"]:not([hreflang])')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
        expect(inside.length, url).toBeGreaterThan(5)
        expect(
          inside.filter((href) => !new RegExp(`^/${locale}([/?#]|$)`).test(href) && !href.startsWith('/admin')),
          url,
        ).toEqual([])
      }
    })

    test('the switcher leads to the same page and query in each language, and marks the current one', async ({ page }) => {
      await page.goto(`/${locale}/learn?q=itin`)
      const footer = page.getByRole('contentinfo')
      await expect(footer.getByRole('link', { name: LOCALES.find((l) => l.locale === locale)!.name })).toHaveAttribute(
        'aria-current',
        'true',
      )
      for (const [name, lang, url] of [
        ['English', 'en', '/learn?q=itin'],
        ['Français', 'fr', '/fr/learn?q=itin'],
        ['አማርኛ', 'am', '/am/learn?q=itin'],
      ] as const) {
        const link = footer.getByRole('link', { name, exact: true })
        await expect(link).toHaveAttribute('lang', lang)
        await expect(link).toHaveAttribute('hreflang', lang)
        await link.click()
        await expect(page).toHaveURL(url)
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        await page.goto(`/${locale}/learn?q=itin`)
      }
      // The drawer has the same choice (a native popover: it opens without JavaScript too).
      await page.getByRole('button', { name: m.site_menu_button({}, { locale }) }).click()
      const drawer = page.locator('#site-drawer')
      await expect(drawer).toBeVisible()
      await drawer.getByRole('link', { name: 'English', exact: true }).click()
      await expect(page).toHaveURL('/learn?q=itin')
    })

    test('server redirects and sign-in guards keep the language', async ({ page }) => {
      await page.goto(`/${locale}/waitlist/resend`)
      await expect(page).toHaveURL(`/${locale}/signup`)
      await page.goto(`/${locale}/profile`)
      await expect(page).toHaveURL(new RegExp(`/${locale}/auth\\?redirectTo=%2F${locale}%2Fprofile$`))
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
    })

    test('a link followed in the page keeps the language', async ({ page }) => {
      await page.goto(`/${locale}/auth`)
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: m.site_footer_get_early_access({}, { locale }) })
        .click()
      await expect(page).toHaveURL(`/${locale}/signup`)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('contentinfo')).toContainText(m.site_footer_contact_heading({}, { locale }))
    })

    test('axe finds nothing on the home page, the sign-up and the 404', async ({ page }) => {
      for (const path of [`/${locale}/`, `/${locale}/signup`, `/${locale}/no-such-page`]) {
        await page.goto(path)
        const report = await a11yViolations(page)
        expect(report, `axe on ${path}`).toBe('')
      }
    })
  })
}

test('an unknown language prefix, /fr/admin and a missing page are 404s; /en/ and /FR/ lead to the one address', async ({ request }) => {
  for (const path of ['/de/', '/xx/learn', '/fr/admin', '/am/no-such-page', '/de/signup']) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404)
  }
  for (const [path, to] of [
    ['/en/learn?q=x', '/learn?q=x'],
    ['/FR/navigator', '/fr/navigator'],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(308)
    const location = new URL(response.headers().location!, 'http://site.invalid')
    expect(location.pathname + location.search).toBe(to)
  }
  // The URL alone decides: no redirect, no Vary on the visitor's language, no cookie.
  const english = await request.get('/learn', { headers: { 'Accept-Language': 'fr' }, maxRedirects: 0 })
  expect(english.status()).toBe(200)
  expect(await english.text()).toContain('<html lang="en"')
  expect(english.headers().vary ?? '').not.toMatch(/accept-language/i)
  expect(english.headers()['set-cookie']).toBeUndefined()
})

test("each language's home page is its own canonical page; /home in each language names its home", async ({ request }) => {
  test.skip(isJsOff(), 'a server check: once is enough')
  const canonicalOf = async (path: string) => {
    const html = await (await request.get(path)).text()
    return /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? null
  }
  for (const [path, canonical] of [
    ['/', null],
    ['/fr/', null],
    ['/am/', null],
    ['/home', '/'],
    ['/fr/home', '/fr/'],
    ['/am/home', '/am/'],
  ] as const) {
    expect(await canonicalOf(path), path).toBe(canonical)
  }
})

test.describe('Amharic on a phone', () => {
  test('the home page and /signup in Ethiopic script: screenshots, and no sideways scroll at 320 px and at 200% text', async ({
    page,
  }, testInfo) => {
    test.skip(isJsOff(), 'the layout is the same without JavaScript; checked once')
    for (const path of ['/am/', '/am/signup']) {
      await page.setViewportSize(PHONE)
      await page.goto(path)
      // A font for Ethiopic is installed (.ci/run: fonts-noto-core), so Chromium draws glyphs, not boxes.
      const fonts = await page.evaluate(() => document.fonts.check('16px sans-serif', 'ቋንቋ'))
      expect(fonts).toBe(true)
      const file = testInfo.outputPath(`amharic${path.replace(/\//g, '-')}375.png`)
      await page.screenshot({ path: file, fullPage: false })
      await testInfo.attach(`${path} at 375 px`, { path: file, contentType: 'image/png' })
      for (const width of [320, 375]) {
        await page.setViewportSize({ width, height: 800 })
        // The English page at the same size and text: Amharic must not make it wider (the home
        // page's hero and the sign-up's slides overflow at 320 px and 200% in English too, another issue).
        const english = await page.context().newPage()
        await english.setViewportSize({ width, height: 800 })
        await english.goto(path.replace(/^\/am/, '') || '/')
        await english.evaluate(() => {
          document.documentElement.style.fontSize = '32px'
        })
        const englishWide = await english.evaluate(() => document.documentElement.scrollWidth)
        await english.close()
        await page.evaluate(() => {
          document.documentElement.style.fontSize = '32px'
        })
        const wide = await page.evaluate(() => document.documentElement.scrollWidth)
        expect(wide, `${path} at ${width} px and 200% text`).toBeLessThanOrEqual(Math.max(width, englishWide))
        // The chrome this work translated (header, footer, language links) fits whole.
        const rights = await page.evaluate(() =>
          [...document.querySelectorAll('header a, header button, footer a, footer h2, footer p')]
            .filter((el) => el.getBoundingClientRect().width > 0 && !el.closest('#site-drawer'))
            .map((el) => Math.round(el.getBoundingClientRect().right)),
        )
        expect(rights.length).toBeGreaterThan(5)
        for (const right of rights) expect(right, `${path} chrome at ${width} px`).toBeLessThanOrEqual(Math.max(width, englishWide))
        // Ethiopic lines keep room for their taller glyphs: the body's line height is at least 1.4.
        const ratio = await page.evaluate(() => {
          const style = getComputedStyle(document.querySelector('footer p')!)
          return parseFloat(style.lineHeight) / parseFloat(style.fontSize)
        })
        expect(ratio).toBeGreaterThanOrEqual(1.4)
        await page.evaluate(() => {
          document.documentElement.style.fontSize = ''
        })
      }
      const file200 = testInfo.outputPath(`amharic${path.replace(/\//g, '-')}320-200pct.png`)
      await page.setViewportSize({ width: 320, height: 800 })
      await page.evaluate(() => {
        document.documentElement.style.fontSize = '32px'
      })
      await page.screenshot({ path: file200 })
    }
  })
})

// Issue 23: "no French or Amharic page contains an English sentence from the English catalogue".
// Every public page is fetched in French and Amharic (the HTML the server sends, which is all a reader
// without JavaScript gets), and no English message of four words or more may appear in its text,
// except the messages that read the same in every language (messages/same-in-every-locale*.json).
const catalogueDir = join(import.meta.dirname, '../../messages')
const SAME = new Set(
  readdirSync(catalogueDir)
    .filter((file) => /^same-in-every-locale.*\.json$/.test(file))
    .flatMap((file) => JSON.parse(readFileSync(join(catalogueDir, file), 'utf8')) as string[]),
)
/** English sentences: each message split at its placeholders, the parts of four words or more. */
const ENGLISH = readdirSync(join(catalogueDir, 'en')).flatMap((file) =>
  Object.entries(JSON.parse(readFileSync(join(catalogueDir, 'en', file), 'utf8')) as Record<string, string>)
    .filter(([id]) => !SAME.has(id) && id !== '$schema')
    .flatMap(([id, text]) => text.split(/\{\w+\}/).map((part) => ({ id, text: part.trim() })))
    .filter(({ text }) => text.split(/\s+/).filter((word) => /[A-Za-z]/.test(word)).length >= 4),
)
/** The text a reader gets: the document without scripts, styles and tags, entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;|&#34;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;|\s+/g, ' ')
}

test('no French or Amharic page carries an English sentence of the English catalogue', async ({ request }) => {
  test.skip(isJsOff(), 'a server check: once is enough')
  test.setTimeout(bound(300_000))
  expect(ENGLISH.length).toBeGreaterThan(3)
  const found: string[] = []
  for (const locale of ['fr', 'am']) {
    for (const path of PUBLIC_PAGES) {
      const url = `/${locale}${path === '/' ? '/' : path}`
      const response = await request.get(url)
      expect(response.status(), url).toBeLessThan(500)
      const text = visibleText(await response.text())
      for (const { id, text: sentence } of ENGLISH) if (text.includes(sentence)) found.push(`${url}: ${id} "${sentence}"`)
    }
  }
  expect(found, found.join('\n')).toEqual([])
})
