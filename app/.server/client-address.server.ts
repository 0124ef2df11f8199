import { getEnv } from './env.server'

/**
 * The address of the client that sent the request, as far as this server can know it.
 * react-router-serve does not expose the socket address, so behind TRUST_PROXY proxies we read the
 * entry they appended to X-Forwarded-For; without a trusted proxy every client is 'direct'.
 */
export function getClientAddress(request: Request): string {
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
