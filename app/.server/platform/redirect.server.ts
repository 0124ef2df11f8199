import { isSitePath, sitePath } from '~/lib/site-path'

/**
 * A redirect target chosen by a visitor (`redirectTo`) as a path of this site, in its own language:
 * `sitePath`'s answer (docs/decisions/032-one-redirect-function.md) when it takes the target as it
 * is, otherwise the fallback (`''` where there is then no target at all). Anything that is not a path
 * of this site once normalised, before and after its language prefix (absolute URLs, `//evil`,
 * `/.//evil`, `/%2e//evil`, `/fr//evil`, backslash tricks, control characters), is refused (security
 * review F12, then N2 of 2026-11-29).
 */
export function safeRedirectPath(target: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof target !== 'string' || target.length > 2048 || !isSitePath(target)) return fallback
  return sitePath(target)
}

/** The path (with query) a page was asked for, as a `redirectTo` for after sign-in. */
export function returnPathOf(request: Request): string {
  const url = new URL(request.url)
  // Client-side navigations fetch `<path>.data`; the page is `<path>`.
  const pathname =
    url.pathname === '/_root.data' ? '/' : url.pathname.endsWith('.data') ? url.pathname.slice(0, -'.data'.length) || '/' : url.pathname
  url.searchParams.delete('_routes')
  url.searchParams.delete('index')
  const search = url.searchParams.toString()
  return safeRedirectPath(pathname + (search ? `?${search}` : ''), '/')
}
