import type { PGlite } from '@electric-sql/pglite'

import type { StackSecrets } from './db'
import type { MailLogger } from './mailbox'
import type { RateLimiter } from './rate-limit'

/** What every surface of the stack shares. */
export interface StackContext {
  db: PGlite
  secrets: StackSecrets
  /** The public base URL (http://127.0.0.1:54321), used as the JWT issuer. */
  url: string
  /** GoTrue's site_url: where confirmation links point when no allowed redirect_to is given. */
  siteUrl: string
  log: MailLogger
  rateLimiter: RateLimiter
}
