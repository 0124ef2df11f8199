import { Link } from '~/components/ui/localized-router'

import { buttonClass } from '~/components/ui/button'
import { Container } from '~/components/ui/container'
import { ArrowRightIcon } from '~/components/ui/icons'
import { homeCorridorPath } from '~/lib/remittance-home'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'

export function Hero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-emerald-50 via-white to-white">
      <Container className="grid items-center gap-10 pt-12 pb-4 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900 ring-1 ring-amber-300 ring-inset">
            <span aria-hidden="true" className="size-2 rounded-full bg-amber-500" />
            {m.site_status()}
          </p>
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-slate-950 sm:text-5xl lg:text-6xl">
            {m.home_hero_heading()}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-pretty text-slate-600">{m.home_hero_intro()}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/signup" className={buttonClass('primary', 'lg')}>
              {m.home_hero_primary_cta_label()}
              <ArrowRightIcon width={18} height={18} />
            </Link>
            <Link to="/navigator" className={buttonClass('outline', 'lg')}>
              {m.home_hero_secondary_cta_label()}
            </Link>
          </div>
          <p className="mt-5">
            <Link
              to={homeCorridorPath(getLocale())}
              className="inline-flex items-center gap-1 font-semibold text-emerald-800 underline underline-offset-4"
            >
              {m.home_hero_tool_link_label()}
              <ArrowRightIcon width={16} height={16} className="shrink-0" />
            </Link>
          </p>
          {/* Before she picks: which countries the survey does not price (issue 31). */}
          <p className="mt-1 max-w-xl text-sm text-slate-600">{m.remittance_form_not_surveyed_note()}</p>
        </div>
        <img
          src="/images/hero.svg"
          alt=""
          width={560}
          height={440}
          fetchPriority="high"
          className="mx-auto hidden w-full max-w-lg sm:block"
        />
      </Container>
    </section>
  )
}
