import { parse as parseYaml } from 'yaml'
import { describe, expect, it } from 'vitest'

import { TermbaseFormatError, followsTermbase, parseTermbase, termFor } from '../../app/lib/termbase-format'

// Issue 23, decision 031: the term base comes first. Each language's file is valid (every choice has a
// basis, a reason when it is not a reference's term, an explanation when it stays in English), covers
// every glossary term, and keeps the US names in English.

const files = import.meta.glob<string>('../../app/content/termbase/*.yaml', { query: '?raw', import: 'default', eager: true })
const englishGlossary = import.meta.glob<string>('../../app/content/glossary/en.yaml', { query: '?raw', import: 'default', eager: true })

const bases = Object.fromEntries(
  Object.entries(files).map(([key, text]) => {
    const locale = /([a-z]+)\.yaml$/.exec(key)![1]
    return [locale, parseTermbase(text, key)]
  }),
)
const glossarySlugs = (parseYaml(Object.values(englishGlossary)[0]) as { slug: string | number }[]).map((entry) => String(entry.slug))

const US_TERMS_KEPT_IN_ENGLISH = ['itin', 'ssn', '401k', 'fdic', 'irs', 'bank-on', 'chexsystems', 'ach', 'cfpb']

describe('term base files', () => {
  it('exist for French and Amharic and name their own locale', () => {
    expect(Object.keys(bases).sort()).toEqual(['am', 'fr'])
    for (const [locale, base] of Object.entries(bases)) expect(base.locale).toBe(locale)
  })

  it.each(['fr', 'am'])('%s covers every glossary term', (locale) => {
    const ids = new Set(bases[locale].terms.map((entry) => String(entry.id)))
    expect(glossarySlugs.filter((slug) => !ids.has(slug))).toEqual([])
    expect(glossarySlugs.length).toBeGreaterThanOrEqual(162)
  })

  it('French and Amharic list the same concepts', () => {
    const ids = (locale: string) => bases[locale].terms.map((entry) => String(entry.id)).sort()
    expect(ids('am')).toEqual(ids('fr'))
  })

  it.each(['fr', 'am'])('%s keeps the US names in English, each with an explanation', (locale) => {
    for (const id of US_TERMS_KEPT_IN_ENGLISH) {
      const entry = termFor(bases[locale], id)
      expect(entry, id).toBeDefined()
      expect(entry!.basis, id).toBe('keep-english')
      expect(entry!.explain, id).toBeTruthy()
    }
  })

  it('has the product words the interface uses', () => {
    for (const id of [
      'waitlist',
      'early-access',
      'remittance',
      'exchange-rate',
      'fee',
      'credit-score',
      'secured-card',
      'bank-account',
      'checking-account',
      'savings-account',
      'overdraft',
      'interest-rate',
      'apr',
      'annual-fee',
    ]) {
      expect(termFor(bases.fr, id)?.term, id).toBeTruthy()
      expect(termFor(bases.am, id)?.term, id).toBeTruthy()
    }
    expect(termFor(bases.fr, 'checking-account')?.term).toBe('compte courant')
    expect(termFor(bases.am, 'remittance')?.term).toBe('ሐዋላ')
  })

  it('says honestly that no native speaker has reviewed it yet', () => {
    for (const base of Object.values(bases)) expect(base.review.status).toBe('draft')
    expect(bases.am.references).toEqual([])
  })
})

describe('term base format', () => {
  const header = (locale: string) => `locale: ${locale}
language: Test
review: { status: draft, note: A fixture. }
references:
  - { basis: termium, name: TERMIUM Plus, url: "https://www.btb.termiumplus.gc.ca/" }
terms:
`
  const parse = (locale: string, terms: string) => () => parseTermbase(header(locale) + terms, 'fixture.yaml')

  it('accepts a reference term, a reasoned usage and an explained English term', () => {
    expect(
      parse(
        'fr',
        `  - { id: fee, en: Fee, term: frais, basis: termium }
  - { id: scam, en: Scam, term: arnaque, basis: usage, note: The everyday word. }
  - { id: itin, en: ITIN, term: ITIN, basis: keep-english, note: An IRS name., explain: un numéro fiscal }
`,
      )().terms,
    ).toHaveLength(3)
  })

  it('refuses a usage without its reason, naming the entry and field', () => {
    expect(parse('fr', '  - { id: scam, en: Scam, term: arnaque, basis: usage }\n')).toThrow(
      /terms\.0\.note: a "usage" choice needs its reason/,
    )
  })

  it('refuses a term kept in English without its explanation, or translated after all', () => {
    expect(parse('fr', '  - { id: itin, en: ITIN, term: ITIN, basis: keep-english, note: x }\n')).toThrow(/explain/)
    expect(parse('fr', '  - { id: itin, en: ITIN, term: NIF, basis: keep-english, note: x, explain: y }\n')).toThrow(
      /keeps the English name/,
    )
  })

  it('refuses a reference not listed, a duplicate id, a misspelt field', () => {
    expect(parse('fr', '  - { id: fee, en: Fee, term: frais, basis: iate }\n')).toThrow(/"iate" is not listed/)
    expect(
      parse('fr', '  - { id: fee, en: Fee, term: frais, basis: termium }\n  - { id: fee, en: Fee, term: coût, basis: termium }\n'),
    ).toThrow(/appears twice/)
    expect(parse('fr', '  - { id: fee, en: Fee, term: frais, basis: termium, nots: x }\n')).toThrow(TermbaseFormatError)
  })

  it('refuses Amharic not written in Ethiopic script', () => {
    expect(parse('am', '  - { id: fee, en: Fee, term: kifiya, basis: usage, note: x }\n')).toThrow(/Ethiopic/)
    expect(parse('am', '  - { id: fee, en: Fee, term: ክፍያ, basis: usage, note: x }\n')().terms).toHaveLength(1)
  })

  it('matches a glossary heading to the chosen term', () => {
    const fr = parseTermbase(
      header('fr') +
        '  - { id: fee, en: Fee, term: frais, basis: termium }\n  - { id: itin, en: ITIN, term: ITIN, basis: keep-english, note: x, explain: y }\n',
      'f',
    )
    expect(followsTermbase(fr.terms[0], 'Frais')).toBe(true)
    expect(followsTermbase(fr.terms[0], 'Coût')).toBe(false)
    expect(followsTermbase(fr.terms[1], 'ITIN (numéro fiscal)')).toBe(true)
  })
})
