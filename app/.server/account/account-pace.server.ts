/**
 * Answering in the same time whether or not an account exists (docs/decisions/008-account-abuse.md).
 *
 * The auth service takes longer for some accounts than for others: a sign-up of a new address hashes
 * a password and sends an e-mail while a registered one returns at once, a reset or resend sends an
 * e-mail only for a registered address, and a sign-in of an unknown address skips the password hash.
 * Closing those gaps by guessing ("add 80 ms") would only make them usually small. Instead:
 *
 * - Forms whose answer must never depend on the account (sign-up, reset, resend) answer at a fixed
 *   moment after the request arrived: `settleBy` waits for that moment whether the call is done or
 *   not. A call still running then carries on after the answer, and its outcome is only logged.
 * - A failed sign-in cannot be answered before the service has decided, so `notBefore` holds the
 *   failure until a floor well above the service's slowest ordinary answer.
 */

import { waitOnClock } from '../platform/admission.server'
import type { Admission } from '../platform/request-context.server'

/** When each kind of answer is given, in milliseconds after the request arrived. */
export const ANSWER_AT_MS = {
  /** Sign-up: the service hashes the password and sends the e-mail before answering. */
  signUp: 1500,
  /** "Forgot your password?" and "Resend": the service sends an e-mail for registered addresses only. */
  emailRequest: 1200,
  /** A refused sign-in (wrong password, unknown address, unconfirmed address). */
  signInFailure: 1000,
} as const

/**
 * The clock the answer moments are kept on: milliseconds that only move forward, and a wait until a
 * moment. In-process tests may put a virtual one in its place (setPaceClockForTests), so that they
 * check the moment each answer is given, not this machine's speed (docs/decisions/028-test-clock.md).
 */
export interface PaceClock {
  now(): number
  /** `admission`: the server's, from the request's context, so the wait holds no place (decision 015). */
  until(moment: number, admission?: Admission | null): Promise<void>
}

const realClock: PaceClock = {
  now: () => performance.now(),
  until: (moment, admission) => waitOnClock(moment - performance.now(), { admission }),
}
let clock = realClock

/** Tests only (nothing in the app calls it): a virtual pace clock, or null for the real one. */
export function setPaceClockForTests(next: PaceClock | null) {
  clock = next ?? realClock
}

/** Now on the pace clock (the answer times are measured with it). */
export const now = () => clock.now()

export type Settled<T> = { done: true; value: T } | { done: false }

/**
 * Waits until `deadline` (a `now()` value), then tells whether `work` has finished and with what.
 * Always returns at the deadline, never earlier, never later (beyond the timer's own jitter). `work`
 * must not reject: wrap it first (the auth client returns its errors as values).
 */
export async function settleBy<T>(work: Promise<T>, deadline: number, admission?: Admission | null): Promise<Settled<T>> {
  let outcome: Settled<T> = { done: false }
  void work.then((value) => {
    outcome = { done: true, value }
  })
  await clock.until(deadline, admission)
  // Let a result that arrived in the same tick as the deadline be seen.
  await Promise.resolve()
  return outcome
}

/** Resolves no earlier than `floor` (a `now()` value); at once if that moment has passed. */
export function notBefore(floor: number, admission?: Admission | null): Promise<void> {
  return clock.until(floor, admission)
}
