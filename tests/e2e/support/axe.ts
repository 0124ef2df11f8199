import AxeBuilder from '@axe-core/playwright'
import { type Browser, type BrowserContext, type Page, expect, test } from '@playwright/test'

/**
 * Runs axe on the current page - every rule axe runs by default (WCAG 2.0, 2.1 and 2.2 A and AA,
 * and its best practices) - and fails on any violation whatever its impact, listing each rule with
 * the offending elements.
 */
export async function expectNoA11yViolations(page: Page, options: { exclude?: string[] } = {}) {
  const report = await a11yViolations(page, options)
  expect(report, `axe violations on ${page.url()}\n${report}`).toBe('')
}

/**
 * The axe violations of the current page, one rule a paragraph; '' when there are none.
 *
 * axe runs inside the page, which a JavaScript-disabled context forbids. There the check opens the
 * same document in a scratch context that allows scripts but blocks the app's own: the HTML the
 * visitor got (not a second request, which would lose a one-time flash such as a toast or the
 * thank-you panel), with the same cookies for the stylesheet and images, so axe sees exactly what
 * a no-JS reader gets.
 */
export async function a11yViolations(page: Page, options: { exclude?: string[] } = {}): Promise<string> {
  const jsDisabled = test.info().project.use.javaScriptEnabled === false
  const target = jsDisabled ? await scratchCopyOf(page) : page
  // Legacy mode runs axe.run() in the page itself; the default (runPartial in every frame, then finishRun
  // in a new blank page) opened and injected a second page for every check. The site has no frames, so
  // both see the same document; only violations are reported in full (passes and inapplicable rules are
  // still evaluated, not serialised node by node). 5 pages: 19.9 s -> 4.3 s (decision 051).
  let builder = new AxeBuilder({ page: target }).setLegacyMode(true).options({ resultTypes: ['violations'] })
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector)
  const { violations } = await builder.analyze()
  return violations
    .map(
      (v) => `${v.impact}: ${v.id} - ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n')}`,
    )
    .join('\n')
}

/**
 * One scratch page per browser (that is, per worker), reused from check to check: a new context
 * for every check cost more than axe itself (a new renderer, the stylesheet and images fetched
 * again). Before each check it takes the checked page's cookies and viewport, and the next
 * navigation to the checked URL is answered with the checked page's HTML.
 */
type Scratch = { context: BrowserContext; page: Page; document: { url: string; html: string } | null }
const scratches = new WeakMap<Browser, Promise<Scratch>>()

async function scratchCopyOf(page: Page): Promise<Page> {
  const browser = page.context().browser()
  if (!browser) throw new Error('axe: no browser to open a scratch context in')
  let created = scratches.get(browser)
  if (!created) {
    created = (async () => {
      const context = await browser.newContext({ javaScriptEnabled: true })
      const scratch: Scratch = { context, page: await context.newPage(), document: null }
      await context.route('**/*', (route) => {
        const request = route.request()
        const document = scratch.document
        if (document && request.isNavigationRequest() && request.url() === document.url) {
          scratch.document = null
          return route.fulfill({ contentType: 'text/html; charset=utf-8', body: document.html })
        }
        // Block the app's scripts so nothing hydrates; axe itself is injected by Playwright, not fetched.
        return request.resourceType() === 'script' ? route.abort() : route.continue()
      })
      return scratch
    })()
    scratches.set(browser, created)
  }
  const scratch = await created
  // The same cookies, so a signed-in page is checked signed in.
  await scratch.context.clearCookies()
  const { cookies } = await page.context().storageState()
  if (cookies.length) await scratch.context.addCookies(cookies)
  await scratch.page.setViewportSize(page.viewportSize() ?? { width: 1280, height: 720 })
  const url = page.url()
  scratch.document = { url, html: await page.content() }
  // about:blank first: a navigation to the URL already shown must load it again, not keep the old one.
  await scratch.page.goto('about:blank')
  await scratch.page.goto(url)
  return scratch.page
}
