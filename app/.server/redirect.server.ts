/**
 * A redirect target that can only ever be a path on this site: anything else (absolute URLs,
 * protocol-relative `//evil`, backslash tricks, control characters) becomes the fallback.
 */
export function safeRedirectPath(target: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2048) return fallback
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback
  if (/[\u0000-\u001f\\]/.test(target)) return fallback
  try {
    const url = new URL(target, 'http://local.invalid')
    if (url.origin !== 'http://local.invalid') return fallback
    return url.pathname + url.search + url.hash
  } catch {
    return fallback
  }
}
