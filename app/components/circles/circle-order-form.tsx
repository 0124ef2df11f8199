import type { CircleActionData } from '~/.server/circles/circle-actions.server'
import type { CircleView } from '~/.server/circles/circles.server'
import { panelClass, submitClass } from '~/components/circles/parts'
import { SelectField } from '~/components/forms/fields'
import { Form } from '~/components/ui/localized-router'
import { formatDate } from '~/lib/format'
import { m } from '~/paraglide/messages.js'

/**
 * The organiser sets the order of payouts by hand (payout order "manual", before the first round): one
 * select per active member, "receives in round N", posted as a plain form (works without JavaScript).
 * The server checks the places are 1..n, each once; the database checks the rest and records the order.
 */
export function CircleOrderForm({ view, action }: { view: CircleView; action?: CircleActionData }) {
  const mine = action?.intent === 'order'
  const errors = mine ? action.errors.order : undefined
  const invalid = errors?.length ? true : undefined
  return (
    <section aria-labelledby="order" className={panelClass}>
      <h2 id="order" className="text-lg font-bold text-slate-950">
        {m.circles_order_heading()}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{m.circles_order_hint()}</p>
      <Form method="post" className="mt-3" noValidate>
        <input type="hidden" name="intent" value="order" />
        <fieldset aria-describedby={invalid ? 'order-error' : undefined}>
          <legend className="sr-only">{m.circles_order_heading()}</legend>
          {errors?.length ? (
            <ul id="order-error" className="mb-2 space-y-1 text-sm text-red-700">
              {errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          ) : null}
          <div className="space-y-4">
            {view.rounds.map((r) => (
              <SelectField
                key={r.recipientId}
                label={m.circles_order_member({ member: r.recipientName })}
                inputProps={{
                  id: `order-${r.recipientId}`,
                  name: `position-${r.recipientId}`,
                  defaultValue: (mine ? action.values[`position-${r.recipientId}`] : undefined) ?? String(r.round),
                  'aria-invalid': invalid,
                  'aria-describedby': invalid ? 'order-error' : undefined,
                }}
              >
                {view.rounds.map((slot) => (
                  <option key={slot.round} value={slot.round}>
                    {m.circles_order_option({ round: slot.round, date: formatDate(slot.date) })}
                  </option>
                ))}
              </SelectField>
            ))}
          </div>
        </fieldset>
        <button type="submit" className={submitClass}>
          {m.circles_order_submit()}
        </button>
      </Form>
    </section>
  )
}
