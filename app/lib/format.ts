/**
 * Numbers, money and dates written the way each language writes them (docs/decisions/030-languages.md):
 * `1,234.50` and `$1,234.50` in English, `1 234,50` and `1 234,50 $US` in French, `US$1,234.50` in
 * Amharic. Meant for the server's render (Node has the full ICU data); every function takes the
 * locale as an option and otherwise uses the request's (`getLocale()`).
 *
 * English keeps the exact text the site wrote before (`formatCount`, `formatCents` of
 * app/lib/remittance.ts): whole numbers and US dollars in English are written without Intl, so a
 * page that renders them in the browser does not load ICU's data while it starts (decision 016).
 */
import { getLocale, type Locale } from '~/paraglide/runtime.js'

import { formatCount } from './format-count'

/** The BCP 47 tag Intl is given for each of the site's languages. */
const intlLocales: Record<Locale, string> = { en: 'en-US', fr: 'fr', am: 'am-ET' }

type Options = { locale?: Locale }

const formatters = new Map<string, Intl.NumberFormat>()
const dateFormatters = new Map<string, Intl.DateTimeFormat>()

/** One Intl.NumberFormat per language and options, made once (they are costly to build). */
function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = formatters.get(key)
  if (!format) {
    format = new Intl.NumberFormat(intlLocales[locale], options)
    formatters.set(key, format)
  }
  return format
}

function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = dateFormatters.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocales[locale], options)
    dateFormatters.set(key, format)
  }
  return format
}

/**
 * A number: `formatNumber(1234567)` -> "1,234,567" / "1 234 567" / "1,234,567"; `fractionDigits`
 * fixes the decimals (`formatNumber(2.5, { fractionDigits: 2 })` -> "2.50" / "2,50").
 */
export function formatNumber(value: number, { locale = getLocale(), fractionDigits }: Options & { fractionDigits?: number } = {}): string {
  if (locale === 'en' && fractionDigits === undefined && Number.isSafeInteger(value)) return formatCount(value)
  const digits =
    fractionDigits === undefined
      ? { maximumFractionDigits: 3 }
      : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }
  return numberFormat(locale, digits).format(value)
}

/**
 * An amount of money in a currency (ISO 4217 code, US dollars unless told): `formatMoney(1234.5)` ->
 * "$1,234.50" / "1 234,50 $US" / "US$1,234.50". `wholeUnits: true` drops the cents ("$1,235").
 */
export function formatMoney(
  amount: number,
  { locale = getLocale(), currency = 'USD', wholeUnits = false }: Options & { currency?: string; wholeUnits?: boolean } = {},
): string {
  if (locale === 'en' && currency === 'USD') {
    const cents = Math.round(amount * 100)
    if (wholeUnits && Number.isSafeInteger(Math.round(amount))) {
      const units = Math.round(amount)
      return units < 0 ? `-$${formatCount(-units)}` : `$${formatCount(units)}`
    }
    if (!wholeUnits && Number.isSafeInteger(cents) && !Object.is(cents, -0)) {
      const abs = Math.abs(cents)
      const text = `$${formatCount(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`
      return cents < 0 ? `-${text}` : text
    }
  }
  const digits = wholeUnits ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}
  return numberFormat(locale, { style: 'currency', currency, ...digits }).format(amount)
}

/** Money given in cents (the remittance data's unit): `formatCents(544)` -> "$5.44" / "5,44 $US". */
export function formatCents(cents: number, options: Options & { currency?: string } = {}): string {
  return formatMoney(cents / 100, options)
}

/**
 * A percentage given in percent (5.44 means 5.44 %), with two decimals unless told:
 * "5.44%" / "5,44 %" / "5.44%".
 */
export function formatPercent(
  percent: number,
  { locale = getLocale(), fractionDigits = 2 }: Options & { fractionDigits?: number } = {},
): string {
  if (locale === 'en') return `${percent.toFixed(fractionDigits)}%`
  return numberFormat(locale, { style: 'percent', minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(
    percent / 100,
  )
}

export type DateStyle = 'long' | 'medium' | 'short' | 'month-year' | 'day-month'

const DATE_STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  long: { dateStyle: 'long' },
  medium: { dateStyle: 'medium' },
  short: { dateStyle: 'short' },
  'month-year': { month: 'long', year: 'numeric' },
  'day-month': { month: 'short', day: 'numeric' },
}

/**
 * A calendar date (a Date, or an ISO date or timestamp string), read in UTC unless a time zone is
 * given: `formatDate('2026-11-26')` -> "November 26, 2026" / "26 novembre 2026" / "26 ኖቬምበር 2026";
 * `style: 'month-year'` -> "November 2026" / "novembre 2026".
 */
export function formatDate(
  date: Date | string,
  { locale = getLocale(), style = 'long', timeZone = 'UTC' }: Options & { style?: DateStyle; timeZone?: string } = {},
): string {
  const value = typeof date === 'string' ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : date) : date
  if (Number.isNaN(value.getTime())) throw new RangeError(`Not a date: ${String(date)}`)
  return dateFormat(locale, { ...DATE_STYLES[style], timeZone }).format(value)
}
