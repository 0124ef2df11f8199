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
  collapseDuplicates,
  corridorAveragePct,
  countedCostPct,
  duplicateCounts,
  exciseTaxCents,
  groupByProvider,
  pctOfAmountCents,
  quotesAt,
  rankQuotes,
  savingsOf,
  shownQuotes,
} from '~/lib/remittance'
import { answerAnnouncement, answerText } from '~/lib/remittance-answer'
import { isScreened } from '~/lib/remittance-screen'
import { formatPct } from '~/lib/remittance'
import { payWithPhrases } from '~/lib/remittance-labels'
import { m } from '~/paraglide/messages.js'
import type { CorridorAnswer, OverviewRow, RemittanceView } from '~/lib/remittance-view'

import { corridorCountry, findCorridor, knownCountryCodes, remittanceAttribution, remittanceCountries } from './remittance-data.server'
import { parseRemittanceQuery } from './remittance-query.server'

/**
 * How many offers the first answer lists (cheapest first); the rest are one link away (`offers=all`).
 * Keeps the answer's first response within one round trip (14 KB compressed, issue 36).
 */
const OFFERS_FIRST_SHOWN = 4

/**
 * The surveyed corridors' figures, named in the request's language (11 rows, built per request): the
 * published average, and the cheapest cost we count among the quotes the screen keeps.
 */
const overview = (): OverviewRow[] =>
  remittanceCountries().surveyed.map(({ code }) => {
    const corridor = findCorridor(code)!
    return {
      code,
      country: corridorCountry(corridor),
      averagePct: corridor.average_cost_pct_200,
      cheapestPct: Math.min(
        ...quotesAt(corridor, 200)
          .filter((quote) => !isScreened(quote))
          .map(countedCostPct),
      ),
    }
  })

function corridorAnswer(
  code: string,
  amount: SurveyedAmount,
  method: Method | null,
  receive: ReceiveMethod | null,
  allOffers: boolean,
): CorridorAnswer {
  const corridor = findCorridor(code)!
  const ranked = rankQuotes(corridor, amount, method, receive)
  // The first answer: the cheapest few offers; the whole list, "How we calculate" and the trend are one
  // link away (`offers=all`), below the fold anyway (issue 36: the first response within 14 KB).
  const full = allOffers || ranked.length <= OFFERS_FIRST_SHOWN
  const offers = full ? ranked : ranked.slice(0, OFFERS_FIRST_SHOWN)
  // The headline names the cheapest way without the cash-advance risk when the best is a credit card.
  const noCard =
    ranked[0]?.instrument === 'credit_card'
      ? (rankQuotes(corridor, amount, null, receive).find((offer) => offer.instrument !== 'credit_card') ?? null)
      : null
  const averagePct = corridorAveragePct(corridor, amount)!
  const averageCents = pctOfAmountCents(averagePct, amount)
  const shown = shownQuotes(corridor, amount, method, receive)
  const taxed = ranked.some((offer) => offer.exciseTaxCents !== null)
  const cardOffered = ranked.some((offer) => offer.instrument === 'credit_card')
  const providerCount = groupByProvider(ranked).length
  const screened = collapseDuplicates(shown.filter(isScreened)).map(({ quote }) => ({
    provider: quote.provider,
    instrument: quote.instrument,
    fxMarginPct: quote.fx_margin_pct,
  }))
  const average = { pct: averagePct, cents: averageCents, published: amount === 200, arrivesCents: arrivesCents(amount, averageCents) }
  const country = corridorCountry(corridor)
  const figures = { offers: ranked, average, amount, country, offerCount: ranked.length, noCard }
  return {
    kind: 'quotes',
    code,
    country,
    currency: corridor.currency,
    amount,
    method,
    receive,
    offers,
    offerCount: ranked.length,
    providerCount,
    allOffers: full,
    screened,
    cardOffered,
    copy: {
      card: cardOffered
        ? { warning: m.remittance_card_warning(), source: m.remittance_card_source(), short: m.remittance_card_warning_short() }
        : null,
      more: full
        ? null
        : {
            line: m.remittance_results_showing({ shown: offers.length, count: ranked.length, providers: providerCount }),
            link: m.remittance_results_show_all({ count: ranked.length }),
          },
      screened:
        screened.length > 0
          ? {
              heading: m.remittance_screened_heading(),
              body: m.remittance_screened_body(),
              items: screened.map((row) =>
                m.remittance_screened_item({
                  provider: row.provider,
                  pay: payWithPhrases[row.instrument](),
                  pct: formatPct(-row.fxMarginPct),
                }),
              ),
            }
          : null,
    },
    counts: duplicateCounts(shown),
    average,
    savings: ranked.length > 0 ? savingsOf(averageCents, ranked[0]) : null,
    exciseTaxCents: taxed ? exciseTaxCents('cash', amount) : null,
    trend: full ? corridor.trend : [],
    text: answerText(figures),
    dated: m.remittance_answer_copy_dated({ months: remittanceAttribution().months }),
    announcement: answerAnnouncement(figures),
    how: full
      ? [
          m.remittance_how_copy_paragraphs_1(),
          m.remittance_how_copy_paragraphs_2(),
          m.remittance_how_copy_paragraphs_3(),
          m.remittance_how_copy_paragraphs_4(),
          m.remittance_how_copy_paragraphs_5(),
        ]
      : [],
  }
}

