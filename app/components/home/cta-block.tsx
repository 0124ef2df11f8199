import { Link } from 'react-router'

import { buttonClass } from '~/components/ui/button'
import { Container } from '~/components/ui/container'
import { ctaBlock } from '~/content/home'

/**
 * The closing call to action. Getting started and consultations do not exist yet, so those two are
 * shown as unavailable buttons with a note saying so; Sign Up Now goes to the waitlist.
 */
export function CtaBlock() {
  return (
    <section aria-labelledby="cta-heading" className="py-16 sm:py-20">
      <Container>
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-emerald-700 to-emerald-900 px-6 py-12 text-center text-white sm:px-12 sm:py-16">
          <h2 id="cta-heading" className="mx-auto max-w-2xl text-3xl font-bold tracking-tight sm:text-4xl">
            {ctaBlock.heading}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-emerald-50">{ctaBlock.intro}</p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <button type="button" aria-disabled="true" aria-describedby="cta-note" className={buttonClass('light', 'lg')}>
              {ctaBlock.getStarted}
            </button>
            <button type="button" aria-disabled="true" aria-describedby="cta-note" className={buttonClass('ghostLight', 'lg')}>
              {ctaBlock.bookConsultation}
            </button>
            <Link to={ctaBlock.signUp.to} className={buttonClass('accent', 'lg')}>
              {ctaBlock.signUp.label}
            </Link>
          </div>
          <p id="cta-note" className="mt-5 text-sm text-emerald-100">
            {ctaBlock.unavailableNote}
          </p>
        </div>
      </Container>
    </section>
  )
}
