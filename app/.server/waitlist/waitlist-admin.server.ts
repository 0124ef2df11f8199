import { interestLabels, waitlistCsv } from '~/content/waitlist-admin'
import { csvEmail, csvRow, csvText, csvValue } from '~/lib/csv'
import { shownFirstName } from '~/lib/notice-name'
import { CHART_DAYS, SEARCH_COUNT_CAP, WAITLIST_PAGE_SIZE, type Cursor, type EntryStatus, type WaitlistFilters } from '~/lib/waitlist-admin'
import { interestValues, preferredLanguageValues, type Interest, type PreferredLanguage } from '~/lib/waitlist-constants'
import { locales as siteLocales, type Locale as SiteLocale } from '~/paraglide/runtime.js'

import { withPriceAlerts } from '../remittance/price-alerts.server'
import { createSupabaseAdminClient } from '../platform/supabase.server'

/**
 * The owner's view of the waitlist: reads with the server's secret key (call only after
 * requireAdmin), through SQL functions that filter, page (by keyset) and count in Postgres from
 * indexes and maintained counters (supabase/migrations/20261126000000_waitlist_scale.sql,
 * docs/decisions/018-waitlist-at-scale.md).
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
  /** The language the member would like the guide in (optional on the form), and the one they joined in. */
  preferredLanguage?: PreferredLanguage | null
  locale?: string
  /**
   * What the real social proof does with the first name (decision 035): shows it, shows the interest
   * alone because an admin hid it, or because it fails the name check (app/lib/notice-name.ts).
   */
  noticeName?: NoticeName
  /** Where this entry stands in the list (its join time exactly as Postgres holds it, and id). */
  cursor: Cursor
}

type NoticeName = 'shown' | 'hidden' | 'refused'

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
  cursor_at: string
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
    cursor: { createdAt: row.cursor_at, id: row.id },
  }
}

function filterArgs(filters: Pick<WaitlistFilters, 'q' | 'interest' | 'status'>) {
  return { p_search: filters.q || null, p_interest: filters.interest, p_status: filters.status }
}

/** Up to `limit` entries after (older than) or before (newer than) the cursor, newest first. */
async function fetchEntries(
  filters: Pick<WaitlistFilters, 'q' | 'interest' | 'status'>,
  page: { limit: number; cursor: Cursor | null; backward?: boolean },
): Promise<AdminEntry[]> {
  const { data, error } = await createSupabaseAdminClient().rpc('waitlist_admin_page', {
    ...filterArgs(filters),
    p_limit: page.limit,
    p_cursor_created_at: page.cursor?.createdAt ?? null,
    p_cursor_id: page.cursor?.id ?? null,
    p_backward: page.backward ?? false,
  })
  if (error) throw new Error(`waitlist_admin_page failed: ${error.code ?? ''} ${error.message}`)
  return (data as EntryRow[]).map(toEntry)
}

export type WaitlistSummary = {
  total: number
  byStatus: Record<EntryStatus, number>
  byInterest: { interest: Interest; total: number; pending: number; confirmed: number }[]
  /** Entries per preferred language, in the form's order; '' is "not given". From a maintained counter. */
  byLanguage: { language: PreferredLanguage | ''; count: number }[]
  /** Entries per language joined in (the page's: en, fr, am), always known. From a maintained counter. */
  byLocale: { locale: SiteLocale; count: number }[]
  daily: { day: string; count: number }[]
}

/** Entries per preferred language (public.waitlist_admin_languages: a counter table, never a scan). */
async function languageCounts(): Promise<WaitlistSummary['byLanguage']> {
  const { data, error } = await createSupabaseAdminClient().rpc('waitlist_admin_languages')
  if (error) throw new Error(`waitlist_admin_languages failed: ${error.code ?? ''} ${error.message}`)
  const rows = data as { language: string; count: number | string }[]
  return ([...preferredLanguageValues, ''] as const).map((language) => ({
    language,
    count: Number(rows.find((r) => r.language === language)?.count ?? 0),
  }))
}

