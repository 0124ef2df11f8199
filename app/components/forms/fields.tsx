import {
  useEffect,
  useId,
  useRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react'
import { useNavigation } from 'react-router'

import { formatCount } from '~/lib/format-count'
import { plural } from '~/lib/plural'
import { m } from '~/paraglide/messages.js'

type Errors = string[] | null | undefined

const inputClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm ' +
  'focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-600 aria-[invalid=true]:border-red-600'

/** Messages for one field; its id is what the input's aria-describedby points at. */
function ErrorList({ id, errors }: { id?: string; errors: Errors }) {
  const list = errors?.filter(Boolean)
  if (!list?.length) return null
  return (
    <ul id={id} className="mt-1 space-y-1 text-sm text-red-700">
      {list.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  )
}

// Conform's getInputProps gives id, name, aria-invalid and aria-describedby (= errorId when invalid).
type FieldProps<P> = { label: ReactNode; errors?: Errors; errorId?: string; hint?: ReactNode; className?: string } & {
  inputProps: P
}

function useFieldIds(id: string | undefined, errorId: string | undefined) {
  const fallback = useId()
  const inputId = id ?? fallback
  return { inputId, errorId: errorId ?? `${inputId}-error` }
}

function describedBy(props: { 'aria-describedby'?: string }, errorId: string, errors: Errors) {
  return props['aria-describedby'] ?? (errors?.length ? errorId : undefined)
}

/** Label, control, hint and messages, wired so the control is described by its messages. */
function FieldShell({
  label,
  inputId,
  errorId,
  errors,
  hint,
  className,
  children,
}: {
  label: ReactNode
  inputId: string
  errorId: string
  errors: Errors
  hint?: ReactNode
  className?: string
  children: ReactNode
}) {
  return (
    // min-w-0: as a grid or flex item, a select's longest option must not widen the form past the screen.
    <div className={`min-w-0 ${className ?? ''}`}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint ? <p className="mt-1 text-xs text-slate-600">{hint}</p> : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  )
}

/** The id and ARIA state a control needs, from Conform's props and the field's messages. */
function controlProps(
  inputProps: { 'aria-invalid'?: unknown; 'aria-describedby'?: string },
  ids: { inputId: string; errorId: string },
  errors: Errors,
) {
  return {
    id: ids.inputId,
    'aria-invalid': errors?.length ? true : (inputProps['aria-invalid'] as boolean | undefined),
    'aria-describedby': describedBy(inputProps, ids.errorId, errors),
    className: inputClass,
  }
}

export function Field({ label, errors, errorId, hint, className, inputProps }: FieldProps<InputHTMLAttributes<HTMLInputElement>>) {
  const ids = useFieldIds(inputProps.id, errorId)
  return (
    <FieldShell label={label} {...ids} errors={errors} hint={hint} className={className}>
      <input {...inputProps} {...controlProps(inputProps, ids, errors)} />
    </FieldShell>
  )
}

export function TextareaField({
  label,
  errors,
  errorId,
  hint,
  className,
  inputProps,
}: FieldProps<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  const ids = useFieldIds(inputProps.id, errorId)
  return (
    <FieldShell label={label} {...ids} errors={errors} hint={hint} className={className}>
      <textarea {...inputProps} {...controlProps(inputProps, ids, errors)} />
    </FieldShell>
  )
}

export function SelectField({
  label,
  errors,
  errorId,
  className,
  inputProps,
  children,
}: FieldProps<SelectHTMLAttributes<HTMLSelectElement>> & { children: ReactNode }) {
  const ids = useFieldIds(inputProps.id, errorId)
  return (
    <FieldShell label={label} {...ids} errors={errors} className={className}>
      <select {...inputProps} {...controlProps(inputProps, ids, errors)}>
        {children}
      </select>
    </FieldShell>
  )
}

export function CheckboxField({ label, errors, errorId, className, inputProps }: FieldProps<InputHTMLAttributes<HTMLInputElement>>) {
  const ids = useFieldIds(inputProps.id, errorId)
  return (
    <div className={`min-w-0 ${className ?? ''}`}>
      <div className="flex items-start gap-2">
        <input
          {...inputProps}
          type="checkbox"
          id={ids.inputId}
          aria-invalid={errors?.length ? true : inputProps['aria-invalid']}
          aria-describedby={describedBy(inputProps, ids.errorId, errors)}
          className="mt-1 h-5 w-5 shrink-0 rounded border-slate-300 accent-emerald-700"
        />
        <label htmlFor={ids.inputId} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      <ErrorList id={ids.errorId} errors={errors} />
    </div>
  )
}

/** What a plain form's action answers (a form without Conform): each field's messages and the values sent, by name. */
type FormAnswer = { errors?: Record<string, Errors>; values?: Record<string, string | undefined> }

type FormFieldProps = {
  /** The action's answer for this form, if it answered this form. */
  answer: FormAnswer | undefined
  name: string
  id: string
  label: ReactNode
  hint?: ReactNode
  className?: string
  /** The value before the form is sent; after, the value the visitor sent. */
  defaultValue?: string
}
type Own = keyof FormFieldProps | 'children'

/**
 * One field of a plain form: its label, the value the visitor sent back into it, and its messages tied to
 * it (aria-invalid, aria-describedby), all found by the field's name in the action's `{ errors, values }`.
 * An input, or a textarea or select (`as`).
 */
export function FormField(
  props: FormFieldProps &
    (
      | ({ as?: 'input' } & Omit<InputHTMLAttributes<HTMLInputElement>, Own>)
      | ({ as: 'textarea' } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Own>)
      | ({ as: 'select'; children: ReactNode } & Omit<SelectHTMLAttributes<HTMLSelectElement>, Own>)
    ),
) {
  const { answer, name, label, hint, className, defaultValue, as, children, ...rest } = props as FormFieldProps & {
    as?: 'input' | 'textarea' | 'select'
    children?: ReactNode
  } & Record<string, unknown>
  const field = { label, hint, className, errors: answer?.errors?.[name] }
  const inputProps = { ...rest, name, defaultValue: answer?.values?.[name] ?? defaultValue }
  if (as === 'select')
    return (
      <SelectField {...field} inputProps={inputProps}>
        {children}
      </SelectField>
    )
  if (as === 'textarea') return <TextareaField {...field} inputProps={inputProps} />
  return <Field {...field} inputProps={inputProps} />
}

type SummaryField = { id: string; errors?: Errors }

/**
 * The form's error summary, at the top of the form (decision 041): the form-level messages and, once
 * the server has answered (`result`), how many fields need a change, linked to the first (each field's
 * message stays beside it, said once). A new answer with
 * errors moves focus here, which scrolls it into view and has screen readers read it (role="alert"):
 * with JavaScript by an effect (a post that lands on another page, like the price alert's, included),
 * without it by `autofocus` in the page the server sends.
 */
export function FormAlert({
  id,
  title,
  errors,
  fields,
  form,
  result,
}: {
  id?: string
  title?: string
  errors: Errors
  /** The fields, in the form's order, with their messages (a form without Conform). */
  fields?: SummaryField[]
  /** A Conform form: its fields' messages (`allErrors`), each field's id being `<form id>-<name>`. */
  form?: { id: string; allErrors: Record<string, string[]> }
  /** The action's answer (a SubmissionResult): each new one with errors takes focus. */
  result?: unknown
}) {
  const ref = useRef<HTMLDivElement>(null)
  const titleId = `${useId()}-title`
  const list = errors?.filter(Boolean) ?? []
  const answered = hasErrors(result)
  const all =
    fields ??
    Object.entries(form?.allErrors ?? {}).flatMap(([name, messages]) => (name ? [{ id: `${form!.id}-${name}`, errors: messages }] : []))
  // The fields with a message, in the form's order; each keeps its message beside it (not repeated here).
  const invalid = answered ? all.filter((field) => field.errors?.some(Boolean)) : []
  const shown = list.length > 0 || invalid.length > 0
  useEffect(() => {
    if (answered) ref.current?.focus()
  }, [result, answered])
  if (!shown) return null
  return (
    <div
      ref={ref}
      id={id}
      role="alert"
      aria-labelledby={titleId}
      tabIndex={-1}
      // Without JavaScript, `autofocus` in the server's HTML is the only way to bring the reader here (decision 041).
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus={answered}
      className="scroll-mt-28 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 focus:outline-2 focus:outline-offset-2 focus:outline-red-700"
    >
      <p id={titleId} className="font-semibold">
        {/* The spec's red alert is titled "Error" for a message about the form; field messages ask for a check. */}
        {title ?? (list.length > 0 ? m.chrome_error_title() : m.chrome_form_error_title())}
      </p>
      {list.map((e) => (
        <p key={e}>{e}</p>
      ))}
      {invalid.length > 0 ? (
        <p className="mt-1">
          <a
            href={`#${invalid[0]!.id}`}
            className="font-medium underline underline-offset-2"
            onClick={(event) => {
              const target = document.getElementById(invalid[0]!.id)
              if (!target) return
              event.preventDefault()
              target.focus()
            }}
          >
            {plural(
              invalid.length,
              m.chrome_form_error_first_one(),
              m.chrome_form_error_first_other({ count: formatCount(invalid.length) }),
            )}
          </a>
        </p>
      ) : null}
    </div>
  )
}

/** Whether an action's answer (Conform's SubmissionResult) carries any message. */
function hasErrors(result: unknown): boolean {
  if (!result || typeof result !== 'object' || !('error' in result)) return false
  const error = (result as { error?: Record<string, unknown> | null }).error
  return Object.values(error ?? {}).some((messages) => Array.isArray(messages) && messages.length > 0)
}

/**
 * Submit button that shows its pending label while this form's submission is in flight.
 * `formAction` (optional) narrows "this form" to submissions going to that action URL.
 */
export function StatusButton({
  children,
  pendingLabel,
  formAction,
  className = '',
  ...props
}: InputHTMLAttributes<HTMLButtonElement> & { pendingLabel: string; formAction?: string; children: ReactNode }) {
  const navigation = useNavigation()
  const pending = navigation.state === 'submitting' && (formAction === undefined || navigation.formAction?.startsWith(formAction))
  return (
    <button
      {...(props as React.ButtonHTMLAttributes<HTMLButtonElement>)}
      type="submit"
      aria-disabled={pending || undefined}
      className={`inline-flex w-full items-center justify-center rounded-md bg-emerald-700 px-4 py-2.5 font-semibold text-white hover:bg-emerald-800 focus:outline-none focus:ring-2 focus:ring-emerald-600 focus:ring-offset-2 disabled:opacity-70 ${className}`}
    >
      {pending ? pendingLabel : children}
    </button>
  )
}
