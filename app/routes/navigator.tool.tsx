import { useMatches } from 'react-router'
import { Link } from '~/components/ui/localized-router'

import { buttonClass } from '~/components/ui/button'
import { ComingSoonBadge } from '~/components/ui/coming-soon-badge'
import { Container } from '~/components/ui/container'
import { ArrowRightIcon, CheckIcon } from '~/components/ui/icons'
import { type NavigatorTool, type NavigatorToolSlug, navigatorTools } from '~/content/navigator'
import { pageTitle } from '~/content/site'
import { m } from '~/paraglide/messages.js'
import { staticPageHandle } from '~/lib/static-page'
import type { RouteHandle } from '~/root'

import type { Route } from './+types/navigator.tool'

// Nothing on this page needs the browser runtime: it ships no JavaScript (RouteHandle in app/root.tsx).
export const handle: RouteHandle = staticPageHandle

// One module serves every navigator tool page; the route id (`navigator/<slug>`) picks the copy.
function toolFor(routeId: string | undefined): NavigatorTool | undefined {
  const slug = routeId?.replace(/^navigator\//, '')
  return slug && slug in navigatorTools ? navigatorTools[slug as NavigatorToolSlug] : undefined
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const tool = toolFor(matches.at(-1)?.id)
  if (!tool) return [{ title: pageTitle(m.site_nav_navigator()) }]
  return [{ title: pageTitle(tool.heading()) }, { name: 'description', content: tool.summary() }]
}

export default function NavigatorToolPage() {
  const tool = toolFor(useMatches().at(-1)?.id)
  if (!tool) throw new Error('No navigator copy for this route; add it to app/content/navigator.ts')
  // The tools that work today, so a coming-soon page is not a dead end.
  const working = Object.values(navigatorTools).filter((other) => other.live && other.slug !== tool.slug)

  return (
    <section className="flex-1 bg-gradient-to-b from-emerald-50 to-white">
      <Container className="grid items-center gap-10 py-16 sm:py-20 lg:grid-cols-2">
        <div>
          <Link to="/navigator" className="rounded text-sm font-semibold text-emerald-800 underline-offset-4 hover:underline">
            ← {m.navigator_tool_copy_back_link_label()}
          </Link>
          <div className="mt-6">
            <ComingSoonBadge label={m.navigator_tool_copy_badge()} />
          </div>
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance text-slate-950 sm:text-5xl">{tool.heading()}</h1>
          <p className="mt-5 text-lg text-slate-600">{tool.summary()}</p>
          <h2 className="mt-8 text-sm font-semibold uppercase tracking-wider text-slate-700">{m.navigator_tool_copy_plans_heading()}</h2>
          <ul className="mt-3 space-y-2">
            {tool.plans.map((plan) => (
              <li key={plan()} className="flex items-start gap-3 text-slate-800">
                <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-800">
                  <CheckIcon width={16} height={16} />
                </span>
                {plan()}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            {tool.action ? (
              <Link to={tool.action.to} className={buttonClass('primary', 'lg')}>
                {tool.action.label()}
                <ArrowRightIcon width={18} height={18} />
              </Link>
            ) : null}
            <Link to="/signup" className={buttonClass(tool.action ? 'outline' : 'primary', 'lg')}>
              {m.navigator_tool_copy_waitlist_cta_label()}
            </Link>
          </div>
          {working.length > 0 ? (
            <aside
              aria-labelledby="available-now"
              className="mt-10 rounded-2xl bg-white p-5 ring-1 ring-emerald-200"
              data-testid="available-now"
            >
              <h2 id="available-now" className="text-lg font-bold text-slate-950">
                {m.navigator_tool_copy_available_heading()}
              </h2>
              <ul className="mt-2 space-y-3">
                {working.map((other) => (
                  <li key={other.slug}>
                    <Link
                      to={other.tryNow?.to ?? `/navigator/${other.slug}`}
                      className="font-semibold text-emerald-800 underline underline-offset-4"
                    >
                      {(other.tryNow?.label ?? other.heading)()}
                    </Link>
                    <p className="mt-1 text-sm text-slate-600">
                      {other.heading()}: {other.summary()}
                    </p>
                  </li>
                ))}
              </ul>
            </aside>
          ) : null}
        </div>
        <img
          src={tool.image}
          alt=""
          width={480}
          height={320}
          className="mx-auto aspect-[3/2] h-auto w-full max-w-lg rounded-3xl bg-emerald-50 shadow-sm ring-1 ring-emerald-100"
        />
      </Container>
    </section>
  )
}
