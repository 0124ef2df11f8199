import { Link } from '~/components/ui/localized-router'

import { buttonClass } from '~/components/ui/button'
import { AvailableBadge, ComingSoonBadge } from '~/components/ui/coming-soon-badge'
import { Container } from '~/components/ui/container'
import { ArrowRightIcon } from '~/components/ui/icons'
import { type NavigatorTabId, findTab, navigatorTabs } from '~/content/navigator'
import { m } from '~/paraglide/messages.js'

const navigatorSectionId = 'navigator-tabs'

/**
 * Five tabs switched by ordinary links (`?tab=<id>`) that the server renders; the fragment brings the
 * reader back to this section. The home page ships no JavaScript, so each switch is a page load (a
 * small one: the page is cached, server/page-cache.mjs).
 */
export function NavigatorTabs({ activeId }: { activeId: NavigatorTabId }) {
  const active = findTab(activeId)

  return (
    <section id={navigatorSectionId} aria-labelledby="navigator-heading" className="scroll-mt-16 bg-slate-50 py-16 sm:py-20">
      <Container>
        <div className="max-w-2xl">
          <h2 id="navigator-heading" className="text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl">
            {m.navigator_tabs_heading_heading()}
          </h2>
          <p className="mt-3 text-lg text-slate-600">{m.navigator_tabs_heading_intro()}</p>
        </div>

        <nav aria-label={m.navigator_tabs_heading_tabs_label()} className="mt-8">
          <ul className="scrollbar-none -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
            {navigatorTabs.map((tab) => {
              const selected = tab.id === active.id
              return (
                <li key={tab.id} className="shrink-0">
                  <Link
                    to={`?tab=${tab.id}#${navigatorSectionId}`}
                    aria-current={selected ? 'true' : undefined}
                    className={`inline-flex rounded-full px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 ${
                      selected
                        ? 'bg-emerald-700 text-white shadow-sm'
                        : 'bg-white text-slate-700 ring-1 ring-slate-200 ring-inset hover:text-emerald-800 hover:ring-emerald-300'
                    }`}
                  >
                    {tab.name()}
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>

        <div
          aria-labelledby="navigator-panel-heading"
          role="region"
          className="mt-8 grid items-center gap-8 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10 lg:grid-cols-2"
        >
          <div className="min-w-0 wrap-break-word">
            <p className="text-sm font-semibold uppercase tracking-wider text-emerald-800">{active.name()}</p>
            <h3 id="navigator-panel-heading" className="mt-2 text-2xl font-bold text-slate-950 sm:text-3xl">
              {active.headline()}
            </h3>
            <p className="mt-4 text-slate-600">{active.description()}</p>
            <Link to={active.path} className={`${buttonClass('primary', 'md')} mt-6`}>
              {active.cta()}
              <ArrowRightIcon width={18} height={18} />
            </Link>
          </div>
          <div className="relative min-w-0">
            <img
              src={active.image}
              alt={m.navigator_tabs_heading_preview_alt({ name: active.name() })}
              width={480}
              height={320}
              loading="lazy"
              decoding="async"
              className="aspect-[3/2] h-auto w-full rounded-2xl bg-emerald-50 object-cover"
            />
            {active.live ? (
              <AvailableBadge label={m.navigator_tabs_heading_available_badge()} className="absolute top-4 right-4 shadow-sm" />
            ) : (
              <ComingSoonBadge label={m.navigator_tabs_heading_preview_badge()} className="absolute top-4 right-4 shadow-sm" />
            )}
          </div>
        </div>
      </Container>
    </section>
  )
}
