/** The Remittance Cost Analyzer at /navigator/remittance: every string the page shows. */

import type { AccessPoint, Instrument, Method } from '~/lib/remittance'

export const remittanceMeta = {
  title: 'Remittance Cost Analyzer',
  description:
    'What sending USD 200 or USD 500 from the US to African countries cost, service by service: fees plus the exchange-rate margin, from the World Bank’s Remittance Prices Worldwide survey.',
}

export const remittanceIntro = {
  backLink: { label: 'All navigator tools', to: '/navigator' },
  heading: 'Remittance Cost Analyzer',
  lead: 'See what a transfer from the United States really costs: the fee plus the exchange-rate margin, service by service, cheapest first.',
  /** {quarter} is the survey quarter, e.g. "Q3 2025". */
  aboutData:
    'The prices come from the World Bank’s Remittance Prices Worldwide, a mystery-shopper survey: researchers ask each service for the price of a transfer, as a customer would, once a quarter. These are the prices of {quarter}, for USD 200 and USD 500 only; a service may charge differently today.',
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
  /** {count} distinct services; {published} quotes as published. */
  summary: '{count} offers compared, cheapest first.',
  /** {method}. */
  summaryMethod: '{count} offers paid by {method}, cheapest first.',
  duplicatesNote:
    'Exact repeats in the survey’s list: {extra} of {published} quotes. Each offer appears once below; the average counts every published quote, as the World Bank does.',
  rankingNote:
    'Ranked by what a transfer costs you: the published fee plus exchange-rate margin, and for cash the 1% US excise tax.',
  averageHeading: 'The corridor average',
  /** {pct}, {usd}, {amount}, {published}. */
  average: 'An average quote in this corridor costs {pct} of the amount, {usd} on USD {amount}.',
  averageNote200: 'This is the average the World Bank publishes: the simple mean of every USD 200 quote in the corridor, all ways of paying.',
  averageNote500:
    'The World Bank publishes the average for USD 200 only; for USD 500 we take the simple mean of every USD 500 quote in the corridor, all ways of paying, the same way.',
  cheapestHeading: 'Choosing the cheapest',
  /** {provider}, {pct}, {usd}. */
  cheapest: 'The cheapest offer here is {provider}: {pct}, {usd}.',
  /** {provider}, {pct}, {usd}, {tax}. */
  cheapestTaxed: 'The cheapest offer here is {provider}: {pct}, {usd}, including the {tax} US excise tax.',
  /** {perTransfer}, {perYear}, {amount}. */
  saves: 'Choosing it instead of an average offer saves {perTransfer} on this transfer, or {perYear} a year if you send USD {amount} once a month.',
  savesCaveat: 'Only if prices stay as surveyed; they change, so check the price on the day you send.',
  /** {extra}: the cheapest offer with these filters costs more than the corridor average. */
  noSaving:
    'Even the cheapest offer paid this way costs {extra} more than the average quote in this corridor. Another way of paying may cost less.',
  noOffers: 'The survey has no offer paid by {method} in this corridor.',
  noOffersAction: 'See every way of paying',
  listHeading: 'Every offer, cheapest first',
  rank: 'No. {rank}',
  fields: {
    method: 'How you pay',
    accessPoint: 'Where',
    fee: 'Fee',
    fxMargin: 'Exchange-rate margin',
    total: 'Total cost (published)',
    tax: 'US excise tax (1%)',
    lost: 'Lost on USD {amount}',
  },
  /** {copies}. */
  repeated: 'Listed {copies} times in the survey',
  lostNone: 'None',
  /** {gain}: a negative cost, in dollars. */
  gain: '{gain} better than the reference rate',
  negativeBadge: 'Negative cost',
  negativeHeading: 'Why can a cost be negative?',
  negativeBody:
    'The survey measures each service’s exchange rate against a reference rate. Some services gave a better rate than that reference, by more than their fee, so the published cost is below zero. We show these figures exactly as published. It means the recipient got more than at the reference rate on the survey day; it is not a payment to you, and rates change daily.',
}

export const exciseTaxCopy = {
  heading: 'The 1% US excise tax on cash transfers',
  /** {tax}, {amount}. */
  body:
    'Since 1 January 2026, a 1% US federal excise tax applies to transfers you pay for with cash, a money order, a cashier’s check or similar. The survey predates it, so its prices leave it out; we have added it to every cash offer here: {tax} on USD {amount}. Transfers paid from a US bank account or with a US debit or credit card are exempt.',
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
