import type { GoalViews } from '~/.server/circles/goals.server'
import { panelClass, submitClass } from '~/components/circles/parts'
import { FormField } from '~/components/forms/fields'
import { Form } from '~/components/ui/localized-router'
import { formatDate, formatMoney, formatPercent } from '~/lib/format'
import { m } from '~/paraglide/messages.js'

type DepositAction = { errors: Record<string, string[] | null | undefined>; values: Record<string, string> }

/** One goal: the plain maths, what a circle's payout before the date would cover, and the deposit form. */
export function GoalCard({ view, today, action }: { view: GoalViews[number]; today: string; action?: DepositAction }) {
  const { goal, plan, cover } = view
  const money = (amount: number) => formatMoney(amount, { currency: goal.currency })
  const id = goal.id.slice(0, 8)
  return (
    <section aria-labelledby={`goal-${id}`} className={panelClass} data-testid="goal">
      <h2 id={`goal-${id}`} className="text-lg font-bold break-words text-slate-950">
        {goal.name}
      </h2>
      <p className="mt-1 text-slate-800">
        {m.goals_progress({
          saved: money(plan.saved),
          amount: money(goal.amount),
          percent: formatPercent(plan.progress * 100, { fractionDigits: 0 }),
        })}
      </p>
      <div className="mt-2 h-2 rounded-full bg-slate-100" aria-hidden="true">
        <div className="h-2 rounded-full bg-emerald-600" style={{ width: `${Math.round(plan.progress * 100)}%` }} />
      </div>
      <p className="mt-2 text-slate-800">
        {plan.remaining === 0
          ? m.goals_reached()
          : plan.overdue
            ? m.goals_overdue({ remaining: money(plan.remaining) })
            : m.goals_plan({ date: formatDate(goal.target_date), perWeek: money(plan.perWeek ?? 0), perMonth: money(plan.perMonth ?? 0) })}
      </p>
      {cover.payouts.map((p) => (
        <p key={`${p.circleName}-${p.date}`} className="mt-2 text-sm text-slate-700">
          {m.goals_payout({
            circle: p.circleName,
            date: formatDate(p.date),
            amount: money(p.amount),
            percent: formatPercent(Math.min(1, p.amount / Math.max(plan.remaining, 0.01)) * 100, { fractionDigits: 0 }),
          })}
        </p>
      ))}
      <h3 className="mt-4 font-semibold text-slate-900">{m.goals_deposit_heading()}</h3>
      <Form method="post" className="mt-2 grid gap-3 sm:grid-cols-2" noValidate>
        <input type="hidden" name="intent" value="deposit" />
        <input type="hidden" name="goalId" value={goal.id} />
        <FormField answer={action} label={m.goals_field_deposit()} id={`deposit-amount-${id}`} name="amount" inputMode="decimal" />
        <FormField
          answer={action}
          label={m.goals_field_deposit_date()}
          id={`deposit-date-${id}`}
          name="depositedOn"
          type="date"
          defaultValue={today}
        />
        <div className="sm:col-span-2">
          <button type="submit" className={submitClass} aria-label={`${m.goals_deposit_submit()}: ${goal.name}`}>
            {m.goals_deposit_submit()}
          </button>
        </div>
      </Form>
    </section>
  )
}
