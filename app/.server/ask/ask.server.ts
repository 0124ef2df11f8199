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

import { askKeywords } from '~/content/ask-keywords'
import { askStopWords, askSynonymGroups } from '~/content/ask-languages'
import { glossaryTermPath, guidePath } from '~/content/learn'
import { stopWords as englishStopWords, synonymGroups as englishSynonymGroups } from '~/content/learn-search'
import type { AskPassage, AskTerm, GuideAnswerer } from '~/lib/ask'
import { intentFactors } from '~/lib/ask-intents'
import { amharicTerm, frenchTerm } from '~/lib/ask-tokens'
import type { Guide } from '~/lib/guide-format'
import type { GuideSlug } from '~/lib/guide-slugs'
import type { GlossaryTerm } from '~/lib/glossary-format'
import { m } from '~/paraglide/messages.js'
import { locales } from '~/paraglide/runtime.js'

import { DEFAULT_LANG, type Library, library, localizedGuides } from '../learn/guides.server'

const stopWords: Record<string, ReadonlySet<string>> = { ...askStopWords, ...englishStopWords }
const synonymGroups: Record<string, ReadonlyArray<ReadonlyArray<string>>> = { ...askSynonymGroups, ...englishSynonymGroups }

type Doc = {
  id: string
  /** The language the text is written in (an untranslated guide is indexed in English for every language). */
  lang: string
  kind: 'section' | 'term' | 'keywords'
  slug: string
  sectionId: string
  title: string
  heading: string
  text: string
  /** The words people use for the guide's subject, in the index's language (app/content/ask-keywords.ts). */
  keywords: string
}

/** How many guides an answer lists, and how many glossary terms. */
const MAX_GUIDES = 3
const MAX_TERMS = 2
/** How much the words people use for a guide's subject count (app/content/ask-keywords.ts). */
const KEYWORD_BOOST = 2
/** How much of a section a language model is sent (app/.server/ask/model.server.ts). */
const CONTEXT_CHARS = 1500
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

