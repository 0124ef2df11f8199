import { PAYOUT_ORDERS, type PayoutOrder } from '~/lib/circles'
import { m } from '~/paraglide/messages.js'

type Answer = { errors?: Record<string, string[] | null | undefined>; values?: Record<string, string | undefined> } | undefined

const ERROR_ID = 'payoutOrder-error'

/**
 * How the order of payouts is set (a new circle): two radios in a radio group. Like the form's other
 * fields (FormField in components/forms/fields.tsx), the group is marked invalid and described by its
 * message when the server sends one back, so a screen reader reads the message on entering the group,
 * and the choice the visitor sent stays checked.
 */
export function PayoutOrderField({ answer }: { answer: Answer }) {
  const errors = answer?.errors?.payoutOrder?.filter(Boolean)
  const invalid = errors?.length ? true : undefined
  const chosen = answer?.values?.payoutOrder ?? 'manual'
  const label: Record<PayoutOrder, string> = { manual: m.circles_order_manual(), random: m.circles_order_random() }
  return (
    <fieldset
      id="payoutOrder"
      role="radiogroup"
      className="min-w-0"
      aria-invalid={invalid}
      aria-describedby={invalid ? ERROR_ID : undefined}
    >
      <legend className="text-sm font-medium text-slate-900">{m.circles_field_order()}</legend>
      {PAYOUT_ORDERS.map((order) => (
        <label key={order} className="mt-2 flex items-start gap-2 text-slate-800">
          <input type="radio" name="payoutOrder" value={order} defaultChecked={chosen === order} className="mt-1 size-4 shrink-0" />
          <span className="min-w-0">{label[order]}</span>
        </label>
      ))}
      {errors?.length ? (
        <ul id={ERROR_ID} className="mt-1 space-y-1 text-sm text-red-700">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  )
}
