import { Link } from '~/components/ui/localized-router'

import { Container } from '~/components/ui/container'
import { ArrowRightIcon, BookIcon, GrowthIcon, SunriseIcon, TargetIcon } from '~/components/ui/icons'
import { type SolutionIcon, solutions } from '~/content/home'
import { m } from '~/paraglide/messages.js'

const icons: Record<SolutionIcon, typeof TargetIcon> = {
  target: TargetIcon,
  book: BookIcon,
  sunrise: SunriseIcon,
  growth: GrowthIcon,
}

export function Solutions() {
  return (
    <section aria-labelledby="solutions-heading" className="defer-render py-16 sm:py-20">
      <Container>
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="solutions-heading" className="text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl">
            {m.home_solutions_heading_heading()}
          </h2>
          <p className="mt-3 text-lg text-slate-600">{m.home_solutions_heading_intro()}</p>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {solutions.map((solution) => {
            const Icon = icons[solution.icon]
            return (
              <li
                key={solution.id}
                className="group relative flex flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
              >
                <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-emerald-100 text-emerald-800">
                  <Icon />
                </span>
                <h3 className="mt-5 text-lg font-bold text-slate-950">
                  <Link
                    to={solution.to}
                    className="focus-visible:outline-none after:absolute after:inset-0 after:rounded-3xl focus-visible:after:outline-2 focus-visible:after:outline-emerald-700"
                  >
                    {solution.title()}
                  </Link>
                </h3>
                <p className="mt-2 flex-1 text-sm text-slate-600">{solution.description()}</p>
                <span aria-hidden="true" className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-emerald-800">
                  {m.chrome_learn_more()}{' '}
                  <ArrowRightIcon width={16} height={16} className="transition-transform group-hover:translate-x-0.5" />
                </span>
              </li>
            )
          })}
        </ul>
      </Container>
    </section>
  )
}
