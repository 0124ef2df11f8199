/**
 * The Cache-Control of every document and data answer (docs/decisions/013-cheap-phone.md).
 *
 * - An anonymous view of a page that ships no JavaScript (`handle: { js: false }`), or of a page with
 *   JavaScript whose route says it is the same for every anonymous visitor (`handle: { shared: true }`:
 *   /signup, /auth, /navigator/remittance; its inline scripts are then allowed by hash, not by a
 *   per-answer nonce), is the same for everyone: a shared cache (a CDN, or the server's own page
 *   cache, server/page-cache.mjs) may keep it for `s-maxage`; browsers revalidate (`max-age=0`).
 *   `Vary: Cookie` keeps a signed-in visitor's request (or one carrying a toast) from being answered
 *   with it.
 * - A signed-in view, a personal page (/profile, /admin, /dev/mailbox) or an answer that sets a
 *   cookie is never stored anywhere: `private, no-store`.
 * - Every other page (forms, errors) may be kept by the browser but is revalidated and never shared:
 *   `private, no-cache`.
 * A loader that asks for something stricter (`no-store`, `private`) always wins.
 */

const SHARED_CACHE_SECONDS = 300

export const PUBLIC_PAGE = `public, max-age=0, s-maxage=${SHARED_CACHE_SECONDS}`
export const PRIVATE_PAGE = 'private, no-store'
export const REVALIDATED_PAGE = 'private, no-cache'

const PERSONAL_PATHS = [/^\/profile(\/|$)/, /^\/admin(\/|$)/, /^\/dev\/mailbox(\/|$)/]

export type CacheFacts = {
  pathname: string
  status: number
  signedIn: boolean
  /** The page is the same for every anonymous visitor (`js: false` or `shared: true`, app/lib/static-page.ts). */
  sharedPage: boolean
  /** The answer sets a cookie. */
  setsCookie: boolean
  /** Cache-Control values the loaders (and actions) of the matched routes set. */
  requested: Array<string | null | undefined>
  method?: string
}

function isPersonalPath(pathname: string) {
  return PERSONAL_PATHS.some((pattern) => pattern.test(pathname))
}

/** The Cache-Control for a document, from what the request and the render found. */
export function documentCacheControl(facts: CacheFacts): string {
  const requested = facts.requested.filter((value): value is string => Boolean(value)).map((value) => value.toLowerCase())
  if (
    facts.signedIn ||
    facts.setsCookie ||
    isPersonalPath(facts.pathname) ||
    requested.some((value) => /\b(no-store|private)\b/.test(value))
  ) {
    return PRIVATE_PAGE
  }
  const method = (facts.method ?? 'GET').toUpperCase()
  const cacheableStatus = facts.status === 200 || facts.status === 404
  if (facts.sharedPage && cacheableStatus && (method === 'GET' || method === 'HEAD')) return PUBLIC_PAGE
  return REVALIDATED_PAGE
}

/** Sets Cache-Control (and Vary: Cookie on shareable answers) on a document's headers. */
export function applyDocumentCaching(headers: Headers, facts: Omit<CacheFacts, 'setsCookie'>) {
  const value = documentCacheControl({ ...facts, setsCookie: headers.has('Set-Cookie') })
  headers.set('Cache-Control', value)
  if (value === PUBLIC_PAGE) appendVary(headers, 'Cookie')
  return value
}

/** Data answers (client-side navigations, form posts) hold per-visitor state: never stored. */
export function applyDataCaching(headers: Headers) {
  const current = headers.get('Cache-Control')
  if (!current || !/\bno-store\b/i.test(current)) headers.set('Cache-Control', PRIVATE_PAGE)
}

function appendVary(headers: Headers, name: string) {
  const current = headers.get('Vary')
  if (!current) headers.set('Vary', name)
  else if (!current.split(',').some((part) => part.trim().toLowerCase() === name.toLowerCase())) headers.set('Vary', `${current}, ${name}`)
}
