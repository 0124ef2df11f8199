// Who is asking, and through which URL: the client's address, protocol and host, trusting forwarded
// headers exactly as far as TRUST_PROXY says and never further.

/**
 * @typedef {{ address: string, protocol: 'http' | 'https', host: string }} ClientInfo
 */

const MAX_ADDRESS_LENGTH = 64

/** @param {string | string[] | undefined} value */
function headerList(value) {
  if (value === undefined) return []
  const joined = Array.isArray(value) ? value.join(',') : value
  return joined
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
}

/** '::ffff:127.0.0.1' -> '127.0.0.1'; lower-case; bounded. */
export function normalizeAddress(address) {
  if (typeof address !== 'string' || address === '') return 'unknown'
  let a = address.trim().toLowerCase()
  if (a.startsWith('::ffff:') && a.includes('.')) a = a.slice(7)
  // "[2001:db8::1]:443" or "203.0.113.7:1234" as some proxies write them.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(a)
  if (bracketed) a = bracketed[1]
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(a)) a = a.slice(0, a.lastIndexOf(':'))
  return a.length <= MAX_ADDRESS_LENGTH ? a : a.slice(0, MAX_ADDRESS_LENGTH)
}

/**
 * The hops of a request, nearest last: every X-Forwarded-For entry, then the socket's peer. With N
 * trusted proxies the last N hops are ours; the client is the one before them. A client can only add
 * entries on the left, which are never read while our proxies append theirs.
 *
 * @param {{ socketAddress: string | undefined, headers: import('node:http').IncomingHttpHeaders, trustProxy: number, encrypted: boolean }} input
 * @returns {ClientInfo}
 */
export function clientInfoOf({ socketAddress, headers, trustProxy, encrypted }) {
  const direct = normalizeAddress(socketAddress)
  const ownProtocol = encrypted ? 'https' : 'http'
  const ownHost = typeof headers.host === 'string' ? headers.host : ''
  if (trustProxy === 0) return { address: direct, protocol: ownProtocol, host: ownHost }

  const hops = [...headerList(headers['x-forwarded-for']), direct]
  const address = normalizeAddress(hops[Math.max(0, hops.length - 1 - trustProxy)])
  // Each proxy may append its own value; the one nearest the browser is the first we trust.
  const protos = headerList(headers['x-forwarded-proto'])
  const proto = protos[Math.max(0, protos.length - trustProxy)]?.toLowerCase()
  const hosts = headerList(headers['x-forwarded-host'])
  const host = hosts[Math.max(0, hosts.length - trustProxy)]
  return {
    address,
    protocol: proto === 'https' || proto === 'http' ? proto : ownProtocol,
    host: host ?? ownHost,
  }
}
