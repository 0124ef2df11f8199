import { useEffect, useRef } from 'react'
import { Form, Link, NavLink } from '~/components/ui/localized-router'

import { Avatar } from '~/components/account/avatar'
import type { HeaderUser } from '~/lib/header-user'
import { m } from '~/paraglide/messages.js'

import { useAfterNavigation } from './use-after-navigation'

const SIGN_OUT_ACTION = '/auth/sign-out'

const menuItemBase =
  'flex w-full items-center rounded-md px-3 py-2.5 text-left text-sm font-medium focus-visible:outline-2 focus-visible:outline-emerald-700'
const menuItem = `${menuItemBase} text-slate-800 hover:bg-emerald-50 hover:text-emerald-900`

/**
 * The avatar menu of the header (wider than 768px). A native <details>: it opens and closes with a
 * click, Enter or Space without JavaScript; with JavaScript, Escape, a click outside and navigation
 * close it too.
 */
export function UserMenu({ user }: { user: HeaderUser }) {
  const ref = useRef<HTMLDetailsElement>(null)

  useAfterNavigation(() => {
    if (ref.current) ref.current.open = false
  })

  useEffect(() => {
    const details = ref.current
    if (!details) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return
      details.open = false
      details.querySelector('summary')?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false
    }
    // Tab past the last entry (or anywhere else) closes it (UX review item 7).
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null
      if (details.open && next && !details.contains(next)) details.open = false
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    details.addEventListener('focusout', onFocusOut)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
      details.removeEventListener('focusout', onFocusOut)
    }
  }, [])

  return (
    <details ref={ref} data-user-menu className="group relative">
      <summary
        // Starts with the initials the button shows, so "click AO" works for speech input (axe
        // label-content-name-mismatch, UX review item 11).
        aria-label={`${user.initials}, ${m.profile_menu_label()}: ${user.name}`}
        className="flex cursor-pointer list-none items-center gap-1 rounded-full p-0.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 [&::-webkit-details-marker]:hidden"
      >
        <Avatar src={user.avatarUrl} initials={user.initials} />
        <svg
          viewBox="0 0 20 20"
          width="16"
          height="16"
          aria-hidden="true"
          className="text-slate-500 transition-transform group-open:rotate-180"
        >
          <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </summary>
      <div className="absolute right-0 z-50 mt-2 w-64 origin-top-right rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl shadow-slate-900/10">
        <div className="border-b border-slate-100 px-3 pt-2 pb-3">
          <p className="truncate text-sm font-semibold text-slate-900">{user.name}</p>
          <p className="truncate text-sm text-slate-600">{user.email}</p>
        </div>
        <ul className="py-1">
          <li>
            <Link to="/profile" className={menuItem}>
              {m.profile_menu_profile()}
            </Link>
          </li>
          <li>
            <Link to="/circles" className={menuItem}>
              {m.circles_menu_link()}
            </Link>
          </li>
          {user.isAdmin ? (
            <li>
              <Link to="/admin" className={menuItem}>
                {m.profile_menu_admin()}
              </Link>
            </li>
          ) : null}
        </ul>
        <Form method="post" action={SIGN_OUT_ACTION} className="border-t border-slate-100 pt-1">
          <button type="submit" className={`${menuItemBase} text-red-700 hover:bg-red-50 hover:text-red-800`}>
            {m.profile_menu_sign_out()}
          </button>
        </Form>
      </div>
    </details>
  )
}

const drawerLink = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-3 text-base font-medium focus-visible:outline-2 focus-visible:outline-emerald-700 ${
    isActive ? 'bg-emerald-50 text-emerald-800' : 'text-slate-800 hover:bg-slate-50'
  }`

/** The same account entries for the mobile drawer (768px and narrower). */
export function UserDrawerLinks({ user }: { user: HeaderUser }) {
  return (
    <div data-user-drawer>
      <div className="flex items-center gap-3 pb-3">
        <Avatar src={user.avatarUrl} initials={user.initials} size="md" />
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900">{user.name}</p>
          <p className="truncate text-sm text-slate-600">{user.email}</p>
        </div>
      </div>
      <ul className="-mx-3 space-y-1">
        <li>
          <NavLink to="/profile" className={drawerLink}>
            {m.profile_menu_profile()}
          </NavLink>
        </li>
        <li>
          <NavLink to="/circles" className={drawerLink}>
            {m.circles_menu_link()}
          </NavLink>
        </li>
        {user.isAdmin ? (
          <li>
            <NavLink to="/admin" className={drawerLink}>
              {m.profile_menu_admin()}
            </NavLink>
          </li>
        ) : null}
        <li>
          <Form method="post" action={SIGN_OUT_ACTION}>
            <button
              type="submit"
              className="block w-full rounded-lg px-3 py-3 text-left text-base font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-emerald-700"
            >
              {m.profile_menu_sign_out()}
            </button>
          </Form>
        </li>
      </ul>
    </div>
  )
}
