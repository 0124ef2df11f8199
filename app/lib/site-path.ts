/**
 * Where a redirect or a language-switched link may lead: the one function that decides every such
 * target (docs/decisions/032-one-redirect-function.md). Sign-in's `redirectTo`, the language-keeping
 * `redirect` and toasts, the 308 from `/en/...` and `/FR/...`, and the language switcher's and
 * `hreflang` links all go through `sitePath`. Pure string and URL work, the same on the server and in
 * the browser.
 */
import { baseLocale, type Locale, locales } from '../paraglide/runtime.js'

/**
 * Paths that are never localized: the admin area (English only), the embedded stack's endpoints and
 * the local mailbox. A link to them keeps its English URL in every language.
 */
export const UNLOCALIZED = [/^\/admin(?:[/?#.]|$)/, /^\/auth\/v1\//, /^\/dev\//]

const BASE = 'http://site.invalid'
/** A language prefix in any case (`/fr`, `/FR`, `/en`), as a whole first segment. */
const PREFIX = new RegExp(`^/(${locales.join('|')})(?=/|$)`, 'i')
/** One slash, then nothing or anything but another slash or a backslash: a path of this site. */
const SITE_PATH = /^\/(?![/\\])/
const CONTROL = /[\u0000-\u001f\u007f]/

type Parts = { locale: Locale; path: string; tail: string }

/**
 * `target` as a path of this site in `locale` (or, without one, in the target's own language):
 * `/learn?q=x` -> `/fr/learn?q=x`, `/am/signup` -> `/fr/signup`, `/FR/learn` -> `/fr/learn`.
 * Whatever it is given, the answer starts with exactly one `/` followed by a character that is not
 * `/` or `\` (or is `/` alone). The target is normalised first, as a browser would read it (dot
 * segments, `\` as `/`, on a fixed origin), then its language prefix is taken off, the rest is
 * checked, and only then is `locale`'s prefix put on. A target refused at any step (another origin,
 * `//host`, `/fr//host`, a control character, anything that is not a path) becomes `/` in that language.
 */
export function sitePath(target: unknown, locale?: Locale): string {
  const parts = parse(target) ?? { locale: baseLocale, path: '/', tail: '' }
  const language = locale ?? parts.locale
  const { path, tail } = parts
  const out =
    language === baseLocale || UNLOCALIZED.some((pattern) => pattern.test(path))
      ? path + tail
      : `/${language}${path === '/' ? '/' : path}${tail}`
  return SITE_PATH.test(out) ? out : language === baseLocale ? '/' : `/${language}/`
}

/** Whether `sitePath` takes `target` as it is (and does not replace it with `/`). */
export function isSitePath(target: unknown): boolean {
  return parse(target) !== null
}

function parse(target: unknown): Parts | null {
  if (typeof target !== 'string' || !target.startsWith('/') || CONTROL.test(target)) return null
  let url: URL
  try {
    url = new URL(target, BASE)
  } catch {
    return null
  }
  if (url.origin !== BASE) return null
  const prefix = PREFIX.exec(url.pathname)
  const path = prefix ? url.pathname.slice(prefix[0].length) || '/' : url.pathname
  if (!SITE_PATH.test(path)) return null
  return { locale: prefix ? (prefix[1].toLowerCase() as Locale) : baseLocale, path, tail: url.search + url.hash }
}
