import { data } from 'react-router'

import type { Route } from './+types/auth.reset-password'
import { type AccountActionData, limitRefusal } from '~/.server/account/account-actions.server'
import { limitNewPassword } from '~/.server/account/account-limits.server'
import { FORGOT_PASSWORD_PATH, isErrorRedirect, recoverWithCode } from '~/.server/account/account-links.server'
import { endPasswordReset, hasPasswordResetGrant } from '~/.server/account/account-recovery.server'
import { getAuthenticatedUser } from '~/.server/account/auth.server'
import { commitHeaderUser } from '~/.server/account/header-user.server'
import { parseSubmission, readFormData } from '~/.server/platform/submission.server'
import { redirectWithError, redirectWithSuccess } from '~/.server/platform/toast.server'
import { AuthCard, CardLink } from '~/components/account/auth-card'
import { FormLoading, lazyIsland } from '~/components/lazy-island'
import { NewPasswordSchema } from '~/lib/account-schemas'
import { pageTitle } from '~/content/site'
import { m } from '~/paraglide/messages.js'

// Choosing a new password. Reached only from a reset link (the project's template through
// /auth/confirm, or Supabase's default one with ?code= here), which signs the user in and grants this
// page for a few minutes (app/.server/account/account-recovery.server.ts).

export function meta(): Route.MetaDescriptors {
  return [{ title: pageTitle(m.auth_choose_title()) }, { name: 'robots', content: 'noindex' }]
}

const newPasswordForm = lazyIsland(
  () => import('~/components/account/recovery-forms').then((module) => module.NewPasswordForm),
  <FormLoading />,
)

/** The signed-in user holding a live reset grant; anyone else is sent to ask for a link. */
async function requireResetGrant(request: Request) {
  const auth = await getAuthenticatedUser(request)
  if (!auth.user || !(await hasPasswordResetGrant(request, auth.user.id))) {
    throw await redirectWithError(
      FORGOT_PASSWORD_PATH,
      { message: m.auth_toast_reset_needed(), description: m.auth_toast_reset_needed_text() },
      { headers: auth.headers },
    )
  }
  auth.headers.set('Cache-Control', 'private, no-store')
  return { ...auth, user: auth.user }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const code = url.searchParams.get('code')
  if (code !== null) throw await recoverWithCode(request, context, code)
  if (isErrorRedirect(url))
    throw await redirectWithError(FORGOT_PASSWORD_PATH, {
      message: m.auth_toast_reset_invalid(),
      description: m.auth_toast_reset_invalid_text(),
    })
  await newPasswordForm.preload()
  const { user, headers } = await requireResetGrant(request)
  return data({ email: user.email ?? '' }, { headers })
}

export async function action({ request }: Route.ActionArgs) {
  const { user, supabase, headers } = await requireResetGrant(request)
  const submission = parseSubmission(await readFormData(request), NewPasswordSchema)
  const hideFields = ['password', 'confirmPassword']
  if (submission.status !== 'success')
    return data({ result: submission.reply({ hideFields }) } satisfies AccountActionData, { status: 400, headers })
  const limited = await limitNewPassword(user.id)
  if (!limited.allowed) return limitRefusal(submission, limited, hideFields)

  let message: string = m.server_service_unavailable()
  let status = 503
  try {
    const { error } = await supabase.auth.updateUser({ password: submission.value.password })
    if (!error) {
      await endPasswordReset(headers)
      await commitHeaderUser(headers, supabase, user)
      return redirectWithSuccess(
        '/',
        { message: m.auth_toast_password_updated(), description: m.auth_toast_password_updated_text() },
        { headers },
      )
    }
    if (error.code === 'same_password' || error.code === 'weak_password') {
      const fieldMessage = error.code === 'same_password' ? m.auth_same_password() : error.message
      return data({ result: submission.reply({ fieldErrors: { password: [fieldMessage] }, hideFields }) } satisfies AccountActionData, {
        status: 422,
        headers,
      })
    }
    console.warn(JSON.stringify({ type: 'auth_password_update_failed', code: error.code ?? null, status: error.status }))
    if (error.code === 'over_request_rate_limit') [message, status] = [m.server_service_busy(), 429]
    else if (error.status !== 0) [message, status] = [m.auth_password_save_failed(), 400]
  } catch (error) {
    console.error('[auth] password update failed:', error instanceof Error ? error.message : error)
  }
  const body = {
    result: submission.reply({ formErrors: [message], hideFields }),
    errorTitle: m.auth_toast_password_error(),
  } satisfies AccountActionData
  return data(body, { status, headers })
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthCard title={m.auth_choose_title()} subtitle={m.auth_choose_subtitle()} footer={<CardLink to="/">{m.auth_later()}</CardLink>}>
      <newPasswordForm.Island actionData={actionData as AccountActionData | undefined} email={loaderData.email} />
    </AuthCard>
  )
}
