/** The `handle` of a page that needs no browser runtime (see `RouteHandle` in app/root.tsx). */
export const staticPageHandle = { js: false } as const

/** JavaScript is on unless a matched route's handle says `js: false`. */
export function routeNeedsJavaScript(handles: ReadonlyArray<{ js?: boolean } | null | undefined>) {
  return !handles.some((handle) => handle?.js === false)
}

/**
 * An anonymous view of the page is the same for everyone, so a shared cache may keep it: pages
 * without JavaScript, and pages whose own route says `shared: true` (app/.server/cache-policy.server.ts).
 */
export function routeIsShared(handles: ReadonlyArray<{ js?: boolean; shared?: boolean } | null | undefined>) {
  return !routeNeedsJavaScript(handles) || handles.at(-1)?.shared === true
}
