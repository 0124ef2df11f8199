/**
 * The owner's view of the waitlist (/admin/waitlist): its filters as they travel in the URL, and
 * the paging arithmetic. Invalid filter values fall back to "all" (a hand-edited URL still shows
 * the list, and the filter form shows what was applied).
 */
import { interestValues, type Interest } from './waitlist-constants'

export const WAITLIST_PAGE_SIZE = 25
export const SEARCH_MAX = 100
export const CHART_DAYS = 30

export const entryStatuses = ['pending', 'confirmed'] as const
export type EntryStatus = (typeof entryStatuses)[number]

export type WaitlistFilters = {
  /** Part of a name or e-mail address ('' = any). */
  q: string
  interest: Interest | null
  status: EntryStatus | null
  page: number
}

const MAX_PAGE = 100_000

export function parseWaitlistFilters(search: URLSearchParams): WaitlistFilters {
  const q = (search.get('q') ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, SEARCH_MAX)
  const interest = search.get('interest')
  const status = search.get('status')
  const page = Number(search.get('page'))
  return {
    q,
    interest: (interestValues as readonly string[]).includes(interest ?? '') ? (interest as Interest) : null,
    status: (entryStatuses as readonly string[]).includes(status ?? '') ? (status as EntryStatus) : null,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  }
}

/** The query string for these filters (page 1 and empty filters omitted); '' when nothing is set. */
export function waitlistFiltersQuery(filters: WaitlistFilters, overrides: Partial<WaitlistFilters> = {}): string {
  const f = { ...filters, ...overrides }
  const params = new URLSearchParams()
  if (f.q) params.set('q', f.q)
  if (f.interest) params.set('interest', f.interest)
  if (f.status) params.set('status', f.status)
  if (f.page > 1) params.set('page', String(f.page))
  const query = params.toString()
  return query ? `?${query}` : ''
}

export function pageCount(total: number, pageSize = WAITLIST_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize))
}

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
}
