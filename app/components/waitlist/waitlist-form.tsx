import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from '@conform-to/react'
import { useEffect, type FormEvent } from 'react'
import { useNavigation } from 'react-router'
import { Form } from '~/components/ui/localized-router'

import { CheckboxField, Field, FormAlert, SelectField, StatusButton } from '~/components/forms/fields'
import { HoneypotField } from '~/components/forms/honeypot'
import { SiteLink } from '~/components/ui/site-link'
import { useLazyValidation } from '~/components/forms/lazy-validation'
import { placeholders } from '~/content/auth'
import { trackEvent } from '~/lib/analytics'
import { isConformIntent } from '~/lib/conform-intent'
import { EMAIL_MAX, FULL_NAME_MAX, interestOptions, interestPlaceholder, preferredLanguageOptions } from '~/lib/waitlist-constants'
import { m } from '~/paraglide/messages.js'

// Room for one error line under each field: a message that appears on blur must not push the next
// control away from under a pointer that is pressing it (the click would land elsewhere and be lost).
const RESERVE_ERROR_LINE = 'min-h-[5.625rem]'

/**
 * The "Get Early Access" form. A plain POST to the /signup action without JavaScript; with it,
 * Conform validates each field on blur and, once touched, on every change (same schema as the server).
 */
export function WaitlistForm({
  lastResult,
  referralCode = null,
}: {
  lastResult: SubmissionResult<string[]> | undefined
  /** From /signup?ref=…: the friend whose link this is (posted with the form, checked on the server). */
  referralCode?: string | null
}) {
  const navigation = useNavigation()
  const validation = useLazyValidation(() => import('./validate-waitlist').then((module) => module.validateWaitlist))
  const [form, fields] = useForm({
    id: 'waitlist',
    lastResult: navigation.state === 'idle' ? lastResult : null,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    // Hand-written rather than getZodConstraint: the e-mail regex is not a valid HTML pattern, and
    // the form is noValidate anyway (the spec's messages, not the browser's, are shown).
    constraint: {
      fullName: { required: true, maxLength: FULL_NAME_MAX },
      email: { required: true, maxLength: EMAIL_MAX },
      interest: { required: true },
      terms: { required: true },
    },
    onValidate: validation.onValidate,
  })

  // A server answer that is not a success (validation, duplicate, rate limit...) is an error event.
  useEffect(() => {
    if (lastResult?.status === 'error') {
      trackEvent('signup_error', { reason: lastResult.error?.[''] ? 'server' : 'validation', source: 'server' })
    }
  }, [lastResult])

  const formProps = getFormProps(form)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Conform validates a field (on blur/input) by submitting with a hidden "intent" button: not an attempt.
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const isIntent = isConformIntent(submitter)
    if (!isIntent) trackEvent('signup_form_submit_attempt')
    formProps.onSubmit(event)
    // Conform cancels the submission when the browser-side validation fails.
    if (!isIntent && event.defaultPrevented) trackEvent('signup_error', { reason: 'validation', source: 'client' })
  }

  const interestProps = getSelectProps(fields.interest)
  const languageProps = getSelectProps(fields.preferredLanguage)
  return (
    // The fragment brings a no-JS visitor back to the form (errors) or the thank-you panel after the post.
    <Form
      method="post"
      action="/signup#get-early-access"
      {...formProps}
      onSubmit={onSubmit}
      data-validating={validation.ready ? 'browser' : 'server'}
      className="relative space-y-3 [&_input]:scroll-mt-24 [&_select]:scroll-mt-24"
    >
      <HoneypotField />
      {referralCode ? <input type="hidden" name="ref" value={referralCode} /> : null}
      <FormAlert id={form.errorId} errors={form.errors} form={form} result={lastResult} />
      <Field
        className={RESERVE_ERROR_LINE}
        label={m.signup_form_full_name_label()}
        errors={fields.fullName.errors}
        errorId={fields.fullName.errorId}
        inputProps={{
          ...getInputProps(fields.fullName, { type: 'text' }),
          autoComplete: 'name',
          placeholder: placeholders.fullName,
        }}
      />
      <Field
        className={RESERVE_ERROR_LINE}
        label={m.signup_form_email_label()}
        errors={fields.email.errors}
        errorId={fields.email.errorId}
        inputProps={{
          ...getInputProps(fields.email, { type: 'email' }),
          autoComplete: 'email',
          inputMode: 'email',
          autoCapitalize: 'none',
          spellCheck: false,
          placeholder: placeholders.email,
        }}
      />
      <SelectField
        className={RESERVE_ERROR_LINE}
        label={m.signup_form_interest_label()}
        errors={fields.interest.errors}
        errorId={fields.interest.errorId}
        // With nothing chosen yet, the disabled placeholder must be the selected option (a select
        // otherwise picks its first enabled option). A disabled option is never submitted.
        inputProps={{ ...interestProps, defaultValue: interestProps.defaultValue ?? interestPlaceholder.value }}
      >
        <option value={interestPlaceholder.value} disabled>
          {interestPlaceholder.label()}
        </option>
        {interestOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label()}
          </option>
        ))}
      </SelectField>
      <SelectField
        className={RESERVE_ERROR_LINE}
        label={m.signup_form_language_label()}
        errors={fields.preferredLanguage.errors}
        errorId={fields.preferredLanguage.errorId}
        // The empty option must be the server's selected one: a select whose selection differs from
        // what the server wrote counts as typed in, which loads the form's code at once (first-interaction.ts).
        inputProps={{ ...languageProps, defaultValue: languageProps.defaultValue ?? '' }}
      >
        <option value="">{m.signup_form_language_placeholder()}</option>
        {preferredLanguageOptions.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label()}
          </option>
        ))}
      </SelectField>
      <CheckboxField
        label={
          <>
            {m.signup_form_terms_before()}
            <SiteLink to="/terms" className="font-medium text-emerald-800 underline underline-offset-2">
              {m.signup_terms_link()}
            </SiteLink>
            {m.signup_form_terms_between()}
            <SiteLink to="/privacy" className="font-medium text-emerald-800 underline underline-offset-2">
              {m.signup_privacy_link()}
            </SiteLink>
          </>
        }
        errors={fields.terms.errors}
        errorId={fields.terms.errorId}
        inputProps={getInputProps(fields.terms, { type: 'checkbox' })}
      />
      <StatusButton pendingLabel={m.signup_form_pending()} className="mt-2 py-3 text-base">
        {m.signup_form_submit()}
      </StatusButton>
      <p className="text-center text-xs text-slate-600">{m.signup_form_no_spam()}</p>
    </Form>
  )
}
