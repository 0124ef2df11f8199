import { useId, type InputHTMLAttributes } from 'react'

/**
 * An on/off setting: a real checkbox (so it posts without JavaScript) exposed as role="switch" and
 * drawn as a toggle.
 */
export function SwitchField({
  label,
  hint,
  inputProps,
}: {
  label: string
  hint?: string
  inputProps: InputHTMLAttributes<HTMLInputElement>
}) {
  const fallback = useId()
  const id = inputProps.id ?? fallback
  const hintId = `${id}-hint`
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        {hint ? (
          <p id={hintId} className="mt-0.5 text-xs text-slate-600">
            {hint}
          </p>
        ) : null}
      </div>
      <input
        {...inputProps}
        id={id}
        type="checkbox"
        role="switch"
        aria-describedby={hint ? hintId : undefined}
        className="relative mt-0.5 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-500 transition-colors before:absolute before:left-0.5 before:top-0.5 before:h-5 before:w-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-emerald-700 checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 forced-colors:appearance-auto"
      />
    </div>
  )
}
