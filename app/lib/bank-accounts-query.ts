/**
 * The Bank Account Finder's search lives in the URL (a GET form, so an answer can be shared and
 * cached): `zip` (five digits), `state` (two letters), `has` repeated (passport, itin, consular-id,
 * us-address, chexsystems), `miles` (10, 25 or 50; 25 unless chosen) and `page` (2, 3, ...).
 *
 * - No parameter at all is a first visit: the form and a short intro (200).
 * - Any parameter present is a search: a ZIP or a state is required (a ZIP's own state wins over
 *   `state`); every bad value gets its message on its field (400), and the input is kept.
 * - Values are trimmed; `state` is read case-insensitively. Other parameters (tracking tags) are ignored.
 */
import { m } from '~/paraglide/messages.js'

import { DEFAULT_MILES, HAS_VALUES, type Has, MILES_CHOICES, type Miles } from './bank-accounts'

export const BANK_ACCOUNTS_PATH = '/navigator/bank-accounts'

/** Every parameter the page reads: the page cache keys on these (the route's `handle.query`). */
export const BANK_ACCOUNT_QUERY_PARAMS = ['zip', 'state', 'has', 'miles', 'page'] as const
type Param = (typeof BANK_ACCOUNT_QUERY_PARAMS)[number]

export type BankAccountFormValues = { zip: string; state: string; has: string[]; miles: string; page: string }
export type BankAccountFormErrors = Partial<Record<Param, string>>
export type BankAccountQuery = { zip: string | null; state: string | null; has: Has[]; miles: Miles; page: number }

export type BankAccountQueryResult =
  | { kind: 'first-visit'; values: BankAccountFormValues }
  | { kind: 'valid'; query: BankAccountQuery; values: BankAccountFormValues }
  | { kind: 'invalid'; values: BankAccountFormValues; errors: BankAccountFormErrors }

/** Long junk is cut before it is echoed back into the form. */
const MAX_ECHO = 12
/** At most this many `has` values are read (there are five choices). */
const MAX_HAS = 10

export function parseBankAccountQuery(params: URLSearchParams, knownStates: ReadonlySet<string>): BankAccountQueryResult {
  const read = (name: Param) => (params.get(name) ?? '').trim().slice(0, MAX_ECHO)
  const hasValues = [...new Set(params.getAll('has').map((value) => value.trim().slice(0, MAX_ECHO)))].slice(0, MAX_HAS)
  const values: BankAccountFormValues = {
    zip: read('zip'),
    state: read('state').toUpperCase(),
    has: hasValues.filter((value) => value !== ''),
    miles: read('miles'),
    page: read('page'),
  }
  if (!BANK_ACCOUNT_QUERY_PARAMS.some((name) => params.has(name))) return { kind: 'first-visit', values }

  const errors: BankAccountFormErrors = {}
  if (values.zip && !/^\d{5}$/.test(values.zip)) errors.zip = m.bank_accounts_error_zip_format()
  if (values.state && !knownStates.has(values.state)) errors.state = m.bank_accounts_error_state()
  if (!values.zip && !values.state) errors.zip = m.bank_accounts_error_zip_or_state()

  const has = values.has.filter((value): value is Has => (HAS_VALUES as readonly string[]).includes(value))
  if (has.length !== values.has.length) errors.has = m.bank_accounts_error_has()

  const miles = values.miles === '' ? DEFAULT_MILES : MILES_CHOICES.find((choice) => String(choice) === values.miles)
  if (miles === undefined) errors.miles = m.bank_accounts_error_miles()

  const page = values.page === '' ? 1 : /^[1-9]\d{0,3}$/.test(values.page) ? Number(values.page) : null
  if (page === null) errors.page = m.bank_accounts_error_page()

  if (Object.keys(errors).length > 0 || miles === undefined || page === null) return { kind: 'invalid', values, errors }
  return {
    kind: 'valid',
    values,
    query: { zip: values.zip || null, state: values.zip ? null : values.state || null, has, miles, page },
  }
}

/** The canonical search string for a query and page: the ZIP (with its distance) or the state, what she has, no page 1. */
export function bankAccountSearch(query: BankAccountQuery, page = query.page, changes: Partial<BankAccountQuery> = {}): string {
  const { zip, state, has, miles } = { ...query, ...changes }
  const params = new URLSearchParams()
  if (zip) params.set('zip', zip)
  else if (state) params.set('state', state)
  for (const value of HAS_VALUES) if (has.includes(value)) params.append('has', value)
  if (zip) params.set('miles', String(miles))
  if (page > 1) params.set('page', String(page))
  return `?${params}`
}
