import type { Database } from './database'

import { authTransaction } from './auth-users'
import { comparePassword, hashPassword } from './password-hash'

/**
 * The admin account of an embedded deployment, from configuration rather than from a seed with a
 * known password: with ADMIN_EMAIL and ADMIN_PASSWORD set, the account exists, is confirmed and has
 * that password (created, or updated when either changed); without ADMIN_PASSWORD nothing is created.
 */

export interface AdminAccount {
  email: string
  password: string
}

/** The first admin's id; an existing account keeps its own. */
const NEW_ADMIN_ID = '00000000-0000-4000-8000-00000000ad01'

/** ADMIN_EMAIL / ADMIN_PASSWORD from the environment, or null when no password is configured. */
export function adminAccountFromEnv(env: NodeJS.ProcessEnv = process.env): AdminAccount | null {
  const password = env.ADMIN_PASSWORD
  if (!password) return null
  return { email: (env.ADMIN_EMAIL || 'admin@example.com').trim().toLowerCase(), password }
}

export async function ensureAdminAccount(db: Database, admin: AdminAccount): Promise<void> {
  const email = admin.email.trim().toLowerCase()
  const found = await db.query<{ id: string; encrypted_password: string | null; email_confirmed_at: Date | null }>(
    'select id, encrypted_password, email_confirmed_at from auth.users where lower(email) = $1 and not is_sso_user',
    [email],
  )
  const existing = found.rows[0]
  if (existing) {
    const samePassword = existing.encrypted_password ? await comparePassword(admin.password, existing.encrypted_password) : false
    if (samePassword && existing.email_confirmed_at) return
    const hash = samePassword ? existing.encrypted_password : await hashPassword(admin.password, 10)
    await authTransaction(db, (tx) =>
      tx.query(
        `update auth.users set encrypted_password = $2, email_confirmed_at = coalesce(email_confirmed_at, now()),
           updated_at = now() where id = $1`,
        [existing.id, hash],
      ),
    )
    return
  }
  const taken = await db.query('select 1 from auth.users where id = $1', [NEW_ADMIN_ID])
  const id = taken.rows.length === 0 ? NEW_ADMIN_ID : crypto.randomUUID()
  const hash = await hashPassword(admin.password, 10)
  // Written as GoTrue writes (supabase_auth_admin), so the new-user trigger runs as it does on hosted.
  await authTransaction(db, async (tx) => {
    await tx.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
         raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
         confirmation_token, recovery_token, email_change_token_new, email_change)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3, now(),
         '{"provider": "email", "providers": ["email"]}', '{"full_name": "Site Admin"}', now(), now(), '', '', '', '')`,
      [id, email, hash],
    )
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
       values ($1::text, $1::uuid, $2, 'email', now(), now(), now())`,
      [id, { sub: id, email, email_verified: true, phone_verified: false }],
    )
  })
}
