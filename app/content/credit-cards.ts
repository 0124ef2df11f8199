/** The Credit Card Comparison at /navigator/credit-cards: every string the page shows. */

import { m } from '~/paraglide/messages.js'
import { formatDate } from '~/lib/format'
import { getLocale, type Locale } from '~/paraglide/runtime.js'
import type { CreditChoice } from '~/lib/credit-cards'

export { fill } from '~/content/remittance'

export const cardsMeta = {
  get title() {
    return m.credit_cards_cards_meta_title()
  },
  get description() {
    return m.credit_cards_cards_meta_description()
  },
}

export const cardsIntro = {
  backLink: {
    get label() {
      return m.credit_cards_cards_intro_back_link_label()
    },
    to: '/navigator',
  },
  get heading() {
    return m.credit_cards_cards_intro_heading()
  },
  get lead() {
    return m.credit_cards_cards_intro_lead()
  },
  /** {date} is the survey date, e.g. "31 December 2025"; {plans} and {issuers} are counts. */
  get aboutData() {
    return m.credit_cards_cards_intro_about_data({ plans: '{plans}', issuers: '{issuers}', date: '{date}' })
  },
  get noPayment() {
    return m.credit_cards_cards_intro_no_payment()
  },
}

export const cardsForm = {
  get legend() {
    return m.credit_cards_cards_form_legend()
  },
  get creditLegend() {
    return m.credit_cards_cards_form_credit_legend()
  },
  get creditHint() {
    return m.credit_cards_cards_form_credit_hint()
  },
  creditLabels: {
    get none() {
      return m.credit_cards_cards_form_credit_labels_none()
    },
    get 'below-620'() {
      return m.credit_cards_cards_form_credit_labels_below_620()
    },
    get '620-719'() {
      return m.credit_cards_cards_form_credit_labels_620_719()
    },
    get '720-plus'() {
      return m.credit_cards_cards_form_credit_labels_720_plus()
    },
  } satisfies Record<CreditChoice, string>,
  get stateLabel() {
    return m.credit_cards_cards_form_state_label()
  },
  get stateHint() {
    return m.credit_cards_cards_form_state_hint()
  },
  get stateAny() {
    return m.credit_cards_cards_form_state_any()
  },
  get optionsLegend() {
    return m.credit_cards_cards_form_options_legend()
  },
  get securedLabel() {
    return m.credit_cards_cards_form_secured_label()
  },
  get annualFeeLabel() {
    return m.credit_cards_cards_form_annual_fee_label()
  },
  get foreignFeeLabel() {
    return m.credit_cards_cards_form_foreign_fee_label()
  },
  get membershipLabel() {
    return m.credit_cards_cards_form_membership_label()
  },
  get submit() {
    return m.credit_cards_cards_form_submit()
  },
  get errorTitle() {
    return m.credit_cards_cards_form_error_title()
  },
}

export const cardsMessages = {
  get creditMissing() {
    return m.credit_cards_cards_messages_credit_missing()
  },
  get creditUnknown() {
    return m.credit_cards_cards_messages_credit_unknown()
  },
  get stateUnknown() {
    return m.credit_cards_cards_messages_state_unknown()
  },
  get securedUnknown() {
    return m.credit_cards_cards_messages_secured_unknown()
  },
  get annualFeeUnknown() {
    return m.credit_cards_cards_messages_annual_fee_unknown()
  },
  get foreignFeeUnknown() {
    return m.credit_cards_cards_messages_foreign_fee_unknown()
  },
  get membershipUnknown() {
    return m.credit_cards_cards_messages_membership_unknown()
  },
  get pageUnknown() {
    return m.credit_cards_cards_messages_page_unknown()
  },
}

/** Copy of the first visit (no search yet). */
export const cardsOverview = {
  get heading() {
    return m.credit_cards_cards_overview_heading()
  },
  /** {plans}, {noScore}, {secured}. */
  get counts() {
    return m.credit_cards_cards_overview_counts({ plans: '{plans}', noScore: '{noScore}', secured: '{secured}' })
  },
  get start() {
    return m.credit_cards_cards_overview_start()
  },
}

