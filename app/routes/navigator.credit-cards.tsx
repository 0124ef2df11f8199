import { data } from 'react-router'

import { creditCardsPage } from '~/.server/credit-cards/credit-cards-page.server'
import { CardsAnswer, CardsGuides, cardsHeading } from '~/components/credit-cards/cards-answer'
import { CardsForm, RESULTS_ID } from '~/components/credit-cards/cards-form'
import { CardsAttributionFooter, UnknownsBox } from '~/components/credit-cards/cards-info'
import { Container } from '~/components/ui/container'
import { SiteLink } from '~/components/ui/site-link'
import { pageTitle } from '~/content/site'
import { CARDS_PATH, CARD_QUERY_PARAMS } from '~/lib/credit-cards-query'
import { staticPageHandle } from '~/lib/static-page'
import { m } from '~/paraglide/messages.js'
import type { RouteHandle } from '~/root'

import type { Route } from './+types/navigator.credit-cards'

// A plain GET form and server-rendered results: the page ships no JavaScript (RouteHandle in
// app/root.tsx, decision 017), so an anonymous answer is shared and cacheable. `query` names every
// parameter the answer depends on, for the page cache's key (anything else in the URL is ignored).
export const handle = { ...staticPageHandle, query: CARD_QUERY_PARAMS } satisfies RouteHandle & { query: readonly string[] }

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const answer = loaderData?.answer
  const title = answer ? `${cardsHeading(answer.credit)} - ${m.credit_cards_cards_meta_title()}` : m.credit_cards_cards_meta_title()
  return [{ title: pageTitle(title) }, { name: 'description', content: m.credit_cards_cards_meta_description() }]
}

/** A search, so its state is in the URL: 400 with the form and its messages when a parameter is missing or bad. */
export function loader({ request }: Route.LoaderArgs) {
  const { status, view } = creditCardsPage(new URL(request.url))
  return data(view, { status })
}

export default function CreditCardsPage({ loaderData }: Route.ComponentProps) {
  const { values, errors, states, attribution, overview, answer } = loaderData

  return (
    <section className="flex-1 bg-gradient-to-b from-emerald-50 to-white">
      <Container className="py-10 sm:py-14">
        <SiteLink to="/navigator" className="rounded text-sm font-semibold text-emerald-800 underline-offset-4 hover:underline">
          ← {m.credit_cards_cards_intro_back_link_label()}
        </SiteLink>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance text-slate-950 sm:text-5xl">
          {m.credit_cards_cards_intro_heading()}
        </h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">{m.credit_cards_cards_intro_lead()}</p>
        <p className="mt-3 max-w-3xl text-sm text-slate-600">
          {m.credit_cards_cards_intro_about_data({ plans: overview.plans, issuers: overview.issuers, date: overview.date })}
        </p>
        <p className="mt-2 max-w-3xl text-sm font-semibold text-slate-800" data-testid="cards-no-payment">
          {m.credit_cards_cards_intro_no_payment()}
        </p>

        <div className="mt-8">
          <CardsForm action={`${CARDS_PATH}#${RESULTS_ID}`} values={values} errors={errors} states={states} />
        </div>

        <div className="mt-8">
          {answer ? (
            <CardsAnswer answer={answer} />
          ) : (
            <section aria-labelledby="cards-overview-heading">
              <h2 id="cards-overview-heading" className="text-xl font-bold text-slate-950">
                {m.credit_cards_cards_overview_heading()}
              </h2>
              <p className="mt-2 text-slate-700">
                {m.credit_cards_cards_overview_counts({ plans: overview.plans, noScore: overview.noScore, secured: overview.secured })}
              </p>
              <p className="mt-1 text-slate-700">{m.credit_cards_cards_overview_start()}</p>
            </section>
          )}
        </div>

        <UnknownsBox />
        <CardsGuides />
        <CardsAttributionFooter attribution={attribution} />
      </Container>
    </section>
  )
}
