import { handleAuth } from './auth'
import type { StackContext } from './context'
import { createFunctions, handleFunction } from './functions'
import { bearerToken, jsonResponse } from './http'
import { verifyJwt } from './jwt'
import { handleRest } from './rest'
import { SchemaCache } from './rest-schema'

/**
 * The whole stack as one Request -> Response function: the API gateway's key check, then Auth
 * (/auth/v1), REST (/rest/v1) or functions (/functions/v1). It never throws.
 */
export function createHandler(ctx: StackContext): (request: Request) => Promise<Response> {
  const schema = new SchemaCache(ctx.db)
  const functions = createFunctions(ctx)

  return async (request) => {
    try {
      const { pathname } = new URL(request.url)
      const match = /^\/(auth|rest|functions)\/v1(\/.*)?$/.exec(pathname)
      if (!match) return jsonResponse({ message: 'no Route matched with those values' }, 404)
      const [, surface, rest = '/'] = match

      // As Supabase's gateway: every request carries one of the project's API keys.
      const apikey = request.headers.get('apikey') ?? new URL(request.url).searchParams.get('apikey')
      if (!apikey) {
        return jsonResponse({ message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' }, 401)
      }
      if (apikey !== ctx.secrets.anonKey && apikey !== ctx.secrets.serviceRoleKey) {
        return jsonResponse({ message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' }, 401)
      }

      if (surface === 'auth') return await handleAuth(ctx, request, rest)

      const token = bearerToken(request) ?? apikey
      const checked = verifyJwt(token, ctx.secrets.jwtSecret)
      if (surface === 'functions') {
        if (!checked.ok) return jsonResponse({ code: 401, message: 'Invalid JWT' }, 401)
        return await handleFunction(functions, request, rest.slice(1))
      }
      if (!checked.ok) {
        const expired = checked.reason === 'expired'
        const message = expired ? 'JWT expired' : checked.reason === 'malformed' ? 'Expected 3 parts in JWT; got fewer' : 'JWSError JWSInvalidSignature'
        return jsonResponse({ code: expired ? 'PGRST303' : 'PGRST301', details: null, hint: null, message }, 401, {
          'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"`,
        })
      }
      const role = typeof checked.claims.role === 'string' && checked.claims.role ? checked.claims.role : 'anon'
      return await handleRest(ctx, schema, request, rest, { role, claims: checked.claims })
    } catch (error) {
      console.error('[supabase-local] unexpected error', error)
      return jsonResponse({ message: 'An unexpected error occurred in the embedded stack' }, 500)
    }
  }
}
