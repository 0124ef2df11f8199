/**
 * Languages in the URL and per-language formatting (docs/decisions/030-languages.md): which locale a
 * path is in, the same path in another language, the canonical address of a mistyped prefix, and
 * numbers, money and dates as each language writes them.
 */
import { describe, expect, it } from 'vitest'

import { canonicalLocalePath } from '../../app/.server/platform/locale.server'
import { formatCents, formatDate, formatMoney, formatNumber, formatPercent } from '../../app/lib/format'
import { delocalizePath, hasLanguageVersions, isPrefixLocale, localizePath, splitLocale } from '../../app/lib/locale'

// Intl's French groups with a narrow no-break space (U+202F) and puts a no-break space before "$US".
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ')

describe('locale in the URL', () => {
  it('reads the locale and the English path', () => {
    expect(splitLocale('/fr/learn/itin')).toEqual({ locale: 'fr', path: '/learn/itin' })
    expect(splitLocale('/am')).toEqual({ locale: 'am', path: '/' })
    expect(splitLocale('/am/')).toEqual({ locale: 'am', path: '/' })
    expect(splitLocale('/learn')).toEqual({ locale: 'en', path: '/learn' })
    expect(splitLocale('/french')).toEqual({ locale: 'en', path: '/french' })
    expect(splitLocale('/en/learn')).toEqual({ locale: 'en', path: '/en/learn' })
    // React Router's data requests for the same pages.
    expect(splitLocale('/fr.data')).toEqual({ locale: 'fr', path: '/_root.data' })
    expect(splitLocale('/am/signup.data')).toEqual({ locale: 'am', path: '/signup.data' })
    expect(isPrefixLocale('fr')).toBe(true)
    expect(isPrefixLocale('en')).toBe(false)
    expect(isPrefixLocale('FR')).toBe(false)
  })

  it('moves a site path into a language, keeping its query and fragment', () => {
    expect(localizePath('/', 'fr')).toBe('/fr/')
    expect(localizePath('/signup?ref=abc#get-early-access', 'am')).toBe('/am/signup?ref=abc#get-early-access')
    expect(localizePath('/fr/signup', 'am')).toBe('/am/signup')
    expect(localizePath('/fr/signup?x=1', 'en')).toBe('/signup?x=1')
    expect(localizePath('/am', 'en')).toBe('/')
    expect(delocalizePath('/am/learn/glossary#itin')).toBe('/learn/glossary#itin')
  })

  it('leaves what is not a localized site path alone', () => {
    for (const to of ['https://example.com/x', 'mailto:a@b.c', '#main']) expect(localizePath(to, 'fr')).toBe(to)
    // A path that is not this site's is no link to keep (docs/decisions/032-one-redirect-function.md).
    for (const to of ['//evil.example/x', '/\\evil', '/fr//evil.example']) expect(localizePath(to, 'fr')).toBe('/fr/')
    expect(localizePath('/admin/waitlist?q=x', 'fr')).toBe('/admin/waitlist?q=x')
    expect(localizePath('/admin', 'am')).toBe('/admin')
    expect(localizePath('/administration', 'am')).toBe('/am/administration')
    expect(localizePath('/auth/v1/verify?token=x', 'fr')).toBe('/auth/v1/verify?token=x')
    expect(hasLanguageVersions('/admin/users')).toBe(false)
    expect(hasLanguageVersions('/fr/profile')).toBe(true)
  })

  it('sends /en/... and a prefix in capitals to the one address of the page', () => {
    expect(canonicalLocalePath('/en/learn')).toBe('/learn')
    expect(canonicalLocalePath('/en')).toBe('/')
    expect(canonicalLocalePath('/FR/learn')).toBe('/fr/learn')
    expect(canonicalLocalePath('/Am')).toBe('/am/')
    expect(canonicalLocalePath('/fr/learn')).toBeNull()
    expect(canonicalLocalePath('/learn')).toBeNull()
    expect(canonicalLocalePath('/xx/learn')).toBeNull()
    expect(canonicalLocalePath('/')).toBeNull()
    expect(canonicalLocalePath('/EN/learn?q=a')).toBe('/learn?q=a')
    // Never to another site (security review 2026-11-29, N1): what is left after the prefix is checked.
    expect(canonicalLocalePath('/en//evil.example/x')).toBe('/')
    expect(canonicalLocalePath('/FR//evil.example')).toBe('/fr/')
  })
})

describe('formatting per language', () => {
  it('writes numbers', () => {
    expect(formatNumber(1234567, { locale: 'en' })).toBe('1,234,567')
    expect(plain(formatNumber(1234567, { locale: 'fr' }))).toBe('1 234 567')
    expect(formatNumber(1234567, { locale: 'am' })).toBe('1,234,567')
    expect(plain(formatNumber(2.5, { locale: 'fr', fractionDigits: 2 }))).toBe('2,50')
    expect(formatNumber(2.5, { locale: 'en', fractionDigits: 2 })).toBe('2.50')
  })

  it('writes money, English exactly as before', () => {
    expect(formatMoney(1234.5, { locale: 'en' })).toBe('$1,234.50')
    expect(formatMoney(-0.98, { locale: 'en' })).toBe('-$0.98')
    expect(formatMoney(1234.5, { locale: 'en', wholeUnits: true })).toBe('$1,235')
    expect(plain(formatMoney(1234.5, { locale: 'fr' }))).toBe('1 234,50 $US')
    expect(formatMoney(1234.5, { locale: 'am' })).toBe('US$1,234.50')
    expect(plain(formatMoney(200, { locale: 'fr', currency: 'XOF' }))).toBe('200 F CFA')
    expect(formatCents(544, { locale: 'en' })).toBe('$5.44')
    expect(plain(formatCents(544, { locale: 'fr' }))).toBe('5,44 $US')
    // The English fast path writes what Intl writes.
    for (const cents of [0, 5, 99, 100, 123456789, -544])
      expect(formatCents(cents, { locale: 'en' })).toBe(
        new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100),
      )
  })

  it('writes percentages given in percent', () => {
    expect(formatPercent(5.44, { locale: 'en' })).toBe('5.44%')
    expect(plain(formatPercent(5.44, { locale: 'fr' }))).toBe('5,44 %')
    expect(formatPercent(5.4, { locale: 'am' })).toBe('5.40%')
  })

  it('writes dates in UTC', () => {
    expect(formatDate('2026-11-26', { locale: 'en' })).toBe('November 26, 2026')
    expect(formatDate('2026-11-26', { locale: 'fr' })).toBe('26 novembre 2026')
    expect(formatDate('2026-11-26', { locale: 'am' })).toMatch(/^26 \p{Script=Ethiopic}+ 2026$/u)
    expect(formatDate(new Date('2026-03-01T02:00:00Z'), { locale: 'fr', style: 'month-year' })).toBe('mars 2026')
    expect(() => formatDate('soon', { locale: 'en' })).toThrow(RangeError)
  })

  it("uses the request's locale when none is given (English outside a request)", () => {
    expect(formatMoney(5)).toBe('$5.00')
  })
})
