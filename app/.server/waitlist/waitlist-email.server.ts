import {
  SECRET_HEADER,
  type AlertClaimRefusal,
  type ClaimRefusal,
  type PriceAlertInput,
} from '../../../supabase/functions/send-confirmation/handler'

import { getEnv } from '../platform/env.server'
import { createSupabaseAdminClient, getEmbeddedStack } from '../platform/supabase.server'

/**
 * Asks the send-confirmation function to e-mail a waitlist entry its links. Only the app server can:
 * the call carries the shared secret (WAITLIST_FUNCTION_SECRET; the embedded stack derives its own).
 * The function and Postgres decide whether anything is sent (docs/decisions/010-waitlist-growth.md).
 */

export type EmailRequestOutcome =
  { sent: true } | { sent: false; reason: ClaimRefusal; retryAfter: number | null } | { sent: false; reason: 'failed' }

const FUNCTION_TIMEOUT_MS = 5_000

let embeddedSecret: Promise<string> | undefined

/** The shared secret of the send-confirmation function (also the savings circles' e-mails, decision 043). */
export async function functionSecret(): Promise<string | undefined> {
  const env = getEnv()
  if (env.WAITLIST_FUNCTION_SECRET) return env.WAITLIST_FUNCTION_SECRET
  if (!env.usesEmbeddedBackend) return undefined
  embeddedSecret ??= (async () => {
    const stack = await getEmbeddedStack()
    const { localWaitlistFunctionSecret } = await import('../../../supabase/local/functions')
    return localWaitlistFunctionSecret(stack!.serviceRoleKey)
  })()
  return embeddedSecret
}

export async function requestConfirmationEmail(email: string, { resend }: { resend: boolean }): Promise<EmailRequestOutcome> {
  try {
    const secret = await functionSecret()
    if (!secret) throw new Error('WAITLIST_FUNCTION_SECRET is not set')
    const { data, error } = await createSupabaseAdminClient().functions.invoke<{
      sent?: boolean
      reason?: ClaimRefusal
      retryAfter?: number | null
    }>('send-confirmation', {
      body: { email, resend },
      headers: { [SECRET_HEADER]: secret },
      timeout: FUNCTION_TIMEOUT_MS,
    })
    if (error) throw error
    if (data?.sent === true) return { sent: true }
    if (data?.sent === false && data.reason) return { sent: false, reason: data.reason, retryAfter: data.retryAfter ?? null }
    throw new Error('unexpected answer from send-confirmation')
  } catch (error) {
    console.error(
      JSON.stringify({
        type: 'waitlist_confirmation_failed',
        resend,
        message: error instanceof Error ? error.message : String(error),
      }),
    )
    return { sent: false, reason: 'failed' }
  }
}

export type AlertEmailOutcome =
  { sent: true } | { sent: false; reason: AlertClaimRefusal } | { sent: false; reason: 'failed'; message: string }

/**
 * Asks the send-confirmation function for one price-alert e-mail (kind "price-alert"): the same
 * secret and path as the waitlist mail; Postgres decides whether it is due (public.waitlist_alert_claim:
 * once per entry, corridor and quarter, confirmed members only). docs/decisions/023-price-alerts.md.
 */
export async function requestPriceAlertEmail(alert: PriceAlertInput): Promise<AlertEmailOutcome> {
  try {
    const secret = await functionSecret()
    if (!secret) throw new Error('WAITLIST_FUNCTION_SECRET is not set')
    const { data, error } = await createSupabaseAdminClient().functions.invoke<{ sent?: boolean; reason?: AlertClaimRefusal }>(
      'send-confirmation',
      { body: { kind: 'price-alert', ...alert }, headers: { [SECRET_HEADER]: secret }, timeout: FUNCTION_TIMEOUT_MS },
    )
    if (error) {
      const response = (error as { context?: unknown }).context
      const detail = response instanceof Response ? ` (${response.status}: ${(await response.text().catch(() => '')).slice(0, 200)})` : ''
      throw new Error(`${error.message}${detail}`)
    }
    if (data?.sent === true) return { sent: true }
    if (data?.sent === false && data.reason) return { sent: false, reason: data.reason }
    throw new Error('unexpected answer from send-confirmation')
  } catch (error) {
    return { sent: false, reason: 'failed', message: error instanceof Error ? error.message : String(error) }
  }
}
