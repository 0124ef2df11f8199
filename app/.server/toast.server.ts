import { setToastCookieOptions } from 'remix-toast'

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

export {
  dataWithError,
  getToast,
  redirectWithError,
  redirectWithSuccess,
  redirectWithToast,
} from 'remix-toast'
