/**
 * The part every bundled CSV file shares (the card survey, decision 025; the credit-union directory,
 * decision 033): real CSV read with csv-parse, the exact header, one Zod schema per row. Each problem is
 * reported as "row N (line L), column C: …"; the caller adds its own checks across rows (unique keys,
 * one date) to `problems`.
 */
import { parse } from 'csv-parse/sync'
import type { z } from 'zod'

type CsvRow<T> = { row: T; where: string; number: number }
export type CsvRows<T> = { ok: false; message: string } | { ok: true; rows: CsvRow<T>[]; problems: string[] }

/** `noRows` names the file's rows in the message for a header alone ("plans", "credit unions"). */
export function readCsvRows<S extends z.ZodType>(csv: string, columns: readonly string[], schema: S, noRows: string): CsvRows<z.output<S>> {
  let records: { record: string[]; info: { lines: number } }[]
  try {
    records = parse(csv, { info: true, relax_column_count: true, skip_empty_lines: true }) as unknown as typeof records
  } catch (error) {
    return { ok: false, message: `not readable as CSV: ${(error as Error).message}` }
  }
  if (records.length === 0) return { ok: false, message: 'the file is empty' }

  const problems: string[] = []
  const header = records[0]!.record
  const missing = columns.filter((column) => !header.includes(column))
  const extra = header.filter((column) => !columns.includes(column))
  if (missing.length > 0) problems.push(`header: missing column(s) ${missing.join(', ')}`)
  if (extra.length > 0) problems.push(`header: unknown column(s) ${extra.join(', ')}`)
  if (new Set(header).size !== header.length) problems.push('header: a column is named twice')
  if (problems.length > 0) return { ok: false, message: problems.join('\n') }
  if (records.length === 1) return { ok: false, message: `the file has a header but no ${noRows}` }

  const rows: CsvRow<z.output<S>>[] = []
  records.slice(1).forEach(({ record, info }, index) => {
    const where = `row ${index + 1} (line ${info.lines})`
    if (record.length !== header.length) {
      problems.push(`${where}: has ${record.length} cells, the header has ${header.length}`)
      return
    }
    const result = schema.safeParse(Object.fromEntries(header.map((column, i) => [column, record[i]])))
    if (!result.success) {
      for (const issue of result.error.issues) problems.push(`${where}, column ${issue.path.join('.') || '?'}: ${issue.message}`)
      return
    }
    rows.push({ row: result.data, where, number: index + 1 })
  })
  return { ok: true, rows, problems }
}
