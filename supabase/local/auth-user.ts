import { API_VERSION, AuthError, checkPasswordStrength, jsonObject, reply, stringParam, validateEmail } from './auth-http'
import { BCRYPT_COST } from './auth-signup'
import { authTransaction, findUserByEmail, findUserById, userJson, type UserRow } from './auth-users'
import type { StackContext } from './context'
import { bearerToken, isPlainObject } from './http'
import { verifyJwt, type JwtClaims } from './jwt'
import { comparePassword, hashPassword } from './password-hash'

/** GET and PUT /user, POST /logout: the endpoints that need the user's access token (GoTrue user.go, logout.go). */

/** requireAuthentication: the signed-in user behind the bearer token, checked as GoTrue checks it. */
async function requireUser(ctx: StackContext, request: Request): Promise<{ user: UserRow; claims: JwtClaims }> {
  const tokenText = bearerToken(request)
  if (!tokenText) throw new AuthError(401, 'no_authorization', 'This endpoint requires a Bearer token')
  const checked = verifyJwt(tokenText, ctx.secrets.jwtSecret, ctx.clock.seconds())
  if (!checked.ok) throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${checked.message}`)
  const { claims } = checked
  if (typeof claims.sub !== 'string' || !claims.sub) throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim')
  if (typeof claims.session_id === 'string') {
    const session = await ctx.db.query('select 1 from auth.sessions where id = $1', [claims.session_id])
    if (session.rows.length === 0) {
      throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist')
    }
  }
  const uuidLike = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(claims.sub)
  const user = uuidLike ? await findUserById(ctx.db, claims.sub) : null
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist')
  if (user.banned_until && new Date(user.banned_until) > ctx.clock.date()) throw new AuthError(403, 'user_banned', 'User is banned')
  return { user, claims }
}

export async function getUser(ctx: StackContext, request: Request): Promise<Response> {
  const { user } = await requireUser(ctx, request)
  return reply(userJson(user))
}

/**
 * PUT /user (UserUpdate): a new password (checked for strength, refused when it is the current one;
 * clears the user's pending e-mail tokens and ends every other session), user metadata (merged; null
 * removes a key). Changing the e-mail address or phone is not modelled: an explicit 422 not_implemented
 * (not a 5xx, which supabase-js would treat as a network failure and retry).
 */
export async function updateUser(ctx: StackContext, request: Request, takeRate: () => void): Promise<Response> {
  const { user, claims } = await requireUser(ctx, request)
  takeRate()
  const body = await jsonObject(request)
  const email = stringParam(body, 'email')
  const phone = stringParam(body, 'phone')
  const password = typeof body.password === 'string' ? body.password : null
  const newEmail = email ? validateEmail(email) : ''
  if (phone) throw new AuthError(422, 'not_implemented', 'Changing the phone number is not supported by the embedded stack')
  if (password !== null) checkPasswordStrength(password, ctx.auth)
  if (body.app_metadata !== undefined && body.app_metadata !== null) {
    throw new AuthError(403, 'not_admin', 'Updating app_metadata requires admin privileges')
  }
  if (newEmail && newEmail !== user.email) {
    const taken = await findUserByEmail(ctx.db, newEmail)
    if (taken && taken.id !== user.id) {
      throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered')
    }
    throw new AuthError(422, 'not_implemented', 'Changing the e-mail address is not supported by the embedded stack')
  }

  let passwordHash: string | null = null
  if (password) {
    if (user.encrypted_password && (await comparePassword(password, user.encrypted_password))) {
      throw new AuthError(422, 'same_password', 'New password should be different from the old password.')
    }
    passwordHash = await hashPassword(password, BCRYPT_COST)
  }
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : null

  await authTransaction(ctx.db, async (tx) => {
    if (passwordHash) {
      // User.UpdatePassword: pending tokens are void, and every other session is signed out.
      await tx.query(
        `update auth.users set encrypted_password = $2, confirmation_token = '', confirmation_sent_at = null,
           recovery_token = '', recovery_sent_at = null, email_change_token_current = '', email_change_token_new = '',
           email_change_sent_at = null, phone_change_token = '', phone_change_sent_at = null,
           reauthentication_token = '', reauthentication_sent_at = null, updated_at = now()
         where id = $1`,
        [user.id, passwordHash],
      )
      await tx.query('delete from auth.one_time_tokens where user_id = $1', [user.id])
      if (sessionId) await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, sessionId])
      else await tx.query('delete from auth.sessions where user_id = $1', [user.id])
    }
    if (isPlainObject(body.data)) {
      const merged: Record<string, unknown> = { ...(user.raw_user_meta_data ?? {}) }
      for (const [key, value] of Object.entries(body.data)) {
        if (value === null) delete merged[key]
        else merged[key] = value
      }
      await tx.query('update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1', [user.id, merged])
    }
  })
  const updated = await findUserById(ctx.db, user.id)
  return reply(userJson(updated!))
}

export async function logout(ctx: StackContext, request: Request): Promise<Response> {
  const scope = new URL(request.url).searchParams.get('scope') ?? 'global'
  if (!['global', 'local', 'others'].includes(scope)) {
    throw new AuthError(400, 'validation_failed', 'Unsupported logout scope')
  }
  const { user, claims } = await requireUser(ctx, request)
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : null
  // Deleting sessions cascades to their refresh tokens, which are then refused.
  await authTransaction(ctx.db, async (tx) => {
    if (scope === 'global' || !sessionId) {
      await tx.query('delete from auth.sessions where user_id = $1', [user.id])
    } else if (scope === 'local') {
      await tx.query('delete from auth.sessions where id = $1', [sessionId])
    } else {
      await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, sessionId])
    }
  })
  return new Response(null, { status: 204, headers: { 'X-Supabase-Api-Version': API_VERSION } })
}
