import { randomBytes } from 'node:crypto'

export function createNonce() {
  return randomBytes(16).toString('base64')
}

/**
 * Pages whose URL carries a secret (a waitlist link's token, an account link's code or token): the
 * page is answered with `Referrer-Policy: strict-origin`, so no link, resource or form on it sends
 * that URL on as a Referer, same-origin included: at most the bare origin. Not `no-referrer`: under it
 * browsers send `Origin: null` with the page's form posts, and the CSRF origin check then refuses the
 * confirm and leave forms (docs/decisions/020-fair-and-cheap.md).
 */
const TOKEN_PATHS = new Set([
  '/waitlist/confirm',
  '/waitlist/status',
  '/waitlist/leave',
  '/auth/confirm',
  '/auth/reset-password',
  '/auth/v1/verify',
])
const TOKEN_PARAMS = ['token', 'token_hash', 'code', 'ticket']

/** Whether an answer to this URL must never be sent on as a Referer. */
export function carriesSecret(url: URL): boolean {
  return TOKEN_PATHS.has(url.pathname.replace(/\/+$/, '')) || TOKEN_PARAMS.some((name) => url.searchParams.has(name))
}

/**
 * Security headers and the CSP, set on every document and data response. Inline scripts are allowed
 * by the render's nonce, or, on a page one cached copy of which serves every visitor, by the SHA-256
 * hashes of exactly those scripts (app/.server/document/document-html.server.ts); pages without JavaScript
 * allow none.
 */
export function applySecurityHeaders(
  headers: Headers,
  { nonce, scriptHashes = [], https = false, url }: { nonce?: string; scriptHashes?: string[]; https?: boolean; url?: URL } = {},
) {
  const isDev = process.env.NODE_ENV === 'development'
  const script = ["'self'", nonce ? `'nonce-${nonce}'` : '', ...scriptHashes, isDev ? "'unsafe-inline'" : ''].filter(Boolean).join(' ')
  const csp = [
    "default-src 'self'",
    `script-src ${script}`,
    "style-src 'self'",
    `style-src-elem 'self'${nonce ? ` 'nonce-${nonce}'` : ''}${isDev ? " 'unsafe-inline'" : ''}`,
    // React renders a few style attributes (e.g. sizes); attributes cannot run code.
    "style-src-attr 'unsafe-inline'",
    // Profile avatars may be hosted elsewhere; everything else is local.
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src 'self'${isDev ? ' ws: wss:' : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
  headers.set('Content-Security-Policy', csp)
  headers.set('X-Content-Type-Options', 'nosniff')
  headers.set('X-Frame-Options', 'DENY')
  headers.set('Referrer-Policy', url !== undefined && carriesSecret(url) ? 'strict-origin' : 'strict-origin-when-cross-origin')
  headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()')
  headers.set('Cross-Origin-Opener-Policy', 'same-origin')
  // Browsers ignore HSTS over plain HTTP (RFC 6797, 8.1); it is sent only where it means something.
  if (https && process.env.NODE_ENV === 'production') {
    headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
  }
}
