/** Browser-side validators for the admin forms, loaded lazily (see forms/lazy-validation.ts). */
import { parseWithZod } from '@conform-to/zod/v4'

import { PostSchema, SettingsSchema } from '~/lib/admin-schemas'

export const validatePost = (formData: FormData) => parseWithZod(formData, { schema: PostSchema })
export const validateSettings = (formData: FormData) => parseWithZod(formData, { schema: SettingsSchema })
