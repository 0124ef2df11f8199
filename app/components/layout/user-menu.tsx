import type { HeaderUser } from '~/lib/header-user'

// Placeholder; the accounts work builds the avatar menu (desktop) and the drawer entries (mobile).
export function UserMenu({ user }: { user: HeaderUser }) {
  return <span>{user.name}</span>
}

export function UserDrawerLinks({ user }: { user: HeaderUser }) {
  return <span>{user.name}</span>
}
