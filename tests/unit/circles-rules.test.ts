import { describe, expect, it } from 'vitest'

import {
  type CircleMember,
  effectivePayments,
  type HistoryEntry,
  historyCsv,
  memberTotals,
  remindersDue,
  roundDate,
  schedule,
  shareStatus,
} from '~/lib/circles'
import { orderSchema } from '~/lib/circles-schema'
import { goalPlan, payoutCover } from '~/lib/goals'

const member = (user_id: string, payout_position: number, status: CircleMember['status'] = 'active'): CircleMember => ({
  user_id,
  display_name: user_id.toUpperCase(),
  role: payout_position === 1 ? 'organiser' : 'member',
  status,
  payout_position,
  removed_reason: status === 'removed' ? 'moved' : null,
})

const entry = (id: number, fields: Partial<HistoryEntry>): HistoryEntry => ({
  id,
  kind: 'payment',
  actor_name: 'A',
  member_id: null,
  member_name: null,
  round: null,
  amount: null,
  paid_on: null,
  corrects: null,
  note: null,
  created_at: '2026-12-01T00:00:00Z',
  ...fields,
})

describe('savings circle rules', () => {
  it('dates rounds weekly, every two weeks, and monthly (clamped to the month’s last day)', () => {
    expect(roundDate('2026-12-01', 'weekly', 3)).toBe('2026-12-15')
    expect(roundDate('2026-12-01', 'biweekly', 2)).toBe('2026-12-15')
    expect(roundDate('2027-01-31', 'monthly', 2)).toBe('2027-02-28')
    expect(roundDate('2027-01-31', 'monthly', 3)).toBe('2027-03-31')
  })

  it('gives one round per active member in payout order; removed members drop out', () => {
    const rounds = schedule({ start_date: '2026-12-01', frequency: 'monthly' }, [
      member('b', 2),
      member('a', 1),
      member('x', 3, 'removed'),
      member('c', 4),
    ])
    expect(rounds.map((r) => [r.round, r.date, r.recipientId])).toEqual([
      [1, '2026-12-01', 'a'],
      [2, '2027-01-01', 'b'],
      [3, '2027-02-01', 'c'],
    ])
  })

  it('counts the newest entry for a share: a correction to 0 undoes a payment, and history stays whole', () => {
    const history = [
      entry(1, { member_id: 'b', round: 1, amount: 100, paid_on: '2026-12-01' }),
      entry(2, { kind: 'correction', member_id: 'b', round: 1, amount: 0, paid_on: '2026-12-01', corrects: 1 }),
      entry(3, { member_id: 'c', round: 1, amount: 100, paid_on: '2026-12-01' }),
    ]
    const members = [member('a', 1), member('b', 2), member('c', 3)]
    const rounds = schedule({ start_date: '2026-12-01', frequency: 'weekly' }, members)
    const payments = effectivePayments(history)
    expect(shareStatus(rounds[0]!, 'b', payments, '2026-12-02')).toBe('late')
    expect(shareStatus(rounds[0]!, 'b', payments, '2026-12-01')).toBe('not_yet')
    expect(shareStatus(rounds[0]!, 'c', payments, '2026-12-02')).toBe('paid')
    expect(memberTotals(rounds, members, history)).toEqual([
      { userId: 'a', name: 'A', paidIn: 0, received: 100 },
      { userId: 'b', name: 'B', paidIn: 0, received: 0 },
      { userId: 'c', name: 'C', paidIn: 100, received: 0 },
    ])
    expect(remindersDue({ start_date: '2026-12-01', frequency: 'weekly' }, members, history, '2026-11-28')).toMatchObject({
      round: { round: 1 },
      unpaid: ['b'],
    })
    expect(remindersDue({ start_date: '2026-12-01', frequency: 'weekly' }, members, history, '2026-11-27')).toBeNull()
  })

  it('exports CSV with quoting, and defuses cells a spreadsheet would run', () => {
    const csv = historyCsv(
      [entry(1, { kind: 'removed', note: '=HYPERLINK("x"), sadly' })],
      ['id', 'at', 'kind', 'by', 'member', 'round', 'amount', 'paid', 'corrects', 'note'],
    )
    expect(csv.split('\r\n')[1]).toBe(`1,2026-12-01T00:00:00Z,removed,A,,,,,,"'=HYPERLINK(""x""), sadly"`)
  })
})

describe('goal maths', () => {
  it('per week and per month round up to the cent; progress and what is left', () => {
    const plan = goalPlan({ amount: 1000, target_date: '2027-01-01' }, [{ amount: 100 }, { amount: 50.5 }], '2026-12-01')
    expect(plan).toMatchObject({ saved: 150.5, remaining: 849.5, daysLeft: 31, perWeek: 169.9, perMonth: 424.75, overdue: false })
    expect(plan.progress).toBeCloseTo(0.1505)
    expect(goalPlan({ amount: 100, target_date: '2026-11-01' }, [], '2026-12-01')).toMatchObject({ overdue: true, perWeek: null })
  })

  it('counts only payouts after today, by the date, in the goal’s currency', () => {
    const plan = goalPlan({ amount: 1000, target_date: '2027-01-01' }, [], '2026-12-01')
    const cover = payoutCover(
      plan,
      [
        { circleName: 'A', date: '2026-12-15', amount: 400, currency: 'USD' },
        { circleName: 'B', date: '2027-02-01', amount: 400, currency: 'USD' },
        { circleName: 'C', date: '2026-12-15', amount: 400, currency: 'ETB' },
      ],
      { target_date: '2027-01-01', currency: 'USD' },
      '2026-12-01',
    )
    expect(cover).toMatchObject({ total: 400, covers: 0.4 })
  })
})

describe('the order of payouts set by hand', () => {
  const parse = (positions: unknown[]) => orderSchema(3).safeParse({ positions })

  it('accepts the places 1..n, each once, in any order', () => {
    expect(parse(['3', '1', '2'])).toMatchObject({ success: true, data: { positions: [3, 1, 2] } })
  })

  it('refuses a place twice, a place out of 1..n, a missing place, or not a number, with the field’s message', () => {
    for (const bad of [
      ['1', '1', '3'],
      ['1', '2', '4'],
      ['0', '1', '2'],
      ['1', '2'],
      ['1', '2', undefined],
      ['1', '2', 'x'],
      ['1', '2', '2.5'],
    ]) {
      const result = parse(bad)
      expect(result.success, String(bad)).toBe(false)
      expect(result.error?.issues[0]?.message).toBe('Give each member a different round, from 1 to 3.')
    }
  })
})
