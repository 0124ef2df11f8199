/**
 * The one way the remittance price data enters the app. The JSON is bundled into the server build
 * (the Docker image and CI have no ../shared) and validated when this module loads, i.e. when the
 * server starts: a malformed file stops the server with the list of problems instead of serving wrong
 * figures. Update the file with `npm run remittance:update -- <new-file.json>`.
 */
import raw from '~/data/remittance/us-africa-corridors.json'
import { africanCountries, attributionCopy, fill } from '~/content/remittance'
import { type Corridor, type RemittanceDataset, quarterLabel } from '~/lib/remittance'
import type { CountryOption, RemittanceAttribution } from '~/lib/remittance-view'

import { validateRemittanceData } from './remittance-schema.server'

function load(input: unknown): RemittanceDataset {
  const result = validateRemittanceData(input)
  if (!result.ok) {
    throw new Error(`app/data/remittance/us-africa-corridors.json is not valid remittance data:\n${result.message}`)
  }
  return result.data
}

export const remittanceData: RemittanceDataset = load(raw)

const corridorsByCode = new Map(remittanceData.corridors.map((corridor) => [corridor.to, corridor]))

export function findCorridor(code: string): Corridor | undefined {
  return corridorsByCode.get(code)
}

const byName = (a: CountryOption, b: CountryOption) => a.name.localeCompare(b.name, 'en')

/** The destinations the form lists: the surveyed corridors, then every other African country. */
export const remittanceCountries = {
  surveyed: remittanceData.corridors.map((corridor) => ({ code: corridor.to, name: corridor.country })).sort(byName),
  notSurveyed: Object.entries(africanCountries)
    .filter(([code]) => !corridorsByCode.has(code))
    .map(([code, name]) => ({ code, name }))
    .sort(byName),
}

export const knownCountryCodes: ReadonlySet<string> = new Set([
  ...remittanceCountries.surveyed.map((country) => country.code),
  ...remittanceCountries.notSurveyed.map((country) => country.code),
])

/** The attribution the data's licence (CC BY 4.0) asks for, shown wherever the figures are. */
export const remittanceAttribution: RemittanceAttribution = {
  line: fill(attributionCopy.line, {
    publisher: remittanceData.source.publisher,
    name: remittanceData.source.name,
    edition: remittanceData.source.edition,
    license: remittanceData.source.license,
  }),
  quarter: quarterLabel(remittanceData.source.quarter),
  licenseUrl: remittanceData.source.license_url,
  sourceUrl: remittanceData.source.url,
  license: remittanceData.source.license,
}
