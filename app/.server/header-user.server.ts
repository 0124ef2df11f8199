import type { HeaderUser } from '~/lib/header-user'

/**
 * The signed-in user for the header, from the session cookie, plus any headers (refreshed cookies)
 * the response must carry. Filled in by the accounts work; signed out until then.
 */
export async function getHeaderUser(_request: Request): Promise<{ user: HeaderUser | null; headers: Headers }> {
  return { user: null, headers: new Headers() }
}
