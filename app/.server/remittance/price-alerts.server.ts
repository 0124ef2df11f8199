import { corridorQuarters, type AlertCorridorSource } from '~/lib/price-alerts'

import { createSupabaseAdminClient } from '../platform/supabase.server'
import { requestPriceAlertEmail } from '../waitlist/waitlist-email.server'

/**
 * Price alerts on the server (docs/decisions/023-price-alerts.md): storing the corridor an entry asked
 * for, reading the corridors of a page of entries (admin list, CSV), and the alert run that
 * `npm run remittance:alerts` starts. Everything goes through SQL functions with the server's secret
 * key (supabase/migrations/20261126020000_price_alerts.sql); e-mails through the send-confirmation
 * function, as the waitlist mail does.
 */

export type AddAlertOutcome = 'added' | 'already' | 'limit' | 'not_on_waitlist'

/** Adds a corridor (e.g. NG) to the waitlist entry of an address, remembering the quarter shown. */
export async function addPriceAlert(email: string, corridor: string, quarter: string): Promise<AddAlertOutcome> {
  const { data, error } = await createSupabaseAdminClient().rpc('waitlist_alert_add', {
    p_email: email,
    p_corridor: corridor,
    p_quarter: quarter,
  })
  if (error) throw new Error(`waitlist_alert_add failed: ${error.code ?? ''} ${error.message}`)
  const outcome = (data as { outcome?: string } | null)?.outcome
  if (outcome === 'added' || outcome === 'already' || outcome === 'limit' || outcome === 'not_on_waitlist') return outcome
  throw new Error('unexpected answer from waitlist_alert_add')
}

/** The corridors each of these entries asked for (one query for a page of up to 1000 entries). */
async function alertCorridorsFor(entryIds: readonly string[]): Promise<Map<string, string[]>> {
  if (entryIds.length === 0) return new Map()
  const { data, error } = await createSupabaseAdminClient().rpc('waitlist_alert_corridors', { p_entry_ids: entryIds })
  if (error) throw new Error(`waitlist_alert_corridors failed: ${error.code ?? ''} ${error.message}`)
  return new Map((data as { entry_id: string; corridors: string[] }[]).map((row) => [row.entry_id, row.corridors]))
}

/** Entries read per database call, and e-mails asked for at once, during an alert run. */
const ALERT_PAGE_SIZE = 200
const ALERT_CONCURRENCY = 4

export type AlertRunSummary = {
  corridors: { corridor: string; quarter: string; due: number; sent: number }[]
  sent: number
  /** Claims Postgres refused (e.g. already sent by a concurrent run), by reason. */
  skipped: Record<string, number>
  failed: number
}

async function dueEntries(corridor: string, quarter: string, after: string | null, limit: number): Promise<string[]> {
  const { data, error } = await createSupabaseAdminClient().rpc('waitlist_alerts_due', {
    p_corridor: corridor,
    p_quarter: quarter,
    p_limit: limit,
    ...(after ? { p_after: after } : {}),
  })
  if (error) throw new Error(`waitlist_alerts_due failed: ${error.code ?? ''} ${error.message}`)
  // A one-column table comes back as bare values from the Data API (PostgREST's rule); rows as objects elsewhere.
  return (data as (string | { entry_id: string })[]).map((row) => (typeof row === 'string' ? row : row.entry_id))
}

/**
 * E-mails every confirmed member who asked for a corridor whose prices are newer than the quarter
 * they saw, once per corridor and quarter: reads the due members a page at a time (keyset on the
 * entry id) and asks the function for each e-mail; Postgres records each claim, so a second run (or
 * a concurrent one) sends nothing new. A failed send is counted and not retried (the claim stands).
 */
export async function runPriceAlerts(
  data: AlertCorridorSource,
  { pageSize = ALERT_PAGE_SIZE, log = () => {} }: { pageSize?: number; log?: (line: string) => void } = {},
): Promise<AlertRunSummary> {
  const summary: AlertRunSummary = { corridors: [], sent: 0, skipped: {}, failed: 0 }
  for (const { corridor, country, quarter } of corridorQuarters(data)) {
    const row = { corridor, quarter, due: 0, sent: 0 }
    let after: string | null = null
    for (;;) {
      const page = await dueEntries(corridor, quarter, after, pageSize)
      row.due += page.length
      for (let i = 0; i < page.length; i += ALERT_CONCURRENCY) {
        const outcomes = await Promise.all(
          page.slice(i, i + ALERT_CONCURRENCY).map((entryId) => requestPriceAlertEmail({ entryId, corridor, country, quarter })),
        )
        for (const outcome of outcomes) {
          if (outcome.sent) row.sent += 1
          else if (outcome.reason === 'failed') {
            summary.failed += 1
            log(`price alert for ${corridor} ${quarter} failed: ${outcome.message}`)
          } else summary.skipped[outcome.reason] = (summary.skipped[outcome.reason] ?? 0) + 1
        }
      }
      if (page.length < pageSize) break
      after = page.at(-1)!
    }
    summary.sent += row.sent
    summary.corridors.push(row)
  }
  return summary
}

/** The entries with the corridors each asked for (`priceAlerts`, sorted codes), read in one query. */
export async function withPriceAlerts<T extends { id: string }>(entries: T[]): Promise<(T & { priceAlerts: string[] })[]> {
  const corridors = await alertCorridorsFor(entries.map((entry) => entry.id))
  return entries.map((entry) => ({ ...entry, priceAlerts: corridors.get(entry.id) ?? [] }))
}
