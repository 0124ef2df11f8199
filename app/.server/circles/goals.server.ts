/**
 * Savings goals on the server (issue 35): the member's own goals and deposits, read and written with
 * their own session; row level security keeps every row its owner's (20261129300100_goals.sql).
 */
import type { SupabaseClient } from '@supabase/supabase-js'

import { goalPlan, payoutCover } from '~/lib/goals'

import { listMyCircles } from './circles.server'

type GoalRow = { id: string; name: string; amount: number; currency: string; target_date: string }

export async function loadGoals(supabase: SupabaseClient, userId: string, today: string) {
  const [goals, deposits, circles] = await Promise.all([
    supabase.from('goals').select('id, name, amount, currency, target_date').order('created_at'),
    supabase.from('goal_deposits').select('goal_id, amount, deposited_on').order('id'),
    listMyCircles(supabase, userId, today),
  ])
  if (goals.error) throw new Error(`goals: ${goals.error.message}`)
  if (deposits.error) throw new Error(`goal deposits: ${deposits.error.message}`)
  const payouts = circles.flatMap((c) =>
    c.payout ? [{ circleName: c.name, date: c.payout.date, amount: c.payout.amount, currency: c.currency }] : [],
  )
  return ((goals.data ?? []) as GoalRow[]).map((row) => {
    const goal = { ...row, amount: Number(row.amount) }
    const own = (deposits.data ?? [])
      .filter((d) => d.goal_id === goal.id)
      .map((d) => ({ amount: Number(d.amount), date: d.deposited_on as string }))
    const plan = goalPlan(goal, own, today)
    return { goal, deposits: own, plan, cover: payoutCover(plan, payouts, goal, today) }
  })
}

export type GoalViews = Awaited<ReturnType<typeof loadGoals>>

export async function addGoal(supabase: SupabaseClient, v: { name: string; amount: number; targetDate: string }) {
  const { error } = await supabase.from('goals').insert({ name: v.name, amount: v.amount, target_date: v.targetDate })
  return error ? { ok: false as const, code: error.code ?? '' } : { ok: true as const }
}

export async function addDeposit(supabase: SupabaseClient, v: { goalId: string; amount: number; depositedOn: string }) {
  const { error } = await supabase.from('goal_deposits').insert({ goal_id: v.goalId, amount: v.amount, deposited_on: v.depositedOn })
  return error ? { ok: false as const, code: error.code ?? '' } : { ok: true as const }
}
