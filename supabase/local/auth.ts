import { createHash, randomBytes, randomUUID } from 'node:crypto'

import bcrypt from 'bcryptjs'

import {
  CONFIRMATION_TTL_HOURS,
  findUserByEmail,
  findUserById,
  newRefreshToken,
  obfuscatedUserJson,
  sessionJson,
  startSession,
  userJson,
  type UserRow,
} from './auth-users'
import type { StackContext } from './context'
import { BodyTooLargeError, bearerToken, isPlainObject, jsonResponse, MalformedJsonError, readJsonBody } from './http'
import { verifyJwt, type JwtClaims } from './jwt'
import { deliverMail } from './mailbox'
import { clientKey, EMAIL_MIN_INTERVAL_SECONDS } from './rate-limit'

/** The GoTrue subset of the contract: /auth/v1/{signup,token,user,logout,verify,health,settings}. */

const API_VERSION = '2024-01-01'
const BCRYPT_COST = 10
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

function reply(body: unknown, status = 200): Response {
  return jsonResponse(body, status, { 'X-Supabase-Api-Version': API_VERSION })
}

function errorReply(error: AuthError): Response {
  return reply({ code: error.code, message: error.message, ...error.extra }, error.status)
}

export async function handleAuth(ctx: StackContext, request: Request, path: string): Promise<Response> {
  try {
    const route = `${request.method} ${path}`
    switch (route) {
      case 'POST /signup':
        return await signUp(ctx, request)
      case 'POST /token':
        return await token(ctx, request)
      case 'GET /user':
        return await getUser(ctx, request)
      case 'POST /logout':
        return await logout(ctx, request)
      case 'POST /verify':
        return await verify(ctx, request)
      case 'GET /health':
        return reply({ version: 'supabase-local', name: 'GoTrue', description: 'Embedded GoTrue-compatible subset' })
      case 'GET /settings':
        return reply({
          external: { email: true, phone: false },
          disable_signup: false,
          mailer_autoconfirm: false,
          phone_autoconfirm: false,
          sms_provider: '',
          saml_enabled: false,
        })
      default:
        throw new AuthError(404, 'not_found', `${request.method} /auth/v1${path} is not supported by the embedded stack`)
    }
  } catch (error) {
    if (error instanceof AuthError) return errorReply(error)
    if (error instanceof MalformedJsonError) {
      return errorReply(new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${error.message}`))
    }
    if (error instanceof BodyTooLargeError) return errorReply(new AuthError(413, 'request_too_large', error.message))
    console.error('[supabase-local] auth error', error)
    return errorReply(new AuthError(500, 'unexpected_failure', 'Unexpected failure'))
  }
}

async function jsonObject(request: Request): Promise<Record<string, unknown>> {
  const body = await readJsonBody(request)
  if (body === undefined) return {}
  if (!isPlainObject(body)) throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: expected an object')
  return body
}

function takeRate(ctx: StackContext, request: Request, bucket: 'signInSignUps' | 'tokenRefresh' | 'tokenVerifications') {
  if (!ctx.rateLimiter.take(bucket, clientKey(request))) {
    throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached')
  }
}

function normalizeEmail(value: unknown): string {
  const email = typeof value === 'string' ? value.trim().toLowerCase() : ''
  if (email.length > 255 || !EMAIL_PATTERN.test(email)) {
    throw new AuthError(400, 'email_address_invalid', 'Unable to validate email address: invalid format')
  }
  return email
}

function checkPassword(password: string) {
  if (password.length < 6) {
    throw new AuthError(422, 'weak_password', 'Password should be at least 6 characters.', {
      weak_password: { reasons: ['length'] },
    })
  }
  if (Buffer.byteLength(password, 'utf8') > 72) {
    throw new AuthError(422, 'weak_password', 'Password cannot be longer than 72 characters', {
      weak_password: { reasons: ['length'] },
    })
  }
}

/** Where the confirmation link points: <origin of an allowed redirect_to, or site_url>/auth/confirm. */
export function confirmationLink(ctx: StackContext, redirectTo: string | null, tokenHash: string): string {
  const site = new URL(ctx.siteUrl)
  let base = site
  if (redirectTo) {
    try {
      const target = new URL(redirectTo)
      const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(target.hostname)
      if ((target.protocol === 'http:' || target.protocol === 'https:') && (loopback || target.origin === site.origin)) {
        base = target
      }
    } catch {
      // not a URL: fall back to site_url, as GoTrue does for redirects outside its allow list
    }
  }
  const link = new URL('/auth/confirm', base.origin)
  link.searchParams.set('token_hash', tokenHash)
  link.searchParams.set('type', 'email')
  const next = base === site ? '' : base.pathname + base.search
  if (next && next !== '/' && !next.startsWith('/auth/confirm')) link.searchParams.set('next', next)
  return link.toString()
}

function escapeHtml(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')
}

let dummyHash: Promise<string> | undefined
/** Compare against something even for unknown e-mails, so timing does not reveal accounts. */
function dummyPasswordHash() {
  return (dummyHash ??= bcrypt.hash(randomBytes(12).toString('hex'), BCRYPT_COST))
}

async function signUp(ctx: StackContext, request: Request): Promise<Response> {
  const body = await jsonObject(request)
  takeRate(ctx, request, 'signInSignUps')
  if (typeof body.email !== 'string' || !body.email || typeof body.password !== 'string' || !body.password) {
    throw new AuthError(400, 'validation_failed', 'You must provide either an email or phone number and a password')
  }
  const email = normalizeEmail(body.email)
  checkPassword(body.password)
  const metadata = isPlainObject(body.data) ? body.data : {}
  const pkce = typeof body.code_challenge === 'string' && body.code_challenge.length > 0
  const redirectTo = new URL(request.url).searchParams.get('redirect_to')

  const existing = await findUserByEmail(ctx.db, email)
  if (existing?.email_confirmed_at) return reply(obfuscatedUserJson(email, metadata))
  if (existing?.confirmation_sent_at) {
    const waited = (Date.now() - new Date(existing.confirmation_sent_at).getTime()) / 1000
    if (waited < EMAIL_MIN_INTERVAL_SECONDS) {
      const left = Math.ceil(EMAIL_MIN_INTERVAL_SECONDS - waited)
      throw new AuthError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${left} seconds.`)
    }
  }

  const passwordHash = await bcrypt.hash(body.password, BCRYPT_COST)
  const tokenHash =
    (pkce ? 'pkce_' : '') +
    createHash('sha224')
      .update(email + randomBytes(32).toString('hex'))
      .digest('hex')
  const link = confirmationLink(ctx, redirectTo, tokenHash)

  try {
    const userId = await ctx.db.transaction(async (tx) => {
      let id: string
      if (existing) {
        // Unconfirmed: a new sign-up replaces password and metadata and re-sends the confirmation.
        id = existing.id
        await tx.query(
          `update auth.users set encrypted_password = $2, raw_user_meta_data = $3, confirmation_sent_at = now(),
             updated_at = now() where id = $1`,
          [id, passwordHash, metadata],
        )
      } else {
        id = randomUUID()
        await tx.query(
          `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, confirmation_sent_at,
             raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
           values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3, now(),
             '{"provider": "email", "providers": ["email"]}', $4, now(), now())`,
          [id, email, passwordHash, metadata],
        )
        await tx.query(
          `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
           values ($1, $2, $3, 'email', now(), now())`,
          [id, id, { sub: id, email, email_verified: false, phone_verified: false }],
        )
      }
      await tx.query(
        `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to)
         values ($1, 'confirmation_token', $2, $3)
         on conflict (user_id, token_type) do update set token_hash = excluded.token_hash, created_at = now()`,
        [id, tokenHash, email],
      )
      await deliverMail(
        tx,
        {
          to: email,
          subject: 'Confirm Your Signup',
          text: `Confirm your signup\n\nFollow this link to confirm your user:\n${link}\n`,
          html: `<h2>Confirm your signup</h2>\n<p>Follow this link to confirm your user:</p>\n<p><a href="${escapeHtml(link)}">Confirm your mail</a></p>`,
          link,
        },
        ctx.log,
      )
      return id
    })
    const user = await findUserById(ctx.db, userId)
    return reply(userJson(user!))
  } catch (error) {
    // A concurrent sign-up of the same address won the race: answer as for an existing account.
    if ((error as { code?: string }).code === '23505') return reply(obfuscatedUserJson(email, metadata))
    throw error
  }
}

