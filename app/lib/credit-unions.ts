/**
 * Credit unions from the NCUA's call-report directory (app/data/credit-unions/README.md): the shape the
 * app uses, and the pure rules both tools apply to it (rate screening, medians, distance). Runs on both
 * sides; the data itself is loaded and checked on the server (app/.server/credit-unions/data.server.ts).
 */

/** The four loan rates each credit union reports, as the loans page names them (its `kind` parameter). */
export const LOAN_KINDS = ['new-car', 'used-car', 'card', 'personal'] as const
export type LoanKind = (typeof LOAN_KINDS)[number]

export type CreditUnion = {
  /** NCUA charter number (CU_NUMBER): the key of NCUA's own public page for the credit union. */
  id: number
  name: string
  tradeNames: string[]
  /** Mailing address (sometimes a PO box), as reported. */
  street: string
  city: string
  /** Two letters (the 50 states, DC and the territories). */
  state: string
  /** Five digits, from the mailing address. */
  zip: string
  /** NCUA credit-union type code (CU_TYPE), not decoded by NCUA's file. */
  type: number
  /** NCUA low-income designation (LIMITED_INC = 1). */
  lowIncome: boolean
  /** Minority depository institution (IsMDI). */
  mdi: boolean
  /** NCUA type-of-membership code (TOM_CODE), two digits as reported, e.g. "00". */
  membershipCode: string
  /** NCUA peer group, 1-6: an asset band (1: under $2M ... 6: $500M and over). */
  peerGroup: number
  yearOpened: number | null
  assetsUsd: number
  members: number
  /** Rates in percent per year as reported (5.5 = 5.5%), null where none was reported. */
  rates: Record<LoanKind, number | null>
}

/** Where a ZIP code is, for distances (app/.server/credit-unions/zip.server.ts). */
export type Place = { latitude: number; longitude: number }

const EARTH_RADIUS_MILES = 3958.8

/** Great-circle distance in miles (haversine), the straight-line distance "as the crow flies". */
export function milesBetween(a: Place, b: Place): number {
  const rad = Math.PI / 180
  const dLat = (b.latitude - a.latitude) * rad
  const dLon = (b.longitude - a.longitude) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * The value at quantile p (0-1) of values sorted ascending, by linear interpolation between the two
 * nearest ranks (the "type 7" rule of R and of spreadsheets' PERCENTILE / QUARTILE.INC), so a reviewer
 * can re-compute it in a spreadsheet.
 */
export function quantile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new Error('quantile of no values')
  const at = (sorted.length - 1) * p
  const lower = Math.floor(at)
  const upper = Math.ceil(at)
  return sorted[lower]! + (sorted[upper]! - sorted[lower]!) * (at - lower)
}

export type Spread = { count: number; q1: number; median: number; q3: number }

/** Median and middle half (first and third quartiles) of some values, or null when there are none. */
export function spreadOf(values: readonly number[]): Spread | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  return { count: sorted.length, q1: quantile(sorted, 0.25), median: quantile(sorted, 0.5), q3: quantile(sorted, 0.75) }
}

/**
 * The screening rule for a reported rate (decision 033): a rate is screened when it lies outside
 * Tukey's "far out" fences of every rate of its kind in the file, Q1 - 3 x IQR and Q3 + 3 x IQR, or is
 * not above zero. The fences come from the whole country's rates of that kind, so one state's odd
 * figures cannot move them. A screened rate is never ranked, never in a median, and is shown only as
 * "the reported figure looks wrong".
 */
export type Fences = { low: number; high: number }

export function fencesOf(values: readonly number[]): Fences {
  const sorted = [...values].sort((a, b) => a - b)
  const q1 = quantile(sorted, 0.25)
  const q3 = quantile(sorted, 0.75)
  const iqr = q3 - q1
  return { low: Math.max(0, q1 - 3 * iqr), high: q3 + 3 * iqr }
}

export function isScreened(rate: number, fences: Fences): boolean {
  return !(rate > 0) || rate < fences.low || rate > fences.high
}

/**
 * NCUA's public "Research a Credit Union" tool, where a charter number finds the credit union's own
 * page (contact details, branches, call reports). The page shows the charter number beside the link:
 * the details page's own address could not be checked from here, the tool's could.
 */
export const NCUA_RESEARCH_URL = 'https://mapping.ncua.gov/ResearchCreditUnion'
