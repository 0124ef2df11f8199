/**
 * The forms' messages in every language (issue 23, decision 030): the schemas are built once, at
 * import, but each message is read when an issue is reported, so the same schema answers a French
 * request in French and an Amharic one in Amharic, and English stays exactly as the spec writes it.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { afterEach, describe, expect, it } from 'vitest'

import { EmailOnlySchema, NewPasswordSchema, ProfileSchema, retryAfterText, SignUpSchema } from '~/lib/account-schemas'
import { waitlistSchema } from '~/lib/waitlist'
import { placeOfText, viewsLimitedText } from '~/components/waitlist/link-problems'
import { m } from '~/paraglide/messages.js'
import { overwriteGetLocale } from '~/paraglide/runtime.js'

import { buildConfirmationEmail, buildPriceAlertEmail, linksFor } from '../../supabase/functions/send-confirmation/handler'

type Locale = 'en' | 'fr' | 'am'
const useLocale = (locale: Locale) => overwriteGetLocale(() => locale)

afterEach(() => useLocale('en'))

function form(fields: Record<string, string>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  return data
}

function errorsOf(schema: Parameters<typeof parseWithZod>[1]['schema'], fields: Record<string, string>) {
  const submission = parseWithZod(form(fields), { schema })
  expect(submission.status).toBe('error')
  return (submission.reply().error ?? {}) as Record<string, string[] | null>
}

/** The waitlist form posted empty: one message per required field. */
const EMPTY_JOIN = {}

const EXPECTED_JOIN: Record<Locale, Record<string, string>> = {
  en: {
    fullName: 'Full name is required',
    email: 'Email is required',
    interest: 'Please select an area of interest',
    terms: 'You must accept the Terms of Service and Privacy Policy',
  },
  fr: {
    fullName: 'Le nom complet est obligatoire',
    email: "L'adresse e-mail est obligatoire",
    interest: "Veuillez choisir un domaine d'intérêt",
    terms: "Vous devez accepter les Conditions d'utilisation et la Politique de confidentialité",
  },
  am: {
    fullName: 'ሙሉ ስም ያስፈልጋል',
    email: 'ኢሜይል ያስፈልጋል',
    interest: 'እባክዎ የሚፈልጉትን ርዕስ ይምረጡ',
    terms: 'የአገልግሎት ውሎችን እና የግላዊነት መመሪያን መቀበል አለብዎት',
  },
}

describe('the waitlist schema answers in the request language', () => {
  for (const locale of ['en', 'fr', 'am'] as const) {
    it(`${locale}: an empty join names every missing field in ${locale}`, () => {
      useLocale(locale)
      const errors = errorsOf(waitlistSchema, EMPTY_JOIN)
      for (const [field, message] of Object.entries(EXPECTED_JOIN[locale])) expect(errors[field], field).toEqual([message])
    })
  }

  it('one schema, three requests: the language is read per issue, not when the schema was built', () => {
    const seen = (['fr', 'am', 'en'] as const).map((locale) => {
      useLocale(locale)
      return errorsOf(waitlistSchema, { fullName: 'A', email: 'a@mailinator.com', interest: 'banking', terms: 'on' })
    })
    expect(seen[0]).toMatchObject({
      fullName: ['Veuillez saisir votre nom complet'],
      email: ['Veuillez utiliser une adresse e-mail permanente (pas une adresse jetable)'],
    })
    expect(seen[1]).toMatchObject({ fullName: ['እባክዎ ሙሉ ስምዎን ያስገቡ'] })
    expect(seen[2]).toMatchObject({ fullName: ['Please enter your full name'], email: ['Please use a non-disposable email address'] })
  })

  it('the optional preferred language: empty passes, a listed value is kept, anything else is refused in the language', () => {
    const valid = { fullName: 'Ada Okafor', email: 'ada@example.com', interest: 'banking', terms: 'on' }
    const empty = parseWithZod(form({ ...valid, preferredLanguage: '' }), { schema: waitlistSchema })
    expect(empty.status).toBe('success')
    expect(empty.status === 'success' && empty.value.preferredLanguage).toBeUndefined()
    const somali = parseWithZod(form({ ...valid, preferredLanguage: 'so' }), { schema: waitlistSchema })
    expect(somali.status === 'success' && somali.value.preferredLanguage).toBe('so')
    useLocale('fr')
    expect(errorsOf(waitlistSchema, { ...valid, preferredLanguage: 'klingon' }).preferredLanguage).toEqual([
      'Choisissez une langue de la liste, ou laissez vide',
    ])
  })

  it("the server's messages follow the language too (the spec's English unchanged)", () => {
    expect(m.server_waitlist_duplicate()).toBe('This email is already registered for early access.')
    expect(m.server_rate_limited()).toBe('Too many submission attempts. Please try again later.')
    useLocale('fr')
    expect(m.server_waitlist_duplicate()).toBe("Cette adresse e-mail est déjà inscrite pour l'accès anticipé.")
    useLocale('am')
    expect(m.server_waitlist_duplicate()).toBe('ይህ ኢሜይል ለቅድሚያ መጠቀም አስቀድሞ ተመዝግቧል።')
  })
})

