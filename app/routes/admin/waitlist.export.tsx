import { refuseAdminPost, requireAdmin } from '~/.server/admin/admin.server'
import { waitlistCsvStream } from '~/.server/waitlist/waitlist-admin.server'
import { waitlistCsv } from '~/content/waitlist-admin'
import { parseWaitlistFilters } from '~/lib/waitlist-admin'

import type { Route } from './+types/waitlist.export'

// /admin/waitlist/export.csv: every entry matching the list's filters, streamed as it is read (the
// production server passes text/csv bodies through as they are produced: server/respond.mjs).

export async function loader({ request }: Route.LoaderArgs) {
  const { headers } = await requireAdmin(request)
  const filters = parseWaitlistFilters(new URL(request.url).searchParams)
  headers.set('Content-Type', 'text/csv; charset=utf-8')
  headers.set('Content-Disposition', `attachment; filename="${waitlistCsv.fileName(new Date().toISOString().slice(0, 10))}"`)
  headers.set('Cache-Control', 'no-store')
  headers.set('X-Robots-Tag', 'noindex')
  return new Response(waitlistCsvStream(filters), { status: 200, headers })
}

export const action = ({ request }: Route.ActionArgs) => refuseAdminPost(request)
