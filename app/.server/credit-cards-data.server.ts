/**
 * The one way the credit-card plan data enters the app. The CSV is bundled into the server build (the
 * Docker image and CI have no ../shared) and validated when this module loads, i.e. when the server
 * starts: a malformed file stops the server with every problem (row, line and column) instead of
 * showing wrong terms. Update the file with `npm run credit-cards:update -- <new-file.csv>`.
 */
import csv from '~/data/credit-cards/card-plans.csv?raw'
import { attributionCopy, fill, formatSurveyDate, usStates } from '~/content/credit-cards'
import { type CardPlan, TIERS, type Tier, type TierStats, tierStats } from '~/lib/credit-cards'
import type { CardsAttribution } from '~/lib/credit-cards-view'

import { type CardPlanData, validateCardPlansCsv } from './credit-cards-schema.server'

function load(text: string): CardPlanData {
  const result = validateCardPlansCsv(text)
  if (!result.ok) throw new Error(`app/data/credit-cards/card-plans.csv is not valid card-plan data:\n${result.message}`)
  return result.data
}

const data = load(csv)

export const cardPlans: readonly CardPlan[] = data.plans

/** "31 December 2025", from the file's report_date: the one place the page's date comes from. */
export const surveyDate = formatSurveyDate(data.reportDate)

/** The credit shown wherever the data is. */
export const cardsAttribution: CardsAttribution = {
  line: fill(attributionCopy.line, { date: surveyDate }),
  sourceUrl: attributionCopy.sourceUrl,
}

/** The yardstick of each tier (over every plan targeted at it, whatever the filters), computed once. */
export const statsByTier: Record<Tier, TierStats> = Object.fromEntries(TIERS.map((tier) => [tier, tierStats(cardPlans, tier)])) as Record<
  Tier,
  TierStats
>

export const stateOptions = Object.entries(usStates)
  .map(([code, name]) => ({ code, name }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'))

export const knownStates: ReadonlySet<string> = new Set(Object.keys(usStates))

export const cardsOverview = {
  plans: cardPlans.length,
  issuers: new Set(cardPlans.map((plan) => plan.institution)).size,
  noScore: cardPlans.filter((plan) => plan.tiers.includes(0)).length,
  secured: cardPlans.filter((plan) => plan.secured).length,
  date: surveyDate,
}
