import { data } from 'react-router'

import type { Route } from './+types/goals'
import { getAuthenticatedUser, requireUser } from '~/.server/account/auth.server'
import { todayOf } from '~/.server/circles/circles.server'
import { addDeposit, addGoal, type GoalViews, loadGoals } from '~/.server/circles/goals.server'
import { parseSubmission, readFormData } from '~/.server/platform/submission.server'
import { redirectWithSuccess } from '~/.server/platform/toast.server'
import { Notice, panelClass, submitClass } from '~/components/circles/parts'
import { GoalCard } from '~/components/circles/goal-card'
import { FormField } from '~/components/forms/fields'
import { buttonClass } from '~/components/ui/button'
import { Container } from '~/components/ui/container'
import { Form } from '~/components/ui/localized-router'
import { SiteLink } from '~/components/ui/site-link'
import { pageTitle } from '~/content/site'
import { DepositSchema, GoalSchema } from '~/lib/circles-schema'
import { m } from '~/paraglide/messages.js'

// /goals (issue 35): the spec's heading; signed out, what the tool does and a way to sign in; signed in,
// the member's own goals (RLS: only theirs), what they put aside, and the plain maths. No advice.

type ActionData = {
  intent: string
  goalId?: string
  errors: Record<string, string[] | null | undefined>
  values: Record<string, string>
  formError?: string
}

export function meta(): Route.MetaDescriptors {
  return [
    { title: pageTitle(m.coming_soon_pages_goals_heading()) },
    { name: 'description', content: m.coming_soon_pages_goals_description() },
  ]
}

export async function loader({ request }: Route.LoaderArgs) {
  const { user, supabase, headers } = await getAuthenticatedUser(request)
  headers.set('Cache-Control', 'private, no-store')
  const goals: GoalViews | null = user ? await loadGoals(supabase, user.id, todayOf()) : null
  return data({ status: 200, view: { signedIn: Boolean(user), goals, today: todayOf() } }, { headers })
}

export async function action({ request }: Route.ActionArgs) {
  const { supabase, headers } = await requireUser(request)
  const form = await readFormData(request)
  const values = Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]))
  const intent = values.intent === 'deposit' ? 'deposit' : 'goal'
  const submission = intent === 'deposit' ? parseSubmission(form, DepositSchema) : parseSubmission(form, GoalSchema)
  if (submission.status !== 'success') {
    return data<ActionData>({ intent, goalId: values.goalId, errors: submission.error ?? {}, values }, { status: 400, headers })
  }
  const v = submission.value
  const saved = v.intent === 'deposit' ? await addDeposit(supabase, v) : await addGoal(supabase, v)
  if (saved.ok) return redirectWithSuccess('/goals', intent === 'deposit' ? m.goals_deposited() : m.goals_added(), { headers })
  const refused = saved.code === '42501' || saved.code.startsWith('23')
  if (!refused) console.error(JSON.stringify({ type: 'goal_save_failed', code: saved.code }))
  const formError = refused ? m.goals_limit() : m.circles_error_unexpected()
  return data<ActionData>({ intent, goalId: values.goalId, errors: {}, values, formError }, { status: refused ? 409 : 503, headers })
}

export default function Goals({ loaderData, actionData }: Route.ComponentProps) {
  const { signedIn, goals, today } = loaderData.view
  const action = actionData as ActionData | undefined
  const answer = action?.intent === 'goal' ? action : undefined
  return (
    <section className="flex-1 bg-gradient-to-b from-emerald-50 to-white">
      <Container className="max-w-3xl py-8 sm:py-12">
        <h1 className="text-3xl font-extrabold tracking-tight text-balance text-slate-950 sm:text-5xl">
          {m.coming_soon_pages_goals_heading()}
        </h1>
        <p className="mt-4 text-lg text-slate-700">{m.goals_intro()}</p>
        <p className="mt-3 rounded-md bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200" data-testid="ai-notice">
          {m.coming_soon_pages_goals_paragraphs_1()}
        </p>
        {!signedIn ? (
          <div className={panelClass}>
            <p className="text-slate-800">{m.goals_signed_out()}</p>
            <SiteLink to="/auth?redirectTo=%2Fgoals" className={`${buttonClass('primary', 'md')} mt-4`}>
              {m.goals_sign_in()}
            </SiteLink>
          </div>
        ) : (
          <>
            <Notice error={action?.formError} />
            {goals && goals.length > 0 ? (
              goals.map((g) => (
                <GoalCard
                  key={g.goal.id}
                  view={g}
                  today={today}
                  action={action?.intent === 'deposit' && action.goalId === g.goal.id ? action : undefined}
                />
              ))
            ) : (
              <p className="mt-6 text-slate-600">{m.goals_none()}</p>
            )}
            <section aria-labelledby="new-goal" className={panelClass}>
              <h2 id="new-goal" className="text-lg font-bold text-slate-950">
                {m.goals_new_heading()}
              </h2>
              <Form method="post" className="mt-3 space-y-4" noValidate>
                <input type="hidden" name="intent" value="goal" />
                <FormField answer={answer} label={m.goals_field_name()} id="goal-name" name="name" maxLength={80} />
                <FormField answer={answer} label={m.goals_field_amount()} id="goal-amount" name="amount" inputMode="decimal" />
                <FormField answer={answer} label={m.goals_field_date()} id="goal-date" name="targetDate" type="date" min={today} />
                <button type="submit" className={submitClass}>
                  {m.goals_add_submit()}
                </button>
              </Form>
            </section>
            <p className="mt-6">
              <SiteLink to="/circles" className="font-semibold text-emerald-800 underline underline-offset-4">
                {m.goals_circles_link()}
              </SiteLink>
            </p>
          </>
        )}
      </Container>
    </section>
  )
}
