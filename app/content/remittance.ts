/** The Remittance Cost Analyzer at /navigator/remittance: every string the page shows. */

import { m } from '~/paraglide/messages.js'
import type { AccessPoint, Instrument, Method, ReceiveMethod, Speed } from '~/lib/remittance'

export const remittanceMeta = {
  get title() {
    return m.remittance_meta_title()
  },
  get description() {
    return m.remittance_meta_description()
  },
}

export const remittanceIntro = {
  backLink: {
    get label() {
      return m.remittance_intro_back_link_label()
    },
    to: '/navigator',
  },
  get heading() {
    return m.remittance_intro_heading()
  },
  get lead() {
    return m.remittance_intro_lead()
  },
  /** {months}: when the survey's prices were collected, e.g. "July-September 2025". */
  get aboutData() {
    return m.remittance_intro_about_data({ months: '{months}' })
  },
}

export const remittanceForm = {
  get legend() {
    return m.remittance_form_legend()
  },
  get countryLabel() {
    return m.remittance_form_country_label()
  },
  get countryPlaceholder() {
    return m.remittance_form_country_placeholder()
  },
  get surveyedGroup() {
    return m.remittance_form_surveyed_group()
  },
  get notSurveyedGroup() {
    return m.remittance_form_not_surveyed_group()
  },
  get amountLegend() {
    return m.remittance_form_amount_legend()
  },
  get amountHint() {
    return m.remittance_form_amount_hint()
  },
  /** {amount} is 200 or 500. */
  get amountOption() {
    return m.remittance_form_amount_option({ amount: '{amount}' })
  },
  get methodLabel() {
    return m.remittance_form_method_label()
  },
  get methodAny() {
    return m.remittance_form_method_any()
  },
  get receiveLabel() {
    return m.remittance_form_receive_label()
  },
  get receiveAny() {
    return m.remittance_form_receive_any()
  },
  get submit() {
    return m.remittance_form_submit()
  },
  get updating() {
    return m.remittance_form_updating()
  },
  get errorTitle() {
    return m.remittance_form_error_title()
  },
}

export const remittanceMessages = {
  get toMissing() {
    return m.remittance_messages_to_missing()
  },
  get toUnknown() {
    return m.remittance_messages_to_unknown()
  },
  get amountMissing() {
    return m.remittance_messages_amount_missing()
  },
  get amountUnsurveyed() {
    return m.remittance_messages_amount_unsurveyed()
  },
  get methodUnknown() {
    return m.remittance_messages_method_unknown()
  },
  get receiveUnknown() {
    return m.remittance_messages_receive_unknown()
  },
}

export const instrumentLabels: Record<Instrument, string> = {
  get bank_account() {
    return m.remittance_instrument_labels_bank_account()
  },
  get debit_card() {
    return m.remittance_instrument_labels_debit_card()
  },
  get credit_card() {
    return m.remittance_instrument_labels_credit_card()
  },
  get cash() {
    return m.remittance_instrument_labels_cash()
  },
  get mobile_money() {
    return m.remittance_instrument_labels_mobile_money()
  },
  get other() {
    return m.remittance_instrument_labels_other()
  },
}

/** The ways of paying the form offers (the survey's instruments for these corridors). */
export const methodLabels: Record<Method, string> = {
  get bank_account() {
    return m.remittance_method_labels_bank_account()
  },
  get debit_card() {
    return m.remittance_method_labels_debit_card()
  },
  get credit_card() {
    return m.remittance_method_labels_credit_card()
  },
  get cash() {
    return m.remittance_method_labels_cash()
  },
}

/** How you pay, as part of the answer sentence ("WorldRemit, paid from your bank account, online"). */
export const payWithPhrases: Record<Instrument, string> = {
  get bank_account() {
    return m.remittance_pay_with_phrases_bank_account()
  },
  get debit_card() {
    return m.remittance_pay_with_phrases_debit_card()
  },
  get credit_card() {
    return m.remittance_pay_with_phrases_credit_card()
  },
  get cash() {
    return m.remittance_pay_with_phrases_cash()
  },
  get mobile_money() {
    return m.remittance_pay_with_phrases_mobile_money()
  },
  get other() {
    return m.remittance_pay_with_phrases_other()
  },
}

/** Where you pay, as part of the answer sentence. */
export const accessPointPhrases: Record<AccessPoint, string> = {
  get online() {
    return m.remittance_access_point_phrases_online()
  },
  get agent() {
    return m.remittance_access_point_phrases_agent()
  },
  get bank_branch() {
    return m.remittance_access_point_phrases_bank_branch()
  },
  get phone() {
    return m.remittance_access_point_phrases_phone()
  },
  get other() {
    return m.remittance_access_point_phrases_other()
  },
}

