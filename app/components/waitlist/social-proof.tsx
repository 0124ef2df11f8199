import { useEffect, useState } from 'react'

import { realCounterCopy } from '~/lib/social-proof-text'
import { formatCount } from '~/lib/format-count'
import { m } from '~/paraglide/messages.js'

/**
 * SIMULATED social proof (see app/lib/social-proof.ts): the joiner notices and the counter they bump.
 * The simulation (name pool, schedule) is imported after hydration: the first notice only comes after
 * 5 s, so it has no place in the page's initial JavaScript.
 */
export function useSimulatedSocialProof(startCount: number, enabled = true) {
  const [count, setCount] = useState(startCount)
  const [notice, setNotice] = useState<ShownNotice | null>(null)

  useEffect(() => {
    if (!enabled) return
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
  }, [enabled])

  return { count, notice, dismiss: () => setNotice(null) }
}

/**
 * REAL notices (SOCIAL_PROOF=real, docs/decisions/022-true-numbers.md): the page's notices of real
 * confirmed joins, each saying when, shown in turn on the spec's schedule. Nothing is added to any
 * count: the figure on the page is what the database knows.
 */
export function useRealNotices(notices: readonly ShownNotice[]) {
  const [notice, setNotice] = useState<ShownNotice | null>(null)
  const key = notices.map((n) => n.text).join('\n')

  useEffect(() => {
    if (notices.length === 0) return
    let live = true
    let stop = () => {}
    let index = 0
    import('~/lib/notice-schedule')
      .then((schedule) => {
        if (!live) return
        stop = schedule.startNoticeSchedule({
          next: () => notices[index++ % notices.length]!,
          onShow: setNotice,
          onHide: () => setNotice(null),
        })
      })
      .catch((error: unknown) => console.warn('Social proof failed to load', error))
    return () => {
      live = false
      stop()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the notices are loader data; their text (key) is their identity
  }, [key])

  return { notice, dismiss: () => setNotice(null) }
}

type ShownNotice = { initial: string; text: string }

/** The real figures: confirmed joins in the last 24 hours and in all (each shown only from the threshold up). */
export function RealJoinCounter({ total, lastDay }: { total: number; lastDay: number | null }) {
  return (
    <p
      data-testid="join-counter"
      className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1.5 text-sm text-emerald-50 ring-1 ring-white/20"
    >
      <span aria-hidden="true" className="h-2 w-2 shrink-0 rounded-full bg-amber-400" />
      {lastDay !== null ? (
        <span>
          <strong className="font-semibold text-white">{formatCount(lastDay)}</strong> {realCounterCopy.lastDay(lastDay)} ·{' '}
          {realCounterCopy.inAll(total)}
        </span>
      ) : (
        <span>
          <strong className="font-semibold text-white">{formatCount(total)}</strong> {realCounterCopy.total(total)}
        </span>
      )}
    </p>
  )
}

export function JoinCounter({ count }: { count: number }) {
  return (
    <p
      data-testid="join-counter"
      className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1.5 text-sm text-emerald-50 ring-1 ring-white/20"
    >
      <span aria-hidden="true" className="h-2 w-2 rounded-full bg-amber-400" />
      <span>
        <strong className="font-semibold text-white">{formatCount(count)}</strong> {m.signup_counter_suffix()}
      </span>
    </p>
  )
}

/**
 * A polite live region that always exists, so screen readers announce each notice as it appears.
 * It never covers the form (UX review item 2): below 1024 px, where the form sits under the hero, the
 * notice takes its own line in the hero, reserved only when scripts run (no overlay, no layout shift,
 * no empty gap without JavaScript); from 1024 px, where
 * the form is the right-hand column, it floats at the bottom left, away from it. A visible close
 * button dismisses the current notice by touch, mouse or keyboard.
 */
export function JoinNotice({ notice, onDismiss }: { notice: ShownNotice | null; onDismiss?: () => void }) {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid="join-notice-region"
      className="mt-4 [@media(scripting:enabled)]:min-h-14 lg:pointer-events-none lg:fixed lg:inset-x-0 lg:bottom-3 lg:z-40 lg:mt-0 lg:flex lg:min-h-0 lg:justify-start lg:px-6"
    >
      {notice ? (
        <div
          data-testid="join-notice"
          className="pointer-events-auto flex max-w-sm items-center gap-3 rounded-lg border border-slate-200 bg-white py-1.5 pr-1.5 pl-3 text-sm text-slate-800 shadow-lg"
        >
          <span
            aria-hidden="true"
            className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-emerald-100 font-semibold text-emerald-800"
          >
            {notice.initial || (
              // A notice without a name (decision 035): a person's outline instead of an initial.
              <svg viewBox="0 0 20 20" width="18" height="18" fill="currentColor">
                <circle cx="10" cy="6.5" r="3.5" />
                <path d="M3 17.5c0-3.9 3.1-6.5 7-6.5s7 2.6 7 6.5z" />
              </svg>
            )}
          </span>
          <span className="flex-1">{notice.text}</span>
          {onDismiss ? (
            <button
              type="button"
              onClick={onDismiss}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-emerald-700"
            >
              <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              <span className="sr-only">{m.signup_dismiss_notice()}</span>
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
