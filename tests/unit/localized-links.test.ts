/**
 * Links, forms and redirects keep the visitor in their language (docs/decisions/030-languages.md):
 * public pages and components import `Link`, `NavLink` and `Form` from
 * app/components/ui/localized-router.tsx and `redirect` from app/.server/platform/localized-redirect.server.ts,
 * never React Router's own, which would lead a French visitor back to the English page. The admin
 * area (English only) may use React Router's: ESLint's no-restricted-imports enforces it (eslint.config.js).
 * And a guide's slug never shadows a top-level page.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'

import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { RouterProvider, createMemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'

import { redirect } from '../../app/.server/platform/localized-redirect.server'
import { Form, Link, NavLink } from '../../app/components/ui/localized-router'
import { overwriteGetLocale } from '../../app/paraglide/runtime.js'
import routes from '../../app/routes'

const app = join(import.meta.dirname, '../../app')

describe('links, forms and redirects in the visitor’s language', () => {
  // That pages and components import them from the localized modules is ESLint's no-restricted-imports (eslint.config.js).
  it('lead to the page in the language of the page shown', () => {
    const element = createElement(
      'div',
      null,
      createElement(Link, { to: '/signup?ref=x' }, 'a'),
      createElement(NavLink, { to: { pathname: '/auth', search: '?mode=sign-up' } }, 'b'),
      createElement(Form, { method: 'post', action: '/profile' }),
      createElement(Link, { to: '/admin' }, 'c'),
    )
    const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/am/navigator'] })
    const html = renderToStaticMarkup(createElement(RouterProvider, { router }))
    expect(html).toContain('href="/am/signup?ref=x"')
    expect(html).toContain('href="/am/auth?mode=sign-up"')
    expect(html).toContain('action="/am/profile"')
    expect(html).toContain('href="/admin"')
  })

  it('redirect in the language of the request', () => {
    overwriteGetLocale(() => 'fr')
    try {
      expect(redirect('/signup').headers.get('Location')).toBe('/fr/signup')
      expect(redirect('/am/profile?x=1', 303).headers.get('Location')).toBe('/fr/profile?x=1')
      expect(redirect('/admin').headers.get('Location')).toBe('/admin')
    } finally {
      overwriteGetLocale(() => 'en')
    }
    expect(redirect('/signup').headers.get('Location')).toBe('/signup')
  })

  it('never have a guide whose slug is a top-level page (the two would rank alike for /learn/<slug>)', () => {
    type Entry = { path?: string; children?: Entry[] }
    const top = new Set<string>()
    const walk = (entries: Entry[]) => {
      for (const entry of entries) {
        const path = (entry.path ?? '').replace(/^:locale\?\/?/, '')
        if (path && !path.includes('/')) top.add(path)
        if (!entry.path && entry.children) walk(entry.children)
      }
    }
    walk(routes as Entry[])
    const slugs = readdirSync(join(app, 'content/guides/en')).map((file) => file.replace(/\.md$/, ''))
    expect(slugs.length).toBeGreaterThan(0)
    expect(slugs.filter((slug) => top.has(slug))).toEqual([])
    expect(top.has('learn')).toBe(true)
  })
})
