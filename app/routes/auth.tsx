import { data } from 'react-router'

import type { Route } from './+types/auth'
import { type AccountActionData, signInAction, signUpAction } from '~/.server/account/account-actions.server'
import { confirmWithCode, isErrorRedirect } from '~/.server/account/account-links.server'
import { requireAnonymous } from '~/.server/account/auth.server'
import { getClientAddress } from '~/.server/platform/client-address.server'
import { safeRedirectPath } from '~/.server/platform/redirect.server'
import { readFormData } from '~/.server/platform/submission.server'
import { redirectWithError } from '~/.server/platform/toast.server'
import { AuthCard, CardLink, CheckEmailCard, InfoNotice } from '~/components/account/auth-card'
import { FormLoading, lazyIsland } from '~/components/lazy-island'
import { authCopy, authToasts } from '~/content/auth'
import { pageTitle } from '~/content/site'
import type { RouteHandle } from '~/root'

// An anonymous view is the same for everyone: a shared cache may keep it (RouteHandle in app/root.tsx).
export const handle: RouteHandle = {
  shared: true,
  query: ['mode', 'check-email', 'redirectTo', 'code', 'error', 'error_code', 'error_description'],
}

type Mode = 'sign-in' | 'sign-up' | 'check-email'

// A function: the copy is read in the request's language (decision 030).
const titleOf = (mode: Mode): string =>
  mode === 'sign-up' ? authCopy.signUp.title : mode === 'check-email' ? authCopy.checkEmail.title : authCopy.signIn.submit

export function meta({ data }: Route.MetaArgs): Route.MetaDescriptors {
  const mode: Mode = data?.mode ?? 'sign-in'
  return [
    { title: pageTitle(titleOf(mode)) },
    { name: 'description', content: mode === 'sign-up' ? authCopy.meta.signUp : authCopy.meta.signIn },
  ]
}

// The forms' code (Conform, field kit) is not in the initial JavaScript (app/components/lazy-island.tsx).
const signInForm = lazyIsland(() => import('~/components/account/auth-forms').then((m) => m.SignInForm), <FormLoading />)
const signUpForm = lazyIsland(() => import('~/components/account/auth-forms').then((m) => m.SignUpForm), <FormLoading />)

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  // Supabase's default confirmation e-mail comes back here (emailRedirectTo) with ?code= or an error.
  const code = url.searchParams.get('code')
  if (code !== null) throw await confirmWithCode(request, context, code)
  if (isErrorRedirect(url)) throw await redirectWithError('/auth', authToasts.confirmError)

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
  const client = getClientAddress(request, context)
  return formData.get('intent') === 'sign-up' ? signUpAction(request, formData, client) : signInAction(request, formData, client)
}

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, redirectTo } = loaderData
  const keep = redirectTo ? `redirectTo=${encodeURIComponent(redirectTo)}` : ''
  if (mode === 'check-email') return <CheckEmailCard />
  const copy = mode === 'sign-up' ? authCopy.signUp : authCopy.signIn
  const switchTo = mode === 'sign-up' ? `/auth${keep ? `?${keep}` : ''}` : `/auth?mode=sign-up${keep ? `&${keep}` : ''}`
  const result = actionData as AccountActionData | undefined
  return (
    <AuthCard
      title={copy.title}
      subtitle={copy.subtitle}
      footer={
        <>
          {copy.switchPrompt} <CardLink to={switchTo}>{copy.switchLink}</CardLink>
        </>
      }
    >
      {redirectTo && mode === 'sign-in' ? <InfoNotice>{authCopy.signInToContinue}</InfoNotice> : null}
      {mode === 'sign-up' ? (
        <signUpForm.Island key="sign-up" actionData={result} />
      ) : (
        <signInForm.Island key="sign-in" actionData={result} redirectTo={redirectTo} />
      )}
    </AuthCard>
  )
}
