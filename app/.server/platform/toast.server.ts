import { createCookie } from 'react-router'
import * as toast from 'remix-toast'
import { setToastCookieOptions } from 'remix-toast'

import { sitePath } from '~/lib/site-path'
import { getLocale } from '~/paraglide/runtime.js'

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

let forget: ReturnType<typeof createCookie> | undefined

/**
 * The toast to show, if any. remix-toast signs a fresh cookie on every read (an HMAC through Web
 * Crypto, on every page); a request without its cookie has no toast, so nothing is read or signed.
 * Once shown, the cookie is expired rather than replaced by remix-toast's empty signed session, which
 * the browser would otherwise send, and we verify and sign again, on every later page
 * (docs/decisions/049-signed-in-render-cost.md).
 */
export async function getToast(request: Request): ReturnType<typeof toast.getToast> {
  if (!TOAST_COOKIE.test(request.headers.get('Cookie') ?? '')) return { toast: undefined, headers: new Headers() }
  const { toast: shown } = await toast.getToast(request)
  forget ??= createCookie('toast-session', { path: '/', httpOnly: true, sameSite: 'lax', secure: getEnv().cookieSecure })
  const headers = new Headers({ 'Set-Cookie': await forget.serialize('', { maxAge: 0, expires: new Date(0) }) })
  return { toast: shown, headers }
}

export { dataWithError } from 'remix-toast'

// Redirects with a toast lead to the target in the request's language, as `redirect` does
// (app/.server/platform/localized-redirect.server.ts, docs/decisions/030-languages.md), and only ever to a
// path of this site (`sitePath`, docs/decisions/032-one-redirect-function.md).
const inLocale = (url: string) => sitePath(url, getLocale())
export const redirectWithToast: typeof toast.redirectWithToast = (url, ...rest) => toast.redirectWithToast(inLocale(url), ...rest)
export const redirectWithSuccess: typeof toast.redirectWithSuccess = (url, ...rest) => toast.redirectWithSuccess(inLocale(url), ...rest)
export const redirectWithError: typeof toast.redirectWithError = (url, ...rest) => toast.redirectWithError(inLocale(url), ...rest)
