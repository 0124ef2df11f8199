import { lazyIsland } from '~/components/lazy-island'

/**
 * The signed-in visitor's account entries: the header's avatar menu and the drawer's links. Only a
 * signed-in visitor sees them, so their code is an island (app/components/lazy-island.tsx) and stays
 * out of every anonymous page's JavaScript (docs/decisions/030-languages.md, "One language per page
 * in the browser"). Both work without their code: the menu is a native `<details>`, the links and
 * the sign-out form are plain HTML; the code adds Escape, a click outside and navigation closing the
 * menu. The root loader preloads them on the server for a signed-in visitor.
 */
export const userMenu = lazyIsland(() => import('./user-menu').then((module) => module.UserMenu))
export const userDrawerLinks = lazyIsland(() => import('./user-menu').then((module) => module.UserDrawerLinks))
