import { data, useMatches } from 'react-router'
import { Link } from '~/components/ui/localized-router'
import { redirect } from '~/.server/platform/localized-redirect.server'

import { readingListFor } from '~/.server/learn/guides.server'
import { GuideList } from '~/components/learn/guide-list'

import { buttonClass } from '~/components/ui/button'
import { ComingSoonBadge } from '~/components/ui/coming-soon-badge'
import { Container } from '~/components/ui/container'
import { findComingSoonPage } from '~/content/coming-soon'
import { pageTitle } from '~/content/site'
import { m } from '~/paraglide/messages.js'
import { staticPageHandle } from '~/lib/static-page'
import type { RouteHandle } from '~/root'

import type { Route } from './+types/coming-soon'

// Nothing on this page needs the browser runtime: it ships no JavaScript (RouteHandle in app/root.tsx).
export const handle: RouteHandle = staticPageHandle

// One module serves every "coming soon" path; the route id (`coming-soon/<path>`, see app/routes.ts)
// picks the copy. The loader adds the page's reading list ("While you wait, read:", readingLists in app/content/learn.ts).

export function loader({ request }: Route.LoaderArgs) {
  const page = new URL(request.url).pathname.replace(/^\/+|\/+$/g, '')
  return data({ readingList: readingListFor(page) })
}

/** Nothing to post here: a POST is sent back to the page. */
export function action({ request }: Route.ActionArgs) {
  return redirect(new URL(request.url).pathname, 303)
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const page = findComingSoonPage(matches.at(-1)?.id)
  if (!page) return [{ title: pageTitle(m.site_status()) }]
  return [{ title: pageTitle(page.heading()) }, { name: 'description', content: page.description() }]
}

export default function ComingSoon({ loaderData }: Route.ComponentProps) {
  const page = findComingSoonPage(useMatches().at(-1)?.id)
  if (!page) throw new Error('No coming-soon copy for this route; add it to app/content/coming-soon.ts')

  return (
    <section className="flex-1 bg-gradient-to-b from-emerald-50 to-white">
      <Container className="py-16 sm:py-24">
        <div className={`mx-auto max-w-2xl ${page.comingSoon ? 'text-center' : ''}`}>
          {page.comingSoon ? <ComingSoonBadge label={m.site_status()} /> : null}
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-slate-950 sm:text-5xl">{page.heading()}</h1>
          {page.paragraphs.map((paragraph) => (
            <p key={paragraph()} className="mt-5 text-lg text-pretty text-slate-600">
              {paragraph()}
            </p>
          ))}
        </div>
        {page.points ? (
          // Two columns only for an even count: an odd one would leave an empty cell.
          <ul className={`mx-auto mt-10 grid gap-3 ${page.points.length % 2 === 0 ? 'max-w-2xl sm:grid-cols-2' : 'max-w-xl'}`}>
            {page.points.map((point) => (
              <li key={point()} className="flex items-start gap-3 rounded-2xl bg-white p-4 text-left shadow-sm ring-1 ring-slate-200">
                {/* A tick would read as "done"; these are plans (UX review item 13). */}
                <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-emerald-600" />
                <span className="text-slate-800">{point()}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {loaderData.readingList.length > 0 ? (
          <section aria-labelledby="while-you-wait" className="mx-auto mt-10 max-w-2xl">
            <h2 id="while-you-wait" className="text-xl font-bold text-slate-950">
              {m.learn_while_you_wait_heading()}
            </h2>
            <div className="mt-3">
              <GuideList guides={loaderData.readingList} compact />
            </div>
          </section>
        ) : null}
        <div className="mt-10 flex flex-col items-center gap-3">
          {page.comingSoon ? (
            <>
              <Link to="/signup" className={buttonClass('primary', 'lg')}>
                {m.coming_soon_copy_cta_label()}
              </Link>
              <p className="text-center text-sm text-balance text-slate-600">{m.coming_soon_copy_cta_note()}</p>
            </>
          ) : null}
          <Link to="/" className="rounded text-sm font-semibold text-emerald-800 underline-offset-4 hover:underline">
            {m.coming_soon_copy_home_link_label()}
          </Link>
        </div>
      </Container>
    </section>
  )
}
