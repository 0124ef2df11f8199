import { z } from 'zod'

import {
  accountMessages,
  BIO_MAX,
  FULL_NAME_MAX,
  FULL_NAME_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
} from './account-rules'

export * from './account-rules'

/** The same schemas validate in the browser (loaded lazily) and in the actions. */

// Conform turns empty inputs into undefined; required fields then get the rule's own message.
const email = z
  .string({ error: accountMessages.email })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: accountMessages.email }).max(254, { error: accountMessages.email }))
const password = z
  .string({ error: accountMessages.password })
  .min(PASSWORD_MIN, { error: accountMessages.password })
  .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters` })

export const SignInSchema = z.object({
  intent: z.literal('sign-in'),
  email,
  password,
  redirectTo: z.string().optional(),
})

export const SignUpSchema = z.object({
  intent: z.literal('sign-up'),
  fullName: z
    .string({ error: accountMessages.fullName })
    .trim()
    .min(FULL_NAME_MIN, { error: accountMessages.fullName })
    .max(FULL_NAME_MAX, { error: `Full name must be at most ${FULL_NAME_MAX} characters` }),
  email,
  password,
})

const optionalText = (min: number, max: number, minMessage: string, maxMessage: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.string().min(min, { error: minMessage }).max(max, { error: maxMessage }).optional())

export const ProfileSchema = z.object({
  username: optionalText(USERNAME_MIN, USERNAME_MAX, accountMessages.username, `Username must be at most ${USERNAME_MAX} characters`),
  fullName: optionalText(FULL_NAME_MIN, FULL_NAME_MAX, accountMessages.fullName, `Full name must be at most ${FULL_NAME_MAX} characters`),
  // "less than 500" in the message, 500 allowed: the spec's limit is "at most 500".
  bio: z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : undefined))
    .pipe(z.string().max(BIO_MAX, { error: accountMessages.bio }).optional()),
})

export type ProfileValues = z.infer<typeof ProfileSchema>
