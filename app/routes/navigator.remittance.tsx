import { useEffect, useRef, useState } from 'react'
import { data, useLocation, useNavigation } from 'react-router'
import { redirect } from '~/.server/platform/localized-redirect.server'

import { remittancePage } from '~/.server/remittance/remittance-page.server'
import { readFormData } from '~/.server/platform/submission.server'
import { DataAttribution } from '~/components/remittance/attribution'
import { corridorAnswer } from '~/components/remittance/answer-island'
import { CorridorOverview } from '~/components/remittance/corridor-overview'
import { NoSurveyData, NoSurveyNotice } from '~/components/remittance/no-data'
import { priceAlertForm } from '~/components/remittance/price-alert-island'
import { REMITTANCE_PATH, RemittanceForm } from '~/components/remittance/remittance-form'
import { Container } from '~/components/ui/container'
import { SiteLink } from '~/components/ui/site-link'
import { pageTitle } from '~/content/site'
import type { RouteHandle } from '~/root'
import { remittanceSearch } from '~/lib/remittance-query'
import type { RemittanceAnswer } from '~/lib/remittance-view'
import { m } from '~/paraglide/messages.js'

import type { Route } from './+types/navigator.remittance'

// A search answered the same for everyone: a shared cache may keep it (RouteHandle in app/root.tsx).
export const handle: RouteHandle = { shared: true, query: ['to', 'amount', 'method', 'receive', 'offers'] }

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const answer = loaderData?.answer
  const title =
    answer?.kind === 'quotes'
      ? `${m.remittance_results_heading({ amount: answer.amount, country: answer.country })} - ${m.remittance_meta_title()}`
      : m.remittance_meta_title()
  return [{ title: pageTitle(title) }, { name: 'description', content: m.remittance_meta_description() }]
}

/** A search, so its state is in the URL: 400 with the form and its messages when a parameter is missing or bad. */
export async function loader({ request }: Route.LoaderArgs) {
  await Promise.all([priceAlertForm.preload(), corridorAnswer.preload()])
  const { status, view } = remittancePage(new URL(request.url))
  return data(view, { status })
}

/** The form is GET; a POST (a client that ignores `method`) is sent to the same search as a GET. */
export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request)
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value.slice(0, 16) : ''
  }
  const search = remittanceSearch({ to: text('to'), amount: text('amount'), method: text('method'), receive: text('receive') })
  return redirect(`${REMITTANCE_PATH}${search}`, 303)
}

/** What the live region says once a search's results are on the page (nothing for the overview). */
function announcementOf(answer: RemittanceAnswer): string {
  if (answer.kind === 'quotes') return answer.announcement
  if (answer.kind === 'no-data') return answer.copy.heading
  return ''
}

export default function RemittancePage({ loaderData }: Route.ComponentProps) {
  const { values, errors, countries, countryHint, overviewWords, attribution, answer } = loaderData
  const navigation = useNavigation()
  const updating = navigation.state === 'loading' && navigation.location.pathname === REMITTANCE_PATH
  // After new results load in place, the live region says the answer, and the answer scrolls into view
  // (on a phone it is below the form). Not on the first render: a page load is read from the top.
  const location = useLocation()
  const [announcement, setAnnouncement] = useState('')
  const firstRender = useRef(true)
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    setAnnouncement(announcementOf(answer))
    const target = document.getElementById('answer')
    if (target && target.getBoundingClientRect().top > window.innerHeight * 0.6) target.scrollIntoView({ block: 'start' })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per navigation, with that navigation's answer
  }, [location.key])

  return (
    <section className="flex-1 bg-gradient-to-b from-emerald-50 to-white">
      <Container className="py-10 sm:py-14">
        <SiteLink to="/navigator" className="rounded text-sm font-semibold text-emerald-800 underline-offset-4 hover:underline">
          ← {m.remittance_intro_back_link_label()}
        </SiteLink>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance text-slate-950 sm:text-5xl">
          {m.remittance_intro_heading()}
        </h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">{m.remittance_intro_lead()}</p>
        <p className="mt-3 max-w-3xl text-sm text-slate-600">{m.remittance_intro_about_data({ months: attribution.months })}</p>
        {/* A country without prices says so before the form and the answer area (issue 31). */}
        {answer.kind === 'no-data' ? <NoSurveyNotice notice={answer.copy.notice} /> : null}

        <div className="mt-8">
          <RemittanceForm values={values} errors={errors} countries={countries} countryHint={countryHint} />
        </div>

        <p aria-live="polite" aria-atomic="true" className="mt-3 min-h-5 text-sm text-slate-600" data-testid="remittance-live">
          {updating ? m.remittance_form_updating() : announcement}
        </p>

        <div aria-busy={updating || undefined} className={`mt-4 transition-opacity ${updating ? 'opacity-60' : ''}`}>
          {answer.kind === 'quotes' ? (
            <corridorAnswer.Island answer={answer} />
          ) : answer.kind === 'no-data' ? (
            <NoSurveyData
              code={answer.code}
              country={answer.country}
              corridors={answer.corridors}
              overviewWords={overviewWords}
              words={answer.copy}
            />
          ) : (
            <CorridorOverview corridors={answer.corridors} words={overviewWords} />
          )}
        </div>

        <DataAttribution attribution={attribution} />
      </Container>
    </section>
  )
}
