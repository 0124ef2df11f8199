import { createServer, type Server } from 'node:http'

import { afterEach, describe, expect, it } from 'vitest'

import { readServerConfig } from '../../server/config.mjs'
import { listen } from '../../server/index.mjs'

// With the embedded admin password or the local mailbox on, `npm start` listens on the loopback
// address only unless HOST says otherwise, and its start-up line gives the address it really bound
// (docs/decisions/027). README's first command sets both, so anyone on the same Wi-Fi could otherwise
// sign in as the admin with the documented password or read every confirmation link.

const servers: Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))))
})

async function start(env: NodeJS.ProcessEnv) {
  const config = readServerConfig({ PORT: '0', ...env })
  const server = createServer((_req, res) => res.end('ok'))
  servers.push(server)
  const line = await listen(server, config)
  const address = server.address()
  return { line, address: typeof address === 'object' && address ? address.address : String(address) }
}

const README_LOCAL = {
  NODE_ENV: 'production',
  SITE_URL: 'http://localhost:3000',
  ADMIN_EMAIL: 'admin@example.com',
  ADMIN_PASSWORD: 'admin-local-password',
  LOCAL_MAILBOX: 'on',
}

describe('where npm start listens', () => {
  it("README's local command (admin password and mailbox on): 127.0.0.1 only, and the log says why", async () => {
    const { line, address } = await start(README_LOCAL)
    expect(address).toBe('127.0.0.1')
    expect(line).toMatch(
      /^\[server\] listening on http:\/\/127\.0\.0\.1:\d+ \(this machine only, because ADMIN_PASSWORD is set and the local mailbox is on; HOST=0\.0\.0\.0 listens on every interface\)/,
    )
    // The loopback address answers.
    const port = /:(\d+) /.exec(line)![1]
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('ok')
  })

  it('either one alone is enough: the admin password, or the mailbox (on by default outside production)', async () => {
    expect((await start({ NODE_ENV: 'production', ADMIN_PASSWORD: 'admin-local-password' })).address).toBe('127.0.0.1')
    expect((await start({ NODE_ENV: 'production', LOCAL_MAILBOX: 'on' })).address).toBe('127.0.0.1')
    expect((await start({ NODE_ENV: 'development' })).line).toContain('because the local mailbox is on')
  })

  it('HOST says otherwise: every interface, and the log gives the bound address', async () => {
    const { line, address } = await start({ ...README_LOCAL, HOST: '0.0.0.0' })
    expect(address).toBe('0.0.0.0')
    expect(line).toMatch(/^\[server\] listening on http:\/\/0\.0\.0\.0:\d+ \(every interface\)/)
  })

  it('neither on (the Docker image, a hosted project): every interface, as before', async () => {
    const plain = await start({ NODE_ENV: 'production', SITE_URL: 'https://diaspora.example.org' })
    expect(['::', '0.0.0.0']).toContain(plain.address)
    expect(plain.line).toContain('(every interface)')
    // A hosted project has no embedded admin or mailbox, whatever those variables say.
    const hosted = await start({ ...README_LOCAL, SUPABASE_URL: 'https://project.supabase.co' })
    expect(['::', '0.0.0.0']).toContain(hosted.address)
  })
})
