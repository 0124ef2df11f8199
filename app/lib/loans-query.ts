/**
 * The loans page's question lives in the URL (a GET form, so an answer can be shared and bookmarked):
 * `state` (two letters) or `zip` (five digits; used instead of the state when given), `kind`
 * (new-car, used-car, card, personal), `amount` (whole dollars), `months` and `page` (2, 3, ... of the list).
 *
 * - No parameter at all is a first visit: the form and a short introduction (200).
 * - Any parameter present is a question: a place, the kind, the amount and the months are required; every
 *   bad value gets its message on its field (400), and what was typed is kept.
 * - Values are trimmed; `state` is read case-insensitively; the amount may be written "$15,000".
 *   Other parameters (tracking tags) are ignored.
 */
import { m } from '~/paraglide/messages.js'

import { LOAN_KINDS, type LoanKind } from './credit-unions'
import { formatMoney } from './format'
import { AMOUNT_BOUNDS, MONTH_BOUNDS } from './loans'

export const LOANS_PATH = '/navigator/loans'

/** Every parameter the page reads: the page cache keys on these (the route's `handle.query`). */
export const LOAN_QUERY_PARAMS = ['state', 'zip', 'kind', 'amount', 'months', 'page'] as const
export type LoanParam = (typeof LOAN_QUERY_PARAMS)[number]

export type LoanFormValues = Record<LoanParam, string>
export type LoanFormErrors = Partial<Record<LoanParam, string>>

type LoanPlace = { by: 'state'; state: string } | { by: 'zip'; zip: string }
export type LoanQuery = { place: LoanPlace; kind: LoanKind; amount: number; months: number; page: number }

export type LoanQueryResult =
  | { kind: 'first-visit'; values: LoanFormValues }
  | { kind: 'valid'; query: LoanQuery; values: LoanFormValues }
  | { kind: 'invalid'; values: LoanFormValues; errors: LoanFormErrors }

/** Long junk is cut before it is echoed back into the form. */
const MAX_ECHO = 16

const isLoanKind = (value: string): value is LoanKind => (LOAN_KINDS as readonly string[]).includes(value)

/** "15000", "15,000", "$15,000" and "15 000" are the same whole number of dollars; anything else is null. */
export function wholeDollars(text: string): number | null {
  const digits = text.replace(/^\$/, '').replace(/[,\s\u00a0\u202f]/g, '')
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null
}

export function parseLoanQuery(params: URLSearchParams, knownStates: ReadonlySet<string>): LoanQueryResult {
  const read = (name: LoanParam) => (params.get(name) ?? '').trim().slice(0, MAX_ECHO)
  const values = Object.fromEntries(LOAN_QUERY_PARAMS.map((name) => [name, read(name)])) as LoanFormValues
  values.state = values.state.toUpperCase()
  if (!LOAN_QUERY_PARAMS.some((name) => params.has(name))) return { kind: 'first-visit', values }

  const errors: LoanFormErrors = {}
  let place: LoanPlace | null = null
  if (values.zip) {
    if (/^\d{5}$/.test(values.zip)) place = { by: 'zip', zip: values.zip }
    else errors.zip = m.loans_error_zip_format()
  } else if (!values.state) errors.state = m.loans_error_place_missing()
  else if (!knownStates.has(values.state)) errors.state = m.loans_error_state_unknown()
  else place = { by: 'state', state: values.state }

  const kind = isLoanKind(values.kind) ? values.kind : null
  if (!kind) errors.kind = values.kind ? m.loans_error_kind_unknown() : m.loans_error_kind_missing()

  const amount = wholeDollars(values.amount)
  const money = (value: number) => formatMoney(value, { wholeUnits: true })
  const amountBounds = { min: money(AMOUNT_BOUNDS.min), max: money(AMOUNT_BOUNDS.max) }
  if (!values.amount) errors.amount = m.loans_error_amount_missing(amountBounds)
  else if (amount === null || amount < AMOUNT_BOUNDS.min || amount > AMOUNT_BOUNDS.max)
    errors.amount = m.loans_error_amount_range(amountBounds)

  const months = /^\d{1,3}$/.test(values.months) ? Number(values.months) : null
  const monthBounds = kind ? MONTH_BOUNDS[kind] : { min: 1, max: 96 }
  if (!values.months) errors.months = m.loans_error_months_missing(monthBounds)
  else if (months === null || months < monthBounds.min || months > monthBounds.max) errors.months = m.loans_error_months_range(monthBounds)

  const page = values.page === '' ? 1 : /^[1-9]\d{0,3}$/.test(values.page) ? Number(values.page) : null
  if (page === null) errors.page = m.loans_error_page_unknown()

  if (Object.keys(errors).length > 0 || !place || !kind || amount === null || months === null || page === null) {
    return { kind: 'invalid', values, errors }
  }
  return { kind: 'valid', values, query: { place, kind, amount, months, page } }
}

/** The canonical search string of a question and page: the ZIP or the state, no page 1. */
export function loanSearch(query: LoanQuery, page = query.page): string {
  const params = new URLSearchParams()
  if (query.place.by === 'zip') params.set('zip', query.place.zip)
  else params.set('state', query.place.state)
  params.set('kind', query.kind)
  params.set('amount', String(query.amount))
  params.set('months', String(query.months))
  if (page > 1) params.set('page', String(page))
  return `?${params}`
}
