import { useEffect, useRef } from 'react'
import { useNavigation } from 'react-router'
import { Form } from '~/components/ui/localized-router'

import { trackEvent } from '~/lib/analytics'
import { PLACES_PER_REFERRAL } from '~/lib/waitlist-referral'
import { m } from '~/paraglide/messages.js'

import { ReferralLink, ShareLinks } from './referral-link'

export type ThankYouProps = {
  /** What the share links share: the member's referral link (or /signup). */
  shareUrl: string
  referralUrl: string | null
  /** Signed proof that this browser just joined: lets it ask for the e-mail again. */
  resendTicket: string | null
  /** The success event after a join; not when the panel shows again after a resend. */
  celebrate?: boolean
}

/**
 * Replaces the form after a successful join. Its heading says what is left to do (the place is kept
 * once the e-mail is confirmed), and the inbox comes first; the celebration (confetti) waits for the
 * confirmation, on the status page (decision 022). In the browser it takes focus and logs the
 * success; without JavaScript it is simply the page's content.
 */
export function ThankYouPanel({ shareUrl, referralUrl, resendTicket, celebrate = true }: ThankYouProps) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const navigation = useNavigation()
  const resending = navigation.state === 'submitting' && navigation.formAction?.startsWith('/waitlist/resend')

  useEffect(() => {
    headingRef.current?.focus()
    if (!celebrate) return
    trackEvent('signup_success')
  }, [celebrate])

  return (
    <div data-testid="thank-you" className="text-center">
      <div
        aria-hidden="true"
        className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-emerald-100 text-3xl text-emerald-700"
      >
        ✉
      </div>
      <h2 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-bold text-slate-900 focus:outline-none">
        {m.signup_thank_you_heading()}
      </h2>
      <p className="mt-3 font-medium text-slate-900">{m.waitlist_check_inbox()}</p>
      <p className="mt-3 text-slate-700">{m.signup_thank_you_text()}</p>
      {resendTicket ? (
        <Form method="post" action="/waitlist/resend" className="mt-3 text-sm text-slate-700">
          <input type="hidden" name="ticket" value={resendTicket} />
          <p>{m.waitlist_resend_intro()}</p>
          <button
            type="submit"
            aria-disabled={resending || undefined}
            className="mt-2 font-semibold text-emerald-800 underline underline-offset-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
          >
            {resending ? m.waitlist_sending() : m.waitlist_resend_button()}
          </button>
        </Form>
      ) : null}
      {referralUrl ? (
        <div className="mt-6">
          <ReferralLink
            id="referral-link"
            url={referralUrl}
            label={m.waitlist_referral_label()}
            hint={m.waitlist_referral_hint({ places: PLACES_PER_REFERRAL })}
          />
        </div>
      ) : null}
      <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-slate-600">{m.signup_share_heading()}</p>
      <ShareLinks url={shareUrl} />
    </div>
  )
}
