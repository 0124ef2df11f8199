import * as toast from 'remix-toast'
import { setToastCookieOptions } from 'remix-toast'

import { localizePath } from '~/lib/locale'
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

export { dataWithError, dataWithSuccess, getToast } from 'remix-toast'

// Redirects with a toast lead to the target in the request's language, as `redirect` does
// (app/.server/localized-redirect.server.ts, docs/decisions/030-languages.md).
const inLocale = (url: string) => localizePath(url, getLocale())
export const redirectWithToast: typeof toast.redirectWithToast = (url, ...rest) => toast.redirectWithToast(inLocale(url), ...rest)
export const redirectWithSuccess: typeof toast.redirectWithSuccess = (url, ...rest) => toast.redirectWithSuccess(inLocale(url), ...rest)
export const redirectWithError: typeof toast.redirectWithError = (url, ...rest) => toast.redirectWithError(inLocale(url), ...rest)
