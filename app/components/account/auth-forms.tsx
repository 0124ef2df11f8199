import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form } from 'react-router'

import { Field, FormAlert, StatusButton } from '~/components/forms/fields'
import { HoneypotField } from '~/components/forms/honeypot'
import { useLazyValidation } from '~/components/forms/lazy-validation'
import { authCopy, authToasts } from '~/content/auth'

/** What the /auth action answers when a form is refused. */
export type AuthActionData = { result: SubmissionResult<string[]>; errorTitle?: string }
type ActionData = AuthActionData

/** The sign-in and sign-up forms of /auth (loaded as islands by the route, see lazy-island.tsx). */
const formOptions = { shouldValidate: 'onBlur', shouldRevalidate: 'onInput' } as const

export function SignInForm({ actionData, redirectTo }: { actionData: ActionData | undefined; redirectTo: string }) {
  const [form, fields] = useForm({
    id: 'sign-in',
    lastResult: actionData?.result,
    onValidate: useLazyValidation(() => import('~/components/account/validate-account').then((m) => m.validateSignIn)).onValidate,
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

export function SignUpForm({ actionData }: { actionData: ActionData | undefined }) {
  const [form, fields] = useForm({
    id: 'sign-up',
    lastResult: actionData?.result,
    onValidate: useLazyValidation(() => import('~/components/account/validate-account').then((m) => m.validateSignUp)).onValidate,
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
