/**
 * The one way the guides and the glossary enter the app. Vite bundles every file's text into the
 * server build (`import.meta.glob` with `?raw`, so the Docker image needs no content folder), and they
 * are parsed, rendered and checked once, when this module loads (the server imports its build at
 * start-up): a malformed guide stops the server, and the unit tests, with the file and the field
 * (docs/decisions/024-learning-hub.md).
 */
import { readingLists } from '~/content/learn'
import { type GuideSlug, guideSlugs } from '~/lib/guide-slugs'
import { type Guide, parseGuide } from '~/lib/guide-format'
import { type GlossaryTerm, parseGlossary } from '~/lib/glossary-format'
import type { Interest } from '~/lib/waitlist-constants'
import { getLocale } from '~/paraglide/runtime.js'

const guideSources = import.meta.glob<string>('../../content/guides/*/*.md', { query: '?raw', import: 'default', eager: true })
const glossarySources = import.meta.glob<string>('../../content/glossary/*.yaml', { query: '?raw', import: 'default', eager: true })

export type Library = {
  /** Guides by language, then slug, in the order of `guideSlugs`. */
  guides: Map<string, Map<string, Guide>>
  glossary: Map<string, GlossaryTerm[]>
}

const appPath = (key: string) => key.replace(/^(\.\.\/)+/, 'app/')
const langOf = (key: string) => /\/([a-z]{2,3})\/[^/]+\.md$/.exec(key)?.[1]

/** Parses and cross-checks the files (keys are paths, values their text); throws on the first problem. */
export function loadLibrary(guideFiles: Record<string, string>, glossaryFiles: Record<string, string>): Library {
  const glossary = new Map<string, GlossaryTerm[]>()
  for (const [key, text] of Object.entries(glossaryFiles)) {
    const lang = /([a-z]{2,3})\.yaml$/.exec(key)?.[1]
    if (!lang) throw new Error(`${appPath(key)}: a glossary file is named <language>.yaml`)
    glossary.set(lang, parseGlossary(text, appPath(key)))
  }

  // English first: a translation is read against its English guide (same sections, same anchors).
  const entries = Object.entries(guideFiles).sort(([a], [b]) => Number(langOf(b) === 'en') - Number(langOf(a) === 'en'))
  const unordered = new Map<string, Map<string, Guide>>()
  for (const [key, text] of entries) {
    const lang = langOf(key)
    const slug = /([^/]+)\.md$/.exec(key)?.[1] ?? ''
    let reference: Guide | undefined
    if (lang && lang !== 'en') {
      reference = unordered.get('en')?.get(slug)
      if (!reference) throw new Error(`${appPath(key)}: there is no English guide "${slug}" to translate`)
    }
    const guide = parseGuide(text, appPath(key), { reference })
    if (!(guideSlugs as readonly string[]).includes(guide.slug)) {
      throw new Error(`${guide.file}: "${guide.slug}" is not in guideSlugs (app/lib/guide-slugs.ts); add it there`)
    }
    const terms = glossary.get(guide.lang) ?? glossary.get('en') ?? []
    for (const term of guide.terms) {
      if (!terms.some((entry) => entry.slug === term)) throw new Error(`${guide.file}: terms: "${term}" is not in the glossary`)
    }
    if (!unordered.has(guide.lang)) unordered.set(guide.lang, new Map())
    unordered.get(guide.lang)!.set(guide.slug, guide)
  }

  const guides = new Map<string, Map<string, Guide>>()
  for (const [lang, bySlug] of unordered) {
    guides.set(lang, new Map(guideSlugs.filter((slug) => bySlug.has(slug)).map((slug) => [slug, bySlug.get(slug)!])))
  }
  return { guides, glossary }
}

export const library: Library = loadLibrary(guideSources, glossarySources)

export const DEFAULT_LANG = 'en'

/** The request's language: Paraglide's, from the URL prefix (`/fr/...`), English without one. */
export function requestLocale(): string {
  return getLocale()
}

/** The guides written in `lang` (not the English ones shown in its place). */
export function allGuides(lang = DEFAULT_LANG): Guide[] {
  return [...(library.guides.get(lang)?.values() ?? [])]
}

