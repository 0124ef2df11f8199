/** The Remittance Cost Analyzer at /navigator/remittance: every string the page shows. */

import type { AccessPoint, Instrument, Method, ReceiveMethod, Speed } from '~/lib/remittance'

export const remittanceMeta = {
  title: 'Remittance Cost Analyzer',
  description:
    'What sending USD 200 or USD 500 from the US to African countries cost, service by service: fees plus the exchange-rate margin, from the World Bank’s Remittance Prices Worldwide survey.',
}

export const remittanceIntro = {
  backLink: { label: 'All navigator tools', to: '/navigator' },
  heading: 'Remittance Cost Analyzer',
  lead: 'See how much of the money you send home actually arrives, service by service, and which service leaves your family the most.',
  /** {months}: when the survey's prices were collected, e.g. "July-September 2025". */
  aboutData:
    'Prices from the World Bank’s survey of money-transfer services, collected {months}, for sending USD 200 or USD 500. A service may charge differently today.',
}

export const remittanceForm = {
  legend: 'Your transfer',
  countryLabel: 'Sending to',
  countryPlaceholder: 'Choose a country',
  surveyedGroup: 'Countries with survey prices',
  notSurveyedGroup: 'Countries without US survey prices',
  amountLegend: 'Amount sent',
  amountHint: 'The survey priced these two amounts only.',
  /** {amount} is 200 or 500. */
  amountOption: 'USD {amount}',
  methodLabel: 'How you pay',
  methodAny: 'Any way of paying',
  receiveLabel: 'How the family receives it',
  receiveAny: 'Any way',
  submit: 'Compare costs',
  updating: 'Updating the results…',
  errorTitle: 'Please check the form',
}

export const remittanceMessages = {
  toMissing: 'Choose the country you are sending to.',
  toUnknown: 'We do not have this country in our list. Choose a country from the list.',
  amountMissing: 'Choose an amount: USD 200 or USD 500.',
  amountUnsurveyed: 'The survey priced only USD 200 and USD 500 transfers. Choose one of them.',
  methodUnknown: 'Choose a way of paying from the list, or “Any way of paying”.',
  receiveUnknown: 'Choose how the family receives the money from the list, or “Any way”.',
}

export const instrumentLabels: Record<Instrument, string> = {
  bank_account: 'Bank account',
  debit_card: 'Debit card',
  credit_card: 'Credit card',
  cash: 'Cash',
  mobile_money: 'Mobile money',
  other: 'Other',
}

/** The ways of paying the form offers (the survey's instruments for these corridors). */
export const methodLabels: Record<Method, string> = {
  bank_account: 'From a bank account',
  debit_card: 'Debit card',
  credit_card: 'Credit card',
  cash: 'Cash',
}

/** How you pay, as part of the answer sentence ("WorldRemit, paid from your bank account, online"). */
export const payWithPhrases: Record<Instrument, string> = {
  bank_account: 'paid from your bank account',
  debit_card: 'paid by debit card',
  credit_card: 'paid by credit card',
  cash: 'paid in cash',
  mobile_money: 'paid from a mobile money account',
  other: 'paid another way',
}

/** Where you pay, as part of the answer sentence. */
export const accessPointPhrases: Record<AccessPoint, string> = {
  online: 'online',
  agent: 'at an agent',
  bank_branch: 'at a bank branch',
  phone: 'by phone',
  other: 'another way',
}

/** How the family receives the money (the form's filter and each offer). */
export const receiveLabels: Record<ReceiveMethod, string> = {
  cash_pickup: 'Cash pickup',
  bank_account: 'Into a bank account',
  mobile_wallet: 'To a mobile wallet',
}

/** How the family receives the money, inside a sentence ("The family receives it into a bank account"). */
export const receivePhrases: Record<ReceiveMethod, string> = {
  cash_pickup: 'as cash to pick up',
  bank_account: 'into a bank account',
  mobile_wallet: 'in a mobile wallet',
}

/** How fast the money is there, as the survey banded it. */
export const speedLabels: Record<Speed, string> = {
  under_1_hour: 'in under an hour',
  same_day: 'the same day',
  next_day: 'the next day',
  '2_to_5_days': 'in 2 to 5 days',
  '6_days_or_more': 'in 6 days or more',
}

export const accessPointLabels: Record<AccessPoint, string> = {
  online: 'Online',
  agent: 'At an agent',
  bank_branch: 'At a bank branch',
  phone: 'By phone',
  other: 'Other',
}

