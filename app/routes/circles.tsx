import { data } from 'react-router'

import type { Route } from './+types/circles'
import { requireUser } from '~/.server/account/auth.server'
import { type CircleList, listMyCircles, todayOf } from '~/.server/circles/circles.server'
import { CirclePage } from '~/components/circles/parts'
import { buttonClass } from '~/components/ui/button'
import { Link } from '~/components/ui/localized-router'
import { SiteLink } from '~/components/ui/site-link'
import { pageTitle } from '~/content/site'
import { formatDate, formatMoney } from '~/lib/format'
import { m } from '~/paraglide/messages.js'

// /circles: the signed-in member's savings circles and what is due next in each (issue 35). Rows read:
// the member's own memberships, then those circles, their members and the member's own payments
// (app/.server/circles/circles.server.ts), whatever the number of circles in the database.

export function meta(): Route.MetaDescriptors {
  return [{ title: pageTitle(m.circles_meta_title()) }, { name: 'robots', content: 'noindex' }]
}

export async function loader({ request }: Route.LoaderArgs) {
  const { user, supabase, headers } = await requireUser(request)
  headers.set('Cache-Control', 'private, no-store')
  const circles: CircleList = await listMyCircles(supabase, user.id, todayOf())
  return data({ status: 200, view: { circles } }, { headers })
}

export default function Circles({ loaderData }: Route.ComponentProps) {
  const { circles } = loaderData.view
  return (
    <CirclePage heading={m.circles_heading()} back={false}>
      <p className="mt-4 text-slate-700">{m.circles_intro()}</p>
      <SiteLink to="/circles/new" className={`${buttonClass('primary', 'md')} mt-5`}>
        {m.circles_new_link()}
      </SiteLink>
      {circles.length === 0 ? (
        <p className="mt-8 rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">{m.circles_none()}</p>
      ) : (
        <ul className="mt-8 space-y-4" data-testid="circle-list">
          {circles.map((circle) => (
            <li key={circle.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <h2 className="text-lg font-bold break-words text-slate-950">
                <Link to={`/circles/${circle.id}`} className="text-emerald-800 underline underline-offset-4">
                  {circle.name}
                </Link>
              </h2>
              <p className="mt-1 text-sm text-slate-600">
                {m.circles_members_count({
                  count: circle.members,
                  amount: formatMoney(circle.contribution, { currency: circle.currency }),
                })}
              </p>
              {circle.next ? (
                <p className="mt-2 text-slate-800" data-testid="circle-next">
                  {circle.next.mine
                    ? m.circles_next_mine({ round: circle.next.round, date: formatDate(circle.next.date) })
                    : m.circles_next_due({
                        round: circle.next.round,
                        date: formatDate(circle.next.date),
                        recipient: circle.next.recipientName,
                      })}{' '}
                  {circle.next.mine
                    ? null
                    : circle.next.paid
                      ? m.circles_next_paid()
                      : m.circles_next_unpaid({ amount: formatMoney(circle.contribution, { currency: circle.currency }) })}
                </p>
              ) : (
                <p className="mt-2 text-slate-800">{m.circles_finished()}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </CirclePage>
  )
}
