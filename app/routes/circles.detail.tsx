import { data } from 'react-router'

import type { Route } from './+types/circles.detail'
import { requireUser } from '~/.server/account/auth.server'
import { type CircleActionData, handleCircleAction } from '~/.server/circles/circle-actions.server'
import { loadCircle, todayOf } from '~/.server/circles/circles.server'
import { readFormData } from '~/.server/platform/submission.server'
import { CircleForms } from '~/components/circles/circle-forms'
import { CircleOrderForm } from '~/components/circles/circle-order-form'
import { CircleHistory, CircleSchedule, CurrentRound, MemberTotals } from '~/components/circles/circle-sections'
import { CirclePage, Notice } from '~/components/circles/parts'
import { pageTitle } from '~/content/site'
import { formatDate, formatMoney } from '~/lib/format'
import { m } from '~/paraglide/messages.js'

// /circles/<id>: one circle as its members see it (issue 35). Row level security decides: anyone who
// is not an active member of the circle gets the same 404 as for a circle that does not exist.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: pageTitle(loaderData?.view.circle.name ?? m.circles_meta_title()) }, { name: 'robots', content: 'noindex' }]
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { user, supabase, headers } = await requireUser(request)
  headers.set('Cache-Control', 'private, no-store')
  const view = UUID.test(params.id) ? await loadCircle(supabase, params.id, user.id, todayOf()) : null
  if (!view) throw data('Not Found', { status: 404, headers })
  return data({ status: 200, view: { ...view, userId: user.id } }, { headers })
}

export async function action({ request, params }: Route.ActionArgs) {
  const { supabase, headers } = await requireUser(request)
  if (!UUID.test(params.id)) throw data('Not Found', { status: 404 })
  return handleCircleAction(supabase, params.id, await readFormData(request), headers)
}

export default function CircleDetail({ loaderData, actionData }: Route.ComponentProps) {
  const view = loaderData.view
  const { circle } = view
  const action = actionData as CircleActionData | undefined
  const frequency = {
    weekly: m.circles_frequency_weekly(),
    biweekly: m.circles_frequency_biweekly(),
    monthly: m.circles_frequency_monthly(),
  }[circle.frequency]
  return (
    <CirclePage heading={circle.name}>
      <p className="mt-4 text-slate-700">
        {m.circles_members_count({ count: view.rounds.length, amount: formatMoney(circle.contribution, { currency: circle.currency }) })} ·{' '}
        {frequency} · {formatDate(circle.start_date)}
      </p>
      <Notice error={action?.formError} />
      {view.current ? <CurrentRound current={view.current} /> : null}
      <CircleSchedule rounds={view.rounds} members={view.members} userId={view.userId} />
      <MemberTotals totals={view.totals} currency={circle.currency} />
      {view.organiser && circle.payout_order === 'manual' && !view.started && view.rounds.length > 1 ? (
        <CircleOrderForm view={view} action={action} />
      ) : null}
      <CircleForms view={view} action={action} />
      <CircleHistory history={view.history} currency={circle.currency} circleId={circle.id} />
    </CirclePage>
  )
}
