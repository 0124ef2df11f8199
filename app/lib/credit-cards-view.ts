/** What /navigator/credit-cards renders, worked out on the server (app/.server/credit-cards/credit-cards-page.server.ts). */
import type { Access, CreditChoice, JoinHint, TierRate, TierStats, rateBand } from './credit-cards'
import type { CardFormErrors, CardFormValues } from './credit-cards-query'

export type CardWhere = { kind: 'national' } | { kind: 'regional' } | { kind: 'state'; code: string; name: string | null }

export type CardEntry = {
  rank: number
  id: string
  institution: string
  product: string
  secured: boolean
  top25: boolean
  yearlyFeeCents: number
  annualFeeCents: number
  monthlyFeeCents: number
  foreignFeeBp: number
  statesFeeFreeForeign: boolean
  lateFeeCents: number | null
  rate: TierRate | null
  range: { min: number; max: number } | null
  variableRate: boolean
  band: ReturnType<typeof rateBand>
  where: CardWhere
  membership: 'credit-union' | 'condition' | null
  /** Who may join, for a card that needs a membership (null otherwise). */
  joins: JoinHint | null
  access: Access
  link: string | null
}

/** A card the screen set aside (decision 038): named, never ranked, no rate. */
export type ScreenedEntry = {
  id: string
  institution: string
  product: string
  where: CardWhere
  link: string | null
}

export type CardsAnswer = {
  credit: CreditChoice
  stateName: string | null
  count: number
  /** How many of the ranked cards are open to anyone (listed first), offered in some states only, or need a membership. */
  access: Record<Access, number>
  /** Cards that match the search but whose survey figures look wrong: not ranked, not counted above. */
  screened: ScreenedEntry[]
  /** 1-based positions of the first and last card shown. */
  from: number
  to: number
  entries: CardEntry[]
  stats: TierStats
  previous: { href: string; count: number } | null
  next: { href: string; count: number } | null
}

export type CardsAttribution = { line: string; sourceUrl: string }

export type CardsView = {
  values: CardFormValues
  errors: CardFormErrors
  states: { code: string; name: string }[]
  attribution: CardsAttribution
  overview: { plans: number; issuers: number; noScore: number; secured: number; date: string }
  answer: CardsAnswer | null
}
