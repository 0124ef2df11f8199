import type { ReactNode } from 'react'

import { type RankedQuote, formatCents, groupByProvider, pctOfAmountCents } from '~/lib/remittance'
import { distinctWays, wayLabel } from '~/lib/remittance-answer'
import { accessPointLabels, instrumentLabels } from '~/lib/remittance-labels'
import { m } from '~/paraglide/messages.js'

/**
 * The offers grouped by provider (groups in the order of their cheapest offer, a provider's ways of
 * paying inside, cheapest first), one compact card per offer that wraps at any text size: a table
 * would not fit a 320 px screen.
 */
export function OfferList({ offers, amount, cardShort }: { offers: RankedQuote[]; amount: number; cardShort: string }) {
  const groups = groupByProvider(offers)
  return (
    <ol className="mt-4 grid gap-4 lg:grid-cols-2" aria-label={m.remittance_results_list_heading()}>
      {groups.map((group, g) => (
        <li key={group.provider} className="min-w-0 rounded-2xl bg-white p-4 ring-1 ring-slate-200" data-testid="remittance-provider">
          <h4 className="text-lg font-bold break-words text-slate-950">{group.provider}</h4>
          <ul className="mt-2 grid gap-3">
            {group.offers.map((offer, index) => (
              <Offer key={index} offer={offer} amount={amount} best={g === 0 && index === 0} cardShort={cardShort} />
            ))}
          </ul>
        </li>
      ))}
    </ol>
  )
}

/** `cardShort`: the cash-advance line every credit-card offer carries (built on the server). */
function Offer({ offer, amount, best, cardShort }: { offer: RankedQuote; amount: number; best: boolean; cardShort: string }) {
  const ways = distinctWays(offer.ways)
  const feeCents = pctOfAmountCents(offer.feePct, amount)
  const rateCents = pctOfAmountCents(offer.fxMarginPct, amount)
  return (
    <li
      className={`min-w-0 rounded-xl p-3 ${best ? 'bg-emerald-50 ring-2 ring-emerald-600' : 'bg-slate-50 ring-1 ring-slate-200'}`}
      data-testid="remittance-offer"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 font-semibold break-words text-slate-900">
          {best ? (
            <span className="mr-2 rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-bold text-white">
              {m.remittance_results_best1()}
            </span>
          ) : null}
          {m.remittance_results_offer_pay({
            pay: instrumentLabels[offer.instrument](),
            where: accessPointLabels[offer.accessPoint]().toLowerCase(),
          })}
        </p>
        <p className="min-w-0 font-bold break-words text-emerald-900 tabular-nums" data-testid="remittance-arrives">
          {m.remittance_results_offer_arrives({ arrives: formatCents(offer.arrivesCents) })}
        </p>
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <Item label={m.remittance_results_fields_receive()}>
          {ways.length === 1 ? (
            wayLabel(ways[0])
          ) : (
            <>
              <ul className="list-disc pl-5">
                {ways.map((way, i) => (
                  <li key={i}>{wayLabel(way)}</li>
                ))}
              </ul>
              <span className="text-xs text-slate-600">{m.remittance_results_same_note()}</span>
            </>
          )}
        </Item>
        <Item label={m.remittance_results_fields_cost()}>{m.remittance_results_cost({ cost: formatCents(offer.costTodayCents) })}</Item>
        <Item label={m.remittance_results_fields_fee()}>{formatCents(feeCents)}</Item>
        <Item label={m.remittance_results_fields_rate()}>
          {rateCents > 0
            ? m.remittance_results_rate_costs({ usd: formatCents(rateCents) })
            : rateCents < 0
              ? m.remittance_results_rate_better({ usd: formatCents(-rateCents) })
              : m.remittance_results_rate_exact()}
        </Item>
        {offer.exciseTaxCents !== null ? <Item label={m.remittance_results_fields_tax()}>{formatCents(offer.exciseTaxCents)}</Item> : null}
      </dl>
      {offer.instrument === 'credit_card' && cardShort ? (
        <p className="mt-2 text-sm font-medium text-amber-900" data-testid="card-warning">
          {cardShort}
        </p>
      ) : null}
    </li>
  )
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="inline text-slate-600">{label}: </dt>
      <dd className="inline font-medium break-words text-slate-900">{children}</dd>
    </div>
  )
}
