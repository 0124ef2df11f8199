/**
 * The Remittance Cost Analyzer's rules: which quotes are shown, in what order, what the corridor
 * average is, what the cheapest saves, and where the US excise tax applies. Pure code that runs on
 * both sides; the data arrives validated (app/.server/remittance/remittance-data.server.ts). Money is handled in
 * whole cents so sums and comparisons are exact.
 *
 * The rules, and why:
 * - Only USD 200 and USD 500 were surveyed; nothing is interpolated for other amounts.
 * - Exact duplicates (every published field identical) are shown once, with how many times the survey
 *   lists them: a reader wants each offer once, not the same line twice. They still count in the
 *   corridor average, because the published average includes them (README: "the simple mean of all
 *   USD 200 quotes in the corridor, duplicates included").
 * - The corridor average for USD 200 is the published figure. For USD 500 nothing is published, so we
 *   apply the same rule (simple mean of every USD 500 quote, duplicates included, rounded to 2 dp).
 *   The average always covers every way of paying: it is the corridor's benchmark.
 * - Since 1 January 2026 a 1% US federal excise tax applies to cash-funded transfers (26 U.S.C. 4475).
 *   The Q3 2025 survey predates it, so we add it to every cash quote and rank by what a transfer costs
 *   today. The average stays as published (without the tax), so the savings we state are never larger
 *   than the published figures support.
 * - What a transfer costs is counted, never below its fee: where the survey found a provider's exchange
 *   rate better than its reference rate (a negative FX margin), we count the fee alone, so what arrives
 *   is never more than the amount sent (decision 039). The published figures are kept beside it.
 * - Quotes whose FX margin is below what the reference rate can explain are screened and never
 *   ranked (app/lib/remittance-screen.ts).
 * - Savings = the corridor average's cost minus the cheapest shown offer's cost today, on this amount;
 *   per year = 12 times that (one transfer a month at the surveyed price). When the cheapest offer
 *   with the chosen way of paying costs more than the average, there is no saving to state.
 */
import { formatCount } from './format-count'
import { getLocale, type Locale } from '~/paraglide/runtime.js'

import { formatDate, formatMoney, formatPercent } from './format'
import { isScreened } from './remittance-screen'

export const SURVEYED_AMOUNTS = [200, 500] as const
export type SurveyedAmount = (typeof SURVEYED_AMOUNTS)[number]

export const INSTRUMENTS = ['bank_account', 'debit_card', 'credit_card', 'cash', 'mobile_money', 'other'] as const
export type Instrument = (typeof INSTRUMENTS)[number]

export const ACCESS_POINTS = ['online', 'agent', 'bank_branch', 'phone', 'other'] as const
export type AccessPoint = (typeof ACCESS_POINTS)[number]

/** The ways of paying a visitor can filter by (`method`). */
export const METHODS = ['bank_account', 'debit_card', 'credit_card', 'cash'] as const
export type Method = (typeof METHODS)[number]

/** How the family receives the money, as the survey records it (speed-and-payout.json, `receive_method`). */
export const RECEIVE_METHODS = ['cash_pickup', 'bank_account', 'mobile_wallet'] as const
export type ReceiveMethod = (typeof RECEIVE_METHODS)[number]

/** The survey's speed bands, fastest first ("2 days" and "3-5 days" are one band upstream). */
export const SPEEDS = ['under_1_hour', 'same_day', 'next_day', '2_to_5_days', '6_days_or_more'] as const
export type Speed = (typeof SPEEDS)[number]

/** The survey's ranking of how large the provider's payout network is in the receiving country. */
export const COVERAGES = ['high', 'medium', 'low'] as const
type Coverage = (typeof COVERAGES)[number]

/** One way the family receives a quote's money; null where the survey has no value ("not in the survey"). */
export type Payout = { receiveMethod: ReceiveMethod | null; speed: Speed | null; coverage: Coverage | null }

/** 26 U.S.C. 4475: 1% of the amount transferred, on transfers funded with cash or a similar physical instrument. */
const EXCISE_TAX_RATE_PCT = 1
/** The survey's instruments the tax applies to. `other` is not assumed to be cash. */
const EXCISE_TAXED_INSTRUMENTS: readonly Instrument[] = ['cash']