async function token(ctx: StackContext, request: Request): Promise<Response> {
  const grantType = new URL(request.url).searchParams.get('grant_type')
  const body = await jsonObject(request)
  if (grantType === 'password') return passwordGrant(ctx, request, body)
  if (grantType === 'refresh_token') return refreshGrant(ctx, request, body)
  throw new AuthError(400, 'validation_failed', 'unsupported_grant_type')
}

async function passwordGrant(ctx: StackContext, request: Request, body: Record<string, unknown>): Promise<Response> {
  takeRate(ctx, request, 'signInSignUps')
  if (typeof body.email !== 'string' || !body.email || typeof body.password !== 'string' || !body.password) {
    throw new AuthError(400, 'validation_failed', 'You must provide either an email or phone number and a password')
  }
  const user = await findUserByEmail(ctx.db, body.email.trim())
  const hash = user?.encrypted_password || (await dummyPasswordHash())
  const matches = await bcrypt.compare(body.password, hash)
  if (!user || !user.encrypted_password || !matches) {
    throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials')
  }
  if (user.banned_until && new Date(user.banned_until) > new Date()) {
    throw new AuthError(400, 'user_banned', 'User is banned')
  }
  if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed')
  const session = await ctx.db.transaction((tx) => startSession(ctx, tx, user.id))
  return reply(session)
}

