/**
 * Real accounts for the admin tests, on the embedded backend: the admin seeded by supabase/seed.sql,
 * and a normal user who signs up and follows the link of the confirmation e-mail, as a person would.
 */
import { randomBytes } from 'node:crypto'

import type { EmailOtpType } from '@supabase/supabase-js'

import { createSupabaseServerClient, getEmbeddedStack } from '~/.server/platform/supabase.server'

/** supabase/seed.sql (local only); the e-mail is ADMIN_EMAIL's default. */
export const ADMIN_CREDENTIALS = { email: 'admin@example.com', password: 'admin-local-password' } as const

export async function createConfirmedUser(): Promise<{ email: string; password: string }> {
  const email = `not-admin-${randomBytes(4).toString('hex')}@example.com`
  const password = `pw-${randomBytes(6).toString('hex')}`
  const { supabase } = createSupabaseServerClient(new Request('http://localhost/auth', { method: 'POST' }))
  const { error } = await supabase.auth.signUp({
    email,
    password,
    options: { data: { full_name: 'Normal User' }, emailRedirectTo: 'http://localhost/auth' },
  })
  if (error) throw new Error(`sign-up failed: ${error.message}`)

  const stack = await getEmbeddedStack()
  if (!stack) throw new Error('the admin integration tests need the embedded backend')
  const [mail] = await stack.listMail(email)
  if (!mail?.link) throw new Error(`no confirmation e-mail for ${email}`)
  const link = new URL(mail.link)
  const { supabase: confirmer } = createSupabaseServerClient(new Request(link))
  const { error: confirmError } = await confirmer.auth.verifyOtp({
    type: (link.searchParams.get('type') ?? 'email') as EmailOtpType,
    token_hash: link.searchParams.get('token_hash') ?? '',
  })
  if (confirmError) throw new Error(`confirmation failed: ${confirmError.message}`)
  return { email, password }
}
