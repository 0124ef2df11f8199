import type { Route } from './+types/circles.export'
import { requireUser } from '~/.server/account/auth.server'
import { loadCircle, todayOf } from '~/.server/circles/circles.server'
import { historyCsv } from '~/lib/circles'
import { m } from '~/paraglide/messages.js'

// /circles/<id>/history.csv: the circle's whole history for its members (RLS: others get a 404).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export async function loader({ request, params }: Route.LoaderArgs) {
  const { user, supabase } = await requireUser(request)
  const view = UUID.test(params.id) ? await loadCircle(supabase, params.id, user.id, todayOf()) : null
  if (!view) return new Response('Not Found', { status: 404, headers: { 'Cache-Control': 'private, no-store' } })
  return new Response(historyCsv(view.history, m.circles_csv_header().split(',')), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="circle-${params.id.slice(0, 8)}-history.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