export const remittanceResults = {
  /** {amount}, {country}. */
  heading: 'Sending USD {amount} to {country}',
  noOffers: 'The survey has no offer for these choices in this corridor.',
  noOffersAction: 'See every offer',
  independence: 'No provider pays to be listed or ranked here. We are not paid by any service shown.',
  listHeading: 'Every offer, by provider',
  /** {count} offers, {providers} providers. */
  listIntro: '{count} offers from {providers} providers. Each provider’s offers are listed together, cheapest first.',
  best1: 'Best',
  /** {arrives}. */
  offerArrives: 'arrives about {arrives}',
  /** {pay}, {where}: the offer's way of paying, capitalised. */
  offerPay: '{pay}, {where}',
  fields: {
    receive: 'The family receives it',
    cost: 'What it costs you',
    fee: 'Fee',
    rate: 'Exchange rate',
    tax: 'US excise tax (1%)',
  },
  /** {cost}: a positive cost. */
  cost: '{cost} in all',
  /** A negative cost: the exchange-rate line says by how much the rate beat the reference. */
  costNone: 'Nothing',
  /** {usd}. */
  rateCosts: 'costs {usd}',
  /** {usd}. */
  rateBetter: '{usd} better than the reference',
  rateExact: 'same as the reference',
  notInSurvey: 'not in the survey',
  /** {receive}, {speed}. */
  way: '{receive}, {speed}',
  /** A way whose speed is unknown: {receive}. */
  wayNoSpeed: '{receive} (speed not in the survey)',
  sameNote: 'Same price for each of these ways to receive.',
  howHeading: 'How we calculate',
  /** {extra} repeated listings among {published} quotes. */
  duplicatesNote: 'This country’s list has {extra} repeated listings among {published}; each offer appears once here.',
}

/**
 * The answer's sentences and the announcement, built on the server (app/lib/remittance-answer.ts via
 * app/.server/remittance-page.server.ts) and sent with the page: kept apart from remittanceResults so
 * they stay out of the page's JavaScript.
 */
export const remittanceAnswerCopy = {
  /** {provider}, {pay} (how you pay), {where}. */
  best: 'Best surveyed option: {provider}, {pay}, {where}.',
  /** {arrives}, {amount}. */
  arrives: 'About {arrives} arrives for your family from your USD {amount}.',
  /** {receive}: e.g. "into a bank account in under an hour"; several ways are joined with "or". */
  receives: 'The family receives it {receive}.',
  receivesUnknown: 'How and how fast the family receives it: not in the survey.',
  /** {averageArrives}, {difference}, {perYear}, {amount}. */
  comparedBetter:
    'With an average service about {averageArrives} arrives: this option gets your family {difference} more, about {perYear} a year if you send USD {amount} every month.',
  /** {averageArrives}, {difference}. */
  comparedWorse:
    'With an average service about {averageArrives} arrives: this option gets your family {difference} less. Another way of paying or receiving may cost less.',
  comparedSame: 'With an average service about {averageArrives} arrives, the same amount.',
  /** {months}: e.g. "July-September 2025". */
  dated: 'Prices surveyed {months}; check the rate on the day you send.',
  /** The live region after results load: {count}, {country}, {provider}, {arrives}. */
  announce: '{count} offers for {country}. Best: {provider}, about {arrives} arrives.',
  announceNone: 'No offer for these choices in {country}.',
  speedUnknown: '(speed not in the survey)',
}

/** "How we calculate", in plain words; sent with the page (remittance-page.server.ts) to keep it out of the page's JavaScript. */
export const remittanceHowCopy = {
  paragraphs: [
    '“Arrives” is the amount you send minus what the transfer costs: the service’s fee plus the money lost on its exchange rate (and, for cash, the 1% US tax). It is a value in dollars; your family is paid in local money at the service’s rate on the day.',
    'The exchange rate is measured against a reference rate the survey uses for that day. A service that gave a better rate than the reference, by more than its fee, has a cost below zero, so a little more than the amount you sent arrives. We show these results exactly as the survey published them; it is not a payment to you, and rates change daily.',
    'The average service is the average cost of every offer the survey priced for this country and amount, all ways of paying. For USD 200 it is the figure the World Bank publishes; for USD 500 we work it out the same way from the survey’s USD 500 prices.',
    'The survey sometimes lists a service several times at the same price, once for each way the family can receive the money. We show it once, with every way to receive; the average counts every listing, as the World Bank does.',
    'The prices come from the World Bank’s Remittance Prices Worldwide: researchers ask each service for the price of a transfer, as a customer would, once a quarter, for USD 200 and USD 500 only. Speeds are the survey’s bands (“2 to 5 days” covers 2 days and 3 to 5 days).',
  ],
}

export const exciseTaxCopy = {
  heading: 'The 1% US excise tax on cash transfers',
  /** {tax}, {amount}. */
  body: 'Since 1 January 2026, a 1% US federal excise tax applies to transfers you pay for with cash, a money order, a cashier’s check or similar. The survey predates it, so its prices leave it out; we have added it to every cash offer here: {tax} on USD {amount}. Transfers paid from a US bank account or with a US debit or credit card are exempt.',
  short: 'Cash offers include the 1% US excise tax ({tax}), which the survey predates.',
}

