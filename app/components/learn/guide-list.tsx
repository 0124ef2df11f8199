import { SiteLink } from '~/components/ui/site-link'
import { guidePath } from '~/content/learn'
import { m } from '~/paraglide/messages.js'

/** `lang` and `fallback`: the language a card is written in, and whether it stands in for a translation. */
export type GuideCardView = { slug: string; title: string; answer: string; readingMinutes: number; lang?: string; fallback?: boolean }

/** Guides as a list of links, each with the first sentence of its answer and its reading time. */
export function GuideList({ guides, compact = false }: { guides: GuideCardView[]; compact?: boolean }) {
  return (
    <ul className={`grid gap-3 ${compact ? '' : 'sm:grid-cols-2'}`}>
      {guides.map((guide) => (
        <li key={guide.slug} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <SiteLink
            to={guidePath(guide.slug)}
            lang={guide.lang}
            className="rounded font-semibold text-emerald-800 underline-offset-4 hover:underline"
          >
            {guide.title}
          </SiteLink>
          {compact ? null : (
            <p lang={guide.lang} className="mt-1 text-sm text-slate-700">
              {firstSentence(guide.answer)}
            </p>
          )}
          <p className="mt-1 text-xs text-slate-600">
            {m.learn_copy_minutes({ minutes: guide.readingMinutes })}
            {guide.fallback ? ` · ${m.guides_in_english()}` : null}
          </p>
        </li>
      ))}
    </ul>
  )
}

function firstSentence(text: string) {
  const match = /^.+?[.!?።](?=\s|$)/.exec(text)
  return match ? match[0] : text
}
