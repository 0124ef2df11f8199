import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form, Link } from '~/components/ui/localized-router'

import { Field, FormAlert, StatusButton } from '~/components/forms/fields'
import { HoneypotField } from '~/components/forms/honeypot'
import { useLazyValidation } from '~/components/forms/lazy-validation'
import { placeholders } from '~/content/auth'
import { m } from '~/paraglide/messages.js'

/** What the /auth action answers when a form is refused. */
type AuthActionData = { result: SubmissionResult<string[]>; errorTitle?: string; unconfirmedEmail?: string }
type ActionData = AuthActionData

/** The sign-in and sign-up forms of /auth (loaded as islands by the route, see lazy-island.tsx). */
const formOptions = { shouldValidate: 'onBlur', shouldRevalidate: 'onInput' } as const
// Distinct action URLs, so each button's pending label follows its own form only (StatusButton).
const SIGN_IN_ACTION = '/auth?mode=sign-in'
const SIGN_UP_ACTION = '/auth?mode=sign-up'

export function SignInForm({ actionData, redirectTo }: { actionData: ActionData | undefined; redirectTo: string }) {
  const [form, fields] = useForm({
    id: 'sign-in',
    lastResult: actionData?.result,
    onValidate: useLazyValidation(() => import('~/components/account/validate-account').then((module) => module.validateSignIn)).onValidate,
    ...formOptions,
  })
  return (
    <>
      <Form
        method="post"
        action={`${SIGN_IN_ACTION}${redirectTo ? `&${new URLSearchParams({ redirectTo })}` : ''}`}
        {...getFormProps(form)}
        noValidate
        className="space-y-4"
      >
        <FormAlert
          id={form.errorId}
          title={actionData?.errorTitle ?? m.auth_toast_sign_in_error()}
          errors={form.errors}
          form={form}
          result={actionData?.result}
        />
        <input type="hidden" name="intent" value="sign-in" />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <Field
          label={m.signup_form_email_label()}
          errors={fields.email.errors}
          inputProps={{
            ...getInputProps(fields.email, { type: 'email' }),
            autoComplete: 'email',
            placeholder: placeholders.email,
          }}
        />
        <Field
          label={m.auth_password_label()}
          errors={fields.password.errors}
          inputProps={{ ...getInputProps(fields.password, { type: 'password' }), autoComplete: 'current-password' }}
        />
        <p className="-mt-1 text-right text-sm">
          <Link to="/auth/forgot-password" className="font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-900">
            {m.auth_forgot_password()}
          </Link>
        </p>
        <StatusButton pendingLabel={m.auth_sign_in_pending()} formAction={SIGN_IN_ACTION} className="rounded-full">
          {m.auth_sign_in()}
        </StatusButton>
      </Form>
      {actionData?.unconfirmedEmail ? <ResendConfirmation email={actionData.unconfirmedEmail} /> : null}
    </>
  )
}

/** After "Email not confirmed": one button that asks for a new link to the address just typed. */
function ResendConfirmation({ email }: { email: string }) {
  return (
    <Form method="post" action="/auth/resend" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p>{m.auth_unconfirmed_text()}</p>
      <input type="hidden" name="email" value={email} />
      <StatusButton pendingLabel={m.auth_sending()} formAction="/auth/resend" className="mt-3 rounded-full">
        {m.auth_unconfirmed_submit()}
      </StatusButton>
    </Form>
  )
}

export function SignUpForm({ actionData }: { actionData: ActionData | undefined }) {
  const [form, fields] = useForm({
    id: 'sign-up',
    lastResult: actionData?.result,
    onValidate: useLazyValidation(() => import('~/components/account/validate-account').then((module) => module.validateSignUp)).onValidate,
    ...formOptions,
  })
  return (
    <Form method="post" action={SIGN_UP_ACTION} {...getFormProps(form)} noValidate className="space-y-4">
      <FormAlert
        id={form.errorId}
        title={actionData?.errorTitle ?? m.auth_toast_sign_up_error()}
        errors={form.errors}
        form={form}
        result={actionData?.result}
      />
      <input type="hidden" name="intent" value="sign-up" />
      <HoneypotField />
      <Field
        label={m.signup_form_full_name_label()}
        errors={fields.fullName.errors}
        inputProps={{
          ...getInputProps(fields.fullName, { type: 'text' }),
          autoComplete: 'name',
          placeholder: placeholders.fullName,
        }}
      />
      <Field
        label={m.signup_form_email_label()}
        errors={fields.email.errors}
        inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email', placeholder: placeholders.email }}
      />
      <Field
        label={m.auth_password_label()}
        errors={fields.password.errors}
        hint={m.auth_password_hint()}
        inputProps={{ ...getInputProps(fields.password, { type: 'password' }), autoComplete: 'new-password' }}
      />
      <StatusButton pendingLabel={m.auth_sign_up_pending()} formAction={SIGN_UP_ACTION} className="rounded-full">
        {m.auth_sign_up()}
      </StatusButton>
    </Form>
  )
}
