import { buttonClass } from '~/components/ui/button'
import { ComingSoonBadge } from '~/components/ui/coming-soon-badge'
import { Container } from '~/components/ui/container'
import { SiteLink } from '~/components/ui/site-link'
import { notFoundCopy } from '~/content/site'

/** The 404 content, shared by the catch-all route and the root error boundary. */
export function NotFoundPanel() {
  return (
    <Container className="flex flex-col items-center py-20 text-center sm:py-28">
      <h1 className="text-7xl font-extrabold tracking-tight text-emerald-700 sm:text-8xl">{notFoundCopy.heading}</h1>
      <ComingSoonBadge label={notFoundCopy.badge} className="mt-6" />
      <p className="mt-6 max-w-md text-lg text-slate-600">{notFoundCopy.message}</p>
      <SiteLink to={notFoundCopy.homeLink.to} className={`${buttonClass('primary', 'lg')} mt-8`}>
        {notFoundCopy.homeLink.label}
      </SiteLink>
    </Container>
  )
}
