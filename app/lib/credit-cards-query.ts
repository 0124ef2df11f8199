/**
 * The comparison's search lives in the URL (a GET form, so a search can be shared and bookmarked):
 * `credit` (none, below-620, 620-719, 720-plus), `state` (two letters), `secured=1`, `annual_fee=0`,
 * `foreign_fee=0`, `membership=0` and `page` (2, 3, … for the next results).
 *
 * - No parameter at all is a first visit: the form and an overview (200).
 * - Any parameter present is a search: `credit` is required; every bad value gets its message (400).
 * - An option is off when absent or empty; its "off" value (secured=0, annual_fee=1, …) is accepted too.
 * - Values are trimmed; `state` is read case-insensitively. Other parameters (tracking tags) are ignored.
 */
import { m } from '~/paraglide/messages.js'

import { CREDIT_CHOICES, CREDIT_TIERS, type CardFilters, type CreditChoice } from './credit-cards'

export const CARDS_PATH = '/navigator/credit-cards'

/** Every parameter the page reads: the page cache keys on these (the route's `handle.query`). */
export const CARD_QUERY_PARAMS = ['credit', 'state', 'secured', 'annual_fee', 'foreign_fee', 'membership', 'page'] as const
type Param = (typeof CARD_QUERY_PARAMS)[number]

export type CardFormValues = Record<Param, string>
export type CardFormErrors = Partial<Record<Param, string>>
export type CardQuery = { credit: CreditChoice; filters: CardFilters; page: number }

export type CardQueryResult =
  | { kind: 'first-visit'; values: CardFormValues }
  | { kind: 'valid'; query: CardQuery; values: CardFormValues }
  | { kind: 'invalid'; values: CardFormValues; errors: CardFormErrors }

/** Long junk is cut before it is echoed back into the form. */
const MAX_ECHO = 12
/** The "on" value of each option and the other value it accepts as "off". */
const OPTIONS = { secured: ['1', '0'], annual_fee: ['0', '1'], foreign_fee: ['0', '1'], membership: ['0', '1'] } as const
/** Each option's message, called per request (the messages are in the request's language). */
const OPTION_MESSAGES = {
  secured: m.credit_cards_cards_messages_secured_unknown,
  annual_fee: m.credit_cards_cards_messages_annual_fee_unknown,
  foreign_fee: m.credit_cards_cards_messages_foreign_fee_unknown,
  membership: m.credit_cards_cards_messages_membership_unknown,
}

export function parseCardQuery(params: URLSearchParams, knownStates: ReadonlySet<string>): CardQueryResult {
  const read = (name: Param) => (params.get(name) ?? '').trim().slice(0, MAX_ECHO)
  const values = Object.fromEntries(CARD_QUERY_PARAMS.map((name) => [name, read(name)])) as CardFormValues
  values.state = values.state.toUpperCase()
  if (!CARD_QUERY_PARAMS.some((name) => params.has(name))) return { kind: 'first-visit', values }

  const errors: CardFormErrors = {}
  const credit = CREDIT_CHOICES.find((choice) => choice === values.credit)
  if (!values.credit) errors.credit = m.credit_cards_cards_messages_credit_missing()
  else if (!credit) errors.credit = m.credit_cards_cards_messages_credit_unknown()

  if (values.state && !knownStates.has(values.state)) errors.state = m.credit_cards_cards_messages_state_unknown()

  for (const [name, accepted] of Object.entries(OPTIONS) as [keyof typeof OPTIONS, readonly string[]][]) {
    if (values[name] && !accepted.includes(values[name])) errors[name] = OPTION_MESSAGES[name]()
  }

  const page = values.page === '' ? 1 : /^[1-9]\d{0,3}$/.test(values.page) ? Number(values.page) : null
  if (page === null) errors.page = m.credit_cards_cards_messages_page_unknown()

  if (Object.keys(errors).length > 0 || !credit || page === null) return { kind: 'invalid', values, errors }
  const on = (name: keyof typeof OPTIONS) => values[name] === OPTIONS[name][0]
  return {
    kind: 'valid',
    values,
    query: {
      credit,
      page,
      filters: {
        tier: CREDIT_TIERS[credit],
        state: values.state || null,
        securedOnly: on('secured'),
        noYearlyFee: on('annual_fee'),
        noForeignFee: on('foreign_fee'),
        noMembership: on('membership'),
      },
    },
  }
}

/** The canonical search string for a query and page: options only when on, no page 1. */
export function cardSearch(query: CardQuery, page = query.page): string {
  const { filters } = query
  const params = new URLSearchParams({ credit: query.credit })
  if (filters.state) params.set('state', filters.state)
  if (filters.securedOnly) params.set('secured', '1')
  if (filters.noYearlyFee) params.set('annual_fee', '0')
  if (filters.noForeignFee) params.set('foreign_fee', '0')
  if (filters.noMembership) params.set('membership', '0')
  if (page > 1) params.set('page', String(page))
  return `?${params}`
}
