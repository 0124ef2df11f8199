import type { SubmissionResult } from '@conform-to/react'
import { useEffect, useState } from 'react'
import { data, Link, redirect, type ShouldRevalidateFunctionArgs } from 'react-router'

import { getClientAddress } from '~/.server/client-address.server'
import { getEnv } from '~/.server/env.server'
import { isHoneypotFilled } from '~/.server/honeypot.server'
import { checkRateLimit } from '~/.server/rate-limit.server'
import { parseSubmission, readFormData } from '~/.server/submission.server'
import {
  consumeJoinedFlash,
  joinWaitlist,
  serverWaitlistSchema,
  setJoinedFlash,
  WAITLIST_RATE_LIMIT,
  waitlistAnalytics,
} from '~/.server/waitlist.server'
import { JoinCounter, JoinNotice, useSimulatedSocialProof } from '~/components/waitlist/social-proof'
import { Showcase } from '~/components/waitlist/showcase'
import { ThankYouPanel } from '~/components/waitlist/thank-you-panel'
import { lazyIsland } from '~/components/lazy-island'
import { showcase, signupFooter, signupForm, signupHero, signupMeta, testimonials, testimonialsHeading } from '~/content/signup'
import { pageTitle } from '~/content/site'
import { daysAgoLabel, randomDaysAgo, SIMULATED_JOIN_COUNT_START } from '~/lib/social-proof'
import { waitlistMessages } from '~/lib/waitlist-constants'

import type { Route } from './+types/signup'

export function meta(): Route.MetaDescriptors {
  return [{ title: pageTitle(signupMeta.title) }, { name: 'description', content: signupMeta.description }]
}

// The form's code (Conform, field kit) is not in the initial JavaScript: the server renders it whole,
// the browser enhances it once its code has arrived (app/components/lazy-island.tsx).
const waitlistForm = lazyIsland(
  () => import('~/components/waitlist/waitlist-form').then((m) => m.WaitlistForm),
  <p className="py-16 text-center text-slate-600">Loading the form…</p>,
)

export async function loader({ request }: Route.LoaderArgs) {
  await waitlistForm.preload()
  const { joined, headers } = await consumeJoinedFlash(request)
  const origin = getEnv().SITE_URL ?? new URL(request.url).origin
  return data(
    {
      joined,
      shareUrl: new URL('/signup', origin).toString(),
      // The page's static copy comes with the data (it is in the HTML anyway), keeping the JS small.
      content: { hero: signupHero, testimonialsHeading, showcase, footer: signupFooter },
      // SIMULATED (app/lib/social-proof.ts); drawn here so server and browser render the same numbers.
      testimonials: testimonials.map((t) => {
        const daysAgo = randomDaysAgo()
        return { ...t, daysAgo, daysAgoLabel: daysAgoLabel(daysAgo) }
      }),
      joinCountStart: SIMULATED_JOIN_COUNT_START,
    },
    { headers },
  )
}

// An answer with errors keeps the page as it is (same testimonials); a redirect after a join reloads.
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (actionResult && typeof actionResult === 'object' && 'result' in actionResult) return false
  return defaultShouldRevalidate
}

type ActionData = { result: SubmissionResult<string[]> }

/** A form-level error with no field values (used before the body could be parsed into a submission). */
function formError(message: string): SubmissionResult<string[]> {
  return { status: 'error', error: { '': [message] } }
}

