import type { Transaction } from './database'

import { AuthError, encodeValues, jsonObject, reply, referrer, seeOther, stringParam, validateEmail } from './auth-http'
import { tokenHashFor } from './auth-mail'
import { issueAuthCode, type FlowMethod } from './auth-pkce'
import { authTransaction, findUserByEmail, findUserById, startSession, type UserRow } from './auth-users'
import type { StackContext } from './context'

/**
 * GET and POST /verify (GoTrue internal/api/verify.go). POST answers a session as JSON
 * (verifyOtp). GET is the link of {{ .ConfirmationURL }}: it redirects (303) to the allowed
 * redirect_to, with ?code=<auth code> when the token is a PKCE one, with #access_token=… otherwise,
 * and with ?error=…&error_code=…&error_description=… when the link is bad, used or expired.
 */

type VerifyType = 'signup' | 'invite' | 'recovery' | 'magiclink' | 'email' | 'email_change'

const expiredLink = () => new AuthError(403, 'otp_expired', 'Email link is invalid or has expired')

interface Verified {
  user: UserRow
  /** The type after GoTrue resolves 'email' to signup or magiclink. */
  type: VerifyType
}

function isExpired(sentAt: Date | null, otpExpiry: number, now: number) {
  return !sentAt || now > new Date(sentAt).getTime() + otpExpiry * 1000
}

/** verifyTokenHash: the one-time token of this type, its user, and the user's send time against otp_expiry. */
async function verifyTokenHash(ctx: StackContext, tx: Transaction, type: string, tokenHash: string): Promise<Verified> {
  const types: Record<string, string[]> = {
    email: ['confirmation_token', 'recovery_token'],
    signup: ['confirmation_token'],
    invite: ['confirmation_token'],
    recovery: ['recovery_token'],
    magiclink: ['recovery_token'],
    email_change: ['email_change_token_current', 'email_change_token_new'],
  }
  const tokenTypes = types[type]
  if (!tokenTypes) throw new AuthError(400, 'validation_failed', 'Invalid email verification type')
  const found = await tx.query<{ user_id: string }>(
    `select user_id from auth.one_time_tokens where token_hash = $1 and token_type::text = any($2::text[]) limit 1`,
    [tokenHash, tokenTypes],
  )
  const user = found.rows[0] ? await findUserById(tx, found.rows[0].user_id) : null
  if (!user) throw expiredLink()
  if (user.banned_until && new Date(user.banned_until) > ctx.clock.date()) throw new AuthError(403, 'user_banned', 'User is banned')
  let resolved = type as VerifyType
  let sentAt = type === 'recovery' || type === 'magiclink' ? user.recovery_sent_at : user.confirmation_sent_at
  if (type === 'email') {
    const tokens = await tx.query<{ recovery_token: string | null }>('select recovery_token from auth.users where id = $1', [user.id])
    const recovery = tokens.rows[0]?.recovery_token === tokenHash
    resolved = recovery ? 'magiclink' : 'signup'
    sentAt = recovery ? user.recovery_sent_at : user.confirmation_sent_at
  }
  if (type === 'email_change' || isExpired(sentAt, ctx.auth.otpExpiry, ctx.clock.now())) throw expiredLink()
  return { user, type: resolved }
}

/** verifyUserAndToken: the 6-digit code from {{ .Token }} with the e-mail address. */
async function verifyEmailAndCode(ctx: StackContext, tx: Transaction, type: string, email: string, tokenHash: string): Promise<Verified> {
  const invalid = () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid')
  const user = await findUserByEmail(tx, email)
  if (!user) throw invalid()
  if (user.banned_until && new Date(user.banned_until) > ctx.clock.date()) throw new AuthError(403, 'user_banned', 'User is banned')
  const stored = (
    await tx.query<{ confirmation_token: string | null; recovery_token: string | null }>(
      'select confirmation_token, recovery_token from auth.users where id = $1',
      [user.id],
    )
  ).rows[0]!
  const valid = (expected: string | null, sentAt: Date | null) =>
    Boolean(expected) &&
    !isExpired(sentAt, ctx.auth.otpExpiry, ctx.clock.now()) &&
    (expected === tokenHash || expected === `pkce_${tokenHash}`)
  if ((type === 'email' || type === 'signup' || type === 'invite') && valid(stored.confirmation_token, user.confirmation_sent_at)) {
    return { user, type: type === 'email' ? 'signup' : (type as VerifyType) }
  }
  if ((type === 'email' || type === 'recovery' || type === 'magiclink') && valid(stored.recovery_token, user.recovery_sent_at)) {
    return { user, type: type === 'email' ? 'magiclink' : (type as VerifyType) }
  }
  throw invalid()
}

/** signupVerify / recoverVerify: confirm the address (User.Confirm) or spend the recovery token. */
async function applyVerification(tx: Transaction, { user, type }: Verified) {
  if (type === 'email_change') throw expiredLink()
  if (type !== 'signup' && type !== 'invite' && type !== 'recovery' && type !== 'magiclink') {
    throw new AuthError(400, 'validation_failed', 'Unsupported verification type')
  }
  const recovery = type === 'recovery' || type === 'magiclink'
  if (recovery) await tx.query(`update auth.users set recovery_token = '', updated_at = now() where id = $1`, [user.id])
  if (!recovery || !user.email_confirmed_at) {
    await tx.query(
      `update auth.users set confirmation_token = '', email_confirmed_at = now(), updated_at = now(),
         raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb
       where id = $1`,
      [user.id],
    )
    await tx.query(
      `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
       where user_id = $1 and provider = 'email' and email = lower($2)`,
      [user.id, user.email],
    )
  }
  await tx.query('delete from auth.one_time_tokens where user_id = $1', [user.id])
}

