/**
 * Every guide, by its file name (app/content/guides/<language>/<slug>.md, docs/decisions/024-learning-hub.md).
 * A guide file whose name is not here is refused at start-up.
 */
export const guideSlugs = [
  'bank-account-without-ssn',
  'bank-on-and-chexsystems',
  'sending-money-home',
  'credit-from-zero',
  'credit-reports-and-disputes',
  'credit-scores',
  'itin',
  'scams-that-target-immigrants',
  'investing-basics',
  'retirement-accounts',
  'investing-back-home-safely',
  'reporting-accounts-abroad',
  'savings-circles',
  'health-insurance-by-status',
  'other-insurance-basics',
  'first-tax-return',
  'small-business-with-itin',
  'small-business-credit',
  'budgeting-with-family-back-home',
  'money-sent-home-and-taxes',
] as const

export type GuideSlug = (typeof guideSlugs)[number]