/** The page for a URL, and its status: 400 when a search has a missing or bad parameter. */
export function remittancePage(url: URL): { status: 200 | 400; view: RemittanceView } {
  const parsed = parseRemittanceQuery(url.searchParams, knownCountryCodes)
  const countries = remittanceCountries()
  const base = {
    values: parsed.values,
    countries,
    countryHint: m.remittance_form_not_surveyed_note(),
    overviewWords: {
      heading: m.remittance_overview_copy_heading(),
      intro: m.remittance_overview_copy_intro(),
      country: m.remittance_overview_copy_country(),
      average: m.remittance_overview_copy_average(),
      cheapest: m.remittance_overview_copy_cheapest(),
    },
    attribution: remittanceAttribution(),
  }

  if (parsed.kind === 'first-visit') {
    return { status: 200, view: { ...base, errors: {}, answer: { kind: 'overview', corridors: overview() } } }
  }
  if (parsed.kind === 'invalid') {
    return { status: 400, view: { ...base, errors: parsed.errors, answer: { kind: 'overview', corridors: overview() } } }
  }
  const { to, amount, method, receive } = parsed.query
  if (!findCorridor(to)) {
    const country = countries.notSurveyed.find((option) => option.code === to)!.name
    const copy = {
      heading: m.remittance_no_data_copy_heading({ country }),
      notice: m.remittance_no_data_notice({ country }),
      body: m.remittance_no_data_copy_body({ country }),
      whatToDoHeading: m.remittance_no_data_copy_what_to_do_heading(),
      whatToDo: [
        m.remittance_no_data_copy_what_to_do_1(),
        m.remittance_no_data_copy_what_to_do_2(),
        m.remittance_no_data_copy_what_to_do_3(),
        m.remittance_no_data_copy_what_to_do_4(),
      ],
      guideLink: m.remittance_no_data_guide_link(),
      alertIntro: m.remittance_no_data_alert_intro({ country }),
      surveyedHeading: m.remittance_no_data_copy_surveyed_heading(),
    }
    return { status: 200, view: { ...base, errors: {}, answer: { kind: 'no-data', code: to, country, corridors: overview(), copy } } }
  }
  const allOffers = url.searchParams.get('offers') === 'all'
  return { status: 200, view: { ...base, errors: {}, answer: corridorAnswer(to, amount, method, receive, allOffers) } }
}
