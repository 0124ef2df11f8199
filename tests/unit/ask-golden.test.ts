import { describe, expect, it } from 'vitest'

import { askTheGuides, searchAnswerer, widenQuestion } from '../../app/.server/ask/ask.server'
import { library } from '../../app/.server/learn/guides.server'
import { ASK_MAX_LENGTH, parseAskQuery } from '../../app/lib/ask'
import { refusalFor } from '../../app/lib/ask-refusals'
import goldenAm from '../golden/ask-am.json'
import goldenEn from '../golden/ask-en.json'
import goldenFr from '../golden/ask-fr.json'
import { m } from '../../app/paraglide/messages.js'

// Issue 32: "Ask" finds, for questions in the audience's words, the guide that answers each FIRST, in
// every language (a French or Amharic question finds the guides only in English too); the test fails
// below 85% per language. The must-refuse questions are refused, every one.

const THRESHOLD = 0.85

const sets = [
  ['en', goldenEn],
  ['fr', goldenFr],
  ['am', goldenAm],
] as const

describe.each(sets)('Ask: the golden set (%s)', (lang, set) => {
  it(`puts the expected guide first for at least ${THRESHOLD * 100}% of the questions`, async () => {
    expect(set.questions.length).toBeGreaterThanOrEqual(40)
    const misses: string[] = []
    for (const { q, guide } of set.questions) {
      const answer = await askTheGuides.answer(q, lang)
      const first = answer.guides[0]?.guide.slug
      if (first !== guide)
        misses.push(`"${q}": wanted ${guide}, got ${answer.guides.map((passage) => passage.guide.slug).join(', ') || 'nothing'}`)
    }
    const share = 1 - misses.length / set.questions.length
    console.info(
      `Ask (${lang}): ${set.questions.length - misses.length}/${set.questions.length} first (${(share * 100).toFixed(0)}%)${misses.length ? `\n  ${misses.join('\n  ')}` : ''}`,
    )
    expect(share, misses.join('\n')).toBeGreaterThanOrEqual(THRESHOLD)
  })

  it('refuses every must-refuse question, with the right reason', () => {
    expect(set.refuse.length).toBeGreaterThanOrEqual(5)
    expect(new Set(set.refuse.map((item) => item.refusal)).size).toBe(5)
    for (const { q, refusal } of set.refuse) expect(refusalFor(q), q).toBe(refusal)
  })

  it('refuses none of the questions it must answer', () => {
    const refused = set.questions.filter(({ q }) => refusalFor(q) !== null).map(({ q }) => `${q}: ${refusalFor(q)}`)
    expect(refused).toEqual([])
  })
})

describe('Ask the guides: the answer', () => {
  it('gives each guide the passage that answers, with a link to its section', async () => {
    const answer = await askTheGuides.answer('how long do I have to cancel a money transfer', 'en')
    const first = answer.guides[0]
    expect(first.guide.slug).toBe('sending-money-home')
    expect(first.section.href).toBe(`/learn/sending-money-home#${first.section.id}`)
    const guide = library.guides.get('en')!.get('sending-money-home')!
    expect(first.section.id === 'answer' || guide.sections.some((section) => section.id === first.section.id)).toBe(true)
    expect(first.text).toMatch(/30 minutes/)
    expect(first.text.length).toBeLessThanOrEqual(320)
  })

  it('shows a glossary term the question names', async () => {
    const answer = await askTheGuides.answer('what is itin', 'en')
    expect(answer.terms.map((term) => term.slug)).toContain('itin')
    expect(answer.terms[0].href).toBe('/learn/glossary#itin')
  })

  it('finds nothing for a question no guide touches, or one made only of common words', async () => {
    expect(await askTheGuides.answer('xqzv plorkt', 'en')).toEqual({ guides: [], terms: [] })
    expect(await askTheGuides.answer('what is the', 'en')).toEqual({ guides: [], terms: [] })
  })

  it('widens a question with its synonyms ("SSN", "send money")', () => {
    expect(widenQuestion('no SSN', 'en')).toContain('social security number')
    expect(widenQuestion('send money to Kenya', 'en')).toContain('remittance')
    expect(widenQuestion('savings', 'en')).toBe('savings')
  })

  it('builds its index once: answering does not re-read the library', async () => {
    const guides = new Map(library.guides)
    const answerer = searchAnswerer({ guides, glossary: library.glossary })
    guides.clear()
    expect((await answerer.answer('what is itin', 'en')).guides.length).toBeGreaterThan(0)
  })
})

describe('the question in the URL', () => {
  const parse = (search: string) => parseAskQuery(new URLSearchParams(search))

  it('is absent on the hub, and folded to single spaces when present', () => {
    expect(parse('')).toEqual({ kind: 'none' })
    expect(parse('q=%20what%20%20is%0Aitin%20')).toEqual({ kind: 'question', question: 'what is itin' })
  })

  it('is refused, with a message for the box, when empty, too long or unreadable', () => {
    expect(parse('q=%20%20')).toMatchObject({ kind: 'invalid', error: m.learn_ask_copy_errors_empty() })
    expect(parse(`q=${'a'.repeat(ASK_MAX_LENGTH)}`)).toMatchObject({ kind: 'question' })
    const long = parse(`q=${'a'.repeat(10_000)}`)
    expect(long).toMatchObject({ kind: 'invalid', error: m.learn_ask_copy_errors_too_long() })
    expect(long.kind === 'invalid' && long.question.length).toBe(ASK_MAX_LENGTH * 2)
    expect(parse('q=itin%00')).toMatchObject({ kind: 'invalid', error: m.learn_ask_copy_errors_invalid() })
    expect(parse('q=%ED%A0%80')).toMatchObject({ kind: 'question' })
  })
})
