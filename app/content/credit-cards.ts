/** The Credit Card Comparison at /navigator/credit-cards: every string the page shows. */

import type { CreditChoice } from '~/lib/credit-cards'

export { fill } from '~/content/remittance'

export const cardsMeta = {
  title: 'Credit Card Comparison',
  description:
    'Compare US credit cards for people new to US credit: cards aimed at your credit history, ranked by yearly fees and interest rate, from the CFPB’s survey of credit card plans.',
}

export const cardsIntro = {
  backLink: { label: 'All navigator tools', to: '/navigator' },
  heading: 'Credit Card Comparison',
  lead: 'Find cards that US issuers aim at people with your credit history, cheapest to keep first. Built for people with no or little US credit.',
  /** {date} is the survey date, e.g. "31 December 2025"; {plans} and {issuers} are counts. */
  aboutData:
    'The cards come from the Consumer Financial Protection Bureau’s survey of credit card plans: {plans} plans from {issuers} banks and credit unions, as they reported them for {date}. The law requires the survey; the issuers answer it.',
  noPayment:
    'No ranking here is ever influenced by any payment: the order comes only from the fees and rates in the survey. This is general education, not advice on which card to get.',
}

export const cardsForm = {
  legend: 'Find cards',
  creditLegend: 'What is your US credit history?',
  creditHint: 'A credit score comes from your US credit history. If you have just arrived, you most likely have none yet.',
  creditLabels: {
    none: 'None yet (no US credit score)',
    'below-620': 'A score of 619 or less',
    '620-719': 'A score from 620 to 719',
    '720-plus': 'A score of 720 or more',
  } satisfies Record<CreditChoice, string>,
  stateLabel: 'Where you live',
  stateHint: 'Some cards are offered in one state or region only.',
  stateAny: 'Any state (show every card)',
  optionsLegend: 'Only show cards that',
  securedLabel: 'are secured cards (you put down a deposit)',
  annualFeeLabel: 'have no annual or monthly fee',
  foreignFeeLabel: 'have no foreign-transaction fee (useful if you travel home or buy from abroad)',
  membershipLabel: 'need no membership (leave out credit unions and cards for a group)',
  submit: 'Show cards',
  errorTitle: 'Please check the form',
}

export const cardsMessages = {
  creditMissing: 'Choose your US credit history.',
  creditUnknown: 'Choose one of the credit histories in the list.',
  stateUnknown: 'Choose a state from the list, or “Any state”.',
  securedUnknown: 'The “secured cards” option is either on (1) or off.',
  annualFeeUnknown: 'The “no annual or monthly fee” option is either on (0) or off.',
  foreignFeeUnknown: 'The “no foreign-transaction fee” option is either on (0) or off.',
  membershipUnknown: 'The “no membership” option is either on (0) or off.',
  pageUnknown: 'There is no such page of results. Start again from the first page.',
}

/** Copy of the first visit (no search yet). */
export const cardsOverview = {
  heading: 'In this data',
  /** {plans}, {noScore}, {secured}. */
  counts: '{plans} card plans in all; {noScore} of them are aimed at people with no credit score, and {secured} are secured cards.',
  start: 'Choose your credit history above to see the cards aimed at it.',
}

export const cardsResults = {
  /** {credit} is the chosen credit history's label, in lower case where it reads in a sentence. */
  heading: 'Cards for: {credit}',
  headingLabels: {
    none: 'no US credit score yet',
    'below-620': 'a score of 619 or less',
    '620-719': 'a score from 620 to 719',
    '720-plus': 'a score of 720 or more',
  } satisfies Record<CreditChoice, string>,
  /** {count}: the number of cards that match. */
  count: '{count} cards match.',
  countOne: '1 card matches.',
  countNone: 'No card in the survey matches these choices. Try removing an option.',
  /** {state} is the state's name. */
  inState: 'Cards offered in {state}, nationally, or in a region (the data does not list a region’s states).',
  /** {from}, {to}, {count}. */
  showing: 'Showing {from} to {to} of {count}.',
  ranking:
    'Ranked by what the card costs to keep for a year (annual fee plus 12 monthly fees, as reported), then by the interest rate for your credit history, lowest first. A card counts only if the issuer aims it at your credit history.',
  /** {median}, {count}: the tier's median rate over the cards aimed at it. */
  tierMedian: 'The middle rate of the {count} cards aimed at this credit history is {median}.',
  /** {top25}, {others}: medians. */
  gap: 'The 25 largest issuers: middle rate {top25}. Smaller banks and credit unions: {others}. The survey shows this gap at every credit level.',
  next: 'Show the next {count} cards',
  previous: 'Show the previous {count} cards',
  pagesLabel: 'More results',
  learnHeading: 'Learn more',
  guides: [
    { label: 'Building credit from zero', to: '/learn/credit-from-zero' },
    { label: 'Credit reports and how to fix mistakes', to: '/learn/credit-reports-and-disputes' },
  ],
}

