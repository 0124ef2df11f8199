/**
 * The visitor's first interaction with the page, and the form fields they leave before a form's
 * enhancement has arrived. Listening starts when this module loads (with the app, imported by the
 * root), so nothing that happens before anyone asks is missed. What the visitor did before the app
 * itself arrived (its scripts start after the first paint, decision 016) is not lost: the page's
 * boot loader notes the first tap, key or focus, and a focused field or a field whose value is no
 * longer the one the server wrote counts too; such a field that no longer has focus counts as left. Browser only; on the
 * server the promise never resolves and nothing is recorded.
 *
 * Code that only matters once someone uses the page (a form's enhancement, its validator) waits for
 * `firstInteraction()`, so a page that is only read downloads none of it.
 */
export const EARLY_INTERACTION_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'input']
/** Set on the window by the page's boot loader (app/.server/document/document-html.server.ts) when one of these came first. */
export const EARLY_INTERACTION_FLAG = '__appInteracted'

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/** Whether the visitor has changed this field from what the server rendered. */
function changedByVisitor(field: Field) {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected)
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return field.checked !== field.defaultChecked
  if (field instanceof HTMLInputElement && ['hidden', 'submit', 'button', 'reset', 'image', 'file'].includes(field.type)) return false
  return field.value !== field.defaultValue
}

/** Fields the visitor typed in before this module loaded. */
const typedEarlier: Field[] =
  typeof document === 'undefined'
    ? []
    : [...document.querySelectorAll<Field>('input, select, textarea')].filter(
        (field) => field.name && field.form && changedByVisitor(field),
      )

const focusedEarlier = typeof document !== 'undefined' && document.activeElement !== null && document.activeElement !== document.body
const seenEarlier = typeof window !== 'undefined' && EARLY_INTERACTION_FLAG in window

const interaction: Promise<void> =
  typeof window === 'undefined'
    ? new Promise<void>(() => {})
    : seenEarlier || typedEarlier.length || focusedEarlier
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const done = () => {
            for (const type of EARLY_INTERACTION_EVENTS) window.removeEventListener(type, done, true)
            resolve()
          }
          for (const type of EARLY_INTERACTION_EVENTS) window.addEventListener(type, done, { capture: true, passive: true })
        })

export function firstInteraction(): Promise<void> {
  return interaction
}

// Fields the visitor left (blur) since the last `takeLeftFields()`: a form whose validator was not
// there yet validates them once it is (app/components/forms/lazy-validation.ts).
const leftFields = new Set<Field>(typedEarlier.filter((field) => field !== document.activeElement))

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
