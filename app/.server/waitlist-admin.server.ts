import { interestLabels, waitlistCsv } from '~/content/waitlist-admin'
import { csvRow, csvText, csvValue } from '~/lib/csv'
import { CHART_DAYS, WAITLIST_PAGE_SIZE, type EntryStatus, type WaitlistFilters } from '~/lib/waitlist-admin'
import { interestValues, type Interest } from '~/lib/waitlist-constants'

import { withPriceAlerts } from './price-alerts.server'
import { createSupabaseAdminClient } from './supabase.server'

/**
 * The owner's view of the waitlist: reads with the server's secret key (call only after
 * requireAdmin), through SQL functions that filter, page and count in Postgres
 * (supabase/migrations/20261122030000_waitlist_growth.sql).
 */

export type AdminEntry = {
  id: string
  fullName: string
  email: string
  interest: Interest
  status: EntryStatus
  createdAt: string
  confirmedAt: string | null
  referrerEmail: string | null
  referrals: number
  /** The corridors (destination codes) the entry asked price alerts for. */
  priceAlerts?: string[]
}

type EntryRow = {
  id: string
  full_name: string
  email: string
  interest: Interest
  status: EntryStatus
  created_at: string
  confirmed_at: string | null
  referrer_email: string | null
  referrals: number | string
}

function toEntry(row: EntryRow): AdminEntry {
  return {
    id: row.id,
    fullName: row.full_name,
    email: row.email,
    interest: row.interest,
    status: row.status,
    createdAt: row.created_at,
    confirmedAt: row.confirmed_at,
    referrerEmail: row.referrer_email,
    referrals: Number(row.referrals),
  }
}

function filterArgs(filters: Pick<WaitlistFilters, 'q' | 'interest' | 'status'>) {
  return { p_search: filters.q || null, p_interest: filters.interest, p_status: filters.status }
}

async function fetchEntries(
  filters: Pick<WaitlistFilters, 'q' | 'interest' | 'status'>,
  page: { limit: number; offset?: number; after?: { createdAt: string; id: string } | null },
): Promise<AdminEntry[]> {
  const { data, error } = await createSupabaseAdminClient().rpc('waitlist_admin_entries', {
    ...filterArgs(filters),
    p_limit: page.limit,
    p_offset: page.offset ?? 0,
    p_after_created_at: page.after?.createdAt ?? null,
    p_after_id: page.after?.id ?? null,
  })
  if (error) throw new Error(`waitlist_admin_entries failed: ${error.code ?? ''} ${error.message}`)
  return (data as EntryRow[]).map(toEntry)
}

export type WaitlistSummary = {
  total: number
  byStatus: Record<EntryStatus, number>
  byInterest: { interest: Interest; total: number; pending: number; confirmed: number }[]
  daily: { day: string; count: number }[]
}

export async function waitlistSummary(): Promise<WaitlistSummary> {
  const { data, error } = await createSupabaseAdminClient().rpc('waitlist_admin_summary', { p_days: CHART_DAYS })
  if (error) throw new Error(`waitlist_admin_summary failed: ${error.code ?? ''} ${error.message}`)
  const answer = data as { by_interest: { interest: Interest; status: EntryStatus; count: number }[]; daily: { day: string; count: number }[] }
  const byInterest = interestValues.map((interest) => {
    const rows = answer.by_interest.filter((r) => r.interest === interest)
    const of = (status: EntryStatus) => Number(rows.find((r) => r.status === status)?.count ?? 0)
    return { interest, pending: of('pending'), confirmed: of('confirmed'), total: of('pending') + of('confirmed') }
  })
  const byStatus = {
    pending: byInterest.reduce((n, i) => n + i.pending, 0),
    confirmed: byInterest.reduce((n, i) => n + i.confirmed, 0),
  }
  return {
    total: byStatus.pending + byStatus.confirmed,
    byStatus,
    byInterest,
    daily: answer.daily.map((d) => ({ day: String(d.day).slice(0, 10), count: Number(d.count) })),
  }
}

/** One page of the list, and how many entries match in all. */
export async function listWaitlistEntries(filters: WaitlistFilters): Promise<{ entries: AdminEntry[]; total: number }> {
  const [entries, count] = await Promise.all([
    fetchEntries(filters, { limit: WAITLIST_PAGE_SIZE, offset: (filters.page - 1) * WAITLIST_PAGE_SIZE }),
    createSupabaseAdminClient().rpc('waitlist_admin_count', filterArgs(filters)),
  ])
  if (count.error) throw new Error(`waitlist_admin_count failed: ${count.error.code ?? ''} ${count.error.message}`)
  return { entries: await withPriceAlerts(entries), total: Number(count.data) }
}

/** The entry the delete step asks about, or null. */
export async function entryToDelete(id: string): Promise<{ id: string; fullName: string; email: string } | null> {
  const { data, error } = await createSupabaseAdminClient().from('waitlist').select('id, full_name, email').eq('id', id).maybeSingle()
  if (error) throw new Error(`waitlist read failed: ${error.code ?? ''} ${error.message}`)
  return data ? { id: String(data.id), fullName: String(data.full_name), email: String(data.email) } : null
}

/** Deletes an entry (its tokens cascade; entries it referred lose the link). The address, or null. */
export async function deleteWaitlistEntry(id: string): Promise<string | null> {
  const { data, error } = await createSupabaseAdminClient().from('waitlist').delete().eq('id', id).select('email')
  if (error) throw new Error(`waitlist delete failed: ${error.code ?? ''} ${error.message}`)
  return (data as { email: string }[])[0]?.email ?? null
}

/** Rows per database call of the export: the most the server ever holds at once. */
export const EXPORT_PAGE_SIZE = 500

function csvLine(entry: AdminEntry): string {
  return csvRow([
    csvText(entry.fullName),
    csvText(entry.email),
    csvText(interestLabels[entry.interest] ?? entry.interest),
    csvValue(entry.status),
    csvValue(entry.createdAt),
    csvValue(entry.confirmedAt),
    csvText(entry.referrerEmail),
    csvValue(entry.referrals),
    csvText(entry.priceAlerts?.join(' ') || null),
  ])
}

/**
 * Every entry matching the filters as CSV, produced as the reader takes it: one page of
 * EXPORT_PAGE_SIZE rows (keyset-paged, newest first) is read only when the previous one has been
 * handed on, so memory stays flat however long the list is. A UTF-8 byte-order mark first, so
 * spreadsheet programs read names with accents correctly.
 */
export function waitlistCsvStream(filters: Pick<WaitlistFilters, 'q' | 'interest' | 'status'>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let after: { createdAt: string; id: string } | null = null
  let headerSent = false
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!headerSent) {
          headerSent = true
          controller.enqueue(encoder.encode(`\uFEFF${csvRow(waitlistCsv.header.map((h) => csvValue(h)))}`))
          return
        }
        try {
          const entries = await withPriceAlerts(await fetchEntries(filters, { limit: EXPORT_PAGE_SIZE, after }))
          if (entries.length > 0) controller.enqueue(encoder.encode(entries.map(csvLine).join('')))
          const last = entries.at(-1)
          if (entries.length < EXPORT_PAGE_SIZE || !last) controller.close()
          else after = { createdAt: last.createdAt, id: last.id }
        } catch (error) {
          console.error(JSON.stringify({ type: 'waitlist_export_failed', message: error instanceof Error ? error.message : String(error) }))
          controller.error(error)
        }
      },
    },
    { highWaterMark: 0 },
  )
}
