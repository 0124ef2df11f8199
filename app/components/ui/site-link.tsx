import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { Link, NavLink, useLocation } from 'react-router'

import { isStaticPageLink } from '~/lib/static-page'

type LinkState = { isActive: boolean }

type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className' | 'children'> & {
  to: string
  /** A function gets whether the link leads to the current page, as NavLink's does. */
  className?: string | ((state: LinkState) => string)
  children: ReactNode
}

/**
 * A link of the site's chrome and copy. A page without JavaScript (`js: false`, app/lib/static-page.ts)
 * is reached by a plain `<a>`: a full document load of a page that ships no script, with nothing for the
 * running app to hydrate, discover or render on the way (docs/decisions/017-links-to-static-pages.md).
 * Every other target is a React Router link, so pages with JavaScript keep client-side navigation.
 */
export function SiteLink({ to, className, children, ...rest }: SiteLinkProps) {
  const { pathname } = useLocation()
  if (!isStaticPageLink(to)) {
    return typeof className === 'function' ? (
      <NavLink to={to} className={className} {...rest}>
        {children}
      </NavLink>
    ) : (
      <Link to={to} className={className} {...rest}>
        {children}
      </Link>
    )
  }
  // NavLink's rule: the link is active on its own path and, unless it leads home, below it.
  const isActive = typeof className === 'function' && (pathname === to || (to !== '/' && pathname.startsWith(`${to}/`)))
  return (
    <a
      href={to}
      className={typeof className === 'function' ? className({ isActive }) : className}
      aria-current={isActive ? 'page' : undefined}
      {...rest}
    >
      {children}
    </a>
  )
}
