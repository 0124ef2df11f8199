import { afterEach, describe, expect, it } from 'vitest'

import { askTheGuides } from '../../app/.server/ask/ask.server'
import { guidePage } from '../../app/.server/learn/guide-page.server'
import { getGuide, glossaryTerms, hubGroups, library, loadLibrary, localizedGuides } from '../../app/.server/learn/guides.server'
import { guideSlugs } from '../../app/lib/guide-slugs'
import { amharicTerm, frenchTerm, normalizeAmharic } from '../../app/lib/ask-tokens'
import { overwriteGetLocale } from '../../app/paraglide/runtime.js'
import goldenAm from '../golden/ask-am.json'
import goldenFr from '../golden/ask-fr.json'

// Issue 23: the guides per language. A French or Amharic visitor gets the translation, or the English
// guide with a notice in their language (never a blank page); "Ask the guides" answers in French and
// Amharic from each language's own index.

const THRESHOLD = 0.9

afterEach(() => overwriteGetLocale(() => 'en'))

async function recall(questions: { q: string; guide: string }[], lang: string) {
  const misses: string[] = []
  for (const { q, guide } of questions) {
    const answer = await askTheGuides.answer(q, lang)
    const found = answer.guides.slice(0, 3).map((passage) => passage.guide.slug)
    if (!found.includes(guide)) misses.push(`"${q}": wanted ${guide}, got ${found.join(', ') || 'nothing'}`)
  }
  console.info(
    `Ask the guides (${lang}): ${questions.length - misses.length}/${questions.length} in the top three${misses.length ? `\n  ${misses.join('\n  ')}` : ''}`,
  )
  return { recall: 1 - misses.length / questions.length, misses }
}

describe('Ask the guides in French and Amharic: the golden sets', () => {
  it(`French: the expected guide in the top three for at least ${THRESHOLD * 100}% of the questions`, async () => {
    expect(goldenFr.questions.length).toBeGreaterThanOrEqual(10)
    const { recall: share, misses } = await recall(goldenFr.questions, 'fr')
    expect(share, misses.join('\n')).toBeGreaterThanOrEqual(THRESHOLD)
  })

  it(`Amharic: the expected guide in the top three for at least ${THRESHOLD * 100}% of the questions`, async () => {
    const { recall: share, misses } = await recall(goldenAm.questions, 'am')
    expect(share, misses.join('\n')).toBeGreaterThanOrEqual(THRESHOLD)
  })

  it('answers a French question with a French passage, linking to the section', async () => {
    const answer = await askTheGuides.answer('combien de temps pour annuler un transfert', 'fr')
    const first = answer.guides[0]
    expect(first.guide.slug).toBe('sending-money-home')
    expect(first.guide.lang).toBe('fr')
    expect(first.text).toMatch(/30 minutes/)
    expect(first.section.href).toBe(`/learn/sending-money-home#${first.section.id}`)
  })

  it('finds a guide not yet translated, in English, marked as English', async () => {
    const answer = await askTheGuides.answer('401(k)', 'fr')
    const retirement = answer.guides.find((passage) => passage.guide.slug === 'retirement-accounts')
    expect(retirement?.guide.lang).toBe('en')
  })

  it('shows the French glossary term a question names', async () => {
    const answer = await askTheGuides.answer('tontine', 'fr')
    expect(answer.terms.map((term) => term.term)).toContain('Tontine')
  })
})

describe('the French and Amharic word forms', () => {
  it('French: elisions, plurals and accents meet the same form', () => {
    expect(frenchTerm("l'argent")).toBe(frenchTerm('argent'))
    expect(frenchTerm('transferts')).toBe(frenchTerm('transfert'))
    expect(frenchTerm('crédit')).toBe(frenchTerm('credit'))
    expect(frenchTerm('comptes')).toBe(frenchTerm('compte'))
  })

  it('Amharic: same-sounding letters and common prefixes and suffixes meet the same form', () => {
    expect(normalizeAmharic('ሐዋላ')).toBe('ሀዋላ')
    expect(normalizeAmharic('ሥራ')).toBe('ስራ')
    expect(amharicTerm('የባንክ')).toBe(amharicTerm('ባንክ'))
    expect(amharicTerm('ሂሳብዎን')).toBe(amharicTerm('ሂሳብ'))
    // A short word keeps its letters: "በር" (door) is not cut to "ር".
    expect(amharicTerm('በር')).toBe('በር')
  })
})

