import type { ReactNode } from 'react'

import { buttonClass } from '~/components/ui/button'
import { useLocalizePath } from '~/components/ui/locale'
import { LOAN_KINDS } from '~/lib/credit-unions'
import { formatMoney } from '~/lib/format'
import { AMOUNT_BOUNDS, MONTH_BOUNDS, NEAR_MILES } from '~/lib/loans'
import type { LoanFormErrors, LoanFormValues, LoanParam } from '~/lib/loans-query'
import { m } from '~/paraglide/messages.js'

import { kindLabel } from './loans-words'

const controlClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm ' +
  'focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-600 aria-[invalid=true]:border-red-600'

const optionClass =
  'flex cursor-pointer items-start gap-3 rounded-md border border-slate-300 px-3 py-2 text-base text-slate-900 has-checked:border-emerald-700 has-checked:bg-emerald-50 has-focus-visible:ring-2 has-focus-visible:ring-emerald-600'

/** Where a question lands (the form's action and the paging links carry it as their fragment). */
export const RESULTS_ID = 'results'

/** Each field's id; an error message's link and aria-describedby point at these. */
const ids: Record<LoanParam, string> = {
  state: 'loans-state',
  zip: 'loans-zip',
  kind: 'loans-kind',
  amount: 'loans-amount',
  months: 'loans-months',
  page: 'loans-submit',
}

/**
 * A plain GET form (the page ships no JavaScript): submitting loads the answer for its fields, so every
 * question is a URL. The bounds are in each field's hint; the server checks them (no browser validation,
 * so a visitor without JavaScript gets the same messages).
 */
export function LoansForm({
  action,
  values,
  errors,
  states,
}: {
  action: string
  values: LoanFormValues
  errors: LoanFormErrors
  states: { code: string; name: string }[]
}) {
  const messages = (Object.entries(errors) as [LoanParam, string][]).filter(([, message]) => message)
  const described = (name: LoanParam, hint?: string) =>
    [hint, errors[name] ? `${ids[name]}-error` : undefined].filter(Boolean).join(' ') || undefined
  const invalid = (name: LoanParam) => (errors[name] ? true : undefined)
  const money = (value: number) => formatMoney(value, { wholeUnits: true })

  return (
    <form method="get" action={useLocalizePath()(action)} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      {messages.length > 0 ? (
        <div id={RESULTS_ID} role="alert" className="mb-5 scroll-mt-20 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          <p className="font-semibold">{m.loans_form_error_title()}</p>
          <ul className="mt-1 list-disc pl-5">
            {messages.map(([field, message]) => (
              <li key={field}>
                <a href={`#${ids[field]}`} className="underline">
                  {message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <fieldset className="min-w-0">
        <legend className="text-lg font-bold text-slate-950">{m.loans_form_legend()}</legend>
        <div className="mt-4 grid gap-5 md:grid-cols-2">
          <div className="grid content-start gap-5">
            <fieldset className="min-w-0">
              <legend className="mb-2 block text-sm font-medium text-slate-800">{m.loans_form_where_legend()}</legend>
              <Field id={ids.state} label={m.loans_form_state_label()} error={errors.state}>
                <select
                  id={ids.state}
                  name="state"
                  defaultValue={states.some((state) => state.code === values.state) ? values.state : ''}
                  aria-invalid={invalid('state')}
                  aria-describedby={described('state')}
                  className={controlClass}
                >
                  <option value="">{m.loans_form_state_choose()}</option>
                  {states.map((state) => (
                    <option key={state.code} value={state.code}>
                      {state.name}
                    </option>
                  ))}
                </select>
              </Field>
              <p className="my-2 text-sm font-semibold text-slate-700">{m.loans_form_or()}</p>
              <Field id={ids.zip} label={m.loans_form_zip_label()} hint={m.loans_form_zip_hint({ miles: NEAR_MILES })} error={errors.zip}>
                <input
                  id={ids.zip}
                  name="zip"
                  type="text"
                  inputMode="numeric"
                  autoComplete="postal-code"
                  maxLength={10}
                  defaultValue={values.zip}
                  aria-invalid={invalid('zip')}
                  aria-describedby={described('zip', `${ids.zip}-hint`)}
                  className={`${controlClass} max-w-40`}
                />
              </Field>
            </fieldset>
          </div>

          <fieldset
            id={ids.kind}
            tabIndex={-1}
            role="radiogroup"
            className="min-w-0"
            aria-invalid={invalid('kind')}
            aria-describedby={described('kind')}
          >
            <legend className="mb-2 block text-sm font-medium text-slate-800">{m.loans_form_kind_legend()}</legend>
            <div className="grid gap-2">
              {LOAN_KINDS.map((kind) => (
                <label key={kind} className={optionClass}>
                  <input
                    type="radio"
                    name="kind"
                    value={kind}
                    defaultChecked={values.kind === kind}
                    className="mt-1 size-4 shrink-0 accent-emerald-700"
                  />
                  <span className="min-w-0 [overflow-wrap:anywhere]">{kindLabel(kind)}</span>
                </label>
              ))}
            </div>
            <FieldError id={`${ids.kind}-error`} message={errors.kind} />
          </fieldset>

          <Field
            id={ids.amount}
            label={m.loans_form_amount_label()}
            hint={m.loans_form_amount_hint({ min: money(AMOUNT_BOUNDS.min), max: money(AMOUNT_BOUNDS.max) })}
            error={errors.amount}
          >
            <input
              id={ids.amount}
              name="amount"
              type="text"
              inputMode="numeric"
              maxLength={16}
              defaultValue={values.amount}
              aria-invalid={invalid('amount')}
              aria-describedby={described('amount', `${ids.amount}-hint`)}
              className={`${controlClass} max-w-48`}
            />
          </Field>

          <Field
            id={ids.months}
            label={m.loans_form_months_label()}
            hint={m.loans_form_months_hint({
              carMin: MONTH_BOUNDS['new-car'].min,
              carMax: MONTH_BOUNDS['new-car'].max,
              cardMin: MONTH_BOUNDS.card.min,
              cardMax: MONTH_BOUNDS.card.max,
              personalMin: MONTH_BOUNDS.personal.min,
              personalMax: MONTH_BOUNDS.personal.max,
            })}
            error={errors.months}
          >
            <input
              id={ids.months}
              name="months"
              type="text"
              inputMode="numeric"
              maxLength={4}
              defaultValue={values.months}
              aria-invalid={invalid('months')}
              aria-describedby={described('months', `${ids.months}-hint`)}
              className={`${controlClass} max-w-32`}
            />
          </Field>
        </div>
      </fieldset>

      <button
        id={ids.page}
        type="submit"
        aria-describedby={described('page')}
        className={`${buttonClass('primary', 'md')} mt-5 w-full sm:w-auto`}
      >
        {m.loans_form_submit()}
      </button>
      <FieldError id={`${ids.page}-error`} message={errors.page} />
    </form>
  )
}

function Field({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mb-2 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  )
}
