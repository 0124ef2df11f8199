/** What /navigator/remittance renders: built on the server (app/.server/remittance/remittance-page.server.ts), sent as loader data. */
import type { Instrument, Method, RankedQuote, ReceiveMethod, Savings, SurveyedAmount, TrendPoint } from './remittance'
import type { RemittanceFormErrors, RemittanceFormValues } from './remittance-query'

export type CountryOption = { code: string; name: string }

export type OverviewRow = { code: string; country: string; averagePct: number; cheapestPct: number }

/** The overview table's words, built on the server so they stay out of the page's JavaScript. */
export type OverviewWords = { heading: string; intro: string; country: string; average: string; cheapest: string }

/** The answer in words (app/lib/remittance-answer.ts). */
export type AnswerText = {
  best: string
  arrives: string
  receives: string
  compared: string
  /** When the best offer is paid by credit card: the cheapest offer without that risk; null otherwise. */
  noCard: string | null
}

/** Words of the answer built on the server (decision 039); null where the page shows nothing. */
type AnswerCopy = {
  /** The cash-advance warning, its source, and the short line on each credit-card offer. */
  card: { warning: string; source: string; short: string } | null
  /** "The cheapest 4 of 30 offers..." and the link to all, or null when every offer is listed. */
  more: { line: string; link: string } | null
  screened: { heading: string; body: string; items: string[] } | null
}

/** A screened quote (app/lib/remittance-screen.ts), listed but never ranked. */
type ScreenedOffer = { provider: string; instrument: Instrument; fxMarginPct: number }

export type CorridorAnswer = {
  kind: 'quotes'
  code: string
  country: string
  currency: string
  amount: SurveyedAmount
  method: Method | null
  receive: ReceiveMethod | null
  /** Cheapest today first; the page groups them by provider (groupByProvider). The first few unless `allOffers`. */
  offers: RankedQuote[]
  /** Every ranked offer for this search, and from how many providers (the list may show fewer). */
  offerCount: number
  providerCount: number
  allOffers: boolean
  /** Quotes the screen left out of the ranking for this search. */
  screened: ScreenedOffer[]
  /** Whether a credit-card offer is in this search (the cash-advance warning goes with it). */
  cardOffered: boolean
  /** The answer's own sentences, built on the server so their words never reach the browser's code. */
  copy: AnswerCopy
  /** Quotes as published for this amount and way of paying, and how many repeat another exactly. */
  counts: { published: number; distinct: number; extraCopies: number }
  /** The corridor average's cost and what arrives with it (amount minus that cost). */
  average: { pct: number; cents: number; published: boolean; arrivesCents: number }
  savings: Savings | null
  /** The excise tax on this amount, when any offer shown is taxed. */
  exciseTaxCents: number | null
  /** The survey quarters (empty on the first answer: shown with every offer). */
  trend: TrendPoint[]
  /** The plain answer, null when no offer fits the search; the price date; what the live region says. */
  text: AnswerText | null
  dated: string
  announcement: string
  /** "How we calculate", paragraph by paragraph (empty on the first answer: shown with every offer). */
  how: string[]
}

/** The words of the answer for a country the survey did not cover (app/components/remittance/no-data.tsx). */
export type NoDataWords = {
  heading: string
  body: string
  whatToDoHeading: string
  whatToDo: string[]
  guideLink: string
  alertIntro: string
  surveyedHeading: string
}

export type RemittanceAnswer =
  | { kind: 'overview'; corridors: OverviewRow[] }
  | {
      kind: 'no-data'
      code: string
      country: string
      corridors: OverviewRow[]
      /** Its words, built on the server so they stay out of the page's JavaScript. */
      copy: NoDataWords & { notice: string }
    }
  | CorridorAnswer

export type RemittanceAttribution = {
  line: string
  /** "Q3 2025". */
  quarter: string
  /** "July-September 2025": when the prices were collected. */
  months: string
  /** The credit for the speed-and-payout facts. */
  payoutLine: string
  /** "Survey quarter: Q3 2025. Source:" and "not endorsed" (built on the server, out of the page's JavaScript). */
  quarterLine: string
  notEndorsed: string
  licenseUrl: string
  sourceUrl: string
  license: string
}

export type RemittanceView = {
  values: RemittanceFormValues
  errors: RemittanceFormErrors
  countries: { surveyed: CountryOption[]; notSurveyed: CountryOption[] }
  /** Under the country list: which countries have no prices (said before she picks). */
  countryHint: string
  overviewWords: OverviewWords
  attribution: RemittanceAttribution
  answer: RemittanceAnswer
}
