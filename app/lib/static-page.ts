import { type ClientLoaderFunctionArgs, redirectDocument } from 'react-router'

/** The `handle` of a page that needs no browser runtime (see `RouteHandle` in app/root.tsx). */
export const staticPageHandle = { js: false } as const

/** JavaScript is on unless a matched route's handle says `js: false`. */
export function routeNeedsJavaScript(handles: ReadonlyArray<{ js?: boolean } | null | undefined>) {
  return !handles.some((handle) => handle?.js === false)
}

/**
 * The `clientLoader` of a page that ships no JavaScript. A client-side navigation from a page that
 * has JavaScript would render it inside the running app; instead it becomes a full document load, so
 * the visitor gets exactly what the server sends (and what a shared cache holds).
 */
export function loadAsDocument({ request }: ClientLoaderFunctionArgs): never {
  const url = new URL(request.url)
  throw redirectDocument(url.pathname + url.search)
}