describe('the account schemas answer in the request language', () => {
  it('sign-up: the spec English, then French and Amharic', () => {
    const empty = { intent: 'sign-up' }
    expect(errorsOf(SignUpSchema, empty)).toMatchObject({
      fullName: ['Full name must be at least 2 characters'],
      email: ['Please enter a valid email address'],
      password: ['Password must be at least 6 characters'],
    })
    useLocale('fr')
    expect(errorsOf(SignUpSchema, empty)).toMatchObject({
      fullName: ['Le nom complet doit compter au moins 2 caractères'],
      email: ['Veuillez saisir une adresse e-mail valable'],
      password: ['Le mot de passe doit compter au moins 6 caractères'],
    })
    useLocale('am')
    expect(errorsOf(SignUpSchema, empty)).toMatchObject({
      fullName: ['ሙሉ ስም ቢያንስ 2 ፊደላት መሆን አለበት'],
      email: ['እባክዎ ትክክለኛ የኢሜይል አድራሻ ያስገቡ'],
      password: ['የይለፍ ቃል ቢያንስ 6 ፊደላት መሆን አለበት'],
    })
  })

  it('the other account forms: one address, the new password twice, the profile', () => {
    useLocale('fr')
    expect(errorsOf(EmailOnlySchema, { email: 'nope' }).email).toEqual(['Veuillez saisir une adresse e-mail valable'])
    expect(errorsOf(NewPasswordSchema, { password: 'secret1', confirmPassword: 'secret2' }).confirmPassword).toEqual([
      'Les mots de passe ne correspondent pas',
    ])
    useLocale('am')
    expect(errorsOf(ProfileSchema, { username: 'ab', bio: 'x'.repeat(501) })).toMatchObject({
      username: ['የተጠቃሚ ስም ቢያንስ 3 ፊደላት መሆን አለበት'],
      bio: ['የግል መግለጫ ከ500 ፊደላት ያነሰ መሆን አለበት'],
    })
    expect(errorsOf(ProfileSchema, { locale: 'de' }).locale).toEqual(['ከዝርዝሩ ቋንቋ ይምረጡ፣ ወይም ባዶ ይተዉት'])
  })

  it('the wait before trying again, with its numbers unchanged and the singular where the language has it', () => {
    expect([retryAfterText(1), retryAfterText(45), retryAfterText(600), retryAfterText(7200)]).toEqual([
      'Try again in 1 second.',
      'Try again in 45 seconds.',
      'Try again in 10 minutes.',
      'Try again in 2 hours.',
    ])
    useLocale('fr')
    expect([retryAfterText(1), retryAfterText(45), retryAfterText(600)]).toEqual([
      'Réessayez dans 1 seconde.',
      'Réessayez dans 45 secondes.',
      'Réessayez dans 10 minutes.',
    ])
    useLocale('am')
    expect(retryAfterText(600)).toBe('ከ10 ደቂቃዎች በኋላ እንደገና ይሞክሩ።')
  })
})

