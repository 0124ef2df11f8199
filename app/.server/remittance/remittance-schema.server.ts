/**
 * The shape of the remittance price data (app/data/remittance/us-africa-corridors.json, described by
 * the README beside it), checked with Zod. Beyond the types it checks what the page relies on, so a
 * malformed or inconsistent file is refused with a message naming the field, instead of showing wrong
 * figures to people deciding how to send their money:
 * - only the two surveyed amounts (USD 200 and USD 500);
 * - each quote's total cost = fee + FX margin (to the published rounding) and cost_usd = total cost
 *   times the amount;
 * - the published USD 200 average = the simple mean of the corridor's USD 200 quotes, duplicates
 *   included (the rule the page applies to USD 500, app/lib/remittance.ts);
 * - the trend's survey-quarter point = the published average and the cheapest USD 200 quote;
 * - one corridor per destination, quarters in order.
 * Used at start-up (remittance-data.server.ts) and by the update script (scripts/update-remittance-data.ts).
 */
import { z } from 'zod'

import { ACCESS_POINTS, INSTRUMENTS, type RemittanceDataset, meanCostPct, quoteKey } from '~/lib/remittance'

/** Published figures have 2 decimals; sums of rounded parts may be off by one hundredth. */
const ROUNDING = 0.0101
const QUARTER = /^\d{4}Q[1-4]$/

const quoteSchema = z.strictObject({
  provider: z.string().trim().min(1),
  instrument: z.enum(INSTRUMENTS),
  access_point: z.enum(ACCESS_POINTS),
  amount_usd: z.number(),
  fee_pct: z.number().finite(),
  fx_margin_pct: z.number().finite(),
  total_cost_pct: z.number().finite(),
  cost_usd: z.number().finite(),
  transparent: z.boolean(),
})

const trendSchema = z.strictObject({
  quarter: z.string().regex(QUARTER, 'Expected a quarter such as 2025Q3'),
  average_cost_pct: z.number().finite(),
  cheapest_cost_pct: z.number().finite(),
})

const corridorSchema = z.strictObject({
  from: z.literal('US'),
  to: z.string().regex(/^[A-Z]{2}$/, 'Expected an ISO 3166 alpha-2 code such as NG'),
  to_iso3: z.string().regex(/^[A-Z]{3}$/, 'Expected an ISO 3166 alpha-3 code such as NGA'),
  country: z.string().trim().min(1),
  currency: z.string().regex(/^[A-Z]{3}$/, 'Expected an ISO 4217 currency code such as NGN'),
  average_cost_pct_200: z.number().finite(),
  trend: z.array(trendSchema),
  quotes: z.array(quoteSchema).min(1),
})

const sourceSchema = z.object({
  name: z.string().min(1),
  publisher: z.string().min(1),
  edition: z.string().min(1),
  quarter: z.string().regex(QUARTER, 'Expected a quarter such as 2025Q3'),
  license: z.string().min(1),
  license_url: z.url(),
  url: z.url(),
  derived_via: z.string().optional(),
  retrieved: z.string().optional(),
})

const remittanceDatasetSchema = z
  .object({
    source: sourceSchema,
    amounts_usd: z.tuple([z.literal(200), z.literal(500)], 'The survey covers USD 200 and USD 500: expected [200, 500]'),
    corridors: z.array(corridorSchema).min(1),
  })
  .superRefine((data, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message })
    const seen = new Set<string>()
    data.corridors.forEach((corridor, c) => {
      if (seen.has(corridor.to)) issue(['corridors', c, 'to'], `Two corridors go to ${corridor.to}`)
      seen.add(corridor.to)

      corridor.quotes.forEach((quote, q) => {
        const at = ['corridors', c, 'quotes', q]
        if (!data.amounts_usd.includes(quote.amount_usd as 200 | 500)) {
          issue([...at, 'amount_usd'], `Only USD 200 and USD 500 were surveyed, not ${quote.amount_usd}`)
        }
        if (Math.abs(quote.fee_pct + quote.fx_margin_pct - quote.total_cost_pct) > ROUNDING) {
          issue([...at, 'total_cost_pct'], `${quote.total_cost_pct} is not fee ${quote.fee_pct} + FX margin ${quote.fx_margin_pct}`)
        }
        if (Math.abs((quote.total_cost_pct * quote.amount_usd) / 100 - quote.cost_usd) > ROUNDING) {
          issue([...at, 'cost_usd'], `${quote.cost_usd} is not ${quote.total_cost_pct}% of USD ${quote.amount_usd}`)
        }
      })

      const at200 = corridor.quotes.filter((quote) => quote.amount_usd === 200)
      const mean = meanCostPct(at200)
      if (mean === null) issue(['corridors', c, 'quotes'], `${corridor.country} has no USD 200 quote`)
      else if (Math.abs(mean - corridor.average_cost_pct_200) > ROUNDING) {
        issue(
          ['corridors', c, 'average_cost_pct_200'],
          `${corridor.average_cost_pct_200} is not the mean of the USD 200 quotes (duplicates included): ${mean}`,
        )
      }

      corridor.trend.forEach((point, t) => {
        if (t > 0 && point.quarter <= corridor.trend[t - 1].quarter)
          issue(['corridors', c, 'trend', t, 'quarter'], 'Quarters must be in order, once each')
        if (point.quarter !== data.source.quarter || mean === null) return
        if (Math.abs(point.average_cost_pct - corridor.average_cost_pct_200) > ROUNDING) {
          issue(['corridors', c, 'trend', t, 'average_cost_pct'], `The survey quarter's average differs from average_cost_pct_200`)
        }
        const cheapest = Math.min(...at200.map((quote) => quote.total_cost_pct))
        if (Math.abs(point.cheapest_cost_pct - cheapest) > ROUNDING) {
          issue(
            ['corridors', c, 'trend', t, 'cheapest_cost_pct'],
            `The survey quarter's cheapest is not the cheapest USD 200 quote (${cheapest})`,
          )
        }
      })
    })
  })

export type ValidationResult = { ok: true; data: RemittanceDataset } | { ok: false; message: string }

/** Validates parsed JSON; the message lists every problem with its path (e.g. corridors[3].quotes[12].cost_usd). */
export function validateRemittanceData(input: unknown): ValidationResult {
  const result = remittanceDatasetSchema.safeParse(input)
  if (result.success) return { ok: true, data: result.data as RemittanceDataset }
  return { ok: false, message: z.prettifyError(result.error) }
}

/** Summary figures for the update script and the tests. */
export function describeDataset(data: RemittanceDataset) {
  const quotes = data.corridors.flatMap((corridor) => corridor.quotes)
  const distinct = new Set(data.corridors.flatMap((corridor) => corridor.quotes.map((quote) => `${corridor.to}\u0000${quoteKey(quote)}`)))
  return {
    quarter: data.source.quarter,
    edition: data.source.edition,
    corridors: data.corridors.length,
    quotes: quotes.length,
    duplicates: quotes.length - distinct.size,
    negative: quotes.filter((quote) => quote.total_cost_pct < 0).length,
  }
}
