import { m } from '~/paraglide/messages.js'

/** What shows where a form's code is still loading: read when it renders, in the page's language. */
export function LoadingForm({ className = 'py-10' }: { className?: string }) {
  return <p className={`${className} text-center text-slate-600`}>{m.validation_loading_form()}</p>
}
