import { buttonClass } from '~/components/ui/button'
import { ComingSoonBadge } from '~/components/ui/coming-soon-badge'
import { Container } from '~/components/ui/container'
import { SiteLink } from '~/components/ui/site-link'
import { m } from '~/paraglide/messages.js'

/** The 404 content, shared by the catch-all route and the root error boundary. */
export function NotFoundPanel() {
  return (
    <Container className="flex flex-col items-center py-20 text-center sm:py-28">
      <h1 className="text-7xl font-extrabold tracking-tight text-emerald-700 sm:text-8xl">404</h1>
      <ComingSoonBadge label={m.site_status()} className="mt-6" />
      <p className="mt-6 max-w-md text-lg text-slate-600">{m.not_found_message()}</p>
      <SiteLink to="/" className={`${buttonClass('primary', 'lg')} mt-8`}>
        {m.not_found_home_link()}
      </SiteLink>
    </Container>
  )
}
