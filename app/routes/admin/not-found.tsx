import { data, Link } from 'react-router'

import { requireAdmin } from '~/.server/admin/admin.server'
import { buttonClass } from '~/components/ui/button'
import { adminCopy } from '~/content/admin'
import { pageTitle } from '~/content/site'

import type { Route } from './+types/not-found'

export function meta(): Route.MetaDescriptors {
  return [{ title: pageTitle(`${adminCopy.notFound.title} - ${adminCopy.areaLabel}`) }, { name: 'robots', content: 'noindex' }]
}

// Guarded like every admin route, so the admin area's URLs reveal nothing to anyone else.
export async function loader({ request }: Route.LoaderArgs) {
  const { headers } = await requireAdmin(request)
  return data(null, { status: 404, headers })
}

export async function action({ request }: Route.ActionArgs) {
  const { headers } = await requireAdmin(request)
  return data(null, { status: 404, headers })
}

export default function AdminNotFound() {
  const copy = adminCopy.notFound
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm">
      <h1 className="text-4xl font-bold text-slate-900">{copy.heading}</h1>
      <p className="mt-2 text-lg font-semibold text-slate-800">{copy.title}</p>
      <p className="mx-auto mt-3 max-w-md text-slate-600">{copy.message}</p>
      <Link to="/admin" className={`mt-6 ${buttonClass('primary', 'md')}`}>
        {copy.backLink}
      </Link>
    </section>
  )
}
