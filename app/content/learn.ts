/**
 * The learning hub's paths and lists: /learn, /learn/<slug>, /learn/glossary, the question box ("Ask the
 * guides") and the reading lists of the coming-soon pages. The guides themselves are files in
 * app/content/guides/<language>/<slug>.md (their names: app/lib/guide-slugs.ts) and the glossary is
 * app/content/glossary/<language>.yaml (docs/decisions/024-learning-hub.md). Text is a message
 * (messages/<locale>/learn.json) called where it is shown; the lists below hold message functions.
 */
import type { GuideSlug } from '~/lib/guide-slugs'
import type { Interest } from '~/lib/waitlist-constants'
import { m } from '~/paraglide/messages.js'

export const LEARN_PATH = '/learn'
export const GLOSSARY_PATH = '/learn/glossary'
export const guidePath = (slug: string) => `${LEARN_PATH}/${slug}`
export const glossaryTermPath = (slug: string) => `${GLOSSARY_PATH}#${slug}`

/** The hub's groups: "start here" first, then the waitlist's five interests. */
export const interestGroups: Record<Interest, { heading: () => string; intro: () => string }> = {
  banking: { heading: m.learn_interest_groups_banking_heading, intro: m.learn_interest_groups_banking_intro },
  investing: { heading: m.learn_interest_groups_investing_heading, intro: m.learn_interest_groups_investing_intro },
  insurance: { heading: m.learn_interest_groups_insurance_heading, intro: m.learn_interest_groups_insurance_intro },
  homeland: { heading: m.learn_interest_groups_homeland_heading, intro: m.learn_interest_groups_homeland_intro },
  business: { heading: m.learn_interest_groups_business_heading, intro: m.learn_interest_groups_business_intro },
}

/** Where to turn when no guide answers a question. */
export const officialHelp: { label: () => string; href: string }[] = [
  {
    label: m.learn_ask_copy_official_help_1_label,
    href: 'https://www.irs.gov/individuals/free-tax-return-preparation-for-qualifying-taxpayers',
  },
  { label: m.learn_ask_copy_official_help_2_label, href: 'https://www.consumerfinance.gov/complaint/' },
]

/** The coming-soon pages' reading lists ("While you wait, read:"), by path. */
export const readingLists = {
  banking: ['bank-account-without-ssn', 'bank-on-and-chexsystems', 'sending-money-home', 'credit-from-zero'],
  invest: ['investing-basics', 'retirement-accounts', 'investing-back-home-safely'],
  'personal-finance': ['budgeting-with-family-back-home', 'credit-from-zero', 'savings-circles', 'scams-that-target-immigrants'],
  taxes: ['first-tax-return', 'itin', 'reporting-accounts-abroad', 'money-sent-home-and-taxes'],
} satisfies Record<string, GuideSlug[]>
