/**
 * Everything /navigator/remittance renders, worked out on the server from the URL: the form's values
 * and messages, and the answer (overview, ranked offers, or "no survey data"). The rules themselves
 * live in app/lib/remittance.ts; this module only applies them to the validated data.
 */
import {
  type Method,
  type ReceiveMethod,
  type SurveyedAmount,
  arrivesCents,
  corridorAveragePct,
  duplicateCounts,
  exciseTaxCents,
  pctOfAmountCents,
  quotesAt,
  rankQuotes,
  savingsOf,
  shownQuotes,
} from '~/lib/remittance'
import { remittanceHowCopy } from '~/content/remittance'
import { answerAnnouncement, answerText, datedText } from '~/lib/remittance-answer'
import { parseRemittanceQuery } from '~/lib/remittance-query'
import type { CorridorAnswer, OverviewRow, RemittanceView } from '~/lib/remittance-view'

import { findCorridor, knownCountryCodes, remittanceAttribution, remittanceCountries } from './remittance-data.server'

const overview: OverviewRow[] = remittanceCountries.surveyed.map(({ code }) => {
  const corridor = findCorridor(code)!
  return {
    code,
    country: corridor.country,
    averagePct: corridor.average_cost_pct_200,
    cheapestPct: Math.min(...quotesAt(corridor, 200).map((quote) => quote.total_cost_pct)),
  }
})

function corridorAnswer(code: string, amount: SurveyedAmount, method: Method | null, receive: ReceiveMethod | null): CorridorAnswer {
  const corridor = findCorridor(code)!
  const offers = rankQuotes(corridor, amount, method, receive)
  const averagePct = corridorAveragePct(corridor, amount)!
  const averageCents = pctOfAmountCents(averagePct, amount)
  const shown = shownQuotes(corridor, amount, method, receive)
  const taxed = offers.some((offer) => offer.exciseTaxCents !== null)
  const average = { pct: averagePct, cents: averageCents, published: amount === 200, arrivesCents: arrivesCents(amount, averageCents) }
  const figures = { offers, average, amount, country: corridor.country }
  return {
    kind: 'quotes',
    code,
    country: corridor.country,
    currency: corridor.currency,
    amount,
    method,
    receive,
    offers,
    counts: duplicateCounts(shown),
    average,
    savings: offers.length > 0 ? savingsOf(averageCents, offers[0]) : null,
    exciseTaxCents: taxed ? exciseTaxCents('cash', amount) : null,
    anyNegative: offers.some((offer) => offer.totalCostPct < 0),
    trend: corridor.trend,
    text: answerText(figures),
    dated: datedText(remittanceAttribution.months),
    announcement: answerAnnouncement(figures),
    how: remittanceHowCopy.paragraphs,
  }
}

/** The page for a URL, and its status: 400 when a search has a missing or bad parameter. */
export function remittancePage(url: URL): { status: 200 | 400; view: RemittanceView } {
  const parsed = parseRemittanceQuery(url.searchParams, knownCountryCodes)
  const base = { values: parsed.values, countries: remittanceCountries, attribution: remittanceAttribution }

  if (parsed.kind === 'first-visit') {
    return { status: 200, view: { ...base, errors: {}, answer: { kind: 'overview', corridors: overview } } }
  }
  if (parsed.kind === 'invalid') {
    return { status: 400, view: { ...base, errors: parsed.errors, answer: { kind: 'overview', corridors: overview } } }
  }
  const { to, amount, method, receive } = parsed.query
  if (!findCorridor(to)) {
    const country = remittanceCountries.notSurveyed.find((option) => option.code === to)!.name
    return { status: 200, view: { ...base, errors: {}, answer: { kind: 'no-data', code: to, country, corridors: overview } } }
  }
  return { status: 200, view: { ...base, errors: {}, answer: corridorAnswer(to, amount, method, receive) } }
}
