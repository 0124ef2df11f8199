import { useEffect, useState } from 'react'
import { data, type ShouldRevalidateFunctionArgs } from 'react-router'

import { handleJoin, joinedPanelFor, referralCodeOf, type JoinActionData } from '~/.server/waitlist/waitlist-join.server'
import { signupProof } from '~/.server/waitlist/social-proof.server'
import { JoinCounter, JoinNotice, RealJoinCounter, useRealNotices, useSimulatedSocialProof } from '~/components/waitlist/social-proof'
import { Showcase, type ShowcaseCopy } from '~/components/waitlist/showcase'
import { SignupFooter, type SignupFooterCopy } from '~/components/waitlist/signup-footer'
import { SignupHero, type SignupHeroCopy } from '~/components/waitlist/signup-hero'
import { TestimonialsSection } from '~/components/waitlist/testimonials-section'
import { ThankYouPanel } from '~/components/waitlist/thank-you-panel'
import { FormLoading, lazyIsland } from '~/components/lazy-island'
import { pageTitle } from '~/content/site'
import { m } from '~/paraglide/messages.js'
import type { RouteHandle } from '~/root'

import type { Route } from './+types/signup'

// An anonymous view is the same for everyone (its simulated figures are drawn per render, so a cached
// copy shows one draw; real figures are the same for every visitor and at most a few minutes old,
// docs/decisions/022-true-numbers.md): a shared cache may keep it (RouteHandle in app/root.tsx).
export const handle: RouteHandle = { shared: true, query: ['ref'] }

export function meta(): Route.MetaDescriptors {
  return [{ title: pageTitle(m.signup_meta_title()) }, { name: 'description', content: m.signup_meta_description() }]
}

// The form's code (Conform, field kit) is not in the initial JavaScript: the server renders it whole,
// the browser enhances it once its code has arrived (app/components/lazy-island.tsx).
const waitlistForm = lazyIsland(
  () => import('~/components/waitlist/waitlist-form').then((module) => module.WaitlistForm),
  <FormLoading padding="py-16" />,
)

export async function loader({ request }: Route.LoaderArgs) {
  await waitlistForm.preload()
  const [{ joined, headers }, proof] = await Promise.all([joinedPanelFor(request), signupProof()])
  return data(
    {
      joined,
      // /signup?ref=<code>: the friend who shared the link (checked when the form is posted).
      referralCode: referralCodeOf(request),
      // The page's static copy comes with the data (it is in the HTML anyway), keeping the JS small.
      // The spec's "1000+" only with the simulated social proof (SOCIAL_PROOF).
      content: pageCopy(proof.mode === 'simulated'),
      proof,
    },
    { headers },
  )
}

/** The page's words in this request's language (decision 030). */
function pageCopy(simulated: boolean): {
  hero: SignupHeroCopy
  testimonialsHeading: string
  showcase: ShowcaseCopy
  footer: SignupFooterCopy
} {
  return {
    hero: {
      eyebrow: m.signup_hero_eyebrow(),
      heading: m.signup_hero_heading(),
      // Only true numbers when social proof is real or off (decision 022): no invented "1000+".
      intro: simulated ? m.signup_hero_intro() : m.signup_hero_true_intro(),
      points: [m.signup_hero_point_compare(), m.signup_hero_point_invest(), m.signup_hero_point_circle()],
    },
    testimonialsHeading: m.signup_testimonials_heading(),
    showcase: {
      heading: m.signup_showcase_heading(),
      intro: m.signup_showcase_intro(),
      scrollerLabel: m.signup_showcase_scroller_label(),
      scrollHint: m.signup_showcase_scroll_hint(),
      items: [
        { title: m.signup_showcase_comparisons_title(), description: m.signup_showcase_comparisons_text() },
        { title: m.signup_showcase_remittance_title(), description: m.signup_showcase_remittance_text() },
        { title: m.signup_showcase_invest_title(), description: m.signup_showcase_invest_text() },
        { title: m.signup_showcase_circles_title(), description: m.signup_showcase_circles_text() },
        { title: m.signup_showcase_learn_title(), description: m.signup_showcase_learn_text() },
      ],
    },
    footer: {
      text: m.signup_footer_text(),
      navLabel: m.signup_footer_nav_label(),
      links: [
        { label: m.signup_terms_link(), to: '/terms' },
        { label: m.signup_privacy_link(), to: '/privacy' },
      ],
    },
  }
}

// An answer with errors keeps the page as it is (same testimonials); a redirect after a join reloads.
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (actionResult && typeof actionResult === 'object' && 'result' in actionResult) return false
  return defaultShouldRevalidate
}

export const action = ({ request, context }: Route.ActionArgs) => handleJoin(request, context)

export default function SignupPage({ loaderData, actionData }: Route.ComponentProps) {
  const { content, proof } = loaderData
  const { hero: signupHero, showcase, footer: signupFooter, testimonialsHeading } = content
  const simulated = useSimulatedSocialProof(proof.mode === 'simulated' ? proof.joinCountStart : 0, proof.mode === 'simulated')
  const real = useRealNotices(proof.mode === 'real' ? (proof.view?.notices ?? []) : [])
  // Lets tests (and styles) tell the enhanced page from the server-rendered one.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const result = actionData && 'result' in actionData ? (actionData as JoinActionData).result : undefined

  return (
    <>
      <section className="bg-gradient-to-br from-emerald-900 via-emerald-800 to-teal-700 text-white">
        <div className="mx-auto grid max-w-6xl grid-cols-1 gap-10 px-4 py-10 sm:px-6 sm:py-16 lg:grid-cols-2 lg:items-start lg:px-8">
          <SignupHero hero={signupHero}>
            {proof.mode === 'simulated' ? (
              <>
                <JoinCounter count={simulated.count} />
                <JoinNotice notice={simulated.notice} onDismiss={simulated.dismiss} />
              </>
            ) : null}
            {proof.mode === 'real' && proof.view?.total ? (
              <>
                <RealJoinCounter total={proof.view.total} lastDay={proof.view.lastDay} />
                {proof.view.notices.length > 0 ? <JoinNotice notice={real.notice} onDismiss={real.dismiss} /> : null}
              </>
            ) : null}
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
                <h2 className="text-2xl font-bold">{m.signup_form_heading()}</h2>
                <p className="mt-2 mb-6 text-slate-600">{m.signup_form_intro()}</p>
                {loaderData.referralCode ? (
                  <p className="-mt-3 mb-5 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200">
                    {m.waitlist_invited_note()}
                  </p>
                ) : null}
                <waitlistForm.Island lastResult={result} referralCode={loaderData.referralCode} />
              </>
            )}
          </div>
        </div>
      </section>

      {proof.mode === 'simulated' ? <TestimonialsSection heading={testimonialsHeading} testimonials={proof.testimonials} /> : null}

      <Showcase showcase={showcase} />

      <SignupFooter footer={signupFooter} />
    </>
  )
}
