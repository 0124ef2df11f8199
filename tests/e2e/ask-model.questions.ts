/** The questions the fake model (tests/e2e/support/fake-model.global.ts) answers, per language. */
export const FAKE_MODEL_QUESTIONS = {
  en: 'how long do I have to cancel a money transfer',
  fr: 'combien de temps pour annuler un transfert',
  am: 'ዝውውርን እንዴት መሰረዝ እችላለሁ?',
} as const
