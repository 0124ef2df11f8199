/**
 * The analyzer's search lives in the URL (a GET form, so it can be shared and bookmarked):
 * `to` (ISO 3166 alpha-2), `amount` (200 or 500), optional `method` (how you pay) and optional
 * `receive` (how the family receives the money).
 *
 * - No parameter at all is a first visit: the form, nothing to correct (200).
 * - Any parameter present means a search: every missing or bad one gets its message (400).
 * - Codes are read case-insensitively and trimmed; an empty `method` or `receive` means any.
 * Other parameters (e.g. tracking tags) are ignored.
 * Here, not in app/lib/remittance-query.ts (which the form's code imports), so these messages stay out of
 * the page's JavaScript.
 */
import { METHODS, type Method, RECEIVE_METHODS, type ReceiveMethod, SURVEYED_AMOUNTS, type SurveyedAmount } from '~/lib/remittance'
import type { RemittanceFormErrors, RemittanceFormValues } from '~/lib/remittance-query'
import { m } from '~/paraglide/messages.js'

type RemittanceQuery = { to: string; amount: SurveyedAmount; method: Method | null; receive: ReceiveMethod | null }

type QueryResult =
  | { kind: 'first-visit'; values: RemittanceFormValues }
  | { kind: 'valid'; query: RemittanceQuery; values: RemittanceFormValues }
  | { kind: 'invalid'; values: RemittanceFormValues; errors: RemittanceFormErrors }

const PARAMS = ['to', 'amount', 'method', 'receive'] as const
/** Long junk is cut before it is echoed back into the form. */
const MAX_ECHO = 16

export function parseRemittanceQuery(params: URLSearchParams, knownCountries: ReadonlySet<string>): QueryResult {
  if (!PARAMS.some((name) => params.has(name))) {
    return { kind: 'first-visit', values: { to: '', amount: '200', method: '', receive: '' } }
  }
  const read = (name: (typeof PARAMS)[number]) => (params.get(name) ?? '').trim().slice(0, MAX_ECHO)
  const values: RemittanceFormValues = {
    to: read('to').toUpperCase(),
    amount: read('amount'),
    method: read('method').toLowerCase(),
    receive: read('receive').toLowerCase(),
  }
  const errors: RemittanceFormErrors = {}

  if (!values.to) errors.to = m.remittance_messages_to_missing()
  else if (!knownCountries.has(values.to)) errors.to = m.remittance_messages_to_unknown()

  const amount = SURVEYED_AMOUNTS.find((a) => String(a) === values.amount)
  if (!values.amount) errors.amount = m.remittance_messages_amount_missing()
  else if (amount === undefined) errors.amount = m.remittance_messages_amount_unsurveyed()

  const method = METHODS.find((candidate) => candidate === values.method) ?? null
  if (values.method && method === null) errors.method = m.remittance_messages_method_unknown()

  const receive = RECEIVE_METHODS.find((candidate) => candidate === values.receive) ?? null
  if (values.receive && receive === null) errors.receive = m.remittance_messages_receive_unknown()

  if (Object.keys(errors).length > 0 || amount === undefined) return { kind: 'invalid', values, errors }
  return { kind: 'valid', query: { to: values.to, amount, method, receive }, values }
}
