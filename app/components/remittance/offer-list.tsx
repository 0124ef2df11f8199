import { accessPointLabels, fill, instrumentLabels, remittanceResults as copy } from '~/content/remittance'
import { type RankedQuote, formatCents, formatPct } from '~/lib/remittance'

/** The offers, cheapest today first, one compact card each (a table would not fit a 320 px screen). */
export function OfferList({ offers, amount }: { offers: RankedQuote[]; amount: number }) {
  return (
    <ol className="mt-4 grid gap-3 lg:grid-cols-2" aria-label={copy.listHeading}>
      {offers.map((offer, index) => (
        <li
          key={`${index}-${offer.provider}`}
          className={`rounded-2xl bg-white p-4 ${index === 0 ? 'ring-2 ring-emerald-600' : 'ring-1 ring-slate-200'}`}
          data-testid="remittance-offer"
        >
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <h4 className="text-lg font-bold break-words text-slate-950">
                <span className="text-sm font-semibold text-slate-600">{fill(copy.rank, { rank: index + 1 })}</span> {offer.provider}
              </h4>
              <p className="text-sm text-slate-700">
                {instrumentLabels[offer.instrument]} · {accessPointLabels[offer.accessPoint]}
              </p>
              {offer.totalCostPct < 0 ? (
                <p className="mt-1 inline-block rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-semibold text-sky-900">{copy.negativeBadge}</p>
              ) : null}
            </div>
            <p className="shrink-0 text-right">
              <span className="block text-xs font-semibold text-slate-700">{fill(copy.fields.lost, { amount })}</span>
              {offer.costTodayCents < 0 ? (
                <>
                  <span className="block text-xl font-bold text-slate-950">{copy.lostNone}</span>
                  <span className="block max-w-36 text-xs text-slate-700">{fill(copy.gain, { gain: formatCents(-offer.costTodayCents) })}</span>
                </>
              ) : (
                <>
                  <span className="block text-xl font-bold tabular-nums text-slate-950">{formatCents(offer.costTodayCents)}</span>
                  <span className="block text-xs tabular-nums text-slate-700">{formatPct(offer.costTodayPct)}</span>
                </>
              )}
            </p>
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 border-t border-slate-100 pt-3 text-sm sm:grid-cols-4 lg:grid-cols-2 xl:grid-cols-4">
            <Item label={copy.fields.fee} value={formatPct(offer.feePct)} />
            <Item label={copy.fields.fxMargin} value={formatPct(offer.fxMarginPct)} />
            <Item label={copy.fields.total} value={`${formatPct(offer.totalCostPct)} · ${formatCents(offer.costCents)}`} />
            {offer.exciseTaxCents !== null ? <Item label={copy.fields.tax} value={formatCents(offer.exciseTaxCents)} /> : null}
          </dl>
          {offer.copies > 1 ? <p className="mt-2 text-xs text-slate-600">{fill(copy.repeated, { copies: offer.copies })}</p> : null}
        </li>
      ))}
    </ol>
  )
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="font-medium tabular-nums text-slate-900">{value}</dd>
    </div>
  )
}
