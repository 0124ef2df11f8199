/**
 * The credit-card comparison's rules, on the CFPB's Terms of Credit Card Plans survey
 * (app/data/credit-cards/, validated in app/.server/credit-cards/credit-cards-schema.server.ts). Pure functions,
 * unit-tested in tests/unit/credit-cards-rules.test.ts; docs/decisions/025-credit-card-comparison.md
 * says why each rule is what it is.
 *
 * Money is kept in integer cents and rates in integer hundredths of a percent ("bp": 0.2499 in the
 * file = 24.99% = 2499), so sums, ties and sorting are exact.
 */
import { getLocale, type Locale } from '~/paraglide/runtime.js'

import { formatMoney, formatPercent } from './format'

/** The survey's credit tiers: 0 no credit score, 1 score 619 or less, 2 620-719, 3 720 or more. */
export const TIERS = [0, 1, 2, 3] as const
export type Tier = (typeof TIERS)[number]

/** The page's `credit` values and the tier each one means. */
export const CREDIT_TIERS = { none: 0, 'below-620': 1, '620-719': 2, '720-plus': 3 } as const satisfies Record<string, Tier>
export type CreditChoice = keyof typeof CREDIT_TIERS
export const CREDIT_CHOICES = Object.keys(CREDIT_TIERS) as CreditChoice[]

export const AVAILABILITIES = ['National', 'Regional', 'One State/Territory'] as const
type Availability = (typeof AVAILABILITIES)[number]

/** One card plan as the page uses it (the file has more columns; the schema checks them all). */
export type CardPlan = {
  id: string
  institution: string
  product: string
  top25: boolean
  availability: Availability
  /** The state or territory of a one-state plan, as reported (two letters); null otherwise. */
  state: string | null
  requiresMembership: boolean
  secured: boolean
  /** The tiers the issuer targets the plan at, ascending, at least one. */
  tiers: Tier[]
  variableRate: boolean
  /** Purchase APR reported for each tier (index = tier), in bp; null = not reported. */
  aprByTier: [number | null, number | null, number | null, number | null]
  aprMin: number | null
  aprMedian: number | null
  aprMax: number | null
  /** The introductory (promotional) purchase APR, in bp, and its length in months; null = not reported. */
  introAprBp: number | null
  introMonths: number | null
  /** 0 also means "not reported" in the survey extract (annual, monthly and foreign fees). */
  annualFeeCents: number
  monthlyFeeCents: number
  foreignFeeBp: number
  lateFeeCents: number | null
  /** The issuer's own "Fee-free foreign transactions" feature. */
  statesFeeFreeForeign: boolean
  website: string | null
}

export const PAGE_SIZE = 20

/** A card counts for a tier only if the issuer targets it at that tier (the CFPB explorer's rule). */
export function targetsTier(plan: CardPlan, tier: Tier): boolean {
  return plan.tiers.includes(tier)
}

/**
 * Whether a plan can be offered to someone in `state` (null: no state chosen, every plan).
 * National plans: everywhere. One-state plans: only in their state. Regional plans: kept, because the
 * extract does not carry their list of states; the page says so on each.
 */
export function offeredIn(plan: CardPlan, state: string | null): boolean {
  if (state === null || plan.availability !== 'One State/Territory') return true
  return plan.state === state
}

/** Names such as "Navy Federal Credit Union", "Pennsylvania State Employees Cu", "… FCU". */
export function isCreditUnion(institution: string): boolean {
  return /\bcredit union\b|\bf?cu\b/i.test(institution)
}

/**
 * Why a plan needs a membership, if it does: credit unions lend only to their members (whatever the
 * issuer answered); other issuers that reported an affiliation condition ("Requirements for Opening").
 */
export function membershipOf(plan: CardPlan): 'credit-union' | 'condition' | null {
  if (isCreditUnion(plan.institution)) return 'credit-union'
  return plan.requiresMembership ? 'condition' : null
}

/**
 * Who can get the card, for the ranking (decision 038): 'open' - no membership and offered to anyone in
 * the visitor's state (a national plan or a plan of that state; without a state, national plans only);
 * 'area' - no membership, but offered in some states only (a Regional plan, whose states the data does
 * not list, or without a state a one-state plan); 'membership' - a membership is needed (membershipOf).
 */
export type Access = 'open' | 'area' | 'membership'
const ACCESS_ORDER: Record<Access, number> = { open: 0, area: 1, membership: 2 }

export function accessOf(plan: CardPlan, state: string | null): Access {
  if (membershipOf(plan) !== null) return 'membership'
  if (plan.availability === 'National') return 'open'
  if (plan.availability === 'One State/Territory' && state !== null && plan.state === state) return 'open'
  return 'area'
}

