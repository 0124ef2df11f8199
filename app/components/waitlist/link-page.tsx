import type { ReactNode } from 'react'
import { buttonClass } from '~/components/ui/button'
import { SiteLink } from '~/components/ui/site-link'
import { m } from '~/paraglide/messages.js'

import type { LinkProblem } from './link-problems'

/**
 * The frame of the waitlist's link pages (confirm, status, leave): one card in the middle of the
 * page, its heading focusable so a no-JS reader and a screen reader land on it.
 */
export function LinkPage({ heading, children, testId }: { heading: string; children: ReactNode; testId?: string }) {
  return (
    <section className="bg-slate-50 px-4 py-10 sm:py-16" data-testid={testId}>
      <div className="mx-auto w-full max-w-lg rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{heading}</h1>
        {children}
      </div>
    </section>
  )
}

/** A link that cannot be used (unknown, used, expired): what happened and where to go next. */
export function LinkProblemPanel({ problem, next }: { problem: LinkProblem; next: { label: string; to: string } }) {
  return (
    <LinkPage heading={problem.heading} testId="link-problem">
      <p className="mt-3 text-slate-700">{problem.message}</p>
      <SiteLink to={next.to} className={`${buttonClass('outline', 'md')} mt-6`}>
        {next.label}
      </SiteLink>
    </LinkPage>
  )
}

/** The form-level error of a link page's POST (database unreachable, too many tries). */
export function LinkPageError({ message }: { message: string | undefined }) {
  if (!message) return null
  return (
    <div role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
      <p className="font-semibold">{m.chrome_error_title()}</p>
      <p>{message}</p>
    </div>
  )
}