/**
 * Why a guide shows in English on a French or Amharic page: not translated yet, or translated from an
 * English version that has been reviewed (and may have changed) since, so its numbers are not trusted.
 */
type FallbackReason = 'untranslated' | 'outdated'

/** A guide as a visitor in `locale` gets it: the translation, or the English guide with `fallback`. */
export type LocalizedGuide =
  { guide: Guide; lang: string; fallback: false } | { guide: Guide; lang: typeof DEFAULT_LANG; fallback: true; reason: FallbackReason }

/** A translation counts only while it was made from the English version that is published now. */
export function isCurrentTranslation(translation: Guide, english: Guide): boolean {
  return translation.translation?.sourceReviewed === english.reviewed
}

export function getGuide(slug: string, locale = requestLocale(), source: Library = library): LocalizedGuide | undefined {
  const english = source.guides.get(DEFAULT_LANG)?.get(slug)
  if (!english) return undefined
  if (locale === DEFAULT_LANG) return { guide: english, lang: DEFAULT_LANG, fallback: false }
  const translated = source.guides.get(locale)?.get(slug)
  if (!translated) return { guide: english, lang: DEFAULT_LANG, fallback: true, reason: 'untranslated' }
  if (!isCurrentTranslation(translated, english)) return { guide: english, lang: DEFAULT_LANG, fallback: true, reason: 'outdated' }
  return { guide: translated, lang: locale, fallback: false }
}

/** Every guide as a visitor in `locale` gets it, in the order of `guideSlugs`. */
export function localizedGuides(locale = requestLocale(), source: Library = library): LocalizedGuide[] {
  return guideSlugs.map((slug) => getGuide(slug, locale, source)).filter((entry): entry is LocalizedGuide => entry !== undefined)
}

const collators = new Map<string, Intl.Collator>()

/** The glossary in `lang` (in that language's alphabetical order), or the English one if it has none. */
export function glossaryTerms(lang = requestLocale()): GlossaryTerm[] {
  const terms = library.glossary.get(lang)
  if (!terms || lang === DEFAULT_LANG) return library.glossary.get(DEFAULT_LANG) ?? []
  if (!collators.has(lang)) collators.set(lang, new Intl.Collator(lang, { sensitivity: 'base' }))
  const collator = collators.get(lang)!
  return [...terms].sort((a, b) => collator.compare(a.term, b.term))
}

/** What a list of guides shows: a link and its answer line; `lang` is the language it is written in. */
export type GuideCard = { slug: string; title: string; answer: string; readingMinutes: number; lang: string; fallback: boolean }

const card = ({ guide, lang, fallback }: LocalizedGuide): GuideCard => ({
  slug: guide.slug,
  title: guide.title,
  answer: guide.answer,
  readingMinutes: guide.readingMinutes,
  lang,
  fallback,
})

/** The guides among `slugs` that exist, as cards, in that order. */
export function guideCards(slugs: readonly string[], lang = requestLocale()): GuideCard[] {
  return slugs
    .map((slug) => getGuide(slug, lang))
    .filter((entry): entry is LocalizedGuide => entry !== undefined)
    .map(card)
}

/** The hub's groups: the start-here guides, then each interest's. */
export function hubGroups(lang = requestLocale()): { startHere: GuideCard[]; byInterest: [Interest, GuideCard[]][] } {
  const guides = localizedGuides(lang)
  const interests: Interest[] = ['banking', 'investing', 'insurance', 'homeland', 'business']
  return {
    startHere: guides.filter(({ guide }) => guide.startHere).map(card),
    byInterest: interests.map((interest) => [interest, guides.filter(({ guide }) => guide.interests.includes(interest)).map(card)]),
  }
}

/** "While you wait, read:" for a coming-soon page, by its path ('banking', 'invest', ...). */
export function readingListFor(page: string, lang = requestLocale()): GuideCard[] {
  const slugs: readonly GuideSlug[] | undefined = (readingLists as Record<string, GuideSlug[]>)[page]
  return slugs ? guideCards(slugs, lang) : []
}
