import { z } from 'zod'

import { m } from '~/paraglide/messages.js'

import { CIRCLE_CURRENCIES, CIRCLE_FREQUENCIES, PAYOUT_ORDERS } from './circles'

/**
 * The savings circles' and goals' forms, validated in the actions (Conform + Zod). Every message is a
 * function, read when an issue is reported, in the request's language. The database checks the same
 * bounds again (supabase/migrations/20261129300000_circles.sql).
 */

const CONTROL = /[\u0000-\u001f\u007f]/
const isoDate = /^\d{4}-\d{2}-\d{2}$/

const name = z
  .string({ error: () => m.circles_error_name() })
  .trim()
  .min(1, { error: () => m.circles_error_name() })
  .max(80, { error: () => m.circles_error_name() })
  .refine((v) => !CONTROL.test(v), { error: () => m.circles_error_name() })

const amount = z.coerce
  .number({ error: () => m.circles_error_amount() })
  .gt(0, { error: () => m.circles_error_amount() })
  .max(1_000_000_000, { error: () => m.circles_error_amount() })
  .refine((v) => Math.round(v * 100) === Number((v * 100).toFixed(6)), { error: () => m.circles_error_amount() })

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
const isCalendarDate = (v: string) => {
  if (!isoDate.test(v)) return false
  const parsed = new Date(`${v}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(v)
}

const date = z.string({ error: () => m.circles_error_date() }).refine(isCalendarDate, { error: () => m.circles_error_date() })

export const CreateCircleSchema = z.object({
  name,
  contribution: amount,
  currency: z.enum(CIRCLE_CURRENCIES, { error: () => m.circles_error_currency() }).default('USD'),
  frequency: z.enum(CIRCLE_FREQUENCIES, { error: () => m.circles_error_frequency() }),
  startDate: date,
  payoutOrder: z.enum(PAYOUT_ORDERS, { error: () => m.circles_error_payout_order() }),
})

export const PaymentSchema = z.object({
  intent: z.literal('payment'),
  memberId: z.uuid({ error: () => m.circles_error_member() }),
  round: z.coerce
    .number({ error: () => m.circles_error_round() })
    .int({ error: () => m.circles_error_round() })
    .min(1, { error: () => m.circles_error_round() }),
  amount: z.coerce
    .number({ error: () => m.circles_error_amount() })
    .min(0, { error: () => m.circles_error_amount() })
    .max(1_000_000_000, { error: () => m.circles_error_amount() }),
  paidOn: date,
  corrects: z.coerce.number().int().positive().optional(),
  note: z
    .string()
    .trim()
    .max(500, { error: () => m.circles_error_note() })
    .optional(),
})

export const InviteSchema = z.object({
  intent: z.literal('invite'),
  email: z
    .string({ error: () => m.circles_error_email() })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: () => m.circles_error_email() }).max(254, { error: () => m.circles_error_email() })),
})

export const RemoveSchema = z.object({
  intent: z.literal('remove'),
  memberId: z.uuid({ error: () => m.circles_error_member() }),
  reason: z
    .string({ error: () => m.circles_error_reason() })
    .trim()
    .min(3, { error: () => m.circles_error_reason() })
    .max(300, { error: () => m.circles_error_reason() }),
})

/**
 * The order of payouts set by hand: one place per active member (given in payout order), together a
 * permutation of 1..n. The member set comes from the database, so only the places are the visitor's.
 */
export function orderSchema(count: number) {
  const error = () => m.circles_error_order({ count })
  return z.object({
    positions: z
      .array(z.coerce.number({ error }).int({ error }).min(1, { error }).max(count, { error }), { error })
      .length(count, { error })
      .refine((places) => new Set(places).size === places.length, { error }),
  })
}

export const GoalSchema = z.object({
  intent: z.literal('goal'),
  name,
  amount,
  targetDate: date,
})

export const DepositSchema = z.object({
  intent: z.literal('deposit'),
  goalId: z.uuid({ error: () => m.circles_error_member() }),
  amount,
  depositedOn: date,
})
