import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link } from 'react-router'

import type { Route } from './+types/auth'
import { isDocumentRequest, requireAnonymous, siteOrigin } from '~/.server/auth.server'
import { getClientAddress } from '~/.server/client-address.server'
import { commitHeaderUser } from '~/.server/header-user.server'
import { isHoneypotFilled } from '~/.server/honeypot.server'
import { checkRateLimit } from '~/.server/rate-limit.server'
import { safeRedirectPath } from '~/.server/redirect.server'
import { createSupabaseServerClient } from '~/.server/supabase.server'
import { dataWithError, redirectWithSuccess } from '~/.server/toast.server'
import { AuthCard, SuccessNotice } from '~/components/account/auth-card'
import { Field, FormAlert, StatusButton } from '~/components/forms/fields'
import { HoneypotField } from '~/components/forms/honeypot'
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

export async function loader({ request }: Route.LoaderArgs) {
  const { headers } = await requireAnonymous(request)
  const url = new URL(request.url)
  const mode: Mode = url.searchParams.get('mode') === 'sign-up' ? 'sign-up' : 'sign-in'
  const redirectTo = safeRedirectPath(url.searchParams.get('redirectTo'), '')
  return data({ mode, redirectTo, checkEmail: url.searchParams.get('check-email') === '1' }, { headers })
}

export async function action({ request }: Route.ActionArgs) {
  await requireAnonymous(request)
  const formData = await request.formData()
  return formData.get('intent') === 'sign-up' ? signUp(request, formData) : signIn(request, formData)
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

async function signIn(request: Request, formData: FormData) {
  const submission = parseWithZod(formData, { schema: SignInSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }) } satisfies ActionData, { status: 400 })
  }
  const limited = checkRateLimit('sign-in', getClientAddress(request), SIGN_IN_LIMIT)
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

async function signUp(request: Request, formData: FormData) {
  // A bot filled the invisible field: answer as if it worked, create nothing.
  if (isHoneypotFilled(formData)) return redirectWithSuccess('/auth?check-email=1', authToasts.signUpSuccess)

  const submission = parseWithZod(formData, { schema: SignUpSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }) } satisfies ActionData, { status: 400 })
  }
  const limited = checkRateLimit('sign-up', getClientAddress(request), SIGN_UP_LIMIT)
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
        <SignUpForm key="sign-up" actionData={actionData as ActionData | undefined} />
      ) : (
        <SignInForm key="sign-in" actionData={actionData as ActionData | undefined} redirectTo={redirectTo} />
      )}
    </AuthCard>
  )
}

const formOptions = { shouldValidate: 'onBlur', shouldRevalidate: 'onInput' } as const

function SignInForm({ actionData, redirectTo }: { actionData: ActionData | undefined; redirectTo: string }) {
  const [form, fields] = useForm({
    id: 'sign-in',
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SignInSchema }),
    ...formOptions,
  })
  return (
    <Form
      method="post"
      action={redirectTo ? `/auth?${new URLSearchParams({ redirectTo })}` : '/auth'}
      {...getFormProps(form)}
      noValidate
      className="space-y-4"
    >
      <FormAlert id={form.errorId} title={actionData?.errorTitle ?? authToasts.signInError} errors={form.errors} />
      <input type="hidden" name="intent" value="sign-in" />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <Field
        label={authCopy.labels.email}
        errors={fields.email.errors}
        inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email', placeholder: authCopy.placeholders.email }}
      />
      <Field
        label={authCopy.labels.password}
        errors={fields.password.errors}
        inputProps={{ ...getInputProps(fields.password, { type: 'password' }), autoComplete: 'current-password' }}
      />
      <StatusButton pendingLabel={authCopy.signIn.pending} formAction="/auth" className="rounded-full">
        {authCopy.signIn.submit}
      </StatusButton>
    </Form>
  )
}

function SignUpForm({ actionData }: { actionData: ActionData | undefined }) {
  const [form, fields] = useForm({
    id: 'sign-up',
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SignUpSchema }),
    ...formOptions,
  })
  return (
    <Form method="post" action="/auth?mode=sign-up" {...getFormProps(form)} noValidate className="space-y-4">
      <FormAlert id={form.errorId} title={actionData?.errorTitle ?? authToasts.signUpError} errors={form.errors} />
      <input type="hidden" name="intent" value="sign-up" />
      <HoneypotField />
      <Field
        label={authCopy.labels.fullName}
        errors={fields.fullName.errors}
        inputProps={{ ...getInputProps(fields.fullName, { type: 'text' }), autoComplete: 'name', placeholder: authCopy.placeholders.fullName }}
      />
      <Field
        label={authCopy.labels.email}
        errors={fields.email.errors}
        inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email', placeholder: authCopy.placeholders.email }}
      />
      <Field
        label={authCopy.labels.password}
        errors={fields.password.errors}
        hint="At least 6 characters."
        inputProps={{ ...getInputProps(fields.password, { type: 'password' }), autoComplete: 'new-password' }}
      />
      <StatusButton pendingLabel={authCopy.signUp.pending} formAction="/auth" className="rounded-full">
        {authCopy.signUp.submit}
      </StatusButton>
    </Form>
  )
}
