import { createHmac, randomBytes } from 'node:crypto'

import { createCookie } from 'react-router'
import { z } from 'zod'

import { clientKey } from '../platform/client-address.server'
import { getEnv } from '../platform/env.server'
import { checkRateLimit, type RateLimit } from '../platform/rate-limit.server'
import { getSessionSecret } from '../platform/secrets.server'

/*
 * Limits on the account forms, per client and per target account (docs/decisions/008-account-abuse.md).
 *
 * Each form checks its buckets in order and stops at the first that refuses, so a refused request
 * never uses up a later (shared) bucket. The rule that keeps a stranger from locking anybody out:
 * what one client may spend on one account is always less than that account's own budget, and a
 * browser that has signed in to an account before ("a known device") does not use the account's
 * shared budget at all.
 *
 * `client` is the client's address as the auth service is told it; every bucket counts on its key
 * (clientKey: an IPv6 address by its /64, docs/decisions/036-client-keys-and-bounds.md).
 */

const MINUTE = 60_000

export const ACCOUNT_LIMITS = {
  signIn: {
    /** Any e-mails, from one client address. */
    client: { limit: 20, windowMs: 15 * MINUTE },
    /** One account, from one client address: less than the account's budget below. */
    accountClient: { limit: 5, windowMs: 15 * MINUTE },
    /** One account, from every browser that has never signed in to it. */
    account: { limit: 30, windowMs: 15 * MINUTE },
    /** One account, from one browser that has signed in to it before (instead of the three above). */
    knownDevice: { limit: 10, windowMs: 15 * MINUTE },
  },
  signUp: { client: { limit: 10, windowMs: 60 * MINUTE } },
  /** Resend the confirmation and "Forgot your password?": per client. */
  emailRequest: { client: { limit: 5, windowMs: 15 * MINUTE } },
  /** Every e-mail the app asks the auth service to send, per address (whoever asks). */
  emailPerAddress: {
    /** As the auth service's own `max_frequency` (60 s): shown as "asked for moments ago". */
    minute: { limit: 1, windowMs: MINUTE },
    addressClient: { limit: 5, windowMs: 60 * MINUTE },
    hour: { limit: 10, windowMs: 60 * MINUTE },
  },
  /** Following a link: /auth/confirm, the ?code= exchange, the local /auth/v1/verify. */
  confirm: {
    client: { limit: 20, windowMs: 10 * MINUTE },
    /** One link (its token or code), from anywhere: a real link is followed once or twice. */
    link: { limit: 5, windowMs: 10 * MINUTE },
  },
  /** Saving a new password after a reset link, per account. */
  newPassword: { account: { limit: 10, windowMs: 15 * MINUTE } },
} as const satisfies Record<string, Record<string, RateLimit>>

export type LimitOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number; reason: 'too-many' | 'email-just-sent' }

type Check = { bucket: string; key: string; limit: RateLimit; reason?: 'email-just-sent' }

async function firstRefusal(checks: Check[]): Promise<LimitOutcome> {
  for (const check of checks) {
    const result = await checkRateLimit(check.bucket, check.key, check.limit)
    if (!result.allowed) return { allowed: false, retryAfterSeconds: result.retryAfterSeconds, reason: check.reason ?? 'too-many' }
  }
  return { allowed: true }
}

/** A password sign-in attempt for `email` from `client` (in a browser that may know the account). */
export function limitSignIn(email: string, client: string, device: KnownDevice | null): Promise<LimitOutcome> {
  const l = ACCOUNT_LIMITS.signIn
  if (device && knowsAccount(device, email)) {
    return firstRefusal([{ bucket: 'sign-in:known-device', key: `${email} ${device.id}`, limit: l.knownDevice }])
  }
  const key = clientKey(client)
  return firstRefusal([
    { bucket: 'sign-in:client', key, limit: l.client },
    { bucket: 'sign-in:account-client', key: `${email} ${key}`, limit: l.accountClient },
    { bucket: 'sign-in:account', key: email, limit: l.account },
  ])
}

