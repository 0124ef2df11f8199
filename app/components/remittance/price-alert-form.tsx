import type { SubmissionResult } from '@conform-to/react'
import { Form } from '~/components/ui/localized-router'

import { CheckboxField, Field, FormAlert, SelectField, StatusButton } from '~/components/forms/fields'
import { HoneypotField } from '~/components/forms/honeypot'
import { SiteLink } from '~/components/ui/site-link'
import { interestOptions, interestPlaceholder } from '~/lib/waitlist-constants'
import { m } from '~/paraglide/messages.js'

import { PRICE_ALERT_PATH } from '~/lib/price-alert-path'

/**
 * "E-mail me when new prices for {country} are published": joins the waitlist (or adds the corridor
 * to an existing entry) through the alert route's action. A plain form: it posts the same with and
 * without JavaScript, and the action's answer (messages, 400) re-renders it on the alert page.
 */
export function PriceAlertForm({
  code,
  country,
  lastResult,
  headingLevel = 3,
}: {
  code: string
  country: string
  lastResult?: SubmissionResult<string[]> | null
  /** 3 on the analyzer's answer (under its h2), 2 on the alert page (under its h1). */
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const errors = lastResult?.error ?? {}
  const initial = (lastResult?.initialValue ?? {}) as Record<string, unknown>
  const text = (name: string) => (typeof initial[name] === 'string' ? (initial[name] as string) : '')
  const headingId = `price-alert-${code}-heading`
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-2xl bg-white p-5 ring-1 ring-slate-200" data-testid="price-alert">
      <Heading id={headingId} className="text-lg font-bold text-slate-950">
        {m.price_alerts_heading({ country })}
      </Heading>
      <p className="mt-1 text-sm text-slate-700">{m.price_alerts_intro({ country })}</p>
      <Form method="post" action={`${PRICE_ALERT_PATH}?to=${code}`} className="relative mt-4 grid gap-4 sm:grid-cols-2" noValidate>
        <HoneypotField />
        <input type="hidden" name="corridor" value={code} />
        <div className="sm:col-span-2">
          <FormAlert
            errors={[...(errors[''] ?? []), ...(errors.corridor ?? [])]}
            fields={['fullName', 'email', 'interest', 'terms'].map((name) => ({ id: `alert-${name}`, errors: errors[name] }))}
            result={lastResult}
          />
        </div>
        <Field
          label={m.signup_form_full_name_label()}
          errors={errors.fullName}
          inputProps={{ id: 'alert-fullName', name: 'fullName', autoComplete: 'name', defaultValue: text('fullName'), required: true }}
        />
        <Field
          label={m.signup_form_email_label()}
          errors={errors.email}
          inputProps={{
            id: 'alert-email',
            name: 'email',
            type: 'email',
            autoComplete: 'email',
            defaultValue: text('email'),
            required: true,
          }}
        />
        <SelectField
          label={m.signup_form_interest_label()}
          errors={errors.interest}
          className="sm:col-span-2"
          inputProps={{
            id: 'alert-interest',
            name: 'interest',
            defaultValue: text('interest') || interestPlaceholder.value,
            required: true,
          }}
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
        <CheckboxField
          className="sm:col-span-2"
          errors={errors.terms}
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
          inputProps={{
            id: 'alert-terms',
            name: 'terms',
            defaultChecked: initial.terms === 'on' || initial.terms === true,
            required: true,
          }}
        />
        <div className="sm:col-span-2">
          <StatusButton pendingLabel={m.signup_form_pending()} formAction={PRICE_ALERT_PATH} className="sm:w-auto">
            {m.price_alerts_submit()}
          </StatusButton>
        </div>
      </Form>
    </section>
  )
}
