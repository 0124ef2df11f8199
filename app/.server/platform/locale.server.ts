import type { MiddlewareFunction } from 'react-router'

import { baseLocale, isLocale, splitLocale } from '~/lib/locale'
import { sitePath } from '~/lib/site-path'
import { paraglideMiddleware } from '~/paraglide/server.js'

/**
 * The root middleware (app/root.tsx; docs/decisions/045-locale-middleware.md): runs a request in its
 * language (docs/decisions/030-languages.md). Paraglide's middleware keeps the locale of the URL
 * (`/fr/...`, `/am/...`, English otherwise) in an AsyncLocalStorage, so `getLocale()` and every
 * message read it while React Router runs the rest of the request (loaders, action, render), in
 * `npm run dev` as in `npm start`. React Router has matched the request already: the routes carry the
 * `:locale?` prefix (app/routes.ts), so nothing is stripped; Paraglide only reads the URL. A data
 * request (`/fr.data`, `/fr/signup.data`) reaches middleware as the page it is for (`/fr`, `/fr/signup`).
 *
 * The URL alone decides (strategy `url, baseLocale`): no cookie, no Accept-Language, so a page's
 * answer never varies on anything but its URL and the shared page cache can keep every language's
 * copy. `/en/...` and a prefix in capitals (`/FR/...`) are sent to the one address of that page
 * (a 308 for a document; React Router turns it into its data redirect for a `.data` request).
 */
export const localeMiddleware: MiddlewareFunction<Response> = ({ request }, next) => {
  const url = new URL(request.url)
  const canonical = canonicalLocalePath(url.pathname + url.search)
  if (canonical !== null && (request.method === 'GET' || request.method === 'HEAD')) {
    return new Response(null, { status: 308, headers: { Location: canonical, 'Cache-Control': 'public, max-age=3600' } })
  }
  const { locale, path } = splitLocale(url.pathname)
  const effective = new URL(sitePath(path === '/_root.data' ? '/' : path, locale), url)
  return paraglideMiddleware(request, () => next(), { effectiveRequestUrl: effective })
}

/**
 * The address a page in a locale's non-canonical prefix should be at (`/en/learn` -> `/learn`,
 * `/FR/learn?q=x` -> `/fr/learn?q=x`), or null when the path is fine as it is. The address is
 * `sitePath`'s (docs/decisions/032-one-redirect-function.md): `/en//evil.example` leads to `/`.
 */
export function canonicalLocalePath(pathAndQuery: string): string | null {
  const match = /^\/([^/.?#]+)(?=[/?#]|$)/.exec(pathAndQuery)
  if (!match) return null
  const segment = match[1]
  const lower = segment.toLowerCase()
  if (!isLocale(lower) || (segment === lower && lower !== baseLocale)) return null
  return sitePath(pathAndQuery, lower)
}
