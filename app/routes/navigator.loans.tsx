import { data } from 'react-router'

import { loansPage } from '~/.server/credit-unions/loans-page.server'
import { LoansAnswer } from '~/components/loans/loans-answer'
import { LoansForm, RESULTS_ID } from '~/components/loans/loans-form'
import { LoansAttribution, LoansGuides, LoansWarnings } from '~/components/loans/loans-info'
import { Container } from '~/components/ui/container'
import { SiteLink } from '~/components/ui/site-link'
import { pageTitle } from '~/content/site'
import { formatDate, formatNumber } from '~/lib/format'
import { LOANS_PATH, LOAN_QUERY_PARAMS } from '~/lib/loans-query'
import { staticPageHandle } from '~/lib/static-page'
import { m } from '~/paraglide/messages.js'
import type { RouteHandle } from '~/root'

import type { Route } from './+types/navigator.loans'

// A plain GET form and a server-rendered answer: the page ships no JavaScript (RouteHandle in
// app/root.tsx, decision 017), so an anonymous answer is shared and cacheable. `query` names every
// parameter the answer depends on, for the page cache's key (anything else in the URL is ignored).
export const handle = { ...staticPageHandle, query: LOAN_QUERY_PARAMS } satisfies RouteHandle & { query: readonly string[] }

export function meta(): Route.MetaDescriptors {
  return [{ title: pageTitle(m.navigator_tools_loans_heading()) }, { name: 'description', content: m.loans_meta_description() }]
}

/** A question, so its state is in the URL: 400 with the form and its messages when a parameter is missing or bad. */
export async function loader({ request }: Route.LoaderArgs) {
  const { status, view } = await loansPage(new URL(request.url))
  return data(view, { status })
}

export default function LoansPage({ loaderData }: Route.ComponentProps) {
  const { values, errors, states, cycleDate, total, answer } = loaderData

  return (
    <section className="flex-1 bg-gradient-to-b from-emerald-50 to-white">
      <Container className="py-10 sm:py-14">
        <SiteLink to="/navigator" className="rounded text-sm font-semibold text-emerald-800 underline-offset-4 hover:underline">
          ← {m.loans_back_link()}
        </SiteLink>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance text-slate-950 sm:text-5xl">
          {m.navigator_tools_loans_heading()}
        </h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">{m.loans_lead()}</p>
        <p className="mt-3 max-w-3xl text-sm text-slate-600">
          {m.loans_about_data({ count: formatNumber(total), date: formatDate(cycleDate) })}
        </p>
        <p className="mt-2 max-w-3xl text-sm font-semibold text-slate-800" data-testid="loans-no-payment">
          {m.loans_no_payment()}
        </p>

        <div className="mt-8">
          <LoansForm action={`${LOANS_PATH}#${RESULTS_ID}`} values={values} errors={errors} states={states} />
        </div>

        <div className="mt-8">
          {answer ? (
            <LoansAnswer answer={answer} cycleDate={cycleDate} />
          ) : (
            <section aria-labelledby="loans-intro-heading">
              <h2 id="loans-intro-heading" className="text-xl font-bold text-slate-950">
                {m.loans_intro_heading()}
              </h2>
              <p className="mt-2 max-w-3xl text-slate-700">{m.loans_intro_text()}</p>
            </section>
          )}
        </div>

        <LoansWarnings />
        <LoansGuides />
        <LoansAttribution cycleDate={cycleDate} />
      </Container>
    </section>
  )
}
