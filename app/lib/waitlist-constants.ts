/**
 * The waitlist's options and limits, free of Zod so the page can use them cheaply. An option pairs
 * its stored value with its message function (messages/<locale>/signup.json), called where it is
 * shown, in that request's language (decision 030). The validation messages are called where the
 * schema reports them (./waitlist.ts).
 */
import { m } from '~/paraglide/messages.js'

/** The stored values, in the order the select lists them. */
export const interestValues = ['investing', 'banking', 'insurance', 'homeland', 'business'] as const

export type Interest = (typeof interestValues)[number]

/** Each interest's label (the waitlist form, the admin list and its CSV). */
export const interestLabels: Record<Interest, () => string> = {
  investing: m.signup_interest_investing,
  banking: m.signup_interest_banking,
  insurance: m.signup_interest_insurance,
  homeland: m.signup_interest_homeland,
  business: m.signup_interest_business,
}

export const interestOptions = interestValues.map((value) => ({ value, label: interestLabels[value] }))

/** The select's first option: shown, never selectable, never accepted. */
export const interestPlaceholder = { value: 'placeholder', label: m.signup_interest_placeholder } as const

/**
 * The optional "Preferred language" of a waitlist entry (issue 23): the language the member would like
 * the guide in, counted on the admin page so the next languages follow real demand. Stored as given.
 */
export const preferredLanguageValues = ['en', 'fr', 'am', 'so', 'sw', 'pt', 'ti', 'ar', 'other'] as const

export type PreferredLanguage = (typeof preferredLanguageValues)[number]

/** Each language named in its own language and script ("other" is a message, in the page's language). */
export const preferredLanguageNames = {
  en: 'English',
  fr: 'Français',
  am: 'አማርኛ',
  so: 'Soomaali',
  sw: 'Kiswahili',
  pt: 'Português',
  ti: 'ትግርኛ',
  ar: 'العربية',
} as const satisfies Record<Exclude<PreferredLanguage, 'other'>, string>

export const preferredLanguageOptions = preferredLanguageValues.map((value) => ({
  value,
  label: value === 'other' ? m.signup_language_other : () => preferredLanguageNames[value],
  /** The language of the option's own name (for `lang` on the option; "other" is in the page's language). */
  lang: value === 'other' ? undefined : value,
}))

/**
 * The 10 disposable-mail domains the product names. The spec leaves three unnamed; we chose
 * temp-mail.org, trashmail.com and sharklasers.com (well-known throwaway hosts, all on the npm list too).
 */
export const blockedEmailDomains = [
  'mailinator.com',
  'temp-mail.org',
  '10minutemail.com',
  'guerrillamail.com',
  'throwawaymail.com',
  'yopmail.com',
  'trashmail.com',
  'dispostable.com',
  'maildrop.cc',
  'sharklasers.com',
] as const

export const FULL_NAME_MAX = 100
export const EMAIL_MAX = 254

/** The domain part of an address, lower case ('' when there is none). */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@')
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase()
}

/** The domain and each of its parent domains: a.b.example.com -> [a.b.example.com, b.example.com, example.com]. */
export function domainAndParents(domain: string): string[] {
  const labels = domain.split('.').filter(Boolean)
  const out: string[] = []
  for (let i = 0; i < labels.length - 1; i++) out.push(labels.slice(i).join('.'))
  return out
}

const blockedSet = new Set<string>(blockedEmailDomains)

/** The browser's check: one of the 10 named domains, or a subdomain of one. */
export function isBlockedEmailDomain(domain: string): boolean {
  return domainAndParents(domain).some((d) => blockedSet.has(d))
}
