/**
 * Speed and how the family receives the money (app/data/remittance/speed-and-payout.json, described by
 * speed-and-payout.md beside it), checked with Zod and paired with the price quotes. The pairing is
 * the file's own rule: a quote of ours and an option correspond when provider, way of paying, access
 * point and amount are equal and total cost %, FX margin % and fee % agree (our fee_pct has 2 decimals,
 * so within 0.006). Copies of a quote consume as many options, so every published copy gets its own
 * way of receiving. The file is refused (server start, update script) when:
 * - its quarter is not the price file's quarter;
 * - a value is outside the known vocabulary (a missing value may be null: "not in the survey");
 * - a price quote finds no option, or an option is left without a quote.
 * Used at start-up (remittance-data.server.ts) and by the update script (scripts/update-remittance-data.ts).
 */
import { z } from 'zod'

import { ACCESS_POINTS, COVERAGES, INSTRUMENTS, type Payout, RECEIVE_METHODS, type RemittanceDataset, SPEEDS } from '~/lib/remittance'

/** Our fee_pct is rounded to 2 decimals; the file's fee is in dollars (speed-and-payout.md: ±0.006). */
const FEE_TOLERANCE = 0.0061
const SAME = 0.000001

const optionSchema = z.strictObject({
  total_cost_pct: z.number().finite(),
  fx_margin_pct: z.number().finite(),
  fee_usd: z.number().finite(),
  receive_method: z.enum(RECEIVE_METHODS).nullable(),
  speed: z.enum(SPEEDS).nullable(),
  receiving_network_coverage: z.enum(COVERAGES).nullable(),
})

const quoteSchema = z.strictObject({
  provider: z.string().trim().min(1),
  instrument: z.enum(INSTRUMENTS),
  access_point: z.enum(ACCESS_POINTS),
  amount_usd: z.number(),
  options: z.array(optionSchema).min(1),
})

const corridorSchema = z.object({
  country: z.string().trim().min(1),
  quotes: z.record(z.string(), quoteSchema),
})

const payoutFileSchema = z
  .object({
    source: z.object({
      name: z.string().min(1),
      publisher: z.string().min(1),
      edition: z.string().min(1),
      period: z.string().regex(/^\d{4}_[1-4]Q$/, 'Expected a survey period such as 2025_3Q'),
      license: z.string().min(1),
      license_url: z.url(),
      attribution: z.string().min(1),
    }),
    corridors: z.record(z.string().regex(/^[A-Z]{3}$/, 'Expected an ISO 3166 alpha-3 code such as NGA'), corridorSchema),
  })
  .superRefine((file, ctx) => {
    for (const [iso3, corridor] of Object.entries(file.corridors)) {
      for (const [key, quote] of Object.entries(corridor.quotes)) {
        const expected = [quote.provider, quote.instrument, quote.access_point, quote.amount_usd].join('|')
        if (key !== expected)
          ctx.addIssue({ code: 'custom', path: ['corridors', iso3, 'quotes', key], message: `The key should be ${expected}` })
      }
    }
  })

/** "2025_3Q" -> "2025Q3", the price file's way of writing a quarter. */
const payoutQuarter = (period: string) => period.replace(/^(\d{4})_([1-4])Q$/, '$1Q$2')

export type PairingResult = { ok: true; data: RemittanceDataset; attribution: string } | { ok: false; message: string }

/**
 * Validates parsed JSON and pairs it with (already validated) price data: the result is the price data
 * with each published quote's way of receiving, or every problem found, one per line.
 */
export function pairPayout(prices: RemittanceDataset, input: unknown): PairingResult {
  const parsed = payoutFileSchema.safeParse(input)
  if (!parsed.success) return { ok: false, message: z.prettifyError(parsed.error) }
  const file = parsed.data
  const problems: string[] = []
  if (payoutQuarter(file.source.period) !== prices.source.quarter) {
    problems.push(`source.period ${file.source.period} is not the price data's quarter ${prices.source.quarter}`)
  }

  const corridors = prices.corridors.map((corridor, c) => {
    const options = file.corridors[corridor.to_iso3]
    if (!options) {
      problems.push(`corridors.${corridor.to_iso3} is missing (${corridor.country} has price quotes)`)
      return corridor
    }
    const used = new Map<string, boolean[]>()
    const quotes = corridor.quotes.map((quote, q) => {
      const key = [quote.provider, quote.instrument, quote.access_point, quote.amount_usd].join('|')
      const entry = options.quotes[key]
      const taken = used.get(key) ?? entry?.options.map(() => false) ?? []
      used.set(key, taken)
      const index = entry
        ? entry.options.findIndex(
            (option, i) =>
              !taken[i] &&
              Math.abs(option.total_cost_pct - quote.total_cost_pct) < SAME &&
              Math.abs(option.fx_margin_pct - quote.fx_margin_pct) < SAME &&
              Math.abs((option.fee_usd / quote.amount_usd) * 100 - quote.fee_pct) <= FEE_TOLERANCE,
          )
        : -1
      if (index < 0) {
        problems.push(
          `price quote corridors[${c}].quotes[${q}] (${corridor.to_iso3} ${key}, ${quote.total_cost_pct}%) has no speed-and-payout option`,
        )
        return quote
      }
      taken[index] = true
      const option = entry!.options[index]
      const payout: Payout = { receiveMethod: option.receive_method, speed: option.speed, coverage: option.receiving_network_coverage }
      return { ...quote, payout }
    })
    for (const [key, entry] of Object.entries(options.quotes)) {
      const taken = used.get(key) ?? []
      entry.options.forEach((option, i) => {
        if (!taken[i])
          problems.push(`corridors.${corridor.to_iso3}.quotes["${key}"].options[${i}] (${option.total_cost_pct}%) matches no price quote`)
      })
    }
    return { ...corridor, quotes }
  })

  const known = new Set(prices.corridors.map((corridor) => corridor.to_iso3))
  for (const iso3 of Object.keys(file.corridors)) {
    if (!known.has(iso3)) problems.push(`corridors.${iso3} has no price quotes`)
  }

  if (problems.length > 0) return { ok: false, message: problems.map((problem) => `✖ ${problem}`).join('\n') }
  return { ok: true, data: { ...prices, corridors }, attribution: file.source.attribution }
}

/** Summary figures for the update script and the tests. */
export function describePayout(data: RemittanceDataset) {
  const quotes = data.corridors.flatMap((corridor) => corridor.quotes)
  const count = <T extends string>(pick: (quote: (typeof quotes)[number]) => T | null | undefined) => {
    const counts: Record<string, number> = {}
    for (const quote of quotes) {
      const value = pick(quote) ?? 'unknown'
      counts[value] = (counts[value] ?? 0) + 1
    }
    return counts
  }
  return {
    paired: quotes.filter((quote) => quote.payout).length,
    receive: count((quote) => quote.payout?.receiveMethod),
    speed: count((quote) => quote.payout?.speed),
  }
}
