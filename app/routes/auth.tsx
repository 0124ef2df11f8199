import { data } from 'react-router'

import type { Route } from './+types/auth'
import { type AccountActionData, signInAction, signUpAction } from '~/.server/account/account-actions.server'
import { confirmWithCode, isErrorRedirect } from '~/.server/account/account-links.server'
import { requireAnonymous } from '~/.server/account/auth.server'
import { safeRedirectPath } from '~/.server/platform/redirect.server'
import { readFormData } from '~/.server/platform/submission.server'
import { redirectWithError } from '~/.server/platform/toast.server'
import { AuthCard, CardLink, CheckEmailCard, InfoNotice } from '~/components/account/auth-card'
import { FormLoading, lazyIsland } from '~/components/lazy-island'
import { pageTitle } from '~/content/site'
import { m } from '~/paraglide/messages.js'
import type { RouteHandle } from '~/root'

// An anonymous view is the same for everyone: a shared cache may keep it (RouteHandle in app/root.tsx).
export const handle: RouteHandle = {
  shared: true,
  query: ['mode', 'check-email', 'redirectTo', 'code', 'error', 'error_code', 'error_description'],
}

type Mode = 'sign-in' | 'sign-up' | 'check-email'

// A function: the copy is read in the request's language (decision 030).
const titleOf = (mode: Mode): string =>
  mode === 'sign-up' ? m.auth_sign_up_title() : mode === 'check-email' ? m.auth_check_email() : m.auth_sign_in()

export function meta({ data }: Route.MetaArgs): Route.MetaDescriptors {
  const mode: Mode = data?.mode ?? 'sign-in'
  return [
    { title: pageTitle(titleOf(mode)) },
    { name: 'description', content: mode === 'sign-up' ? m.auth_meta_sign_up() : m.auth_meta_sign_in() },
  ]
}

// The forms' code (Conform, field kit) is not in the initial JavaScript (app/components/lazy-island.tsx).
const signInForm = lazyIsland(() => import('~/components/account/auth-forms').then((module) => module.SignInForm), <FormLoading />)
const signUpForm = lazyIsland(() => import('~/components/account/auth-forms').then((module) => module.SignUpForm), <FormLoading />)

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  // Supabase's default confirmation e-mail comes back here (emailRedirectTo) with ?code= or an error.
  const code = url.searchParams.get('code')
  if (code !== null) throw await confirmWithCode(request, context, code)
  if (isErrorRedirect(url))
    throw await redirectWithError('/auth', {
      message: m.auth_toast_confirm_error(),
      description: m.auth_toast_confirm_error_text(),
    })

  await Promise.all([signInForm.preload(), signUpForm.preload()])
  const { headers } = await requireAnonymous(request)
  const mode: Mode =
    url.searchParams.get('check-email') === '1' ? 'check-email' : url.searchParams.get('mode') === 'sign-up' ? 'sign-up' : 'sign-in'
  const redirectTo = safeRedirectPath(url.searchParams.get('redirectTo'), '')
  return data({ mode, redirectTo }, { headers })
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAnonymous(request)
  const formData = await readFormData(request)
  return formData.get('intent') === 'sign-up' ? signUpAction(request, formData, context) : signInAction(request, formData, context)
}

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, redirectTo } = loaderData
  const keep = redirectTo ? `redirectTo=${encodeURIComponent(redirectTo)}` : ''
  if (mode === 'check-email') return <CheckEmailCard />
  const signUp = mode === 'sign-up'
  const switchTo = mode === 'sign-up' ? `/auth${keep ? `?${keep}` : ''}` : `/auth?mode=sign-up${keep ? `&${keep}` : ''}`
  const result = actionData as AccountActionData | undefined
  return (
    <AuthCard
      title={signUp ? m.auth_sign_up_title() : m.auth_sign_in_title()}
      subtitle={signUp ? m.auth_sign_up_subtitle() : m.auth_sign_in_subtitle()}
      footer={
        <>
          {signUp ? m.auth_sign_up_switch_prompt() : m.auth_sign_in_switch_prompt()}{' '}
          <CardLink to={switchTo}>{signUp ? m.auth_sign_in() : m.auth_sign_up()}</CardLink>
        </>
      }
    >
      {redirectTo && mode === 'sign-in' ? <InfoNotice>{m.auth_sign_in_to_continue()}</InfoNotice> : null}
      {mode === 'sign-up' ? (
        <signUpForm.Island key="sign-up" actionData={result} />
      ) : (
        <signInForm.Island key="sign-in" actionData={result} redirectTo={redirectTo} />
      )}
    </AuthCard>
  )
}
