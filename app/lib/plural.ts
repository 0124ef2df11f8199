import { getLocale } from '~/paraglide/runtime.js'

/**
 * Picks the singular or plural form of a phrase for a count, by the CLDR plural rules of the request's
 * locale (Intl.PluralRules): French and Amharic count 0 as "one", English does not.
 */
export function plural(count: number, one: string, other: string, locale: string = getLocale()): string {
  return new Intl.PluralRules(locale).select(count) === 'one' ? one : other
}

/**
 * Whether a whole number takes the singular in the current language (CLDR: English "1"; French and
 * Amharic "0 or 1"). Written out rather than Intl.PluralRules, whose first use loads ICU data on a
 * cheap phone (decision 016).
 */
export function isSingular(count: number, locale: string): boolean {
  return locale === 'en' ? count === 1 : count === 0 || count === 1
}
