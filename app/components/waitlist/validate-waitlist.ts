/**
 * The browser's validator: Conform's Zod integration with the shared schema. The form loads it with
 * a dynamic import right after hydration, so Zod (~25 KB gzipped) stays off the page's critical path;
 * until it arrives, the server's validation (same schema) answers any submission.
 */
import { parseWithZod } from '@conform-to/zod/v4'

import { waitlistSchema } from '~/lib/waitlist'

export function validateWaitlist(formData: FormData) {
  return parseWithZod(formData, { schema: waitlistSchema })
}