export const cardsResults = {
  /** {credit} is the chosen credit history's label, in lower case where it reads in a sentence. */
  get heading() {
    return m.credit_cards_cards_results_heading({ credit: '{credit}' })
  },
  headingLabels: {
    get none() {
      return m.credit_cards_cards_results_heading_labels_none()
    },
    get 'below-620'() {
      return m.credit_cards_cards_results_heading_labels_below_620()
    },
    get '620-719'() {
      return m.credit_cards_cards_results_heading_labels_620_719()
    },
    get '720-plus'() {
      return m.credit_cards_cards_results_heading_labels_720_plus()
    },
  } satisfies Record<CreditChoice, string>,
  /** {count}: the number of cards that match. */
  get count() {
    return m.credit_cards_cards_results_count({ count: '{count}' })
  },
  get countOne() {
    return m.credit_cards_cards_results_count_one()
  },
  get countNone() {
    return m.credit_cards_cards_results_count_none()
  },
  /** {state} is the state's name. */
  get inState() {
    return m.credit_cards_cards_results_in_state({ state: '{state}' })
  },
  /** {from}, {to}, {count}. */
  get showing() {
    return m.credit_cards_cards_results_showing({ from: '{from}', to: '{to}', count: '{count}' })
  },
  get ranking() {
    return m.credit_cards_cards_results_ranking()
  },
  /** {median}, {count}: the tier's median rate over the cards aimed at it. */
  get tierMedian() {
    return m.credit_cards_cards_results_tier_median({ count: '{count}', median: '{median}' })
  },
  /** {top25}, {others}: medians. */
  get gap() {
    return m.credit_cards_cards_results_gap({ top25: '{top25}', others: '{others}' })
  },
  get next() {
    return m.credit_cards_cards_results_next({ count: '{count}' })
  },
  get previous() {
    return m.credit_cards_cards_results_previous({ count: '{count}' })
  },
  get pagesLabel() {
    return m.credit_cards_cards_results_pages_label()
  },
  get learnHeading() {
    return m.credit_cards_cards_results_learn_heading()
  },
  guides: [
    {
      get label() {
        return m.credit_cards_cards_results_guides_1_label()
      },
      to: '/learn/credit-from-zero',
    },
    {
      get label() {
        return m.credit_cards_cards_results_guides_2_label()
      },
      to: '/learn/credit-reports-and-disputes',
    },
  ],
}

