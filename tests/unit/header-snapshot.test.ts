import { createCookie } from 'react-router'
import { describe, expect, it } from 'vitest'

import { readSnapshot } from '~/.server/account/header-user.server'
import { getSessionSecret } from '~/.server/platform/secrets.server'

// The header's display cookie is written by react-router's createCookie and read back with a
// synchronous HMAC (docs/decisions/049-signed-in-render-cost.md): both must agree on every cookie, and
// the reader must refuse anything the writer did not sign.

const snapshot = { id: '0b8f6c1e-2f4d-4b8a-9c1e-3d5f7a9b1c2d', email: 'ama@example.com', name: 'Ama', initials: 'A', avatarUrl: null }

async function cookieHeader(value: unknown, secret = getSessionSecret()) {
  const line = await createCookie('header_user', { path: '/', secrets: [secret] }).serialize(value)
  return line.split(';')[0]!
}

const requestWith = (cookie: string) => new Request('http://localhost/profile', { headers: { Cookie: cookie } })

describe('the header display cookie', () => {
  it('reads what createCookie signed, with other cookies around it', async () => {
    const cookie = await cookieHeader(snapshot)
    expect(readSnapshot(requestWith(cookie))).toEqual(snapshot)
    expect(readSnapshot(requestWith(`sb-x-auth-token=abc; ${cookie}; toast-session=1`))).toEqual(snapshot)
  })

  it('reads names in every script the site is written in', async () => {
    for (const name of ['Amélie Ngồ', 'አበበ በቀለ', 'Zoë 🌍']) {
      const value = { ...snapshot, name, avatarUrl: 'https://example.com/a.png' }
      expect(readSnapshot(requestWith(await cookieHeader(value)))).toEqual(value)
    }
  })

  it('refuses a cookie signed with another secret, a changed value or signature, or none', async () => {
    const cookie = await cookieHeader(snapshot)
    const forged = await cookieHeader(snapshot, 'another-secret-another-secret-another')
    expect(readSnapshot(requestWith(forged))).toBeNull()

    const [name, encoded] = [cookie.slice(0, cookie.indexOf('=')), decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1))]
    const dot = encoded.lastIndexOf('.')
    const otherUser = Buffer.from(JSON.stringify({ ...snapshot, id: 'someone-else' })).toString('base64')
    expect(readSnapshot(requestWith(`${name}=${encodeURIComponent(`${otherUser}${encoded.slice(dot)}`)}`))).toBeNull()
    const flipped = encoded.slice(0, -1) + (encoded.endsWith('A') ? 'B' : 'A')
    expect(readSnapshot(requestWith(`${name}=${encodeURIComponent(flipped)}`))).toBeNull()
    expect(readSnapshot(requestWith(`${name}=${encodeURIComponent(encoded.slice(0, dot))}`))).toBeNull()
    expect(readSnapshot(requestWith(`${name}=%E0%A4%A`))).toBeNull()
    expect(readSnapshot(requestWith('other=1'))).toBeNull()
  })

  it('refuses a signed value that is not a snapshot', async () => {
    expect(readSnapshot(requestWith(await cookieHeader({ id: snapshot.id })))).toBeNull()
    expect(readSnapshot(requestWith(await cookieHeader('plain text')))).toBeNull()
  })
})
