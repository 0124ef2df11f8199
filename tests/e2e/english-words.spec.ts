import type { Page } from '@playwright/test'

import { PUBLIC_PAGES, localized } from './support/public-pages'
import { expect, isJsOff, test } from './support/test'
import { englishUiWords, latinWords, nameIndex, shownNames, withoutNames } from '../support/english-words'
import { bound } from '../support/time-scale'

// Issue 31 (decision 041): "every word in the visitor's language". Every public page in French and
// Amharic, as a reader gets it with JavaScript on and off (the two projects), the simulated social
// proof on (the e2e server's default; its first joiner notice is brought forward with the page's
// clock), is read word by word - the text, what screen readers read (visually hidden text,
// aria-label, title, alt, placeholder) - and no word may be one of the UI's own English words
// (tests/support/english-words.ts), not only one of the catalogue's phrases (languages.spec.ts).
// Left out: text marked as another language (lang="en": an English guide shown while its
// translation is missing, the language switcher's "English"), the names of outside pages (external
// links' text), names shown as published (shownNames: the data's issuers, plans, credit unions,
// providers, and the official English names the guides quote) and the visitor's own query.

const { words: ENGLISH } = englishUiWords()
const NAMES = nameIndex(shownNames())

test.use({ viewport: { width: 375, height: 812 } })

/** Each piece of text a reader gets, with where it is. */
async function readerTexts(page: Page, locale: string): Promise<{ where: string; text: string }[]> {
  return page.evaluate(
    ({ pageLocale, scripting }) => {
      const out: { where: string; text: string }[] = []
      const skipped = (el: Element | null) => {
        const marked = el?.closest('[lang]')?.getAttribute('lang') ?? pageLocale
        if (!marked.startsWith(pageLocale)) return true
        // With JavaScript, a <noscript>'s content is raw markup no one reads.
        return !!el?.closest(`script, style, template, a[href^="http"]${scripting ? ', noscript' : ''}`)
      }
      const name = (el: Element) => `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}>`
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement
        const text = node.textContent?.trim()
        if (text && parent && !skipped(parent)) out.push({ where: name(parent), text })
      }
      for (const el of document.querySelectorAll('[aria-label], [title], [alt], [placeholder], [aria-description]')) {
        if (skipped(el)) continue
        for (const attribute of ['aria-label', 'title', 'alt', 'placeholder', 'aria-description']) {
          const value = el.getAttribute(attribute)
          if (value) out.push({ where: `${name(el)}[${attribute}]`, text: value })
        }
      }
      // An English guide shown while its translation is missing is titled in English (its h1 says so).
      if (document.querySelector('h1')?.closest('[lang]')?.getAttribute('lang')?.startsWith(pageLocale) !== false)
        out.push({ where: '<title>', text: document.title })
      return out
    },
    { pageLocale: locale, scripting: !isJsOff() },
  )
}

/** /signup with JavaScript: the page's clock runs until the first simulated joiner notice shows. */
async function withNotice(page: Page) {
  const notice = page.getByTestId('join-notice')
  await expect
    .poll(
      async () => {
        await page.clock.runFor(1_000)
        return notice.count()
      },
      { timeout: bound(30_000) },
    )
    .toBeGreaterThan(0)
}

for (const locale of ['fr', 'am'] as const) {
  test(`no English word of the UI on any ${locale} page`, async ({ page }) => {
    test.setTimeout(bound(600_000))
    expect(ENGLISH.size).toBeGreaterThan(300)
    if (!isJsOff()) await page.clock.install()
    const found: string[] = []
    let pieces = 0
    for (const path of PUBLIC_PAGES) {
      const url = localized(path, locale)
      const response = await page.goto(url)
      expect(response?.status(), url).toBeLessThan(500)
      if (!isJsOff() && path === '/signup') await withNotice(page)
      // The visitor's own words, echoed back ("Réponses à « open a bank account… »"), are theirs.
      const query = new URL(url, 'http://site.invalid').searchParams.get('q')?.toLowerCase()
      for (const { where, text } of await readerTexts(page, locale)) {
        pieces += 1
        const read = withoutNames(text, NAMES)
        const hits = [...new Set(latinWords(query ? read.replaceAll(query, ' ') : read).filter((word) => ENGLISH.has(word)))]
        if (hits.length) found.push(`${url} ${where}: ${hits.join(', ')} in "${text.slice(0, 90)}"`)
      }
    }
    expect(pieces).toBeGreaterThan(PUBLIC_PAGES.length * 20)
    expect(found, `English words on ${locale} pages:\n${found.join('\n')}`).toEqual([])
  })
}
