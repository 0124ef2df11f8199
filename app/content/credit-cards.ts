/**
 * The states, the District of Columbia and the territories the credit-card survey may name, each code
 * with its name's message (a function: call it per request, in the request's language). Plain data:
 * the credit-card comparison and the credit-union pages read state names through `stateName`.
 */

import { m } from '~/paraglide/messages.js'

export const US_STATES = {
  AL: m.credit_cards_us_states_al,
  AK: m.credit_cards_us_states_ak,
  AZ: m.credit_cards_us_states_az,
  AR: m.credit_cards_us_states_ar,
  CA: m.credit_cards_us_states_ca,
  CO: m.credit_cards_us_states_co,
  CT: m.credit_cards_us_states_ct,
  DE: m.credit_cards_us_states_de,
  DC: m.credit_cards_us_states_dc,
  FL: m.credit_cards_us_states_fl,
  GA: m.credit_cards_us_states_ga,
  HI: m.credit_cards_us_states_hi,
  ID: m.credit_cards_us_states_id,
  IL: m.credit_cards_us_states_il,
  IN: m.credit_cards_us_states_in,
  IA: m.credit_cards_us_states_ia,
  KS: m.credit_cards_us_states_ks,
  KY: m.credit_cards_us_states_ky,
  LA: m.credit_cards_us_states_la,
  ME: m.credit_cards_us_states_me,
  MD: m.credit_cards_us_states_md,
  MA: m.credit_cards_us_states_ma,
  MI: m.credit_cards_us_states_mi,
  MN: m.credit_cards_us_states_mn,
  MS: m.credit_cards_us_states_ms,
  MO: m.credit_cards_us_states_mo,
  MT: m.credit_cards_us_states_mt,
  NE: m.credit_cards_us_states_ne,
  NV: m.credit_cards_us_states_nv,
  NH: m.credit_cards_us_states_nh,
  NJ: m.credit_cards_us_states_nj,
  NM: m.credit_cards_us_states_nm,
  NY: m.credit_cards_us_states_ny,
  NC: m.credit_cards_us_states_nc,
  ND: m.credit_cards_us_states_nd,
  OH: m.credit_cards_us_states_oh,
  OK: m.credit_cards_us_states_ok,
  OR: m.credit_cards_us_states_or,
  PA: m.credit_cards_us_states_pa,
  RI: m.credit_cards_us_states_ri,
  SC: m.credit_cards_us_states_sc,
  SD: m.credit_cards_us_states_sd,
  TN: m.credit_cards_us_states_tn,
  TX: m.credit_cards_us_states_tx,
  UT: m.credit_cards_us_states_ut,
  VT: m.credit_cards_us_states_vt,
  VA: m.credit_cards_us_states_va,
  WA: m.credit_cards_us_states_wa,
  WV: m.credit_cards_us_states_wv,
  WI: m.credit_cards_us_states_wi,
  WY: m.credit_cards_us_states_wy,
  AS: m.credit_cards_us_states_as,
  GU: m.credit_cards_us_states_gu,
  MP: m.credit_cards_us_states_mp,
  PR: m.credit_cards_us_states_pr,
  VI: m.credit_cards_us_states_vi,
} as const

type StateCode = keyof typeof US_STATES

/** Every code the list holds. */
export const STATE_CODES = Object.keys(US_STATES) as StateCode[]

const isStateCode = (code: string): code is StateCode => Object.hasOwn(US_STATES, code)

/** A state's name in the request's language; undefined for a code the list does not hold. */
export function stateName(code: string): string | undefined {
  return isStateCode(code) ? US_STATES[code]() : undefined
}
