import { data } from 'react-router'

import { bankAccountsPage } from '~/.server/credit-unions/finder-page.server'
import { BankAccountsForm, RESULTS_ID } from '~/components/bank-accounts/bank-accounts-form'
import { BankAccountsAttribution, BankAccountsGuides } from '~/components/bank-accounts/bank-accounts-info'
import { CreditUnionList } from '~/components/bank-accounts/credit-union-list'
import { SituationAnswer } from '~/components/bank-accounts/situation-answer'
import { Container } from '~/components/ui/container'
import { SiteLink } from '~/components/ui/site-link'
import { pageTitle } from '~/content/site'
import { BANK_ACCOUNTS_PATH, BANK_ACCOUNT_QUERY_PARAMS } from '~/lib/bank-accounts-query'
import { staticPageHandle } from '~/lib/static-page'
import { m } from '~/paraglide/messages.js'
import type { RouteHandle } from '~/root'

import type { Route } from './+types/navigator.bank-accounts'

// A plain GET form and a server-rendered answer: the page ships no JavaScript (RouteHandle in
// app/root.tsx, decision 017), so an answer is the same for everyone and cacheable. `query` names every
// parameter the answer depends on, for the page cache's key (anything else in the URL is ignored).
export const handle = { ...staticPageHandle, query: BANK_ACCOUNT_QUERY_PARAMS } satisfies RouteHandle & { query: readonly string[] }

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const title = m.navigator_tools_bank_accounts_heading()
  const results = loaderData?.results
  const heading = results
    ? results.kind === 'near'
      ? m.bank_accounts_results_heading_near({ miles: results.miles!, zip: results.zip! })
      : m.bank_accounts_results_heading_state({ state: results.stateName })
    : null
  return [
    { title: pageTitle(heading ? `${heading} - ${title}` : title) },
    { name: 'description', content: m.bank_accounts_meta_description() },
  ]
}

/** A search, so its state is in the URL: 400 with the form and its messages when a parameter is bad or the ZIP unknown. */
export async function loader({ request }: Route.LoaderArgs) {
  const { status, view } = await bankAccountsPage(new URL(request.url))
  return data(view, { status })
}

export default function BankAccountsPage({ loaderData }: Route.ComponentProps) {
  const { values, errors, states, dataDate, situation, results } = loaderData

  return (
    <section className="flex-1 bg-gradient-to-b from-emerald-50 to-white">
      <Container className="py-10 sm:py-14">
        <SiteLink to="/navigator" className="rounded text-sm font-semibold text-emerald-800 underline-offset-4 hover:underline">
          ← {m.bank_accounts_back_link()}
        </SiteLink>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance text-slate-950 sm:text-5xl">
          {m.navigator_tools_bank_accounts_heading()}
        </h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">{m.bank_accounts_lead()}</p>
        <p className="mt-3 max-w-3xl text-sm text-slate-600">{m.bank_accounts_general_education()}</p>
        <p className="mt-2 max-w-3xl text-sm font-semibold text-slate-800" data-testid="ba-no-payment">
          {m.bank_accounts_no_payment()}
        </p>

        <div className="mt-8">
          <BankAccountsForm action={`${BANK_ACCOUNTS_PATH}#${RESULTS_ID}`} values={values} errors={errors} states={states} />
        </div>

        {situation && results ? (
          <div id={RESULTS_ID} className="mt-8 scroll-mt-20">
            <SituationAnswer situation={situation} />
            <CreditUnionList results={results} />
          </div>
        ) : Object.keys(errors).length === 0 ? (
          <section aria-labelledby="ba-intro-heading" className="mt-8">
            <h2 id="ba-intro-heading" className="text-xl font-bold text-slate-950">
              {m.bank_accounts_intro_heading()}
            </h2>
            <p className="mt-2 max-w-3xl text-slate-700">{m.bank_accounts_intro_text()}</p>
          </section>
        ) : null}

        <BankAccountsGuides />
        <BankAccountsAttribution date={dataDate} />
      </Container>
    </section>
  )
}
