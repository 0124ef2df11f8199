import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { isCurrentTranslation, library } from '../../app/.server/learn/guides.server'
import type { Guide } from '../../app/lib/guide-format'
import { followsTermbase, parseTermbase } from '../../app/lib/termbase-format'

// Issue 23, decision 031: a translation is trusted only as far as it is checked against the English,
// which is the reference. Every translated guide keeps every number of its English guide (amounts,
// percentages, dates, phone numbers: every digit sequence), its links and sources, its sections and
// their list items, says where it comes from, and has a back-translation record; the glossary has the
// same entries, numbers and sources as the English one and uses the term base's words.

const root = join(import.meta.dirname, '../..')
const english = library.guides.get('en')!
const translations = [...library.guides.entries()]
  .filter(([lang]) => lang !== 'en')
  .flatMap(([lang, guides]) => [...guides.values()].map((guide) => ({ lang, guide })))

/** Every digit sequence, sorted: "1 %", "1%" and "1.5" vs "1,5" compare equal, "25" vs "250" do not. */
export function digitsOf(text: string): string[] {
  return (text.match(/\d+/g) ?? []).sort()
}

const hrefsOf = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]).sort()
const itemsOf = (html: string) => (html.match(/<li>/g) ?? []).length
const allText = (guide: Guide) =>
  [guide.title, guide.answer, guide.audience, ...guide.need, ...guide.sections.flatMap((section) => [section.heading, section.text])].join(
    '\n',
  )

/** The text a reader sees, part by part, so a failure says where a number went missing. */
function parts(guide: Guide): [string, string][] {
  return [
    ['title', guide.title],
    ['answer', guide.answer],
    ['audience', guide.audience],
    ['need', guide.need.join('\n')],
    ...guide.sections.map((section): [string, string] => [`## ${section.id}`, section.text]),
  ]
}

