import { SiteLink } from '~/components/ui/site-link'
import { m } from '~/paraglide/messages.js'

/** The profile page's way to the member's savings circles (issue 35). */
export function CirclesProfileLink() {
  return (
    <p className="border-b border-slate-100 px-6 py-4 sm:px-8">
      <SiteLink to="/circles" className="font-semibold text-emerald-800 underline underline-offset-4" data-testid="profile-circles">
        {m.circles_profile_link()}
      </SiteLink>
    </p>
  )
}
