/**
 * The one way the NCUA credit-union directory enters the app. The CSV is bundled into the server build
 * (the Docker image and CI have no ../shared) and validated when this module loads, i.e. when the
 * server starts: a malformed file stops the server with every problem. Reported rates outside the
 * screening fences are set aside here, once (decision 033). Update the file with
 * `npm run credit-unions:update -- <new-file.csv>`.
 */
import csv from '~/data/credit-unions/ncua-credit-unions-2025q4.csv?raw'
import { type CreditUnion, type LoanKind, isScreened } from '~/lib/credit-unions'

import { type CreditUnionData, validateCreditUnionsCsv } from './schema.server'

function load(text: string): CreditUnionData {
  const result = validateCreditUnionsCsv(text)
  if (!result.ok) throw new Error(`app/data/credit-unions/ncua-credit-unions-2025q4.csv is not valid NCUA data:\n${result.message}`)
  return result.data
}

const data = load(csv)

export const creditUnions: readonly CreditUnion[] = data.creditUnions

/** ISO date of the call-report cycle (2025-12-31): the one place the pages' "as of" date comes from. */
export const cycleDate = data.cycleDate

export const rateFences = data.fences
export const screenedRates = data.screened

/** A credit union's reported rate of a kind that passed the screen, or null (none reported, or screened). */
export function usableRate(cu: CreditUnion, kind: LoanKind): number | null {
  const rate = cu.rates[kind]
  return rate !== null && !isScreened(rate, rateFences[kind]) ? rate : null
}

/** The rate as reported, when the screen set it aside (shown only as "looks wrong"). */
export function screenedRate(cu: CreditUnion, kind: LoanKind): number | null {
  const rate = cu.rates[kind]
  return rate !== null && isScreened(rate, rateFences[kind]) ? rate : null
}

const byState = new Map<string, CreditUnion[]>()
for (const cu of creditUnions) byState.set(cu.state, [...(byState.get(cu.state) ?? []), cu])

/** The credit unions headquartered (by mailing address) in a state. */
export function creditUnionsIn(state: string): readonly CreditUnion[] {
  return byState.get(state) ?? []
}
