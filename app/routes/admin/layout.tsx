import { data, Outlet } from 'react-router'

import { requireAdmin } from '~/.server/admin/admin.server'
import { AdminNav } from '~/components/admin/admin-nav'
import { adminCopy } from '~/content/admin'

import type { Route } from './+types/layout'

// The layout's guard protects only what the layout renders: every child loader and action calls
// requireAdmin itself, because they run in parallel with (or without) this loader.
export async function loader({ request }: Route.LoaderArgs) {
  const { user, headers } = await requireAdmin(request)
  return data({ email: user.email ?? '' }, { headers })
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 nav:flex nav:gap-8 nav:py-10 lg:px-8">
      <aside className="mb-6 nav:mb-0 nav:w-52 nav:shrink-0">
        <div className="nav:sticky nav:top-24">
          <p className="mb-1 text-xs font-semibold uppercase tracking-wider text-emerald-800">{adminCopy.areaLabel}</p>
          <p className="mb-3 truncate text-xs text-slate-600">
            {adminCopy.signedInAs} <span className="font-medium text-slate-800">{loaderData.email}</span>
          </p>
          <AdminNav />
        </div>
      </aside>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  )
}