export const trendCopy = {
  heading: 'How costs have changed',
  intro: 'The corridor average and the cheapest quote for USD 200, as published for each survey quarter.',
  only200: 'The survey publishes this trend for USD 200 only.',
  average: 'Average',
  cheapest: 'Cheapest',
  missing: 'no data',
  /** {country}. */
  chartTitle: 'Cost of sending USD 200 from the US to {country}, by survey quarter',
  /** {first}, {last}, {avgFirst}, {avgLast}, {cheapFirst}, {cheapLast}. */
  chartDescription:
    'From {first} to {last}, the average cost went from {avgFirst} to {avgLast} and the cheapest from {cheapFirst} to {cheapLast}.',
  /** {quarters}. */
  gapNote: 'The data has no figures for {quarters}; the dashed line only joins the quarters either side.',
  tableCaption: 'The figures in the chart',
  quarter: 'Quarter',
}

export const noDataCopy = {
  /** {country}. */
  heading: 'No survey data for this corridor',
  body: 'The World Bank survey we use has no prices for sending money from the United States to {country}. We would rather show nothing than guess.',
  whatToDoHeading: 'What you can do instead',
  whatToDo: [
    'Ask two or three services for a quote for the same amount on the same day, and compare how much your family receives in local currency, not only the fee.',
    'Compare each service’s exchange rate with the mid-market rate of that day: the gap is the exchange-rate margin, a cost that is often larger than the fee.',
    'Ask about each way of paying: in the survey, the same service often charged differently for a bank account, a card or cash.',
    'If you pay with cash, a money order or a cashier’s check, add the 1% US excise tax.',
  ],
  surveyedHeading: 'Corridors with survey prices',
}

export const overviewCopy = {
  heading: 'Corridors in the survey',
  intro: 'Choose a country above, or start from one of these. Costs are for sending USD 200, as published.',
  country: 'Country',
  average: 'Average cost',
  cheapest: 'Cheapest',
  negativeNote:
    'A cost below zero means a service’s exchange rate was better than the survey’s reference rate, by more than its fee. The survey publishes it as is.',
}

export const attributionCopy = {
  /** {line}: the speed-and-payout data's own credit line, from its file. */
  payout: '{line}',
  /** The line the data's licence asks for; {publisher}, {name}, {edition}, {license} come from the data file. */
  line: 'Price data: {publisher}, {name}, {edition}, {license}',
  /** {quarter}. */
  quarter: 'Survey quarter: {quarter}.',
  notEndorsed: 'We changed the data’s format; the World Bank does not endorse this product.',
}

/**
 * African countries by ISO 3166-1 alpha-2 code, for the destination list. The survey data names its own
 * corridors; every other country here gets the "no survey data" answer.
 */
export const africanCountries: Record<string, string> = {
  DZ: 'Algeria',
  AO: 'Angola',
  BJ: 'Benin',
  BW: 'Botswana',
  BF: 'Burkina Faso',
  BI: 'Burundi',
  CV: 'Cabo Verde',
  CM: 'Cameroon',
  CF: 'Central African Republic',
  TD: 'Chad',
  KM: 'Comoros',
  CG: 'Congo (Republic)',
  CD: 'DR Congo',
  CI: 'Côte d’Ivoire',
  DJ: 'Djibouti',
  EG: 'Egypt',
  GQ: 'Equatorial Guinea',
  ER: 'Eritrea',
  SZ: 'Eswatini',
  ET: 'Ethiopia',
  GA: 'Gabon',
  GM: 'Gambia',
  GH: 'Ghana',
  GN: 'Guinea',
  GW: 'Guinea-Bissau',
  KE: 'Kenya',
  LS: 'Lesotho',
  LR: 'Liberia',
  LY: 'Libya',
  MG: 'Madagascar',
  MW: 'Malawi',
  ML: 'Mali',
  MR: 'Mauritania',
  MU: 'Mauritius',
  MA: 'Morocco',
  MZ: 'Mozambique',
  NA: 'Namibia',
  NE: 'Niger',
  NG: 'Nigeria',
  RW: 'Rwanda',
  ST: 'São Tomé and Príncipe',
  SN: 'Senegal',
  SC: 'Seychelles',
  SL: 'Sierra Leone',
  SO: 'Somalia',
  ZA: 'South Africa',
  SS: 'South Sudan',
  SD: 'Sudan',
  TZ: 'Tanzania',
  TG: 'Togo',
  TN: 'Tunisia',
  UG: 'Uganda',
  ZM: 'Zambia',
  ZW: 'Zimbabwe',
}

/** Fills `{name}` placeholders; one helper so every template above reads the same way. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match))
}
