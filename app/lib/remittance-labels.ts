/**
 * The words for the survey's codes (how you pay, where, how the family receives the money, how fast) and
 * the African countries' names: each code paired with its Paraglide message, called where the word is
 * shown (`receiveLabels[way.receiveMethod]()`), so each request reads its own language.
 */
import { m } from '~/paraglide/messages.js'

import type { AccessPoint, Instrument, Method, ReceiveMethod, Speed } from './remittance'

type Words<K extends string> = Readonly<Record<K, () => string>>

/** How the offer is paid for, as its card shows it. */
export const instrumentLabels: Words<Instrument> = {
  bank_account: m.remittance_instrument_labels_bank_account,
  debit_card: m.remittance_instrument_labels_debit_card,
  credit_card: m.remittance_instrument_labels_credit_card,
  cash: m.remittance_instrument_labels_cash,
  mobile_money: m.remittance_instrument_labels_mobile_money,
  other: m.remittance_instrument_labels_other,
}

/** The ways of paying the form offers (the survey's instruments for these corridors). */
export const methodLabels: Words<Method> = {
  bank_account: m.remittance_method_labels_bank_account,
  debit_card: m.remittance_method_labels_debit_card,
  credit_card: m.remittance_method_labels_credit_card,
  cash: m.remittance_method_labels_cash,
}

/** How you pay, as part of the answer sentence ("WorldRemit, paid from your bank account, online"). */
export const payWithPhrases: Words<Instrument> = {
  bank_account: m.remittance_pay_with_phrases_bank_account,
  debit_card: m.remittance_pay_with_phrases_debit_card,
  credit_card: m.remittance_pay_with_phrases_credit_card,
  cash: m.remittance_pay_with_phrases_cash,
  mobile_money: m.remittance_pay_with_phrases_mobile_money,
  other: m.remittance_pay_with_phrases_other,
}

/** Where you pay, as part of the answer sentence. */
export const accessPointPhrases: Words<AccessPoint> = {
  online: m.remittance_access_point_phrases_online,
  agent: m.remittance_access_point_phrases_agent,
  bank_branch: m.remittance_access_point_phrases_bank_branch,
  phone: m.remittance_access_point_phrases_phone,
  other: m.remittance_access_point_phrases_other,
}

/** How the family receives the money (the form's filter and each offer). */
export const receiveLabels: Words<ReceiveMethod> = {
  cash_pickup: m.remittance_receive_labels_cash_pickup,
  bank_account: m.remittance_receive_labels_bank_account,
  mobile_wallet: m.remittance_receive_labels_mobile_wallet,
}

/** How the family receives the money, inside a sentence ("The family receives it into a bank account"). */
export const receivePhrases: Words<ReceiveMethod> = {
  cash_pickup: m.remittance_receive_phrases_cash_pickup,
  bank_account: m.remittance_receive_phrases_bank_account,
  mobile_wallet: m.remittance_receive_phrases_mobile_wallet,
}

/** How fast the money is there, as the survey banded it. */
export const speedLabels: Words<Speed> = {
  under_1_hour: m.remittance_speed_labels_under_1_hour,
  same_day: m.remittance_speed_labels_same_day,
  next_day: m.remittance_speed_labels_next_day,
  '2_to_5_days': m.remittance_speed_labels_2_to_5_days,
  '6_days_or_more': m.remittance_speed_labels_6_days_or_more,
}

/** Where the offer is paid, as its card shows it. */
export const accessPointLabels: Words<AccessPoint> = {
  online: m.remittance_access_point_labels_online,
  agent: m.remittance_access_point_labels_agent,
  bank_branch: m.remittance_access_point_labels_bank_branch,
  phone: m.remittance_access_point_labels_phone,
  other: m.remittance_access_point_labels_other,
}

/** African countries by ISO 3166-1 alpha-2 code, for the destination list. The survey data names its own
 * corridors; every other country here gets the "no survey data" answer. */
export const africanCountries: Words<string> = {
  DZ: m.remittance_african_countries_dz,
  AO: m.remittance_african_countries_ao,
  BJ: m.remittance_african_countries_bj,
  BW: m.remittance_african_countries_bw,
  BF: m.remittance_african_countries_bf,
  BI: m.remittance_african_countries_bi,
  CV: m.remittance_african_countries_cv,
  CM: m.remittance_african_countries_cm,
  CF: m.remittance_african_countries_cf,
  TD: m.remittance_african_countries_td,
  KM: m.remittance_african_countries_km,
  CG: m.remittance_african_countries_cg,
  CD: m.remittance_african_countries_cd,
  CI: m.remittance_african_countries_ci,
  DJ: m.remittance_african_countries_dj,
  EG: m.remittance_african_countries_eg,
  GQ: m.remittance_african_countries_gq,
  ER: m.remittance_african_countries_er,
  SZ: m.remittance_african_countries_sz,
  ET: m.remittance_african_countries_et,
  GA: m.remittance_african_countries_ga,
  GM: m.remittance_african_countries_gm,
  GH: m.remittance_african_countries_gh,
  GN: m.remittance_african_countries_gn,
  GW: m.remittance_african_countries_gw,
  KE: m.remittance_african_countries_ke,
  LS: m.remittance_african_countries_ls,
  LR: m.remittance_african_countries_lr,
  LY: m.remittance_african_countries_ly,
  MG: m.remittance_african_countries_mg,
  MW: m.remittance_african_countries_mw,
  ML: m.remittance_african_countries_ml,
  MR: m.remittance_african_countries_mr,
  MU: m.remittance_african_countries_mu,
  MA: m.remittance_african_countries_ma,
  MZ: m.remittance_african_countries_mz,
  NA: m.remittance_african_countries_na,
  NE: m.remittance_african_countries_ne,
  NG: m.remittance_african_countries_ng,
  RW: m.remittance_african_countries_rw,
  ST: m.remittance_african_countries_st,
  SN: m.remittance_african_countries_sn,
  SC: m.remittance_african_countries_sc,
  SL: m.remittance_african_countries_sl,
  SO: m.remittance_african_countries_so,
  ZA: m.remittance_african_countries_za,
  SS: m.remittance_african_countries_ss,
  SD: m.remittance_african_countries_sd,
  TZ: m.remittance_african_countries_tz,
  TG: m.remittance_african_countries_tg,
  TN: m.remittance_african_countries_tn,
  UG: m.remittance_african_countries_ug,
  ZM: m.remittance_african_countries_zm,
  ZW: m.remittance_african_countries_zw,
}
