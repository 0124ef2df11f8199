import { once } from 'node:events'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createRenderTurns, renderTurn } from '../../app/.server/document/render-turns.server'
import { readServerConfig } from '../../server/config.mjs'
import { createAppServer } from '../../server/index.mjs'
import { request } from '../security/support/http'

// One page render per turn of the event loop (app/.server/document/render-turns.server.ts, decision 018).

describe('render turns', () => {
  it('hands out one turn per pass of the loop, in the order asked', async () => {
    const passes: (() => void)[] = []
    const turns = createRenderTurns((callback) => passes.push(callback))
    const rendered: number[] = []
    const asked = [1, 2, 3].map((n) => turns.turn().then(() => rendered.push(n)))
    expect(passes).toHaveLength(1)
    await Promise.resolve()
    expect(rendered).toEqual([])

    const pass = async () => {
      passes.shift()!()
      await new Promise((resolve) => setImmediate(resolve))
    }
    await pass()
    expect(rendered).toEqual([1])
    expect(turns.waiting()).toBe(2)
    // A render that asks now goes after those already waiting.
    const late = turns.turn().then(() => rendered.push(4))
    await pass()
    expect(rendered).toEqual([1, 2])
    await pass()
    await pass()
    await Promise.all([...asked, late])
    expect(rendered).toEqual([1, 2, 3, 4])
    expect(passes).toHaveLength(0)
    expect(turns.waiting()).toBe(0)

    // Idle again: the next render asks for a pass of its own.
    const again = turns.turn()
    expect(passes).toHaveLength(1)
    await pass()
    await again
  })

  describe('in the production server', () => {
    // Eight pages whose data arrives at the same moment (as the database thread's answers do): each
    // render is 20 ms of synchronous work. A static file asked for meanwhile is answered after at
    // most a render or two, not after all eight.
    const RENDERS = 8
    let dataArrives!: () => void
    const data = new Promise<void>((resolve) => (dataArrives = resolve))
    const log: string[] = []
    let waitingForData = 0
    const clientDir = mkdtempSync(join(tmpdir(), 'render-turns-'))
    mkdirSync(join(clientDir, 'assets'))
    writeFileSync(join(clientDir, 'assets', 'app.css'), 'body{color:black}')
    const { server } = createAppServer({
      clientDir,
      config: { ...readServerConfig({}), accessLog: false },
      handle: async (req: Request) => {
        const path = new URL(req.url).pathname
        if (path === '/warm') return new Response('ok', { headers: { 'Content-Type': 'text/plain' } })
        waitingForData += 1
        await data
        await renderTurn()
        const until = performance.now() + 20
        while (performance.now() < until) {
          // the render's synchronous work
        }
        log.push(`render ${path}`)
        return new Response(`<p>${path}</p>`, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } })
      },
    })
    let origin = ''
    beforeAll(async () => {
      server.listen(0, '127.0.0.1')
      await once(server, 'listening')
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    })
    afterAll(() => server.close())

    it('answers a static file between two renders, not after all of them', async () => {
      const visitor = new http.Agent({ keepAlive: true, maxSockets: 1 })
      // The visitor's connection is open before the burst (no connect to wait for).
      expect((await request(`${origin}/warm`, { from: '127.30.0.1', agent: visitor })).status).toBe(200)
      const pages = Array.from({ length: RENDERS }, (_, i) => request(`${origin}/page-${i}`, { from: `127.30.1.${i + 1}` }))
      while (waitingForData < RENDERS) await new Promise((resolve) => setTimeout(resolve, 5))

      const file = request(`${origin}/assets/app.css`, { from: '127.30.0.1', agent: visitor }).then((answer) => {
        log.push('static file answered')
        return answer
      })
      // Let the visitor's request reach the server's socket, then all the data arrives at once.
      await new Promise((resolve) => setImmediate(resolve))
      dataArrives()
      const [answer, ...rendered] = await Promise.all([file, ...pages])
      visitor.destroy()
      expect(answer.status).toBe(200)
      expect(answer.body).toBe('body{color:black}')
      expect(rendered.every((page) => page.status === 200)).toBe(true)
      expect(log.filter((line) => line.startsWith('render'))).toHaveLength(RENDERS)
      // Without turns all eight renders ran in the turn the data arrived, before the file was sent.
      expect(log.indexOf('static file answered')).toBeLessThanOrEqual(2)
    })
  })
})
