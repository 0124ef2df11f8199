/**
 * The one way the guides and the glossary enter the app. Vite bundles every file's text into the
 * server build (`import.meta.glob` with `?raw`, so the Docker image needs no content folder), and they
 * are parsed, rendered and checked once, when this module loads (the server imports its build at
 * start-up): a malformed guide stops the server, and the unit tests, with the file and the field
 * (docs/decisions/024-learning-hub.md).
 */
import { type GuideSlug, guideSlugs, whileYouWait } from '~/content/learn'
import { type Guide, parseGuide } from '~/lib/guide-format'
import { type GlossaryTerm, parseGlossary } from '~/lib/glossary-format'
import type { Interest } from '~/lib/waitlist-constants'

const guideSources = import.meta.glob<string>('../content/guides/*/*.md', { query: '?raw', import: 'default', eager: true })
const glossarySources = import.meta.glob<string>('../content/glossary/*.yaml', { query: '?raw', import: 'default', eager: true })

export type Library = {
  /** Guides by language, then slug, in the order of `guideSlugs`. */
  guides: Map<string, Map<string, Guide>>
  glossary: Map<string, GlossaryTerm[]>
}

const appPath = (key: string) => key.replace(/^\.\.\//, 'app/')

/** Parses and cross-checks the files (keys are paths, values their text); throws on the first problem. */
export function loadLibrary(guideFiles: Record<string, string>, glossaryFiles: Record<string, string>): Library {
  const glossary = new Map<string, GlossaryTerm[]>()
  for (const [key, text] of Object.entries(glossaryFiles)) {
    const lang = /([a-z]{2,3})\.yaml$/.exec(key)?.[1]
    if (!lang) throw new Error(`${appPath(key)}: a glossary file is named <language>.yaml`)
    glossary.set(lang, parseGlossary(text, appPath(key)))
  }

  const unordered = new Map<string, Map<string, Guide>>()
  for (const [key, text] of Object.entries(guideFiles)) {
    const guide = parseGuide(text, appPath(key))
    if (!(guideSlugs as readonly string[]).includes(guide.slug)) {
      throw new Error(`${guide.file}: "${guide.slug}" is not in guideSlugs (app/content/learn.ts); add it there`)
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

export function allGuides(lang = DEFAULT_LANG): Guide[] {
  return [...(library.guides.get(lang)?.values() ?? [])]
}

export function findGuide(slug: string, lang = DEFAULT_LANG): Guide | undefined {
  return library.guides.get(lang)?.get(slug)
}

export function glossaryTerms(lang = DEFAULT_LANG): GlossaryTerm[] {
  return library.glossary.get(lang) ?? []
}

/** What a list of guides shows: a link and its answer line. */
export type GuideCard = { slug: string; title: string; answer: string; readingMinutes: number }

const card = (guide: Guide): GuideCard => ({
  slug: guide.slug,
  title: guide.title,
  answer: guide.answer,
  readingMinutes: guide.readingMinutes,
})

/** The guides among `slugs` that exist, as cards, in that order. */
export function guideCards(slugs: readonly string[], lang = DEFAULT_LANG): GuideCard[] {
  return slugs
    .map((slug) => findGuide(slug, lang))
    .filter((guide): guide is Guide => guide !== undefined)
    .map(card)
}

/** The hub's groups: the start-here guides, then each interest's. */
export function hubGroups(lang = DEFAULT_LANG): { startHere: GuideCard[]; byInterest: [Interest, GuideCard[]][] } {
  const guides = allGuides(lang)
  const interests: Interest[] = ['banking', 'investing', 'insurance', 'homeland', 'business']
  return {
    startHere: guides.filter((guide) => guide.startHere).map(card),
    byInterest: interests.map((interest) => [interest, guides.filter((guide) => guide.interests.includes(interest)).map(card)]),
  }
}

/** "While you wait, read:" for a coming-soon page, by its path ('banking', 'invest', ...). */
export function readingListFor(page: string, lang = DEFAULT_LANG): GuideCard[] {
  const slugs: readonly GuideSlug[] | undefined = (whileYouWait.byPage as Record<string, GuideSlug[]>)[page]
  return slugs ? guideCards(slugs, lang) : []
}
