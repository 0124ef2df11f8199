/**
 * The waitlist's rules: one Zod schema for the browser (Conform) and the server (the /signup action).
 * The disposable-domain check is a parameter: the browser checks the 10 named domains, the server
 * adds the full npm list (app/.server/waitlist/waitlist.server.ts), which must never be shipped to the browser.
 * Messages, options and limits live in ./waitlist-constants.ts (no Zod there, so the page can use
 * them without loading Zod up front) and are re-exported here.
 */
import { z } from 'zod'

import { EMAIL_MAX, emailDomain, FULL_NAME_MAX, interestValues, isBlockedEmailDomain, preferredLanguageValues } from './waitlist-constants'
import { m } from '~/paraglide/messages.js'

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
      .string({ error: () => m.validation_full_name_required() })
      .trim()
      .min(1, { error: () => m.validation_full_name_required(), abort: true })
      .min(2, { error: () => m.validation_full_name_too_short(), abort: true })
      .max(FULL_NAME_MAX, { error: () => m.validation_full_name_too_long({ max: FULL_NAME_MAX }), abort: true })
      // Control characters (NUL cannot even be stored in Postgres text) are never part of a name.
      .refine((name) => !CONTROL_CHARACTERS.test(name), { error: () => m.validation_full_name_too_short() }),
    email: z
      .string({ error: () => m.validation_email_required() })
      .trim()
      .toLowerCase()
      .min(1, { error: () => m.validation_email_required(), abort: true })
      .max(EMAIL_MAX, { error: () => m.validation_email_invalid(), abort: true })
      .regex(z.regexes.email, { error: () => m.validation_email_invalid(), abort: true })
      .refine((email) => !isDisposableDomain(emailDomain(email)), { error: () => m.validation_email_disposable() }),
    interest: z.enum(interestValues, { error: () => m.validation_interest_required() }),
    // Conform turns a ticked checkbox's "on" into true and an unticked one into undefined.
    terms: z
      .boolean({ error: () => m.validation_terms_required() })
      .refine((accepted) => accepted, { error: () => m.validation_terms_required() }),
    // Optional: an empty select is undefined (Conform); anything else must be one of the listed values.
    preferredLanguage: z.enum(preferredLanguageValues, { error: () => m.validation_language_invalid() }).optional(),
  })
}

/** The browser's schema (the 10 named disposable domains). */
export const waitlistSchema = createWaitlistSchema()

export type WaitlistEntry = z.infer<typeof waitlistSchema>
