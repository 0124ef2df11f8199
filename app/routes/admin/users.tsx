import { data } from 'react-router'

import { refuseAdminPost, requireAdmin } from '~/.server/admin/admin.server'
import { AdminPageHeader } from '~/components/admin/admin-page-header'
import { AdminTable } from '~/components/admin/admin-table'
import { StatusBadge } from '~/components/admin/status-badge'
import { adminCopy, formatAdminDate, sampleUsers } from '~/content/admin'
import { pageTitle } from '~/content/site'

import type { Route } from './+types/users'

export function meta(): Route.MetaDescriptors {
  return [{ title: pageTitle(`${adminCopy.users.title} - ${adminCopy.areaLabel}`) }, { name: 'robots', content: 'noindex' }]
}

export async function loader({ request }: Route.LoaderArgs) {
  const { headers } = await requireAdmin(request)
  return data({ users: sampleUsers }, { headers })
}

export const action = ({ request }: Route.ActionArgs) => refuseAdminPost(request)

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const copy = adminCopy.users
  const t = adminCopy.table
  return (
    <>
      <AdminPageHeader title={copy.title} intro={copy.intro} />
      <AdminTable
        caption={copy.caption}
        rows={loaderData.users}
        columns={[
          { header: t.name, cell: (u) => u.name },
          { header: t.email, cell: (u) => u.email },
          { header: t.status, cell: (u) => <StatusBadge status={u.status} /> },
          { header: t.joined, cell: (u) => <time dateTime={u.joined}>{formatAdminDate(u.joined)}</time>, nowrap: true },
        ]}
      />
    </>
  )
}
