import AxeBuilder from '@axe-core/playwright'
import { type BrowserContext, type Page, expect, test } from '@playwright/test'

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
  let target = page
  let scratch: BrowserContext | undefined
  if (jsDisabled) {
    const browser = page.context().browser()
    if (!browser) throw new Error('axe: no browser to open a scratch context in')
    // The same cookies, so a signed-in page is checked signed in.
    scratch = await browser.newContext({
      viewport: page.viewportSize() ?? undefined,
      javaScriptEnabled: true,
      storageState: await page.context().storageState(),
    })
    target = await scratch.newPage()
    const url = page.url()
    const html = await page.content()
    await target.route('**/*', (route) => {
      const request = route.request()
      if (request.isNavigationRequest() && request.url() === url) return route.fulfill({ contentType: 'text/html; charset=utf-8', body: html })
      // Block the app's scripts so nothing hydrates; axe itself is injected by Playwright, not fetched.
      return request.resourceType() === 'script' ? route.abort() : route.continue()
    })
    await target.goto(url)
  }
  try {
    let builder = new AxeBuilder({ page: target })
    for (const selector of options.exclude ?? []) builder = builder.exclude(selector)
    const { violations } = await builder.analyze()
    return violations
      .map((v) => `${v.impact}: ${v.id} - ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n')}`)
      .join('\n')
  } finally {
    await scratch?.close()
  }
}
