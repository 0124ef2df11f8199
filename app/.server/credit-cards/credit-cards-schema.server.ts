/**
 * The shape of the credit-card plan data (app/data/credit-cards/card-plans.csv, described by the README
 * beside it), checked with Zod. The file is real CSV (quoted cells with commas, quotes and line
 * breaks), read with csv-parse. Every one of the 38 columns is checked, and what the page relies on:
 * - the exact header (a renamed, missing or extra column is refused);
 * - yes/no cells are `true`/`false`; rates are fractions between 0 and 1; money is a plain amount;
 * - `credit_tiers` is a non-empty list of tier codes 0-3 and `min_tier` is its lowest;
 * - a one-state plan names its state (two capital letters), other plans name none;
 * - ids are unique and every row has the same `report_date` (the date the page shows).
 * A malformed file is refused with every problem, each with its row (and file line) and column.
 * Used at start-up (credit-cards-data.server.ts) and by scripts/update-credit-cards-data.ts.
 */
import { z } from 'zod'

import { AVAILABILITIES, type CardPlan, type Tier } from '~/lib/credit-cards'

import { readCsvRows } from '../platform/csv-rows.server'

const COLUMNS = [
  'id',
  'institution',
  'issuer_key',
  'product_name',
  'top25_issuer',
  'availability',
  'state',
  'requires_membership',
  'secured',
  'credit_tiers',
  'min_tier',
  'variable_rate',
  'apr_no_score',
  'apr_poor',
  'apr_good',
  'apr_great',
  'apr_min',
  'apr_median',
  'apr_max',
  'intro_apr',
  'intro_months',
  'bt_apr',
  'bt_months',
  'bt_fee_pct',
  'bt_fee_min',
  'cash_apr',
  'cash_fee_pct',
  'cash_fee_min',
  'grace_days',
  'annual_fee',
  'monthly_fee',
  'foreign_fee_pct',
  'late_fee',
  'rewards',
  'other_rewards',
  'features',
  'website',
  'report_date',
] as const

const NUMBER = /^\d+(\.\d+)?$/
const ARRAY = /^\{(?:"(?:[^"\\]|\\.)*"(?:,"(?:[^"\\]|\\.)*")*)?\}$/

const text = z.string().trim().min(1, 'must not be empty')
const optionalText = z.string().transform((value) => value.trim() || null)
const yesNo = z.enum(['true', 'false'], 'must be true or false').transform((value) => value === 'true')
const AMOUNT = 'must be a number such as 25.0'
const FRACTION = 'must be a fraction of 1 (0.2499 for 24.99%)'
const amount = z.string().regex(NUMBER, AMOUNT).transform(Number)
const fraction = amount.refine((value) => value <= 1, FRACTION)
/** An empty cell is null ("not reported"); anything else must be a number. */
const optionalAmount = z
  .string()
  .refine((value) => value === '' || NUMBER.test(value), AMOUNT)
  .transform((value) => (value === '' ? null : Number(value)))
const optionalFraction = optionalAmount.refine((value) => value === null || value <= 1, FRACTION)
/** A Postgres array literal such as {"Chip card","Contactless Payments"}. */
const list = z
  .string()
  .regex(ARRAY, 'must be a list such as {"1","2"} or {}')
  .transform((value) => [...value.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) => match[1].replace(/\\(.)/g, '$1')))
const tiers = list.pipe(
  z
    .array(z.enum(['0', '1', '2', '3'], 'tier codes are 0, 1, 2 and 3'))
    .min(1, 'must name at least one credit tier')
    .transform((codes) => [...new Set(codes.map(Number) as Tier[])].sort((a, b) => a - b)),
)

