import { useEffect, useState } from 'react'

import { m } from '~/paraglide/messages.js'

export type Toast = { type: 'success' | 'error' | 'info' | 'warning'; message: string; description?: string }

/**
 * One toast at a time, rendered in the server HTML so a reader without JavaScript sees it. It takes
 * its own place at the top of the page's content, under the header, and pushes the page down: it
 * never covers a heading or a control (UX review 2026-11-25, item 10: the fixed toast hid the card's
 * heading). It stays until dismissed or until the next page, so a long or important message cannot
 * vanish before it is read (and content never jumps up under a finger when it leaves by itself). A
 * visible Dismiss control works by touch, mouse and keyboard: a button with JavaScript, and on pages
 * that ship none a checkbox styled as one, which hides the toast by CSS. Pages that show a message
 * inline do not toast it too (docs/decisions/022-true-numbers.md).
 */
export function ToastRegion({ toast, js = true }: { toast: Toast | undefined; js?: boolean }) {
  const [visible, setVisible] = useState<Toast | undefined>(toast)

  useEffect(() => setVisible(toast), [toast])

  const destructive = visible?.type === 'error'
  const dismissClass = `inline-flex min-h-11 shrink-0 cursor-pointer items-center rounded-md px-3 text-sm font-semibold underline-offset-4 hover:underline ${
    destructive ? 'bg-white/15 text-white' : 'bg-emerald-50 text-emerald-900'
  }`
  return (
    <div role="status" aria-live="polite" data-toast-region className="px-3">
      {visible ? (
        <div
          data-toast={visible.type}
          className={`mx-auto mt-3 flex w-full max-w-xl flex-wrap items-start justify-between gap-3 rounded-lg border p-4 shadow-sm has-[[data-dismiss]:checked]:hidden ${
            destructive ? 'border-red-700 bg-red-700 text-white' : 'border-emerald-200 bg-white text-slate-900'
          }`}
        >
          <div className="min-w-0 flex-1 basis-48">
            <p className="font-semibold">{visible.message}</p>
            {visible.description ? <p className="mt-1 text-sm">{visible.description}</p> : null}
          </div>
          {js ? (
            <button
              type="button"
              className={`${dismissClass} focus-visible:outline-2 focus-visible:outline-offset-2`}
              onClick={() => setVisible(undefined)}
            >
              {m.site_toast_dismiss()}
            </button>
          ) : (
            <label className={`${dismissClass} has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2`}>
              <input type="checkbox" data-dismiss className="sr-only" />
              {m.site_toast_dismiss()}
            </label>
          )}
        </div>
      ) : null}
    </div>
  )
}
