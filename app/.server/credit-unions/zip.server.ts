/**
 * Where a US ZIP code is: the `zipcodes` package's table (BSD licence; ZIP centroids with city and
 * state, app/data/credit-unions/README.md). Loaded on the first request that needs it, not at start-up,
 * so a server that never answers a ZIP search never pays for the table. The credit unions' own
 * positions are their mailing ZIPs', computed once with it.
 */
import type { CreditUnion, Place } from '~/lib/credit-unions'

import { creditUnions } from './data.server'

export type ZipPlace = Place & { zip: string; city: string; state: string }

type ZipTable = typeof import('zipcodes')

let table: Promise<ZipTable> | undefined
const loadTable = () => (table ??= import('zipcodes').then((module) => ('default' in module ? (module.default as ZipTable) : module)))

/** A five-digit US ZIP code's place, or null when the table has no such ZIP. */
export async function placeOfZip(zip: string): Promise<ZipPlace | null> {
  if (!/^\d{5}$/.test(zip)) return null
  const row = (await loadTable()).codes[zip]
  if (!row || row.country !== 'US') return null
  return { zip: row.zip, city: row.city, state: row.state, latitude: row.latitude, longitude: row.longitude }
}

export type LocatedCreditUnion = { cu: CreditUnion; place: Place }

let located: Promise<LocatedCreditUnion[]> | undefined

/** Every credit union whose mailing ZIP the table knows, with that ZIP's place (computed once). */
export function locatedCreditUnions(): Promise<LocatedCreditUnion[]> {
  located ??= loadTable().then(({ codes }) =>
    creditUnions.flatMap((cu) => {
      const row = codes[cu.zip]
      return row ? [{ cu, place: { latitude: row.latitude, longitude: row.longitude } }] : []
    }),
  )
  return located
}
