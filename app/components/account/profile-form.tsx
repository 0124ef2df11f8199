import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { useEffect, useState } from 'react'
import { Form } from '~/components/ui/localized-router'

import { Field, FormAlert, SelectField, StatusButton, TextareaField } from '~/components/forms/fields'
import { formErrorTitles } from '~/content/auth'
import { profileCopy } from '~/content/profile'
import { useLazyValidation } from '~/components/forms/lazy-validation'
import { BIO_MAX, bioCountText, PROFILE_LOCALES } from '~/lib/account-rules'
import { preferredLanguageLabels } from '~/content/signup'

export type ProfileDefaults = { username: string; fullName: string; bio: string; locale: string }

/** The /profile form: username, full name and bio, all optional, and the language of the user's e-mails. */
export function ProfileForm({ defaults, lastResult }: { defaults: ProfileDefaults; lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useForm({
    id: 'profile',
    lastResult,
    defaultValue: defaults,
    onValidate: useLazyValidation(() => import('./validate-account').then((m) => m.validateProfile)).onValidate,
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
      <FormAlert id={form.errorId} title={formErrorTitles.profile} errors={form.errors} form={form} result={lastResult} />
      <Field
        label={profileCopy.labels.username}
        errors={fields.username.errors}
        hint={profileCopy.hints.username}
        inputProps={{
          ...getInputProps(fields.username, { type: 'text' }),
          autoComplete: 'username',
          autoCapitalize: 'none',
          spellCheck: false,
        }}
      />
      <Field
        label={profileCopy.labels.fullName}
        errors={fields.fullName.errors}
        inputProps={{ ...getInputProps(fields.fullName, { type: 'text' }), autoComplete: 'name' }}
      />
      <TextareaField
        label={profileCopy.labels.bio}
        errors={fields.bio.errors}
        hint={
          <span id={bioHintId} className="flex flex-wrap justify-between gap-x-3">
            <span>{profileCopy.hints.bio}</span>
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
      <SelectField label={profileCopy.languageLabel} errors={fields.locale.errors} inputProps={getSelectProps(fields.locale)}>
        {PROFILE_LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {preferredLanguageLabels[locale]}
          </option>
        ))}
      </SelectField>
      <StatusButton pendingLabel={profileCopy.pending} formAction="/profile" className="rounded-full sm:w-auto sm:px-8">
        {profileCopy.submit}
      </StatusButton>
    </Form>
  )
}
