/**
 * The owner's view of the waitlist (/admin/waitlist): its filters and page cursor as they travel in
 * the URL. Invalid values fall back to "all" and the first page (a hand-edited URL still shows the
 * list, and the filter form shows what was applied). Pages are keyset pages (decision 018): a
 * cursor names the entry a page starts after (`after`, older entries) or before (`before`, newer).
 */
import { interestValues, type Interest } from './waitlist-constants'

export const WAITLIST_PAGE_SIZE = 25
export const SEARCH_MAX = 100
export const CHART_DAYS = 30

const entryStatuses = ['pending', 'confirmed'] as const
export type EntryStatus = (typeof entryStatuses)[number]

/** A position in the list, newest first: an entry's join time (as Postgres wrote it) and id. */
export type Cursor = { createdAt: string; id: string }

export type WaitlistFilters = {
  /** Part of a name or e-mail address ('' = any). */
  q: string
  interest: Interest | null
  status: EntryStatus | null
  /** The page holds the entries older than this one (null: from the newest). */
  after: Cursor | null
  /** The page holds the entries newer than this one (wins over `after` when both are given). */
  before: Cursor | null
}

/** More matches than this are shown as "more than …" (counting them all would cost as much as the search). */
export const SEARCH_COUNT_CAP = 10_000

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2})?)$/

/** `<timestamp>~<uuid>` from a URL, or null when it is anything else. */
export function parseCursor(value: string | null): Cursor | null {
  if (!value || value.length > 80) return null
  const [createdAt, id, extra] = value.split('~')
  if (extra !== undefined || !createdAt || !TIMESTAMP.test(createdAt) || !isUuid(id)) return null
  return { createdAt, id: id.toLowerCase() }
}

export function formatCursor(cursor: Cursor): string {
  return `${cursor.createdAt}~${cursor.id}`
}

export function parseWaitlistFilters(search: URLSearchParams): WaitlistFilters {
  const q = (search.get('q') ?? '')
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, SEARCH_MAX)
  const interest = search.get('interest')
  const status = search.get('status')
  const before = parseCursor(search.get('before'))
  return {
    q,
    interest: (interestValues as readonly string[]).includes(interest ?? '') ? (interest as Interest) : null,
    status: (entryStatuses as readonly string[]).includes(status ?? '') ? (status as EntryStatus) : null,
    after: before ? null : parseCursor(search.get('after')),
    before,
  }
}

/** The query string for these filters and cursor (empty ones omitted); '' when nothing is set. */
export function waitlistFiltersQuery(filters: WaitlistFilters, overrides: Partial<WaitlistFilters> = {}): string {
  const f = { ...filters, ...overrides }
  const params = new URLSearchParams()
  if (f.q) params.set('q', f.q)
  if (f.interest) params.set('interest', f.interest)
  if (f.status) params.set('status', f.status)
  if (f.before) params.set('before', formatCursor(f.before))
  else if (f.after) params.set('after', formatCursor(f.after))
  const query = params.toString()
  return query ? `?${query}` : ''
}

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
}
