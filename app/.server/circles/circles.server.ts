/**
 * Savings circles on the server (issue 35; docs/decisions/043-savings-circles.md). Every read and
 * write goes through the signed-in member's own client (their session, the public key): Postgres's row
 * level security decides what they see, and the circle_* functions what they may change. The service
 * key is used only to ask the e-mail function for an invitation's one e-mail.
 */
import type { SupabaseClient } from '@supabase/supabase-js'

import {
  type CircleFrequency,
  type CircleMember,
  currentRound,
  effectivePayments,
  type HistoryEntry,
  memberTotals,
  nextRound,
  type PayoutOrder,
  schedule,
  shareStatus,
} from '~/lib/circles'

import { SECRET_HEADER } from '../../../supabase/functions/send-confirmation/handler'
import { functionSecret } from '../waitlist/waitlist-email.server'
import { createSupabaseAdminClient } from '../platform/supabase.server'
import { digestToken, newLinkToken } from '../waitlist/waitlist-tokens.server'

type Circle = {
  id: string
  name: string
  organiser_id: string
  contribution: number
  currency: string
  frequency: CircleFrequency
  start_date: string
  payout_order: PayoutOrder
  drawn_at: string | null
  created_at: string
}

const CIRCLE_COLUMNS = 'id, name, organiser_id, contribution, currency, frequency, start_date, payout_order, drawn_at, created_at'
const MEMBER_COLUMNS = 'circle_id, user_id, display_name, role, status, payout_position, removed_reason'
const HISTORY_COLUMNS = 'id, circle_id, kind, actor_name, member_id, member_name, round, amount, paid_on, corrects, note, created_at'

/** The UTC calendar date of a moment (the circles' dates are calendar dates). */
export function todayOf(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10)
}

function fail(what: string, error: { message: string; code?: string }): never {
  throw Object.assign(new Error(`${what}: ${error.message}`), { code: error.code })
}

/** The signed-in member's circles, each with the round due next and whether their share of it is recorded. */
export async function listMyCircles(supabase: SupabaseClient, userId: string, today: string) {
  const own = await supabase.from('circle_members').select('circle_id').eq('user_id', userId).eq('status', 'active')
  if (own.error) fail('circle memberships', own.error)
  const ids = (own.data ?? []).map((row) => row.circle_id as string)
  if (ids.length === 0) return []
  const [circles, members, payments] = await Promise.all([
    supabase.from('circles').select(CIRCLE_COLUMNS).in('id', ids).order('created_at'),
    supabase.from('circle_members').select(MEMBER_COLUMNS).in('circle_id', ids),
    supabase
      .from('circle_history')
      .select(HISTORY_COLUMNS)
      .in('circle_id', ids)
      .eq('member_id', userId)
      .in('kind', ['payment', 'correction']),
  ])
  for (const r of [circles, members, payments]) if (r.error) fail('circle list', r.error)
  return ((circles.data ?? []) as Circle[]).map((circle) => {
    const circleMembers = ((members.data ?? []) as (CircleMember & { circle_id: string })[]).filter((m) => m.circle_id === circle.id)
    const rounds = schedule(circle, circleMembers)
    const next = nextRound(rounds, today)
    const own = rounds.find((r) => r.recipientId === userId)
    const mine = effectivePayments(
      ((payments.data ?? []) as (HistoryEntry & { circle_id: string })[]).filter((h) => h.circle_id === circle.id),
    )
    return {
      id: circle.id,
      name: circle.name,
      contribution: Number(circle.contribution),
      currency: circle.currency,
      members: rounds.length,
      /** The member's own round: the others' shares are what they receive (the record, not a promise). */
      payout: own ? { date: own.date, amount: Number(circle.contribution) * (rounds.length - 1) } : null,
      next: next
        ? {
            round: next.round,
            date: next.date,
            recipientName: next.recipientName,
            mine: next.recipientId === userId,
            paid: shareStatus(next, userId, mine, today) === 'paid',
          }
        : null,
    }
  })
}

export type CircleList = Awaited<ReturnType<typeof listMyCircles>>

/** One circle as its member sees it, or null when RLS shows them nothing (not a member, or no such circle). */
export async function loadCircle(supabase: SupabaseClient, circleId: string, userId: string, today: string) {
  const circle = await supabase.from('circles').select(CIRCLE_COLUMNS).eq('id', circleId).maybeSingle()
  if (circle.error) fail('circle', circle.error)
  if (!circle.data) return null
  const c = circle.data as Circle
  const organiser = c.organiser_id === userId
  const [members, history, invitations] = await Promise.all([
    supabase.from('circle_members').select(MEMBER_COLUMNS).eq('circle_id', circleId).order('payout_position'),
    supabase.from('circle_history').select(HISTORY_COLUMNS).eq('circle_id', circleId).order('id'),
    organiser
      ? supabase.from('circle_invitations').select('id, email, expires_at, accepted_at').eq('circle_id', circleId).order('created_at')
      : Promise.resolve({ data: [], error: null }),
  ])
  for (const r of [members, history, invitations]) if (r.error) fail('circle page', r.error)
  const allMembers = (members.data ?? []) as CircleMember[]
  const entries = ((history.data ?? []) as HistoryEntry[]).map((h) => ({ ...h, amount: h.amount === null ? null : Number(h.amount) }))
  const rounds = schedule(c, allMembers)
  const current = currentRound(rounds, today)
  const payments = effectivePayments(entries)
  const active = allMembers.filter((m) => m.status === 'active')
  return {
    circle: { ...c, contribution: Number(c.contribution) },
    organiser,
    started: c.start_date <= today,
    members: allMembers,
    rounds,
    current: current
      ? {
          ...current,
          shares: active.map((m) => ({
            userId: m.user_id,
            name: m.display_name,
            status: shareStatus(current, m.user_id, payments, today),
          })),
        }
      : null,
    totals: memberTotals(rounds, allMembers, entries),
    history: entries,
    pendingInvitations: ((invitations.data ?? []) as { email: string; expires_at: string; accepted_at: string | null }[]).filter(
      (i) => i.accepted_at === null && i.expires_at > new Date().toISOString(),
    ),
  }
}

