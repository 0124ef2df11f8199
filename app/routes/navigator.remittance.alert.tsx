import { data } from 'react-router'
import { redirect } from '~/.server/platform/localized-redirect.server'

import { alertCorridorOf, consumeAlertDone, handleAlertJoin } from '~/.server/remittance/price-alert-action.server'
import { priceAlertForm } from '~/components/remittance/price-alert-island'
import { REMITTANCE_PATH } from '~/components/remittance/remittance-form'
import { Container } from '~/components/ui/container'
import { SiteLink } from '~/components/ui/site-link'
import { pageTitle } from '~/content/site'
import { remittanceSearch } from '~/lib/remittance-query'
import { m } from '~/paraglide/messages.js'

import type { Route } from './+types/navigator.remittance.alert'

// /navigator/remittance/alert: the price-alert form's action (docs/decisions/023-price-alerts.md).
// A GET shows "check your e-mail" right after asking (a one-minute signed flash); with a surveyed
// corridor (?to=NG, the form's action URL) the form on a page of its own (where a 400 re-renders it);
// anything else is sent back to the analyzer. The form itself lives on the analyzer's answer.

export function meta(): Route.MetaDescriptors {
  return [{ title: pageTitle(m.price_alerts_meta_title()) }, { name: 'robots', content: 'noindex' }]
}

export async function loader({ request }: Route.LoaderArgs) {
  await priceAlertForm.preload()
  const { done, headers } = await consumeAlertDone(request)
  if (done) return data({ done, corridor: null }, { headers })
  // The form's own URL carries the corridor (?to=NG): it is also the page a 400 re-renders on.
  const corridor = alertCorridorOf(new URL(request.url).searchParams.get('to'))
  if (!corridor) return redirect(REMITTANCE_PATH, { status: 303, headers: { 'Cache-Control': 'no-store' } })
  return data({ done: null, corridor })
}

export async function action({ request, context }: Route.ActionArgs) {
  await priceAlertForm.preload()
  return handleAlertJoin(request, context)
}

export default function PriceAlertPage({ loaderData, actionData }: Route.ComponentProps) {
  const done = actionData ? null : loaderData?.done
  const code = actionData?.code ?? done?.code ?? loaderData?.corridor?.code ?? null
  const country = actionData?.country ?? done?.country ?? loaderData?.corridor?.country ?? null
  const back = code ? `${REMITTANCE_PATH}${remittanceSearch({ to: code, amount: 200 })}` : REMITTANCE_PATH
  const backLabel = country ? m.price_alerts_back({ country }) : m.price_alerts_back_generic()

  return (
    <section className="flex-1 bg-gradient-to-b from-emerald-50 to-white">
      <Container className="max-w-3xl py-10 sm:py-14">
        {!done ? (
          <>
            <h1 className="text-2xl font-bold text-slate-950 sm:text-3xl">{m.price_alerts_meta_title()}</h1>
            {code && country ? (
              <priceAlertForm.Island code={code} country={country} lastResult={actionData?.result} headingLevel={2} />
            ) : (
              <p role="alert" className="mt-4 text-slate-800">
                {actionData?.result.error?.['']?.[0] ?? actionData?.result.error?.corridor?.[0]}
              </p>
            )}
          </>
        ) : (
          <div role="status">
            <h1 className="text-2xl font-bold text-slate-950 sm:text-3xl">{m.price_alerts_done_heading()}</h1>
            <p className="mt-4 text-slate-800">{m.price_alerts_done_body({ country: country ?? m.price_alerts_some_country() })}</p>
            <p className="mt-2 text-sm text-slate-600">{m.price_alerts_done_note()}</p>
          </div>
        )}
        <p className="mt-6">
          <SiteLink to={back} className="font-semibold text-emerald-800 underline underline-offset-4">
            ← {backLabel}
          </SiteLink>
        </p>
      </Container>
    </section>
  )
}
