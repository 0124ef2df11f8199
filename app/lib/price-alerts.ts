/**
 * Price alerts' rules (docs/decisions/023-price-alerts.md), pure so they are unit-tested.
 *
 * A corridor's prices belong to the survey quarter of the file when the corridor was surveyed in it
 * (its trend has a point for that quarter); a corridor the newest survey skipped keeps the quarter
 * of its last trend point. A member is due an alert for a corridor when its quarter is later than
 * the quarter the analyzer showed when they asked (stored with the request), and nothing was sent
 * for that quarter yet (recorded in the database).
 */

export type AlertCorridorSource = {
  source: { quarter: string }
  corridors: readonly { to: string; country: string; trend: readonly { quarter: string }[] }[]
}

export type CorridorQuarter = { corridor: string; country: string; quarter: string }

const QUARTER = /^\d{4}Q[1-4]$/

function isQuarter(value: unknown): value is string {
  return typeof value === 'string' && QUARTER.test(value)
}

/** The quarter a corridor's prices are from (null when the data gives none). */
export function corridorQuarter(data: AlertCorridorSource, code: string): string | null {
  const corridor = data.corridors.find((c) => c.to === code)
  if (!corridor) return null
  if (corridor.trend.some((point) => point.quarter === data.source.quarter)) return data.source.quarter
  const last = corridor.trend.at(-1)?.quarter
  return isQuarter(last) ? last : null
}

/** Every corridor with the quarter of its prices, in the file's order. */
export function corridorQuarters(data: AlertCorridorSource): CorridorQuarter[] {
  return data.corridors.flatMap((c) => {
    const quarter = corridorQuarter(data, c.to)
    return quarter ? [{ corridor: c.to, country: c.country, quarter }] : []
  })
}

/** Whether prices of `quarter` are news to someone who last saw `seen` ("2025Q4" > "2025Q3"; same-shaped strings sort as quarters). */
export function isNewerQuarter(quarter: string, seen: string): boolean {
  return isQuarter(quarter) && isQuarter(seen) && quarter > seen
}
