/**
 * Savings goals, the plain maths (issue 35): what is left, how much per week or per month reaches it by
 * the date, how far along it is, and how much of what is left a circle's payout before the date would
 * cover. No advice: only arithmetic on the member's own numbers. `today` is always given.
 */

const DAY_MS = 86_400_000

export type GoalPlan = {
  saved: number
  remaining: number
  /** 0..1 */
  progress: number
  daysLeft: number
  perWeek: number | null
  perMonth: number | null
  /** The date has passed (or is today) with something still to put aside. */
  overdue: boolean
}

const cents = (value: number) => Math.round(value * 100) / 100

/** Rounded up to the cent: a plan that rounds down would end short. */
const perPeriod = (remaining: number, periods: number) => Math.ceil((remaining / periods) * 100) / 100

export function goalPlan(goal: { amount: number; target_date: string }, deposits: { amount: number }[], today: string): GoalPlan {
  const saved = cents(deposits.reduce((sum, d) => sum + Number(d.amount), 0))
  const remaining = cents(Math.max(0, goal.amount - saved))
  const daysLeft = Math.round((Date.parse(`${goal.target_date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS)
  const open = remaining > 0 && daysLeft > 0
  return {
    saved,
    remaining,
    progress: goal.amount > 0 ? Math.min(1, saved / goal.amount) : 0,
    daysLeft,
    perWeek: open ? perPeriod(remaining, Math.max(1, Math.ceil(daysLeft / 7))) : null,
    perMonth: open ? perPeriod(remaining, Math.max(1, Math.ceil(daysLeft / 30.4375))) : null,
    overdue: remaining > 0 && daysLeft <= 0,
  }
}

export type Payout = { circleName: string; date: string; amount: number; currency: string }

/** The payouts due to the member after today and by the goal's date, in the goal's currency, and the share of what is left they cover. */
export function payoutCover(plan: GoalPlan, payouts: Payout[], goal: { target_date: string; currency: string }, today: string) {
  const inTime = payouts.filter((p) => p.date > today && p.date <= goal.target_date && p.currency === goal.currency)
  const total = cents(inTime.reduce((sum, p) => sum + p.amount, 0))
  return { payouts: inTime, total, covers: plan.remaining > 0 ? Math.min(1, total / plan.remaining) : 0 }
}
