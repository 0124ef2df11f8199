import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form } from 'react-router'

import { Field, FormAlert, StatusButton, TextareaField } from '~/components/forms/fields'
import { adminCopy } from '~/content/admin'
import { useLazyValidation } from '~/components/forms/lazy-validation'
import type { SettingsInput } from '~/lib/admin-schemas'

import { SwitchField } from './switch-field'

export type SettingsDefaults = {
  siteName: string
  siteDescription: string
  emailNotifications: boolean
  analytics: boolean
  webhookUrl: string
}

/** Site settings. The API key is write-only: it has no default value and is never sent back. */
export function SettingsForm({
  defaults,
  lastResult,
}: {
  defaults: SettingsDefaults
  lastResult: SubmissionResult<string[]> | null | undefined
}) {
  const copy = adminCopy.settings
  const [form, fields] = useForm<SettingsInput>({
    id: 'settings-form',
    lastResult,
    defaultValue: defaults,
    constraint: {
      siteName: { maxLength: 100 },
      siteDescription: { maxLength: 500 },
      apiKey: { maxLength: 200 },
      webhookUrl: { maxLength: 2000 },
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: useLazyValidation(() => import('./validate-admin').then((m) => m.validateSettings)).onValidate,
  })
  const f = copy.fields

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-8">
      <FormAlert errors={form.errors} form={form} result={lastResult} />
      <fieldset className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <legend className="px-1 text-lg font-semibold text-slate-900">General</legend>
        <Field label={f.siteName} errors={fields.siteName.errors} inputProps={getInputProps(fields.siteName, { type: 'text' })} />
        <TextareaField
          label={f.siteDescription}
          errors={fields.siteDescription.errors}
          inputProps={{ ...getTextareaProps(fields.siteDescription), rows: 3 }}
        />
      </fieldset>

      <fieldset className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <legend className="px-1 text-lg font-semibold text-slate-900">Preferences</legend>
        <div className="divide-y divide-slate-100">
          <SwitchField
            label={f.emailNotifications}
            hint={f.emailNotificationsHint}
            inputProps={getInputProps(fields.emailNotifications, { type: 'checkbox' })}
          />
          <SwitchField label={f.analytics} hint={f.analyticsHint} inputProps={getInputProps(fields.analytics, { type: 'checkbox' })} />
        </div>
      </fieldset>

      <fieldset className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <legend className="px-1 text-lg font-semibold text-slate-900">Integrations</legend>
        <Field
          label={f.apiKey}
          hint={f.apiKeyHint}
          errors={fields.apiKey.errors}
          inputProps={{
            ...getInputProps(fields.apiKey, { type: 'password' }),
            // Write-only: whatever came back in a reply is not put into the page.
            defaultValue: undefined,
            autoComplete: 'off',
            spellCheck: false,
          }}
        />
        <Field
          label={f.webhookUrl}
          hint={f.webhookUrlHint}
          errors={fields.webhookUrl.errors}
          inputProps={{ ...getInputProps(fields.webhookUrl, { type: 'url' }), inputMode: 'url', placeholder: 'https://' }}
        />
      </fieldset>

      <StatusButton pendingLabel={copy.pending} className="w-auto! rounded-full! px-6">
        {copy.submit}
      </StatusButton>
    </Form>
  )
}
