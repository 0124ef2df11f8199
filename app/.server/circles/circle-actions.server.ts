/**
 * The /circles/<id> page's forms (one action, an `intent` per form): record a payment, invite by e-mail,
 * leave, remove a member, draw the order or set it by hand. Each validates with Zod (400 with the field's message), then
 * asks the database, which decides what the caller's role allows; a refusal is a 4xx with its reason.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { data } from 'react-router'

import { CIRCLE_LIMITS } from '~/lib/circles'
import { InviteSchema, orderSchema, PaymentSchema, RemoveSchema } from '~/lib/circles-schema'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'

import { parseSubmission } from '../platform/submission.server'
import { redirectWithSuccess } from '../platform/toast.server'
import { activeMemberIds, drawOrder, inviteMember, leaveCircle, recordPayment, removeMember, setOrder } from './circles.server'

export type CircleActionData = {
  intent: string
  errors: Record<string, string[] | null | undefined>
  values: Record<string, string>
  formError?: string
}

const REFUSALS: Record<string, () => string> = {
  not_allowed: () => m.circles_not_allowed(),
  not_organiser: () => m.circles_not_allowed(),
  not_member: () => m.circles_error_member(),
  no_such_member: () => m.circles_error_member(),
  round: () => m.circles_error_round(),
  corrects: () => m.circles_error_corrects(),
  full: () => m.circles_invite_full(),
  started: () => m.circles_invite_started(),
  hourly_limit: () => m.circles_invite_hourly({ count: CIRCLE_LIMITS.invitationsPerHour }),
  already_member: () => m.circles_invite_already(),
  organiser: () => m.circles_leave_refused(),
  self: () => m.circles_error_member(),
  reason: () => m.circles_error_reason(),
  manual: () => m.circles_error_payout_order(),
  already: () => m.circles_drawn(),
  random: () => m.circles_error_payout_order(),
  not_permutation: () => m.circles_order_changed(),
  order_started: () => m.circles_order_started(),
}

const SUCCESS: Record<string, { outcome: string; message: () => string; to?: string }> = {
  payment: { outcome: 'recorded', message: () => m.circles_recorded() },
  invite: { outcome: 'invited', message: () => m.circles_invited() },
  leave: { outcome: 'left', message: () => m.circles_left(), to: '/circles' },
  remove: { outcome: 'removed', message: () => m.circles_removed() },
  draw: { outcome: 'drawn', message: () => m.circles_drawn() },
  order: { outcome: 'ordered', message: () => m.circles_ordered() },
}

/** "started" means a different thing for each form. */
const STARTED: Record<string, string | undefined> = { leave: 'organiser', order: 'order_started' }

export async function handleCircleAction(supabase: SupabaseClient, circleId: string, form: FormData, headers: Headers) {
  const intent = String(form.get('intent') ?? '')
  const values = Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]))
  const invalid = (errors: CircleActionData['errors']) => data<CircleActionData>({ intent, errors, values }, { status: 400, headers })
  const refused = (reason: string, status = 409) =>
    data<CircleActionData>(
      { intent, errors: {}, values, formError: (REFUSALS[reason] ?? (() => m.circles_error_unexpected()))() },
      { status, headers },
    )
  try {
    let outcome: { outcome: string }
    if (intent === 'payment') {
      const s = parseSubmission(form, PaymentSchema)
      if (s.status !== 'success') return invalid(s.error ?? {})
      outcome = await recordPayment(supabase, circleId, s.value)
    } else if (intent === 'invite') {
      const s = parseSubmission(form, InviteSchema)
      if (s.status !== 'success') return invalid(s.error ?? {})
      outcome = await inviteMember(supabase, circleId, s.value.email, getLocale())
    } else if (intent === 'remove') {
      const s = parseSubmission(form, RemoveSchema)
      if (s.status !== 'success') return invalid(s.error ?? {})
      outcome = await removeMember(supabase, circleId, s.value.memberId, s.value.reason)
    } else if (intent === 'leave') outcome = await leaveCircle(supabase, circleId)
    else if (intent === 'draw') outcome = await drawOrder(supabase, circleId)
    else if (intent === 'order') {
      const ids = await activeMemberIds(supabase, circleId)
      const s = orderSchema(ids.length).safeParse({ positions: ids.map((id) => form.get(`position-${id}`) ?? undefined) })
      if (!s.success) return invalid({ order: [s.error.issues[0]?.message ?? m.circles_error_order({ count: ids.length })] })
      const places = s.data.positions
      outcome = await setOrder(
        supabase,
        circleId,
        ids
          .map((id, i) => ({ id, place: places[i]! }))
          .sort((a, b) => a.place - b.place)
          .map((p) => p.id),
      )
    } else return refused('unknown', 400)
    const success = SUCCESS[intent]!
    if (outcome.outcome === success.outcome)
      return redirectWithSuccess(success.to ?? `/circles/${circleId}`, success.message(), { headers })
    const forbidden = ['not_allowed', 'not_organiser', 'not_member'].includes(outcome.outcome)
    const started = STARTED[intent]
    return refused(outcome.outcome === 'started' && started ? started : outcome.outcome, forbidden ? 403 : 409)
  } catch (error) {
    const code = String((error as { code?: string }).code ?? '')
    console.error(JSON.stringify({ type: 'circle_action_failed', intent, code, message: String(error).slice(0, 200) }))
    return refused('unexpected', /^2[23]/.test(code) ? 400 : 503)
  }
}
