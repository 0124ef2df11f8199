import { randomBytes, randomUUID } from 'node:crypto'

import type { Database, Transaction } from './database'

import type { StackContext } from './context'
import { signJwt } from './jwt'

/** auth.users rows and their GoTrue JSON, sessions and refresh tokens. */

export interface UserRow {
  id: string
  aud: string | null
  role: string | null
  email: string
  encrypted_password: string | null
  email_confirmed_at: Date | null
  confirmation_sent_at: Date | null
  recovery_sent_at: Date | null
  confirmed_at: Date | null
  last_sign_in_at: Date | null
  raw_app_meta_data: Record<string, unknown> | null
  raw_user_meta_data: Record<string, unknown> | null
  created_at: Date | null
  updated_at: Date | null
  phone: string | null
  banned_until: Date | null
  is_anonymous: boolean
  identities: IdentityRow[] | null
}

interface IdentityRow {
  id: string
  provider_id: string
  user_id: string
  identity_data: Record<string, unknown>
  provider: string
  last_sign_in_at: string | null
  created_at: string | null
  updated_at: string | null
  email: string | null
}

type Db = Database | Transaction

/**
 * A transaction as GoTrue's: as supabase_auth_admin with search_path auth, so triggers on auth tables
 * run with that role's privileges, as on a hosted project.
 */
export function authTransaction<T>(db: Database, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.exec('set local role supabase_auth_admin; set local search_path = auth')
    return fn(tx)
  })
}

const USER_SELECT = `
  select u.id, u.aud, u.role, u.email, u.encrypted_password, u.email_confirmed_at, u.confirmation_sent_at,
         u.recovery_sent_at, u.confirmed_at, u.last_sign_in_at, u.raw_app_meta_data, u.raw_user_meta_data, u.created_at,
         u.updated_at, u.phone, u.banned_until, u.is_anonymous,
         (select json_agg(i order by i.created_at) from auth.identities i where i.user_id = u.id) as identities
  from auth.users u`

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const result = await db.query<UserRow>(`${USER_SELECT} where lower(u.email) = lower($1) and not u.is_sso_user`, [email])
  return result.rows[0] ?? null
}

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const result = await db.query<UserRow>(`${USER_SELECT} where u.id = $1`, [id])
  return result.rows[0] ?? null
}

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : undefined)

/** The user object GoTrue returns. */
export function userJson(row: UserRow): Record<string, unknown> {
  const identities = (row.identities ?? []).map((i) => ({
    identity_id: i.id,
    id: i.provider_id,
    user_id: i.user_id,
    identity_data: i.identity_data,
    provider: i.provider,
    last_sign_in_at: iso(i.last_sign_in_at),
    created_at: iso(i.created_at),
    updated_at: iso(i.updated_at),
    email: i.email ?? undefined,
  }))
  return {
    id: row.id,
    aud: row.aud || 'authenticated',
    role: row.role || 'authenticated',
    email: row.email,
    email_confirmed_at: iso(row.email_confirmed_at),
    phone: row.phone ?? '',
    confirmation_sent_at: iso(row.confirmation_sent_at),
    recovery_sent_at: iso(row.recovery_sent_at),
    confirmed_at: iso(row.confirmed_at),
    last_sign_in_at: iso(row.last_sign_in_at),
    app_metadata: row.raw_app_meta_data ?? {},
    user_metadata: row.raw_user_meta_data ?? {},
    identities,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    is_anonymous: row.is_anonymous,
  }
}

/**
 * What sign-up answers for an e-mail that already has a confirmed account (GoTrue's sanitizeUser): a
 * user that does not exist, with a random id, no role and no identities.
 */
export function obfuscatedUserJson(email: string, metadata: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString()
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: metadata,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  }
}

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

/** GoTrue's crypto.SecureAlphanumeric(12). */
export function newRefreshToken(): string {
  let token = ''
  while (token.length < 12) {
    for (const b of randomBytes(16)) {
      // 248 = 4 * 62: bytes above it are skipped so that every character is equally likely
      if (b < 248 && token.length < 12) token += ALPHANUMERIC[b % 62]
    }
  }
  return token
}

/** Access token claims as GoTrue issues them. */
function accessTokenFor(
  ctx: StackContext,
  user: UserRow,
  sessionId: string,
  method = 'password',
): {
  token: string
  expiresAt: number
} {
  const iat = ctx.clock.seconds()
  const exp = iat + ctx.auth.jwtExpiry
  const token = signJwt(
    {
      iss: `${ctx.url}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      exp,
      iat,
      email: user.email,
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method, timestamp: iat }],
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    },
    ctx.secrets.jwtSecret,
  )
  return { token, expiresAt: exp }
}

export function sessionJson(ctx: StackContext, user: UserRow, sessionId: string, refreshToken: string, method?: string) {
  const { token, expiresAt } = accessTokenFor(ctx, user, sessionId, method)
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ctx.auth.jwtExpiry,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user),
  }
}

/** Starts a session for the user (inside the caller's transaction) and returns the GoTrue session body. */
export async function startSession(ctx: StackContext, tx: Transaction, userId: string, method = 'password') {
  const sessionId = randomUUID()
  const refreshToken = newRefreshToken()
  await tx.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [userId])
  await tx.query('update auth.identities set last_sign_in_at = now() where user_id = $1', [userId])
  await tx.query('insert into auth.sessions (id, user_id) values ($1, $2)', [sessionId, userId])
  await tx.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [refreshToken, userId, sessionId])
  const user = await findUserById(tx, userId)
  return sessionJson(ctx, user!, sessionId, refreshToken, method)
}
