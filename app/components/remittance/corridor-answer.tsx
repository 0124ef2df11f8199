import { lazy, Suspense } from 'react'

import { Link } from '~/components/ui/localized-router'

import { formatCents } from '~/lib/remittance'
import { remittanceSearch } from '~/lib/remittance-query'
import type { CorridorAnswer as Answer } from '~/lib/remittance-view'
import { m } from '~/paraglide/messages.js'

import { OfferList } from './offer-list'
import { priceAlertForm } from './price-alert-island'

// The trend is shown only with all offers (`&offers=all`, below the fold): its code loads only there. The
// server's HTML has it in full (entry.server.tsx waits for everything), so nothing changes without JavaScript.
const TrendChart = lazy(() => import('./trend-chart').then((mod) => ({ default: mod.TrendChart })))

/** The CFPB's card-terms survey, the source of the cash-advance figures (the file behind /navigator/credit-cards). */
const CFPB_SURVEY_URL = 'https://www.consumerfinance.gov/data-research/credit-card-data/terms-credit-card-plans-survey/'

/**
 * The answer for a surveyed corridor, answer first: the best surveyed option, about how much arrives,
 * how the family receives it, the comparison with an average service and the price date; then the
 * independence line, the offers grouped by provider, "How we calculate" and the trend.
 */
export function CorridorAnswer({ answer }: { answer: Answer }) {
  const { amount, method, offers, counts, text } = answer
  const search = remittanceSearch({ to: answer.code, amount, method, receive: answer.receive })

  return (
    <section id="answer" tabIndex={-1} aria-labelledby="answer-heading" className="scroll-mt-20 focus:outline-none">
      <h2 id="answer-heading" className="text-2xl font-bold text-slate-950 sm:text-3xl">
        {m.remittance_results_heading({ amount, country: answer.country })}
      </h2>

      <div className="mt-4 rounded-2xl bg-emerald-50 p-5 ring-1 ring-emerald-200" data-testid="remittance-answer">
        {text ? (
          <>
            <p className="text-lg font-bold break-words text-slate-950">{text.best}</p>
            <p className="mt-2 text-lg break-words text-slate-900">{text.arrives}</p>
            <p className="mt-2 break-words text-slate-800">{text.receives}</p>
            <p className="mt-2 break-words text-slate-800">{text.compared}</p>
            {text.noCard ? (
              <p className="mt-2 font-semibold break-words text-slate-900" data-testid="remittance-no-card">
                {text.noCard}
              </p>
            ) : null}
            <p className="mt-3 text-sm font-semibold text-slate-700">{answer.dated}</p>
          </>
        ) : (
          <>
            <p className="text-lg font-bold text-slate-950">{m.remittance_results_no_offers()}</p>
            <p className="mt-3">
              <Link to={remittanceSearch({ to: answer.code, amount })} className="font-semibold text-emerald-800 underline">
                {m.remittance_results_no_offers_action()}
              </Link>
            </p>
            <p className="mt-3 text-sm font-semibold text-slate-700">{answer.dated}</p>
          </>
        )}
      </div>
      {answer.copy.card ? (
        <div className="mt-4 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950" data-testid="cash-advance-warning">
          <p className="font-semibold">{answer.copy.card.warning}</p>
          <p className="mt-1 text-sm">
            <a href={CFPB_SURVEY_URL} className="underline [overflow-wrap:anywhere]" rel="noopener noreferrer">
              {answer.copy.card.source}
            </a>
          </p>
        </div>
      ) : null}
      <priceAlertForm.Island code={answer.code} country={answer.country} />

      <p className="mt-4 text-sm font-medium text-slate-700" data-testid="remittance-independence">
        {m.remittance_results_independence()}
      </p>

      {answer.exciseTaxCents !== null ? (
        method === 'cash' ? (
          <div className="mt-6 rounded-2xl border border-amber-300 bg-amber-50 p-5" data-testid="excise-tax-note">
            <h3 className="text-lg font-bold text-amber-950">{m.remittance_excise_tax_copy_heading()}</h3>
            <p className="mt-2 text-amber-950">{m.remittance_excise_tax_copy_body({ tax: formatCents(answer.exciseTaxCents), amount })}</p>
          </div>
        ) : (
          <p className="mt-4 text-sm text-slate-700" data-testid="excise-tax-note">
            {m.remittance_excise_tax_copy_short({ tax: formatCents(answer.exciseTaxCents) })}
          </p>
        )
      ) : null}

      {offers.length > 0 ? (
        <section aria-labelledby="offers-heading" className="mt-10">
          <h3 id="offers-heading" className="text-xl font-bold text-slate-950">
            {m.remittance_results_list_heading()}
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            {answer.copy.more?.line ?? m.remittance_results_list_intro({ count: answer.offerCount, providers: answer.providerCount })}
          </p>
          <OfferList offers={offers} amount={amount} cardShort={answer.copy.card?.short ?? ''} />
          {answer.copy.more === null ? null : (
            <p className="mt-4">
              <Link to={`${search}&offers=all#offers-heading`} className="font-semibold text-emerald-800 underline">
                {answer.copy.more.link}
              </Link>
            </p>
          )}
        </section>
      ) : null}

      {answer.copy.screened ? (
        <section aria-labelledby="screened-heading" className="mt-8 text-sm text-slate-700" data-testid="remittance-screened">
          <h3 id="screened-heading" className="font-bold text-slate-900">
            {answer.copy.screened.heading}
          </h3>
          <p className="mt-1">{answer.copy.screened.body}</p>
          <ul className="mt-1 list-disc pl-5">
            {answer.copy.screened.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ) : null}

      {answer.how.length > 0 ? (
        <details className="mt-8 rounded-2xl bg-white p-5 ring-1 ring-slate-200" data-testid="remittance-how">
          <summary className="cursor-pointer text-lg font-bold text-slate-950">{m.remittance_results_how_heading()}</summary>
          <div className="mt-3 space-y-3 text-slate-700">
            {answer.how.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {counts.extraCopies > 0 ? (
              <p>{m.remittance_results_duplicates_note({ published: counts.published, extra: counts.extraCopies })}</p>
            ) : null}
          </div>
        </details>
      ) : null}

      {answer.trend.length > 0 ? (
        <Suspense fallback={null}>
          <TrendChart trend={answer.trend} country={answer.country} amount={amount} />
        </Suspense>
      ) : null}
    </section>
  )
}
