/**
 * The one function that decides every redirect target and language-switched link, `sitePath`
 * (app/lib/site-path.ts, docs/decisions/032-one-redirect-function.md), against the hostile-path table
 * (tests/support/hostile-paths.ts): whatever it is given, in whatever language, the answer stays on
 * the site; ordinary targets come out as they went in. Then every caller: sign-in's `redirectTo`,
 * the language-keeping `redirect`, the 308 of a language prefix, links, and the language switcher
 * (security review 2026-11-29, N1 and N2).
 */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { RouterProvider, createMemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'

import { canonicalLocalePath } from '../../app/.server/platform/locale.server'
import { redirect } from '../../app/.server/platform/localized-redirect.server'
import { safeRedirectPath } from '../../app/.server/platform/redirect.server'
import { LanguageSwitcher } from '../../app/components/layout/language-switcher'
import { type Locale, localeOfPath, localizePath, locales } from '../../app/lib/locale'
import { isSitePath, sitePath } from '../../app/lib/site-path'
import { overwriteGetLocale } from '../../app/paraglide/runtime.js'
import { HOSTILE_PATHS, KEPT_PATHS } from '../support/hostile-paths'

const SITE = 'https://site.example'
const LANGUAGES: (Locale | undefined)[] = [undefined, ...locales]
const home: Record<Locale, string> = { en: '/', fr: '/fr/', am: '/am/' }

/** What every answer must be: one slash, not followed by a slash or a backslash, and on the site once resolved. */
function expectOnSite(out: string, from: string) {
  expect(out, `from ${JSON.stringify(from)}`).toMatch(/^\/(?![/\\])/)
  expect(new URL(out, SITE).origin, `${JSON.stringify(from)} -> ${JSON.stringify(out)}`).toBe(SITE)
}

describe('sitePath: the hostile-path table', () => {
  it.each(HOSTILE_PATHS.map((path) => [path]))('%j stays on the site in every language', (hostile) => {
    for (const locale of LANGUAGES) {
      const out = sitePath(hostile, locale)
      expectOnSite(out, hostile)
      if (locale) expect(localeOfPath(out)).toBe(locale)
      // A fixed point: what it answers, it answers again.
      expect(sitePath(out, locale)).toBe(out)
    }
  })

  it('refuses a path that leads elsewhere once normalised or once its language prefix is off', () => {
    for (const hostile of ['//evil.example', '/\\evil.example', '/fr//evil.example', '/EN//evil.example', '/fr/../..//evil.example'])
      expect(isSitePath(hostile), hostile).toBe(false)
    expect(sitePath('/fr//evil.example/session-expired')).toBe('/')
    expect(sitePath('/Fr//x', 'fr')).toBe('/fr/')
    expect(sitePath('/fr/..//evil.example', 'am')).toBe('/am/')
    expect(sitePath('/\t/evil.example', 'en')).toBe('/')
    expect(sitePath('javascript:alert(1)', 'fr')).toBe('/fr/')
  })

  it.each(KEPT_PATHS.map((path) => [path]))('keeps %j as it was, and moves it to another language', (good) => {
    expect(sitePath(good)).toBe(good)
    expect(sitePath(good, localeOfPath(good))).toBe(good)
    expect(isSitePath(good)).toBe(true)
    for (const locale of locales) expect(localeOfPath(sitePath(good, locale))).toBe(locale)
  })

  it('handles the language prefix after normalising, in any case', () => {
    expect(sitePath('/fr/learn?q=a', 'am')).toBe('/am/learn?q=a')
    expect(sitePath('/am/navigator/remittance?to=ET&amount=200#results', 'en')).toBe('/navigator/remittance?to=ET&amount=200#results')
    expect(sitePath('/FR/learn')).toBe('/fr/learn')
    expect(sitePath('/en/learn', 'fr')).toBe('/fr/learn')
    expect(sitePath('/fr/../am/signup')).toBe('/am/signup')
    expect(sitePath('/', 'fr')).toBe('/fr/')
    expect(sitePath('/am')).toBe('/am/')
    expect(sitePath('/fr/admin/users', 'am')).toBe('/admin/users')
  })
})

describe('every redirect and language-switched link goes through it', () => {
  it('sign-in: a hostile redirectTo is refused, an ordinary one kept', () => {
    for (const hostile of HOSTILE_PATHS) expectOnSite(safeRedirectPath(hostile, '/'), hostile)
    expect(safeRedirectPath('/fr//evil.example', '')).toBe('')
    for (const good of KEPT_PATHS) expect(safeRedirectPath(good)).toBe(good)
  })

  it('the language-keeping redirect, in every language', () => {
    try {
      for (const locale of locales) {
        overwriteGetLocale(() => locale)
        for (const hostile of HOSTILE_PATHS) {
          const location = redirect(hostile).headers.get('Location') ?? ''
          expectOnSite(location, hostile)
          expect(localeOfPath(location)).toBe(locale)
        }
        for (const good of KEPT_PATHS) expect(redirect(good).headers.get('Location')).toBe(sitePath(good, locale))
      }
    } finally {
      overwriteGetLocale(() => 'en')
    }
  })

  it('the 308 of a language prefix (/en, /EN, /FR, /AM) and links, behind every prefix', () => {
    let redirects = 0
    for (const hostile of HOSTILE_PATHS) {
      const path = /^[/\\]/.test(hostile) ? hostile : `/${hostile}`
      for (const prefix of ['/en', '/EN', '/Fr', '/FR', '/AM']) {
        // As the server reads the request target (server/index.mjs), then the root middleware asks.
        const url = new URL(`${prefix}${path}`, 'http://localhost')
        const canonical = canonicalLocalePath(url.pathname + url.search)
        if (canonical === null) continue
        redirects += 1
        expectOnSite(canonical, `${prefix}${path}`)
      }
      for (const locale of locales) expectOnSite(localizePath(path, locale), path)
    }
    expect(redirects).toBeGreaterThan(HOSTILE_PATHS.length * 3)
  })

  it('the language switcher on the 404 page at /fr//evil.example/x', () => {
    const element = createElement(LanguageSwitcher, { linkClassName: () => '' })
    const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/fr//evil.example/x?y=1'] })
    const html = renderToStaticMarkup(createElement(RouterProvider, { router }))
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1].replaceAll('&amp;', '&'))
    expect(hrefs).toEqual(locales.map((locale) => home[locale]))
  })
})
