/**
 * The one way the credit-card plan data enters the app. The CSV is bundled into the server build (the
 * Docker image and CI have no ../shared) and validated when this module loads, i.e. when the server
 * starts: a malformed file stops the server with every problem (row, line and column) instead of
 * showing wrong terms. Update the file with `npm run credit-cards:update -- <new-file.csv>`.
 */
import csv from '~/data/credit-cards/card-plans.csv?raw'
import { m } from '~/paraglide/messages.js'
import { getLocale, type Locale } from '~/paraglide/runtime.js'
import { STATE_CODES, US_STATES } from '~/content/credit-cards'
import { type CardPlan, TIERS, type Tier, type TierStats, tierStats } from '~/lib/credit-cards'
import { formatDate } from '~/lib/format'
import { screenPlans } from '~/lib/credit-cards-screen'
import type { CardsAttribution } from '~/lib/credit-cards-view'

import { type CardPlanData, validateCardPlansCsv } from './credit-cards-schema.server'

function load(text: string): CardPlanData {
  const result = validateCardPlansCsv(text)
  if (!result.ok) throw new Error(`app/data/credit-cards/card-plans.csv is not valid card-plan data:\n${result.message}`)
  return result.data
}

const data = load(csv)

/** Every plan in the file, as validated. */
export const cardPlans: readonly CardPlan[] = data.plans

/**
 * The screen (app/lib/credit-cards-screen.ts, decision 038), applied once at start-up: the plans it sets
 * aside are never ranked, never in a tier's median and never show a rate.
 */
export const cardScreen = screenPlans(cardPlans)
export const screenedIds: ReadonlySet<string> = new Set(cardScreen.screened.map(({ plan }) => plan.id))

/** The plans that passed the screen: the only ones ranked and compared. */
export const rankablePlans: readonly CardPlan[] = cardPlans.filter((plan) => !screenedIds.has(plan.id))

/** The states' English names, to read a state in an issuer's name (the names in the data are English). */
export const englishStateNames: Readonly<Record<string, string>> = Object.fromEntries(
  STATE_CODES.map((code) => [code, US_STATES[code]({}, { locale: 'en' })]),
)

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** "2025-12-31" -> "31 December 2025" in English; the locale's own long date in French and Amharic. */
export function formatSurveyDate(iso: string, locale: string = getLocale()): string {
  const [year, month, day] = iso.split('-').map(Number)
  if (locale === 'en') return `${day} ${MONTHS[month - 1]} ${year}`
  return formatDate(iso, { locale: locale as Locale })
}

/** "31 December 2025", from the file's report_date: the one place the page's date comes from. */
/** The survey date, in the request's language (read per request: decision 030). */
export const surveyDate = () => formatSurveyDate(data.reportDate)

/** The survey's page, which the attribution links to. */
const SOURCE_URL = 'https://www.consumerfinance.gov/data-research/credit-card-data/terms-credit-card-plans-survey/'

/** The credit shown wherever the data is. */
export const cardsAttribution = (): CardsAttribution => ({
  line: m.credit_cards_attribution_copy_line({ date: surveyDate() }),
  sourceUrl: SOURCE_URL,
})

/** The yardstick of each tier (over every screened-in plan targeted at it, whatever the filters), computed once. */
export const statsByTier: Record<Tier, TierStats> = Object.fromEntries(
  TIERS.map((tier) => [tier, tierStats(rankablePlans, tier)]),
) as Record<Tier, TierStats>

/** The states in the request's language, in its alphabetical order (56 names: sorted per request). */
export const stateOptions = () =>
  STATE_CODES.map((code) => ({ code, name: US_STATES[code]() })).sort((a, b) => a.name.localeCompare(b.name, getLocale()))

export const knownStates: ReadonlySet<string> = new Set(STATE_CODES)

const counts = {
  plans: cardPlans.length,
  issuers: new Set(cardPlans.map((plan) => plan.institution)).size,
  noScore: cardPlans.filter((plan) => plan.tiers.includes(0)).length,
  secured: cardPlans.filter((plan) => plan.secured).length,
}
export const cardsOverview = () => ({ ...counts, date: surveyDate() })
