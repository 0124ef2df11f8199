/**
 * The analyzer's search lives in the URL (a GET form, so it can be shared and bookmarked): `to`, `amount`,
 * optional `method` and `receive` (read, with a message per bad field, by
 * app/.server/remittance/remittance-query.server.ts). Here: what the form shows, and the canonical search string.
 */

/** What the form shows: the values as typed, so a corrected field keeps the others. */
export type RemittanceFormValues = { to: string; amount: string; method: string; receive: string }
export type RemittanceFormErrors = Partial<Record<keyof RemittanceFormValues, string>>

/** The canonical search string for a query (no empty `method` or `receive`). */
export function remittanceSearch(values: { to: string; amount: string | number; method?: string | null; receive?: string | null }): string {
  const params = new URLSearchParams({ to: values.to, amount: String(values.amount) })
  if (values.method) params.set('method', values.method)
  if (values.receive) params.set('receive', values.receive)
  return `?${params}`
}
