import { data } from 'react-router'
import { redirect } from '~/.server/platform/localized-redirect.server'

import { guidePage } from '~/.server/learn/guide-page.server'
import { readFormData } from '~/.server/platform/submission.server'
import { NotFoundPanel } from '~/components/layout/not-found-panel'
import { GuideList } from '~/components/learn/guide-list'
import { GuideSection } from '~/components/learn/guide-section'
import { QuestionBox } from '~/components/learn/question-box'
import { Container } from '~/components/ui/container'
import { SiteLink } from '~/components/ui/site-link'
import { LEARN_PATH, glossaryTermPath } from '~/content/learn'
import { pageTitle } from '~/content/site'
import { staticPageHandle } from '~/lib/static-page'
import { m } from '~/paraglide/messages.js'
import type { RouteHandle } from '~/root'

import type { Route } from './+types/learn.guide'

// Nothing on this page needs the browser runtime: it ships no JavaScript (RouteHandle in app/root.tsx).
export const handle: RouteHandle = staticPageHandle

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const guide = loaderData?.guide
  if (!guide) return [{ title: pageTitle(m.learn_guide_copy_not_found_title()) }, { name: 'robots', content: 'noindex' }]
  return [{ title: pageTitle(guide.title) }, { name: 'description', content: guide.answer }]
}

/** The guide; 404 (the site's not-found page) for a slug no guide has. */
export function loader({ params }: Route.LoaderArgs) {
  const view = guidePage(params.slug)
  return view ? data(view) : data({ guide: null, lang: undefined, notice: null, terms: [], related: [], change: null }, { status: 404 })
}

/** Nothing to post here: a POST is sent back to the page (and a question to the hub). */
export async function action({ request, params }: Route.ActionArgs) {
  const q = (await readFormData(request)).get('q')
  if (typeof q === 'string') return redirect(`${LEARN_PATH}?${new URLSearchParams({ q: q.slice(0, 400) })}`, 303)
  return redirect(`${LEARN_PATH}/${encodeURIComponent(params.slug)}`, 303)
}

const linkClass = 'rounded font-semibold text-emerald-800 underline underline-offset-4'

export default function GuidePage({ loaderData }: Route.ComponentProps) {
  // `lang`: the language the guide's text is in (English on a French page while it is not translated).
  const { guide, lang, notice, terms, related, change } = loaderData
  if (!guide) return <NotFoundPanel />
  return (
    <article className="flex-1 bg-gradient-to-b from-emerald-50 to-white">
      <Container className="max-w-3xl py-10 sm:py-14">
        <SiteLink to={LEARN_PATH} className="rounded text-sm font-semibold text-emerald-800 underline-offset-4 hover:underline">
          ← {m.learn_guide_copy_back_link_label()}
        </SiteLink>
        {notice ? (
          <p className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-slate-800 ring-1 ring-amber-200" data-notice={notice.kind}>
            {notice.lines.join(' ')}{' '}
            {notice.englishHref ? (
              <a href={notice.englishHref} hrefLang="en" className={linkClass}>
                {m.guides_english_version()}
              </a>
            ) : null}
          </p>
        ) : null}
        <h1 lang={lang} className="mt-4 text-3xl font-extrabold tracking-tight text-balance text-slate-950 sm:text-4xl">
          {guide.title}
        </h1>
        <p className="mt-3 text-sm text-slate-600">
          {m.learn_copy_minutes({ minutes: guide.readingMinutes })} · {m.learn_guide_copy_reviewed({ date: guide.reviewed })}
        </p>
        <p className="mt-1 text-sm text-slate-700">
          <span className="font-semibold">{m.learn_guide_copy_audience()}</span> <span lang={lang}>{guide.audience}</span>
        </p>
        {change ? (
          <p className="mt-3 rounded-lg bg-sky-50 p-3 text-sm text-slate-800 ring-1 ring-sky-200" data-change={change.kind}>
            {change.kind === 'upcoming' ? m.guides_changes_upcoming({ date: change.date }) : m.guides_changes_lapsed({ date: change.date })}
          </p>
        ) : null}

        <section aria-labelledby="answer" className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-emerald-200">
          <h2 id="answer" className="text-sm font-semibold tracking-wider text-emerald-800 uppercase">
            {m.learn_guide_copy_answer_heading()}
          </h2>
          <p lang={lang} className="mt-2 text-lg text-slate-900">
            {guide.answer}
          </p>
        </section>

        <section aria-labelledby="need" className="mt-8">
          <h2 id="need" className="text-2xl font-bold text-slate-950">
            {m.learn_guide_copy_need_heading()}
          </h2>
          <ul lang={lang} className="mt-3 space-y-2">
            {guide.need.map((item) => (
              <li key={item} className="flex items-start gap-3 text-slate-800">
                <span aria-hidden="true" className="mt-1 inline-block size-4 shrink-0 rounded border-2 border-emerald-700" />
                {item}
              </li>
            ))}
          </ul>
        </section>

        <div lang={lang} className="mt-8 space-y-8">
          {guide.sections.map((section) => (
            <GuideSection key={section.id} section={section} />
          ))}
        </div>

        <section aria-labelledby="sources" className="mt-10">
          <h2 id="sources" className="text-xl font-bold text-slate-950">
            {m.learn_guide_copy_sources_heading()}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {guide.sources.map((source) => (
              <li key={source.url}>
                <a href={source.url} className={`${linkClass} break-words`}>
                  {source.title}
                </a>{' '}
                <span className="text-slate-600">({m.learn_guide_copy_checked({ date: source.checked })})</span>
              </li>
            ))}
          </ul>
        </section>

        {terms.length > 0 ? (
          <section aria-labelledby="terms" className="mt-8">
            <h2 id="terms" className="text-xl font-bold text-slate-950">
              {m.learn_guide_copy_terms_heading()}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2">
              {terms.map((term) => (
                <li key={term.slug}>
                  <SiteLink to={glossaryTermPath(term.slug)} className={linkClass}>
                    {term.term}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {related.length > 0 ? (
          <section aria-labelledby="related" className="mt-8">
            <h2 id="related" className="text-xl font-bold text-slate-950">
              {m.learn_guide_copy_related_heading()}
            </h2>
            <div className="mt-3">
              <GuideList guides={related} compact />
            </div>
          </section>
        ) : null}

        <div className="mt-10">
          <QuestionBox />
        </div>
        <p className="mt-6 text-sm text-slate-600">{m.learn_copy_disclaimer()}</p>
      </Container>
    </article>
  )
}
