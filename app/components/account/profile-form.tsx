import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { useEffect, useState } from 'react'
import { Form } from '~/components/ui/localized-router'

import { Field, FormAlert, SelectField, StatusButton, TextareaField } from '~/components/forms/fields'
import { useLazyValidation } from '~/components/forms/lazy-validation'
import { BIO_MAX, bioCountText, PROFILE_LOCALES } from '~/lib/account-rules'
import { preferredLanguageNames } from '~/lib/waitlist-constants'
import { m } from '~/paraglide/messages.js'

export type ProfileDefaults = { username: string; fullName: string; bio: string; locale: string }

/** The /profile form: username, full name and bio, all optional, and the language of the user's e-mails. */
export function ProfileForm({ defaults, lastResult }: { defaults: ProfileDefaults; lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useForm({
    id: 'profile',
    lastResult,
    defaultValue: defaults,
    onValidate: useLazyValidation(() => import('./validate-account').then((module) => module.validateProfile)).onValidate,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  // The counter starts from what the server rendered (so it is right without JavaScript too).
  const [bio, setBio] = useState(() => (typeof fields.bio.initialValue === 'string' ? fields.bio.initialValue : defaults.bio))
  // Whatever was typed before the form hydrated counts too.
  useEffect(() => {
    const typed = document.getElementById(fields.bio.id)
    if (typed instanceof HTMLTextAreaElement) setBio(typed.value)
  }, [fields.bio.id])
  const bioHintId = `${fields.bio.id}-hint`
  const over = bio.trim().length > BIO_MAX
  return (
    <Form method="post" action="/profile" {...getFormProps(form)} noValidate className="space-y-5">
      <FormAlert id={form.errorId} title={m.profile_toast_error()} errors={form.errors} form={form} result={lastResult} />
      <Field
        label={m.profile_username_label()}
        errors={fields.username.errors}
        hint={m.profile_username_hint()}
        inputProps={{
          ...getInputProps(fields.username, { type: 'text' }),
          autoComplete: 'username',
          autoCapitalize: 'none',
          spellCheck: false,
        }}
      />
      <Field
        label={m.signup_form_full_name_label()}
        errors={fields.fullName.errors}
        inputProps={{ ...getInputProps(fields.fullName, { type: 'text' }), autoComplete: 'name' }}
      />
      <TextareaField
        label={m.profile_bio_label()}
        errors={fields.bio.errors}
        hint={
          <span id={bioHintId} className="flex flex-wrap justify-between gap-x-3">
            <span>{m.profile_bio_hint()}</span>
            <span data-testid="bio-count" className={over ? 'font-semibold text-red-700' : undefined}>
              {bioCountText(bio)}
            </span>
          </span>
        }
        inputProps={{
          ...getTextareaProps(fields.bio),
          'aria-describedby': [fields.bio.errors?.length ? fields.bio.errorId : null, bioHintId].filter(Boolean).join(' '),
          rows: 4,
          maxLength: BIO_MAX + 100,
          onInput: (event) => setBio(event.currentTarget.value),
        }}
      />
      <SelectField label={m.profile_language_label()} errors={fields.locale.errors} inputProps={getSelectProps(fields.locale)}>
        {PROFILE_LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {preferredLanguageNames[locale]}
          </option>
        ))}
      </SelectField>
      <StatusButton pendingLabel={m.auth_saving()} formAction="/profile" className="rounded-full sm:w-auto sm:px-8">
        {m.profile_submit()}
      </StatusButton>
    </Form>
  )
}
