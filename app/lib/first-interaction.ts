/**
 * Resolves on the visitor's first interaction with the page (a pointer, a touch, a key, focus moving
 * into it); never on the server. Code that only matters once someone uses the page (a form's
 * enhancement) waits for it, so a page that is only read downloads none of it. The listeners are
 * registered when this module loads (with the app), so an interaction before anyone asks counts.
 */
const EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const

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
