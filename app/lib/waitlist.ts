/**
 * The waitlist's rules: one Zod schema for the browser (Conform) and the server (the /signup action).
 * The disposable-domain check is a parameter: the browser checks the 10 domains below, the server
 * adds the full npm list (app/.server/waitlist.server.ts), which must never be shipped to the browser.
 */
import { z } from 'zod'

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
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/
export const EMAIL_MAX = 254

/** The domain part of an address, lower case ('' when there is none). */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@')
  return at < 0 ? '' : email.slice(at + 1).trim().toLowerCase()
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

export type DisposableDomainCheck = (domain: string) => boolean

/**
 * The waitlist schema. `isDisposableDomain` defaults to the 10 named domains; the server passes a
 * check that also covers the maintained npm list.
 */
export function createWaitlistSchema(isDisposableDomain: DisposableDomainCheck = isBlockedEmailDomain) {
  return z.object({
    fullName: z
      .string({ error: waitlistMessages.fullNameRequired })
      .trim()
      .min(1, { error: waitlistMessages.fullNameRequired, abort: true })
      .min(2, { error: waitlistMessages.fullNameTooShort, abort: true })
      .max(FULL_NAME_MAX, { error: waitlistMessages.fullNameTooLong, abort: true })
      // Control characters (NUL cannot even be stored in Postgres text) are never part of a name.
      .refine((name) => !CONTROL_CHARACTERS.test(name), { error: waitlistMessages.fullNameTooShort }),
    email: z
      .string({ error: waitlistMessages.emailRequired })
      .trim()
      .toLowerCase()
      .min(1, { error: waitlistMessages.emailRequired, abort: true })
      .max(EMAIL_MAX, { error: waitlistMessages.emailInvalid, abort: true })
      .regex(z.regexes.email, { error: waitlistMessages.emailInvalid, abort: true })
      .refine((email) => !isDisposableDomain(emailDomain(email)), { error: waitlistMessages.emailDisposable }),
    interest: z.enum(interestValues, { error: waitlistMessages.interestRequired }),
    // Conform turns a ticked checkbox's "on" into true and an unticked one into undefined.
    terms: z
      .boolean({ error: waitlistMessages.termsRequired })
      .refine((accepted) => accepted, { error: waitlistMessages.termsRequired }),
  })
}

/** The browser's schema (the 10 named disposable domains). */
export const waitlistSchema = createWaitlistSchema()

export type WaitlistEntry = z.infer<typeof waitlistSchema>

