import { z } from 'zod'

import {
  BIO_MAX,
  CONTROL_CHARACTERS,
  FULL_NAME_MAX,
  FULL_NAME_MIN,
  LINE_CONTROL_CHARACTERS,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PROFILE_LOCALES,
  USERNAME_MAX,
  USERNAME_MIN,
} from './account-rules'
import { m } from '~/paraglide/messages.js'

export * from './account-rules'

/**
 * The same schemas validate in the browser (loaded lazily) and in the actions. Every message is a
 * function (Zod 4 `error: () => …`), read when an issue is reported, in the request's language (decision 030).
 */

// Conform turns empty inputs into undefined; required fields then get the rule's own message.
const email = z
  .string({ error: () => m.validation_email_invalid() })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: () => m.validation_email_invalid() }).max(254, { error: () => m.validation_email_invalid() }))
const password = z
  .string({ error: () => m.validation_password_too_short() })
  .min(PASSWORD_MIN, { error: () => m.validation_password_too_short() })
  .max(PASSWORD_MAX, { error: () => m.validation_password_too_long({ max: PASSWORD_MAX }) })
  .refine((value) => new TextEncoder().encode(value).length <= PASSWORD_MAX, {
    error: () => m.validation_password_too_long({ max: PASSWORD_MAX }),
  })

const noControlCharacters = (pattern: RegExp) => (value: string | undefined) => value === undefined || !pattern.test(value)

const fullName = z
  .string({ error: () => m.validation_full_name_min() })
  .trim()
  .min(FULL_NAME_MIN, { error: () => m.validation_full_name_min() })
  .max(FULL_NAME_MAX, { error: () => m.validation_full_name_too_long({ max: FULL_NAME_MAX }) })
  .refine(noControlCharacters(LINE_CONTROL_CHARACTERS), { error: () => m.validation_control_characters() })

export const SignInSchema = z.object({
  intent: z.literal('sign-in'),
  email,
  password,
  redirectTo: z.string().optional(),
})

export const SignUpSchema = z.object({
  intent: z.literal('sign-up'),
  fullName,
  email,
  password,
})

/** "Forgot your password?" and "Resend the confirmation e-mail": one address. */
export const EmailOnlySchema = z.object({ email })

/** The new password after following a reset link, typed twice. */
export const NewPasswordSchema = z
  .object({
    password,
    confirmPassword: z.string({ error: () => m.validation_passwords_differ() }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    error: () => m.validation_passwords_differ(),
    path: ['confirmPassword'],
  })

const optionalText = (min: number, max: number, minMessage: () => string, maxMessage: () => string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(
      z
        .string()
        .min(min, { error: minMessage })
        .max(max, { error: maxMessage })
        .refine(noControlCharacters(LINE_CONTROL_CHARACTERS), { error: () => m.validation_control_characters() })
        .optional(),
    )

export const ProfileSchema = z.object({
  username: optionalText(
    USERNAME_MIN,
    USERNAME_MAX,
    () => m.validation_username_min(),
    () => m.validation_username_too_long({ max: USERNAME_MAX }),
  ),
  fullName: optionalText(
    FULL_NAME_MIN,
    FULL_NAME_MAX,
    () => m.validation_full_name_min(),
    () => m.validation_full_name_too_long({ max: FULL_NAME_MAX }),
  ),
  // "less than 500" in the message, 500 allowed: the spec's limit is "at most 500".
  bio: z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : undefined))
    .pipe(
      z
        .string()
        .max(BIO_MAX, { error: () => m.validation_bio_max() })
        .refine(noControlCharacters(CONTROL_CHARACTERS), { error: () => m.validation_control_characters() })
        .optional(),
    ),
  // The language of the user's e-mails; absent (an older form): unchanged.
  locale: z.enum(PROFILE_LOCALES, { error: () => m.validation_language_invalid() }).optional(),
})

export type ProfileValues = z.infer<typeof ProfileSchema>
