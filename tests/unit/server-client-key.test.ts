import { once } from 'node:events'
import { mkdtempSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { clientKey } from '../../server/client.mjs'
import { readServerConfig } from '../../server/config.mjs'
import { createAppServer } from '../../server/index.mjs'
import { request } from '../security/support/http'

// Every per-client limit counts on clientKey (docs/decisions/036-client-keys-and-bounds.md): an IPv6 client is its
// /64, so one host cannot sidestep a limit by rotating the 2^64 addresses it is given.

describe('clientKey', () => {
  it.each([
    // IPv6: the /64, `::` expanded, lower-case, leading zeros dropped
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:DB8::1', '2001:db8:0:0::/64'],
    ['2001:0db8:0000:0000:0000:0000:0000:0001', '2001:db8:0:0::/64'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::ffff', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8:1::', '2001:db8:1:0::/64'],
    ['1::2:3:4:5:6:7', '1:0:2:3::/64'],
    ['1:2:3:4:5:6:7::', '1:2:3:4::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::', '0:0:0:0::/64'],
    [' 2001:db8::1 ', '2001:db8:0:0::/64'],
    // zone ids
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['FE80::abcd:1%25', 'fe80:0:0:0::/64'],
    // an IPv4 address written as IPv6
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['::FFFF:192.0.2.1', '192.0.2.1'],
    ['0:0:0:0:0:ffff:c000:201', '192.0.2.1'],
    ['::ffff:c000:0201', '192.0.2.1'],
    // an IPv4 address embedded otherwise is still IPv6 (NAT64): its /64
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
    // IPv4: itself
    ['192.0.2.1', '192.0.2.1'],
    ['127.20.0.2', '127.20.0.2'],
    // not an address: itself, untouched
    ['unknown', 'unknown'],
    ['direct', 'direct'],
    ['', ''],
    ['2001:db8::1::2', '2001:db8::1::2'],
    ['2001:db8:1:2:3:4:5:6:7', '2001:db8:1:2:3:4:5:6:7'],
    ['[2001:db8::1]', '[2001:db8::1]'],
    ['192.0.2.256', '192.0.2.256'],
    ['01.2.3.4', '01.2.3.4'],
    ['gggg::1', 'gggg::1'],
    ['%eth0', '%eth0'],
  ])('%j -> %j', (address, key) => {
    expect(clientKey(address)).toBe(key)
  })
})

describe('two addresses of one /64 share a limit (pages rendered per client, over HTTP)', () => {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  const created = createAppServer({
    clientDir: mkdtempSync(join(tmpdir(), 'server-client-key-')),
    // Behind one proxy, so the test can name IPv6 clients (loopback has only ::1).
    config: {
      ...readServerConfig({ TRUST_PROXY: '1', MAX_PAGES_IN_FLIGHT_PER_CLIENT: '1', MAX_PAGES_WAITING_PER_CLIENT: '0' }),
      accessLog: false,
    },
    handle: async (req: Request) => {
      if (new URL(req.url).pathname === '/slow') await held
      return new Response('<p>page</p>', { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } })
    },
  })
  let origin = ''
  beforeAll(async () => {
    created.server.listen(0, '127.0.0.1')
    await once(created.server, 'listening')
    origin = `http://127.0.0.1:${(created.server.address() as AddressInfo).port}`
  })
  afterAll(() => created.server.close())

  const from = (address: string) => ({ headers: { 'X-Forwarded-For': address } })

  it('a second address of the same /64 is refused while the first holds the one render; another /64 is not', async () => {
    const first = request(`${origin}/slow`, from('2001:db8:1:2::a'))
    while (created.renders.stats('2001:db8:1:2::/64').active === 0) await new Promise((resolve) => setTimeout(resolve, 5))

    const sameBlock = await request(`${origin}/page`, from('2001:DB8:1:2:ffff:eeee:dddd:b'))
    expect(sameBlock.status).toBe(503)
    expect(sameBlock.body).toContain('Too many pages are being asked for from your network')

    const otherBlock = await request(`${origin}/page`, from('2001:db8:1:3::a'))
    expect(otherBlock.status).toBe(200)
    const ipv4 = await request(`${origin}/page`, from('::ffff:192.0.2.7'))
    expect(ipv4.status).toBe(200)

    release()
    expect((await first).status).toBe(200)
    expect((await request(`${origin}/page`, from('2001:db8:1:2::c'))).status).toBe(200)
  })
})
