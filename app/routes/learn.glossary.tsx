import { data } from 'react-router'
import { redirect } from '~/.server/platform/localized-redirect.server'

import { glossaryTerms, requestLocale } from '~/.server/learn/guides.server'
import { Container } from '~/components/ui/container'
import { SiteLink } from '~/components/ui/site-link'
import { GLOSSARY_PATH, LEARN_PATH } from '~/content/learn'
import { pageTitle } from '~/content/site'
import { staticPageHandle } from '~/lib/static-page'
import { m } from '~/paraglide/messages.js'
import type { RouteHandle } from '~/root'

import type { Route } from './+types/learn.glossary'

// Nothing on this page needs the browser runtime: it ships no JavaScript (RouteHandle in app/root.tsx).
export const handle: RouteHandle = staticPageHandle

export function meta(): Route.MetaDescriptors {
  return [
    { title: pageTitle(m.learn_glossary_copy_meta_title()) },
    { name: 'description', content: m.learn_glossary_copy_meta_description() },
  ]
}

/** Every term, in the file's (alphabetical) order; each has its own anchor, `/learn/glossary#<slug>`. */
export function loader() {
  return data({ terms: glossaryTerms(requestLocale()) })
}

/** Nothing to post here: a POST is sent back to the page. */
export function action() {
  return redirect(GLOSSARY_PATH, 303)
}

export default function Glossary({ loaderData }: Route.ComponentProps) {
  const { terms } = loaderData
  return (
    <section className="flex-1 bg-gradient-to-b from-emerald-50 to-white">
      <Container className="max-w-3xl py-10 sm:py-14">
        <SiteLink to={LEARN_PATH} className="rounded text-sm font-semibold text-emerald-800 underline-offset-4 hover:underline">
          ← {m.learn_glossary_copy_back_link_label()}
        </SiteLink>
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-slate-950 sm:text-5xl">{m.learn_glossary_copy_heading()}</h1>
        <p className="mt-4 text-lg text-slate-700">{m.learn_glossary_copy_intro()}</p>
        {/* 160 terms: their styles are in app.css (.glossary), not repeated on every entry, so the
            page stays near one round trip. */}
        <dl className="glossary mt-8 divide-y divide-slate-200">
          {terms.map((term) => (
            <div key={term.slug} id={term.slug}>
              <dt>{term.term}</dt>
              <dd>
                {term.definition}
                {term.source ? (
                  <>
                    {' '}
                    <a href={term.source}>{m.learn_glossary_copy_source()}</a>
                  </>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-8 text-sm text-slate-600">{m.learn_copy_disclaimer()}</p>
      </Container>
    </section>
  )
}
