/** The waitlist's messages (spelled as the product spec has them), interest options and limits. */
import { interestLabels, interestPlaceholderLabel } from '~/content/signup'

export const waitlistMessages = {
  fullNameRequired: 'Full name is required',
  fullNameTooShort: 'Please enter your full name',
  fullNameTooLong: 'Full name must be at most 100 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailDisposable: 'Please use a non-disposable email address',
  interestRequired: 'Please select an area of interest',
  termsRequired: 'You must accept the Terms of Service and Privacy Policy',
  duplicate: 'This email is already registered for early access.',
  databaseError: 'There was a problem registering your interest. Please try again.',
  unexpectedError: 'An unexpected error occurred. Please try again.',
  rateLimited: 'Too many submission attempts. Please try again later.',
} as const

/** The stored values, in the order the select lists them (labels live in app/content/signup.ts). */
export const interestValues = ['investing', 'banking', 'insurance', 'homeland', 'business'] as const

export type Interest = (typeof interestValues)[number]

export const interestOptions = interestValues.map((value) => ({ value, label: interestLabels[value] }))

/** The select's first option: shown, never selectable, never accepted. */
export const interestPlaceholder = { value: 'placeholder', label: interestPlaceholderLabel } as const

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
