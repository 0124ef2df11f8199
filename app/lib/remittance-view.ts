/** What /navigator/remittance renders: built on the server (app/.server/remittance-page.server.ts), sent as loader data. */
import type { Method, RankedQuote, ReceiveMethod, Savings, SurveyedAmount, TrendPoint } from './remittance'
import type { RemittanceFormErrors, RemittanceFormValues } from './remittance-query'

export type CountryOption = { code: string; name: string }

export type OverviewRow = { code: string; country: string; averagePct: number; cheapestPct: number }

/** The answer in words (app/lib/remittance-answer.ts). */
export type AnswerText = { best: string; arrives: string; receives: string; compared: string }

export type CorridorAnswer = {
  kind: 'quotes'
  code: string
  country: string
  currency: string
  amount: SurveyedAmount
  method: Method | null
  receive: ReceiveMethod | null
  /** Cheapest today first; the page groups them by provider (groupByProvider). */
  offers: RankedQuote[]
  /** Quotes as published for this amount and way of paying, and how many repeat another exactly. */
  counts: { published: number; distinct: number; extraCopies: number }
  /** The corridor average's cost and what arrives with it (amount minus that cost). */
  average: { pct: number; cents: number; published: boolean; arrivesCents: number }
  savings: Savings | null
  /** The excise tax on this amount, when any offer shown is taxed. */
  exciseTaxCents: number | null
  anyNegative: boolean
  trend: TrendPoint[]
  /** The plain answer, null when no offer fits the search; the price date; what the live region says. */
  text: AnswerText | null
  dated: string
  announcement: string
  /** "How we calculate", paragraph by paragraph. */
  how: string[]
}

export type RemittanceAnswer =
  | { kind: 'overview'; corridors: OverviewRow[] }
  | { kind: 'no-data'; code: string; country: string; corridors: OverviewRow[] }
  | CorridorAnswer

export type RemittanceAttribution = {
  line: string
  /** "Q3 2025". */
  quarter: string
  /** "July-September 2025": when the prices were collected. */
  months: string
  /** The credit for the speed-and-payout facts. */
  payoutLine: string
  licenseUrl: string
  sourceUrl: string
  license: string
}

export type RemittanceView = {
  values: RemittanceFormValues
  errors: RemittanceFormErrors
  countries: { surveyed: CountryOption[]; notSurveyed: CountryOption[] }
  attribution: RemittanceAttribution
  answer: RemittanceAnswer
}
