import { createHmac, timingSafeEqual } from 'node:crypto'

/** HS256 JSON Web Tokens, the only algorithm Supabase's legacy JWT secret uses. */

export type JwtClaims = Record<string, unknown> & { exp?: number; role?: string; sub?: string }

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))

function base64url(input: string | Buffer): string {
  return Buffer.from(input).toString('base64url')
}

export function signJwt(claims: JwtClaims, secret: string): string {
  const body = `${HEADER}.${base64url(JSON.stringify(claims))}`
  const signature = createHmac('sha256', secret).update(body).digest('base64url')
  return `${body}.${signature}`
}

export type JwtCheck = { ok: true; claims: JwtClaims } | { ok: false; reason: 'malformed' | 'signature' | 'expired'; message: string }

/** Verifies signature and expiry; never throws. */
export function verifyJwt(token: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): JwtCheck {
  const parts = token.split('.')
  if (parts.length !== 3)
    return { ok: false, reason: 'malformed', message: 'token is malformed: token contains an invalid number of segments' }
  const [header, payload, signature] = parts as [string, string, string]
  let alg: unknown
  let claims: JwtClaims
  try {
    alg = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')).alg
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  } catch {
    return { ok: false, reason: 'malformed', message: 'token is malformed: could not JSON decode header or claims' }
  }
  if (alg !== 'HS256' || typeof claims !== 'object' || claims === null || Array.isArray(claims)) {
    return { ok: false, reason: 'signature', message: 'token signature is invalid: signing method is not HS256' }
  }
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'signature', message: 'token signature is invalid: signature is invalid' }
  }
  if (typeof claims.exp === 'number' && claims.exp <= nowSeconds) {
    return { ok: false, reason: 'expired', message: 'token has invalid claims: token is expired' }
  }
  return { ok: true, claims }
}
