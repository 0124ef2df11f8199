/**
 * The header's account menu. A module of its own: the site's shell (loaded on every page with
 * JavaScript, vite.config.ts) carries these few messages, not every account screen's (./auth.ts).
 */
import { m } from '~/paraglide/messages.js'

import { lazyCopy } from './lazy-copy'

export const userMenuCopy = lazyCopy({
  profile: m.profile_menu_profile,
  admin: m.profile_menu_admin,
  signOut: m.profile_menu_sign_out,
  /** Accessible name of the avatar button; the user's name follows. */
  menuLabel: m.profile_menu_label,
})