/** Months in a year: the savings per year assume one transfer a month. */
export const TRANSFERS_PER_YEAR = 12

export type Quote = {
  provider: string
  instrument: Instrument
  access_point: AccessPoint
  amount_usd: number
  fee_pct: number
  fx_margin_pct: number
  total_cost_pct: number
  cost_usd: number
  transparent: boolean
  /** Added at start-up from speed-and-payout.json (one option per published copy); absent = unknown. */
  payout?: Payout | null
}

export type TrendPoint = { quarter: string; average_cost_pct: number; cheapest_cost_pct: number }

export type Corridor = {
  from: string
  to: string
  to_iso3: string
  country: string
  currency: string
  average_cost_pct_200: number
  trend: TrendPoint[]
  quotes: Quote[]
}

type RemittanceSource = {
  name: string
  publisher: string
  edition: string
  quarter: string
  license: string
  license_url: string
  url: string
  derived_via?: string
  retrieved?: string
}

export type RemittanceDataset = { source: RemittanceSource; amounts_usd: number[]; corridors: Corridor[] }

/** A distinct offer as the page shows it; money in cents, percentages as published. */
export type RankedQuote = {
  provider: string
  instrument: Instrument
  accessPoint: AccessPoint
  feePct: number
  fxMarginPct: number
  /** As published (the survey's total cost, fee + FX margin). */
  totalCostPct: number
  /** What we count: the published cost, or the fee alone where the FX margin is below zero. */
  costCents: number
  /** How much better than the reference the survey found the rate (not counted); 0 when it was not. */
  rateGainCents: number
  /** How many times the survey lists this exact quote (1 when it is not duplicated). */
  copies: number
  /** The US excise tax on this transfer, or null when it does not apply. */
  exciseTaxCents: number | null
  /** What the transfer costs today: the published cost plus the excise tax where it applies. */
  costTodayCents: number
  costTodayPct: number
  /** About how much arrives, in dollars of value: the amount minus what the transfer costs today. */
  arrivesCents: number
  /** How the family receives the money, one entry per published copy (null where the survey has no value). */
  ways: (Payout | null)[]
}

const toCents = (usd: number) => Math.round(usd * 100)

/** Percentages are published with 2 decimals; this keeps computed ones the same way. */
const roundPct = (pct: number) => Math.round(pct * 100) / 100

export function exciseTaxCents(instrument: Instrument, amount: number): number | null {
  return EXCISE_TAXED_INSTRUMENTS.includes(instrument) ? Math.round(amount * EXCISE_TAX_RATE_PCT) : null
}

/** Quotes identical in every published field are the same quote listed twice. */
export function quoteKey(quote: Quote): string {
  return [
    quote.provider,
    quote.instrument,
    quote.access_point,
    quote.amount_usd,
    quote.fee_pct,
    quote.fx_margin_pct,
    quote.total_cost_pct,
    quote.cost_usd,
    quote.transparent,
  ].join('\u0000')
}

/**
 * Each distinct quote once, in first-seen order, with how many times it is listed and each copy's way
 * of receiving the money (the survey priced the same service once per way of receiving; identical
 * prices came out as identical quotes, speed-and-payout.md).
 */
export function collapseDuplicates(quotes: Quote[]): { quote: Quote; copies: number; ways: (Payout | null)[] }[] {
  const byKey = new Map<string, { quote: Quote; copies: number; ways: (Payout | null)[] }>()
  for (const quote of quotes) {
    const key = quoteKey(quote)
    const seen = byKey.get(key)
    if (seen) {
      seen.copies += 1
      seen.ways.push(quote.payout ?? null)
    } else byKey.set(key, { quote, copies: 1, ways: [quote.payout ?? null] })
  }
  return [...byKey.values()]
}

export function quotesAt(corridor: Corridor, amount: number): Quote[] {
  return corridor.quotes.filter((quote) => quote.amount_usd === amount)
}

/** The simple mean of the quotes' total cost, duplicates included, rounded to 2 dp; null without quotes. */
export function meanCostPct(quotes: Quote[]): number | null {
  if (quotes.length === 0) return null
  // Sum in hundredths of a percent (integers) so the mean does not drift with float sums.
  const hundredths = quotes.reduce((sum, quote) => sum + Math.round(quote.total_cost_pct * 100), 0)
  return Math.round(hundredths / quotes.length) / 100
}