/** The card entries. */
export const cardCopy = {
  /** {rank}. */
  get rank() {
    return m.credit_cards_card_copy_rank({ rank: '{rank}' })
  },
  get secured() {
    return m.credit_cards_card_copy_secured()
  },
  get unsecured() {
    return m.credit_cards_card_copy_unsecured()
  },
  get top25() {
    return m.credit_cards_card_copy_top25()
  },
  get smaller() {
    return m.credit_cards_card_copy_smaller()
  },
  fields: {
    get yearlyFees() {
      return m.credit_cards_card_copy_fields_yearly_fees()
    },
    get rate() {
      return m.credit_cards_card_copy_fields_rate()
    },
    get annualFee() {
      return m.credit_cards_card_copy_fields_annual_fee()
    },
    get monthlyFee() {
      return m.credit_cards_card_copy_fields_monthly_fee()
    },
    get foreignFee() {
      return m.credit_cards_card_copy_fields_foreign_fee()
    },
    get lateFee() {
      return m.credit_cards_card_copy_fields_late_fee()
    },
    get offered() {
      return m.credit_cards_card_copy_fields_offered()
    },
    get membership() {
      return m.credit_cards_card_copy_fields_membership()
    },
  },
  /** {fee} is a dollar amount. */
  get monthlyFee() {
    return m.credit_cards_card_copy_monthly_fee({ fee: '{fee}' })
  },
  get none() {
    return m.credit_cards_card_copy_none()
  },
  zeroReported: '$0',
  get notReported() {
    return m.credit_cards_card_copy_not_reported()
  },
  /** {pct}. */
  get foreignPct() {
    return m.credit_cards_card_copy_foreign_pct({ pct: '{pct}' })
  },
  get foreignFree() {
    return m.credit_cards_card_copy_foreign_free()
  },
  /** Where the rate shown comes from (tierRate in app/lib/credit-cards.ts). */
  rateSources: {
    get tier() {
      return m.credit_cards_card_copy_rate_sources_tier()
    },
    get median() {
      return m.credit_cards_card_copy_rate_sources_median()
    },
    get max() {
      return m.credit_cards_card_copy_rate_sources_max()
    },
  },
  get noRate() {
    return m.credit_cards_card_copy_no_rate()
  },
  /** {min}, {max}. */
  get range() {
    return m.credit_cards_card_copy_range({ min: '{min}', max: '{max}' })
  },
  get variable() {
    return m.credit_cards_card_copy_variable()
  },
  get fixed() {
    return m.credit_cards_card_copy_fixed()
  },
  bands: {
    get 'lowest-quarter'() {
      return m.credit_cards_card_copy_bands_lowest_quarter()
    },
    get 'below-middle'() {
      return m.credit_cards_card_copy_bands_below_middle()
    },
    get 'middle-or-above'() {
      return m.credit_cards_card_copy_bands_middle_or_above()
    },
  },
  get national() {
    return m.credit_cards_card_copy_national()
  },
  get regional() {
    return m.credit_cards_card_copy_regional()
  },
  /** {state}. */
  get oneState() {
    return m.credit_cards_card_copy_one_state({ state: '{state}' })
  },
  /** {code}. */
  get unknownState() {
    return m.credit_cards_card_copy_unknown_state({ code: '{code}' })
  },
  get membershipNone() {
    return m.credit_cards_card_copy_membership_none()
  },
  get membershipCreditUnion() {
    return m.credit_cards_card_copy_membership_credit_union()
  },
  get membershipCondition() {
    return m.credit_cards_card_copy_membership_condition()
  },
  get membershipHowLink() {
    return m.credit_cards_card_copy_membership_how_link()
  },
  get membershipHow() {
    return m.credit_cards_card_copy_membership_how()
  },
  get link() {
    return m.credit_cards_card_copy_link()
  },
  get noLink() {
    return m.credit_cards_card_copy_no_link()
  },
}

export const unknownsBox = {
  get heading() {
    return m.credit_cards_unknowns_box_heading()
  },
  get intro() {
    return m.credit_cards_unknowns_box_intro()
  },
  items: [
    {
      get title() {
        return m.credit_cards_unknowns_box_items_1_title()
      },
      get text() {
        return m.credit_cards_unknowns_box_items_1_text()
      },
    },
    {
      get title() {
        return m.credit_cards_unknowns_box_items_2_title()
      },
      get text() {
        return m.credit_cards_unknowns_box_items_2_text()
      },
    },
    {
      get title() {
        return m.credit_cards_unknowns_box_items_3_title()
      },
      get text() {
        return m.credit_cards_unknowns_box_items_3_text()
      },
    },
    {
      get title() {
        return m.credit_cards_unknowns_box_items_4_title()
      },
      get text() {
        return m.credit_cards_unknowns_box_items_4_text()
      },
    },
    {
      get title() {
        return m.credit_cards_unknowns_box_items_5_title()
      },
      get text() {
        return m.credit_cards_unknowns_box_items_5_text()
      },
    },
    {
      get title() {
        return m.credit_cards_unknowns_box_items_6_title()
      },
      get text() {
        return m.credit_cards_unknowns_box_items_6_text()
      },
    },
  ],
  get zeroNote() {
    return m.credit_cards_unknowns_box_zero_note()
  },
}

export const attributionCopy = {
  /** {date}: the survey date. */
  get line() {
    return m.credit_cards_attribution_copy_line({ date: '{date}' })
  },
  get source() {
    return m.credit_cards_attribution_copy_source()
  },
  sourceUrl: 'https://www.consumerfinance.gov/data-research/credit-card-data/terms-credit-card-plans-survey/',
  get publicDomain() {
    return m.credit_cards_attribution_copy_public_domain()
  },
}

