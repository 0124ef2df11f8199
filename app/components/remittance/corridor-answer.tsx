import { Link } from '~/components/ui/localized-router'

import { exciseTaxCopy, fill, remittanceResults as copy } from '~/content/remittance'
import { formatCents, groupByProvider } from '~/lib/remittance'
import { remittanceSearch } from '~/lib/remittance-query'
import type { CorridorAnswer as Answer } from '~/lib/remittance-view'

import { OfferList } from './offer-list'
import { priceAlertForm } from './price-alert-island'
import { TrendChart } from './trend-chart'

/**
 * The answer for a surveyed corridor, answer first: the best surveyed option, about how much arrives,
 * how the family receives it, the comparison with an average service and the price date; then the
 * independence line, the offers grouped by provider, "How we calculate" and the trend.
 */
export function CorridorAnswer({ answer }: { answer: Answer }) {
  const { amount, method, offers, counts, text } = answer

  return (
    <section id="answer" tabIndex={-1} aria-labelledby="answer-heading" className="scroll-mt-20 focus:outline-none">
      <h2 id="answer-heading" className="text-2xl font-bold text-slate-950 sm:text-3xl">
        {fill(copy.heading, { amount, country: answer.country })}
      </h2>

      <div className="mt-4 rounded-2xl bg-emerald-50 p-5 ring-1 ring-emerald-200" data-testid="remittance-answer">
        {text ? (
          <>
            <p className="text-lg font-bold break-words text-slate-950">{text.best}</p>
            <p className="mt-2 text-lg break-words text-slate-900">{text.arrives}</p>
            <p className="mt-2 break-words text-slate-800">{text.receives}</p>
            <p className="mt-2 break-words text-slate-800">{text.compared}</p>
            <p className="mt-3 text-sm font-semibold text-slate-700">{answer.dated}</p>
          </>
        ) : (
          <>
            <p className="text-lg font-bold text-slate-950">{copy.noOffers}</p>
            <p className="mt-3">
              <Link to={remittanceSearch({ to: answer.code, amount })} className="font-semibold text-emerald-800 underline">
                {copy.noOffersAction}
              </Link>
            </p>
            <p className="mt-3 text-sm font-semibold text-slate-700">{answer.dated}</p>
          </>
        )}
      </div>
      <priceAlertForm.Island code={answer.code} country={answer.country} />

      <p className="mt-4 text-sm font-medium text-slate-700" data-testid="remittance-independence">
        {copy.independence}
      </p>

      {answer.exciseTaxCents !== null ? (
        method === 'cash' ? (
          <div className="mt-6 rounded-2xl border border-amber-300 bg-amber-50 p-5" data-testid="excise-tax-note">
            <h3 className="text-lg font-bold text-amber-950">{exciseTaxCopy.heading}</h3>
            <p className="mt-2 text-amber-950">{fill(exciseTaxCopy.body, { tax: formatCents(answer.exciseTaxCents), amount })}</p>
          </div>
        ) : (
          <p className="mt-4 text-sm text-slate-700" data-testid="excise-tax-note">
            {fill(exciseTaxCopy.short, { tax: formatCents(answer.exciseTaxCents) })}
          </p>
        )
      ) : null}

      {offers.length > 0 ? (
        <section aria-labelledby="offers-heading" className="mt-10">
          <h3 id="offers-heading" className="text-xl font-bold text-slate-950">
            {copy.listHeading}
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            {fill(copy.listIntro, { count: offers.length, providers: groupByProvider(offers).length })}
          </p>
          <OfferList offers={offers} amount={amount} />
        </section>
      ) : null}

      <details className="mt-8 rounded-2xl bg-white p-5 ring-1 ring-slate-200" data-testid="remittance-how">
        <summary className="cursor-pointer text-lg font-bold text-slate-950">{copy.howHeading}</summary>
        <div className="mt-3 space-y-3 text-slate-700">
          {answer.how.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {counts.extraCopies > 0 ? <p>{fill(copy.duplicatesNote, { published: counts.published, extra: counts.extraCopies })}</p> : null}
        </div>
      </details>

      <TrendChart trend={answer.trend} country={answer.country} amount={amount} />
    </section>
  )
}
