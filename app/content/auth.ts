/**
 * Plain data of the account screens (/auth and the recovery pages). Their words are Paraglide
 * messages (messages/<locale>/auth.json, profile.json and server.json) called where they are shown
 * (docs/decisions/030-languages.md).
 */

/** Example values in the account and waitlist forms' fields: the same in every language. */
export const placeholders = { fullName: 'Ada Okafor', email: 'you@example.com' } as const

/** The local mailbox (/dev/mailbox): a developer's page, in English. */
export const mailboxCopy = {
  title: 'Local mailbox',
  intro:
    'Messages the embedded Supabase stack would have e-mailed, newest first. This page exists only while the app runs on the embedded backend.',
  empty: 'No messages yet. Sign up to receive a confirmation e-mail.',
} as const
