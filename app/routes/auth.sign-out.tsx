import { redirect } from '~/.server/platform/localized-redirect.server'

import type { Route } from './+types/auth.sign-out'
import { clearHeaderUser } from '~/.server/account/header-user.server'
import { createSupabaseServerClient } from '~/.server/platform/supabase.server'
import { redirectWithError, redirectWithSuccess } from '~/.server/platform/toast.server'
import { m } from '~/paraglide/messages.js'

// Sign-out is a POST only (the header's forms); a GET never signs anybody out, it just goes home.
export function loader() {
  return redirect('/')
}

export async function action({ request }: Route.ActionArgs) {
  const { supabase, headers } = createSupabaseServerClient(request)
  try {
    // Global scope: every session of the user ends, not only this browser's.
    const { error } = await supabase.auth.signOut({ scope: 'global' })
    if (error) return redirectWithError('/', { message: m.auth_toast_sign_out_error(), description: error.message }, { headers })
  } catch (error) {
    const message = error instanceof Error ? error.message : 'Unknown error'
    return redirectWithError('/', { message: m.auth_toast_sign_out_error(), description: message }, { headers })
  }
  await clearHeaderUser(headers)
  return redirectWithSuccess('/', { message: m.auth_toast_signed_out() }, { headers })
}

export default function SignOut() {
  return null
}
