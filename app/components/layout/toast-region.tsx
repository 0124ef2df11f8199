import { useEffect, useState } from 'react'

export type Toast = { type: 'success' | 'error' | 'info' | 'warning'; message: string; description?: string }

/**
 * One toast at a time, rendered in the server HTML so a reader without JavaScript sees it. It sits at
 * the bottom so it never covers the header's controls, and fades out by CSS (no JS needed); with
 * JavaScript it is also removed after a few seconds.
 */
export function ToastRegion({ toast }: { toast: Toast | undefined }) {
  const [visible, setVisible] = useState<Toast | undefined>(toast)

  useEffect(() => {
    setVisible(toast)
    if (!toast) return
    const timer = setTimeout(() => setVisible(undefined), 6000)
    return () => clearTimeout(timer)
  }, [toast])

  const destructive = visible?.type === 'error'
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-3">
      {visible ? (
        <div
          data-toast={visible.type}
          className={`toast-autohide pointer-events-auto w-full max-w-sm rounded-lg border p-4 shadow-lg ${
            destructive ? 'border-red-700 bg-red-700 text-white' : 'border-emerald-200 bg-white text-slate-900'
          }`}
        >
          <p className="font-semibold">{visible.message}</p>
          {visible.description ? <p className="mt-1 text-sm">{visible.description}</p> : null}
          <button type="button" className="sr-only focus:not-sr-only" onClick={() => setVisible(undefined)}>
            Dismiss
          </button>
        </div>
      ) : null}
    </div>
  )
}