async function refreshGrant(ctx: StackContext, request: Request, body: Record<string, unknown>): Promise<Response> {
  takeRate(ctx, request, 'tokenRefresh')
  if (typeof body.refresh_token !== 'string' || !body.refresh_token) {
    throw new AuthError(400, 'validation_failed', 'refresh_token required')
  }
  const refreshToken = body.refresh_token
  const result = await ctx.db.transaction(async (tx) => {
    const found = await tx.query<{ user_id: string; revoked: boolean; session_id: string | null }>(
      `select rt.user_id, rt.revoked, rt.session_id from auth.refresh_tokens rt
       join auth.sessions s on s.id = rt.session_id where rt.token = $1 for update of rt`,
      [refreshToken],
    )
    const row = found.rows[0]
    if (!row || !row.session_id) return { error: 'not_found' as const }
    if (row.revoked) {
      // Reuse of a spent token: GoTrue's reuse detection ends the whole session.
      await tx.query('delete from auth.sessions where id = $1', [row.session_id])
      return { error: 'reused' as const }
    }
    const next = newRefreshToken()
    await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1', [refreshToken])
    await tx.query(
      'insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)',
      [next, row.user_id, row.session_id, refreshToken],
    )
    await tx.query('update auth.sessions set updated_at = now() where id = $1', [row.session_id])
    const user = await findUserById(tx, row.user_id)
    return { user: user!, sessionId: row.session_id, next }
  })
  if ('error' in result) {
    if (result.error === 'reused') {
      throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used')
    }
    throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
  }
  return reply(sessionJson(ctx, result.user, result.sessionId, result.next, 'token_refresh'))
}

/** The signed-in user behind the request's bearer token, checked as GoTrue checks it. */
async function requireUser(ctx: StackContext, request: Request): Promise<{ user: UserRow; claims: JwtClaims }> {
  const tokenText = bearerToken(request)
  if (!tokenText) throw new AuthError(401, 'no_authorization', 'This endpoint requires a Bearer token')
  const checked = verifyJwt(tokenText, ctx.secrets.jwtSecret)
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
  return { user, claims }
}

async function getUser(ctx: StackContext, request: Request): Promise<Response> {
  const { user } = await requireUser(ctx, request)
  return reply(userJson(user))
}

async function logout(ctx: StackContext, request: Request): Promise<Response> {
  const scope = new URL(request.url).searchParams.get('scope') ?? 'global'
  if (!['global', 'local', 'others'].includes(scope)) {
    throw new AuthError(400, 'validation_failed', 'Unsupported logout scope')
  }
  const { user, claims } = await requireUser(ctx, request)
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : null
  // Deleting sessions cascades to their refresh tokens, which are then refused.
  if (scope === 'global' || !sessionId) {
    await ctx.db.query('delete from auth.sessions where user_id = $1', [user.id])
  } else if (scope === 'local') {
    await ctx.db.query('delete from auth.sessions where id = $1', [sessionId])
  } else {
    await ctx.db.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, sessionId])
  }
  return new Response(null, { status: 204, headers: { 'X-Supabase-Api-Version': API_VERSION } })
}

const VERIFY_TYPES = new Set(['signup', 'email', 'invite', 'magiclink', 'recovery', 'email_change'])

async function verify(ctx: StackContext, request: Request): Promise<Response> {
  const body = await jsonObject(request)
  takeRate(ctx, request, 'tokenVerifications')
  if (typeof body.type !== 'string' || !VERIFY_TYPES.has(body.type)) {
    throw new AuthError(400, 'validation_failed', 'Verify requires a verification type')
  }
  const tokenHash = typeof body.token_hash === 'string' ? body.token_hash : ''
  if (!tokenHash && typeof body.token !== 'string') {
    throw new AuthError(400, 'validation_failed', 'Verify requires either a token or a token hash')
  }
  const expired = new AuthError(403, 'otp_expired', 'Email link is invalid or has expired')
  // Only sign-up confirmations exist here; everything else is a link this stack never sent.
  if (!tokenHash || (body.type !== 'email' && body.type !== 'signup')) throw expired
  const session = await ctx.db.transaction(async (tx) => {
    const used = await tx.query<{ user_id: string }>(
      `delete from auth.one_time_tokens
       where token_hash = $1 and token_type = 'confirmation_token'
       returning user_id, created_at > now() - make_interval(hours => $2) as fresh`,
      [tokenHash, CONFIRMATION_TTL_HOURS],
    )
    const row = used.rows[0] as { user_id: string; fresh: boolean } | undefined
    if (!row || !row.fresh) return null // single use: an expired token is deleted all the same
    await tx.query(
      `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1`,
      [row.user_id],
    )
    await tx.query(
      `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
       where user_id = $1 and provider = 'email'`,
      [row.user_id],
    )
    return startSession(ctx, tx, row.user_id, 'otp')
  })
  if (!session) throw expired
  return reply(session)
}
