import { buttonClass } from '~/components/ui/button'
import { useLocalizePath } from '~/components/ui/locale'
import { CREDIT_CHOICES, type CreditChoice } from '~/lib/credit-cards'
import type { CardFormErrors, CardFormValues } from '~/lib/credit-cards-query'
import { m } from '~/paraglide/messages.js'

const controlClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm ' +
  'focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-600 aria-[invalid=true]:border-red-600'

const optionClass =
  'flex cursor-pointer items-start gap-3 rounded-md border border-slate-300 px-3 py-2 text-base text-slate-900 has-checked:border-emerald-700 has-checked:bg-emerald-50 has-focus-visible:ring-2 has-focus-visible:ring-emerald-600'

/** Where a search lands (the form's action and the paging links carry it as their fragment): the
 * answer, or with a bad value the list of messages, so a phone does not open on the form again. */
export const RESULTS_ID = 'results'

/** Each field's id; an error message's link and aria-describedby point at these. */
const ids = {
  credit: 'cards-credit',
  state: 'cards-state',
  secured: 'cards-secured',
  annual_fee: 'cards-annual-fee',
  foreign_fee: 'cards-foreign-fee',
  membership: 'cards-membership',
  page: 'cards-submit',
} as const

/** Each credit history's label (message functions, called when the form renders). */
const CREDIT_LABELS = {
  none: m.credit_cards_cards_form_credit_labels_none,
  'below-620': m.credit_cards_cards_form_credit_labels_below_620,
  '620-719': m.credit_cards_cards_form_credit_labels_620_719,
  '720-plus': m.credit_cards_cards_form_credit_labels_720_plus,
} satisfies Record<CreditChoice, () => string>

/**
 * A plain GET form (the page ships no JavaScript): submitting loads the results page for its fields, so
 * every search is a URL. The options are checkboxes that send their "on" value only when ticked.
 */
export function CardsForm({
  action,
  values,
  errors,
  states,
}: {
  action: string
  values: CardFormValues
  errors: CardFormErrors
  states: { code: string; name: string }[]
}) {
  const messages = (Object.entries(errors) as [keyof typeof ids, string][]).filter(([, message]) => message)
  const described = (name: keyof typeof ids, hint?: string) =>
    [hint, errors[name] ? `${ids[name]}-error` : undefined].filter(Boolean).join(' ') || undefined
  const options = [
    { name: 'secured', value: '1', label: m.credit_cards_cards_form_secured_label() },
    { name: 'annual_fee', value: '0', label: m.credit_cards_cards_form_annual_fee_label() },
    { name: 'foreign_fee', value: '0', label: m.credit_cards_cards_form_foreign_fee_label() },
    { name: 'membership', value: '0', label: m.credit_cards_cards_form_membership_label() },
  ] as const

  return (
    <form method="get" action={useLocalizePath()(action)} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      {messages.length > 0 ? (
        <div id={RESULTS_ID} role="alert" className="mb-5 scroll-mt-20 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          <p className="font-semibold">{m.credit_cards_cards_form_error_title()}</p>
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
        <legend className="text-lg font-bold text-slate-950">{m.credit_cards_cards_form_legend()}</legend>
        <div className="mt-4 grid gap-5 md:grid-cols-2">
          <fieldset
            id={ids.credit}
            tabIndex={-1}
            role="radiogroup"
            className="min-w-0"
            aria-invalid={errors.credit ? true : undefined}
            aria-describedby={described('credit', 'cards-credit-hint')}
          >
            <legend className="mb-1 block text-sm font-medium text-slate-800">{m.credit_cards_cards_form_credit_legend()}</legend>
            <p id="cards-credit-hint" className="mb-2 text-sm text-slate-600">
              {m.credit_cards_cards_form_credit_hint()}
            </p>
            <div className="grid gap-2">
              {CREDIT_CHOICES.map((choice) => (
                <label key={choice} className={optionClass}>
                  <input
                    type="radio"
                    name="credit"
                    value={choice}
                    defaultChecked={values.credit === choice}
                    className="mt-1 size-4 shrink-0 accent-emerald-700"
                  />
                  <span className="min-w-0 [overflow-wrap:anywhere]">{CREDIT_LABELS[choice]()}</span>
                </label>
              ))}
            </div>
            <FieldError id={`${ids.credit}-error`} message={errors.credit} />
          </fieldset>

          <div className="grid content-start gap-5">
            <div>
              <label htmlFor={ids.state} className="mb-1 block text-sm font-medium text-slate-800">
                {m.credit_cards_cards_form_state_label()}
              </label>
              <p id="cards-state-hint" className="mb-2 text-sm text-slate-600">
                {m.credit_cards_cards_form_state_hint()}
              </p>
              <select
                id={ids.state}
                name="state"
                defaultValue={states.some((state) => state.code === values.state) ? values.state : ''}
                aria-invalid={errors.state ? true : undefined}
                aria-describedby={described('state', 'cards-state-hint')}
                className={controlClass}
              >
                <option value="">{m.credit_cards_cards_form_state_any()}</option>
                {states.map((state) => (
                  <option key={state.code} value={state.code}>
                    {state.name}
                  </option>
                ))}
              </select>
              <FieldError id={`${ids.state}-error`} message={errors.state} />
            </div>

            <fieldset className="min-w-0">
              <legend className="mb-2 block text-sm font-medium text-slate-800">{m.credit_cards_cards_form_options_legend()}</legend>
              <div className="grid gap-2">
                {options.map((option) => (
                  <div key={option.name}>
                    <label className={optionClass}>
                      <input
                        id={ids[option.name]}
                        type="checkbox"
                        name={option.name}
                        value={option.value}
                        defaultChecked={values[option.name] === option.value}
                        aria-invalid={errors[option.name] ? true : undefined}
                        aria-describedby={described(option.name)}
                        className="mt-1 size-4 shrink-0 accent-emerald-700"
                      />
                      <span className="min-w-0 [overflow-wrap:anywhere]">{option.label}</span>
                    </label>
                    <FieldError id={`${ids[option.name]}-error`} message={errors[option.name]} />
                  </div>
                ))}
              </div>
            </fieldset>
          </div>
        </div>
      </fieldset>

      <button
        id={ids.page}
        type="submit"
        aria-describedby={described('page')}
        className={`${buttonClass('primary', 'md')} mt-5 w-full sm:w-auto`}
      >
        {m.credit_cards_cards_form_submit()}
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
