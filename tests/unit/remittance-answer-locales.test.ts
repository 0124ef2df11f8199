/**
 * The ways the family receives the money are joined with the page's own word for "or" (Intl.ListFormat's
 * disjunction): "or" in English, "ou" in French, "ወይም" in Amharic, never an English "or" on a French or
 * Amharic page.
 */
import { afterEach, describe, expect, it } from 'vitest'

import type { Payout } from '~/lib/remittance'
import { receiveSentencePart } from '~/lib/remittance-answer'
import { type Locale, overwriteGetLocale } from '~/paraglide/runtime.js'

const useLocale = (locale: Locale) => overwriteGetLocale(() => locale)
afterEach(() => useLocale('en'))

const bank: Payout = { receiveMethod: 'bank_account', speed: 'under_1_hour', coverage: 'high' }
const cash: Payout = { receiveMethod: 'cash_pickup', speed: 'under_1_hour', coverage: 'high' }
const wallet: Payout = { receiveMethod: 'mobile_wallet', speed: '2_to_5_days', coverage: 'medium' }

describe('receiveSentencePart joins the ways in the page language', () => {
  it('English: "or"', () => {
    useLocale('en')
    expect(receiveSentencePart([bank, cash])).toBe('into a bank account in under an hour or as cash to pick up in under an hour')
    expect(receiveSentencePart([bank, cash, wallet])).toBe(
      'into a bank account in under an hour, as cash to pick up in under an hour, or in a mobile wallet in 2 to 5 days',
    )
  })

  it('French: "ou", no English "or"', () => {
    useLocale('fr')
    const text = receiveSentencePart([bank, cash])
    expect(text).toBe("sur un compte bancaire en moins d'une heure ou en espèces à retirer en moins d'une heure")
    expect(text).not.toMatch(/\bor\b/)
    expect(receiveSentencePart([bank, cash, wallet])).toBe(
      "sur un compte bancaire en moins d'une heure, en espèces à retirer en moins d'une heure ou sur un portefeuille mobile en 2 à 5 jours",
    )
  })

  it('Amharic: "ወይም", no English "or"', () => {
    useLocale('am')
    const text = receiveSentencePart([bank, cash])
    expect(text).toBe('በባንክ ሒሳብ ከአንድ ሰዓት ባነሰ ጊዜ ወይም በጥሬ ገንዘብ ተቀብሎ ከአንድ ሰዓት ባነሰ ጊዜ')
    expect(text).not.toMatch(/\bor\b/)
    expect(receiveSentencePart([bank, cash, wallet])).toBe(
      'በባንክ ሒሳብ ከአንድ ሰዓት ባነሰ ጊዜ፣ በጥሬ ገንዘብ ተቀብሎ ከአንድ ሰዓት ባነሰ ጊዜ ወይም በሞባይል ዋሌት ከ2 እስከ 5 ቀናት ውስጥ',
    )
  })

  it('one way alone is left as it is', () => {
    useLocale('fr')
    expect(receiveSentencePart([wallet])).toBe('sur un portefeuille mobile en 2 à 5 jours')
  })
})
