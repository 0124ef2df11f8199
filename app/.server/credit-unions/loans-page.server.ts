/**
 * Everything /navigator/loans renders, worked out on the server from the URL: the form's values and
 * messages, and the answer (the state's median rate of the kind, what the loan costs at it and at higher
 * rates, one page of credit unions with their reported rates). The rules live in app/lib/loans.ts; this
 * module applies them to the NCUA data checked at start-up (data.server.ts). The work per request is
 * bounded by the data file (4,374 credit unions), never by anything a visitor sends.
 */
import { stateName as stateNameOf } from '~/content/credit-cards'
import { type CreditUnion, type LoanKind, milesBetween, spreadOf } from '~/lib/credit-unions'
import {
  type LoanAnswer,
  type LoanEntry,
  type LoansView,
  NEAR_MILES,
  type RatedCreditUnion,
  costAt,
  higherRates,
  pageOf,
  rankRated,
} from '~/lib/loans'
import { LOANS_PATH, type LoanQuery, loanSearch, parseLoanQuery } from '~/lib/loans-query'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'

import { creditUnions, creditUnionsIn, cycleDate, screenedRate, usableRate } from './data.server'
import { locatedCreditUnions, placeOfZip } from './zip.server'

const stateCodes = [...new Set(creditUnions.map((cu) => cu.state))]
const knownStates: ReadonlySet<string> = new Set(stateCodes)

const stateName = (code: string) => stateNameOf(code) ?? code

/** The states with credit unions in the data, sorted by their name in the page's language. */
const stateOptions = () =>
  stateCodes.map((code) => ({ code, name: stateName(code) })).sort((a, b) => a.name.localeCompare(b.name, getLocale()))

/** The state's usable rates of a kind, and how many it set aside: computed once per state and kind. */
const stateRates = new Map<string, { spread: ReturnType<typeof spreadOf>; screened: number }>()
function ratesOfState(state: string, kind: LoanKind) {
  const key = `${state}|${kind}`
  let found = stateRates.get(key)
  if (!found) {
    const members = creditUnionsIn(state)
    found = {
      spread: spreadOf(members.flatMap((cu) => usableRate(cu, kind) ?? [])),
      screened: members.filter((cu) => screenedRate(cu, kind) !== null).length,
    }
    stateRates.set(key, found)
  }
  return found
}

type Near = { cu: CreditUnion; miles: number | null }

function entryOf({ cu, rate, miles }: RatedCreditUnion, rank: number): LoanEntry {
  return {
    rank,
    id: cu.id,
    name: cu.name,
    city: cu.city,
    state: cu.state,
    members: cu.members,
    lowIncome: cu.lowIncome,
    mdi: cu.mdi,
    rate,
    miles: miles === null ? null : Math.round(miles * 10) / 10,
  }
}

function answerOf(query: LoanQuery, where: LoanAnswer['where'], near: Near[]): LoanAnswer | 'page-unknown' {
  const { kind, amount, months } = query
  const { spread, screened: stateScreened } = ratesOfState(where.state, kind)
  const rated: RatedCreditUnion[] = []
  let screened = 0
  let unreported = 0
  for (const { cu, miles } of near) {
    const rate = usableRate(cu, kind)
    if (rate !== null) rated.push({ cu, rate, miles })
    else if (screenedRate(cu, kind) !== null) screened++
    else unreported++
  }
  const ranked = rankRated(rated)
  const { pages, start, end } = pageOf(ranked.length, query.page)
  if (query.page > pages) return 'page-unknown'
  const link = (page: number) => `${LOANS_PATH}${loanSearch(query, page)}`
  return {
    where,
    kind,
    amount,
    months,
    spread,
    stateScreened,
    atMedian: spread ? costAt(amount, spread.median, months) : null,
    higher: spread ? higherRates(spread, amount, months) : [],
    list: {
      count: ranked.length,
      screened,
      unreported,
      from: ranked.length === 0 ? 0 : start + 1,
      to: end,
      entries: ranked.slice(start, end).map((entry, i) => entryOf(entry, start + i + 1)),
      previous: query.page > 1 ? link(query.page - 1) : null,
      next: query.page < pages ? link(query.page + 1) : null,
    },
  }
}

/** The page for a URL, and its status: 400 when a parameter is missing or bad, or the ZIP code is unknown. */
export async function loansPage(url: URL): Promise<{ status: 200 | 400; view: LoansView }> {
  const parsed = parseLoanQuery(url.searchParams, knownStates)
  const base = { values: parsed.values, states: stateOptions(), cycleDate, total: creditUnions.length }
  if (parsed.kind === 'first-visit') return { status: 200, view: { ...base, errors: {}, answer: null } }
  if (parsed.kind === 'invalid') return { status: 400, view: { ...base, errors: parsed.errors, answer: null } }

  const { query } = parsed
  let answer: ReturnType<typeof answerOf>
  if (query.place.by === 'zip') {
    const place = await placeOfZip(query.place.zip)
    if (!place || !knownStates.has(place.state)) {
      const message = place ? m.loans_error_zip_no_data() : m.loans_error_zip_unknown()
      return { status: 400, view: { ...base, errors: { zip: message }, answer: null } }
    }
    const near = (await locatedCreditUnions()).flatMap(({ cu, place: at }) => {
      const miles = milesBetween(place, at)
      return miles <= NEAR_MILES ? [{ cu, miles }] : []
    })
    const where = {
      by: 'zip',
      zip: place.zip,
      city: place.city,
      state: place.state,
      stateName: stateName(place.state),
      miles: NEAR_MILES,
    } as const
    answer = answerOf(query, where, near)
  } else {
    const { state } = query.place
    answer = answerOf(
      query,
      { by: 'state', state, stateName: stateName(state) },
      creditUnionsIn(state).map((cu) => ({ cu, miles: null })),
    )
  }
  if (answer === 'page-unknown') return { status: 400, view: { ...base, errors: { page: m.loans_error_page_unknown() }, answer: null } }
  return { status: 200, view: { ...base, errors: {}, answer } }
}
