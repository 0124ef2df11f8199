import { Link } from 'react-router'

import { exciseTaxCopy, fill, methodLabels, remittanceResults as copy } from '~/content/remittance'
import { formatCents, formatPct } from '~/lib/remittance'
import { remittanceSearch } from '~/lib/remittance-query'
import type { CorridorAnswer as Answer } from '~/lib/remittance-view'

import { OfferList } from './offer-list'
import { PriceAlertForm } from './price-alert-form'
import { TrendChart } from './trend-chart'

/** The answer for a surveyed corridor: summary, average and savings, notes, offers, trend. */
export function CorridorAnswer({ answer }: { answer: Answer }) {
  const { amount, method, offers, counts, average, savings } = answer
  const methodName = method ? methodLabels[method].toLowerCase() : ''
  const cheapest = offers[0]

  return (
    <section aria-labelledby="answer-heading">
      <h2 id="answer-heading" className="text-2xl font-bold text-slate-950 sm:text-3xl">
        {fill(copy.heading, { amount, country: answer.country })}
      </h2>
      <p role="status" className="mt-2 text-slate-700">
        {offers.length === 0
          ? fill(copy.noOffers, { method: methodName })
          : fill(method ? copy.summaryMethod : copy.summary, { count: offers.length, method: methodName })}
      </p>

      {offers.length === 0 ? (
        <p className="mt-3">
          <Link to={remittanceSearch({ to: answer.code, amount })} className="font-semibold text-emerald-800 underline">
            {copy.noOffersAction}
          </Link>
        </p>
      ) : null}

      <div className="mt-6 grid gap-4 md:grid-cols-2">
        <div className="rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200">
          <h3 className="text-lg font-bold text-slate-950">{copy.averageHeading}</h3>
          <p className="mt-2 text-slate-800">{fill(copy.average, { pct: formatPct(average.pct), usd: formatCents(average.cents), amount })}</p>
          <p className="mt-2 text-sm text-slate-600">{average.published ? copy.averageNote200 : copy.averageNote500}</p>
        </div>
        {cheapest && savings ? (
          <div className="rounded-2xl bg-emerald-50 p-5 ring-1 ring-emerald-200" data-testid="remittance-savings">
            <h3 className="text-lg font-bold text-slate-950">{copy.cheapestHeading}</h3>
            <p className="mt-2 text-slate-800">
              {fill(cheapest.exciseTaxCents === null ? copy.cheapest : copy.cheapestTaxed, {
                provider: cheapest.provider,
                pct: formatPct(cheapest.costTodayPct),
                usd: formatCents(cheapest.costTodayCents),
                tax: formatCents(cheapest.exciseTaxCents ?? 0),
              })}
            </p>
            {savings.kind === 'saves' ? (
              <>
                <p className="mt-2 font-semibold text-emerald-900">
                  {fill(copy.saves, {
                    perTransfer: formatCents(savings.perTransferCents),
                    perYear: formatCents(savings.perYearCents),
                    amount,
                  })}
                </p>
                <p className="mt-2 text-sm text-slate-600">{copy.savesCaveat}</p>
              </>
            ) : (
              <p className="mt-2 font-semibold text-slate-900">{fill(copy.noSaving, { extra: formatCents(savings.extraCents) })}</p>
            )}
          </div>
        ) : null}
      </div>
      <PriceAlertForm code={answer.code} country={answer.country} />

      {answer.exciseTaxCents !== null ? (
        method === 'cash' ? (
          <div className="mt-6 rounded-2xl border border-amber-300 bg-amber-50 p-5" data-testid="excise-tax-note">
            <h3 className="text-lg font-bold text-amber-950">{exciseTaxCopy.heading}</h3>
            <p className="mt-2 text-amber-950">{fill(exciseTaxCopy.body, { tax: formatCents(answer.exciseTaxCents), amount })}</p>
          </div>
        ) : (
          <p className="mt-6 text-sm text-slate-700" data-testid="excise-tax-note">
            {fill(exciseTaxCopy.short, { tax: formatCents(answer.exciseTaxCents) })}
          </p>
        )
      ) : null}

      {answer.anyNegative ? (
        <div className="mt-6 rounded-2xl border border-sky-200 bg-sky-50 p-5">
          <h3 className="text-lg font-bold text-sky-950">{copy.negativeHeading}</h3>
          <p className="mt-2 text-sky-950">{copy.negativeBody}</p>
        </div>
      ) : null}

      {offers.length > 0 ? (
        <section aria-labelledby="offers-heading" className="mt-10">
          <h3 id="offers-heading" className="text-xl font-bold text-slate-950">
            {copy.listHeading}
          </h3>
          <p className="mt-1 text-sm text-slate-600">{copy.rankingNote}</p>
          {counts.extraCopies > 0 ? (
            <p className="mt-1 text-sm text-slate-600">{fill(copy.duplicatesNote, { published: counts.published, extra: counts.extraCopies })}</p>
          ) : null}
          <OfferList offers={offers} amount={amount} />
        </section>
      ) : null}

      <TrendChart trend={answer.trend} country={answer.country} amount={amount} />
    </section>
  )
}
