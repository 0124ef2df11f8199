/**
 * The shape of the NCUA credit-union directory (app/data/credit-unions/ncua-credit-unions-2025q4.csv,
 * described by the README beside it), checked with Zod: the exact header, every cell's type, unique
 * charter numbers, one cycle date for the whole file. A malformed file is refused with every problem,
 * each with its row (and file line) and column. Used at start-up (data.server.ts) and by
 * scripts/update-credit-unions-data.ts.
 */
import { z } from 'zod'

import { type CreditUnion, type Fences, LOAN_KINDS, type LoanKind, fencesOf, isScreened } from '~/lib/credit-unions'

import { readCsvRows } from '../platform/csv-rows.server'

const COLUMNS = [
  'cu_number',
  'name',
  'trade_names',
  'street',
  'city',
  'state',
  'zip',
  'cu_type',
  'low_income_designation',
  'is_mdi',
  'field_of_membership_code',
  'peer_group',
  'year_opened',
  'total_assets_usd',
  'members',
  'cycle_date',
  'rate_new_vehicle_pct',
  'rate_used_vehicle_pct',
  'rate_credit_card_pct',
  'rate_other_unsecured_pct',
] as const

/** The file's rate column for each loan kind of the loans page. */
const RATE_COLUMNS = {
  'new-car': 'rate_new_vehicle_pct',
  'used-car': 'rate_used_vehicle_pct',
  card: 'rate_credit_card_pct',
  personal: 'rate_other_unsecured_pct',
} as const satisfies Record<LoanKind, (typeof COLUMNS)[number]>

const text = z.string().trim().min(1, 'must not be empty')
const whole = z.string().regex(/^\d+$/, 'must be a whole number').transform(Number)
const rate = z
  .string()
  .regex(/^(\d+(\.\d+)?)?$/, 'must be a rate in percent such as 5.74, or empty')
  .transform((value) => (value === '' ? null : Number(value)))
/** NCUA writes the cycle as M/D/YYYY. */
const cycle = z
  .string()
  .regex(/^\d{1,2}\/\d{1,2}\/\d{4}$/, 'must be a date such as 12/31/2025')
  .transform((value) => {
    const [month, day, year] = value.split('/')
    return `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`
  })

const rowSchema = z.strictObject({
  cu_number: whole,
  name: text,
  trade_names: z.string().transform((value) =>
    value
      .split(';')
      .map((name) => name.trim())
      .filter(Boolean),
  ),
  street: z.string().trim(),
  city: text,
  state: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter code such as MN'),
  zip: z.string().regex(/^\d{5}$/, 'must be five digits'),
  cu_type: whole,
  low_income_designation: z.enum(['0', '1'], 'must be 0 or 1').transform((value) => value === '1'),
  is_mdi: z.enum(['true', 'false'], 'must be true or false').transform((value) => value === 'true'),
  field_of_membership_code: z.string().regex(/^\d{2}$/, 'must be two digits such as 00'),
  peer_group: z.enum(['1', '2', '3', '4', '5', '6'], 'must be 1 to 6').transform(Number),
  year_opened: z.string().transform((value) => (/^\d{4}$/.test(value) ? Number(value) : null)),
  total_assets_usd: whole,
  members: whole,
  cycle_date: cycle,
  rate_new_vehicle_pct: rate,
  rate_used_vehicle_pct: rate,
  rate_credit_card_pct: rate,
  rate_other_unsecured_pct: rate,
})

type Row = z.output<typeof rowSchema>

function toCreditUnion(row: Row): CreditUnion {
  return {
    id: row.cu_number,
    name: row.name,
    tradeNames: row.trade_names,
    street: row.street,
    city: row.city,
    state: row.state,
    zip: row.zip,
    type: row.cu_type,
    lowIncome: row.low_income_designation,
    mdi: row.is_mdi,
    membershipCode: row.field_of_membership_code,
    peerGroup: row.peer_group,
    yearOpened: row.year_opened,
    assetsUsd: row.total_assets_usd,
    members: row.members,
    rates: Object.fromEntries(LOAN_KINDS.map((kind) => [kind, row[RATE_COLUMNS[kind]]])) as Record<LoanKind, number | null>,
  }
}

type ScreenedRate = { id: number; name: string; state: string; kind: LoanKind; rate: number }

export type CreditUnionData = {
  creditUnions: CreditUnion[]
  /** ISO date of the call-report cycle, e.g. 2025-12-31. */
  cycleDate: string
  /** The screening fences of each kind (app/lib/credit-unions.ts, decision 033). */
  fences: Record<LoanKind, Fences>
  /** Every reported rate outside its fences: never ranked, never in a median. */
  screened: ScreenedRate[]
}
export type CreditUnionValidationResult = { ok: true; data: CreditUnionData } | { ok: false; message: string }

/** Parses and validates the CSV text; the message lists every problem as "row N (line L), column C: ...". */
export function validateCreditUnionsCsv(csv: string): CreditUnionValidationResult {
  const read = readCsvRows(csv, COLUMNS, rowSchema, 'credit unions')
  if (!read.ok) return read
  const { problems } = read

  const creditUnions: CreditUnion[] = []
  const ids = new Map<number, number>()
  const dates = new Map<string, number>()
  for (const { row, where, number } of read.rows) {
    const first = ids.get(row.cu_number)
    if (first !== undefined) problems.push(`${where}, column cu_number: ${row.cu_number} is also the charter number of row ${first}`)
    else ids.set(row.cu_number, number)
    dates.set(row.cycle_date, (dates.get(row.cycle_date) ?? 0) + 1)
    creditUnions.push(toCreditUnion(row))
  }
  if (dates.size > 1) {
    problems.push(
      `column cycle_date: every row must describe the same cycle; found ${[...dates].map(([d, n]) => `${d} (${n} rows)`).join(', ')}`,
    )
  }
  if (problems.length > 0) return { ok: false, message: problems.join('\n') }

  const fences = Object.fromEntries(
    LOAN_KINDS.map((kind) => [kind, fencesOf(creditUnions.flatMap((cu) => (cu.rates[kind] === null ? [] : [cu.rates[kind]])))]),
  ) as Record<LoanKind, Fences>
  const screened: ScreenedRate[] = []
  for (const cu of creditUnions) {
    for (const kind of LOAN_KINDS) {
      const value = cu.rates[kind]
      if (value !== null && isScreened(value, fences[kind])) screened.push({ id: cu.id, name: cu.name, state: cu.state, kind, rate: value })
    }
  }
  return { ok: true, data: { creditUnions, cycleDate: [...dates.keys()][0]!, fences, screened } }
}

/** Summary figures for the update script and the tests (the README's counts). */
export function describeCreditUnions(data: CreditUnionData) {
  const reported = (kind: LoanKind) => data.creditUnions.filter((cu) => cu.rates[kind] !== null).length
  return {
    cycleDate: data.cycleDate,
    creditUnions: data.creditUnions.length,
    lowIncome: data.creditUnions.filter((cu) => cu.lowIncome).length,
    mdi: data.creditUnions.filter((cu) => cu.mdi).length,
    reported: Object.fromEntries(LOAN_KINDS.map((kind) => [kind, reported(kind)])) as Record<LoanKind, number>,
    fences: data.fences,
    screened: data.screened,
  }
}