/** The card entries. */
export const cardCopy = {
  /** {rank}. */
  rank: '{rank}.',
  secured: 'Secured card',
  unsecured: 'Unsecured card',
  top25: 'One of the 25 largest issuers',
  smaller: 'Smaller bank or credit union',
  fields: {
    yearlyFees: 'Fees to keep it a year',
    rate: 'Interest rate (APR)',
    annualFee: 'Annual fee',
    monthlyFee: 'Monthly fee',
    foreignFee: 'Foreign-transaction fee',
    lateFee: 'Late fee',
    offered: 'Where offered',
    membership: 'Membership',
  },
  /** {fee} is a dollar amount. */
  monthlyFee: '{fee} a month',
  none: 'None',
  zeroReported: '$0',
  notReported: 'Not reported',
  /** {pct}. */
  foreignPct: '{pct} of each purchase abroad',
  foreignFree: 'None (the issuer says fee-free)',
  /** Where the rate shown comes from (tierRate in app/lib/credit-cards.ts). */
  rateSources: {
    tier: 'reported for your credit history',
    median: 'plan’s middle rate; none reported for your credit history',
    max: 'top of the plan’s range; none reported for your credit history',
  },
  noRate: 'No usable rate reported',
  /** {min}, {max}. */
  range: 'range {min} to {max}',
  variable: 'variable rate',
  fixed: 'fixed rate',
  bands: {
    'lowest-quarter': 'Among the lowest quarter of rates for this credit history',
    'below-middle': 'Below the middle rate for this credit history',
    'middle-or-above': 'At or above the middle rate for this credit history',
  },
  national: 'Nationwide',
  regional: 'In some states only (the data does not say which; ask the issuer)',
  /** {state}. */
  oneState: '{state} only',
  /** {code}. */
  unknownState: 'One state only (the data’s code “{code}” is not a US state; ask the issuer)',
  membershipNone: 'None reported',
  membershipCreditUnion: 'Credit union: you must become a member first',
  membershipCondition: 'You must meet a condition the issuer sets (for example belong to a group)',
  membershipHowLink: 'How to join',
  membershipHow:
    'How to join: the data does not say who may join each credit union. Credit unions usually accept people who live, work, worship or study in an area, or who belong to an employer or group; many let you join through a partner organisation for a small fee. Other cards marked with a condition are for a group the issuer chooses (for example members of the military, a profession or an employer); the data does not say which. Ask the issuer.',
  link: 'Issuer’s page for this card',
  noLink: 'The data has no working web address for this card: look it up on the issuer’s own website.',
}

export const unknownsBox = {
  heading: 'What this data does not tell you',
  intro: 'The survey does not cover the questions that matter most when you are new to US credit. Ask the issuer before you apply:',
  items: [
    {
      title: 'ITIN or SSN',
      text: 'Will you accept my ITIN (Individual Taxpayer Identification Number) if I do not have a Social Security number?',
    },
    {
      title: 'Security deposit',
      text: 'For a secured card: what is the smallest deposit, and is my credit limit equal to it? When and how do I get it back?',
    },
    {
      title: 'Credit bureaus',
      text: 'Do you report my payments to all three credit bureaus (Equifax, Experian and TransUnion)? A card that does not report does not build your credit.',
    },
    { title: 'Moving up', text: 'Can a secured card become an unsecured card, and after how long? Will I get my deposit back then?' },
    {
      title: 'Approval',
      text: 'What do you need to approve me: proof of income, a US address, a minimum time in the US? Listed cards are not offers, and the survey says nothing about approval.',
    },
    { title: 'Today’s terms', text: 'Are these still the fees and rates today? Issuers change them often.' },
  ],
  zeroNote: 'A fee of $0 in this data can also mean the issuer did not report that fee.',
}

export const attributionCopy = {
  /** {date}: the survey date. */
  line: 'Card terms: CFPB Terms of Credit Card Plans survey, data as of {date}; terms change, confirm with the issuer',
  source: 'Source: Consumer Financial Protection Bureau, Terms of Credit Card Plans survey.',
  sourceUrl: 'https://www.consumerfinance.gov/data-research/credit-card-data/terms-credit-card-plans-survey/',
  publicDomain:
    'A US government work, in the public domain. The CFPB does not endorse this site or any card. Card names are trademarks of their owners.',
}

/** States, the District of Columbia and the territories the survey may name. */
export const usStates: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  AS: 'American Samoa',
  GU: 'Guam',
  MP: 'Northern Mariana Islands',
  PR: 'Puerto Rico',
  VI: 'U.S. Virgin Islands',
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** "2025-12-31" -> "31 December 2025". */
export function formatSurveyDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number)
  return `${day} ${MONTHS[month - 1]} ${year}`
}
