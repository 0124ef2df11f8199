import { buttonClass } from '~/components/ui/button'
import { useLocalizePath } from '~/components/ui/locale'
import { DEFAULT_MILES, HAS_VALUES, type Has, MILES_CHOICES } from '~/lib/bank-accounts'
import type { BankAccountFormErrors, BankAccountFormValues } from '~/lib/bank-accounts-query'
import { m } from '~/paraglide/messages.js'

const controlClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm ' +
  'focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-600 aria-[invalid=true]:border-red-600'

const optionClass =
  'flex cursor-pointer items-start gap-3 rounded-md border border-slate-300 px-3 py-2 text-base text-slate-900 has-checked:border-emerald-700 has-checked:bg-emerald-50 has-focus-visible:ring-2 has-focus-visible:ring-emerald-600'

/** Where a search lands (the form's action and the paging links carry it as their fragment). */
export const RESULTS_ID = 'results'

/** Each field's id; an error message's link and aria-describedby point at these. */
const ids = { zip: 'ba-zip', state: 'ba-state', has: 'ba-has', miles: 'ba-miles', page: 'ba-submit' } as const
type Field = keyof typeof ids

const hasLabels: Record<Has, () => string> = {
  passport: m.bank_accounts_form_has_passport,
  itin: m.bank_accounts_form_has_itin,
  'consular-id': m.bank_accounts_form_has_consular_id,
  'us-address': m.bank_accounts_form_has_us_address,
  chexsystems: m.bank_accounts_form_has_chexsystems,
}

/**
 * A plain GET form (the page ships no JavaScript): submitting loads the answer for its fields, so every
 * search is a URL. What she has is a set of checkboxes sending `has` once per ticked box.
 */
export function BankAccountsForm({
  action,
  values,
  errors,
  states,
}: {
  action: string
  values: BankAccountFormValues
  errors: BankAccountFormErrors
  states: { code: string; name: string }[]
}) {
  const messages = (Object.entries(errors) as [Field, string][]).filter(([, message]) => message)
  const described = (name: Field, hint?: string) =>
    [hint, errors[name] ? `${ids[name]}-error` : undefined].filter(Boolean).join(' ') || undefined
  const invalid = (name: Field) => (errors[name] ? true : undefined)
  const miles = MILES_CHOICES.some((choice) => String(choice) === values.miles) ? values.miles : String(DEFAULT_MILES)

  return (
    <form method="get" action={useLocalizePath()(action)} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      {messages.length > 0 ? (
        <div id={RESULTS_ID} role="alert" className="mb-5 scroll-mt-20 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          <p className="font-semibold">{m.bank_accounts_form_error_title()}</p>
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
        <legend className="text-lg font-bold text-slate-950">{m.bank_accounts_form_legend()}</legend>
        <div className="mt-4 grid gap-5 md:grid-cols-2">
          <fieldset id={ids.has} tabIndex={-1} className="min-w-0" aria-invalid={invalid('has')} aria-describedby={described('has')}>
            <legend className="mb-2 block text-sm font-medium text-slate-800">{m.bank_accounts_form_has_legend()}</legend>
            <div className="grid gap-2">
              {HAS_VALUES.map((value) => (
                <label key={value} className={optionClass}>
                  <input
                    type="checkbox"
                    name="has"
                    value={value}
                    defaultChecked={values.has.includes(value)}
                    className="mt-1 size-4 shrink-0 accent-emerald-700"
                  />
                  <span className="min-w-0 [overflow-wrap:anywhere]">{hasLabels[value]()}</span>
                </label>
              ))}
            </div>
            <FieldError id={`${ids.has}-error`} message={errors.has} />
          </fieldset>

          <div className="grid content-start gap-5">
            <div>
              <label htmlFor={ids.zip} className="mb-1 block text-sm font-medium text-slate-800">
                {m.bank_accounts_form_zip_label()}
              </label>
              <p id="ba-zip-hint" className="mb-2 text-sm text-slate-600">
                {m.bank_accounts_form_zip_hint()}
              </p>
              <input
                id={ids.zip}
                name="zip"
                type="text"
                inputMode="numeric"
                autoComplete="postal-code"
                defaultValue={values.zip}
                aria-invalid={invalid('zip')}
                aria-describedby={described('zip', 'ba-zip-hint')}
                className={controlClass}
              />
              <FieldError id={`${ids.zip}-error`} message={errors.zip} />
            </div>

            <div>
              <label htmlFor={ids.miles} className="mb-1 block text-sm font-medium text-slate-800">
                {m.bank_accounts_form_miles_label()}
              </label>
              <select
                id={ids.miles}
                name="miles"
                defaultValue={miles}
                aria-invalid={invalid('miles')}
                aria-describedby={described('miles')}
                className={controlClass}
              >
                {MILES_CHOICES.map((choice) => (
                  <option key={choice} value={choice}>
                    {m.bank_accounts_form_miles_option({ miles: choice })}
                  </option>
                ))}
              </select>
              <FieldError id={`${ids.miles}-error`} message={errors.miles} />
            </div>

            <div>
              <label htmlFor={ids.state} className="mb-1 block text-sm font-medium text-slate-800">
                {m.bank_accounts_form_state_label()}
              </label>
              <p id="ba-state-hint" className="mb-2 text-sm text-slate-600">
                {m.bank_accounts_form_state_hint()}
              </p>
              <select
                id={ids.state}
                name="state"
                defaultValue={states.some((state) => state.code === values.state) ? values.state : ''}
                aria-invalid={invalid('state')}
                aria-describedby={described('state', 'ba-state-hint')}
                className={controlClass}
              >
                <option value="">{m.bank_accounts_form_state_none()}</option>
                {states.map((state) => (
                  <option key={state.code} value={state.code}>
                    {state.name}
                  </option>
                ))}
              </select>
              <FieldError id={`${ids.state}-error`} message={errors.state} />
            </div>
          </div>
        </div>
      </fieldset>

      <button
        id={ids.page}
        type="submit"
        aria-describedby={described('page')}
        className={`${buttonClass('primary', 'md')} mt-5 w-full sm:w-auto`}
      >
        {m.bank_accounts_form_submit()}
      </button>
      <FieldError id={`${ids.page}-error`} message={errors.page} />
    </form>
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