/** The corridor average for this amount: published for USD 200, computed the same way for USD 500. */
export function corridorAveragePct(corridor: Corridor, amount: SurveyedAmount): number | null {
  return amount === 200 ? corridor.average_cost_pct_200 : meanCostPct(quotesAt(corridor, amount))
}

/** What a percentage of the amount comes to, in cents. */
export function pctOfAmountCents(pct: number, amount: number): number {
  return Math.round(pct * amount)
}

/**
 * The published quotes a search covers: this amount, and the chosen way of paying and of receiving.
 * A quote whose way of receiving is unknown matches no receive filter (we never guess it).
 */
export function shownQuotes(corridor: Corridor, amount: SurveyedAmount, method: Method | null, receive: ReceiveMethod | null): Quote[] {
  return quotesAt(corridor, amount).filter(
    (quote) => (method === null || quote.instrument === method) && (receive === null || quote.payout?.receiveMethod === receive),
  )
}

/** The cost we count, in % of the amount: the fee alone where the FX margin is below zero. */
export function countedCostPct(quote: Pick<Quote, 'fee_pct' | 'fx_margin_pct' | 'total_cost_pct'>): number {
  return quote.fx_margin_pct < 0 ? quote.fee_pct : quote.total_cost_pct
}

/** The cost we count, in cents: the published cost, or the fee alone where the FX margin is below zero. */
function countedCostCents(quote: Quote, amount: number): number {
  return quote.fx_margin_pct < 0 ? pctOfAmountCents(quote.fee_pct, amount) : toCents(quote.cost_usd)
}

/**
 * About how much arrives, in dollars of value: the amount sent minus what the transfer costs (fee plus
 * exchange-rate margin, plus the excise tax where it applies). A negative cost means more than the
 * amount arrives, measured at the survey's reference rate.
 */
export function arrivesCents(amount: number, costCents: number): number {
  return amount * 100 - costCents
}

export type ProviderGroup = { provider: string; offers: RankedQuote[] }

/**
 * The offers grouped by provider, so one provider is not listed several times in a row: groups in the
 * order of their cheapest offer, and inside a group the provider's offers cheapest first (the ranked
 * order is kept, so the first offer of the first group is the cheapest of all).
 */
export function groupByProvider(offers: RankedQuote[]): ProviderGroup[] {
  const groups = new Map<string, ProviderGroup>()
  for (const offer of offers) {
    const group = groups.get(offer.provider)
    if (group) group.offers.push(offer)
    else groups.set(offer.provider, { provider: offer.provider, offers: [offer] })
  }
  return [...groups.values()]
}

const instrumentOrder = (i: Instrument) => INSTRUMENTS.indexOf(i)
const accessOrder = (a: AccessPoint) => ACCESS_POINTS.indexOf(a)

/**
 * The offers for one amount (and way of paying, if chosen), each distinct quote once, cheapest today
 * first. Ties keep a fixed order: lower published cost, then provider, way of paying, access point.
 */
export function rankQuotes(
  corridor: Corridor,
  amount: SurveyedAmount,
  method: Method | null = null,
  receive: ReceiveMethod | null = null,
): RankedQuote[] {
  return collapseDuplicates(shownQuotes(corridor, amount, method, receive).filter((quote) => !isScreened(quote)))
    .map(({ quote, copies, ways }) => {
      const costCents = countedCostCents(quote, amount)
      const tax = exciseTaxCents(quote.instrument, amount)
      return {
        provider: quote.provider,
        instrument: quote.instrument,
        accessPoint: quote.access_point,
        feePct: quote.fee_pct,
        fxMarginPct: quote.fx_margin_pct,
        totalCostPct: quote.total_cost_pct,
        costCents,
        rateGainCents: quote.fx_margin_pct < 0 ? pctOfAmountCents(-quote.fx_margin_pct, amount) : 0,
        copies,
        exciseTaxCents: tax,
        costTodayCents: costCents + (tax ?? 0),
        costTodayPct: roundPct(countedCostPct(quote) + (tax === null ? 0 : EXCISE_TAX_RATE_PCT)),
        arrivesCents: arrivesCents(amount, costCents + (tax ?? 0)),
        ways,
      }
    })
    .sort(
      (a, b) =>
        a.costTodayCents - b.costTodayCents ||
        a.totalCostPct - b.totalCostPct ||
        a.provider.localeCompare(b.provider, 'en') ||
        instrumentOrder(a.instrument) - instrumentOrder(b.instrument) ||
        accessOrder(a.accessPoint) - accessOrder(b.accessPoint),
    )
}

