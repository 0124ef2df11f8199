/**
 * CSV as spreadsheets read it (RFC 4180): every field quoted, quotes doubled, rows ended by CRLF.
 * Formula injection: a cell that starts with =, +, -, @, a tab or a carriage return would be run as a
 * formula by Excel, LibreOffice or Google Sheets (`=HYPERLINK(...)` in a name), so it gets a leading
 * apostrophe, which those programs show as text. Numbers and dates we write ourselves are not touched.
 */

const FORMULA_START = /^[=+\-@\t\r]/

/** A text cell: neutralised if it could start a formula, then quoted. */
export function csvText(value: string | null | undefined): string {
  const text = value ?? ''
  const safe = FORMULA_START.test(text) ? `'${text}` : text
  return `"${safe.replaceAll('"', '""')}"`
}

/** A number or date we produced ourselves: quoted, never prefixed. */
export function csvValue(value: string | number | null | undefined): string {
  return `"${String(value ?? '').replaceAll('"', '""')}"`
}

export function csvRow(cells: string[]): string {
  return `${cells.join(',')}\r\n`
}
