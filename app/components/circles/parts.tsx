import type { ReactNode } from 'react'

import { Container } from '~/components/ui/container'
import { SiteLink } from '~/components/ui/site-link'
import { m } from '~/paraglide/messages.js'

/** Every circle page says it: the product keeps records only (issue 35). */
function NeverMoney() {
  return (
    <p className="mt-3 rounded-md bg-amber-50 p-3 text-sm font-medium text-amber-950 ring-1 ring-amber-200" data-testid="never-money">
      {m.circles_never_money()}
    </p>
  )
}

/** A circle page's frame: the heading, the notice, a way back, and the page. */
export function CirclePage({ heading, back = true, children }: { heading: string; back?: boolean; children: ReactNode }) {
  return (
    <section className="flex-1 bg-gradient-to-b from-emerald-50 to-white">
      <Container className="max-w-3xl py-8 sm:py-12">
        {back ? (
          <SiteLink to="/circles" className="text-sm font-semibold text-emerald-800 underline-offset-4 hover:underline">
            ← {m.circles_back()}
          </SiteLink>
        ) : null}
        <h1 className="mt-3 text-2xl font-extrabold tracking-tight break-words text-slate-950 sm:text-4xl">{heading}</h1>
        <NeverMoney />
        {children}
      </Container>
    </section>
  )
}

/** A form's outcome, announced: an error as an alert, a success as a status. */
export function Notice({ error, success }: { error?: string | null; success?: string | null }) {
  if (error)
    return (
      <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
        {error}
      </p>
    )
  if (success)
    return (
      <p role="status" className="mt-4 rounded-md bg-emerald-50 p-3 text-sm text-emerald-900 ring-1 ring-emerald-200">
        {success}
      </p>
    )
  return null
}

export const panelClass = 'mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6'
export const submitClass =
  'mt-4 inline-flex min-h-11 items-center justify-center rounded-md bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700'
