import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'

import { SiteLink } from '../../app/components/ui/site-link'
import { isStaticPageLink } from '../../app/lib/static-page'

// Which built routes say js: false is checked against the production build: tests/security/route-handles.test.ts.
describe('the list of pages without JavaScript', () => {
  it('reads a link target with a query, a fragment or a trailing slash', () => {
    expect(isStaticPageLink('/navigator?tab=credit-cards#navigator-tabs')).toBe(true)
    expect(isStaticPageLink('/terms/')).toBe(true)
    expect(isStaticPageLink('/#top')).toBe(true)
    expect(isStaticPageLink('/navigator/remittance?to=NG')).toBe(false)
    expect(isStaticPageLink('/signup')).toBe(false)
  })

  it('reads the same page in French or Amharic (decision 030)', () => {
    expect(isStaticPageLink('/fr/')).toBe(true)
    expect(isStaticPageLink('/am')).toBe(true)
    expect(isStaticPageLink('/fr/learn/itin#steps')).toBe(true)
    expect(isStaticPageLink('/am/navigator?tab=credit-cards')).toBe(true)
    expect(isStaticPageLink('/fr/signup')).toBe(false)
    expect(isStaticPageLink('/de/learn')).toBe(false)
  })
})

function render(pathname: string, to: string, className?: string | ((state: { isActive: boolean }) => string)) {
  return renderToStaticMarkup(
    createElement(MemoryRouter, { initialEntries: [pathname] }, createElement(SiteLink, { to, className, children: 'go' })),
  )
}

describe('SiteLink', () => {
  it('leads to a page without JavaScript with a plain link, marked current as NavLink would', () => {
    const active = ({ isActive }: { isActive: boolean }) => (isActive ? 'on' : 'off')
    expect(render('/navigator/loans', '/navigator', active)).toBe('<a href="/navigator" class="on" aria-current="page">go</a>')
    expect(render('/navigator', '/invest', active)).toBe('<a href="/invest" class="off">go</a>')
    // Home is current only on itself.
    expect(render('/terms', '/', active)).toBe('<a href="/" class="off">go</a>')
    expect(render('/terms', '/terms', 'x')).toBe('<a href="/terms" class="x">go</a>')
  })

  it('keeps the visitor in the language of the page (decision 030)', () => {
    const active = ({ isActive }: { isActive: boolean }) => (isActive ? 'on' : 'off')
    expect(render('/fr/navigator/loans', '/navigator', active)).toBe('<a href="/fr/navigator" class="on" aria-current="page">go</a>')
    expect(render('/am', '/', active)).toBe('<a href="/am/" class="on" aria-current="page">go</a>')
    expect(render('/fr/terms', '/', active)).toBe('<a href="/fr/" class="off">go</a>')
    expect(render('/fr/learn', '/signup?ref=x', 'x')).toBe('<a class="x" href="/fr/signup?ref=x" data-discover="true">go</a>')
    // The admin area is English only.
    expect(render('/am/profile', '/admin', 'x')).toBe('<a class="x" href="/admin" data-discover="true">go</a>')
  })

  it('keeps a React Router link, with client-side navigation, for a page with JavaScript', () => {
    // React Router's links carry data-discover (lazy route discovery); a plain link does not.
    expect(render('/', '/signup', 'x')).toBe('<a class="x" href="/signup" data-discover="true">go</a>')
    expect(render('/auth', '/auth', () => 'btn')).toBe('<a aria-current="page" class="btn" href="/auth" data-discover="true">go</a>')
  })
})
