import { HONEYPOT_FIELD } from '~/lib/honeypot'
import { m } from '~/paraglide/messages.js'

/** A field people never see or reach; bots that fill every input give themselves away. */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={HONEYPOT_FIELD}>{m.site_honeypot_label()}</label>
      <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}
