import type { AuthConfig } from './config'
import { isPlainObject, jsonResponse, readJsonBody } from './http'

/** GoTrue's HTTP conventions: error bodies, request parameters and the checks shared by endpoints. */

export const API_VERSION = '2024-01-01'
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** GoTrue's HTTPError; with the 2024-01-01 API version the body is {code, message}. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

/** GoTrue's WeakPasswordError: always sent in the old shape, {code: 422, error_code, msg, weak_password}. */
export class WeakPasswordError extends Error {
  constructor(
    message: string,
    readonly reasons: string[],
  ) {
    super(message)
  }
}

export function reply(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return jsonResponse(body, status, { 'X-Supabase-Api-Version': API_VERSION, ...headers })
}

export function errorReply(error: AuthError | WeakPasswordError): Response {
  if (error instanceof WeakPasswordError) {
    const body = { code: 422, error_code: 'weak_password', msg: error.message, weak_password: { reasons: error.reasons } }
    return reply(body, 422, { 'x-sb-error-code': 'weak_password' })
  }
  return reply({ code: error.code, message: error.message }, error.status, { 'x-sb-error-code': error.code })
}

/** The JSON body as an object ('' counts as {}). */
export async function jsonObject(request: Request): Promise<Record<string, unknown>> {
  const body = await readJsonBody(request)
  if (body === undefined) return {}
  if (!isPlainObject(body)) throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: expected an object')
  return body
}

/** A string parameter; JSON null and absence are both "". */
export function stringParam(body: Record<string, unknown>, name: string): string {
  const value = body[name]
  return typeof value === 'string' ? value : ''
}

/** GoTrue's validateEmail (mail.go): required, at most 255 characters, a valid format; lowercased. */
export function validateEmail(value: string): string {
  if (!value) throw new AuthError(400, 'validation_failed', 'An email address is required')
  if (value.length > 255) throw new AuthError(400, 'validation_failed', 'An email address is too long')
  if (!EMAIL_PATTERN.test(value)) throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format')
  return value.toLowerCase()
}

/** GoTrue's checkPasswordStrength (password.go): over 72 bytes is a 400, too short a 422 weak_password. */
export function checkPasswordStrength(password: string, config: AuthConfig) {
  if (Buffer.byteLength(password, 'utf8') > 72) {
    throw new AuthError(400, 'validation_failed', 'Password cannot be longer than 72 characters')
  }
  if (Buffer.byteLength(password, 'utf8') < config.minimumPasswordLength) {
    throw new WeakPasswordError(`Password should be at least ${config.minimumPasswordLength} characters.`, ['length'])
  }
}

export interface Pkce {
  challenge: string
  method: string
}

/** GoTrue's validatePKCEParams (pkce.go); null for the implicit flow. */
export function pkceParams(body: Record<string, unknown>): Pkce | null {
  const challenge = stringParam(body, 'code_challenge')
  const method = stringParam(body, 'code_challenge_method')
  if (!challenge && !method) return null
  if (!challenge || !method) {
    throw new AuthError(400, 'validation_failed', 'PKCE flow requires code_challenge_method and code_challenge')
  }
  if (challenge.length < 43 || challenge.length > 128) {
    throw new AuthError(400, 'validation_failed', 'code challenge has to be between 43 and 128 characters')
  }
  if (!/^[a-zA-Z._~0-9-]+$/.test(challenge)) {
    throw new AuthError(
      400,
      'validation_failed',
      'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes',
    )
  }
  const normalized = method.toLowerCase()
  if (normalized !== 's256' && normalized !== 'plain') {
    throw new AuthError(400, 'validation_failed', `unsupported code_challenge method "${method}"`)
  }
  return { challenge, method: normalized }
}

function isLoopback(hostname: string) {
  return ['localhost', '127.0.0.1', '[::1]', '::1'].includes(hostname) || /^127\.\d+\.\d+\.\d+$/.test(hostname)
}

/** GoTrue's glob match of the allow list ('*' within a path segment or host label, '**' across). */
function globMatch(pattern: string, value: string): boolean {
  let regex = ''
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!
    if (c === '*' && pattern[i + 1] === '*') {
      regex += '.*'
      i++
    } else if (c === '*') regex += '[^./]*'
    else if (c === '?') regex += '[^./]'
    else regex += c.replace(/[.+^${}()|[\]\\]/g, '\\$&')
  }
  return new RegExp(`^${regex}$`).test(value)
}

/** GoTrue's IsRedirectURLValid (utilities/request.go). */
function isRedirectAllowed(config: AuthConfig, redirectTo: string): boolean {
  if (!redirectTo) return false
  let base: URL
  let target: URL
  try {
    base = new URL(config.siteUrl)
    target = new URL(redirectTo)
  } catch {
    return false
  }
  if (
    base.hostname === target.hostname &&
    base.protocol === target.protocol &&
    (base.port === target.port || isLoopback(target.hostname))
  ) {
    return true
  }
  if (/^[0-9]+$/.test(target.hostname)) return false
  if (/^\d+\.\d+\.\d+\.\d+$/.test(target.hostname) || target.hostname.startsWith('[')) return isLoopback(target.hostname)
  const matchAgainst = redirectTo.split('#')[0]!
  return config.additionalRedirectUrls.some((pattern) => globMatch(pattern, matchAgainst))
}

/** GoTrue's GetReferrer: an allowed redirect_to (query, or the Referer header), else site_url. */
export function referrer(config: AuthConfig, request: Request): string {
  const url = new URL(request.url)
  const requested = request.headers.get('redirect_to') || url.searchParams.get('redirect_to') || ''
  if (isRedirectAllowed(config, requested)) return requested
  const referer = request.headers.get('referer') ?? ''
  if (isRedirectAllowed(config, referer)) return referer
  return config.siteUrl
}

/** Go's url.Values.Encode: keys sorted, QueryEscape (space as +). */
export function encodeValues(values: Record<string, string>): string {
  return Object.keys(values)
    .sort()
    .map((k) => `${goQueryEscape(k)}=${goQueryEscape(values[k]!)}`)
    .join('&')
}

function goQueryEscape(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replaceAll('%20', '+')
}

/** A 303 redirect as GoTrue's http.Redirect(w, r, url, http.StatusSeeOther) sends it. */
export function seeOther(location: string): Response {
  return new Response(`<a href="${location.replaceAll('&', '&amp;').replaceAll('"', '&#34;')}">See Other</a>.\n`, {
    status: 303,
    headers: { Location: location, 'Content-Type': 'text/html; charset=utf-8', 'X-Supabase-Api-Version': API_VERSION },
  })
}
