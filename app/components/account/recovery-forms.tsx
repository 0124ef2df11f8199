import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form } from '~/components/ui/localized-router'

import { Field, FormAlert, StatusButton } from '~/components/forms/fields'
import { HoneypotField } from '~/components/forms/honeypot'
import { useLazyValidation } from '~/components/forms/lazy-validation'
import { placeholders } from '~/content/auth'
import { m } from '~/paraglide/messages.js'

/** The account pages' forms beyond sign-in and sign-up (loaded as islands, see lazy-island.tsx). */

type Result = { result: SubmissionResult<string[]>; errorTitle?: string } | undefined
const formOptions = { shouldValidate: 'onBlur', shouldRevalidate: 'onInput' } as const

/** One e-mail field and a button: "Forgot your password?" and "Resend the confirmation e-mail". */
export function EmailRequestForm({
  id,
  action,
  submit,
  pending,
  errorTitle,
  actionData,
}: {
  id: string
  action: string
  submit: string
  pending: string
  errorTitle: string
  actionData: Result
}) {
  const [form, fields] = useForm({
    id,
    lastResult: actionData?.result,
    onValidate: useLazyValidation(() => import('./validate-account').then((module) => module.validateEmailOnly)).onValidate,
    ...formOptions,
  })
  return (
    <Form method="post" action={action} {...getFormProps(form)} noValidate className="space-y-4">
      <FormAlert
        id={form.errorId}
        title={actionData?.errorTitle ?? errorTitle}
        errors={form.errors}
        form={form}
        result={actionData?.result}
      />
      <HoneypotField />
      <Field
        label={m.signup_form_email_label()}
        errors={fields.email.errors}
        inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email', placeholder: placeholders.email }}
      />
      <StatusButton pendingLabel={pending} formAction={action} className="rounded-full">
        {submit}
      </StatusButton>
    </Form>
  )
}

/** The new password, twice, after following a reset link. */
export function NewPasswordForm({ actionData, email }: { actionData: Result; email: string }) {
  const [form, fields] = useForm({
    id: 'new-password',
    lastResult: actionData?.result,
    onValidate: useLazyValidation(() => import('./validate-account').then((module) => module.validateNewPassword)).onValidate,
    ...formOptions,
  })
  return (
    <Form method="post" action="/auth/reset-password" {...getFormProps(form)} noValidate className="space-y-4">
      <FormAlert id={form.errorId} title={actionData?.errorTitle} errors={form.errors} form={form} result={actionData?.result} />
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
      <Field
        label={m.auth_new_password_label()}
        errors={fields.password.errors}
        hint={m.auth_password_hint()}
        inputProps={{ ...getInputProps(fields.password, { type: 'password' }), autoComplete: 'new-password' }}
      />
      <Field
        label={m.auth_confirm_password_label()}
        errors={fields.confirmPassword.errors}
        inputProps={{ ...getInputProps(fields.confirmPassword, { type: 'password' }), autoComplete: 'new-password' }}
      />
      <StatusButton pendingLabel={m.auth_saving()} formAction="/auth/reset-password" className="rounded-full">
        {m.auth_choose_submit()}
      </StatusButton>
    </Form>
  )
}
