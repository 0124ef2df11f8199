import { useEffect, useState } from 'react'
import { data, type ShouldRevalidateFunctionArgs } from 'react-router'

import { handleJoin, joinedPanelFor, referralCodeOf, type JoinActionData } from '~/.server/waitlist-join.server'
import { JoinCounter, JoinNotice, useSimulatedSocialProof } from '~/components/waitlist/social-proof'
import { Showcase } from '~/components/waitlist/showcase'
import { SignupFooter } from '~/components/waitlist/signup-footer'
import { SignupHero } from '~/components/waitlist/signup-hero'
import { TestimonialsSection } from '~/components/waitlist/testimonials-section'
import { ThankYouPanel } from '~/components/waitlist/thank-you-panel'
import { lazyIsland } from '~/components/lazy-island'
import { showcase, signupFooter, signupForm, signupHero, signupMeta, testimonials, testimonialsHeading } from '~/content/signup'
import { pageTitle } from '~/content/site'
import type { RouteHandle } from '~/root'
import { invitedNote } from '~/content/waitlist'
import { daysAgoLabel, randomDaysAgo, SIMULATED_JOIN_COUNT_START } from '~/lib/social-proof'

import type { Route } from './+types/signup'

// An anonymous view is the same for everyone (its simulated figures are drawn per render, so a cached
// copy shows one draw): a shared cache may keep it (RouteHandle in app/root.tsx).
export const handle: RouteHandle = { shared: true, query: ['ref'] }

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
  const { joined, headers } = await joinedPanelFor(request)
  return data(
    {
      joined,
      // /signup?ref=<code>: the friend who shared the link (checked when the form is posted).
      referralCode: referralCodeOf(request),
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

export const action = ({ request, context }: Route.ActionArgs) => handleJoin(request, context)

export default function SignupPage({ loaderData, actionData }: Route.ComponentProps) {
  const { content, testimonials } = loaderData
  const { hero: signupHero, showcase, footer: signupFooter, testimonialsHeading } = content
  const { count, notice, dismiss } = useSimulatedSocialProof(loaderData.joinCountStart)
  // Lets tests (and styles) tell the enhanced page from the server-rendered one.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const result = actionData && 'result' in actionData ? (actionData as JoinActionData).result : undefined

  return (
    <>
      <section className="bg-gradient-to-br from-emerald-900 via-emerald-800 to-teal-700 text-white">
        <div className="mx-auto grid max-w-6xl grid-cols-1 gap-10 px-4 py-10 sm:px-6 sm:py-16 lg:grid-cols-2 lg:items-start lg:px-8">
          <SignupHero hero={signupHero}>
            <JoinCounter count={count} />
            <JoinNotice notice={notice} onDismiss={dismiss} />
          </SignupHero>

          <div
            id="get-early-access"
            data-hydrated={hydrated ? 'true' : undefined}
            className="scroll-mt-20 rounded-2xl bg-white p-5 text-slate-900 shadow-xl sm:p-8"
          >
            {loaderData.joined ? (
              <ThankYouPanel {...loaderData.joined} />
            ) : (
              <>
                <h2 className="text-2xl font-bold">{signupForm.heading}</h2>
                <p className="mt-2 mb-6 text-slate-600">{signupForm.intro}</p>
                {loaderData.referralCode ? (
                  <p className="-mt-3 mb-5 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200">{invitedNote}</p>
                ) : null}
                <waitlistForm.Island lastResult={result} referralCode={loaderData.referralCode} />
              </>
            )}
          </div>
        </div>
      </section>

      <TestimonialsSection heading={testimonialsHeading} testimonials={testimonials} />

      <Showcase showcase={showcase} />

      <SignupFooter footer={signupFooter} />
    </>
  )
}