/** How the family receives the money (the form's filter and each offer). */
export const receiveLabels: Record<ReceiveMethod, string> = {
  get cash_pickup() {
    return m.remittance_receive_labels_cash_pickup()
  },
  get bank_account() {
    return m.remittance_receive_labels_bank_account()
  },
  get mobile_wallet() {
    return m.remittance_receive_labels_mobile_wallet()
  },
}

/** How the family receives the money, inside a sentence ("The family receives it into a bank account"). */
export const receivePhrases: Record<ReceiveMethod, string> = {
  get cash_pickup() {
    return m.remittance_receive_phrases_cash_pickup()
  },
  get bank_account() {
    return m.remittance_receive_phrases_bank_account()
  },
  get mobile_wallet() {
    return m.remittance_receive_phrases_mobile_wallet()
  },
}

/** How fast the money is there, as the survey banded it. */
export const speedLabels: Record<Speed, string> = {
  get under_1_hour() {
    return m.remittance_speed_labels_under_1_hour()
  },
  get same_day() {
    return m.remittance_speed_labels_same_day()
  },
  get next_day() {
    return m.remittance_speed_labels_next_day()
  },
  get '2_to_5_days'() {
    return m.remittance_speed_labels_2_to_5_days()
  },
  get '6_days_or_more'() {
    return m.remittance_speed_labels_6_days_or_more()
  },
}

export const accessPointLabels: Record<AccessPoint, string> = {
  get online() {
    return m.remittance_access_point_labels_online()
  },
  get agent() {
    return m.remittance_access_point_labels_agent()
  },
  get bank_branch() {
    return m.remittance_access_point_labels_bank_branch()
  },
  get phone() {
    return m.remittance_access_point_labels_phone()
  },
  get other() {
    return m.remittance_access_point_labels_other()
  },
}

export const remittanceResults = {
  /** {amount}, {country}. */
  get heading() {
    return m.remittance_results_heading({ amount: '{amount}', country: '{country}' })
  },
  get noOffers() {
    return m.remittance_results_no_offers()
  },
  get noOffersAction() {
    return m.remittance_results_no_offers_action()
  },
  get independence() {
    return m.remittance_results_independence()
  },
  get listHeading() {
    return m.remittance_results_list_heading()
  },
  /** {count} offers, {providers} providers. */
  get listIntro() {
    return m.remittance_results_list_intro({ count: '{count}', providers: '{providers}' })
  },
  get best1() {
    return m.remittance_results_best1()
  },
  /** {arrives}. */
  get offerArrives() {
    return m.remittance_results_offer_arrives({ arrives: '{arrives}' })
  },
  /** {pay}, {where}: the offer's way of paying, capitalised. */
  get offerPay() {
    return m.remittance_results_offer_pay({ pay: '{pay}', where: '{where}' })
  },
  fields: {
    get receive() {
      return m.remittance_results_fields_receive()
    },
    get cost() {
      return m.remittance_results_fields_cost()
    },
    get fee() {
      return m.remittance_results_fields_fee()
    },
    get rate() {
      return m.remittance_results_fields_rate()
    },
    get tax() {
      return m.remittance_results_fields_tax()
    },
  },
  /** {cost}: a positive cost. */
  get cost() {
    return m.remittance_results_cost({ cost: '{cost}' })
  },
  /** A negative cost: the exchange-rate line says by how much the rate beat the reference. */
  /** {usd}. */
  get rateCosts() {
    return m.remittance_results_rate_costs({ usd: '{usd}' })
  },
  /** {usd}. */
  get rateBetter() {
    return m.remittance_results_rate_better({ usd: '{usd}' })
  },
  get rateExact() {
    return m.remittance_results_rate_exact()
  },
  get notInSurvey() {
    return m.remittance_results_not_in_survey()
  },
  /** {receive}, {speed}. */
  get way() {
    return m.remittance_results_way({ receive: '{receive}', speed: '{speed}' })
  },
  /** A way whose speed is unknown: {receive}. */
  get wayNoSpeed() {
    return m.remittance_results_way_no_speed({ receive: '{receive}' })
  },
  get sameNote() {
    return m.remittance_results_same_note()
  },
  get howHeading() {
    return m.remittance_results_how_heading()
  },
  /** {extra} repeated listings among {published} quotes. */
  get duplicatesNote() {
    return m.remittance_results_duplicates_note({ extra: '{extra}', published: '{published}' })
  },
}

/**
 * The answer's sentences and the announcement, built on the server (app/lib/remittance-answer.ts via
 * app/.server/remittance/remittance-page.server.ts) and sent with the page: kept apart from remittanceResults so
 * they stay out of the page's JavaScript.
 */
