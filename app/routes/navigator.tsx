import { Link } from '~/components/ui/localized-router'

import { AvailableBadge, ComingSoonBadge } from '~/components/ui/coming-soon-badge'
import { Container } from '~/components/ui/container'
import { ArrowRightIcon } from '~/components/ui/icons'
import { navigatorAlsoAvailable, navigatorCards, navigatorTools } from '~/content/navigator'
import { pageTitle } from '~/content/site'
import { staticPageHandle } from '~/lib/static-page'
import { m } from '~/paraglide/messages.js'
import type { RouteHandle } from '~/root'

import type { Route } from './+types/navigator'

// Nothing on this page needs the browser runtime: it ships no JavaScript (RouteHandle in app/root.tsx).
export const handle: RouteHandle = staticPageHandle

export function meta(): Route.MetaDescriptors {
  return [{ title: pageTitle(m.navigator_index_title()) }, { name: 'description', content: m.navigator_index_description() }]
}

/** A working tool first (a stable sort: otherwise the spec's order), whichever tools are `live`. */
const cards = [...navigatorCards].sort((a, b) => Number(Boolean(navigatorTools[b].live)) - Number(Boolean(navigatorTools[a].live)))

export default function Navigator() {
  return (
    <section className="flex-1 bg-gradient-to-b from-emerald-50 to-white">
      <Container className="py-16 sm:py-20">
        <div className="max-w-2xl">
          <h1 className="text-4xl font-extrabold tracking-tight text-balance text-slate-950 sm:text-5xl">{m.navigator_index_heading()}</h1>
          <p className="mt-5 text-lg text-slate-600">{m.navigator_index_intro()}</p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((slug) => {
            const tool = navigatorTools[slug]
            return (
              <li
                key={slug}
                className="group relative flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md"
              >
                <div className="relative">
                  <img
                    src={tool.image}
                    alt=""
                    width={480}
                    height={320}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[3/2] h-auto w-full bg-emerald-50 object-cover"
                  />
                  {tool.live ? (
                    <AvailableBadge label={m.navigator_tool_copy_available_badge()} className="absolute top-3 right-3" />
                  ) : (
                    <ComingSoonBadge label={m.navigator_tool_copy_badge()} className="absolute top-3 right-3" />
                  )}
                </div>
                <div className="flex flex-1 flex-col p-6">
                  <h2 className="text-xl font-bold text-slate-950">
                    <Link
                      to={`/navigator/${slug}`}
                      className="focus-visible:outline-none after:absolute after:inset-0 after:rounded-3xl focus-visible:after:outline-2 focus-visible:after:outline-emerald-700"
                    >
                      {tool.heading()}
                    </Link>
                  </h2>
                  <p className="mt-2 flex-1 text-slate-600">{tool.summary()}</p>
                  <span aria-hidden="true" className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-emerald-800">
                    {tool.live ? m.navigator_tool_copy_live_card_cta() : m.navigator_index_card_cta()}{' '}
                    <ArrowRightIcon width={16} height={16} />
                  </span>
                </div>
              </li>
            )
          })}
        </ul>
        <p className="mt-8 text-slate-700" data-testid="navigator-also-available">
          {m.navigator_index_also_available()}{' '}
          {navigatorAlsoAvailable.map((slug) => (
            <Link key={slug} to={`/navigator/${slug}`} className="font-semibold text-emerald-800 underline underline-offset-4">
              {navigatorTools[slug].heading()}
            </Link>
          ))}
        </p>
      </Container>
    </section>
  )
}