export type CircleView = NonNullable<Awaited<ReturnType<typeof loadCircle>>>

type Outcome = { outcome: string; id?: string | number; circle_id?: string }

async function rpc(supabase: SupabaseClient, name: string, args: Record<string, unknown>): Promise<Outcome> {
  const { data, error } = await supabase.rpc(name, args)
  if (error) fail(name, error)
  return data as Outcome
}

export function createCircle(
  supabase: SupabaseClient,
  v: { name: string; contribution: number; currency: string; frequency: string; startDate: string; payoutOrder: string },
) {
  return rpc(supabase, 'circle_create', {
    p_name: v.name,
    p_contribution: v.contribution,
    p_currency: v.currency,
    p_frequency: v.frequency,
    p_start_date: v.startDate,
    p_payout_order: v.payoutOrder,
  })
}

export function recordPayment(
  supabase: SupabaseClient,
  circleId: string,
  v: { memberId: string; round: number; amount: number; paidOn: string; corrects?: number; note?: string },
) {
  return rpc(supabase, 'circle_record_payment', {
    p_circle_id: circleId,
    p_member_id: v.memberId,
    p_round: v.round,
    p_amount: v.amount,
    p_paid_on: v.paidOn,
    p_corrects: v.corrects ?? null,
    p_note: v.note ?? null,
  })
}

export const leaveCircle = (supabase: SupabaseClient, circleId: string) => rpc(supabase, 'circle_leave', { p_circle_id: circleId })
export const drawOrder = (supabase: SupabaseClient, circleId: string) => rpc(supabase, 'circle_draw', { p_circle_id: circleId })
export const setOrder = (supabase: SupabaseClient, circleId: string, userIds: string[]) =>
  rpc(supabase, 'circle_set_order', { p_circle_id: circleId, p_user_ids: userIds })

/** The circle's active members in payout order, as the caller's row level security shows them. */
export async function activeMemberIds(supabase: SupabaseClient, circleId: string): Promise<string[]> {
  const { data, error } = await supabase
    .from('circle_members')
    .select('user_id')
    .eq('circle_id', circleId)
    .eq('status', 'active')
    .order('payout_position')
  if (error) fail('circle members', error)
  return (data ?? []).map((row) => row.user_id as string)
}
export const removeMember = (supabase: SupabaseClient, circleId: string, memberId: string, reason: string) =>
  rpc(supabase, 'circle_remove', { p_circle_id: circleId, p_member_id: memberId, p_reason: reason })
export const acceptInvitation = (supabase: SupabaseClient, token: string) =>
  rpc(supabase, 'circle_accept', { p_token_hash: digestToken(token) })

export async function invitationState(supabase: SupabaseClient, token: string) {
  const { data, error } = await supabase.rpc('circle_invitation_state', { p_token_hash: digestToken(token) })
  if (error) fail('circle_invitation_state', error)
  return data as { state: 'valid' | 'expired' | 'used' | 'invalid' | 'other_email'; circle_name?: string; circle_id?: string | null }
}

/**
 * Records an invitation (as the organiser: the database checks the role and the limits), then asks the
 * e-mail function for its one e-mail. The token exists only in that e-mail; the database keeps its digest.
 */
export async function inviteMember(supabase: SupabaseClient, circleId: string, email: string, locale: string) {
  const token = newLinkToken()
  const outcome = await rpc(supabase, 'circle_invite', { p_circle_id: circleId, p_email: email, p_token_hash: digestToken(token) })
  if (outcome.outcome !== 'invited') return outcome
  const sent = await requestCircleEmail({ kind: 'circle-invite', invitationId: outcome.id, token, locale })
  return { ...outcome, sent }
}

/** One call to the send-confirmation function (the waitlist's mail path) for a circle e-mail. */
export async function requestCircleEmail(body: Record<string, unknown>): Promise<boolean> {
  try {
    const secret = await functionSecret()
    if (!secret) throw new Error('WAITLIST_FUNCTION_SECRET is not set')
    const { data, error } = await createSupabaseAdminClient().functions.invoke<{ sent?: boolean }>('send-confirmation', {
      body,
      headers: { [SECRET_HEADER]: secret },
      timeout: 5_000,
    })
    if (error) throw error
    return data?.sent === true
  } catch (error) {
    console.error(
      JSON.stringify({ type: 'circle_email_failed', kind: body.kind, message: error instanceof Error ? error.message : String(error) }),
    )
    return false
  }
}