const rowSchema = z
  .strictObject({
    id: text,
    institution: text,
    issuer_key: optionalText,
    product_name: text,
    top25_issuer: yesNo,
    availability: z.enum(AVAILABILITIES, `must be one of ${AVAILABILITIES.join(', ')}`),
    state: z.string().regex(/^([A-Z]{2})?$/, 'must be a two-letter code such as MN, or empty'),
    requires_membership: yesNo,
    secured: yesNo,
    credit_tiers: tiers,
    min_tier: z.enum(['0', '1', '2', '3'], 'must be 0, 1, 2 or 3').transform(Number),
    variable_rate: yesNo,
    apr_no_score: optionalFraction,
    apr_poor: optionalFraction,
    apr_good: optionalFraction,
    apr_great: optionalFraction,
    apr_min: optionalFraction,
    apr_median: optionalFraction,
    apr_max: optionalFraction,
    intro_apr: optionalFraction,
    intro_months: optionalAmount,
    bt_apr: optionalFraction,
    bt_months: optionalAmount,
    bt_fee_pct: optionalFraction,
    bt_fee_min: optionalAmount,
    cash_apr: optionalFraction,
    cash_fee_pct: optionalFraction,
    cash_fee_min: optionalAmount,
    grace_days: optionalAmount,
    annual_fee: amount,
    monthly_fee: amount,
    foreign_fee_pct: fraction,
    late_fee: optionalAmount,
    rewards: list,
    other_rewards: optionalText,
    features: list,
    website: optionalText,
    report_date: z.iso.date('must be a date such as 2025-12-31'),
  })
  .superRefine((row, ctx) => {
    if (row.min_tier !== row.credit_tiers[0]) {
      ctx.addIssue({
        code: 'custom',
        path: ['min_tier'],
        message: `is ${row.min_tier}, but the lowest tier in credit_tiers is ${row.credit_tiers[0]}`,
      })
    }
    const oneState = row.availability === 'One State/Territory'
    if (oneState && !row.state) ctx.addIssue({ code: 'custom', path: ['state'], message: 'a One State/Territory plan must name its state' })
    if (!oneState && row.state)
      ctx.addIssue({
        code: 'custom',
        path: ['state'],
        message: `only a One State/Territory plan names a state (this one is ${row.availability})`,
      })
  })

type Row = z.output<typeof rowSchema>

const cents = (dollars: number) => Math.round(dollars * 100)
const bp = (rate: number | null) => (rate === null ? null : Math.round(rate * 10000))

function toPlan(row: Row): CardPlan {
  return {
    id: row.id,
    institution: row.institution,
    product: row.product_name,
    top25: row.top25_issuer,
    availability: row.availability,
    state: row.state || null,
    requiresMembership: row.requires_membership,
    secured: row.secured,
    tiers: row.credit_tiers,
    variableRate: row.variable_rate,
    aprByTier: [bp(row.apr_no_score), bp(row.apr_poor), bp(row.apr_good), bp(row.apr_great)],
    aprMin: bp(row.apr_min),
    aprMedian: bp(row.apr_median),
    aprMax: bp(row.apr_max),
    introAprBp: bp(row.intro_apr),
    introMonths: row.intro_months,
    annualFeeCents: cents(row.annual_fee),
    monthlyFeeCents: cents(row.monthly_fee),
    foreignFeeBp: bp(row.foreign_fee_pct)!,
    lateFeeCents: row.late_fee === null ? null : cents(row.late_fee),
    statesFeeFreeForeign: row.features.includes('Fee-free foreign transactions'),
    website: row.website,
  }
}

export type CardPlanData = { plans: CardPlan[]; reportDate: string }
export type CardValidationResult = { ok: true; data: CardPlanData } | { ok: false; message: string }

/** Parses and validates the CSV text; the message lists every problem as "row N (line L), column C: …". */
export function validateCardPlansCsv(csv: string): CardValidationResult {
  const read = readCsvRows(csv, COLUMNS, rowSchema, 'plans')
  if (!read.ok) return read
  const { problems } = read

  const plans: CardPlan[] = []
  const ids = new Map<string, number>()
  const dates = new Map<string, number>()
  for (const { row, where, number } of read.rows) {
    const first = ids.get(row.id)
    if (first !== undefined) problems.push(`${where}, column id: "${row.id}" is also the id of row ${first}`)
    else ids.set(row.id, number)
    dates.set(row.report_date, (dates.get(row.report_date) ?? 0) + 1)
    plans.push(toPlan(row))
  }
  if (dates.size > 1) {
    problems.push(
      `column report_date: every row must describe the same date; found ${[...dates].map(([date, n]) => `${date} (${n} rows)`).join(', ')}`,
    )
  }
  if (problems.length > 0) return { ok: false, message: problems.join('\n') }
  return { ok: true, data: { plans, reportDate: [...dates.keys()][0] } }
}

/** Summary figures for the update script and the tests (the README's counts). */
export function describeCardPlans(data: CardPlanData) {
  return {
    reportDate: data.reportDate,
    plans: data.plans.length,
    institutions: new Set(data.plans.map((plan) => plan.institution)).size,
    top25: data.plans.filter((plan) => plan.top25).length,
    secured: data.plans.filter((plan) => plan.secured).length,
    noScoreTier: data.plans.filter((plan) => plan.tiers.includes(0)).length,
  }
}
