import type { SubmissionResult } from '@conform-to/react'
import { data, Link } from 'react-router'

import type { Route } from './+types/auth'
import { isDocumentRequest, requireAnonymous, siteOrigin } from '~/.server/auth.server'
import { getClientAddress } from '~/.server/client-address.server'
import { commitHeaderUser } from '~/.server/header-user.server'
import { isHoneypotFilled } from '~/.server/honeypot.server'
import { checkRateLimit } from '~/.server/rate-limit.server'
import { safeRedirectPath } from '~/.server/redirect.server'
import { parseSubmission, readFormData } from '~/.server/submission.server'
import { createSupabaseServerClient } from '~/.server/supabase.server'
import { dataWithError, redirectWithSuccess } from '~/.server/toast.server'
import { AuthCard, SuccessNotice } from '~/components/account/auth-card'
import { lazyIsland } from '~/components/lazy-island'
import { authCopy, authToasts } from '~/content/auth'
import { SignInSchema, SignUpSchema } from '~/lib/account-schemas'

/** Rate limits per client address (docs/decisions/004-sessions.md). */
export const SIGN_IN_LIMIT = { limit: 10, windowMs: 10 * 60_000 }
export const SIGN_UP_LIMIT = { limit: 5, windowMs: 60 * 60_000 }

type Mode = 'sign-in' | 'sign-up'
type ActionData = { result: SubmissionResult<string[]>; errorTitle?: string }

export function meta({ data }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: data?.mode === 'sign-up' ? 'Create an account' : 'Sign in' }]
}

// The forms' code (Conform, field kit) is not in the initial JavaScript (app/components/lazy-island.tsx).
const loadingForm = <p className="py-10 text-center text-slate-600">Loading the form…</p>
const signInForm = lazyIsland(() => import('~/components/account/auth-forms').then((m) => m.SignInForm), loadingForm)
const signUpForm = lazyIsland(() => import('~/components/account/auth-forms').then((m) => m.SignUpForm), loadingForm)

export async function loader({ request }: Route.LoaderArgs) {
  await Promise.all([signInForm.preload(), signUpForm.preload()])
  const { headers } = await requireAnonymous(request)
  const url = new URL(request.url)
  const mode: Mode = url.searchParams.get('mode') === 'sign-up' ? 'sign-up' : 'sign-in'
  const redirectTo = safeRedirectPath(url.searchParams.get('redirectTo'), '')
  return data({ mode, redirectTo, checkEmail: url.searchParams.get('check-email') === '1' }, { headers })
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAnonymous(request)
  const formData = await readFormData(request)
  const client = getClientAddress(request, context)
  return formData.get('intent') === 'sign-up' ? signUp(request, formData, client) : signIn(request, formData, client)
}

/** A failed attempt: the message in the form's banner, and as a toast when JavaScript will show it. */
async function failure(request: Request, result: SubmissionResult<string[]>, title: string, message: string, status: number, headers: Headers) {
  const body: ActionData = { result, errorTitle: title }
  if (isDocumentRequest(request)) return data(body, { status, headers })
  return dataWithError(body, { message: title, description: message }, { status, headers })
}

function tooMany(result: SubmissionResult<string[]>, retryAfterSeconds: number) {
  return data({ result } satisfies ActionData, { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } })
}

async function signIn(request: Request, formData: FormData, client: string) {
  const submission = parseSubmission(formData, SignInSchema)
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }) } satisfies ActionData, { status: 400 })
  }
  const limited = await checkRateLimit('sign-in', client, SIGN_IN_LIMIT)
  if (!limited.allowed) {
    return tooMany(submission.reply({ formErrors: [authToasts.rateLimited], hideFields: ['password'] }), limited.retryAfterSeconds)
  }

  const { email, password, redirectTo } = submission.value
  const { supabase, headers } = createSupabaseServerClient(request)
  let message: string
  let status = 400
  try {
    const { data: auth, error } = await supabase.auth.signInWithPassword({ email, password })
    if (!error && auth.user) {
      await commitHeaderUser(headers, supabase, auth.user)
      return redirectWithSuccess(safeRedirectPath(redirectTo, '/'), authToasts.signInSuccess, { headers })
    }
    message = error?.message || 'Unable to sign in. Please try again.'
    if (error?.status === 429) status = 429
  } catch (error) {
    console.error('[auth] sign-in failed:', error)
    message = 'The sign-in service is unavailable. Please try again in a moment.'
    status = 503
  }
  const result = submission.reply({ formErrors: [message], hideFields: ['password'] })
  return failure(request, result, authToasts.signInError, message, status, headers)
}

async function signUp(request: Request, formData: FormData, client: string) {
  // A bot filled the invisible field: answer as if it worked, create nothing.
  if (isHoneypotFilled(formData)) return redirectWithSuccess('/auth?check-email=1', authToasts.signUpSuccess)

  const submission = parseSubmission(formData, SignUpSchema)
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }) } satisfies ActionData, { status: 400 })
  }
  const limited = await checkRateLimit('sign-up', client, SIGN_UP_LIMIT)
  if (!limited.allowed) {
    return tooMany(submission.reply({ formErrors: [authToasts.rateLimited], hideFields: ['password'] }), limited.retryAfterSeconds)
  }

  const { email, password, fullName } = submission.value
  const { supabase, headers } = createSupabaseServerClient(request)
  let message: string
  let status = 400
  try {
    const { error } = await supabase.auth.signUp({
      email,
      password,
      options: { data: { full_name: fullName }, emailRedirectTo: `${siteOrigin(request)}/auth` },
    })
    // An already registered address also lands here (the auth service does not reveal it).
    if (!error) return redirectWithSuccess('/auth?check-email=1', authToasts.signUpSuccess, { headers })
    message = error.message || 'Unable to create the account. Please try again.'
    if (error.status === 429) status = 429
  } catch (error) {
    console.error('[auth] sign-up failed:', error)
    message = 'The sign-up service is unavailable. Please try again in a moment.'
    status = 503
  }
  const result = submission.reply({ formErrors: [message], hideFields: ['password'] })
  return failure(request, result, authToasts.signUpError, message, status, headers)
}

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, redirectTo, checkEmail } = loaderData
  const copy = mode === 'sign-up' ? authCopy.signUp : authCopy.signIn
  const switchTo = mode === 'sign-up' ? '/auth' : '/auth?mode=sign-up'
  return (
    <AuthCard
      title={copy.title}
      subtitle={copy.subtitle}
      footer={
        <>
          {copy.switchPrompt}{' '}
          <Link to={switchTo} className="font-semibold text-emerald-800 underline-offset-2 hover:underline">
            {copy.switchLink}
          </Link>
        </>
      }
    >
      {checkEmail && mode === 'sign-in' ? <SuccessNotice title={authCopy.checkEmailNotice.title}>{authCopy.checkEmailNotice.body}</SuccessNotice> : null}
      {mode === 'sign-up' ? (
        <signUpForm.Island key="sign-up" actionData={actionData as ActionData | undefined} />
      ) : (
        <signInForm.Island key="sign-in" actionData={actionData as ActionData | undefined} redirectTo={redirectTo} />
      )}
    </AuthCard>
  )
}
