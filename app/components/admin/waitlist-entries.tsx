import type { ReactNode } from 'react'
import { Form, Link } from 'react-router'

import type { AdminEntry } from '~/.server/waitlist/waitlist-admin.server'
import { formatAdminDate } from '~/content/admin'
import { interestLabels, waitlistAdminCopy } from '~/content/waitlist-admin'
import { formatCount } from '~/lib/format-count'
import { SEARCH_COUNT_CAP, waitlistFiltersQuery, type Cursor, type WaitlistFilters } from '~/lib/waitlist-admin'

const t = waitlistAdminCopy.table

function StatusPill({ status }: { status: AdminEntry['status'] }) {
  const tone =
    status === 'confirmed' ? 'bg-emerald-100 text-emerald-900 ring-emerald-700/20' : 'bg-amber-100 text-amber-900 ring-amber-700/20'
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tone}`}>
      {waitlistAdminCopy.statusLabels[status]}
    </span>
  )
}

/** Under the name: whether the sign-up notices leave it out (hidden by an admin, or refused by the check). */
function NoticeNameNote({ entry }: { entry: AdminEntry }) {
  if (entry.noticeName !== 'hidden' && entry.noticeName !== 'refused') return null
  return (
    <span data-testid="notice-name-note" className="mt-1 block text-xs text-slate-600">
      {entry.noticeName === 'hidden' ? waitlistAdminCopy.noticeName.hidden : waitlistAdminCopy.noticeName.refused}
    </span>
  )
}

/** "Hide name" / "Show name": a POST to the page's action, so it works without JavaScript. */
function NoticeNameToggle({ entry, returnQuery }: { entry: AdminEntry; returnQuery: string }) {
  const copy = waitlistAdminCopy.noticeName
  const hidden = entry.noticeName === 'hidden'
  return (
    <Form method="post" action={`/admin/waitlist${returnQuery}`} className="mt-1">
      <input type="hidden" name="intent" value={hidden ? 'show-name' : 'hide-name'} />
      <input type="hidden" name="id" value={entry.id} />
      <button type="submit" className="text-left font-medium text-emerald-800 underline underline-offset-2">
        {hidden ? copy.show : copy.hide}
        <span className="sr-only"> {copy.of(entry.fullName)}</span>
      </button>
    </Form>
  )
}

type Column = { header: string; cell: (e: AdminEntry) => ReactNode; nowrap?: boolean; width: string }

/** An address breaks only where it must (a long one in a narrow column), never every few letters. */
const address = '[overflow-wrap:anywhere]'

/**
 * The real entries: a table from 1024px up, labelled cards below (only one of the two is shown, so
 * assistive technology meets each entry once). The table has fixed column widths that fit the admin
 * area at 1280px: name and address share the first column, so nothing is pushed off to the side.
 * "Delete" opens the confirmation step.
 */
export function WaitlistEntries({
  entries,
  filters,
  returnQuery,
}: {
  entries: AdminEntry[]
  filters: WaitlistFilters
  returnQuery: string
}) {
  const deleteHref = (e: AdminEntry) =>
    `/admin/waitlist${waitlistFiltersQuery(filters)}${waitlistFiltersQuery(filters) ? '&' : '?'}delete=${e.id}#delete-entry`
  const columns: Column[] = [
    { header: t.interest, cell: (e) => interestLabels[e.interest](), width: 'w-[12%]' },
    { header: t.status, cell: (e) => <StatusPill status={e.status} />, width: 'w-[12%]' },
    { header: t.joined, cell: (e) => <time dateTime={e.createdAt}>{formatAdminDate(e.createdAt.slice(0, 10))}</time>, width: 'w-[12%]' },
    { header: t.referrer, cell: (e) => (e.referrerEmail ? <span className={address}>{e.referrerEmail}</span> : t.none), width: 'w-[12%]' },
    { header: t.referrals, cell: (e) => e.referrals, width: 'w-[8%]' },
    { header: t.priceAlerts, cell: (e) => (e.priceAlerts?.length ? e.priceAlerts.join(', ') : t.none), width: 'w-[9%]' },
    {
      header: t.actions,
      cell: (e) => (
        <>
          <Link to={deleteHref(e)} className="font-medium text-red-700 underline underline-offset-2">
            {t.delete}
            <span className="sr-only"> {e.fullName}</span>
          </Link>
          <NoticeNameToggle entry={e} returnQuery={returnQuery} />
        </>
      ),
      width: 'w-[10%]',
    },
  ]
  const email: Column = { header: t.email, cell: (e) => <span className={address}>{e.email}</span>, width: '' }
  if (entries.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">{waitlistAdminCopy.empty}</p>
    )
  }
  return (
    <div data-testid="waitlist-entries">
      <ul aria-label={t.caption} className="space-y-3 lg:hidden">
        {entries.map((e) => (
          <li key={e.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <p className="font-medium break-words text-slate-900">{e.fullName}</p>
            <NoticeNameNote entry={e} />
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {[email, ...columns].map((c) => (
                <div key={c.header} className="contents">
                  <dt className="text-slate-600">{c.header}</dt>
                  <dd className="min-w-0 break-words text-slate-800">{c.cell(e)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm lg:block">
        <table className="w-full table-fixed divide-y divide-slate-200 text-left text-sm">
          <caption className="sr-only">{t.caption}</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="w-[27%] px-2 py-3 font-semibold text-slate-700">
                {t.name} / {t.email}
              </th>
              {columns.map((c) => (
                <th key={c.header} scope="col" className={`${c.width} px-2 py-3 align-bottom font-semibold text-slate-700`}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {entries.map((e) => (
              <tr key={e.id}>
                <th scope="row" className="px-2 py-3 align-top font-normal">
                  <span className="block font-medium break-words text-slate-900">{e.fullName}</span>
                  <span className={`block text-slate-700 ${address}`}>{e.email}</span>
                  <NoticeNameNote entry={e} />
                </th>
                {columns.map((c) => (
                  <td key={c.header} className={`px-2 py-3 align-top text-slate-800 ${c.nowrap ? 'whitespace-nowrap' : ''}`}>
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

/**
 * "Showing 25 of 80 entries" and links to the newer and older neighbouring pages (keyset cursors in
 * the URL, so they work without JavaScript and cost the same however deep in the list).
 */
export function WaitlistPagination({
  filters,
  total,
  shown,
  previous,
  next,
}: {
  filters: WaitlistFilters
  total: number
  shown: number
  previous: Cursor | null
  next: Cursor | null
}) {
  const copy = waitlistAdminCopy.pagination
  const totalText = total > SEARCH_COUNT_CAP ? waitlistAdminCopy.moreThan(formatCount(SEARCH_COUNT_CAP)) : formatCount(total)
  const link = 'rounded-md border border-slate-300 px-3 py-1.5 font-medium text-emerald-800 hover:bg-emerald-50'
  const onFirstPage = !filters.after && !filters.before
  return (
    <nav aria-label={copy.label} className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
      <p>{waitlistAdminCopy.showing(shown, totalText)}</p>
      <div className="flex flex-wrap items-center gap-2">
        {!onFirstPage ? (
          <Link to={`/admin/waitlist${waitlistFiltersQuery(filters, { after: null, before: null })}`} className={link}>
            {copy.first}
          </Link>
        ) : null}
        {previous ? (
          <Link to={`/admin/waitlist${waitlistFiltersQuery(filters, { after: null, before: previous })}`} className={link} rel="prev">
            {copy.previous}
          </Link>
        ) : null}
        {next ? (
          <Link to={`/admin/waitlist${waitlistFiltersQuery(filters, { after: next, before: null })}`} className={link} rel="next">
            {copy.next}
          </Link>
        ) : null}
      </div>
    </nav>
  )
}
