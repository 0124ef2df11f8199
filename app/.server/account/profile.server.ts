import type { SupabaseClient, User } from '@supabase/supabase-js'

import type { ProfileValues } from '~/lib/account-schemas'

export type Profile = {
  id: string
  username: string | null
  full_name: string | null
  first_name: string | null
  last_name: string | null
  bio: string | null
  avatar_url: string | null
  /** The user's language (en, fr, am): their e-mails use it (decision 030). */
  locale?: string | null
  updated_at: string | null
}

/**
 * The signed-in user's own profile row (RLS lets nobody read another's), or null. Errors are
 * logged only and read as "no profile", as the spec says.
 */
export async function getProfile(supabase: SupabaseClient, userId: string): Promise<Profile | null> {
  try {
    const { data, error } = await supabase.from('profiles').select('*').eq('id', userId).maybeSingle()
    if (error) {
      console.error('[profile] could not load the profile:', error.message)
      return null
    }
    return (data as Profile | null) ?? null
  } catch (error) {
    console.error('[profile] could not load the profile:', error instanceof Error ? error.message : error)
    return null
  }
}

export type ProfileUpdateResult = { ok: true } | { ok: false; code: string | null; message: string }

/**
 * Saves the form's fields on the row of `userId` - always the validated user's id, never an id from
 * the request body. Blank optional fields clear the column.
 */
export async function updateProfile(supabase: SupabaseClient, userId: string, values: ProfileValues): Promise<ProfileUpdateResult> {
  try {
    const { error } = await supabase
      .from('profiles')
      .update({
        username: values.username ?? null,
        full_name: values.fullName ?? null,
        bio: values.bio ?? null,
        ...(values.locale ? { locale: values.locale } : {}),
        updated_at: new Date().toISOString(),
      })
      .eq('id', userId)
    if (error) return { ok: false, code: error.code ?? null, message: error.message }
    // The account e-mails' templates read the language from the user's metadata: keep it the same.
    if (values.locale) {
      const { error: metaError } = await supabase.auth.updateUser({ data: { locale: values.locale } })
      if (metaError) console.error(JSON.stringify({ type: 'profile_locale_metadata_failed', message: metaError.message.slice(0, 200) }))
    }
    return { ok: true }
  } catch (error) {
    return { ok: false, code: null, message: error instanceof Error ? error.message : 'Unknown error' }
  }
}

/** The profile image URL, from the profile row, or - when it could not be read - the sign-up metadata. */
export function avatarUrlOf(profile: Profile | null, user?: Pick<User, 'user_metadata'> | null): string | null {
  const candidate = profile ? profile.avatar_url : (user?.user_metadata?.avatar_url as unknown)
  return typeof candidate === 'string' && /^https?:\/\//i.test(candidate) ? candidate : null
}

/** The name sources: the profile row, or - when it could not be read - the sign-up metadata. */
export function nameSourceOf(profile: Profile | null, user?: Pick<User, 'user_metadata'> | null) {
  if (profile) return { full_name: profile.full_name, first_name: profile.first_name, last_name: profile.last_name }
  const metaName = user?.user_metadata?.full_name
  return { full_name: typeof metaName === 'string' ? metaName : null }
}
