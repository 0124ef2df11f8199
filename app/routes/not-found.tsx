import { data } from 'react-router'

import { NotFoundPanel } from '~/components/layout/not-found-panel'
import { pageTitle } from '~/content/site'
import { staticPageHandle } from '~/lib/static-page'
import { m } from '~/paraglide/messages.js'
import type { RouteHandle } from '~/root'

import type { Route } from './+types/not-found'

// Nothing on this page needs the browser runtime: it ships no JavaScript (RouteHandle in app/root.tsx).
export const handle: RouteHandle = staticPageHandle

export function meta(): Route.MetaDescriptors {
  return [{ title: pageTitle(m.not_found_title()) }, { name: 'robots', content: 'noindex' }]
}

/** Any path the route table does not know: log it, answer 404 and still render the site around it. */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url)
  console.warn(`404: no route matches ${pathname}`)
  return data(null, { status: 404 })
}

export default function NotFound() {
  return <NotFoundPanel />
}
