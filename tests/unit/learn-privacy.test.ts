import { once } from 'node:events'
import { mkdtempSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PUBLIC_PAGE } from '../../app/.server/document/cache-policy.server'
import { readServerConfig } from '../../server/config.mjs'
import { createAppServer } from '../../server/index.mjs'

// Issue 22: "Ask the guides" questions are never logged with anything that identifies the visitor.
// The question is in the URL (a GET form); the server's access log prints the method, the path, the
// status and the time: never the query, never the address, whether the app or the page cache answers.

describe('the access log of a question', () => {
  const lines: string[] = []
  const { server } = createAppServer({
    clientDir: mkdtempSync(join(tmpdir(), 'learn-log-')),
    config: { ...readServerConfig({}), accessLog: true, trustProxy: 1 },
    log: (line) => lines.push(line),
    handle: async () =>
      new Response(`<!doctype html><p>${'answer '.repeat(400)}</p>`, {
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': PUBLIC_PAGE, Vary: 'Cookie' },
      }),
  })
  let origin = ''
  beforeAll(async () => {
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => server.close())

  it('has the path only: not the question, not the visitor address', async () => {
    const question = 'my+secret+itin+question'
    for (let i = 0; i < 3; i++) {
      // The second and later may come from the page cache, which the log covers as well.
      const response = await fetch(`${origin}/learn?q=${question}`, { headers: { 'X-Forwarded-For': '203.0.113.77' } })
      expect(response.status).toBe(200)
      await response.arrayBuffer()
    }
    expect(lines.length).toBeGreaterThanOrEqual(3)
    for (const line of lines) {
      expect(line).toMatch(/^GET \/learn 200 /)
      expect(line).not.toMatch(/secret|q=|\?|203\.0\.113\.77|127\.0\.0\.1/)
    }
  })
})
