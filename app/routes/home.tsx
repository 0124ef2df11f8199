import { socialProofMode } from '~/.server/waitlist/social-proof.server'
import { CtaBlock } from '~/components/home/cta-block'
import { FeatureSection } from '~/components/home/feature-phone'
import { Hero } from '~/components/home/hero'
import { NavigatorTabs } from '~/components/home/navigator-tabs'
import { PartnerStrip } from '~/components/home/partner-strip'
import { Solutions } from '~/components/home/solutions'
import { StoryCarousel } from '~/components/home/story-carousel'
import { Testimonials } from '~/components/home/testimonials'
import { findTab } from '~/content/navigator'
import { splitLocale } from '~/lib/locale'
import { sitePath } from '~/lib/site-path'
import { staticPageHandle } from '~/lib/static-page'
import { m } from '~/paraglide/messages.js'
import type { RouteHandle } from '~/root'

import type { Route } from './+types/home'

// Nothing on this page needs the browser runtime: it ships no JavaScript (RouteHandle in app/root.tsx).
export const handle: RouteHandle = { ...staticPageHandle, query: ['tab'] }

export function meta({ location }: Route.MetaArgs): Route.MetaDescriptors {
  // /home is an alias of / in each language (/fr/home of /fr/): tell search engines which one to index.
  // Each language's home is its own canonical page; the hreflang alternates link them (app/root.tsx).
  const { locale, path } = splitLocale(location.pathname)
  return [
    { title: m.home_meta_title() },
    { name: 'description', content: m.home_meta_description() },
    ...(path === '/' ? [] : [{ tagName: 'link', rel: 'canonical', href: sitePath('/', locale) }]),
  ]
}

/** The navigator tab comes from `?tab=`, so the server renders the chosen tab; anything unknown means the default. */
export function loader({ request }: Route.LoaderArgs) {
  return {
    tabId: findTab(new URL(request.url).searchParams.get('tab')).id,
    // The spec's testimonials are invented: only with the simulated social proof (decision 022).
    testimonials: socialProofMode() === 'simulated',
  }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero />
      <StoryCarousel />
      <NavigatorTabs activeId={loaderData.tabId} />
      <PartnerStrip />
      <Solutions />
      <FeatureSection />
      {loaderData.testimonials ? <Testimonials /> : null}
      <CtaBlock />
    </>
  )
}