export const remittanceAnswerCopy = {
  /** {provider}, {pay} (how you pay), {where}. */
  get best() {
    return m.remittance_answer_copy_best({ provider: '{provider}', pay: '{pay}', where: '{where}' })
  },
  /** {arrives}, {amount}. */
  get arrives() {
    return m.remittance_answer_copy_arrives({ arrives: '{arrives}', amount: '{amount}' })
  },
  /** {receive}: e.g. "into a bank account in under an hour"; several ways are joined with "or". */
  get receives() {
    return m.remittance_answer_copy_receives({ receive: '{receive}' })
  },
  get receivesUnknown() {
    return m.remittance_answer_copy_receives_unknown()
  },
  /** {averageArrives}, {difference}, {perYear}, {amount}. */
  get comparedBetter() {
    return m.remittance_answer_copy_compared_better({
      averageArrives: '{averageArrives}',
      difference: '{difference}',
      perYear: '{perYear}',
      amount: '{amount}',
    })
  },
  /** {averageArrives}, {difference}. */
  get comparedWorse() {
    return m.remittance_answer_copy_compared_worse({ averageArrives: '{averageArrives}', difference: '{difference}' })
  },
  get comparedSame() {
    return m.remittance_answer_copy_compared_same({ averageArrives: '{averageArrives}' })
  },
  /** {months}: e.g. "July-September 2025". */
  get dated() {
    return m.remittance_answer_copy_dated({ months: '{months}' })
  },
  /** The live region after results load: {count}, {country}, {provider}, {arrives}. */
  get announce() {
    return m.remittance_answer_copy_announce({ count: '{count}', country: '{country}', provider: '{provider}', arrives: '{arrives}' })
  },
  get announceNone() {
    return m.remittance_answer_copy_announce_none({ country: '{country}' })
  },
  get speedUnknown() {
    return m.remittance_answer_copy_speed_unknown()
  },
}

/** "How we calculate", in plain words; sent with the page (remittance-page.server.ts) to keep it out of the page's JavaScript. */
export const remittanceHowCopy = {
  get paragraphs() {
    return [
      m.remittance_how_copy_paragraphs_1(),
      m.remittance_how_copy_paragraphs_2(),
      m.remittance_how_copy_paragraphs_3(),
      m.remittance_how_copy_paragraphs_4(),
      m.remittance_how_copy_paragraphs_5(),
    ]
  },
}

export const exciseTaxCopy = {
  get heading() {
    return m.remittance_excise_tax_copy_heading()
  },
  /** {tax}, {amount}. */
  get body() {
    return m.remittance_excise_tax_copy_body({ tax: '{tax}', amount: '{amount}' })
  },
  get short() {
    return m.remittance_excise_tax_copy_short({ tax: '{tax}' })
  },
}

export const trendCopy = {
  get heading() {
    return m.remittance_trend_copy_heading()
  },
  get intro() {
    return m.remittance_trend_copy_intro()
  },
  get only200() {
    return m.remittance_trend_copy_only200()
  },
  get average() {
    return m.remittance_trend_copy_average()
  },
  get cheapest() {
    return m.remittance_trend_copy_cheapest()
  },
  get missing() {
    return m.remittance_trend_copy_missing()
  },
  /** {country}. */
  get chartTitle() {
    return m.remittance_trend_copy_chart_title({ country: '{country}' })
  },
  /** {first}, {last}, {avgFirst}, {avgLast}, {cheapFirst}, {cheapLast}. */
  get chartDescription() {
    return m.remittance_trend_copy_chart_description({
      first: '{first}',
      last: '{last}',
      avgFirst: '{avgFirst}',
      avgLast: '{avgLast}',
      cheapFirst: '{cheapFirst}',
      cheapLast: '{cheapLast}',
    })
  },
  /** {quarters}. */
  get gapNote() {
    return m.remittance_trend_copy_gap_note({ quarters: '{quarters}' })
  },
  get tableCaption() {
    return m.remittance_trend_copy_table_caption()
  },
  get quarter() {
    return m.remittance_trend_copy_quarter()
  },
}

export const noDataCopy = {
  get body() {
    return m.remittance_no_data_copy_body({ country: '{country}' })
  },
  get whatToDoHeading() {
    return m.remittance_no_data_copy_what_to_do_heading()
  },
  get whatToDo() {
    return [
      m.remittance_no_data_copy_what_to_do_1(),
      m.remittance_no_data_copy_what_to_do_2(),
      m.remittance_no_data_copy_what_to_do_3(),
      m.remittance_no_data_copy_what_to_do_4(),
    ]
  },
  get surveyedHeading() {
    return m.remittance_no_data_copy_surveyed_heading()
  },
}

