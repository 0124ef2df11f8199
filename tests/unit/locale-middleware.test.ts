/**
 * The root middleware (app/.server/platform/locale.server.ts, docs/decisions/045-locale-middleware.md):
 * the rest of a request runs in the language of its URL, `/en/...` and a prefix in capitals get a 308 to
 * the page's one address (through `sitePath`, never off the site, whatever the path), and a post is
 * never redirected.
 */
import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'

import { localeMiddleware } from '../../app/.server/platform/locale.server'
import { getLocale } from '../../app/paraglide/runtime.js'
import { HOSTILE_PATHS } from '../support/hostile-paths'

const SITE = 'https://site.example'

/** The middleware's answer for `path`, and the locale the rest of the request ran in (null: it did not run). */
async function through(path: string, method = 'GET') {
  const request = new Request(new URL(path, SITE), { method })
  let ranIn: string | null = null
  const args = { request, url: new URL(request.url), params: {}, pattern: '', context: new RouterContextProvider() }
  const response = await localeMiddleware(args, () => {
    ranIn = getLocale()
    return Promise.resolve(new Response('page'))
  })
  return { response: response as Response, ranIn: ranIn as string | null }
}

describe('the locale middleware', () => {
  it('runs the rest of the request in the language of its URL', async () => {
    for (const [path, locale] of [
      ['/', 'en'],
      ['/learn?q=x', 'en'],
      ['/fr/', 'fr'],
      ['/fr', 'fr'],
      ['/fr/learn', 'fr'],
      ['/am/signup', 'am'],
      ['/admin', 'en'],
      ['/xx/learn', 'en'],
    ]) {
      const { response, ranIn } = await through(path)
      expect(response.status, path).toBe(200)
      expect(ranIn, path).toBe(locale)
    }
  })

  it('sends /en/... and a prefix in capitals to the page’s one address with a 308', async () => {
    for (const [path, location] of [
      ['/en/learn', '/learn'],
      ['/en', '/'],
      ['/EN/x', '/x'],
      ['/FR/learn?q=a', '/fr/learn?q=a'],
      ['/Am', '/am/'],
    ]) {
      const { response, ranIn } = await through(path)
      expect(response.status, path).toBe(308)
      expect(response.headers.get('Location'), path).toBe(location)
      expect(ranIn, path).toBeNull()
    }
    const head = await through('/EN/x', 'HEAD')
    expect(head.response.status).toBe(308)
  })

  it('never redirects a post (its body would be lost): it runs in English', async () => {
    const { response, ranIn } = await through('/EN/signup', 'POST')
    expect(response.status).toBe(200)
    expect(ranIn).toBe('en')
  })

  it('keeps every redirect on the site, for every hostile path behind every prefix', async () => {
    let redirects = 0
    for (const hostile of HOSTILE_PATHS) {
      const path = /^[/\\]/.test(hostile) ? hostile : `/${hostile}`
      for (const prefix of ['/en', '/EN', '/Fr', '/FR', '/AM']) {
        const { response } = await through(`${prefix}${path}`)
        if (response.status !== 308) continue
        redirects += 1
        const location = response.headers.get('Location') ?? ''
        expect(location, `${prefix}${path}`).toMatch(/^\/(?![/\\])/)
        expect(new URL(location, SITE).origin, `${prefix}${path} -> ${location}`).toBe(SITE)
      }
    }
    expect(redirects).toBeGreaterThan(HOSTILE_PATHS.length * 3)
  })
})
