/**
 * "Ask the guides" by search: MiniSearch over every section of every guide and every glossary term,
 * indexed once when the server starts (per language), never per request. A question is cut into
 * words, stop words dropped, the rest stemmed (Porter, the `stemmer` package) and widened by the
 * synonym groups of app/content/learn-search.ts; sections are ranked, the best section of each guide
 * ranks its guide, and the sentence of that section sharing most words with the question is the
 * passage. Questions are never logged or stored.
 */
import MiniSearch, { type SearchResult } from 'minisearch'
import { stemmer } from 'stemmer'

import { askStopWords, askSynonymGroups } from '~/content/ask-languages'
import { glossaryTermPath, guideCopy, guidePath } from '~/content/learn'
import { stopWords as englishStopWords, synonymGroups as englishSynonymGroups } from '~/content/learn-search'
import type { AskPassage, AskTerm, GuideAnswerer } from '~/lib/ask'
import { amharicTerm, frenchTerm } from '~/lib/ask-tokens'
import type { Guide } from '~/lib/guide-format'
import type { GlossaryTerm } from '~/lib/glossary-format'
import { locales } from '~/paraglide/runtime.js'

import { DEFAULT_LANG, type Library, library, localizedGuides } from './guides.server'

const stopWords: Record<string, ReadonlySet<string>> = { ...askStopWords, ...englishStopWords }
const synonymGroups: Record<string, ReadonlyArray<ReadonlyArray<string>>> = { ...askSynonymGroups, ...englishSynonymGroups }

type Doc = {
  id: string
  /** The language the text is written in (an untranslated guide is indexed in English for every language). */
  lang: string
  kind: 'section' | 'term'
  slug: string
  sectionId: string
  title: string
  heading: string
  text: string
}

/** How many guides an answer lists, and how many glossary terms. */
const MAX_GUIDES = 3
const MAX_TERMS = 2
/** A guide below this share of the best guide's score is noise, not an answer. */
const RELATIVE_FLOOR = 0.2

