import { getLocale } from '~/paraglide/runtime.js'

/**
 * A whole number with en-US thousands separators ("12,345"), exactly as `toLocaleString('en-US')`
 * writes it, without the browser's number-formatting data: the first `toLocaleString` of a page
 * loads ICU's locale data, about 20 ms of a cheap phone's start-up (a quarter of `/signup`'s
 * hydration, decision 016). Other numbers fall back to `toLocaleString`.
 */
export function formatCount(value: number, locale: string = getLocale()): string {
  // French and Amharic pages use the locale's own separators ("12 345" in French).
  if (locale !== 'en') return new Intl.NumberFormat(locale).format(value)
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en-US')
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',')
  return value < 0 ? `-${digits}` : digits
}
