import { getLocale } from '~/paraglide/runtime.js'

/**
 * Picks the singular or plural form of a phrase for a count, by the CLDR plural rules of the request's
 * locale (Intl.PluralRules): French and Amharic count 0 as "one", English does not.
 */
export function plural(count: number, one: string, other: string, locale: string = getLocale()): string {
  return new Intl.PluralRules(locale).select(count) === 'one' ? one : other
}
