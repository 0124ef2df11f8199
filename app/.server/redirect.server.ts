/**
 * A redirect target that can only ever be a path on this site: anything else (absolute URLs,
 * protocol-relative `//evil`, backslash tricks, control characters) becomes the fallback. The check
 * is made on the normalised result, which is what ends up in the Location header: `/.//evil`,
 * `/a/..//evil` and `/%2e//evil` normalise to `//evil` and are refused (security review F12).
 */
export function safeRedirectPath(target: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2048) return fallback
  if (!isSitePath(target) || /[\u0000-\u001f\u007f\\]/.test(target)) return fallback
  try {
    const url = new URL(target, 'http://local.invalid')
    if (url.origin !== 'http://local.invalid') return fallback
    const result = url.pathname + url.search + url.hash
    return isSitePath(result) ? result : fallback
  } catch {
    return fallback
  }
}

/** Starts with exactly one slash, not followed by another slash or a backslash. */
function isSitePath(path: string) {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\')
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
