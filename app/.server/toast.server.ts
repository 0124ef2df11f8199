import { getToast as readToast, setToastCookieOptions } from 'remix-toast'

import { getEnv } from './env.server'
import { getSessionSecret } from './secrets.server'

// remix-toast keeps its options globally: configure them once, before any toast is written or read.
setToastCookieOptions({
  secrets: [getSessionSecret()],
  secure: getEnv().cookieSecure,
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
})

/** remix-toast's cookie (its default name, which the options above keep). */
const TOAST_COOKIE = /(?:^|;\s*)toast-session=/

/**
 * The toast to show, if any. remix-toast signs a fresh cookie on every read (an HMAC through Web
 * Crypto, on every page); a request without its cookie has no toast, so nothing is read or signed.
 */
export async function getToast(request: Request): ReturnType<typeof readToast> {
  if (!TOAST_COOKIE.test(request.headers.get('Cookie') ?? '')) return { toast: undefined, headers: new Headers() }
  return readToast(request)
}

export { dataWithError, redirectWithError, redirectWithSuccess, redirectWithToast } from 'remix-toast'