describe('guides per locale, with the English fallback', () => {
  it('gives the translation when there is one', () => {
    const found = getGuide('itin', 'fr')!
    expect(found).toMatchObject({ lang: 'fr', fallback: false })
    expect(found.guide.title).toMatch(/^Qu'est-ce qu'un ITIN/)
    expect(getGuide('itin', 'am')).toMatchObject({ lang: 'am', fallback: false })
  })

  it('gives the English guide, marked as a fallback, when there is none', () => {
    expect(getGuide('retirement-accounts', 'fr')).toMatchObject({ lang: 'en', fallback: true, reason: 'untranslated' })
    expect(getGuide('credit-from-zero', 'am')).toMatchObject({ lang: 'en', fallback: true, reason: 'untranslated' })
    expect(getGuide('no-such-guide', 'fr')).toBeUndefined()
  })

  it('falls back to English when the English guide was reviewed after the translation was made', () => {
    const en = library.guides.get('en')!.get('itin')!
    const fr = library.guides.get('fr')!.get('itin')!
    const newer = { ...en, reviewed: '2026-12-01' }
    const source = {
      guides: new Map([
        ['en', new Map([['itin', newer]])],
        ['fr', new Map([['itin', fr]])],
      ]),
      glossary: library.glossary,
    }
    expect(getGuide('itin', 'fr', source)).toMatchObject({ lang: 'en', fallback: true, reason: 'outdated' })
  })

  it('lists every guide in every language: translated ones in the language, the others in English', () => {
    const fr = localizedGuides('fr')
    expect(fr.map((entry) => entry.guide.slug)).toEqual([...guideSlugs])
    expect(fr.filter((entry) => !entry.fallback)).toHaveLength(8)
    const am = hubGroups('am')
    const banking = am.byInterest.find(([interest]) => interest === 'banking')![1]
    expect(banking.find((card) => card.slug === 'itin')).toMatchObject({ lang: 'am', fallback: false })
    expect(banking.find((card) => card.slug === 'credit-from-zero')).toMatchObject({ lang: 'en', fallback: true })
  })

  it('the page: a one-line notice in the visitor language, never a blank', () => {
    overwriteGetLocale(() => 'fr')
    const view = guidePage('retirement-accounts', 'fr')!
    expect(view.lang).toBe('en')
    expect(view.notice).toEqual({
      kind: 'fallback',
      lines: ["Ce guide n'est pas encore disponible en français ; voici la version anglaise."],
    })
    expect(view.guide.sections.length).toBeGreaterThan(0)

    overwriteGetLocale(() => 'am')
    expect(guidePage('credit-from-zero', 'am')!.notice!.lines[0]).toMatch(/የእንግሊዝኛው ቅጂ ይኸውና/)
  })

  it('the page: a translated guide says it was translated from English, when, that English is the reference, and how it was checked', () => {
    overwriteGetLocale(() => 'fr')
    const view = guidePage('itin', 'fr')!
    expect(view.lang).toBe('fr')
    expect(view.notice!.kind).toBe('translation')
    expect(view.notice!.lines[0]).toBe("Traduit de l'anglais le 29 novembre 2026. Le texte anglais fait foi.")
    expect(view.notice!.lines[1]).toMatch(/Pas encore relue par une personne de langue maternelle/)
    expect(view.notice!.englishHref).toBe('/learn/itin')
    expect(view.terms.find((term) => term.slug === 'tax-return')?.term).toBe('Déclaration de revenus')
  })

  it("the page: the guide's links to site pages stay in the visitor's language", () => {
    const section = (lang: string) =>
      guidePage('sending-money-home', lang)!.guide.sections.find((candidate) => candidate.html.includes('navigator/remittance'))!.html
    expect(section('fr')).toContain('href="/fr/navigator/remittance"')
    expect(section('en')).toContain('href="/navigator/remittance"')
  })

  it('the English page has no notice', () => {
    expect(guidePage('itin', 'en')!.notice).toBeNull()
  })

  it('the glossary in French is in French alphabetical order', () => {
    const terms = glossaryTerms('fr').map((term) => term.term)
    expect(terms).toHaveLength(162)
    expect(terms.indexOf('Épargne de précaution')).toBeGreaterThan(terms.indexOf('Dividende'))
    // By code point "É" would come after "z"; in French it sorts with "E".
    expect(terms.indexOf('Épargne de précaution')).toBeLessThan(terms.indexOf('Fonds coté (ETF)'))
  })

  it('refuses a translation whose sections differ from the English guide', () => {
    const en = `---
title: What is an ITIN?
answer: An answer in plain words.
interests: [banking]
audience: Testers.
reviewed: 2026-11-25
need: [A test]
sources:
  - { title: IRS, url: "https://www.irs.gov/", checked: 2026-11-25 }
---

## Steps

1. Do it.

## Watch out

Careful.
`
    const fr = en
      .replace(
        'reviewed: 2026-11-25',
        'reviewed: 2026-11-25\ntranslation: { from: en, sourceReviewed: 2026-11-25, translated: 2026-11-26, method: A test. }',
      )
      .replace('## Watch out\n\nCareful.\n', '')
    const glossary = { '../content/glossary/en.yaml': '- { slug: itin, term: ITIN, definition: A tax number from the IRS. }' }
    expect(() => loadLibrary({ '../content/guides/en/itin.md': en, '../content/guides/fr/itin.md': fr }, glossary)).toThrow(
      /1 sections, but the English guide has 2/,
    )
    expect(() => loadLibrary({ '../content/guides/en/itin.md': en, '../content/guides/fr/itin.md': en }, glossary)).toThrow(
      /needs its translation block/,
    )
    expect(() => loadLibrary({ '../content/guides/fr/itin.md': fr }, glossary)).toThrow(/no English guide "itin"/)
  })
})
