import { useRouteLoaderData } from 'react-router'
import { Link } from '~/components/ui/localized-router'

import { Wordmark } from '~/components/layout/wordmark'
import { buttonClass } from '~/components/ui/button'
import { ComingSoonBadge } from '~/components/ui/coming-soon-badge'
import { Container } from '~/components/ui/container'
import { ArrowRightIcon } from '~/components/ui/icons'
import { SocialLinks } from '~/components/ui/social-links'
import { socialProofMode } from '~/.server/waitlist/social-proof.server'
import { brand, pageTitle } from '~/content/site'
import { staticPageHandle } from '~/lib/static-page'
import { m } from '~/paraglide/messages.js'
import type { RouteHandle, loader as rootLoader } from '~/root'

import type { Route } from './+types/early-access'

// The coming-soon landing variant draws its own minimal header and footer instead of the site's.
export const handle: RouteHandle = { ...staticPageHandle, chrome: 'bare' }

// The spec's "over 1,000+ members" only with the simulated social proof (docs/decisions/022-true-numbers.md).
export function loader() {
  return { text: socialProofMode() === 'simulated' ? m.early_access_copy_text() : m.early_access_true_text() }
}

export function meta({ data }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: pageTitle(m.early_access_copy_title()) }, { name: 'description', content: data?.text ?? m.early_access_true_text() }]
}

export default function EarlyAccess({ loaderData }: Route.ComponentProps) {
  const rootData = useRouteLoaderData<typeof rootLoader>('root')
  const year = rootData?.year ?? new Date().getFullYear()
  return (
    <div className="flex flex-1 flex-col bg-emerald-950 bg-[radial-gradient(ellipse_at_top,var(--color-emerald-800),transparent_60%)] text-white">
      <header>
        <Container className="flex h-20 items-center">
          <Wordmark variant="footer" />
        </Container>
      </header>
      <section aria-labelledby="early-access-heading" className="flex flex-1 items-center">
        <Container className="flex flex-col items-center py-16 text-center sm:py-24">
          <ComingSoonBadge label={m.site_status()} />
          <h1 id="early-access-heading" className="mt-6 text-5xl font-extrabold tracking-tight sm:text-7xl">
            {m.early_access_copy_heading()}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-emerald-100 sm:text-xl">{loaderData.text}</p>
          <Link to="/signup" className={`${buttonClass('accent', 'lg')} mt-10`}>
            {m.early_access_copy_cta_label()}
            <ArrowRightIcon width={18} height={18} />
          </Link>
          <div className="mt-14">
            <h2 className="text-sm font-semibold uppercase tracking-wider text-emerald-200">{m.early_access_copy_follow_heading()}</h2>
            <SocialLinks
              links={rootData?.contact.social}
              className="mt-4 justify-center"
              linkClassName="bg-white/10 text-white hover:bg-white/20 focus-visible:outline-amber-300"
            />
          </div>
        </Container>
      </section>
      <footer className="border-t border-white/10">
        <Container className="py-6 text-center text-sm text-emerald-200">{`© ${year} ${brand.name}. ${m.site_footer_rights_reserved()}`}</Container>
      </footer>
    </div>
  )
}
