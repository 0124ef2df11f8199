import { data } from 'react-router'

import { unauthorizedToast } from '~/content/admin'

import { type AuthContext, isAdminEmail, requireUser } from '../account/auth.server'
import { redirectWithToast } from '../platform/toast.server'

// Layout and child loaders of one request get the same Request object and run in parallel: share one
// session lookup (and at most one token refresh) between them.
const checks = new WeakMap<Request, Promise<AuthContext>>()

/**
 * The guard for every /admin loader and action (product spec, section 4 "Admin access"):
 * nobody signed in -> redirect to /auth (thrown by requireUser); signed in but not ADMIN_EMAIL ->
 * redirect to / with the "Unauthorized" toast; the admin -> the auth context. Return its `headers`
 * with the response so refreshed session cookies reach the browser.
 */
export function requireAdmin(request: Request): Promise<AuthContext> {
  let check = checks.get(request)
  if (!check) {
    check = checkAdmin(request)
    checks.set(request, check)
  }
  return check
}

async function checkAdmin(request: Request): Promise<AuthContext> {
  const auth = await requireUser(request)
  // The address must be confirmed: on a project where sign-ups are auto-confirmed or a confirmation is
  // pending, an unconfirmed account holding ADMIN_EMAIL proves nothing about who owns the address.
  if (!isAdminEmail(auth.user.email) || !auth.user.email_confirmed_at) {
    throw await redirectWithToast('/', { type: 'error', ...unauthorizedToast }, { headers: auth.headers })
  }
  return auth
}

/** The action of an admin screen that has no form: guarded like the rest, then 405. */
export async function refuseAdminPost(request: Request) {
  const auth = await requireAdmin(request)
  const headers = new Headers(auth.headers)
  headers.set('Allow', 'GET, HEAD')
  return data(null, { status: 405, headers })
}
