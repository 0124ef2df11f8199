import { Avatar } from '~/components/account/avatar'
import { buttonClass } from '~/components/ui/button'
import { Container } from '~/components/ui/container'
import { MenuIcon } from '~/components/ui/icons'
import { SiteLink } from '~/components/ui/site-link'
import { mainNav } from '~/content/site'
import type { HeaderUser } from '~/lib/header-user'
import { m } from '~/paraglide/messages.js'

import { userMenu } from './account-islands'
import { LanguageSwitcher } from './language-switcher'
import { MobileDrawer, drawerId } from './mobile-drawer'
import { Wordmark } from './wordmark'

const desktopLink = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-emerald-700 ${
    isActive ? 'text-emerald-800 bg-emerald-50' : 'text-slate-700 hover:text-emerald-800'
  }`

const switcherLink = (current: boolean) =>
  `inline-flex min-h-11 items-center rounded-md px-2 text-sm focus-visible:outline-2 focus-visible:outline-emerald-700 ${
    current ? 'font-semibold text-emerald-800 underline underline-offset-4' : 'text-slate-700 hover:text-emerald-800'
  }`

/**
 * The site header. Above 768px the links sit inline; at 768px or less they move into a drawer that is
 * a native popover, so it opens and closes without JavaScript.
 */
export function SiteHeader({ user }: { user: HeaderUser | null }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <Container className="flex min-h-16 items-center justify-between gap-4 py-1">
        <Wordmark />
        <nav aria-label={m.site_nav_main_label()} className="hidden nav:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((link) => (
              <li key={link.to}>
                <SiteLink to={link.to} className={desktopLink}>
                  {link.label()}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex shrink-0 items-center gap-2">
          <div className="hidden nav:block">
            <LanguageSwitcher linkClassName={switcherLink} />
          </div>
          {/* The account slot: the accounts work renders the avatar menu here for a signed-in user. */}
          <div className="hidden nav:block">
            {user ? (
              <userMenu.Island user={user} />
            ) : (
              <SiteLink to="/auth" className={() => buttonClass('primary', 'sm')}>
                {m.site_sign_in()}
              </SiteLink>
            )}
          </div>
          <button
            type="button"
            popoverTarget={drawerId}
            className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1 rounded-md text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-700 nav:hidden"
          >
            {/* Signed in: the avatar shows it on phones too (UX review item 12). */}
            {user ? <Avatar src={user.avatarUrl} initials={user.initials} /> : null}
            <MenuIcon />
            <span className="sr-only">{m.site_menu_button()}</span>
          </button>
        </div>
      </Container>
      <MobileDrawer user={user} />
    </header>
  )
}