/**
 * Who may join, where the data or the issuer's name tells (decision 038): an employer's staff
 * ("Employees"), a line of work or service ("Police", "Educators", "Navy", "for Nurses" in a card's
 * name…), a community ("Community", "Latino", "University"), or a region (a US state in the issuer's
 * name, or the one state the plan is offered in). `word` is the word of the name that tells, as written.
 * Unknown otherwise: the page then says to ask the credit union or the issuer.
 */
export type JoinHint =
  { kind: 'employer' | 'profession' | 'community'; word: string } | { kind: 'region'; state: string } | { kind: 'unknown' }

const JOIN_WORDS: [Exclude<JoinHint['kind'], 'region' | 'unknown'>, RegExp][] = [
  ['employer', /\bemployees?\b/i],
  [
    'profession',
    /\b(?:police|educators?|educational|teachers?|chiropractic|healthcare|nurses?|firefighters?|postal|navy|pentagon|military|army)\b|\bschools(?=first\b)/i,
  ],
  ['community', /\b(community|latino|university)\b/i],
]

export function joinHintOf(plan: CardPlan, stateNames: Readonly<Record<string, string>>): JoinHint {
  const names = `${plan.institution} ${plan.product}`
  for (const [kind, pattern] of JOIN_WORDS) {
    const found = pattern.exec(names)
    if (found) return { kind, word: found[0] }
  }
  const lower = plan.institution.toLowerCase()
  // Longest names first, so "West Virginia" is not read as "Virginia".
  const named = Object.entries(stateNames)
    .sort(([, a], [, b]) => b.length - a.length)
    .find(([, name]) => new RegExp(`\\b${name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(lower))
  if (named) return { kind: 'region', state: named[0] }
  if (plan.availability === 'One State/Territory' && plan.state && plan.state in stateNames) return { kind: 'region', state: plan.state }
  return { kind: 'unknown' }
}

/** The fees to hold the card for a year, as reported: the annual fee plus 12 monthly fees. */
export function yearlyFeeCents(plan: CardPlan): number {
  return plan.annualFeeCents + 12 * plan.monthlyFeeCents
}

export type TierRate = { bp: number; source: 'tier' | 'median' | 'max' }

/** A reported rate of 0% is not a purchase rate anyone is charged (e.g. a plan reporting 0 for every APR). */
const usable = (bp: number | null): bp is number => bp !== null && bp > 0

/**
 * The rate a card is compared on for a tier: none if the card is not targeted at the tier; else the
 * APR the issuer reported for that tier, or failing that the plan's median APR, or failing that the
 * top of its range. Zero rates are skipped. Null when the plan reports no usable rate.
 */
export function tierRate(plan: CardPlan, tier: Tier): TierRate | null {
  if (!targetsTier(plan, tier)) return null
  const own = plan.aprByTier[tier]
  if (usable(own)) return { bp: own, source: 'tier' }
  if (usable(plan.aprMedian)) return { bp: plan.aprMedian, source: 'median' }
  if (usable(plan.aprMax)) return { bp: plan.aprMax, source: 'max' }
  return null
}

/** The plan's reported range of purchase APRs, when both ends are usable. */
export function aprRange(plan: CardPlan): { min: number; max: number } | null {
  return usable(plan.aprMin) && usable(plan.aprMax) ? { min: plan.aprMin, max: plan.aprMax } : null
}

/** Continuous percentile (linear interpolation, as SQL's percentile_cont) of ascending numbers. */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null
  const at = (sorted.length - 1) * p
  const low = Math.floor(at)
  const high = Math.ceil(at)
  return sorted[low] + (sorted[high] - sorted[low]) * (at - low)
}

export type TierStats = {
  tier: Tier
  /** Plans targeted at the tier. */
  targeted: number
  /** … of which have a rate for it (tierRate). */
  withRate: number
  p25: number | null
  median: number | null
  top25Median: number | null
  othersMedian: number | null
}

/** How the rates of the cards targeted at a tier spread: the yardstick for each card's rate. */
export function tierStats(plans: readonly CardPlan[], tier: Tier): TierStats {
  const targeted = plans.filter((plan) => targetsTier(plan, tier))
  const rates = (list: CardPlan[]) =>
    list
      .map((plan) => tierRate(plan, tier)?.bp)
      .filter((bp): bp is number => bp !== undefined)
      .sort((a, b) => a - b)
  const all = rates(targeted)
  return {
    tier,
    targeted: targeted.length,
    withRate: all.length,
    p25: percentile(all, 0.25),
    median: percentile(all, 0.5),
    top25Median: percentile(rates(targeted.filter((plan) => plan.top25)), 0.5),
    othersMedian: percentile(rates(targeted.filter((plan) => !plan.top25)), 0.5),
  }
}

/** Where a rate sits among the rates of the cards targeted at the same tier. */
export function rateBand(bp: number | null, stats: TierStats): 'lowest-quarter' | 'below-middle' | 'middle-or-above' | null {
  if (bp === null || stats.p25 === null || stats.median === null) return null
  if (bp < stats.p25) return 'lowest-quarter'
  if (bp < stats.median) return 'below-middle'
  return 'middle-or-above'
}

export type CardFilters = {
  tier: Tier
  /** Two-letter code, or null for every state. */
  state: string | null
  securedOnly: boolean
  /** No annual and no monthly fee reported. */
  noYearlyFee: boolean
  /** No foreign-transaction fee reported. */
  noForeignFee: boolean
  /** Leave out plans that need a membership (membershipOf). */
  noMembership: boolean
}

export function matchesFilters(plan: CardPlan, filters: CardFilters): boolean {
  return (
    targetsTier(plan, filters.tier) &&
    offeredIn(plan, filters.state) &&
    (!filters.securedOnly || plan.secured) &&
    (!filters.noYearlyFee || yearlyFeeCents(plan) === 0) &&
    (!filters.noForeignFee || plan.foreignFeeBp === 0) &&
    (!filters.noMembership || membershipOf(plan) === null)
  )
}

export type RankedPlan = { plan: CardPlan; access: Access; yearlyFeeCents: number; rate: TierRate | null }

/**
 * The matching plans, ranked: cards open to anyone in the visitor's state first, then cards offered in
 * some states only, then cards that need a membership (accessOf); within each, lowest yearly fees
 * first, then the lowest rate for the tier (plans with no usable rate after those with one), then by
 * issuer, card and id so the order is stable.
 */
export function rankPlans(plans: readonly CardPlan[], filters: CardFilters): RankedPlan[] {
  const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
  return plans
    .filter((plan) => matchesFilters(plan, filters))
    .map((plan) => ({
      plan,
      access: accessOf(plan, filters.state),
      yearlyFeeCents: yearlyFeeCents(plan),
      rate: tierRate(plan, filters.tier),
    }))
    .sort(
      (a, b) =>
        ACCESS_ORDER[a.access] - ACCESS_ORDER[b.access] ||
        a.yearlyFeeCents - b.yearlyFeeCents ||
        (a.rate?.bp ?? Number.POSITIVE_INFINITY) - (b.rate?.bp ?? Number.POSITIVE_INFINITY) ||
        text(a.plan.institution, b.plan.institution) ||
        text(a.plan.product, b.plan.product) ||
        text(a.plan.id, b.plan.id),
    )
}

/** The pages of a list of `total` items: how many, and the 0-based slice of page `page` (1-based). */
export function pageOf(total: number, page: number, size = PAGE_SIZE) {
  const pages = Math.max(1, Math.ceil(total / size))
  const start = (page - 1) * size
  return { pages, start, end: Math.min(total, start + size) }
}

/**
 * The issuer's page as a link: the first space-separated part of the reported address that is an
 * http(s) URL with a real host name. Addresses such as `https: www.360fcu.org` or `htpps://…` give
 * none (the page says the data has no working link rather than guessing one).
 */
export function issuerLink(website: string | null): string | null {
  if (!website) return null
  for (const part of website.split(/\s+/)) {
    let url: URL
    try {
      url = new URL(part)
    } catch {
      continue
    }
    if ((url.protocol === 'https:' || url.protocol === 'http:') && /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname)) return url.href
  }
  return null
}

/** 2499 -> "24.99%"; 110 -> "1.1%"; 300 -> "3%". */
export function formatPct(bp: number, locale: string = getLocale()): string {
  if (locale !== 'en')
    return formatPercent(bp / 100, { locale: locale as Locale, fractionDigits: bp % 100 === 0 ? 0 : bp % 10 === 0 ? 1 : 2 })
  return `${Number((bp / 100).toFixed(2))}%`
}

/** 3900 -> "$39"; 825 -> "$8.25"; 17400 -> "$174". */
export function formatUsd(cents: number, locale: string = getLocale()): string {
  if (locale !== 'en') return formatMoney(cents / 100, { locale: locale as Locale, wholeUnits: cents % 100 === 0 })
  return cents % 100 === 0
    ? `$${(cents / 100).toLocaleString('en-US')}`
    : `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
}
