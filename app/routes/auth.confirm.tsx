import type { EmailOtpType } from '@supabase/supabase-js'

import type { Route } from './+types/auth.confirm'
import { commitHeaderUser } from '~/.server/header-user.server'
import { createSupabaseServerClient } from '~/.server/supabase.server'
import { redirectWithError, redirectWithSuccess } from '~/.server/toast.server'
import { authToasts } from '~/content/auth'

// The link of the confirmation e-mail: /auth/confirm?token_hash=…&type=email. It never renders a
// page of its own: it signs the new user in and lands on /, or explains the problem on /auth.

const CONFIRM_TYPES = new Set<EmailOtpType>(['email', 'signup'])

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const tokenHash = url.searchParams.get('token_hash')
  const type = url.searchParams.get('type') as EmailOtpType | null
  if (!tokenHash || tokenHash.length > 512 || !type || !CONFIRM_TYPES.has(type)) {
    return redirectWithError('/auth', authToasts.confirmError)
  }

  const { supabase, headers } = createSupabaseServerClient(request)
  try {
    const { data, error } = await supabase.auth.verifyOtp({ type, token_hash: tokenHash })
    if (error || !data.user || !data.session) {
      return redirectWithError('/auth', authToasts.confirmError, { headers })
    }
    await commitHeaderUser(headers, supabase, data.user)
    return redirectWithSuccess('/', authToasts.confirmSuccess, { headers })
  } catch (error) {
    console.error('[auth] confirmation failed:', error)
    return redirectWithError('/auth', authToasts.confirmError, { headers })
  }
}

export default function Confirm() {
  return null
}
