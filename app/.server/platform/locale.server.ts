import { baseLocale, isLocale, splitLocale } from '~/lib/locale'
import { sitePath } from '~/lib/site-path'
import { paraglideMiddleware } from '~/paraglide/server.js'

/**
 * Runs a request in its language (docs/decisions/030-languages.md): Paraglide's middleware keeps the
 * locale of the URL (`/fr/...`, `/am/...`, English otherwise) in an AsyncLocalStorage, so
 * `getLocale()` and every message read it while React Router runs the request's loaders, action and
 * render. React Router is handed the request unchanged (the routes carry the `:locale?` prefix);
 * Paraglide only reads it. The server calls this around React Router's handler (server/index.mjs).
 *
 * The URL alone decides (strategy `url, baseLocale`): no cookie, no Accept-Language, so a page's
 * answer never varies on anything but its URL and the shared page cache can keep every language's
 * copy. `/en/...` and a prefix in capitals (`/FR/...`) are sent to the one address of that page.
 */
export function withLocale(request: Request, next: (request: Request) => Promise<Response>): Promise<Response> {
  const url = new URL(request.url)
  const canonical = canonicalLocalePath(url.pathname + url.search)
  if (canonical !== null && (request.method === 'GET' || request.method === 'HEAD')) {
    return Promise.resolve(new Response(null, { status: 308, headers: { Location: canonical, 'Cache-Control': 'public, max-age=3600' } }))
  }
  // A client-side navigation asks for `/fr.data` (the French home page's data): read it as `/fr/`.
  const { locale, path } = splitLocale(url.pathname)
  const effective = new URL(sitePath(path === '/_root.data' ? '/' : path, locale), url)
  return paraglideMiddleware(request, () => next(request), { effectiveRequestUrl: effective })
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