/** A sentence that starts with a pronoun ("They apply to...") does not stand alone. */
const LEANS_BACK: Record<string, RegExp> = {
  en: /^["“(]?(they|it|this|these|those|that|its|their|them|he|she|both|each|such)\b/iu,
  fr: /^["“«(]?\s*(ils|elles|il|elle|cela|ça|ceci|ces|leur|leurs|celui-ci|celle-ci|ce|cette|c['’]est|les deux)\b/iu,
  am: /^(እነሱ|እሱ|እርሱ|እሷ|ይህ|ይኸው|ያ|እነዚህ|እነዚያ|ሁለቱም)(?=[\s፣።])/u,
}

/** The one or two sentences of `text` that share most words with the question, never one that leans on
 * the sentence before it without it; a line ending in ":" brings its list. */
function passageOf(
  text: string,
  matched: ReadonlySet<string>,
  process: (word: string) => string | null,
  lang = 'en',
  typed: ReadonlySet<string> = matched,
): string {
  const sentences = splitSentences(text)
  lastHits = 0
  if (sentences.length === 0) return ''
  const leansBack = LEANS_BACK[lang] ?? LEANS_BACK.en
  // A word the visitor typed counts fully; one only a synonym or a keyword brought in counts less.
  const hitsOf = (sentence: string) =>
    [
      ...new Set(
        sentence
          .split(/[^\p{L}\p{N}]+/u)
          .map((word) => (word ? process(word) : null))
          .filter((word): word is string => word !== null && matched.has(word)),
      ),
    ].reduce((sum, word) => sum + (typed.has(word) ? 1 : SYNONYM_WEIGHT), 0)
  const hits = sentences.map(hitsOf)
  let best = 0
  hits.forEach((count, index) => {
    if (count > hits[best]) best = index
  })
  // "They apply to ..." is read with the sentence it refers to when that one is short enough; otherwise
  // the best sentence that stands on its own.
  const leans = (index: number) => leansBack.test(sentences[index].replace(/^[-•*]\s*/u, ''))
  let start = best
  // Back to the sentence the pronoun refers to, while the passage stays short.
  while (start > 0 && leans(start) && !sentences[start - 1].endsWith(':') && sentences.slice(start - 1, best + 1).join(' ').length < 300)
    start--
  if (leans(start)) {
    const standing = sentences
      .map((sentence, index) => ({ index, count: hits[index] }))
      .filter(({ index }) => !leans(index))
      .sort((a, b) => b.count - a.count || a.index - b.index)[0]
    if (standing) start = best = standing.index
  }
  let passage = sentences.slice(start, best + 1).join(' ')
  // A line that introduces a list ("You need:") brings the list.
  if (passage.endsWith(':')) {
    const items = sentences.slice(best + 1, best + 6)
    passage = `${passage} ${items.join('; ')}`
  } else {
    // A short sentence, or a question (a self-check), reads better with what follows it.
    for (let next = best + 1; next <= best + 2 && sentences[next] && (passage.length < 140 || passage.endsWith('?')); next++) {
      passage = `${passage} ${sentences[next]}`
    }
  }
  lastHits = hits[best]
  return passage.length > 320 ? `${passage.slice(0, 317).replace(/\s+\S*$/, '')}…` : passage
}

/** The text a passage is taken from: a guide's first section is searched with its audience and the
 * list of what to have ready, but only its short answer answers. */
function passageSource(doc: Doc): string {
  return doc.sectionId === 'answer' ? doc.text.split('\n')[0] : doc.text
}

/** How many question words the last passage chosen by passageOf holds (weighted as in passageOf). */
let lastHits = 0

function documentsOf(guides: Guide[], terms: GlossaryTerm[], lang: string): Doc[] {
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
      keywords: '',
    })
    // The words people use for the subject: they rank the guide, never make its passage.
    docs.push({
      id: `${guide.slug}#keywords`,
      lang: guide.lang,
      kind: 'keywords',
      slug: guide.slug,
      sectionId: 'answer',
      title: '',
      heading: '',
      text: '',
      keywords: askKeywords[guide.slug as GuideSlug]?.[lang as 'en'] ?? '',
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
        keywords: '',
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
      keywords: '',
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
    fields: ['title', 'heading', 'text', 'keywords'],
    storeFields: ['kind'],
    processTerm: process,
    searchOptions: {
      boost: { title: 3, heading: 1.5, text: 1, keywords: KEYWORD_BOOST },
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
  const docs = documentsOf(guides, terms, lang)
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
      const sectionsByGuide = new Map<string, SearchResult[]>()
      const keywordScores = new Map<string, number>()
      const termResults: SearchResult[] = []
      for (const result of results) {
        const doc = index.docs.get(String(result.id))!
        if (doc.kind === 'term') {
          termResults.push(result)
          continue
        }
        if (doc.kind === 'keywords') {
          keywordScores.set(doc.slug, result.score)
          continue
        }
        const entry = bestByGuide.get(doc.slug)
        sectionsByGuide.set(doc.slug, [...(sectionsByGuide.get(doc.slug) ?? []), result].slice(0, 3))
        if (!entry) bestByGuide.set(doc.slug, { result, total: result.score })
        else entry.total += result.score
      }
      // A guide ranks by its best section, plus a little for every other section that matches.
      // A guide the question is clearly about (app/lib/ask-intents.ts) comes first, even when other words
      // of the question ("bank account") match another guide better.
      const intents = intentFactors(question)
      // A guide found only through its keywords answers with its first section.
      for (const slug of [...keywordScores.keys(), ...intents.keys()]) {
        const doc = index.docs.get(`${slug}#answer`)
        if (doc && !bestByGuide.has(slug) && (bestByGuide.size > 0 || keywordScores.has(slug))) {
          bestByGuide.set(slug, { result: { id: doc.id, score: 0, terms: [], queryTerms: [], match: {} }, total: 0 })
        }
      }
      const base = [...bestByGuide.entries()].map(([slug, { result, total }]) => ({
        slug,
        result,
        score: result.score + 0.25 * (total - result.score) + (keywordScores.get(slug) ?? 0),
      }))
      const lead = Math.max(0, ...base.map((entry) => entry.score))
      const ranked = base
        .map((entry) => ({ ...entry, score: intents.has(entry.slug) ? entry.score + lead * intents.get(entry.slug)! : entry.score }))
        .sort((a, b) => b.score - a.score)
      const top = ranked[0]?.score ?? 0

      const guides: AskPassage[] = ranked
        .filter((entry) => entry.score >= top * RELATIVE_FLOOR)
        .slice(0, MAX_GUIDES)
        .map(({ slug, result, score }) => {
          const guide = index.guides.get(slug)!
          const leans = LEANS_BACK[lang] ?? LEANS_BACK.en
          // The passage: of the guide's best sections, the one whose best sentence holds most of the
          // question's words (the best-ranked section on a tie). A section whose every sentence leans on
          // another ("These rights... They apply to...") does not answer on its own.
          let doc = index.docs.get(String(result.id))!
          let text = ''
          let most = -1
          for (const candidate of sectionsByGuide.get(slug) ?? [result]) {
            const candidateDoc = index.docs.get(String(candidate.id))!
            const candidateText = passageOf(passageSource(candidateDoc), new Set(candidate.terms), index.process, lang, typed)
            if (candidateText && !leans.test(candidateText) && lastHits > most) {
              ;[doc, text, most] = [candidateDoc, candidateText, lastHits]
            }
          }
          if (!text) {
            doc = index.docs.get(`${slug}#answer`)!
            text = passageOf(passageSource(doc), new Set(result.terms), index.process, lang, typed)
          }
          // The guide's short answer opens with "Yes." or "No.": it answers the guide's title.
          if (doc.sectionId === 'answer' && /^(yes|no|oui|non|አዎ|አይደለም|አይ)\b[.,።]?/iu.test(text)) text = `${guide.title} ${text}`
          const section = guide.sections.find((candidate) => candidate.id === doc.sectionId)
          const href = guidePath(slug)
          return {
            guide: { slug, title: guide.title, href, lang: guide.lang },
            section: {
              id: doc.sectionId,
              heading: section?.heading ?? m.learn_guide_copy_answer_heading(),
              href: `${href}#${doc.sectionId}`,
            },
            text,
            score,
            reviewed: guide.reviewed,
            context: doc.text.length > CONTEXT_CHARS ? `${doc.text.slice(0, CONTEXT_CHARS).replace(/\s+\S*$/, '')}…` : doc.text,
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
