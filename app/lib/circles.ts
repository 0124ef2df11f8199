/**
 * Savings circles, the pure rules (docs/decisions/043-savings-circles.md): the schedule of rounds, who
 * receives each, what each member has put in and received, and the status of a round, all computed
 * from the rows the database keeps (circles, circle_members, the append-only circle_history). The same
 * on the server and in tests; no clock of its own (`today` is always given).
 */

/** The currencies a circle can keep its records in: US dollars, the CFA francs, and the remittance tool's. */
export const CIRCLE_CURRENCIES = ['USD', 'ETB', 'NGN', 'GHS', 'XOF', 'XAF', 'KES', 'EGP', 'ZAR', 'CVE', 'ERN', 'LRD', 'SOS', 'SSP'] as const

export const CIRCLE_FREQUENCIES = ['weekly', 'biweekly', 'monthly'] as const
export type CircleFrequency = (typeof CIRCLE_FREQUENCIES)[number]

export const PAYOUT_ORDERS = ['manual', 'random'] as const
export type PayoutOrder = (typeof PAYOUT_ORDERS)[number]

/** Repeated from the database's rules (private.circle_rule) for the pages' copy. */
export const CIRCLE_LIMITS = { circlesPerMember: 10, membersPerCircle: 30, invitationsPerHour: 20, invitationDays: 7 } as const

/** Days before a round's date that the reminder command e-mails those who have not paid. */
const REMINDER_DAYS_BEFORE = 3

export type CircleMember = {
  user_id: string
  display_name: string
  role: 'organiser' | 'member'
  status: 'active' | 'left' | 'removed'
  payout_position: number
  removed_reason: string | null
}

export type HistoryEntry = {
  id: number
  kind: 'created' | 'joined' | 'left' | 'removed' | 'drawn' | 'ordered' | 'payment' | 'correction'
  actor_name: string
  member_id: string | null
  member_name: string | null
  round: number | null
  amount: number | null
  paid_on: string | null
  corrects: number | null
  note: string | null
  created_at: string
}

export type Round = { round: number; date: string; recipientId: string; recipientName: string }

const DAY_MS = 86_400_000

function parseIsoDate(iso: string): Date {
  return new Date(`${iso.slice(0, 10)}T00:00:00Z`)
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10)
}

/** The date of round `round` (1-based): weekly and biweekly by days, monthly by calendar month (clamped). */
export function roundDate(start: string, frequency: CircleFrequency, round: number): string {
  const base = parseIsoDate(start)
  const steps = round - 1
  if (frequency === 'weekly') return isoDate(new Date(base.getTime() + steps * 7 * DAY_MS))
  if (frequency === 'biweekly') return isoDate(new Date(base.getTime() + steps * 14 * DAY_MS))
  const year = base.getUTCFullYear()
  const month = base.getUTCMonth() + steps
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  return isoDate(new Date(Date.UTC(year, month, Math.min(base.getUTCDate(), lastDay))))
}

/** The active members in payout order. */
function payoutOrder(members: CircleMember[]): CircleMember[] {
  return members.filter((m) => m.status === 'active').sort((a, b) => a.payout_position - b.payout_position)
}

/** One round per active member, in payout order: who receives it and on which date. */
export function schedule(circle: { start_date: string; frequency: CircleFrequency }, members: CircleMember[]): Round[] {
  return payoutOrder(members).map((member, index) => ({
    round: index + 1,
    date: roundDate(circle.start_date, circle.frequency, index + 1),
    recipientId: member.user_id,
    recipientName: member.display_name,
  }))
}

/**
 * What the history says each member paid in each round: the newest payment or correction for a
 * (round, member) is the one that counts (a correction to 0 says "not paid after all").
 */
export function effectivePayments(history: HistoryEntry[]): Map<string, { amount: number; paidOn: string; entryId: number }> {
  const out = new Map<string, { amount: number; paidOn: string; entryId: number }>()
  for (const entry of [...history].sort((a, b) => a.id - b.id)) {
    if ((entry.kind !== 'payment' && entry.kind !== 'correction') || entry.round === null || entry.member_id === null) continue
    out.set(`${entry.round}:${entry.member_id}`, { amount: Number(entry.amount ?? 0), paidOn: entry.paid_on ?? '', entryId: entry.id })
  }
  return out
}

/** The round going on at `today`: the latest whose date has come, else the first. Null without rounds. */
export function currentRound(rounds: Round[], today: string): Round | null {
  if (rounds.length === 0) return null
  return [...rounds].reverse().find((r) => r.date <= today) ?? rounds[0]!
}

/** The first round on or after `today` (what is due next), or null once every round has passed. */
export function nextRound(rounds: Round[], today: string): Round | null {
  return rounds.find((r) => r.date >= today) ?? null
}

export type ShareStatus = 'paid' | 'late' | 'not_yet'

export function shareStatus(round: Round, memberId: string, payments: ReturnType<typeof effectivePayments>, today: string): ShareStatus {
  const paid = payments.get(`${round.round}:${memberId}`)
  if (paid && paid.amount > 0) return 'paid'
  return today > round.date ? 'late' : 'not_yet'
}

/** Per active member: what they have put in (all rounds) and received (what was recorded paid in their round). */
export function memberTotals(rounds: Round[], members: CircleMember[], history: HistoryEntry[]) {
  const payments = effectivePayments(history)
  return payoutOrder(members).map((member) => {
    let paidIn = 0
    for (const round of rounds) paidIn += payments.get(`${round.round}:${member.user_id}`)?.amount ?? 0
    const own = rounds.find((r) => r.recipientId === member.user_id)
    let received = 0
    if (own)
      for (const other of members)
        received += other.user_id === member.user_id ? 0 : (payments.get(`${own.round}:${other.user_id}`)?.amount ?? 0)
    return { userId: member.user_id, name: member.display_name, paidIn, received }
  })
}

/** The history as CSV (RFC 4180; cells that a spreadsheet would run as formulas are quoted with a '). */
export function historyCsv(history: HistoryEntry[], header: string[]): string {
  const cell = (value: unknown) => {
    let text = value === null || value === undefined ? '' : String(value)
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
  }
  const rows = history.map((h) => [
    h.id,
    h.created_at,
    h.kind,
    h.actor_name,
    h.member_name,
    h.round,
    h.amount,
    h.paid_on,
    h.corrects,
    h.note,
  ])
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n'
}

/** Members due a reminder for a round `daysBefore` days ahead: those not recorded as paid, and the recipient. */
export function remindersDue(
  circle: { start_date: string; frequency: CircleFrequency },
  members: CircleMember[],
  history: HistoryEntry[],
  today: string,
  daysBefore = REMINDER_DAYS_BEFORE,
): { round: Round; unpaid: string[] } | null {
  const rounds = schedule(circle, members)
  const horizon = isoDate(new Date(parseIsoDate(today).getTime() + daysBefore * DAY_MS))
  const round = rounds.find((r) => r.date >= today && r.date <= horizon)
  if (!round) return null
  const payments = effectivePayments(history)
  const unpaid = payoutOrder(members)
    .filter((m) => m.user_id !== round.recipientId && !((payments.get(`${round.round}:${m.user_id}`)?.amount ?? 0) > 0))
    .map((m) => m.user_id)
  return { round, unpaid }
}
