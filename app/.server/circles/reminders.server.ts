/**
 * `npm run circles:remind` (scripts/circles-remind.ts): a few days before a round, an e-mail to each
 * member whose share is not recorded as paid, and one to the member whose turn it is to receive. Safe to
 * run every hour: each e-mail is claimed once in Postgres (public.circle_reminder_claim, keyed on circle,
 * round, member and kind) before the e-mail function sends it, so a second run sends nothing twice.
 * The clock is injected (`today`), never read here.
 */
import { type CircleFrequency, type CircleMember, type HistoryEntry, remindersDue } from '~/lib/circles'

import { createSupabaseAdminClient } from '../platform/supabase.server'
import { requestCircleEmail } from './circles.server'

type CircleRow = { id: string; contribution: number; currency: string; frequency: CircleFrequency; start_date: string }

export type ReminderReport = { circles: number; due: number; sent: number; skipped: number }

export async function sendCircleReminders({
  today,
  send = requestCircleEmail,
}: {
  /** The calendar date (YYYY-MM-DD, UTC) the command runs on. */
  today: string
  send?: (body: Record<string, unknown>) => Promise<boolean>
}): Promise<ReminderReport> {
  const admin = createSupabaseAdminClient()
  const report: ReminderReport = { circles: 0, due: 0, sent: 0, skipped: 0 }
  let after: string | null = null
  for (;;) {
    const page = await admin.rpc('circle_reminder_circles', { p_limit: 500, p_after: after })
    if (page.error) throw new Error(`circle_reminder_circles: ${page.error.message}`)
    const circles = (page.data ?? []) as CircleRow[]
    if (circles.length === 0) break
    for (const circle of circles) {
      report.circles++
      const [members, history] = await Promise.all([
        admin
          .from('circle_members')
          .select('user_id, display_name, role, status, payout_position, removed_reason')
          .eq('circle_id', circle.id),
        admin
          .from('circle_history')
          .select('id, kind, member_id, round, amount, paid_on, corrects')
          .eq('circle_id', circle.id)
          .in('kind', ['payment', 'correction']),
      ])
      if (members.error || history.error) throw new Error(`circle ${circle.id}: ${(members.error ?? history.error)!.message}`)
      const due = remindersDue(circle, members.data as CircleMember[], history.data as HistoryEntry[], today)
      if (!due) continue
      const base = {
        circleId: circle.id,
        round: due.round.round,
        date: due.round.date,
        amount: Number(circle.contribution),
        currency: circle.currency,
      }
      const wanted = [
        ...due.unpaid.map((userId) => ({ kind: 'circle-reminder', ...base, userId, reminder: 'due' })),
        { kind: 'circle-reminder', ...base, userId: due.round.recipientId, reminder: 'payout' },
      ]
      for (const body of wanted) {
        report.due++
        if (await send(body)) report.sent++
        else report.skipped++
      }
    }
    after = circles.at(-1)!.id
  }
  return report
}