describe('the translated guides', () => {
  it('include the 8 vital guides in French and the first 4 in Amharic', () => {
    const vital = [
      'bank-account-without-ssn',
      'sending-money-home',
      'scams-that-target-immigrants',
      'itin',
      'credit-from-zero',
      'bank-on-and-chexsystems',
      'credit-reports-and-disputes',
      'investing-back-home-safely',
    ]
    for (const slug of vital) expect(library.guides.get('fr')?.has(slug), `fr/${slug}`).toBe(true)
    for (const slug of vital.slice(0, 4)) expect(library.guides.get('am')?.has(slug), `am/${slug}`).toBe(true)
  })

  for (const { lang, guide } of translations) {
    const source = english.get(guide.slug)!
    describe(`${lang}/${guide.slug}`, () => {
      it('says it was translated from the English version now published, and how it was checked', () => {
        expect(guide.translation?.from).toBe('en')
        expect(
          isCurrentTranslation(guide, source),
          `made from the English of ${guide.translation?.sourceReviewed}, English now reviewed ${source.reviewed}`,
        ).toBe(true)
        expect(guide.translation!.translated >= guide.translation!.sourceReviewed).toBe(true)
        // Honest about review: until a native speaker has reviewed it, the method says so.
        if (!guide.translation!.reviewedBy) expect(guide.translation!.method).toMatch(/not yet reviewed by a native-speaking volunteer/)
      })

      it('has every number of the English, part by part', () => {
        for (const [[name, text], [, sourceText]] of parts(guide).map((part, index) => [part, parts(source)[index]] as const)) {
          expect(digitsOf(text), `${lang}/${guide.slug} ${name}`).toEqual(digitsOf(sourceText))
        }
        expect(digitsOf(allText(guide))).toEqual(digitsOf(allText(source)))
      })

      it('has the same sections, list items, links, sources, terms and facts', () => {
        expect(guide.sections.map((section) => [section.id, section.kind])).toEqual(
          source.sections.map((section) => [section.id, section.kind]),
        )
        expect(guide.sections.map((section) => itemsOf(section.html))).toEqual(source.sections.map((section) => itemsOf(section.html)))
        expect(guide.sections.map((section) => section.checks?.length ?? 0)).toEqual(
          source.sections.map((section) => section.checks?.length ?? 0),
        )
        expect(guide.sections.map((section) => hrefsOf(section.html))).toEqual(source.sections.map((section) => hrefsOf(section.html)))
        expect(guide.need).toHaveLength(source.need.length)
        expect(guide.sources.map(({ url, checked }) => ({ url, checked }))).toEqual(
          source.sources.map(({ url, checked }) => ({ url, checked })),
        )
        expect({
          interests: guide.interests,
          startHere: guide.startHere,
          related: guide.related,
          terms: guide.terms,
          reviewed: guide.reviewed,
        }).toEqual({
          interests: source.interests,
          startHere: source.startHere,
          related: source.related,
          terms: source.terms,
          reviewed: source.reviewed,
        })
      })

      it('is about as long as the English (no section left out or added)', () => {
        const ratio = guide.words / source.words
        // Measured (2026-11-26): French 1.11-1.14 times the English words; Amharic, which joins words, 0.71-0.76.
        const [low, high] = lang === 'am' ? [0.55, 1.2] : [0.9, 1.5]
        expect(ratio, `${guide.words} words vs ${source.words}`).toBeGreaterThanOrEqual(low)
        expect(ratio, `${guide.words} words vs ${source.words}`).toBeLessThanOrEqual(high)
      })

      it('has a back-translation record that compared numbers, rights, deadlines and warnings', () => {
        const file = join(root, 'docs/translation/back-translation', lang, `${guide.slug}.md`)
        expect(existsSync(file), file).toBe(true)
        const record = readFileSync(file, 'utf8')
        expect(record).toContain(`Translation checked: ${guide.translation!.translated}`)
        expect(record).toContain(`English version: ${guide.translation!.sourceReviewed}`)
        for (const heading of ['## Numbers', '## Rights', '## Deadlines', '## Warnings', '## Result'])
          expect(record, heading).toContain(heading)
        // Every number of the guide appears in the record's back-translation.
        const numbers = new Set(digitsOf(allText(source)))
        const recorded = new Set(digitsOf(record.slice(record.indexOf('## Numbers'))))
        expect(
          [...numbers].filter((number) => !recorded.has(number)),
          'numbers not back-translated',
        ).toEqual([])
        expect(record).toMatch(/^Result: (match|match after fixes)\b/m)
      })
    })
  }
})

describe('the translated glossaries', () => {
  const en = library.glossary.get('en')!
  for (const lang of ['fr', 'am']) {
    const terms = library.glossary.get(lang)!
    const base = parseTermbase(readFileSync(join(root, `app/content/termbase/${lang}.yaml`), 'utf8'), `${lang}.yaml`)

    it(`${lang}: has the same entries as English, in the same order, with the same sources`, () => {
      expect(terms.map((term) => term.slug)).toEqual(en.map((term) => term.slug))
      expect(terms.map((term) => term.source)).toEqual(en.map((term) => term.source))
    })

    it(`${lang}: keeps every number of each English definition`, () => {
      const english = new Map(en.map((term) => [term.slug, term]))
      for (const term of terms) {
        const source = english.get(term.slug)!
        expect(digitsOf(`${term.term} ${term.definition}`), term.slug).toEqual(digitsOf(`${source.term} ${source.definition}`))
      }
    })

    it(`${lang}: writes each term as the term base chose it`, () => {
      const off = terms.filter((term) => {
        const entry = base.terms.find((candidate) => String(candidate.id) === term.slug)
        return !entry || !followsTermbase(entry, term.term)
      })
      expect(off.map((term) => `${term.slug}: ${term.term}`)).toEqual([])
    })
  }

  it('a digit check that cannot be fooled by formatting, but catches a changed number', () => {
    expect(digitsOf('250,000 dollars, 1%, 1 January 2026')).toEqual(digitsOf('250 000 dollars, 1 %, 1er janvier 2026'))
    expect(digitsOf('30 minutes')).not.toEqual(digitsOf('3 minutes'))
    expect(digitsOf('180 days')).not.toEqual(digitsOf('18 jours'))
  })
})
