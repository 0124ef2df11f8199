import { Link } from 'react-router'

import type { HeaderUser } from '~/lib/header-user'

// Placeholder header: the public-site work replaces it (nav, drawer); the accounts work adds the user menu.
export function SiteHeader({ user }: { user: HeaderUser | null }) {
  return (
    <header className="border-b">
      <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center justify-between p-4">
        <Link to="/">Home</Link>
        {user ? <span>{user.name}</span> : <Link to="/auth">Sign in</Link>}
      </nav>
    </header>
  )
}
