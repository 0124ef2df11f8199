import { useEffect, useRef } from 'react'

import { buttonClass } from '~/components/ui/button'
import { CloseIcon } from '~/components/ui/icons'
import { SiteLink } from '~/components/ui/site-link'
import { mainNav } from '~/content/site'
import type { HeaderUser } from '~/lib/header-user'
import { m } from '~/paraglide/messages.js'

import { userDrawerLinks } from './account-islands'
import { useAfterNavigation } from './use-after-navigation'
import { LanguageSwitcher } from './language-switcher'
import { Wordmark } from './wordmark'

export const drawerId = 'site-drawer'

const drawerLink = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-3 text-base font-medium focus-visible:outline-2 focus-visible:outline-emerald-700 ${
    isActive ? 'bg-emerald-50 text-emerald-800' : 'text-slate-800 hover:bg-slate-50'
  }`

/**
 * The side drawer for 768px and narrower. It is a native `popover`: the header's Menu button and the
 * Close button toggle it, Escape and a click outside close it, all without JavaScript, and while it
 * is open the page behind it is inert, so Tab never leaves it (app.css). With JavaScript,
 * client-side navigation closes it too (a full page load does that on its own).
 */
export function MobileDrawer({ user }: { user: HeaderUser | null }) {
  const ref = useRef<HTMLDivElement>(null)

  useAfterNavigation(() => {
    const drawer = ref.current
    if (drawer?.matches(':popover-open')) drawer.hidePopover()
  })

  // Focus stays in the open drawer: app.css makes the rest of the page inert with
  // `interactivity: inert`; where a browser lacks it, the same is done here with the inert attribute.
  useEffect(() => {
    const drawer = ref.current
    if (!drawer || CSS.supports('interactivity', 'inert')) return
    const menuButton = document.querySelector(`[popovertarget="${drawerId}"]`)
    const behind = () =>
      [
        ...document.body.children,
        ...document.querySelectorAll('header > :not(#site-drawer) > *, header > :not(#site-drawer) > * > *'),
      ].filter((el) => !el.contains(drawer) && !el.contains(menuButton))
    const onToggle = (event: Event) => {
      const open = (event as ToggleEvent).newState === 'open'
      for (const element of behind()) (element as HTMLElement).inert = open
    }
    drawer.addEventListener('toggle', onToggle)
    return () => drawer.removeEventListener('toggle', onToggle)
  }, [])

  return (
    <div
      ref={ref}
      id={drawerId}
      popover="auto"
      aria-label={m.site_drawer_label()}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-80 max-w-[85vw] translate-x-full overflow-y-auto border-0 border-l border-slate-200 bg-white p-0 text-slate-900 shadow-2xl transition-[translate,display,overlay] transition-discrete duration-200 ease-out backdrop:bg-slate-950/40 open:translate-x-0 motion-reduce:transition-none nav:hidden starting:open:translate-x-full"
    >
      <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
        <Wordmark />
        <button
          type="button"
          popoverTarget={drawerId}
          popoverTargetAction="hide"
          className="inline-flex size-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-700"
        >
          <CloseIcon />
          <span className="sr-only">{m.site_drawer_close()}</span>
        </button>
      </div>
      <nav aria-label={m.site_nav_mobile_label()} className="px-3 py-4">
        <ul className="space-y-1">
          {mainNav.map((link) => (
            <li key={link.to}>
              <SiteLink to={link.to} className={drawerLink}>
                {link.label()}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-slate-200 px-3 py-3">
        <LanguageSwitcher linkClassName={(current) => `${drawerLink({ isActive: current })} min-h-11`} />
      </div>
      <div className="border-t border-slate-200 px-6 py-4">
        {user ? (
          <userDrawerLinks.Island user={user} />
        ) : (
          <SiteLink to="/auth" className={() => `${buttonClass('primary', 'md')} w-full`}>
            {m.site_sign_in()}
          </SiteLink>
        )}
      </div>
    </div>
  )
}
