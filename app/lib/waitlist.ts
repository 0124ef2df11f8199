/**
 * The waitlist's rules: one Zod schema for the browser (Conform) and the server (the /signup action).
 * The disposable-domain check is a parameter: the browser checks the 10 named domains, the server
 * adds the full npm list (app/.server/waitlist/waitlist.server.ts), which must never be shipped to the browser.
 * Messages, options and limits live in ./waitlist-constants.ts (no Zod there, so the page can use
 * them without loading Zod up front) and are re-exported here.
 */
import { z } from 'zod'

import {
  EMAIL_MAX,
  emailDomain,
  FULL_NAME_MAX,
  interestValues,
  isBlockedEmailDomain,
  preferredLanguageValues,
  waitlistMessages,
} from './waitlist-constants'

export * from './waitlist-constants'

const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/

export type DisposableDomainCheck = (domain: string) => boolean

/**
 * The waitlist schema. `isDisposableDomain` defaults to the 10 named domains; the server passes a
 * check that also covers the maintained npm list. Every message is a function (Zod 4 `error: () => …`),
 * read when an issue is reported, so one schema answers each request in its own language (decision 030).
 */
export function createWaitlistSchema(isDisposableDomain: DisposableDomainCheck = isBlockedEmailDomain) {
  return z.object({
    fullName: z
      .string({ error: () => waitlistMessages.fullNameRequired })
      .trim()
      .min(1, { error: () => waitlistMessages.fullNameRequired, abort: true })
      .min(2, { error: () => waitlistMessages.fullNameTooShort, abort: true })
      .max(FULL_NAME_MAX, { error: () => waitlistMessages.fullNameTooLong, abort: true })
      // Control characters (NUL cannot even be stored in Postgres text) are never part of a name.
      .refine((name) => !CONTROL_CHARACTERS.test(name), { error: () => waitlistMessages.fullNameTooShort }),
    email: z
      .string({ error: () => waitlistMessages.emailRequired })
      .trim()
      .toLowerCase()
      .min(1, { error: () => waitlistMessages.emailRequired, abort: true })
      .max(EMAIL_MAX, { error: () => waitlistMessages.emailInvalid, abort: true })
      .regex(z.regexes.email, { error: () => waitlistMessages.emailInvalid, abort: true })
      .refine((email) => !isDisposableDomain(emailDomain(email)), { error: () => waitlistMessages.emailDisposable }),
    interest: z.enum(interestValues, { error: () => waitlistMessages.interestRequired }),
    // Conform turns a ticked checkbox's "on" into true and an unticked one into undefined.
    terms: z
      .boolean({ error: () => waitlistMessages.termsRequired })
      .refine((accepted) => accepted, { error: () => waitlistMessages.termsRequired }),
    // Optional: an empty select is undefined (Conform); anything else must be one of the listed values.
    preferredLanguage: z.enum(preferredLanguageValues, { error: () => waitlistMessages.languageInvalid }).optional(),
  })
}

/** The browser's schema (the 10 named disposable domains). */
export const waitlistSchema = createWaitlistSchema()

export type WaitlistEntry = z.infer<typeof waitlistSchema>
