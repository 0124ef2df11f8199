/**
 * What a guide page says about its language (decision 031): the one-line notice when a guide is shown
 * in English on a French or Amharic page, and, on a translated guide, where it comes from and how it
 * was checked. Messages: messages/<locale>/guides.json.
 */
import { m } from '~/paraglide/messages.js'

export const guideTranslationCopy = {
  fallback: {
    get untranslated() {
      return m.guides_fallback_untranslated()
    },
    get outdated() {
      return m.guides_fallback_outdated()
    },
  },
  translatedFrom: (date: string) => m.guides_translated_from({ date }),
  get unreviewed() {
    return m.guides_translation_unreviewed()
  },
  reviewedBy: (reviewer: string) => m.guides_translation_reviewed({ reviewer }),
  get englishVersion() {
    return m.guides_english_version()
  },
  get inEnglish() {
    return m.guides_in_english()
  },
}
