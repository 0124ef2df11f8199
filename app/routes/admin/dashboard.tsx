import { data } from 'react-router'

import { refuseAdminPost, requireAdmin } from '~/.server/admin/admin.server'
import { AdminPageHeader } from '~/components/admin/admin-page-header'
import { EmptyCard, StatCard } from '~/components/admin/stat-card'
import { adminCopy, sampleDataNote, sampleStats } from '~/content/admin'
import { pageTitle } from '~/content/site'

import type { Route } from './+types/dashboard'

export function meta(): Route.MetaDescriptors {
  return [{ title: pageTitle(`${adminCopy.dashboard.title} - ${adminCopy.areaLabel}`) }, { name: 'robots', content: 'noindex' }]
}

export async function loader({ request }: Route.LoaderArgs) {
  const { headers } = await requireAdmin(request)
  return data({ stats: sampleStats }, { headers })
}

export const action = ({ request }: Route.ActionArgs) => refuseAdminPost(request)

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const copy = adminCopy.dashboard
  return (
    <>
      <AdminPageHeader title={copy.title} intro={copy.intro} />
      <section aria-labelledby="stats-heading">
        <h2 id="stats-heading" className="sr-only">
          {copy.statsHeading}
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
          {loaderData.stats.map((stat) => (
            <StatCard key={stat.label} stat={stat} />
          ))}
        </dl>
        <p className="mt-2 text-xs text-slate-600">{sampleDataNote}</p>
      </section>
      <div className="mt-8 grid grid-cols-1 gap-4 lg:grid-cols-2">
        <EmptyCard heading={copy.recentArticles.heading} message={copy.recentArticles.empty} />
        <EmptyCard heading={copy.recentActivity.heading} message={copy.recentActivity.empty} />
      </div>
    </>
  )
}
