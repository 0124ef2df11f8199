/** What /learn/<slug> renders: the guide with its glossary terms and related guides, or nothing (404). */
import type { Guide } from '~/lib/guide-format'
import type { GlossaryTerm } from '~/lib/glossary-format'

import { DEFAULT_LANG, type GuideCard, findGuide, glossaryTerms, guideCards } from './guides.server'

export type GuideView = { guide: Omit<Guide, 'file'>; terms: Pick<GlossaryTerm, 'slug' | 'term'>[]; related: GuideCard[] }

export function guidePage(slug: string | undefined): GuideView | null {
  const guide = slug ? findGuide(slug, DEFAULT_LANG) : undefined
  if (!guide) return null
  const glossary = glossaryTerms(DEFAULT_LANG)
  const terms = guide.terms.flatMap((termSlug) =>
    glossary.filter((term) => term.slug === termSlug).map(({ slug: s, term }) => ({ slug: s, term })),
  )
  // The page needs neither the file path nor each section's plain text (that is for search).
  const { file: _file, ...rest } = guide
  return {
    guide: { ...rest, sections: rest.sections.map((section) => ({ ...section, text: '' })) },
    terms,
    related: guideCards(guide.related, DEFAULT_LANG),
  }
}
