import type { ReactNode } from 'react'

import { sampleDataNote } from '~/content/admin'

export type Column<Row> = { header: string; cell: (row: Row) => ReactNode; nowrap?: boolean }

/**
 * Sample records as a real table (caption, column and row headers) from 640px up; on phones the same
 * records as a list of small cards, each field labelled, so nothing hides off to the side. Only one of
 * the two is displayed at a time, so assistive technology meets the records once.
 */
export function AdminTable<Row extends { id: string }>({
  caption,
  columns,
  rows,
}: {
  caption: string
  /** The first column names the row (a row header in the table, the card's title on phones). */
  columns: [Column<Row>, ...Column<Row>[]]
  rows: readonly Row[]
}) {
  const [first, ...rest] = columns
  return (
    <div>
      <p className="mb-2 text-xs text-slate-600">{sampleDataNote}</p>

      <ul aria-label={caption} className="space-y-3 sm:hidden">
        {rows.map((row) => (
          <li key={row.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <p className="font-medium text-slate-900">{first.cell(row)}</p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {rest.map((c) => (
                <div key={c.header} className="contents">
                  <dt className="text-slate-600">{c.header}</dt>
                  <dd className="min-w-0 break-words text-slate-800">{c.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>

      <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm sm:block">
        <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50">
            <tr>
              {columns.map((c) => (
                <th key={c.header} scope="col" className="whitespace-nowrap px-4 py-3 font-semibold text-slate-700">
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row" className="px-4 py-3 align-top font-medium text-slate-900">
                  {first.cell(row)}
                </th>
                {rest.map((c) => (
                  <td key={c.header} className={`px-4 py-3 align-top text-slate-800 ${c.nowrap ? 'whitespace-nowrap' : ''}`}>
                    {c.cell(row)}
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