export const overviewCopy = {
  get heading() {
    return m.remittance_overview_copy_heading()
  },
  get intro() {
    return m.remittance_overview_copy_intro()
  },
  get country() {
    return m.remittance_overview_copy_country()
  },
  get average() {
    return m.remittance_overview_copy_average()
  },
  get cheapest() {
    return m.remittance_overview_copy_cheapest()
  },
}

export const attributionCopy = {
  /** The line the data's licence asks for; {publisher}, {name}, {edition}, {license} come from the data file. */
  get line() {
    return m.remittance_attribution_copy_line({ publisher: '{publisher}', name: '{name}', edition: '{edition}', license: '{license}' })
  },
  /** {quarter}. */
  get quarter() {
    return m.remittance_attribution_copy_quarter({ quarter: '{quarter}' })
  },
  get notEndorsed() {
    return m.remittance_attribution_copy_not_endorsed()
  },
}

/**
 * African countries by ISO 3166-1 alpha-2 code, for the destination list. The survey data names its own
 * corridors; every other country here gets the "no survey data" answer.
 */
export const africanCountries: Record<string, string> = {
  get DZ() {
    return m.remittance_african_countries_dz()
  },
  get AO() {
    return m.remittance_african_countries_ao()
  },
  get BJ() {
    return m.remittance_african_countries_bj()
  },
  get BW() {
    return m.remittance_african_countries_bw()
  },
  get BF() {
    return m.remittance_african_countries_bf()
  },
  get BI() {
    return m.remittance_african_countries_bi()
  },
  get CV() {
    return m.remittance_african_countries_cv()
  },
  get CM() {
    return m.remittance_african_countries_cm()
  },
  get CF() {
    return m.remittance_african_countries_cf()
  },
  get TD() {
    return m.remittance_african_countries_td()
  },
  get KM() {
    return m.remittance_african_countries_km()
  },
  get CG() {
    return m.remittance_african_countries_cg()
  },
  get CD() {
    return m.remittance_african_countries_cd()
  },
  get CI() {
    return m.remittance_african_countries_ci()
  },
  get DJ() {
    return m.remittance_african_countries_dj()
  },
  get EG() {
    return m.remittance_african_countries_eg()
  },
  get GQ() {
    return m.remittance_african_countries_gq()
  },
  get ER() {
    return m.remittance_african_countries_er()
  },
  get SZ() {
    return m.remittance_african_countries_sz()
  },
  get ET() {
    return m.remittance_african_countries_et()
  },
  get GA() {
    return m.remittance_african_countries_ga()
  },
  get GM() {
    return m.remittance_african_countries_gm()
  },
  get GH() {
    return m.remittance_african_countries_gh()
  },
  get GN() {
    return m.remittance_african_countries_gn()
  },
  get GW() {
    return m.remittance_african_countries_gw()
  },
  get KE() {
    return m.remittance_african_countries_ke()
  },
  get LS() {
    return m.remittance_african_countries_ls()
  },
  get LR() {
    return m.remittance_african_countries_lr()
  },
  get LY() {
    return m.remittance_african_countries_ly()
  },
  get MG() {
    return m.remittance_african_countries_mg()
  },
  get MW() {
    return m.remittance_african_countries_mw()
  },
  get ML() {
    return m.remittance_african_countries_ml()
  },
  get MR() {
    return m.remittance_african_countries_mr()
  },
  get MU() {
    return m.remittance_african_countries_mu()
  },
  get MA() {
    return m.remittance_african_countries_ma()
  },
  get MZ() {
    return m.remittance_african_countries_mz()
  },
  get NA() {
    return m.remittance_african_countries_na()
  },
  get NE() {
    return m.remittance_african_countries_ne()
  },
  get NG() {
    return m.remittance_african_countries_ng()
  },
  get RW() {
    return m.remittance_african_countries_rw()
  },
  get ST() {
    return m.remittance_african_countries_st()
  },
  get SN() {
    return m.remittance_african_countries_sn()
  },
  get SC() {
    return m.remittance_african_countries_sc()
  },
  get SL() {
    return m.remittance_african_countries_sl()
  },
  get SO() {
    return m.remittance_african_countries_so()
  },
  get ZA() {
    return m.remittance_african_countries_za()
  },
  get SS() {
    return m.remittance_african_countries_ss()
  },
  get SD() {
    return m.remittance_african_countries_sd()
  },
  get TZ() {
    return m.remittance_african_countries_tz()
  },
  get TG() {
    return m.remittance_african_countries_tg()
  },
  get TN() {
    return m.remittance_african_countries_tn()
  },
  get UG() {
    return m.remittance_african_countries_ug()
  },
  get ZM() {
    return m.remittance_african_countries_zm()
  },
  get ZW() {
    return m.remittance_african_countries_zw()
  },
}

/** Fills `{name}` placeholders; one helper so every template above reads the same way. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match))
}
