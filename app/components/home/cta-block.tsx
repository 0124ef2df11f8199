import { useRouteLoaderData } from 'react-router'
import { Link } from '~/components/ui/localized-router'

import { buttonClass } from '~/components/ui/button'
import { Container } from '~/components/ui/container'
import { contact } from '~/content/site'
import { m } from '~/paraglide/messages.js'
import type { loader as rootLoader } from '~/root'

/**
 * The closing call to action: every button leads somewhere real (UX review item 4). Get Started Now
 * goes to the waitlist, Sign Up Now to account sign-up, and Book a Consultation to the configured way
 * of asking for one (CONSULTATION_URL; by default an e-mail to the contact address).
 */
export function CtaBlock() {
  const consultationHref = useRouteLoaderData<typeof rootLoader>('root')?.contact.consultationHref ?? `mailto:${contact.email}`
  return (
    <section aria-labelledby="cta-heading" className="defer-render py-16 sm:py-20">
      <Container>
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-emerald-700 to-emerald-900 px-6 py-12 text-center text-white sm:px-12 sm:py-16">
          <h2 id="cta-heading" className="mx-auto max-w-2xl text-3xl font-bold tracking-tight sm:text-4xl">
            {m.home_cta_block_heading()}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-emerald-50">{m.home_cta_block_intro()}</p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row sm:flex-wrap">
            <Link to="/signup" className={buttonClass('light', 'lg')}>
              {m.home_cta_block_get_started_label()}
            </Link>
            <a href={consultationHref} aria-describedby="cta-note" className={buttonClass('ghostLight', 'lg')}>
              {m.home_cta_block_book_consultation()}
            </a>
            <Link to="/auth?mode=sign-up" className={buttonClass('accent', 'lg')}>
              {m.home_cta_block_sign_up_label()}
            </Link>
          </div>
          <p id="cta-note" className="mt-5 text-sm text-emerald-100">
            {m.home_cta_block_note()}
          </p>
        </div>
      </Container>
    </section>
  )
}
