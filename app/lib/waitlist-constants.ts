/**
 * The waitlist's messages (the English spelled as the product spec has them), interest options and
 * limits. The messages are getters over Paraglide messages (messages/<locale>/validation.json and
 * server.json): a schema reads them when it reports an error, in that request's language (decision 030).
 */
import { interestLabels, interestPlaceholderLabel, preferredLanguageLabels } from '~/content/signup'
import { lazyCopy } from '~/content/lazy-copy'
import { m } from '~/paraglide/messages.js'

export const waitlistMessages = lazyCopy({
  fullNameRequired: m.validation_full_name_required,
  fullNameTooShort: m.validation_full_name_too_short,
  fullNameTooLong: () => m.validation_full_name_too_long({ max: String(FULL_NAME_MAX) }),
  emailRequired: m.validation_email_required,
  emailInvalid: m.validation_email_invalid,
  emailDisposable: m.validation_email_disposable,
  interestRequired: m.validation_interest_required,
  termsRequired: m.validation_terms_required,
  languageInvalid: m.validation_language_invalid,
  duplicate: m.server_waitlist_duplicate,
  databaseError: m.server_waitlist_database_error,
  unexpectedError: m.server_unexpected_error,
  rateLimited: m.server_rate_limited,
})

/** The stored values, in the order the select lists them (labels live in app/content/signup.ts). */
export const interestValues = ['investing', 'banking', 'insurance', 'homeland', 'business'] as const

export type Interest = (typeof interestValues)[number]

export const interestOptions = interestValues.map((value) => ({
  value,
  get label() {
    return interestLabels[value]
  },
}))

/** The select's first option: shown, never selectable, never accepted. */
export const interestPlaceholder = {
  value: 'placeholder',
  get label() {
    return interestPlaceholderLabel()
  },
} as const

/**
 * The optional "Preferred language" of a waitlist entry (issue 23): the language the member would like
 * the guide in, counted on the admin page so the next languages follow real demand. Stored as given.
 */
export const preferredLanguageValues = ['en', 'fr', 'am', 'so', 'sw', 'pt', 'ti', 'ar', 'other'] as const

export type PreferredLanguage = (typeof preferredLanguageValues)[number]

export const preferredLanguageOptions = preferredLanguageValues.map((value) => ({
  value,
  get label() {
    return preferredLanguageLabels[value]
  },
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
