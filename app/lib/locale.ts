/**
 * Which language a URL is in, and the same path in another language (docs/decisions/030-languages.md).
 * English is at today's URLs; French under `/fr/...`, Amharic under `/am/...`. Pure string work (no
 * origin, no request), so it runs the same on the server, in the browser and in unit tests.
 */
import { baseLocale, isLocale, type Locale, locales } from '../paraglide/runtime.js'

export { baseLocale, isLocale, locales, type Locale }

/** The locales that have a URL prefix (every locale but English). */
const prefixedLocales: readonly Locale[] = locales.filter((locale) => locale !== baseLocale)

/** Each language's name in its own language and script, for the switcher. */
export const localeNames: Record<Locale, string> = { en: 'English', fr: 'Français', am: 'አማርኛ' }

/** Open Graph's `og:locale` for each language. */
export const ogLocales: Record<Locale, string> = { en: 'en_US', fr: 'fr_FR', am: 'am_ET' }

/**
 * Paths that are never localized: the admin area (English only), the embedded stack's endpoints and
 * the local mailbox. A link to them keeps its English URL in every language.
 */
const UNLOCALIZED = [/^\/admin(?:[/?#.]|$)/, /^\/auth\/v1\//, /^\/dev\//]

/** Whether a segment is a locale's URL prefix (exactly `fr` or `am`; never `en`, never `FR`). */
export function isPrefixLocale(segment: string | undefined): segment is Locale {
  return segment !== undefined && (prefixedLocales as readonly string[]).includes(segment)
}

/**
 * Splits a pathname into its locale and the English path: `/fr/learn` -> `{ locale: 'fr', path: '/learn' }`,
 * `/fr` and `/fr/` -> `/`, `/learn` -> `en`. A React Router data request (`/fr.data`, `/fr/signup.data`)
 * is read as the page it is for.
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([^/.]+)(?=\/|\.data$|$)(.*)$/.exec(pathname)
  if (match && isPrefixLocale(match[1])) {
    const rest = match[2]
    if (rest === '.data') return { locale: match[1], path: '/_root.data' }
    return { locale: match[1], path: rest === '' ? '/' : rest }
  }
  return { locale: baseLocale, path: pathname }
}

/** The locale a URL or pathname is in. */
export function localeOfPath(pathname: string): Locale {
  return splitLocale(pathname).locale
}

/**
 * The same site path in `locale`: `/learn?q=x` -> `/fr/learn?q=x`, `/` -> `/fr/`. A path already in a
 * language is moved to the other one (`/am/signup` -> `/fr/signup`). Anything that is not a site path
 * (an absolute URL, `mailto:`, `#top`, `//host`) and the admin area are returned unchanged.
 */
export function localizePath(to: string, locale: Locale): string {
  if (!to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return to
  const cut = to.search(/[?#]/)
  const pathname = cut === -1 ? to : to.slice(0, cut)
  const tail = cut === -1 ? '' : to.slice(cut)
  const { path } = splitLocale(pathname)
  if (UNLOCALIZED.some((pattern) => pattern.test(path))) return path + tail
  if (locale === baseLocale) return path + tail
  return `/${locale}${path === '/' ? '/' : path}${tail}`
}

/** Whether a site path has versions in every language (the admin area and the stack's endpoints do not). */
export function hasLanguageVersions(pathname: string): boolean {
  const { path } = splitLocale(pathname)
  return !UNLOCALIZED.some((pattern) => pattern.test(path))
}

/** The English path of a site path (`/fr/learn?q=x` -> `/learn?q=x`); other values unchanged. */
export function delocalizePath(to: string): string {
  return localizePath(to, baseLocale)
}
