/**
 * The analyzer's answer in words: the best surveyed option, about how much arrives, how the family
 * receives it, the comparison with an average service and the price date. Pure, so the sentences the
 * page shows and the one a screen reader hears after the results load are the same and unit-tested.
 * The sentences are built on the server (remittance-page.server.ts) and sent with the page, so only
 * `distinctWays` and `wayLabel` (used by each offer card) reach the browser.
 */
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'

import { type Payout, type RankedQuote, TRANSFERS_PER_YEAR, formatCents } from './remittance'
import { accessPointPhrases, payWithPhrases, receiveLabels, receivePhrases, speedLabels } from './remittance-labels'
import type { AnswerText, CorridorAnswer } from './remittance-view'

/**
 * What the answer is built from: the corridor answer without its sentences, and (when the best offer
 * is paid by credit card) the cheapest offer paid another way.
 */
type AnswerFigures = Pick<CorridorAnswer, 'offers' | 'average' | 'amount' | 'country' | 'offerCount'> & { noCard?: RankedQuote | null }

/** Each distinct way once (the same price can be listed once per way of receiving). */
export function distinctWays(ways: (Payout | null)[]): (Payout | null)[] {
  const seen = new Map<string, Payout | null>()
  for (const way of ways) seen.set(way ? `${way.receiveMethod}|${way.speed}` : 'unknown', way)
  return [...seen.values()]
}

/**
 * "a or b" in the page's language ("a ou b", "a ወይም b"): Intl.ListFormat's disjunction, which Node 24 and
 * Chromium both carry for English, French and Amharic.
 */
function joinWithOr(parts: string[]): string {
  return new Intl.ListFormat(getLocale(), { type: 'disjunction' }).format(parts)
}

/** "into a bank account in under an hour or as cash to pick up the same day"; null when nothing is known. */
export function receiveSentencePart(ways: (Payout | null)[]): string | null {
  const parts = distinctWays(ways)
    .filter((way): way is Payout => way !== null && way.receiveMethod !== null)
    .map(
      (way) => `${receivePhrases[way.receiveMethod!]()} ${way.speed ? speedLabels[way.speed]() : m.remittance_answer_copy_speed_unknown()}`,
    )
  return parts.length > 0 ? joinWithOr(parts) : null
}

/** One way for an offer card: "Into a bank account, in under an hour"; "not in the survey" where unknown. */
export function wayLabel(way: Payout | null): string {
  if (!way || way.receiveMethod === null) return m.remittance_results_not_in_survey()
  const receive = receiveLabels[way.receiveMethod]()
  return way.speed ? m.remittance_results_way({ receive, speed: speedLabels[way.speed]() }) : m.remittance_results_way_no_speed({ receive })
}

/** The plain answer for a corridor with offers; null when no offer fits the search. */
export function answerText(answer: AnswerFigures): AnswerText | null {
  const best: RankedQuote | undefined = answer.offers[0]
  if (!best) return null
  const difference = best.arrivesCents - answer.average.arrivesCents
  const averageArrives = formatCents(answer.average.arrivesCents)
  const receive = receiveSentencePart(best.ways)
  return {
    best: m.remittance_answer_copy_best({
      provider: best.provider,
      pay: payWithPhrases[best.instrument](),
      where: accessPointPhrases[best.accessPoint](),
    }),
    // Never more than the amount sent (the counted cost is at least the fee); where the survey found the
    // rate better than its reference, the same sentence says so and that it is not counted.
    arrives:
      best.rateGainCents > 0
        ? m.remittance_answer_arrives_capped({
            arrives: formatCents(best.arrivesCents),
            amount: answer.amount,
            gain: formatCents(best.rateGainCents),
          })
        : m.remittance_answer_copy_arrives({ arrives: formatCents(best.arrivesCents), amount: answer.amount }),
    noCard:
      best.instrument === 'credit_card' && answer.noCard
        ? m.remittance_answer_no_card({
            provider: answer.noCard.provider,
            pay: payWithPhrases[answer.noCard.instrument](),
            where: accessPointPhrases[answer.noCard.accessPoint](),
            arrives: formatCents(answer.noCard.arrivesCents),
          })
        : null,
    receives: receive ? m.remittance_answer_copy_receives({ receive }) : m.remittance_answer_copy_receives_unknown(),
    compared:
      difference > 0
        ? m.remittance_answer_copy_compared_better({
            averageArrives,
            difference: formatCents(difference),
            perYear: formatCents(difference * TRANSFERS_PER_YEAR),
            amount: answer.amount,
          })
        : difference < 0
          ? m.remittance_answer_copy_compared_worse({ averageArrives, difference: formatCents(-difference) })
          : m.remittance_answer_copy_compared_same({ averageArrives }),
  }
}

/** What the live region says once new results are on the page. */
export function answerAnnouncement(answer: AnswerFigures): string {
  const best = answer.offers[0]
  if (!best) return m.remittance_answer_copy_announce_none({ country: answer.country })
  return m.remittance_answer_copy_announce({
    count: answer.offerCount,
    country: answer.country,
    provider: best.provider,
    arrives: formatCents(best.arrivesCents),
  })
}
