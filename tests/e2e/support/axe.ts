import AxeBuilder from '@axe-core/playwright'
import { type BrowserContext, type Page, expect, test } from '@playwright/test'

/**
 * Runs axe (WCAG 2 A and AA rules) on the current page and fails on any serious or critical
 * violation, listing each rule with the offending elements.
 *
 * axe runs inside the page, which a JavaScript-disabled context forbids. There the check loads the
 * same URL in a scratch context that allows scripts but blocks the app's own, so axe sees exactly
 * the server-rendered document a no-JS reader gets.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: { exclude?: string[] } = {}) {
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
    const origin = new URL(page.url()).origin
    // Block the app's scripts so nothing hydrates; axe itself is injected by Playwright, not fetched.
    await target.route(`${origin}/**`, (route) =>
      route.request().resourceType() === 'script' ? route.abort() : route.continue(),
    )
    await target.goto(page.url())
  }
  try {
    let builder = new AxeBuilder({ page: target }).withTags(['wcag2a', 'wcag2aa'])
    for (const selector of options.exclude ?? []) builder = builder.exclude(selector)
    const { violations } = await builder.analyze()
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    const report = serious
      .map((v) => `${v.impact}: ${v.id} - ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n')}`)
      .join('\n')
    expect(serious, `axe violations on ${page.url()}\n${report}`).toEqual([])
  } finally {
    await scratch?.close()
  }
}
