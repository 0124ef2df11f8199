// Who is asking, and through which URL: the client's address, protocol and host, trusting forwarded
// headers exactly as far as TRUST_PROXY says and never further.

/**
 * @typedef {{ address: string, protocol: 'http' | 'https', host: string }} ClientInfo
 */

import { isIP } from 'node:net'

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

/** '::ffff:127.0.0.1' -> '127.0.0.1'; lower-case; bounded. @param {string | undefined} address @returns {string} */
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

/** The eight hextets of a valid IPv6 address (`::` expanded, a trailing dotted IPv4 as two hextets). @param {string} address */
function hextetsOf(address) {
  let text = address
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number)
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head, tail] = text.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const zeros = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => '0')
  return [...left, ...zeros, ...right].map((hextet) => Number.parseInt(hextet, 16))
}

/**
 * The key every per-client limit counts on (docs/decisions/036-client-keys-and-bounds.md): an IPv6 address by its
 * /64, the block one customer or host is given, so that rotating addresses inside it gains nothing
 * ('2001:DB8::1%eth0' -> '2001:db8:0:0::/64'); an IPv4-mapped IPv6 address as its IPv4
 * ('::ffff:192.0.2.1' -> '192.0.2.1'); IPv4 as it is. Anything else ('unknown', 'direct') is returned
 * unchanged. The address itself (not this key) is what is forwarded to the auth service.
 * @param {string} address @returns {string}
 */
export function clientKey(address) {
  if (typeof address !== 'string') return address
  const bare = address.trim().toLowerCase().replace(/%.*$/, '')
  const kind = isIP(bare)
  if (kind === 4) return bare
  if (kind !== 6) return address
  const h = hextetsOf(bare)
  if (h.slice(0, 5).every((x) => x === 0) && h[5] === 0xffff) return `${h[6] >> 8}.${h[6] & 255}.${h[7] >> 8}.${h[7] & 255}`
  return `${h
    .slice(0, 4)
    .map((x) => x.toString(16))
    .join(':')}::/64`
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
