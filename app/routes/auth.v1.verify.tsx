import { data, redirect } from 'react-router'

import type { Route } from './+types/auth.v1.verify'
import { limitConfirmation } from '~/.server/account/account-limits.server'
import { siteOrigin } from '~/.server/account/auth.server'
import { getClientAddress } from '~/.server/platform/client-address.server'
import { getEmbeddedStack } from '~/.server/platform/supabase.server'

/*
 * Supabase's default e-mail templates link to `<API external URL>/auth/v1/verify?token=…&type=…&
 * redirect_to=…`. On hosted Supabase that is the project's own address. The embedded stack runs inside
 * this process and listens nowhere, so its external URL is the app's origin and this route hands that
 * one request to it. It exists only while the embedded backend is in use (404 with hosted Supabase),
 * and it cannot forward anything else: a GET only, to one fixed path, with only GoTrue's three
 * parameters, none of the visitor's headers or cookies, and only the redirect coming back.
 */

const PARAMS = ['token', 'type', 'redirect_to'] as const
const MAX_PARAM = 2048

export async function loader({ request, context }: Route.LoaderArgs) {
  const stack = await getEmbeddedStack()
  if (!stack) throw data('Not Found', { status: 404 })

  const url = new URL(request.url)
  const target = new URL('/auth/v1/verify', stack.url)
  for (const name of PARAMS) {
    const value = url.searchParams.get(name)
    if (value !== null && value.length <= MAX_PARAM) target.searchParams.set(name, value)
  }
  const token = target.searchParams.get('token') ?? ''
  const limited = await limitConfirmation(token, getClientAddress(request, context))
  if (!limited.allowed) throw data('Too Many Requests', { status: 429, headers: { 'Retry-After': String(limited.retryAfterSeconds) } })

  const answer = await stack.handler(new Request(target, { method: 'GET', headers: { apikey: stack.anonKey } }))
  const location = answer.headers.get('Location')
  // Only a redirect back to this site passes: GoTrue sends the visitor to redirect_to (or site_url).
  if (answer.status >= 300 && answer.status < 400 && location && sameSite(location, request)) return redirect(location, 303)
  throw data('Not Found', { status: 404 })
}

function sameSite(location: string, request: Request) {
  try {
    return new URL(location, siteOrigin(request)).origin === siteOrigin(request)
  } catch {
    return false
  }
}

export default function Verify() {
  return null
}