export type Savings =
  /** The cheapest offer costs less than the average: what choosing it saves. */
  | { kind: 'saves'; perTransferCents: number; perYearCents: number }
  /** The cheapest offer (with this way of paying) costs as much as the average or more. */
  | { kind: 'none'; extraCents: number }

export function savingsOf(averageCents: number, cheapest: RankedQuote): Savings {
  const perTransferCents = averageCents - cheapest.costTodayCents
  if (perTransferCents <= 0) return { kind: 'none', extraCents: -perTransferCents }
  return { kind: 'saves', perTransferCents, perYearCents: perTransferCents * TRANSFERS_PER_YEAR }
}

/** Counts for the "as published" note: quotes listed, distinct offers, extra copies. */
export function duplicateCounts(quotes: Quote[]) {
  const distinct = collapseDuplicates(quotes).length
  return { published: quotes.length, distinct, extraCopies: quotes.length - distinct }
}

/** "2025Q3" -> "Q3 2025". */
export function quarterLabel(quarter: string): string {
  const match = /^(\d{4})Q([1-4])$/.exec(quarter)
  return match ? `Q${match[2]} ${match[1]}` : quarter
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/**
 * "2025Q3" -> "July-September 2025": when the survey's prices were collected, in words; in French and
 * Amharic with the locale's month names ("juillet-septembre 2025").
 */
export function quarterMonths(quarter: string, locale: string = getLocale()): string {
  const match = /^(\d{4})Q([1-4])$/.exec(quarter)
  if (!match) return quarter
  const first = (Number(match[2]) - 1) * 3
  if (locale === 'en') return `${MONTHS[first]}-${MONTHS[first + 2]} ${match[1]}`
  const month = (index: number) =>
    formatDate(new Date(Date.UTC(Number(match[1]), index, 15)), { locale: locale as Locale, style: 'month-year' }).replace(
      /\s*\d{4}.*$/,
      '',
    )
  return `${month(first)}-${month(first + 2)} ${match[1]}`
}

/** Quarters as consecutive integers, so gaps between surveyed quarters show. */
export function quarterIndex(quarter: string): number {
  const match = /^(\d{4})Q([1-4])$/.exec(quarter)
  if (!match) throw new Error(`Not a quarter: ${quarter}`)
  return Number(match[1]) * 4 + Number(match[2]) - 1
}

export function quarterFromIndex(index: number): string {
  return `${Math.floor(index / 4)}Q${(index % 4) + 1}`
}

/**
 * "$5.44", "-$0.98", "$1,234.00": whole cents exactly as `Intl.NumberFormat('en-US', { style:
 * 'currency', currency: 'USD' })` writes them, without loading the browser's number-formatting data
 * while the page starts (the same cost `formatCount` avoids, decision 016). Anything else is left to Intl.
 */
export function formatCents(cents: number, locale: string = getLocale()): string {
  // French and Amharic: the locale's own way of writing US dollars ("200,98 $US"), app/lib/format.ts.
  if (locale !== 'en') return formatMoney(cents / 100, { locale: locale as Locale })
  if (!Number.isSafeInteger(cents) || Object.is(cents, -0)) {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100)
  }
  const abs = Math.abs(cents)
  const text = `$${formatCount(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`
  return cents < 0 ? `-${text}` : text
}

/** "2.72%", "-0.49%", "4.30%": two decimals, as the survey publishes ("2,72 %" in French). */
export function formatPct(pct: number, locale: string = getLocale()): string {
  if (locale !== 'en') return formatPercent(pct, { locale: locale as Locale })
  return `${pct.toFixed(2)}%`
}
