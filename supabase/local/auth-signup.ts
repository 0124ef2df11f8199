import { randomUUID } from 'node:crypto'

import { AuthError, checkPasswordStrength, jsonObject, pkceParams, reply, stringParam, validateEmail } from './auth-http'
import { sendAuthMail } from './auth-mail'
import { createFlowState } from './auth-pkce'
import { authTransaction, findUserByEmail, findUserById, obfuscatedUserJson, userJson } from './auth-users'
import type { StackContext } from './context'
import { isPlainObject } from './http'
import { hashPassword } from './password-hash'

/** The e-mail sending endpoints: POST /signup, /resend and /recover (GoTrue signup.go, resend.go, recover.go). */

export const BCRYPT_COST = 10

/** An error from the database while the new user is stored: GoTrue's "Database error saving new user". */
function databaseError(error: unknown, message: string): never {
  if (error instanceof AuthError) throw error
  const e = error as { code?: string; message?: string }
  if (typeof e?.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
    console.error(`[supabase-local] ${message}: ${e.code} ${e.message ?? ''}`)
    throw new AuthError(500, 'unexpected_failure', message)
  }
  throw error
}

function isDuplicateEmail(error: unknown) {
  const e = error as { code?: string; constraint?: string }
  return e?.code === '23505' && e.constraint === 'users_email_partial_key'
}

export async function signUp(ctx: StackContext, request: Request, takeRate: () => void): Promise<Response> {
  const body = await jsonObject(request)
  const email = stringParam(body, 'email')
  const phone = stringParam(body, 'phone')
  if (!email && !phone) throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled')
  takeRate()
  const password = stringParam(body, 'password')
  if (!password) throw new AuthError(400, 'validation_failed', 'Signup requires a valid password')
  checkPasswordStrength(password, ctx.auth)
  if (email && phone) throw new AuthError(400, 'validation_failed', 'Only an email address or phone number should be provided on signup.')
  const pkce = pkceParams(body)
  if (!email) throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled')
  const address = validateEmail(email)
  const metadata = isPlainObject(body.data) ? body.data : {}

  const existing = await findUserByEmail(ctx.db, address)
  if (existing?.email_confirmed_at) return reply(obfuscatedUserJson(address, metadata))
  // Hashed outside the transaction, as GoTrue does (bcrypt is slow).
  const passwordHash = existing ? null : await hashPassword(password, BCRYPT_COST)

  let userId: string
  try {
    userId = await authTransaction(ctx.db, async (tx) => {
      let id: string
      if (existing) {
        // "do not update the user because we can't be sure of their claimed identity" (signup.go):
        // the first password and metadata stay; only the confirmation is sent again.
        id = existing.id
      } else {
        id = randomUUID()
        try {
          await tx.query(
            `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data,
               raw_user_meta_data, created_at, updated_at, confirmation_token, recovery_token, email_change_token_new,
               email_change, is_sso_user, is_anonymous)
             values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3,
               '{"provider": "email", "providers": ["email"]}', $4, now(), now(), '', '', '', '', false, false)`,
            [id, address, passwordHash, metadata],
          )
        } catch (error) {
          if (isDuplicateEmail(error)) throw error
          databaseError(error, 'Database error saving new user')
        }
        await tx.query(
          `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at, last_sign_in_at)
           values ($1, $2, $3, 'email', now(), now(), now())`,
          [id, id, { ...metadata, sub: id, email: address, email_verified: false, phone_verified: false }],
        )
      }
      if (pkce) await createFlowState(tx, id, 'email', 'email/signup', pkce, ctx.clock.date())
      const recipient = existing ?? (await findUserById(tx, id))!
      await sendAuthMail(ctx, tx, request, recipient, 'signup', Boolean(pkce))
      return id
    })
  } catch (error) {
    // A concurrent sign-up of the same address won the race: answer as for an existing account.
    if (isDuplicateEmail(error)) return reply(obfuscatedUserJson(address, metadata))
    throw error
  }
  const user = await findUserById(ctx.db, userId)
  return reply(userJson(user!))
}

export async function resend(ctx: StackContext, request: Request): Promise<Response> {
  const body = await jsonObject(request)
  const type = stringParam(body, 'type')
  const email = stringParam(body, 'email')
  const phone = stringParam(body, 'phone')
  let pkce = null
  if (type === 'signup' || type === 'email_change') pkce = pkceParams(body)
  else if (type !== 'sms' && type !== 'phone_change') {
    throw new AuthError(400, 'validation_failed', 'Missing one of these types: signup, email_change, sms, phone_change')
  }
  if (!email && type === 'signup') throw new AuthError(400, 'validation_failed', 'Type provided requires an email address')
  if (!phone && type === 'sms') throw new AuthError(400, 'validation_failed', 'Type provided requires a phone number')
  if (email && phone) throw new AuthError(400, 'validation_failed', 'Only an email address or phone number should be provided.')
  if (phone) throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled')
  if (!email) throw new AuthError(400, 'validation_failed', 'Missing email address or phone number')
  const address = validateEmail(email)

  const user = await findUserByEmail(ctx.db, address)
  // Unknown, already confirmed, or no e-mail change pending (this stack has none): nothing to send.
  if (!user || type !== 'signup' || user.email_confirmed_at) return reply({})
  await authTransaction(ctx.db, async (tx) => {
    if (pkce) await createFlowState(tx, user.id, 'email', 'email/signup', pkce, ctx.clock.date())
    await sendAuthMail(ctx, tx, request, user, 'signup', Boolean(pkce))
  })
  return reply({})
}

export async function recover(ctx: StackContext, request: Request): Promise<Response> {
  const body = await jsonObject(request)
  const email = stringParam(body, 'email')
  if (!email) throw new AuthError(400, 'validation_failed', 'Password recovery requires an email')
  const address = validateEmail(email)
  const pkce = pkceParams(body)
  const user = await findUserByEmail(ctx.db, address)
  if (!user) return reply({})
  // GoTrue stores the flow state before (and outside) the transaction that sends the e-mail.
  if (pkce) await authTransaction(ctx.db, (tx) => createFlowState(tx, user.id, 'recovery', 'recovery', pkce, ctx.clock.date()))
  await authTransaction(ctx.db, (tx) => sendAuthMail(ctx, tx, request, user, 'recovery', Boolean(pkce)))
  return reply({})
}
