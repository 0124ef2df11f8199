import { useEffect, useRef, useState } from 'react'
import { useSubmit } from 'react-router'
import { useLocalizePath } from '~/components/ui/locale'
import { Form } from '~/components/ui/localized-router'

import { buttonClass } from '~/components/ui/button'
import { METHODS, RECEIVE_METHODS, SURVEYED_AMOUNTS } from '~/lib/remittance'
import { methodLabels, receiveLabels } from '~/lib/remittance-labels'
import { type RemittanceFormErrors, type RemittanceFormValues, remittanceSearch } from '~/lib/remittance-query'
import { m } from '~/paraglide/messages.js'

export const REMITTANCE_PATH = '/navigator/remittance'

type CountryOption = { code: string; name: string }

const controlClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm ' +
  'focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-600 aria-[invalid=true]:border-red-600'

/** The search as the URL should carry it: no empty `method`/`receive`; empty `to`/`amount` stay so the server can say what is missing. */
function searchOf(form: HTMLFormElement) {
  const data = new FormData(form)
  const text = (name: string) => (typeof data.get(name) === 'string' ? (data.get(name) as string) : '')
  return remittanceSearch({ to: text('to'), amount: text('amount'), method: text('method'), receive: text('receive') })
}

/**
 * A GET form: without JavaScript it loads the results page for its fields, scrolled to the answer
 * (`#answer`). With JavaScript, the button fetches the new results in place. Changing a field sends
 * nothing (arrow keys in a select would otherwise send a request per key press, decision 021).
 */
