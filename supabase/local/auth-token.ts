import { randomBytes } from 'node:crypto'

import { AuthError, checkPasswordStrength, jsonObject, reply, stringParam, WeakPasswordError } from './auth-http'
import { exchangeAuthCode } from './auth-pkce'
import { BCRYPT_COST } from './auth-signup'
import { authTransaction, findUserByEmail, findUserById, newRefreshToken, sessionJson, startSession } from './auth-users'
import type { StackContext } from './context'
import { comparePassword, hashPassword } from './password-hash'

/** POST /token: the password, refresh_token and pkce grants (GoTrue token.go, tokens/service.go). */

let dummyHash: Promise<string> | undefined
/** Compare against something even for unknown e-mails, so timing does not reveal accounts. */
function dummyPasswordHash() {
  return (dummyHash ??= hashPassword(randomBytes(12).toString('hex'), BCRYPT_COST))
}

const isBanned = (bannedUntil: Date | null, now: Date) => Boolean(bannedUntil && new Date(bannedUntil) > now)

export async function token(ctx: StackContext, request: Request, takeRate: () => void): Promise<Response> {
  const grantType = new URL(request.url).searchParams.get('grant_type')
  if (grantType !== 'password' && grantType !== 'refresh_token' && grantType !== 'pkce') {
    throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type')
  }
  // One bucket for every grant (GoTrue's Token limiter, rate_limit.token_refresh).
  takeRate()
  const body = await jsonObject(request)
  if (grantType === 'password') return passwordGrant(ctx, body)
  if (grantType === 'refresh_token') return refreshGrant(ctx, body)
  return pkceGrant(ctx, body)
}

async function passwordGrant(ctx: StackContext, body: Record<string, unknown>): Promise<Response> {
  const email = stringParam(body, 'email')
  const phone = stringParam(body, 'phone')
  const password = stringParam(body, 'password')
  if (email && phone) {
    throw new AuthError(400, 'validation_failed', 'Only an email address or phone number should be provided on login.')
  }
  if (!email && !phone) throw new AuthError(400, 'validation_failed', 'missing email or phone')
  if (phone) throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled')
  const invalid = () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials')
  const user = await findUserByEmail(ctx.db, email.trim())
  if (!user || !user.encrypted_password) {
    await comparePassword(password, await dummyPasswordHash())
    throw invalid()
  }
  if (isBanned(user.banned_until, ctx.clock.date())) throw new AuthError(400, 'user_banned', 'User is banned')
  if (!(await comparePassword(password, user.encrypted_password))) throw invalid()
  if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed')
  let weakPassword: { message: string; reasons: string[] } | undefined
  try {
    checkPasswordStrength(password, ctx.auth)
  } catch (error) {
    if (error instanceof WeakPasswordError) weakPassword = { message: error.message, reasons: error.reasons }
  }
  const session = await authTransaction(ctx.db, (tx) => startSession(ctx, tx, user.id, 'password'))
  return reply(weakPassword ? { ...session, weak_password: weakPassword } : session)
}

/**
 * Refresh-token rotation with GoTrue's reuse rules: a spent token that is the parent of the session's
 * active token gets that active token back; any other spent token is accepted within
 * refresh_token_reuse_interval seconds of being spent; after that every token of the session is
 * revoked (committed) and the answer is 400 refresh_token_already_used.
 */
async function refreshGrant(ctx: StackContext, body: Record<string, unknown>): Promise<Response> {
  const refreshToken = stringParam(body, 'refresh_token')
  if (!refreshToken) throw new AuthError(400, 'validation_failed', 'refresh_token required')
  const result = await authTransaction(ctx.db, async (tx) => {
    const found = await tx.query<{ id: string; user_id: string; revoked: boolean; session_id: string | null; reuse_over: boolean }>(
      `select rt.id, rt.user_id, rt.revoked, rt.session_id,
              $3::timestamptz > rt.updated_at + make_interval(secs => $2) as reuse_over
       from auth.refresh_tokens rt where rt.token = $1 for update`,
      [refreshToken, ctx.auth.refreshTokenReuseInterval, ctx.clock.date()],
    )
    const row = found.rows[0]
    if (!row) return { error: new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found') }
    const user = await findUserById(tx, row.user_id)
    const session = row.session_id
      ? (await tx.query('select 1 from auth.sessions where id = $1 for update', [row.session_id])).rows[0]
      : null
    if (!user || !session) {
      return { error: new AuthError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found') }
    }
    if (isBanned(user.banned_until, ctx.clock.date()))
      return { error: new AuthError(400, 'user_banned', 'Invalid Refresh Token: User Banned') }

    let issued: string | null = null
    if (row.revoked) {
      const active = await tx.query<{ token: string; parent: string | null }>(
        'select token, parent from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1',
        [row.session_id],
      )
      if (active.rows[0]?.parent === refreshToken) {
        issued = active.rows[0].token
      } else if (row.reuse_over) {
        if (ctx.auth.refreshTokenRotation) {
          await tx.query('update auth.refresh_tokens set revoked = true, updated_at = $2 where session_id = $1 and not revoked', [
            row.session_id,
            ctx.clock.date(),
          ])
        }
        // Committed with the error, as GoTrue's storage.NewCommitWithError.
        return { error: new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used') }
      }
    }
    if (!issued) {
      issued = newRefreshToken()
      await tx.query('update auth.refresh_tokens set revoked = true, updated_at = $2 where id = $1', [row.id, ctx.clock.date()])
      await tx.query('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)', [
        issued,
        row.user_id,
        row.session_id,
        refreshToken,
      ])
      await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [row.user_id])
    }
    await tx.query('update auth.sessions set updated_at = now() where id = $1', [row.session_id])
    return { user, sessionId: row.session_id!, issued }
  })
  if ('error' in result) throw result.error
  return reply(sessionJson(ctx, result.user, result.sessionId, result.issued, 'token_refresh'))
}

async function pkceGrant(ctx: StackContext, body: Record<string, unknown>): Promise<Response> {
  const authCode = stringParam(body, 'auth_code')
  const codeVerifier = stringParam(body, 'code_verifier')
  if (!authCode || !codeVerifier) {
    throw new AuthError(400, 'validation_failed', 'invalid request: both auth code and code verifier should be non-empty')
  }
  const session = await authTransaction(ctx.db, async (tx) => {
    const flow = await exchangeAuthCode(tx, authCode, codeVerifier, ctx.auth.flowStateExpiry, ctx.clock.date())
    return startSession(ctx, tx, flow.userId, flow.method)
  })
  return reply(session)
}
