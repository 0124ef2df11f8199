/**
 * What /learn/<slug> renders (also under /fr and /am): the guide in the visitor's language, or the
 * English guide with a one-line notice in the visitor's language (never a blank page), with its
 * glossary terms and related guides, or nothing (404). A translated guide says it was translated from
 * English, when, and how it was checked; the English text is the reference (decision 031).
 */
import { guidePath } from '~/content/learn'
import { type Guide, lapsedChanges, nextChange } from '~/lib/guide-format'
import type { GlossaryTerm } from '~/lib/glossary-format'
import { formatDate } from '~/lib/format'
import { type Locale, isLocale, localizePath } from '~/lib/locale'
import { m } from '~/paraglide/messages.js'

import { DEFAULT_LANG, type GuideCard, getGuide, glossaryTerms, guideCards, library, requestLocale } from './guides.server'

/** Why the English guide stands in: no translation yet, or one older than the English text. */
const fallbackLine = { untranslated: m.guides_fallback_untranslated, outdated: m.guides_fallback_outdated }

/** A line the page shows above the guide, in the visitor's language. */
type GuideNotice = { kind: 'fallback' | 'translation'; lines: string[]; englishHref?: string }

export type GuideView = {
  guide: Omit<Guide, 'file'>
  /** The language the guide's text is written in (the page marks it with `lang` when it differs). */
  lang: string
  fallback: boolean
  notice: GuideNotice | null
  terms: Pick<GlossaryTerm, 'slug' | 'term'>[]
  related: GuideCard[]
  /**
   * A fact of the guide that changes on a known date (decision 040): `upcoming` before that day,
   * `lapsed` once it has passed without a new review (CI fails then too; this keeps the page honest
   * for a server that runs on). `date` is written in the visitor's language.
   */
  change: { kind: 'upcoming' | 'lapsed'; date: string } | null
}

/** The English guide's dated changes, seen from `today` (YYYY-MM-DD). */
function changeNotice(english: Guide, today: string, locale: Locale): GuideView['change'] {
  const lapsed = lapsedChanges(english, today)[0]
  if (lapsed) return { kind: 'lapsed', date: formatDate(lapsed.date, { locale }) }
  const next = nextChange(english)
  return next ? { kind: 'upcoming', date: formatDate(next.date, { locale }) } : null
}

/** A guide's own links to site pages (`/navigator/remittance`) keep the visitor in their language. */
function localizeGuideLinks(html: string, locale: Locale): string {
  return html.replace(/href="(\/[^"]*)"/g, (_match, path: string) => `href="${localizePath(path, locale)}"`)
}

export function guidePage(slug: string | undefined, locale = requestLocale(), now: Date = new Date()): GuideView | null {
  const found = slug ? getGuide(slug, locale) : undefined
  if (!found) return null
  const { guide, lang, fallback } = found
  let notice: GuideNotice | null = null
  if (found.fallback) notice = { kind: 'fallback', lines: [fallbackLine[found.reason]()] }
  else if (guide.translation) {
    const { translated, reviewedBy } = guide.translation
    notice = {
      kind: 'translation',
      lines: [
        m.guides_translated_from({ date: formatDate(translated, { locale: isLocale(locale) ? locale : 'en' }) }),
        reviewedBy ? m.guides_translation_reviewed({ reviewer: reviewedBy }) : m.guides_translation_unreviewed(),
      ],
      // The English page itself, unprefixed: the reference a reader can compare against.
      englishHref: guidePath(guide.slug),
    }
  }
  // The glossary links use the visitor's glossary (complete in every language), whatever the guide's language.
  const glossary = glossaryTerms(locale)
  const terms = guide.terms.flatMap((termSlug) =>
    glossary.filter((term) => term.slug === termSlug).map(({ slug: s, term }) => ({ slug: s, term })),
  )
  // Dates of change are the English guide's (the reference; a translation is current only with it).
  const english = library.guides.get(DEFAULT_LANG)?.get(guide.slug) ?? guide
  const change = changeNotice(english, now.toISOString().slice(0, 10), isLocale(locale) ? locale : 'en')
  // The page needs neither the file path nor each section's plain text (that is for search).
  const { file: _file, ...rest } = guide
  return {
    guide: {
      ...rest,
      sections: rest.sections.map((section) => ({
        ...section,
        html: isLocale(locale) ? localizeGuideLinks(section.html, locale) : section.html,
        text: '',
      })),
    },
    lang,
    fallback,
    notice,
    terms,
    related: guideCards(guide.related, locale),
    change,
  }
}