/** Entries per language joined in (public.waitlist_admin_locales: a counter table, never a scan). */
async function localeCounts(): Promise<WaitlistSummary['byLocale']> {
  const { data, error } = await createSupabaseAdminClient().rpc('waitlist_admin_locales')
  if (error) throw new Error(`waitlist_admin_locales failed: ${error.code ?? ''} ${error.message}`)
  const rows = data as { locale: string; count: number | string }[]
  return siteLocales.map((locale) => ({ locale, count: Number(rows.find((r) => r.locale === locale)?.count ?? 0) }))
}

/** Each entry's preferred language and the language it joined in (one call per page of entries, by primary key). */
async function withLanguages<T extends { id: string }>(
  entries: T[],
): Promise<(T & { preferredLanguage: PreferredLanguage | null; locale: string })[]> {
  if (entries.length === 0) return []
  const { data, error } = await createSupabaseAdminClient().rpc('waitlist_entry_languages', { p_entry_ids: entries.map((e) => e.id) })
  if (error) throw new Error(`waitlist_entry_languages failed: ${error.code ?? ''} ${error.message}`)
  const byId = new Map(
    (data as { entry_id: string; preferred_language: PreferredLanguage | null; locale: string }[]).map((r) => [r.entry_id, r]),
  )
  return entries.map((entry) => ({
    ...entry,
    preferredLanguage: byId.get(entry.id)?.preferred_language ?? null,
    locale: byId.get(entry.id)?.locale ?? 'en',
  }))
}

export async function waitlistSummary(): Promise<WaitlistSummary> {
  const [{ data, error }, byLanguage, byLocale] = await Promise.all([
    createSupabaseAdminClient().rpc('waitlist_admin_summary', { p_days: CHART_DAYS }),
    languageCounts(),
    localeCounts(),
  ])
  if (error) throw new Error(`waitlist_admin_summary failed: ${error.code ?? ''} ${error.message}`)
  const answer = data as {
    by_interest: { interest: Interest; status: EntryStatus; count: number }[]
    daily: { day: string; count: number }[]
  }
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
    byLanguage,
    byLocale,
    daily: answer.daily.map((d) => ({ day: String(d.day).slice(0, 10), count: Number(d.count) })),
  }
}

export type WaitlistPage = {
  entries: AdminEntry[]
  /** How many entries match; with a search, at most SEARCH_COUNT_CAP + 1 (shown as "more than"). */
  total: number
  /** Cursors of the neighbouring pages (null: none that way). */
  previous: Cursor | null
  next: Cursor | null
}

/**
 * One keyset page of the list and how many entries match. One row more than a page is read to
 * learn whether a further page exists that way; a page reached going back that comes up short is
 * the start of the list, so the first page is shown instead.
 */
export async function listWaitlistEntries(filters: WaitlistFilters): Promise<WaitlistPage> {
  const size = WAITLIST_PAGE_SIZE
  const totalQuery = createSupabaseAdminClient().rpc('waitlist_admin_total', { ...filterArgs(filters), p_cap: SEARCH_COUNT_CAP })
  let entries: AdminEntry[]
  let previous: Cursor | null = null
  let next: Cursor | null = null
  if (filters.before) {
    const rows = await fetchEntries(filters, { limit: size + 1, cursor: filters.before, backward: true })
    if (rows.length > size) {
      entries = rows.slice(1)
      previous = entries[0]!.cursor
      next = entries.at(-1)!.cursor
    } else {
      const first = await fetchEntries(filters, { limit: size + 1, cursor: null })
      entries = first.slice(0, size)
      next = first.length > size ? entries.at(-1)!.cursor : null
    }
  } else {
    const rows = await fetchEntries(filters, { limit: size + 1, cursor: filters.after })
    entries = rows.slice(0, size)
    if (rows.length > size) next = entries.at(-1)!.cursor
    if (filters.after && entries.length > 0) previous = entries[0]!.cursor
  }
  const count = await totalQuery
  if (count.error) throw new Error(`waitlist_admin_total failed: ${count.error.code ?? ''} ${count.error.message}`)
  return { entries: await withNoticeNames(await withPriceAlerts(entries)), total: Number(count.data), previous, next }
}

