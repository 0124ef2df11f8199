/**
 * The visitor's first interaction with the page, and the form fields they leave before a form's
 * enhancement has arrived. Listening starts when this module loads (with the app, imported by the
 * root), so nothing that happens before anyone asks is missed. Browser only; on the server the
 * promise never resolves and nothing is recorded.
 *
 * Code that only matters once someone uses the page (a form's enhancement, its validator) waits for
 * `firstInteraction()`, so a page that is only read downloads none of it.
 */
const EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'input'] as const

const interaction: Promise<void> =
  typeof window === 'undefined'
    ? new Promise<void>(() => {})
    : new Promise<void>((resolve) => {
        const done = () => {
          for (const type of EVENTS) window.removeEventListener(type, done, true)
          resolve()
        }
        for (const type of EVENTS) window.addEventListener(type, done, { capture: true, passive: true })
      })

export function firstInteraction(): Promise<void> {
  return interaction
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

// Fields the visitor left (blur) since the last `takeLeftFields()`: a form whose validator was not
// there yet validates them once it is (app/components/forms/lazy-validation.ts).
const leftFields = new Set<Field>()

if (typeof window !== 'undefined') {
  window.addEventListener(
    'focusout',
    (event) => {
      const target = event.target
      if (
        (target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement) &&
        target.name &&
        target.form
      ) {
        leftFields.add(target)
      }
    },
    { capture: true, passive: true },
  )
}

/** The form fields the visitor has left so far and that are still on the page (forgotten once taken). */
export function takeLeftFields(): Field[] {
  const fields = [...leftFields].filter((field) => field.isConnected)
  leftFields.clear()
  return fields
}
