import { useEffect, useRef } from 'react'

import { shareLinks, thankYou } from '~/content/signup'
import { trackEvent } from '~/lib/analytics'

import { launchConfetti } from './confetti'

/**
 * Replaces the form after a successful join. In the browser it takes focus, logs the success and
 * bursts the confetti; without JavaScript it is simply the page's content.
 */
export function ThankYouPanel({ shareUrl }: { shareUrl: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    headingRef.current?.focus()
    trackEvent('signup_success')
    const controller = new AbortController()
    launchConfetti({ signal: controller.signal }).catch((error: unknown) => console.warn('Confetti failed to load', error))
    return () => controller.abort()
  }, [])

  return (
    <div data-testid="thank-you" className="text-center">
      <div
        aria-hidden="true"
        className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-emerald-100 text-3xl text-emerald-700"
      >
        ✓
      </div>
      <h2 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-bold text-slate-900 focus:outline-none">
        {thankYou.heading}
      </h2>
      <p className="mt-3 text-slate-700">{thankYou.text}</p>
      <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-slate-600">{thankYou.shareHeading}</p>
      <ul className="mt-3 flex flex-col gap-3 sm:flex-row sm:justify-center">
        {shareLinks(shareUrl).map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex w-full items-center justify-center rounded-md border border-emerald-700 px-4 py-2.5 text-sm font-semibold text-emerald-800 hover:bg-emerald-50 focus:outline-none focus:ring-2 focus:ring-emerald-600 sm:w-auto"
            >
              {link.label}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
