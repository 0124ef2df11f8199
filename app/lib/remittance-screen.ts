/**
 * Screening the survey's quotes before anything is ranked (issue 31, docs/decisions/039-remittance-trust.md).
 * Pure, so the loader, `npm run remittance:update -- --check` and the tests apply the very same rule.
 *
 * The rule: a quote whose exchange-rate margin is below -1% is screened. The margin is measured
 * against the survey's own reference rate; a provider can beat that rate by a little (the rate moves
 * during the day, and the reference is a mid-market rate), and the shipped file's negative margins
 * sit between -0.13% and -0.58% (16 of 424 quotes). Below that the file jumps to -3.29% (Kenya) and
 * -12.32% / -14.22% (Ethiopia, after the 2024 float the reference and the market rate diverged): a
 * rate that much better is more than the reference rate can explain, so the figure is not a price
 * a sender can count on. A screened quote is never ranked; the page lists it as "the survey's figure
 * looks wrong; check with the provider".
 */
import type { Corridor, Quote } from './remittance'

/** The lowest exchange-rate margin (in % of the amount) the reference rate can explain. */
export const FX_MARGIN_FLOOR_PCT = -1

export type ScreenReason = 'fx-margin-below-floor'

function screenReason(quote: Pick<Quote, 'fx_margin_pct'>): ScreenReason | null {
  return quote.fx_margin_pct < FX_MARGIN_FLOOR_PCT ? 'fx-margin-below-floor' : null
}

export const isScreened = (quote: Pick<Quote, 'fx_margin_pct'>): boolean => screenReason(quote) !== null

export type ScreenedRow = { corridor: string; quote: Quote; reason: ScreenReason }

/** Every screened quote of a data set, in the file's order (duplicates listed as published). */
export function screenedRows(data: { corridors: readonly Corridor[] }): ScreenedRow[] {
  return data.corridors.flatMap((corridor) =>
    corridor.quotes.flatMap((quote) => {
      const reason = screenReason(quote)
      return reason ? [{ corridor: corridor.to, quote, reason }] : []
    }),
  )
}

/** One line for the update script and the test's message: "ET Ria credit_card online USD 200: FX margin -14.22% < -1%". */
export function describeScreenedRow(row: ScreenedRow): string {
  const { quote } = row
  return `${row.corridor} ${quote.provider} ${quote.instrument} ${quote.access_point} USD ${quote.amount_usd}: FX margin ${quote.fx_margin_pct}% < ${FX_MARGIN_FLOOR_PCT}% (total cost ${quote.total_cost_pct}%)`
}
