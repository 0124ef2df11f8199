/**
 * The one way the remittance price data enters the app. The JSON is bundled into the server build
 * (the Docker image and CI have no ../shared) and validated when this module loads, i.e. when the
 * server starts: a malformed file stops the server with the list of problems instead of serving wrong
 * figures. Update the file with `npm run remittance:update -- <new-file.json>`.
 * The speed-and-payout file is paired with the quotes here too (remittance-payout.server.ts): each
 * published quote gets the way the family receives the money and the speed, or the server stops.
 */
import rawPayout from '~/data/remittance/speed-and-payout.json'
import raw from '~/data/remittance/us-africa-corridors.json'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { type Corridor, type RemittanceDataset, quarterLabel, quarterMonths } from '~/lib/remittance'
import { africanCountries } from '~/lib/remittance-labels'
import type { CountryOption, RemittanceAttribution } from '~/lib/remittance-view'

import { pairPayout } from './remittance-payout.server'
import { validateRemittanceData } from './remittance-schema.server'

function load(input: unknown, payoutInput: unknown): { data: RemittanceDataset; payoutAttribution: string } {
  const result = validateRemittanceData(input)
  if (!result.ok) {
    throw new Error(`app/data/remittance/us-africa-corridors.json is not valid remittance data:\n${result.message}`)
  }
  const paired = pairPayout(result.data, payoutInput)
  if (!paired.ok) {
    throw new Error(`app/data/remittance/speed-and-payout.json does not fit the price data:\n${paired.message}`)
  }
  return { data: paired.data, payoutAttribution: paired.attribution }
}

const loaded = load(raw, rawPayout)
export const remittanceData: RemittanceDataset = loaded.data

const corridorsByCode = new Map(remittanceData.corridors.map((corridor) => [corridor.to, corridor]))

export function findCorridor(code: string): Corridor | undefined {
  return corridorsByCode.get(code)
}

/** A country's name in the request's language; the data's English name if the list has no entry. */
function countryName(code: string, fallback: string): string {
  return africanCountries[code]?.() ?? fallback
}

/**
 * The destinations the form lists: the surveyed corridors, then every other African country, named and
 * sorted in the request's language (decision 030; about 55 names, so sorting per request costs nothing).
 */
export function remittanceCountries(): { surveyed: CountryOption[]; notSurveyed: CountryOption[] } {
  const locale = getLocale()
  const byName = (a: CountryOption, b: CountryOption) => a.name.localeCompare(b.name, locale)
  return {
    surveyed: remittanceData.corridors
      .map((corridor) => ({ code: corridor.to, name: countryName(corridor.to, corridor.country) }))
      .sort(byName),
    notSurveyed: Object.keys(africanCountries)
      .filter((code) => !corridorsByCode.has(code))
      .map((code) => ({ code, name: countryName(code, code) }))
      .sort(byName),
  }
}

/** A corridor's country in the request's language. */
export function corridorCountry(corridor: Corridor): string {
  return countryName(corridor.to, corridor.country)
}

export const knownCountryCodes: ReadonlySet<string> = new Set([
  ...remittanceData.corridors.map((corridor) => corridor.to),
  ...Object.keys(africanCountries),
])

/**
 * A destination a price alert may be asked for: a surveyed corridor, or any other African country the
 * form lists (the survey may add it; the alert is sent once it has prices). Named in the request's language.
 */
export function alertCountry(code: string): { code: string; country: string } | null {
  if (!knownCountryCodes.has(code)) return null
  const corridor = corridorsByCode.get(code)
  return { code, country: corridor ? corridorCountry(corridor) : countryName(code, code) }
}

/** The attribution the data's licence asks for, in the request's language (read per request). */
export const remittanceAttribution = (): RemittanceAttribution => ({
  line: m.remittance_attribution_copy_line({
    publisher: remittanceData.source.publisher,
    name: remittanceData.source.name,
    edition: remittanceData.source.edition,
    license: remittanceData.source.license,
  }),
  quarter: quarterLabel(remittanceData.source.quarter),
  months: quarterMonths(remittanceData.source.quarter),
  // The speed-and-payout file's credit line, its words in the request's language.
  payoutLine: m.remittance_attribution_copy_payout({
    publisher: rawPayout.source.publisher,
    name: rawPayout.source.name,
    edition: rawPayout.source.edition,
    license: rawPayout.source.license,
  }),
  quarterLine: m.remittance_attribution_copy_quarter({ quarter: quarterLabel(remittanceData.source.quarter) }),
  notEndorsed: m.remittance_attribution_copy_not_endorsed(),
  licenseUrl: remittanceData.source.license_url,
  sourceUrl: remittanceData.source.url,
  license: remittanceData.source.license,
})
