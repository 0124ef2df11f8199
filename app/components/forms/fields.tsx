import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react'
import { useNavigation } from 'react-router'

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
    <div className={className}>
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
    <div className={className}>
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

/** A red banner for a form-level error (server message); titled "Error" unless told otherwise. */
export function FormAlert({ id, title = 'Error', errors }: { id?: string; title?: string; errors: Errors }) {
  const list = errors?.filter(Boolean)
  if (!list?.length) return null
  return (
    <div id={id} role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
      <p className="font-semibold">{title}</p>
      {list.map((e) => (
        <p key={e}>{e}</p>
      ))}
    </div>
  )
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
