import type { ReactNode } from 'react'
import { Link } from 'react-router'

import type { AdminEntry } from '~/.server/waitlist-admin.server'
import { formatAdminDate } from '~/content/admin'
import { interestLabels, waitlistAdminCopy } from '~/content/waitlist-admin'
import { pageCount, WAITLIST_PAGE_SIZE, waitlistFiltersQuery, type WaitlistFilters } from '~/lib/waitlist-admin'

const t = waitlistAdminCopy.table

function StatusPill({ status }: { status: AdminEntry['status'] }) {
  const tone = status === 'confirmed' ? 'bg-emerald-100 text-emerald-900 ring-emerald-700/20' : 'bg-amber-100 text-amber-900 ring-amber-700/20'
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tone}`}>
      {waitlistAdminCopy.statusLabels[status]}
    </span>
  )
}

type Column = { header: string; cell: (e: AdminEntry) => ReactNode; nowrap?: boolean }

/**
 * The real entries: a table from 640px up, labelled cards on phones (only one of the two is shown,
 * so assistive technology meets each entry once). "Delete" opens the confirmation step.
 */
export function WaitlistEntries({ entries, filters }: { entries: AdminEntry[]; filters: WaitlistFilters }) {
  const deleteHref = (e: AdminEntry) => `/admin/waitlist${waitlistFiltersQuery(filters)}${waitlistFiltersQuery(filters) ? '&' : '?'}delete=${e.id}#delete-entry`
  const columns: Column[] = [
    { header: t.email, cell: (e) => <span className="break-all">{e.email}</span> },
    { header: t.interest, cell: (e) => interestLabels[e.interest] },
    { header: t.status, cell: (e) => <StatusPill status={e.status} /> },
    { header: t.joined, cell: (e) => <time dateTime={e.createdAt}>{formatAdminDate(e.createdAt.slice(0, 10))}</time>, nowrap: true },
    { header: t.referrer, cell: (e) => (e.referrerEmail ? <span className="break-all">{e.referrerEmail}</span> : t.none) },
    { header: t.referrals, cell: (e) => e.referrals },
    { header: t.priceAlerts, cell: (e) => (e.priceAlerts?.length ? e.priceAlerts.join(', ') : t.none) },
    {
      header: t.actions,
      cell: (e) => (
        <Link to={deleteHref(e)} className="font-medium text-red-700 underline underline-offset-2">
          {t.delete}
          <span className="sr-only"> {e.fullName}</span>
        </Link>
      ),
    },
  ]
  if (entries.length === 0) {
    return <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">{waitlistAdminCopy.empty}</p>
  }
  return (
    <div data-testid="waitlist-entries">
      <ul aria-label={t.caption} className="space-y-3 sm:hidden">
        {entries.map((e) => (
          <li key={e.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <p className="font-medium break-words text-slate-900">{e.fullName}</p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {columns.map((c) => (
                <div key={c.header} className="contents">
                  <dt className="text-slate-600">{c.header}</dt>
                  <dd className="min-w-0 break-words text-slate-800">{c.cell(e)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm sm:block">
        <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
          <caption className="sr-only">{t.caption}</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="whitespace-nowrap px-3 py-3 font-semibold text-slate-700">
                {t.name}
              </th>
              {columns.map((c) => (
                <th key={c.header} scope="col" className="whitespace-nowrap px-3 py-3 font-semibold text-slate-700">
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {entries.map((e) => (
              <tr key={e.id}>
                <th scope="row" className="px-3 py-3 align-top font-medium break-words text-slate-900">
                  {e.fullName}
                </th>
                {columns.map((c) => (
                  <td key={c.header} className={`px-3 py-3 align-top text-slate-800 ${c.nowrap ? 'whitespace-nowrap' : ''}`}>
                    {c.cell(e)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}

/** "Showing 1-25 of 80" and Previous / Page n of m / Next, as plain links that keep the filters. */
export function WaitlistPagination({ filters, total, shown }: { filters: WaitlistFilters; total: number; shown: number }) {
  const copy = waitlistAdminCopy.pagination
  const pages = pageCount(total)
  const from = total === 0 || shown === 0 ? 0 : (filters.page - 1) * WAITLIST_PAGE_SIZE + 1
  const to = from === 0 ? 0 : from + shown - 1
  const link = 'rounded-md border border-slate-300 px-3 py-1.5 font-medium text-emerald-800 hover:bg-emerald-50'
  return (
    <nav aria-label={copy.label} className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
      <p>{waitlistAdminCopy.showing(from, to, total)}</p>
      <div className="flex items-center gap-2">
        {filters.page > 1 ? (
          <Link to={`/admin/waitlist${waitlistFiltersQuery(filters, { page: Math.min(filters.page - 1, pages) })}`} className={link}>
            {copy.previous}
          </Link>
        ) : null}
        <span>{copy.page(Math.min(filters.page, Math.max(pages, filters.page)), Math.max(pages, filters.page))}</span>
        {filters.page < pages ? (
          <Link to={`/admin/waitlist${waitlistFiltersQuery(filters, { page: filters.page + 1 })}`} className={link}>
            {copy.next}
          </Link>
        ) : null}
      </div>
    </nav>
  )
}
