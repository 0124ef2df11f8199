/**
 * Everything /navigator/credit-cards renders, worked out on the server from the URL: the form's values
 * and messages, and the answer (one page of ranked cards). The rules live in app/lib/credit-cards.ts;
 * this module applies them to the validated data. The work per request is bounded by the data file
 * (663 plans), never by anything a visitor sends.
 */
import { stateName } from '~/content/credit-cards'
import {
  PAGE_SIZE,
  type RankedPlan,
  type TierStats,
  type Access,
  type CardPlan,
  aprRange,
  issuerLink,
  joinHintOf,
  matchesFilters,
  membershipOf,
  pageOf,
  rankPlans,
  rateBand,
} from '~/lib/credit-cards'
import { CARDS_PATH, cardSearch, parseCardQuery } from '~/lib/credit-cards-query'
import type { CardEntry, CardWhere, CardsView, ScreenedEntry } from '~/lib/credit-cards-view'
import { m } from '~/paraglide/messages.js'

import {
  cardScreen,
  cardsAttribution,
  cardsOverview,
  englishStateNames,
  knownStates,
  rankablePlans,
  stateOptions,
  statsByTier,
} from './credit-cards-data.server'

function whereOf(plan: CardPlan): CardWhere {
  if (plan.availability === 'National') return { kind: 'national' }
  if (plan.availability === 'Regional') return { kind: 'regional' }
  return { kind: 'state', code: plan.state!, name: stateName(plan.state!) ?? null }
}

function entryOf(ranked: RankedPlan, rank: number, stats: TierStats): CardEntry {
  const { plan } = ranked
  return {
    rank,
    id: plan.id,
    institution: plan.institution,
    product: plan.product,
    secured: plan.secured,
    top25: plan.top25,
    yearlyFeeCents: ranked.yearlyFeeCents,
    annualFeeCents: plan.annualFeeCents,
    monthlyFeeCents: plan.monthlyFeeCents,
    foreignFeeBp: plan.foreignFeeBp,
    statesFeeFreeForeign: plan.statesFeeFreeForeign,
    lateFeeCents: plan.lateFeeCents,
    rate: ranked.rate,
    range: aprRange(plan),
    variableRate: plan.variableRate,
    band: rateBand(ranked.rate?.bp ?? null, stats),
    where: whereOf(plan),
    membership: membershipOf(plan),
    joins: membershipOf(plan) === null ? null : joinHintOf(plan, englishStateNames),
    access: ranked.access,
    link: issuerLink(plan.website),
  }
}

function screenedEntryOf(plan: CardPlan): ScreenedEntry {
  return { id: plan.id, institution: plan.institution, product: plan.product, where: whereOf(plan), link: issuerLink(plan.website) }
}

/** The page for a URL, and its status: 400 when a search has a missing or bad parameter. */
export function creditCardsPage(url: URL): { status: 200 | 400; view: CardsView } {
  const parsed = parseCardQuery(url.searchParams, knownStates)
  const base = { values: parsed.values, states: stateOptions(), attribution: cardsAttribution(), overview: cardsOverview() }
  if (parsed.kind === 'first-visit') return { status: 200, view: { ...base, errors: {}, answer: null } }
  if (parsed.kind === 'invalid') return { status: 400, view: { ...base, errors: parsed.errors, answer: null } }

  const { query } = parsed
  const ranked = rankPlans(rankablePlans, query.filters)
  const access: Record<Access, number> = { open: 0, area: 0, membership: 0 }
  for (const entry of ranked) access[entry.access] += 1
  const screened = cardScreen.screened.filter(({ plan }) => matchesFilters(plan, query.filters)).map(({ plan }) => screenedEntryOf(plan))
  const { pages, start, end } = pageOf(ranked.length, query.page)
  if (query.page > pages)
    return { status: 400, view: { ...base, errors: { page: m.credit_cards_cards_messages_page_unknown() }, answer: null } }

  const stats = statsByTier[query.filters.tier]
  const link = (page: number) => `${CARDS_PATH}${cardSearch(query, page)}`
  return {
    status: 200,
    view: {
      ...base,
      errors: {},
      answer: {
        credit: query.credit,
        stateName: query.filters.state ? (stateName(query.filters.state) ?? null) : null,
        count: ranked.length,
        access,
        screened,
        from: ranked.length === 0 ? 0 : start + 1,
        to: end,
        entries: ranked.slice(start, end).map((entry, i) => entryOf(entry, start + i + 1, stats)),
        stats,
        previous: query.page > 1 ? { href: link(query.page - 1), count: PAGE_SIZE } : null,
        next: query.page < pages ? { href: link(query.page + 1), count: Math.min(PAGE_SIZE, ranked.length - end) } : null,
      },
    },
  }
}
