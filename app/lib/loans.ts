/**
 * The rules of /navigator/loans, pure and unit-tested (tests/unit/loans-rules.test.ts): the bounds of
 * a loan a visitor may ask about, the standard amortisation formula, the higher rates shown beside the
 * median, and the order of the credit unions. The data is applied on the server
 * (app/.server/credit-unions/loans-page.server.ts).
 */
import type { CreditUnion, LoanKind, Spread } from './credit-unions'
import type { LoanFormErrors, LoanFormValues } from './loans-query'

/** Whole dollars a visitor may ask about, for every kind of loan. */
export const AMOUNT_BOUNDS = { min: 100, max: 250_000 } as const

/**
 * Months a visitor may ask about, per kind: car loans run up to 8 years; a card balance paid off in
 * equal payments, up to 5 years; a personal loan, up to 7.
 */
export const MONTH_BOUNDS: Record<LoanKind, { min: number; max: number }> = {
  'new-car': { min: 6, max: 96 },
  'used-car': { min: 6, max: 96 },
  card: { min: 1, max: 60 },
  personal: { min: 3, max: 84 },
}

/** "Near her" when she gives a ZIP code: credit unions headquartered within this many miles. */
export const NEAR_MILES = 50

/** Credit unions per page of the list. */
const PAGE_SIZE = 20

/**
 * The federal credit-union loan-rate ceiling, in percent: 15% by the Federal Credit Union Act, raised to
 * 18% by the NCUA Board since 1987 and extended to 10 September 2027 (12 CFR 701.21(c)(7)(ii); NCUA
 * Letter to Federal Credit Unions 26-FCU-02, February 2026; checked 2026-11-29). It binds federal credit
 * unions only: state-chartered ones, banks and dealers follow other limits.
 */
export const FEDERAL_CEILING_PCT = 18

/**
 * The monthly payment of a loan of `principal` dollars at `aprPercent` a year over `months` equal
 * monthly payments: P * r / (1 - (1 + r)^-n) with r = APR / 12 (the standard amortisation formula;
 * the payment is P / n at 0%). Not rounded.
 */
export function monthlyPayment(principal: number, aprPercent: number, months: number): number {
  const r = aprPercent / 100 / 12
  if (r === 0) return principal / months
  return (principal * r) / (1 - (1 + r) ** -months)
}

export type Cost = { rate: number; payment: number; totalInterest: number }

/** The payment and the interest paid over the whole loan (n payments less the principal), in dollars. */
export function costAt(principal: number, aprPercent: number, months: number): Cost {
  const payment = monthlyPayment(principal, aprPercent, months)
  return { rate: aprPercent, payment, totalInterest: payment * months - principal }
}

export type HigherRateLabel = 'q3' | 'plus5' | 'plus10' | 'ceiling'
export type HigherRate = Cost & { label: HigherRateLabel; extraInterest: number }

/**
 * What a higher rate than the median would cost: at the state's third quartile, at the median plus 5
 * and plus 10 points, and at the federal credit-union ceiling. No figure for "no credit history" is
 * invented: these are rates to compare, lowest first; a rate not above the median is left out (the
 * ceiling when the median is already above it, as it may be for cards).
 */
export function higherRates(spread: Spread, principal: number, months: number): HigherRate[] {
  const median = costAt(principal, spread.median, months)
  const candidates: [HigherRateLabel, number][] = [
    ['q3', spread.q3],
    ['plus5', spread.median + 5],
    ['plus10', spread.median + 10],
    ['ceiling', FEDERAL_CEILING_PCT],
  ]
  return candidates
    .filter(([, rate]) => rate > spread.median)
    .sort(([, a], [, b]) => a - b)
    .map(([label, rate]) => {
      const cost = costAt(principal, rate, months)
      return { ...cost, label, extraInterest: cost.totalInterest - median.totalInterest }
    })
}

export type RatedCreditUnion = { cu: CreditUnion; rate: number; miles: number | null }

/** Lowest reported rate first; on a tie, more members first, then the name (A-Z). */
export function compareRated(a: RatedCreditUnion, b: RatedCreditUnion): number {
  return a.rate - b.rate || b.cu.members - a.cu.members || (a.cu.name < b.cu.name ? -1 : a.cu.name > b.cu.name ? 1 : 0)
}

export function rankRated(list: readonly RatedCreditUnion[]): RatedCreditUnion[] {
  return [...list].sort(compareRated)
}

/** The slice of a ranked list one page shows (pages count from 1). */
export function pageOf(count: number, page: number): { pages: number; start: number; end: number } {
  const pages = Math.max(1, Math.ceil(count / PAGE_SIZE))
  const start = (page - 1) * PAGE_SIZE
  return { pages, start, end: Math.min(count, start + PAGE_SIZE) }
}

/** One credit union of the list, as the page shows it. */
export type LoanEntry = {
  rank: number
  /** NCUA charter number. */
  id: number
  /** As NCUA spells it (mostly upper case; see the route module). */
  name: string
  city: string
  state: string
  members: number
  lowIncome: boolean
  mdi: boolean
  /** Reported rate, percent a year. */
  rate: number
  /** Straight-line miles from the ZIP code, when one was given. */
  miles: number | null
}

/** Where the answer is about: a state, or a ZIP code (its state for the median, 50 miles around it for the list). */
type LoanWhere =
  | { by: 'state'; state: string; stateName: string }
  | { by: 'zip'; zip: string; city: string; state: string; stateName: string; miles: number }

export type LoanAnswer = {
  where: LoanWhere
  kind: LoanKind
  amount: number
  months: number
  /** The state's screened rates of this kind: median and middle half, or null when none was reported. */
  spread: Spread | null
  /** Rates of this kind set aside by the screen in the state (left out of the median). */
  stateScreened: number
  atMedian: Cost | null
  higher: HigherRate[]
  list: {
    /** Credit unions listed (a usable rate of this kind), across all pages. */
    count: number
    /** In the same place: a figure that looks wrong (not ranked) / no rate of this kind reported. */
    screened: number
    unreported: number
    from: number
    to: number
    entries: LoanEntry[]
    previous: string | null
    next: string | null
  }
}

export type LoansView = {
  values: LoanFormValues
  errors: LoanFormErrors
  /** The states (and DC, territories) with credit unions in the data, by name in the page's language. */
  states: { code: string; name: string }[]
  /** ISO date of the data (2025-12-31). */
  cycleDate: string
  /** Credit unions in the data file. */
  total: number
  answer: LoanAnswer | null
}
