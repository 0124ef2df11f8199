/**
 * Everything /navigator/bank-accounts renders, worked out on the server from the URL: the form's values
 * and messages, the plain answer for what she has (app/lib/bank-accounts.ts) and one page of the
 * credit unions near her ZIP (or in her state). The work per request is bounded by the data file
 * (4,374 credit unions, one distance each), never by anything a visitor sends.
 */
import { STATE_CODES, US_STATES, stateName } from '~/content/credit-cards'
import {
  type AssetBand,
  type BankAccountsView,
  type CreditUnionEntry,
  type CreditUnionResults,
  MILES_CHOICES,
  PAGE_SIZE,
  bySize,
  creditUnionsNear,
  membershipOf,
  pageOf,
  situationOf,
} from '~/lib/bank-accounts'
import { BANK_ACCOUNTS_PATH, type BankAccountQuery, bankAccountSearch, parseBankAccountQuery } from '~/lib/bank-accounts-query'
import type { CreditUnion } from '~/lib/credit-unions'
import { formatDate } from '~/lib/format'
import { m } from '~/paraglide/messages.js'

import { creditUnionsIn, cycleDate } from './data.server'
import { locatedCreditUnions, placeOfZip } from './zip.server'

/** The states, DC and territories the form offers (their names in the request's language). */
const knownStates: ReadonlySet<string> = new Set(STATE_CODES)
const stateOptions = () => STATE_CODES.map((code) => ({ code, name: US_STATES[code]() })).sort((a, b) => a.name.localeCompare(b.name))

function entryOf(cu: CreditUnion, miles: number | null): CreditUnionEntry {
  return {
    charter: cu.id,
    name: cu.name,
    tradeNames: cu.tradeNames,
    city: cu.city,
    state: cu.state,
    miles,
    members: cu.members,
    band: cu.peerGroup as AssetBand,
    lowIncome: cu.lowIncome,
    mdi: cu.mdi,
    membership: membershipOf(cu.membershipCode),
  }
}

type Found = { cu: CreditUnion; miles: number | null }

/** One page of a ranked list, with its previous/next links; null when the page does not exist. */
function paged(query: BankAccountQuery, found: Found[]) {
  const { pages, start, end } = pageOf(found.length, query.page)
  if (query.page > pages) return null
  const link = (page: number) => `${BANK_ACCOUNTS_PATH}${bankAccountSearch(query, page)}`
  return {
    count: found.length,
    from: found.length === 0 ? 0 : start + 1,
    to: end,
    entries: found.slice(start, end).map(({ cu, miles }) => entryOf(cu, miles)),
    previous: query.page > 1 ? { href: link(query.page - 1), count: PAGE_SIZE } : null,
    next: query.page < pages ? { href: link(query.page + 1), count: Math.min(PAGE_SIZE, found.length - end) } : null,
  }
}

type Page = { status: 200 | 400; view: BankAccountsView }

/** The page for a URL, and its status: 400 when a parameter is bad or the ZIP is not a US ZIP code. */
export async function bankAccountsPage(url: URL): Promise<Page> {
  const parsed = parseBankAccountQuery(url.searchParams, knownStates)
  const base = { values: parsed.values, states: stateOptions(), dataDate: formatDate(cycleDate), situation: null, results: null }
  if (parsed.kind === 'first-visit') return { status: 200, view: { ...base, errors: {} } }
  if (parsed.kind === 'invalid') return { status: 400, view: { ...base, errors: parsed.errors } }

  const { query } = parsed
  const answer = await resultsOf(query)
  if ('error' in answer) return { status: 400, view: { ...base, errors: answer.error } }
  return { status: 200, view: { ...base, errors: {}, situation: situationOf(query.has), results: answer.results } }
}

async function resultsOf(query: BankAccountQuery): Promise<{ results: CreditUnionResults } | { error: BankAccountsView['errors'] }> {
  const pageMissing = { error: { page: m.bank_accounts_error_page() } }
  if (query.zip === null) {
    const state = query.state!
    const list = paged(
      query,
      bySize(creditUnionsIn(state)).map((cu) => ({ cu, miles: null })),
    )
    if (!list) return pageMissing
    const results: CreditUnionResults = {
      kind: 'state',
      zip: null,
      city: null,
      state,
      stateName: stateName(state) ?? state,
      miles: null,
      ...list,
      wider: null,
      stateHref: null,
    }
    return { results }
  }

  const place = await placeOfZip(query.zip)
  if (!place) return { error: { zip: m.bank_accounts_error_zip_unknown({ zip: query.zip }) } }
  const list = paged(query, creditUnionsNear(await locatedCreditUnions(), place, query.miles))
  if (!list) return pageMissing
  const larger = MILES_CHOICES.find((miles) => miles > query.miles)
  const results: CreditUnionResults = {
    kind: 'near',
    zip: query.zip,
    city: place.city,
    state: place.state,
    stateName: stateName(place.state) ?? place.state,
    miles: query.miles,
    ...list,
    wider:
      list.count === 0 && larger !== undefined
        ? { miles: larger, href: `${BANK_ACCOUNTS_PATH}${bankAccountSearch(query, 1, { miles: larger })}` }
        : null,
    stateHref:
      list.count === 0 && knownStates.has(place.state)
        ? `${BANK_ACCOUNTS_PATH}${bankAccountSearch(query, 1, { zip: null, state: place.state })}`
        : null,
  }
  return { results }
}
