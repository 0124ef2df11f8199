import { NavLink } from 'react-router'

import { adminCopy, adminNav } from '~/content/admin'

/**
 * The admin side menu. NavLink marks the current section with aria-current="page". On phones it is a
 * row of pills above the content that wraps rather than scrolls, so every section stays in view; from
 * the nav breakpoint (769px) up it is a vertical side menu. Plain links: no JavaScript needed.
 */
export function AdminNav() {
  return (
    <nav aria-label={adminCopy.navLabel}>
      <ul className="flex flex-wrap gap-1.5 nav:flex-col nav:gap-1">
        {adminNav.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                `block whitespace-nowrap rounded-md border px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 ${
                  isActive
                    ? 'border-emerald-700 bg-emerald-700 text-white'
                    : 'border-slate-200 text-slate-700 hover:bg-emerald-50 hover:text-emerald-900 nav:border-transparent'
                }`
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
