import type { Page } from '@playwright/test'

import { PUBLIC_PAGES, localized } from './support/public-pages'
import { expect, isJsOff, test } from './support/test'
import { bound } from '../support/time-scale'

// Issue 31 (decision 041): every public page, in every language, at 320 px with 200% text has no
// sideways scroll, and the header's menu button does not cover the logo (WCAG 1.4.4 and 1.4.10).
// "200% text" is Chromium's default font size set to 32 px through the DevTools protocol
// (Page.setFontSizes), what a phone's text-size setting does to this rem-based CSS, applied before
// the page loads, with JavaScript on and off (the two projects). Deferred sections
// (content-visibility: auto) are laid out in full first, so what is below the fold counts too.

const SMALL = { width: 320, height: 740 }
const LOCALES = ['en', 'fr', 'am'] as const

test.use({ viewport: SMALL })

type Measure = { width: number; past: string[]; overlap: string | null }

async function measure(page: Page): Promise<Measure> {
  return page.evaluate((edge) => {
    // Through the CSSOM: the site's CSP refuses an added <style>.
    for (const el of document.querySelectorAll<HTMLElement>('body *')) el.style.contentVisibility = 'visible'
    const width = document.documentElement.scrollWidth
    // The innermost elements past the right edge, to say what to fix.
    // Inside a box that scrolls or clips sideways (a carousel), an element past the edge widens nothing.
    const clipped = (el: Element | null): boolean => {
      for (let up = el?.parentElement; up && up !== document.body; up = up.parentElement)
        if (getComputedStyle(up).overflowX !== 'visible') return true
      return false
    }
    const past = [...document.body.querySelectorAll('*')]
      .filter((el) => {
        const box = el.getBoundingClientRect()
        if (box.width === 0 || box.right <= edge + 0.5) return false
        return ![...el.children].some((child) => child.getBoundingClientRect().right > edge + 0.5) && !clipped(el)
      })
      .slice(0, 4)
      .map((el) => {
        const box = el.getBoundingClientRect()
        const text = (el.textContent ?? '').trim().slice(0, 40)
        return `<${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? ` .${el.className.split(/\s+/).slice(0, 3).join('.')}` : ''}> "${text}" ${Math.round(box.left)}-${Math.round(box.right)}`
      })
    // Text that overflows its box (its element's box does not grow, so only the text's lines show it).
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node && past.length < 6; node = walker.nextNode()) {
      if (node.parentElement?.closest('.sr-only')) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const right = Math.max(0, ...[...range.getClientRects()].map((r) => r.right))
      if (right > edge + 0.5 && !clipped(node.parentElement))
        past.push(
          `text "${(node.textContent ?? '').trim().slice(0, 40)}" in <${node.parentElement?.tagName.toLowerCase()}> to ${Math.round(right)}`,
        )
    }
    // The menu button against the wordmark's letters (each text line's box, not the link's, which may be narrower).
    const button = document.querySelector('header [popovertarget="site-drawer"]')
    const mark = document.querySelector('header a[href]')
    let overlap: string | null = null
    if (button && mark && button.getBoundingClientRect().width > 0) {
      const b = button.getBoundingClientRect()
      // The letters and the logo mark as drawn (the visually hidden "home" text is not drawn).
      const drawn: DOMRect[] = [...mark.querySelectorAll('svg')].map((svg) => svg.getBoundingClientRect())
      const walker = document.createTreeWalker(mark, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest('.sr-only')) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        drawn.push(...range.getClientRects())
      }
      for (const r of drawn) {
        if (r.width === 0) continue
        const x = Math.min(r.right, b.right) - Math.max(r.left, b.left)
        const y = Math.min(r.bottom, b.bottom) - Math.max(r.top, b.top)
        if (x > 0.5 && y > 0.5)
          overlap = `logo ${Math.round(r.left)}-${Math.round(r.right)} vs menu ${Math.round(b.left)}-${Math.round(b.right)}`
      }
    }
    return { width, past, overlap }
  }, SMALL.width)
}

for (const locale of LOCALES) {
  test(`every public page in ${locale} at 320 px and 200% text: no sideways scroll, menu clear of the logo`, async ({ page }, testInfo) => {
    test.setTimeout(bound(600_000))
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } })
    const rows: { url: string; width: number }[] = []
    const problems: string[] = []
    for (const path of PUBLIC_PAGES) {
      const url = localized(path, locale)
      const response = await page.goto(url)
      expect(response?.status(), url).toBeLessThan(500)
      const rootSize = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)
      expect(rootSize, `${url}: the text is at 200%`).toBe('32px')
      const { width, past, overlap } = await measure(page)
      rows.push({ url, width })
      if (width > SMALL.width) problems.push(`${url}: ${width} px wide; past the edge: ${past.join(' | ')}`)
      if (overlap) problems.push(`${url}: the menu button covers the logo (${overlap})`)
    }
    const widest = rows.reduce((a, b) => (b.width > a.width ? b : a))
    const line = `[reflow ${isJsOff() ? 'js-off' : 'js-on'} ${locale}] ${rows.length} pages at 320 px / 200% text; widest ${widest.width} px (${widest.url})`
    console.log(line)
    testInfo.annotations.push({ type: 'widest', description: line })
    expect(problems, problems.join('\n')).toEqual([])
  })
}
