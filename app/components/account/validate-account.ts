/** Browser-side validators for the account forms, loaded lazily (see forms/lazy-validation.ts). */
import { parseWithZod } from '@conform-to/zod/v4'

import { EmailOnlySchema, NewPasswordSchema, ProfileSchema, SignInSchema, SignUpSchema } from '~/lib/account-schemas'

export const validateSignIn = (formData: FormData) => parseWithZod(formData, { schema: SignInSchema })
export const validateSignUp = (formData: FormData) => parseWithZod(formData, { schema: SignUpSchema })
export const validateProfile = (formData: FormData) => parseWithZod(formData, { schema: ProfileSchema })
export const validateEmailOnly = (formData: FormData) => parseWithZod(formData, { schema: EmailOnlySchema })
export const validateNewPassword = (formData: FormData) => parseWithZod(formData, { schema: NewPasswordSchema })