function termProcessor(lang: string) {
  const stop = stopWords[lang] ?? new Set<string>()
  return (term: string): string | null => {
    const word = term
      .toLowerCase()
      .replace(/^['’]+|['’]+$/g, '')
      .replace(/['’]s$/, '')
    if (!word || stop.has(word)) return null
    if (lang === 'fr') return word.length < 2 ? null : frenchTerm(word)
    if (lang === 'am') {
      const normalized = amharicTerm(word)
      return stop.has(normalized) ? null : normalized
    }
    return lang === 'en' ? stemmer(word) : word
  }
}

/** The phrases of every synonym group the question touches (they widen the search). */
function synonymsOf(question: string, lang: string): string[] {
  const text = ` ${question.toLowerCase().replace(/[^\p{L}\p{N}()]+/gu, ' ')} `
  return (synonymGroups[lang] ?? []).filter((group) => group.some((phrase) => text.includes(` ${phrase} `))).flat()
}

/** The question with the words of every synonym group it touches appended, each word once (a word
 * repeated in the query would count again in every section that has it). */
export function widenQuestion(question: string, lang: string): string {
  const words = (text: string) =>
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
  const seen = new Set(words(question))
  const extra = synonymsOf(question, lang)
    .flatMap(words)
    .filter((word) => !seen.has(word) && seen.add(word))
  return extra.length > 0 ? `${question} ${extra.join(' ')}` : question
}

/** A word the visitor typed counts fully; a word only a synonym brought in counts less. */
const SYNONYM_WEIGHT = 0.4

function splitSentences(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=["“(]?[\p{Lu}\p{N}])/u))
    .map((sentence) => sentence.trim())
    .filter(Boolean)
}

/** The one or two sentences of `text` that share most words with the question. */
function passageOf(text: string, matched: ReadonlySet<string>, process: (word: string) => string | null): string {
  const sentences = splitSentences(text)
  if (sentences.length === 0) return ''
  let best = 0
  let bestHits = -1
  sentences.forEach((sentence, index) => {
    const hits = new Set(
      sentence
        .split(/[^\p{L}\p{N}]+/u)
        .map((word) => (word ? process(word) : null))
        .filter((word): word is string => word !== null && matched.has(word)),
    ).size
    if (hits > bestHits) {
      best = index
      bestHits = hits
    }
  })
  // A short sentence, or a question (a self-check), reads better with what follows it.
  let passage = sentences[best]
  for (let next = best + 1; next <= best + 2 && sentences[next] && (passage.length < 140 || passage.endsWith('?')); next++) {
    passage = `${passage} ${sentences[next]}`
  }
  return passage.length > 320 ? `${passage.slice(0, 317).replace(/\s+\S*$/, '')}…` : passage
}

function documentsOf(guides: Guide[], terms: GlossaryTerm[]): Doc[] {
  const docs: Doc[] = []
  for (const guide of guides) {
    docs.push({
      id: `${guide.slug}#answer`,
      lang: guide.lang,
      kind: 'section',
      slug: guide.slug,
      sectionId: 'answer',
      title: guide.title,
      heading: '',
      text: [guide.answer, guide.audience, ...guide.need].join('\n'),
    })
    for (const section of guide.sections) {
      docs.push({
        id: `${guide.slug}#${section.id}`,
        lang: guide.lang,
        kind: 'section',
        slug: guide.slug,
        sectionId: section.id,
        title: guide.title,
        heading: section.heading,
        text: section.text,
      })
    }
  }
  for (const term of terms) {
    docs.push({
      id: `term:${term.slug}`,
      lang: '',
      kind: 'term',
      slug: term.slug,
      sectionId: term.slug,
      title: term.term,
      heading: '',
      text: term.definition,
    })
  }
  return docs
}

type Index = {
  search: MiniSearch<Doc>
  docs: Map<string, Doc>
  guides: Map<string, Guide>
  terms: Map<string, GlossaryTerm>
  process: (term: string) => string | null
}

function buildIndex(lang: string, guides: Guide[], terms: GlossaryTerm[]): Index {
  const process = termProcessor(lang)
  const search = new MiniSearch<Doc>({
    fields: ['title', 'heading', 'text'],
    storeFields: ['kind'],
    processTerm: process,
    searchOptions: {
      boost: { title: 3, heading: 1.5, text: 1 },
      // Ge'ez letters are syllables: an Amharic word of 3 letters is a long word, and a typo is a
      // different syllable, so Amharic searches by prefix from 3 letters and without fuzziness.
      fuzzy: (term) => (lang !== 'am' && term.length > 5 ? 0.2 : false),
      prefix: (term) => (lang === 'am' ? [...term].length >= 3 : term.length > 4),
      combineWith: 'OR',
      // Less length normalisation than BM25's usual 0.75: a two-line section should not outrank the
      // section that explains the question just because it is short.
      bm25: { k: 1.2, b: 0.5, d: 0.5 },
    },
  })
  const docs = documentsOf(guides, terms)
  search.addAll(docs)
  return {
    search,
    docs: new Map(docs.map((doc) => [doc.id, doc])),
    guides: new Map(guides.map((guide) => [guide.slug, guide])),
    terms: new Map(terms.map((term) => [term.slug, term])),
    process,
  }
}

/**
 * An answerer over a library: builds one index per language now, answers from it later. A language's
 * index holds its translated guides and, for the guides not (or no longer) translated, the English ones,
 * so every guide can be found from every language; its glossary is that language's.
 */
export function searchAnswerer(source: Library): GuideAnswerer {
  const indexes = new Map<string, Index>()
  const langs = new Set<string>([...locales, ...source.guides.keys()])
  for (const lang of langs) {
    const guides = localizedGuides(lang, source).map((entry) => entry.guide)
    if (guides.length > 0) indexes.set(lang, buildIndex(lang, guides, source.glossary.get(lang) ?? source.glossary.get(DEFAULT_LANG) ?? []))
  }

  return {
    async answer(question, lang) {
      const index = indexes.get(lang) ?? indexes.get('en')
      if (!index) return { guides: [], terms: [] }
      const typed = new Set(
        question
          .split(/[^\p{L}\p{N}]+/u)
          .map((word) => (word ? index.process(word) : null))
          .filter((word): word is string => word !== null),
      )
      const results: SearchResult[] = index.search.search(widenQuestion(question, lang), {
        boostTerm: (term) => (typed.has(term) ? 1 : SYNONYM_WEIGHT),
      })

      const bestByGuide = new Map<string, { result: SearchResult; total: number }>()
      const termResults: SearchResult[] = []
      for (const result of results) {
        const doc = index.docs.get(String(result.id))!
        if (doc.kind === 'term') {
          termResults.push(result)
          continue
        }
        const entry = bestByGuide.get(doc.slug)
        if (!entry) bestByGuide.set(doc.slug, { result, total: result.score })
        else entry.total += result.score
      }
      // A guide ranks by its best section, plus a little for every other section that matches.
      const ranked = [...bestByGuide.entries()]
        .map(([slug, { result, total }]) => ({ slug, result, score: result.score + 0.25 * (total - result.score) }))
        .sort((a, b) => b.score - a.score)
      const top = ranked[0]?.score ?? 0

      const guides: AskPassage[] = ranked
        .filter((entry) => entry.score >= top * RELATIVE_FLOOR)
        .slice(0, MAX_GUIDES)
        .map(({ slug, result, score }) => {
          const doc = index.docs.get(String(result.id))!
          const guide = index.guides.get(slug)!
          const section = guide.sections.find((candidate) => candidate.id === doc.sectionId)
          const href = guidePath(slug)
          return {
            guide: { slug, title: guide.title, href, lang: guide.lang },
            section: { id: doc.sectionId, heading: section?.heading ?? guideCopy.answerHeading, href: `${href}#${doc.sectionId}` },
            text: passageOf(doc.text, new Set(result.terms), index.process),
            score,
          }
        })

      // A term is shown when the question itself names it: a typed word (not a synonym) in the term.
      const terms: AskTerm[] = termResults
        .filter((result) => Object.entries(result.match).some(([term, fields]) => typed.has(term) && fields.includes('title')))
        .slice(0, MAX_TERMS)
        .map((result) => {
          const term = index.terms.get(index.docs.get(String(result.id))!.slug)!
          return { slug: term.slug, term: term.term, definition: term.definition, href: glossaryTermPath(term.slug) }
        })

      return { guides, terms }
    },
  }
}

/** The answerer the pages use (built once, at start-up). */
export const askTheGuides: GuideAnswerer = searchAnswerer(library)
