import { createHash } from 'node:crypto'

import { createRestCircleClaims } from '../functions/send-confirmation/circle-mail'
import { createRestWaitlistStore, createSendConfirmationHandler } from '../functions/send-confirmation/handler'
import type { StackContext } from './context'
import { BodyTooLargeError, jsonResponse, readBodyText } from './http'
import { verifyJwt } from './jwt'
import { deliverMail } from './mailbox'
import { handleRest } from './rest'
import { SchemaCache } from './rest-schema'

/** /functions/v1/<name>: the edge functions this product has, with the local mailbox as transport. */

type FunctionHandler = (req: Request) => Promise<Response>

/**
 * The send-confirmation function's shared secret on the embedded stack: WAITLIST_FUNCTION_SECRET
 * when set (a stack served by `npm run supabase:local` to apps configured as for hosted), else one
 * derived from the stack's own service-role key, which the in-process app derives the same way.
 */
export function localWaitlistFunctionSecret(serviceRoleKey: string): string {
  return process.env.WAITLIST_FUNCTION_SECRET || createHash('sha256').update(`send-confirmation:${serviceRoleKey}`).digest('hex')
}

export function createFunctions(ctx: StackContext): Map<string, FunctionHandler> {
  // As on hosted, the function reads the database through the Data API with the service key.
  const schema = new SchemaCache(ctx.db)
  const service = verifyJwt(ctx.secrets.serviceRoleKey, ctx.secrets.jwtSecret)
  const restFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const path = new URL(request.url).pathname.replace(/^\/rest\/v1/, '')
    if (!service.ok) return jsonResponse({ message: 'Invalid API key' }, 401)
    return handleRest(ctx, schema, request, path, { role: 'service_role', claims: service.claims })
  }) as typeof fetch

  return new Map([
    [
      'send-confirmation',
      createSendConfirmationHandler({
        secret: localWaitlistFunctionSecret(ctx.secrets.serviceRoleKey),
        siteUrl: ctx.auth.siteUrl,
        store: createRestWaitlistStore({ url: ctx.url, serviceKey: ctx.secrets.serviceRoleKey, fetch: restFetch }),
        circles: createRestCircleClaims({ url: ctx.url, serviceKey: ctx.secrets.serviceRoleKey, fetch: restFetch }),
        send: (message) => deliverMail(ctx.db, message, ctx.log),
      }),
    ],
  ])
}

export async function handleFunction(functions: Map<string, FunctionHandler>, request: Request, name: string) {
  const fn = functions.get(name)
  if (!fn) return jsonResponse({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404)
  let body: string | undefined
  try {
    body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await readBodyText(request)
  } catch (error) {
    if (error instanceof BodyTooLargeError) return jsonResponse({ code: 'PAYLOAD_TOO_LARGE', message: error.message }, 413)
    throw error
  }
  return fn(new Request(request.url, { method: request.method, headers: request.headers, body }))
}
