import { z } from 'zod'

/** Section 5 of the product spec; the same schemas validate in the browser and in the actions. */
export const accountMessages = {
  email: 'Please enter a valid email address',
  password: 'Password must be at least 6 characters',
  fullName: 'Full name must be at least 2 characters',
  username: 'Username must be at least 3 characters',
  bio: 'Bio must be less than 500 characters',
} as const

export const PASSWORD_MIN = 6
/** bcrypt only looks at 72 bytes; the auth service refuses longer passwords. */
export const PASSWORD_MAX = 72
export const USERNAME_MIN = 3
export const USERNAME_MAX = 50
export const FULL_NAME_MIN = 2
export const FULL_NAME_MAX = 100
export const BIO_MAX = 500

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
