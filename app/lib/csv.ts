/**
 * CSV as spreadsheets read it (RFC 4180): every field quoted, quotes doubled, rows ended by CRLF.
 * Formula injection: a cell that starts with =, +, -, @, a tab or a carriage return would be run as a
 * formula by Excel, LibreOffice or Google Sheets (`=HYPERLINK(...)` in a name), so it gets a leading
 * apostrophe, which those programs show as text. Numbers and dates we write ourselves are not touched.
 *
 * E-mail addresses are data the owner mails to, so a real address is never altered (decision 018):
 * an address made only of letters, digits and . _ + ' - before the @ and letters, digits, . and -
 * after it cannot carry a formula that does anything (no parenthesis for a function call, no ! or |
 * for a reference to another file or program, no quote, no = or space), even when it starts with +
 * or -, so it is written as it is. Anything else that starts like a formula (only possible for a row
 * written straight to the database, past the join form) is neutralised like any text.
 */

const FORMULA_START = /^[=+\-@\t\r]/

/** A text cell: neutralised if it could start a formula, then quoted. */
export function csvText(value: string | null | undefined): string {
  const text = value ?? ''
  const safe = FORMULA_START.test(text) ? `'${text}` : text
  return `"${safe.replaceAll('"', '""')}"`
}

const PLAIN_ADDRESS = /^[A-Za-z0-9._+'-]+@[A-Za-z0-9.-]+$/

/** An e-mail address cell: a plain address exactly as it is; anything else as csvText. */
export function csvEmail(value: string | null | undefined): string {
  const text = value ?? ''
  return PLAIN_ADDRESS.test(text) ? csvValue(text) : csvText(text)
}

/** A number or date we produced ourselves: quoted, never prefixed. */
export function csvValue(value: string | number | null | undefined): string {
  return `"${String(value ?? '').replaceAll('"', '""')}"`
}

export function csvRow(cells: string[]): string {
  return `${cells.join(',')}\r\n`
}
