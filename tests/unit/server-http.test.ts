import { describe, expect, it } from 'vitest'

import { BodyRejected, checkDeclaredLength, checkFieldCount } from '../../server/body.mjs'
import { clientInfoOf, normalizeAddress } from '../../server/client.mjs'
import { acceptedEncodings } from '../../server/static.mjs'

// The production server's pure parts: who the client is (TRUST_PROXY), and which bodies are refused
// before anything parses them. The whole server is exercised over HTTP by the security suite.

describe('client address, protocol and host', () => {
  const headers = {
    host: 'app.internal:3000',
    'x-forwarded-for': '198.51.100.9, 203.0.113.5',
    'x-forwarded-proto': 'https',
    'x-forwarded-host': 'diaspora.example.org',
  }

  it('with TRUST_PROXY=0 uses the socket and ignores every forwarded header', () => {
    expect(clientInfoOf({ socketAddress: '::ffff:192.0.2.10', headers, trustProxy: 0, encrypted: false })).toEqual({
      address: '192.0.2.10',
      protocol: 'http',
      host: 'app.internal:3000',
    })
  })

  it('with TRUST_PROXY=1 takes the address the one proxy appended, and its protocol and host', () => {
    expect(clientInfoOf({ socketAddress: '10.0.0.2', headers, trustProxy: 1, encrypted: false })).toEqual({
      address: '203.0.113.5',
      protocol: 'https',
      host: 'diaspora.example.org',
    })
  })

  it('with TRUST_PROXY=2 skips both proxies; what a client wrote further left is never read', () => {
    const forged = { ...headers, 'x-forwarded-for': '6.6.6.6, 198.51.100.9, 203.0.113.5' }
    expect(clientInfoOf({ socketAddress: '10.0.0.2', headers: forged, trustProxy: 2, encrypted: false }).address).toBe('198.51.100.9')
    expect(clientInfoOf({ socketAddress: '10.0.0.2', headers: forged, trustProxy: 1, encrypted: false }).address).toBe('203.0.113.5')
  })

  it('falls back to the furthest hop when the chain is shorter than the proxies configured', () => {
    const info = clientInfoOf({ socketAddress: '10.0.0.2', headers: { host: 'a' }, trustProxy: 3, encrypted: false })
    expect(info).toEqual({ address: '10.0.0.2', protocol: 'http', host: 'a' })
  })

  it('ignores a protocol other than http or https', () => {
    const info = clientInfoOf({
      socketAddress: '10.0.0.2',
      headers: { ...headers, 'x-forwarded-proto': 'gopher' },
      trustProxy: 1,
      encrypted: true,
    })
    expect(info.protocol).toBe('https')
  })

  it('normalises addresses', () => {
    expect(normalizeAddress('::FFFF:127.0.0.1')).toBe('127.0.0.1')
    expect(normalizeAddress('[2001:DB8::1]:443')).toBe('2001:db8::1')
    expect(normalizeAddress('203.0.113.7:5555')).toBe('203.0.113.7')
    expect(normalizeAddress(undefined)).toBe('unknown')
    expect(normalizeAddress('x'.repeat(500))).toHaveLength(64)
  })
})

describe('bodies refused before parsing', () => {
  const rejected = (fn: () => void) => {
    try {
      fn()
    } catch (error) {
      return error instanceof BodyRejected ? error.status : 'other'
    }
    return null
  }

  it('refuses a declared length over the limit with 413 and a malformed one with 400', () => {
    expect(rejected(() => checkDeclaredLength({ 'content-length': '40000' }, 32768))).toBe(413)
    expect(rejected(() => checkDeclaredLength({ 'content-length': '-1' }, 32768))).toBe(400)
    expect(rejected(() => checkDeclaredLength({ 'content-length': '100' }, 32768))).toBeNull()
  })

  it('counts url-encoded fields, so one name repeated thousands of times never reaches a parser', () => {
    const form = 'application/x-www-form-urlencoded'
    expect(rejected(() => checkFieldCount(Buffer.from('a=1&'.repeat(64).slice(0, -1)), form, 64))).toBeNull()
    expect(rejected(() => checkFieldCount(Buffer.from('a=1&'.repeat(65).slice(0, -1)), form, 64))).toBe(400)
    expect(rejected(() => checkFieldCount(Buffer.from('a=1&'.repeat(160_000)), form, 64))).toBe(400)
  })

  it('counts multipart parts, and refuses multipart without a boundary', () => {
    const part = (i: number) => `--xyz\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`
    const body = (n: number) => Buffer.from(Array.from({ length: n }, (_, i) => part(i)).join('') + '--xyz--\r\n')
    const type = 'multipart/form-data; boundary=xyz'
    expect(rejected(() => checkFieldCount(body(64), type, 64))).toBeNull()
    expect(rejected(() => checkFieldCount(body(65), type, 64))).toBe(400)
    expect(rejected(() => checkFieldCount(body(1), 'multipart/form-data', 64))).toBe(400)
  })

  it('leaves bodies that are not forms to the app (it reads them as empty forms)', () => {
    expect(rejected(() => checkFieldCount(Buffer.from('{"a":1}'), 'application/json', 4))).toBeNull()
  })
})

describe('accepted encodings', () => {
  it('reads Accept-Encoding, without the ones given q=0', () => {
    expect([...acceptedEncodings('gzip, deflate, br;q=0')]).toEqual(['gzip', 'deflate'])
    expect([...acceptedEncodings(undefined)]).toEqual([])
  })
})