export function RemittanceForm({
  values,
  errors,
  countries,
  countryHint,
}: {
  values: RemittanceFormValues
  errors: RemittanceFormErrors
  countries: { surveyed: CountryOption[]; notSurveyed: CountryOption[] }
  /** Which countries have no prices, said before she picks (built on the server). */
  countryHint: string
}) {
  const submit = useSubmit()
  const localize = useLocalizePath()
  const formRef = useRef<HTMLFormElement>(null)
  // Marks the form once hydrated (changes then update the results in place); tests wait for it.
  const [enhanced, setEnhanced] = useState(false)
  useEffect(() => setEnhanced(true), [])
  const known = [...countries.surveyed, ...countries.notSurveyed].some((country) => country.code === values.to)
  const to = known ? values.to : ''

  // Uncontrolled fields keep what the user chose; after back/forward they follow the URL again.
  useEffect(() => {
    const form = formRef.current
    if (!form) return
    ;(form.elements.namedItem('to') as HTMLSelectElement).value = to
    ;(form.elements.namedItem('method') as HTMLSelectElement).value = values.method
    ;(form.elements.namedItem('receive') as HTMLSelectElement).value = values.receive
    for (const radio of form.querySelectorAll<HTMLInputElement>('input[name="amount"]')) radio.checked = radio.value === values.amount
  }, [to, values.amount, values.method, values.receive])

  const errorIds = { to: 'remit-to-error', amount: 'remit-amount-error', method: 'remit-method-error', receive: 'remit-receive-error' }
  const messages = Object.entries(errors).filter(([, message]) => message)

  return (
    <Form
      ref={formRef}
      method="get"
      action={`${REMITTANCE_PATH}#answer`}
      data-enhanced={enhanced || undefined}
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
      onSubmit={(event) => {
        event.preventDefault()
        void submit(new URLSearchParams(searchOf(event.currentTarget)), {
          method: 'get',
          action: localize(REMITTANCE_PATH),
          preventScrollReset: true,
        })
      }}
    >
      {messages.length > 0 ? (
        <div role="alert" className="mb-5 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          <p className="font-semibold">{m.remittance_form_error_title()}</p>
          <ul className="mt-1 list-disc pl-5">
            {messages.map(([field, message]) => (
              <li key={field}>
                <a href={`#remit-${field}`} className="underline">
                  {message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <fieldset className="min-w-0">
        <legend className="text-lg font-bold text-slate-950">{m.remittance_form_legend()}</legend>
        <div className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <label htmlFor="remit-to" className="mb-1 block text-sm font-medium text-slate-800">
              {m.remittance_form_country_label()}
            </label>
            <select
              id="remit-to"
              name="to"
              defaultValue={to}
              aria-invalid={errors.to ? true : undefined}
              aria-describedby={errors.to ? `remit-to-hint ${errorIds.to}` : 'remit-to-hint'}
              className={controlClass}
            >
              <option value="">{m.remittance_form_country_placeholder()}</option>
              <optgroup label={m.remittance_form_surveyed_group()}>
                {countries.surveyed.map((country) => (
                  <option key={country.code} value={country.code}>
                    {country.name}
                  </option>
                ))}
              </optgroup>
              <optgroup label={m.remittance_form_not_surveyed_group()}>
                {countries.notSurveyed.map((country) => (
                  <option key={country.code} value={country.code}>
                    {country.name}
                  </option>
                ))}
              </optgroup>
            </select>
            {/* Before she picks: which countries have no prices (issue 31). */}
            <p id="remit-to-hint" className="mt-1 text-xs text-slate-600">
              {countryHint}
            </p>
            <FieldError id={errorIds.to} message={errors.to} />
          </div>

          <fieldset
            id="remit-amount"
            className="min-w-0"
            role="radiogroup"
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={errors.amount ? `remit-amount-hint ${errorIds.amount}` : 'remit-amount-hint'}
          >
            <legend className="mb-1 block text-sm font-medium text-slate-800">{m.remittance_form_amount_legend()}</legend>
            <div className="flex flex-wrap gap-2">
              {SURVEYED_AMOUNTS.map((amount) => (
                <label
                  key={amount}
                  className="flex flex-1 cursor-pointer items-center justify-center gap-2 rounded-md border border-slate-300 px-2 py-2 text-base font-semibold whitespace-nowrap text-slate-900 has-checked:border-emerald-700 has-checked:bg-emerald-50 has-focus-visible:ring-2 has-focus-visible:ring-emerald-600"
                >
                  <input
                    type="radio"
                    name="amount"
                    value={amount}
                    defaultChecked={values.amount === String(amount)}
                    className="size-4 accent-emerald-700"
                  />
                  {m.remittance_form_amount_option({ amount })}
                </label>
              ))}
            </div>
            <p id="remit-amount-hint" className="mt-1 text-xs text-slate-600">
              {m.remittance_form_amount_hint()}
            </p>
            <FieldError id={errorIds.amount} message={errors.amount} />
          </fieldset>

          <OptionalSelect
            name="method"
            label={m.remittance_form_method_label()}
            anyLabel={m.remittance_form_method_any()}
            options={METHODS.map((method) => [method, methodLabels[method]()] as const)}
            value={values.method}
            error={errors.method}
            errorId={errorIds.method}
          />
          <OptionalSelect
            name="receive"
            label={m.remittance_form_receive_label()}
            anyLabel={m.remittance_form_receive_any()}
            options={RECEIVE_METHODS.map((receive) => [receive, receiveLabels[receive]()] as const)}
            value={values.receive}
            error={errors.receive}
            errorId={errorIds.receive}
          />
        </div>
      </fieldset>

      <button type="submit" className={`${buttonClass('primary', 'md')} mt-5 w-full sm:w-auto`}>
        {m.remittance_form_submit()}
      </button>
    </Form>
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

/** A filter select whose empty value means "any" (how you pay, how the family receives it). */
function OptionalSelect(props: {
  name: 'method' | 'receive'
  label: string
  anyLabel: string
  options: ReadonlyArray<readonly [string, string]>
  value: string
  error: string | undefined
  errorId: string
}) {
  const id = `remit-${props.name}`
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {props.label}
      </label>
      <select
        id={id}
        name={props.name}
        defaultValue={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? props.errorId : undefined}
        className={controlClass}
      >
        <option value="">{props.anyLabel}</option>
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      <FieldError id={props.errorId} message={props.error} />
    </div>
  )
}
