import { createCookie } from 'react-router'
import { z } from 'zod'

import { getEnv } from '../platform/env.server'
import { getSessionSecret } from '../platform/secrets.server'

/*
 * A reset link signs its user in (GoTrue's recovery is a one-time sign-in). The page that sets the new
 * password must only serve someone who followed such a link moments ago, not any signed-in visitor
 * (a borrowed, unlocked phone must not be enough to change the password): following the link writes
 * this short-lived signed cookie, bound to the user, and the page requires it along with the session.
 */

const GRANT_MINUTES = 15

const Grant = z.object({ userId: z.string().min(1).max(64), until: z.number().int() })

let cookie: ReturnType<typeof createCookie> | undefined
function grantCookie() {
  cookie ??= createCookie('password_reset', {
    // Not /auth/reset-password: JavaScript's form posts go to /auth/reset-password.data.
    path: '/auth',
    httpOnly: true,
    sameSite: 'lax',
    secure: getEnv().cookieSecure,
    secrets: [getSessionSecret()],
    maxAge: GRANT_MINUTES * 60,
  })
  return cookie
}

/** Appends the cookie that lets `userId` choose a new password for the next few minutes. */
export async function grantPasswordReset(headers: Headers, userId: string) {
  headers.append('Set-Cookie', await grantCookie().serialize({ userId, until: Date.now() + GRANT_MINUTES * 60_000 }))
}

/** Whether the request carries a live grant for `userId`. */
export async function hasPasswordResetGrant(request: Request, userId: string): Promise<boolean> {
  try {
    const parsed = Grant.safeParse(await grantCookie().parse(request.headers.get('Cookie')))
    return parsed.success && parsed.data.userId === userId && parsed.data.until > Date.now()
  } catch {
    return false
  }
}

/** Appends the Set-Cookie that ends the grant (after the password is saved). */
export async function endPasswordReset(headers: Headers) {
  headers.append('Set-Cookie', await grantCookie().serialize('', { maxAge: 0, expires: new Date(0) }))
}
