import { delocalizePath } from './locale'

/** The `handle` of a page that needs no browser runtime (see `RouteHandle` in app/root.tsx). */
export const staticPageHandle = { js: false } as const

/** JavaScript is on unless a matched route's handle says `js: false`. */
export function routeNeedsJavaScript(handles: ReadonlyArray<{ js?: boolean } | null | undefined>) {
  return !handles.some((handle) => handle?.js === false)
}

/**
 * An anonymous view of the page is the same for everyone, so a shared cache may keep it: pages
 * without JavaScript, and pages whose own route says `shared: true` (app/.server/document/cache-policy.server.ts).
 */
export function routeIsShared(handles: ReadonlyArray<{ js?: boolean; shared?: boolean } | null | undefined>) {
  return !routeNeedsJavaScript(handles) || handles.at(-1)?.shared === true
}

/**
 * The query parameters a shared page declares (`handle.query` of every matched route): the only ones
 * that make a distinct copy in the shared cache (server/page-cache.mjs, docs/decisions/020-fair-and-cheap.md).
 */
export function sharedQueryParams(handles: ReadonlyArray<{ query?: readonly string[] } | null | undefined>): string[] {
  return [...new Set(handles.flatMap((handle) => handle?.query ?? []))].sort()
}

/**
 * The pages whose only content is a "coming soon" notice: one route module (app/routes/coming-soon.tsx)
 * serves them all (app/routes.ts), their copy is keyed by path in app/content/coming-soon.ts.
 */
export const comingSoonPaths = [
  'invest',
  'banking',
  'personal-finance',
  'taxes',
  'about',
  'services',
  'blog',
  'cookies',
  'disclaimer',
] as const
export type ComingSoonPath = (typeof comingSoonPaths)[number]

/**
 * The paths of the pages whose route says `js: false`, for links that lead there (`SiteLink`,
 * app/components/ui/site-link.tsx): a running app cannot read another route's `handle` before it has
 * loaded that route, so the list is kept here, and tests/unit/static-page.test.ts checks it against
 * every route's handle in app/routes.ts.
 */
export const staticPagePaths: ReadonlySet<string> = new Set([
  '/',
  '/home',
  ...[...comingSoonPaths, 'learn'].map((p) => `/${p}`),
  '/navigator',
  ...['bank-accounts', 'credit-cards', 'investing', 'guides', 'loans'].map((p) => `/navigator/${p}`),
  '/early-access',
  '/terms',
  '/privacy',
  '/learn/glossary',
  '/learn/:slug',
])

/** The paths above with a `:param` segment, as patterns (a guide is `/learn/<slug>`). */
const staticPagePatterns = [...staticPagePaths]
  .filter((path) => path.includes('/:'))
  .map((path) => new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}$`))

/**
 * Whether a link's target (a path, maybe with a query or fragment) is a page without JavaScript; the
 * same page in French or Amharic (`/fr/learn`) is one too (docs/decisions/030-languages.md).
 */
export function isStaticPageLink(to: string) {
  const path = delocalizePath(to.replace(/[?#].*$/, ''))
  const page = path.length > 1 ? path.replace(/\/+$/, '') : path
  return staticPagePaths.has(page) || staticPagePatterns.some((pattern) => pattern.test(page))
}
