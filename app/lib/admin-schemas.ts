import { z } from 'zod'

import { TITLE_AND_CONTENT_REQUIRED, WEBHOOK_URL_INVALID } from './admin-rules'

export * from './admin-rules'

const required = z.string({ error: TITLE_AND_CONTENT_REQUIRED }).trim().min(1, TITLE_AND_CONTENT_REQUIRED)

/** A new article or blog post (the two admin forms share it). */
export const PostSchema = z.object({
  title: required.max(200, 'Title must be at most 200 characters'),
  excerpt: z.string().trim().max(500, 'Excerpt must be at most 500 characters').optional(),
  content: required.max(20_000, 'Content must be at most 20,000 characters'),
})
export type PostInput = z.infer<typeof PostSchema>

/** The admin settings form. Conform turns checkbox "on" into true and a missing checkbox into the default. */
export const SettingsSchema = z.object({
  siteName: z.string().trim().max(100, 'Site name must be at most 100 characters').optional(),
  siteDescription: z.string().trim().max(500, 'Site description must be at most 500 characters').optional(),
  emailNotifications: z.boolean().default(false),
  analytics: z.boolean().default(false),
  apiKey: z.string().max(200, 'API key must be at most 200 characters').optional(),
  webhookUrl: z
    .url({ protocol: /^https?$/, error: WEBHOOK_URL_INVALID })
    .max(2000, 'Webhook URL must be at most 2,000 characters')
    .optional(),
})
export type SettingsInput = z.infer<typeof SettingsSchema>
