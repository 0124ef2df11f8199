import type { SupabaseClient, User } from '@supabase/supabase-js'

// Interface stub: the accounts work implements these (validated with auth.getUser()).

export type AuthContext = { user: User; supabase: SupabaseClient; headers: Headers }

/** The validated signed-in user, or null; `headers` carries refreshed cookies for the response. */
export async function getAuthenticatedUser(
  _request: Request,
): Promise<{ user: User | null; supabase: SupabaseClient; headers: Headers }> {
  throw new Error('not implemented yet')
}

/** Throws a redirect to /auth when nobody is signed in. */
export async function requireUser(_request: Request): Promise<AuthContext> {
  throw new Error('not implemented yet')
}

/** Throws a redirect to / when somebody is signed in (the /auth pages). */
export async function requireAnonymous(_request: Request): Promise<{ headers: Headers }> {
  throw new Error('not implemented yet')
}

export function isAdminEmail(email: string | null | undefined): boolean {
  void email
  throw new Error('not implemented yet')
}