/** The per-address buckets of every e-mail of one kind (confirmation or recovery). */
function emailChecks(kind: 'confirmation' | 'recovery', email: string, client: string): Check[] {
  const l = ACCOUNT_LIMITS.emailPerAddress
  return [
    { bucket: `email:${kind}:minute`, key: email, limit: l.minute, reason: 'email-just-sent' },
    { bucket: `email:${kind}:address-client`, key: `${email} ${clientKey(client)}`, limit: l.addressClient },
    { bucket: `email:${kind}:hour`, key: email, limit: l.hour },
  ]
}

/** A sign-up: per client, then the address's confirmation e-mails. */
export function limitSignUp(email: string, client: string): Promise<LimitOutcome> {
  return firstRefusal([
    { bucket: 'sign-up:client', key: clientKey(client), limit: ACCOUNT_LIMITS.signUp.client },
    ...emailChecks('confirmation', email, client),
  ])
}

/** "Resend the confirmation e-mail" (shares the address's buckets with sign-up). */
export function limitResend(email: string, client: string): Promise<LimitOutcome> {
  return firstRefusal([
    { bucket: 'resend:client', key: clientKey(client), limit: ACCOUNT_LIMITS.emailRequest.client },
    ...emailChecks('confirmation', email, client),
  ])
}

/** "Forgot your password?". */
export function limitRecovery(email: string, client: string): Promise<LimitOutcome> {
  return firstRefusal([
    { bucket: 'recover:client', key: clientKey(client), limit: ACCOUNT_LIMITS.emailRequest.client },
    ...emailChecks('recovery', email, client),
  ])
}

/** Following a confirmation or reset link (`link` is its token hash or code). */
export function limitConfirmation(link: string, client: string): Promise<LimitOutcome> {
  const l = ACCOUNT_LIMITS.confirm
  return firstRefusal([
    { bucket: 'confirm:client', key: clientKey(client), limit: l.client },
    { bucket: 'confirm:link', key: link.slice(0, 512), limit: l.link },
  ])
}

/** Saving a new password (the account is the signed-in user). */
export function limitNewPassword(userId: string): Promise<LimitOutcome> {
  return firstRefusal([{ bucket: 'new-password:account', key: userId, limit: ACCOUNT_LIMITS.newPassword.account }])
}

// ---------------------------------------------------------------------------------------------
// Known devices: a signed cookie listing (as keyed hashes) the accounts this browser signed in to.

const KnownDeviceValue = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  accounts: z.array(z.string().regex(/^[0-9a-f]{32}$/)).max(5),
})
export type KnownDevice = z.infer<typeof KnownDeviceValue>

let cookie: ReturnType<typeof createCookie> | undefined
function deviceCookie() {
  cookie ??= createCookie('known_device', {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: getEnv().cookieSecure,
    secrets: [getSessionSecret()],
    maxAge: 365 * 24 * 60 * 60,
  })
  return cookie
}

/** The account's entry in the cookie: a keyed hash, so the cookie never carries an address. */
function accountMark(email: string) {
  return createHmac('sha256', getSessionSecret()).update(`known-device:${email.trim().toLowerCase()}`).digest('hex').slice(0, 32)
}

/** The browser's known-device cookie, if it carries a valid signed one. */
export async function readKnownDevice(request: Request): Promise<KnownDevice | null> {
  try {
    const parsed = KnownDeviceValue.safeParse(await deviceCookie().parse(request.headers.get('Cookie')))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

function knowsAccount(device: KnownDevice, email: string): boolean {
  return device.accounts.includes(accountMark(email))
}

/** Appends the cookie that marks this browser as one `email` has signed in from (the five latest accounts). */
export async function rememberDevice(headers: Headers, device: KnownDevice | null, email: string | undefined) {
  if (!email) return
  const mark = accountMark(email)
  const value: KnownDevice = {
    id: device?.id ?? randomBytes(18).toString('base64url'),
    accounts: [...(device?.accounts ?? []).filter((a) => a !== mark), mark].slice(-5),
  }
  headers.append('Set-Cookie', await deviceCookie().serialize(value))
}