describe('copy with numbers', () => {
  it('keeps the number and chooses the form per language', () => {
    expect(placeOfText(1)).toBe('of 1 confirmed member')
    expect(placeOfText(1234)).toBe('of 1,234 confirmed members')
    useLocale('fr')
    expect(placeOfText(1)).toBe('sur 1 membre confirmé')
    expect(viewsLimitedText(5)).toContain('5 minutes')
    expect(m.signup_thank_you_heading()).toBe('Encore une étape : confirmez votre e-mail')
  })
})

describe('the waitlist e-mails in the language the entry joined in', () => {
  const tokens = { confirm: 'c'.repeat(43), status: 's'.repeat(43), leave: 'l'.repeat(43) }

  it('English: the copy as before, links at the unprefixed pages', () => {
    const mail = buildConfirmationEmail('ada@example.com', 'homeland', linksFor('https://site.example', tokens, 'abc123'))
    expect(mail.subject).toBe('Confirm your spot on the Diaspora Finance waitlist')
    expect(mail.text).toContain('(your interest: Help Me Invest Securely Back Home)')
    expect(mail.text).toContain('https://site.example/waitlist/confirm?token=')
    expect(mail.text).toContain('This link works for 7 days.')
    expect(mail.html).toContain('<strong>Help Me Invest Securely Back Home</strong>')
  })

  it('French: the copy, the interest and the links (under /fr) in French; numbers unchanged', () => {
    const mail = buildConfirmationEmail('ada@example.com', 'banking', linksFor('https://site.example', tokens, 'abc123', 'fr'), 'fr')
    expect(mail.subject).toBe("Confirmez votre place sur la liste d'attente de Diaspora Finance")
    expect(mail.text).toContain("(votre domaine d'intérêt : Apprenez-moi la banque)")
    expect(mail.text).toContain('Ce lien fonctionne 7 jours.')
    expect(mail.text).toContain('vous fait monter de 5 places')
    expect(mail.text).toContain('https://site.example/fr/waitlist/confirm?token=')
    expect(mail.text).toContain('https://site.example/fr/signup?ref=abc123')
    expect(mail.html).toContain('<div lang="fr">')
    expect(mail.headers?.['List-Unsubscribe']).toBe(`<https://site.example/fr/waitlist/leave?token=${tokens.leave}>`)
  })

  it("Amharic: Ge'ez script, the same numbers, links under /am", () => {
    const mail = buildConfirmationEmail('ada@example.com', 'investing', linksFor('https://site.example', tokens, 'abc123', 'am'), 'am')
    expect(mail.subject).toBe('በDiaspora Finance የመጠባበቂያ ዝርዝር ላይ ቦታዎን ያረጋግጡ')
    expect(mail.text).toContain('ስለ ኢንቨስትመንት አስተምሩኝ')
    expect(mail.text).toContain('ይህ ሊንክ ለ7 ቀናት ይሠራል።')
    expect(mail.text).toContain('https://site.example/am/waitlist/status?token=')
    expect(mail.html).toContain('<div lang="am">')
  })

  it('the price alert: the survey months in the language (Gregorian months in Amharic), the country as the survey names it', () => {
    const alert = { entryId: '00000000-0000-4000-8000-000000000000', corridor: 'NG', country: 'Nigeria', quarter: '2025Q3' }
    const fr = buildPriceAlertEmail('ada@example.com', alert, 'https://site.example', 'tok', 'fr')
    expect(fr.subject).toBe("Nouveaux prix pour envoyer de l'argent vers Nigeria")
    expect(fr.text).toContain('juillet-septembre 2025')
    expect(fr.text).toContain('https://site.example/fr/navigator/remittance?to=NG')
    const am = buildPriceAlertEmail('ada@example.com', alert, 'https://site.example', 'tok', 'am')
    expect(am.text).toContain('ከጁላይ እስከ ሴፕቴምበር 2025 (እ.ኤ.አ.)')
  })
})
