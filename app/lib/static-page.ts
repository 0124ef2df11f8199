/** The `handle` of a page that needs no browser runtime (see `RouteHandle` in app/root.tsx). */
export const staticPageHandle = { js: false } as const

/** JavaScript is on unless a matched route's handle says `js: false`. */
export function routeNeedsJavaScript(handles: ReadonlyArray<{ js?: boolean } | null | undefined>) {
  return !handles.some((handle) => handle?.js === false)
}
