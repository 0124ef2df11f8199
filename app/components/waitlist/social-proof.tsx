import { useEffect, useState } from 'react'

import { counterCopy } from '~/content/signup'

/**
 * SIMULATED social proof (see app/lib/social-proof.ts): the joiner notices and the counter they bump.
 * The simulation (name pool, schedule) is imported after hydration: the first notice only comes after
 * 5 s, so it has no place in the page's initial JavaScript.
 */
export function useSimulatedSocialProof(startCount: number) {
  const [count, setCount] = useState(startCount)
  const [notice, setNotice] = useState<ShownNotice | null>(null)

  useEffect(() => {
    let live = true
    let stop = () => {}
    import('~/lib/social-proof')
      .then((simulation) => {
        if (!live) return
        stop = simulation.startSimulatedSocialProof({
          onShow: (joiner) => {
            setNotice({ initial: joiner.name.charAt(0), text: simulation.noticeText(joiner) })
            setCount((n) => n + 1)
          },
          onHide: () => setNotice(null),
        })
      })
      .catch((error: unknown) => console.warn('Social proof failed to load', error))
    return () => {
      live = false
      stop()
    }
  }, [])

  return { count, notice }
}

type ShownNotice = { initial: string; text: string }

export function JoinCounter({ count }: { count: number }) {
  return (
    <p
      data-testid="join-counter"
      className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1.5 text-sm text-emerald-50 ring-1 ring-white/20"
    >
      <span aria-hidden="true" className="h-2 w-2 rounded-full bg-amber-400" />
      <span>
        <strong className="font-semibold text-white">{count.toLocaleString('en-US')}</strong> {counterCopy.suffix}
      </span>
    </p>
  )
}

/** A polite live region that always exists, so screen readers announce each notice as it appears. */
export function JoinNotice({ notice }: { notice: ShownNotice | null }) {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="pointer-events-none fixed inset-x-0 bottom-3 z-40 flex justify-center px-3 sm:justify-start sm:px-6"
    >
      {notice ? (
        <div
          data-testid="join-notice"
          className="flex max-w-sm items-center gap-3 rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-800 shadow-lg"
        >
          <span
            aria-hidden="true"
            className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-emerald-100 font-semibold text-emerald-800"
          >
            {notice.initial}
          </span>
          <span>{notice.text}</span>
        </div>
      ) : null}
    </div>
  )
}
