import { handleAuth } from './auth'
import type { StackContext } from './context'
import { createFunctions, handleFunction } from './functions'
import { bearerToken, jsonResponse } from './http'
import { verifyJwt, type JwtClaims } from './jwt'
import { clientKey } from './rate-limit'
import { handleRest } from './rest'
import { SchemaCache } from './rest-schema'

/**
 * The whole stack as one Request -> Response function: the API gateway's key checks, then Auth
 * (/auth/v1), REST (/rest/v1) or functions (/functions/v1). It never throws.
 *
 * The gateway as hosted (docs guides/api/api-keys): every Auth and REST request carries one of the
 * project's API keys in `apikey`: the legacy anon / service_role JWTs or the new sb_publishable_… /
 * sb_secret_… keys (a secret key from a browser is refused). A new key is not a JWT: REST takes the
 * key's role when Authorization is absent or repeats the apikey. Functions are not key-checked: with
 * verify_jwt = true (per function, config.toml) the gateway wants a valid JWT as bearer; with
 * verify_jwt = false the request reaches the function as sent.
 */

interface ApiKey {
  role: 'anon' | 'service_role'
  /** sb_publishable_ / sb_secret_ (not a JWT). */
  opaque: boolean
  secret: boolean
}

function identifyKey(ctx: StackContext, apikey: string): ApiKey | null {
  const s = ctx.secrets
  if (apikey === s.anonKey) return { role: 'anon', opaque: false, secret: false }
  if (apikey === s.serviceRoleKey) return { role: 'service_role', opaque: false, secret: false }
  if (apikey === s.publishableKey) return { role: 'anon', opaque: true, secret: false }
  if (apikey === s.secretKey) return { role: 'service_role', opaque: true, secret: true }
  return null
}

const OPEN_AUTH_ROUTES = new Set(['/verify', '/callback', '/authorize'])

/** What the hosted gateway checks: a browser's User-Agent. */
const looksLikeBrowser = (request: Request) => /Mozilla\//.test(request.headers.get('user-agent') ?? '')

function restAuthError(reason: 'expired' | 'malformed' | 'signature') {
  const expired = reason === 'expired'
  const message = expired ? 'JWT expired' : reason === 'malformed' ? 'Expected 3 parts in JWT; got fewer' : 'JWSError JWSInvalidSignature'
  return jsonResponse({ code: expired ? 'PGRST303' : 'PGRST301', details: null, hint: null, message }, 401, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"`,
  })
}

export function createHandler(ctx: StackContext): (request: Request) => Promise<Response> {
  const schema = new SchemaCache(ctx.db)
  const functions = createFunctions(ctx)

  return async (request) => {
    try {
      const { pathname, searchParams } = new URL(request.url)
      const match = /^\/(auth|rest|functions)\/v1(\/.*)?$/.exec(pathname)
      if (!match) return jsonResponse({ message: 'no Route matched with those values' }, 404)
      const [, surface, rest = '/'] = match

      if (surface === 'functions') return await functionsGateway(ctx, functions, request, rest.slice(1))
      // The gateway's open Auth routes (the CLI's kong.yml auth-v1-open*): e-mail links are followed
      // by a browser that has no API key.
      if (surface === 'auth' && OPEN_AUTH_ROUTES.has(rest)) {
        return await handleAuth(ctx, request, rest, clientKey(request, { sbForwardedFor: ctx.auth.sbForwardedFor, secretKey: false }))
      }

      const apikey = request.headers.get('apikey') ?? searchParams.get('apikey')
      if (!apikey) {
        return jsonResponse({ message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' }, 401)
      }
      const key = identifyKey(ctx, apikey)
      if (!key) {
        return jsonResponse({ message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' }, 401)
      }
      if (key.secret && looksLikeBrowser(request)) {
        return jsonResponse({ message: 'Forbidden use of secret API key in browser' }, 401)
      }

      if (surface === 'auth') {
        const client = clientKey(request, { sbForwardedFor: ctx.auth.sbForwardedFor, secretKey: key.secret })
        return await handleAuth(ctx, request, rest, client)
      }

      const bearer = bearerToken(request)
      let claims: JwtClaims
      if (!bearer || (key.opaque && bearer === apikey)) {
        if (key.opaque) claims = { role: key.role }
        else {
          const checked = verifyJwt(apikey, ctx.secrets.jwtSecret)
          if (!checked.ok) return restAuthError(checked.reason)
          claims = checked.claims
        }
      } else {
        const checked = verifyJwt(bearer, ctx.secrets.jwtSecret)
        if (!checked.ok) return restAuthError(checked.reason)
        claims = checked.claims
      }
      const role = typeof claims.role === 'string' && claims.role ? claims.role : 'anon'
      return await handleRest(ctx, schema, request, rest, { role, claims })
    } catch (error) {
      console.error('[supabase-local] unexpected error', error)
      return jsonResponse({ message: 'An unexpected error occurred in the embedded stack' }, 500)
    }
  }
}

/**
 * The functions gateway's legacy JWT check (docs troubleshooting/edge-function-401-error-response):
 * only HS256 tokens signed with the project's JWT secret pass, i.e. the legacy keys and users' access
 * tokens; a new sb_ key is no JWT.
 */
async function functionsGateway(
  ctx: StackContext,
  functions: ReturnType<typeof createFunctions>,
  request: Request,
  name: string,
): Promise<Response> {
  if (!functions.has(name)) return jsonResponse({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404)
  const verifyJwtSetting = ctx.functions[name]?.verifyJwt ?? true
  if (verifyJwtSetting) {
    const bearer = bearerToken(request)
    if (!bearer) return jsonResponse({ code: 401, message: 'Missing authorization header' }, 401)
    if (!verifyJwt(bearer, ctx.secrets.jwtSecret).ok) return jsonResponse({ code: 401, message: 'Invalid JWT' }, 401)
  }
  return handleFunction(functions, request, name)
}
