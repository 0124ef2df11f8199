import type { Database } from './database'

import type { StackClock } from './clock'
import type { AuthConfig, FunctionConfig } from './config'
import type { StackSecrets } from './db'
import type { MailLogger } from './mailbox'
import type { EmailBudget, RequestLimiter } from './rate-limit'

/** What every surface of the stack shares. */
export interface StackContext {
  db: Database
  secrets: StackSecrets
  /** The public base URL (http://127.0.0.1:54321), used as the JWT issuer. */
  url: string
  /**
   * The API's external URL, as GoTrue's API_EXTERNAL_URL without /auth/v1: e-mail links made from
   * {{ .ConfirmationURL }} point at <externalUrl>/auth/v1/verify.
   */
  externalUrl: string
  auth: AuthConfig
  functions: Record<string, FunctionConfig>
  log: MailLogger
  limiter: RequestLimiter
  emailBudget: EmailBudget
  /** Every time rule of Auth reads this clock (clock.ts); tests may move it forward. */
  clock: StackClock
}
