import { useEffect, useState } from 'react'

export type Toast = { type: 'success' | 'error' | 'info' | 'warning'; message: string; description?: string }

/**
 * One toast at a time, rendered in the server HTML so a reader without JavaScript sees it; with
 * JavaScript it dismisses itself after a few seconds.
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
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-2 z-50 flex justify-center px-2">
      {visible ? (
        <div
          data-toast={visible.type}
          className={`pointer-events-auto w-full max-w-sm rounded-lg border p-4 shadow-lg ${
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
