import type { RouterContextProvider } from 'react-router'

import { clientKey } from '../../../server/client.mjs'
import { getEnv } from './env.server'
import { clientContext } from './request-context.server'

/** A request's context as loaders and actions get it (app/.server/platform/request-context.server.ts). */
export type RequestContext = Readonly<RouterContextProvider>

/**
 * The address of the client that sent the request. The production server reads it from the socket
 * (or from the proxies it is told to trust) and hands it over in the request's context
 * (`clientContext`). Without that server (Vite's dev server, tests calling actions directly) only
 * X-Forwarded-For is left: its Nth entry from the right with TRUST_PROXY=N, else every client shares
 * the key 'direct'.
 */
export function getClientAddress(request: Request, context: RequestContext): string {
  const fromServer = context.get(clientContext)?.address
  if (fromServer) return fromServer
  const hops = getEnv().TRUST_PROXY
  if (hops > 0) {
    const chain = (request.headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
    const address = chain[chain.length - hops]
    if (address && address.length <= 64) return address.toLowerCase()
  }
  return 'direct'
}

/**
 * What a per-client limit counts on: the client's address, an IPv6 one by its /64 (clientKey in
 * server/client.mjs, docs/decisions/036-client-keys-and-bounds.md). Never forwarded anywhere: the auth service is
 * given the address itself (getClientAddress).
 */
export function getClientKey(request: Request, context: RequestContext): string {
  return clientKey(getClientAddress(request, context))
}

export { clientKey }