export async function verifyPost(ctx: StackContext, request: Request): Promise<Response> {
  const body = await jsonObject(request)
  const type = stringParam(body, 'type')
  const token = stringParam(body, 'token')
  const tokenHash = stringParam(body, 'token_hash')
  const email = stringParam(body, 'email')
  const phone = stringParam(body, 'phone')
  if (!type) throw new AuthError(400, 'validation_failed', 'Verify requires a verification type')
  if ((!token && !tokenHash) || (token && tokenHash)) {
    throw new AuthError(400, 'validation_failed', 'Verify requires either a token or a token hash')
  }
  let address = ''
  if (token) {
    if (phone && !email) throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid')
    if (!email || phone) throw new AuthError(400, 'validation_failed', 'Only an email address or phone number should be provided on verify')
    try {
      address = validateEmail(email)
    } catch {
      throw new AuthError(422, 'validation_failed', 'Invalid email format')
    }
  } else if (email || phone || stringParam(body, 'redirect_to')) {
    throw new AuthError(400, 'validation_failed', 'Only the token_hash and type should be provided')
  }
  const session = await authTransaction(ctx.db, async (tx) => {
    const verified = token
      ? await verifyEmailAndCode(ctx, tx, type, address, tokenHashFor(address, token))
      : await verifyTokenHash(ctx, tx, type, tokenHash)
    await applyVerification(tx, verified)
    return startSession(ctx, tx, verified.user.id, 'otp')
  })
  return reply(session)
}

/** The parts of a URL as Go's url.URL keeps them, without Node's normalisation. */
function splitUrl(url: string) {
  const hashAt = url.indexOf('#')
  const base = hashAt < 0 ? url : url.slice(0, hashAt)
  const queryAt = base.indexOf('?')
  return { path: queryAt < 0 ? base : base.slice(0, queryAt), query: queryAt < 0 ? '' : base.slice(queryAt + 1) }
}

/** u.Query() with updates, re-encoded as url.Values.Encode does (sorted). */
function withQuery(url: string, updates: Record<string, string>): { path: string; query: string } {
  const { path, query } = splitUrl(url)
  const values: Record<string, string> = {}
  for (const part of query.split('&')) {
    if (!part) continue
    const [k, v = ''] = part.split('=')
    const decode = (s: string) => {
      try {
        return decodeURIComponent(s.replaceAll('+', ' '))
      } catch {
        return s
      }
    }
    values[decode(k!)] ??= decode(v)
  }
  Object.assign(values, updates)
  return { path, query: encodeValues(values) }
}

const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
}

/** prepErrorRedirectURL: the error in the fragment, and for PKCE links in the query too. */
function errorRedirect(redirectTo: string, error: AuthError, pkce: boolean): string {
  const details: Record<string, string> = { error_code: error.code, error_description: error.message }
  const oauth = OAUTH_ERRORS[error.status]
  if (oauth) details.error = oauth
  const target = pkce ? withQuery(redirectTo, details) : splitUrl(redirectTo)
  const base = target.query ? `${target.path}?${target.query}` : target.path
  return `${base}#${encodeValues({ ...details, sb: '' })}`
}

const FLOW_METHODS: Record<string, FlowMethod | undefined> = { signup: 'email/signup', recovery: 'recovery' }

export async function verifyGet(ctx: StackContext, request: Request): Promise<Response> {
  const url = new URL(request.url)
  const token = url.searchParams.get('token') ?? ''
  const type = url.searchParams.get('type') ?? ''
  const redirectTo = referrer(ctx.auth, request)
  if (!type) throw new AuthError(400, 'validation_failed', 'Verify requires a verification type')
  if (!token) throw new AuthError(400, 'validation_failed', 'Verify requires a token or a token hash')
  const pkce = token.startsWith('pkce_')
  const flowMethod = FLOW_METHODS[type]
  if (pkce && !flowMethod) throw new AuthError(400, 'validation_failed', 'Unsupported verification type')

  try {
    const outcome = await authTransaction(ctx.db, async (tx) => {
      const verified = await verifyTokenHash(ctx, tx, type, token)
      await applyVerification(tx, verified)
      if (!pkce) return { session: await startSession(ctx, tx, verified.user.id, 'otp') }
      try {
        return { code: await issueAuthCode(tx, verified.user.id, flowMethod!, ctx.clock.date()) }
      } catch (error) {
        if (!(error instanceof AuthError)) throw error
        throw new AuthError(400, 'flow_state_not_found', `No associated flow state found. ${error.message}`)
      }
    })
    if ('code' in outcome) {
      const target = withQuery(redirectTo, { code: outcome.code! })
      return seeOther(`${target.path}?${target.query}`)
    }
    const s = outcome.session
    const fragment = encodeValues({
      access_token: s.access_token,
      expires_at: String(s.expires_at),
      expires_in: String(s.expires_in),
      refresh_token: s.refresh_token,
      sb: '',
      token_type: s.token_type,
      type,
    })
    return seeOther(`${redirectTo}#${fragment}`)
  } catch (error) {
    if (!(error instanceof AuthError)) throw error
    return seeOther(errorRedirect(redirectTo, error, pkce))
  }
}
