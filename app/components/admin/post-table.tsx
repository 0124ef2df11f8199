import { adminCopy, formatAdminDate, type SamplePost } from '~/content/admin'

import { AdminTable } from './admin-table'
import { StatusBadge } from './status-badge'

const t = adminCopy.table

/** Articles or blog posts: title, Published/Draft and date. */
export function PostTable({ caption, rows }: { caption: string; rows: readonly SamplePost[] }) {
  return (
    <AdminTable
      caption={caption}
      rows={rows}
      columns={[
        { header: t.title, cell: (row) => row.title },
        { header: t.status, cell: (row) => <StatusBadge status={row.status} /> },
        { header: t.date, cell: (row) => <time dateTime={row.date}>{formatAdminDate(row.date)}</time>, nowrap: true },
      ]}
    />
  )
}
