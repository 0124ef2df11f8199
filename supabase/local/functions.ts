import { createSendConfirmationHandler } from '../functions/send-confirmation/handler'
import type { StackContext } from './context'
import { BodyTooLargeError, jsonResponse, readBodyText } from './http'
import { deliverMail } from './mailbox'

/** /functions/v1/<name>: the edge functions this product has, with the local mailbox as transport. */

type FunctionHandler = (req: Request) => Promise<Response>

export function createFunctions(ctx: StackContext): Map<string, FunctionHandler> {
  return new Map([
    ['send-confirmation', createSendConfirmationHandler({ send: (message) => deliverMail(ctx.db, message, ctx.log) })],
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