export async function action({ request, context }: Route.ActionArgs) {
  try {
    const formData = await readFormData(request)

    // Bots that fill the hidden field are told they succeeded; nothing is stored or counted.
    if (isHoneypotFilled(formData)) {
      const headers = new Headers()
      await setJoinedFlash(headers)
      return redirect('/signup', { headers })
    }

    waitlistAnalytics.attempt()
    const submission = parseSubmission(formData, serverWaitlistSchema)
    if (submission.status !== 'success') {
      waitlistAnalytics.error('validation')
      return data<ActionData>({ result: submission.reply() }, { status: 400 })
    }

    // Only submissions that would reach the database count (docs/decisions/003-rate-limits.md).
    const limit = await checkRateLimit('waitlist', getClientAddress(request, context), WAITLIST_RATE_LIMIT)
    if (!limit.allowed) {
      waitlistAnalytics.error('rate_limited')
      return data<ActionData>(
        { result: submission.reply({ formErrors: [waitlistMessages.rateLimited] }) },
        { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
      )
    }

    const { outcome, headers } = await joinWaitlist(request, submission.value)
    if (!outcome.ok) {
      waitlistAnalytics.error(outcome.reason)
      return data<ActionData>(
        { result: submission.reply({ formErrors: [outcome.message] }) },
        { status: outcome.status, headers },
      )
    }

    waitlistAnalytics.success(submission.value.interest)
    // Post/redirect/get: a refresh never submits again; the flash cookie shows the thank-you panel once.
    await setJoinedFlash(headers)
    return redirect('/signup', { headers })
  } catch (error) {
    console.error(
      JSON.stringify({ type: 'waitlist_action_failed', message: error instanceof Error ? error.message : String(error) }),
    )
    waitlistAnalytics.error('unexpected')
    return data<ActionData>({ result: formError(waitlistMessages.unexpectedError) }, { status: 500 })
  }
}

export default function SignupPage({ loaderData, actionData }: Route.ComponentProps) {
  const { content, testimonials } = loaderData
  const { hero: signupHero, showcase, footer: signupFooter, testimonialsHeading } = content
  const { count, notice, dismiss } = useSimulatedSocialProof(loaderData.joinCountStart)
  // Lets tests (and styles) tell the enhanced page from the server-rendered one.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const result = actionData && 'result' in actionData ? actionData.result : undefined

  return (
    <>
      <section className="bg-gradient-to-br from-emerald-900 via-emerald-800 to-teal-700 text-white">
        <div className="mx-auto grid max-w-6xl grid-cols-1 gap-10 px-4 py-10 sm:px-6 sm:py-16 lg:grid-cols-2 lg:items-start lg:px-8">
          <div className="lg:pt-6">
            <p className="text-sm font-semibold uppercase tracking-wider text-amber-300">{signupHero.eyebrow}</p>
            <h1 className="mt-3 text-3xl font-bold leading-tight sm:text-4xl lg:text-5xl">{signupHero.heading}</h1>
            <p className="mt-4 text-lg text-emerald-50">{signupHero.intro}</p>
            <ul className="mt-6 space-y-3">
              {signupHero.points.map((point) => (
                <li key={point} className="flex gap-3 text-emerald-50">
                  <span
                    aria-hidden="true"
                    className="mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-amber-400 text-xs font-bold text-emerald-950"
                  >
                    ✓
                  </span>
                  <span>{point}</span>
                </li>
              ))}
            </ul>
            <div className="mt-6">
              <JoinCounter count={count} />
            </div>
            <JoinNotice notice={notice} onDismiss={dismiss} />
          </div>

          <div
            id="get-early-access"
            data-hydrated={hydrated ? 'true' : undefined}
            className="scroll-mt-20 rounded-2xl bg-white p-5 text-slate-900 shadow-xl sm:p-8"
          >
            {loaderData.joined ? (
              <ThankYouPanel shareUrl={loaderData.shareUrl} />
            ) : (
              <>
                <h2 className="text-2xl font-bold">{signupForm.heading}</h2>
                <p className="mt-2 mb-6 text-slate-600">{signupForm.intro}</p>
                <waitlistForm.Island lastResult={result} />
              </>
            )}
          </div>
        </div>
      </section>

      <section aria-labelledby="testimonials-heading" className="bg-slate-50 py-12 sm:py-16">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <h2 id="testimonials-heading" className="text-center text-2xl font-bold sm:text-3xl">
            {testimonialsHeading}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {testimonials.map((t) => (
              <li key={t.author} className="flex flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <figure className="flex flex-1 flex-col">
                  <blockquote className="flex-1 text-slate-700">“{t.quote}”</blockquote>
                  <figcaption className="mt-4 text-sm">
                    <span className="block font-semibold text-slate-900">{t.author}</span>
                    <span className="block text-slate-600">
                      {t.role}, {t.location}
                    </span>
                    <span className="mt-1 block text-xs text-slate-500">{t.daysAgoLabel}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Showcase showcase={showcase} />

      <footer className="border-t border-slate-200 py-6">
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-2 px-4 text-sm text-slate-600 sm:flex-row sm:justify-between sm:px-6 lg:px-8">
          <p>{signupFooter.text}</p>
          <nav aria-label="Waitlist legal">
            <ul className="flex gap-4">
              {signupFooter.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="font-medium text-emerald-800 underline underline-offset-2">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </footer>
    </>
  )
}