/** States, the District of Columbia and the territories the survey may name. */
export const usStates: Record<string, string> = {
  get AL() {
    return m.credit_cards_us_states_al()
  },
  get AK() {
    return m.credit_cards_us_states_ak()
  },
  get AZ() {
    return m.credit_cards_us_states_az()
  },
  get AR() {
    return m.credit_cards_us_states_ar()
  },
  get CA() {
    return m.credit_cards_us_states_ca()
  },
  get CO() {
    return m.credit_cards_us_states_co()
  },
  get CT() {
    return m.credit_cards_us_states_ct()
  },
  get DE() {
    return m.credit_cards_us_states_de()
  },
  get DC() {
    return m.credit_cards_us_states_dc()
  },
  get FL() {
    return m.credit_cards_us_states_fl()
  },
  get GA() {
    return m.credit_cards_us_states_ga()
  },
  get HI() {
    return m.credit_cards_us_states_hi()
  },
  get ID() {
    return m.credit_cards_us_states_id()
  },
  get IL() {
    return m.credit_cards_us_states_il()
  },
  get IN() {
    return m.credit_cards_us_states_in()
  },
  get IA() {
    return m.credit_cards_us_states_ia()
  },
  get KS() {
    return m.credit_cards_us_states_ks()
  },
  get KY() {
    return m.credit_cards_us_states_ky()
  },
  get LA() {
    return m.credit_cards_us_states_la()
  },
  get ME() {
    return m.credit_cards_us_states_me()
  },
  get MD() {
    return m.credit_cards_us_states_md()
  },
  get MA() {
    return m.credit_cards_us_states_ma()
  },
  get MI() {
    return m.credit_cards_us_states_mi()
  },
  get MN() {
    return m.credit_cards_us_states_mn()
  },
  get MS() {
    return m.credit_cards_us_states_ms()
  },
  get MO() {
    return m.credit_cards_us_states_mo()
  },
  get MT() {
    return m.credit_cards_us_states_mt()
  },
  get NE() {
    return m.credit_cards_us_states_ne()
  },
  get NV() {
    return m.credit_cards_us_states_nv()
  },
  get NH() {
    return m.credit_cards_us_states_nh()
  },
  get NJ() {
    return m.credit_cards_us_states_nj()
  },
  get NM() {
    return m.credit_cards_us_states_nm()
  },
  get NY() {
    return m.credit_cards_us_states_ny()
  },
  get NC() {
    return m.credit_cards_us_states_nc()
  },
  get ND() {
    return m.credit_cards_us_states_nd()
  },
  get OH() {
    return m.credit_cards_us_states_oh()
  },
  get OK() {
    return m.credit_cards_us_states_ok()
  },
  get OR() {
    return m.credit_cards_us_states_or()
  },
  get PA() {
    return m.credit_cards_us_states_pa()
  },
  get RI() {
    return m.credit_cards_us_states_ri()
  },
  get SC() {
    return m.credit_cards_us_states_sc()
  },
  get SD() {
    return m.credit_cards_us_states_sd()
  },
  get TN() {
    return m.credit_cards_us_states_tn()
  },
  get TX() {
    return m.credit_cards_us_states_tx()
  },
  get UT() {
    return m.credit_cards_us_states_ut()
  },
  get VT() {
    return m.credit_cards_us_states_vt()
  },
  get VA() {
    return m.credit_cards_us_states_va()
  },
  get WA() {
    return m.credit_cards_us_states_wa()
  },
  get WV() {
    return m.credit_cards_us_states_wv()
  },
  get WI() {
    return m.credit_cards_us_states_wi()
  },
  get WY() {
    return m.credit_cards_us_states_wy()
  },
  get AS() {
    return m.credit_cards_us_states_as()
  },
  get GU() {
    return m.credit_cards_us_states_gu()
  },
  get MP() {
    return m.credit_cards_us_states_mp()
  },
  get PR() {
    return m.credit_cards_us_states_pr()
  },
  get VI() {
    return m.credit_cards_us_states_vi()
  },
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** "2025-12-31" -> "31 December 2025" in English; the locale's own long date in French and Amharic. */
export function formatSurveyDate(iso: string, locale: string = getLocale()): string {
  const [year, month, day] = iso.split('-').map(Number)
  if (locale === 'en') return `${day} ${MONTHS[month - 1]} ${year}`
  return formatDate(iso, { locale: locale as Locale })
}
