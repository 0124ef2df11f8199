/**
 * Which language a URL is in, and the same path in another language (docs/decisions/030-languages.md).
 * English is at today's URLs; French under `/fr/...`, Amharic under `/am/...`. Pure string work (no
 * origin, no request), so it runs the same on the server, in the browser and in unit tests.
 */
import { baseLocale, isLocale, type Locale, locales } from '../paraglide/runtime.js'
import { sitePath, UNLOCALIZED } from './site-path'

export { baseLocale, isLocale, locales, type Locale }

/** The locales that have a URL prefix (every locale but English). */
const prefixedLocales: readonly Locale[] = locales.filter((locale) => locale !== baseLocale)

/** Each language's name in its own language and script, for the switcher. */
export const localeNames: Record<Locale, string> = { en: 'English', fr: 'Français', am: 'አማርኛ' }

/** Open Graph's `og:locale` for each language. */
export const ogLocales: Record<Locale, string> = { en: 'en_US', fr: 'fr_FR', am: 'am_ET' }

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
 * A link's target in `locale`: `/learn?q=x` -> `/fr/learn?q=x`, `/` -> `/fr/`, `/am/signup` ->
 * `/fr/signup`, the admin area unchanged. Every path (anything starting with `/` or `\`) goes through
 * `sitePath` (app/lib/site-path.ts), so `//host` and `/fr//host` become `/fr/`; a link elsewhere
 * written in the code (an absolute URL, `mailto:`, `#top`) is returned unchanged.
 */
export function localizePath(to: string, locale: Locale): string {
  return /^[/\\]/.test(to) ? sitePath(to, locale) : to
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