/** The first word of a name, as public.waitlist_social_proof sends it (at most 40 characters). */
const firstWordOf = (fullName: string) =>
  Array.from(fullName.trim().split(' ')[0] ?? '')
    .slice(0, 40)
    .join('')

/** Each entry's noticeName (one call per page of entries, by primary key). */
async function withNoticeNames<T extends { id: string; fullName: string }>(entries: T[]): Promise<(T & { noticeName: NoticeName })[]> {
  if (entries.length === 0) return []
  const { data, error } = await createSupabaseAdminClient()
    .from('waitlist')
    .select('id, name_hidden')
    .in(
      'id',
      entries.map((e) => e.id),
    )
  if (error) throw new Error(`waitlist name_hidden read failed: ${error.code ?? ''} ${error.message}`)
  const hidden = new Set((data as { id: string; name_hidden: boolean }[]).filter((r) => r.name_hidden).map((r) => r.id))
  return entries.map((entry) => ({
    ...entry,
    noticeName: hidden.has(entry.id) ? 'hidden' : shownFirstName(firstWordOf(entry.fullName)) ? 'shown' : 'refused',
  }))
}

/**
 * Hides (or shows again) an entry's first name in the real social proof; its notice then shows the
 * interest alone. Written with the secret key, as the delete is (call only after requireAdmin). The
 * address, or null when there is no such entry.
 */
export async function setNameHidden(id: string, hidden: boolean): Promise<string | null> {
  const { data, error } = await createSupabaseAdminClient().from('waitlist').update({ name_hidden: hidden }).eq('id', id).select('email')
  if (error) throw new Error(`waitlist name_hidden update failed: ${error.code ?? ''} ${error.message}`)
  return (data as { email: string }[])[0]?.email ?? null
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

/** Lets the requests that arrived while a batch was read and formatted run before the next one. */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve))

function csvLine(entry: AdminEntry): string {
  return csvRow([
    csvText(entry.fullName),
    csvEmail(entry.email),
    csvText(interestLabels[entry.interest]?.() ?? entry.interest),
    csvValue(entry.status),
    csvValue(entry.createdAt),
    csvValue(entry.confirmedAt),
    csvEmail(entry.referrerEmail),
    csvValue(entry.referrals),
    csvText(entry.priceAlerts?.join(' ') || null),
    csvValue(entry.preferredLanguage ?? null),
    csvValue(entry.locale ?? null),
  ])
}

/**
 * Every entry matching the filters as CSV, produced as the reader takes it: one page of
 * EXPORT_PAGE_SIZE rows (keyset-paged, newest first, each read straight from an index however deep)
 * is read only when the previous one has been handed on, so memory stays flat however long the list
 * is, and the export yields to other requests between pages. A UTF-8 byte-order mark first, so
 * spreadsheet programs read names with accents correctly.
 */
export function waitlistCsvStream(filters: Pick<WaitlistFilters, 'q' | 'interest' | 'status'>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let after: Cursor | null = null
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
          if (after) await yieldToOthers()
          const entries = await withLanguages(
            await withPriceAlerts(await fetchEntries(filters, { limit: EXPORT_PAGE_SIZE, cursor: after })),
          )
          if (entries.length > 0) controller.enqueue(encoder.encode(entries.map(csvLine).join('')))
          const last = entries.at(-1)
          if (entries.length < EXPORT_PAGE_SIZE || !last) controller.close()
          else after = last.cursor
        } catch (error) {
          console.error(JSON.stringify({ type: 'waitlist_export_failed', message: error instanceof Error ? error.message : String(error) }))
          controller.error(error)
        }
      },
    },
    { highWaterMark: 0 },
  )
}
