import { useEffect, useState } from 'react'

export type Toast = { type: 'success' | 'error' | 'info' | 'warning'; message: string; description?: string }

const DISMISS = 'Dismiss'

/**
 * One toast at a time, rendered in the server HTML so a reader without JavaScript sees it. It sits at
 * the top, under the header: after an action the page's primary button is where the visitor pressed
 * it, lower down, and a toast must never cover it (UX review item 2). It fades out by itself (CSS;
 * with JavaScript it is also removed after a few seconds) and has a visible Dismiss control for
 * touch, mouse and keyboard: a button with JavaScript, and on pages that ship none a checkbox styled
 * as one, which hides the toast by CSS.
 */
export function ToastRegion({ toast, js = true }: { toast: Toast | undefined; js?: boolean }) {
  const [visible, setVisible] = useState<Toast | undefined>(toast)

  useEffect(() => {
    setVisible(toast)
    if (!toast) return
    const timer = setTimeout(() => setVisible(undefined), 6000)
    return () => clearTimeout(timer)
  }, [toast])

  const destructive = visible?.type === 'error'
  const dismissClass = `mt-3 inline-flex min-h-11 cursor-pointer items-center rounded-md px-3 text-sm font-semibold underline-offset-4 hover:underline ${
    destructive ? 'bg-white/15 text-white' : 'bg-emerald-50 text-emerald-900'
  }`
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-[4.5rem] z-50 flex justify-center px-3">
      {visible ? (
        <div
          data-toast={visible.type}
          className={`toast-autohide pointer-events-auto w-full max-w-sm rounded-lg border p-4 shadow-lg has-[[data-dismiss]:checked]:hidden ${
            destructive ? 'border-red-700 bg-red-700 text-white' : 'border-emerald-200 bg-white text-slate-900'
          }`}
        >
          <p className="font-semibold">{visible.message}</p>
          {visible.description ? <p className="mt-1 text-sm">{visible.description}</p> : null}
          {js ? (
            <button type="button" className={`${dismissClass} focus-visible:outline-2 focus-visible:outline-offset-2`} onClick={() => setVisible(undefined)}>
              {DISMISS}
            </button>
          ) : (
            <label className={`${dismissClass} has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2`}>
              <input type="checkbox" data-dismiss className="sr-only" />
              {DISMISS}
            </label>
          )}
        </div>
      ) : null}
    </div>
  )
}
