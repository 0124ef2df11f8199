/**
 * One greedy client (issue 36, the security review of 2026-11-29, N4): one address holding many
 * keep-alive sockets, each re-posting the moment it has its answer. The door
 * (docs/decisions/044-one-client-cannot-crowd-the-door.md) hands that client its requests a few at a time
 * and lets the rest wait unanswered: its sockets over the connection cap are refused and closed, it never
 * gets a stream of fast refusals to turn into its next request, its posts past a burst wait for its rate
 * (never refused), and another client is answered as usual.
 * States and statuses only, no timing.
 */
import { rmSync } from 'node:fs'
import http from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { newClientAddress, postForm, request } from './support/http'
import { type ProductionServer, startServer, tempDir } from './support/servers'

const SUBNET = 4 // this file's clients are 127.4.x.y
const client = () => newClientAddress(SUBNET)
const SOCKETS = 48
const CAP = 32
const ROUNDS = 3

let server: ProductionServer
let dataDir: string

beforeAll(async () => {
  dataDir = tempDir('security-greedy-')
  // Small numbers so that the test is cheap: 32 connections per address, 4 requests of one client at once,
  // and its posts past a burst of 8 at 50 a second (decision 044, 2026-11-29: they wait, never refused).
  server = await startServer(
    {
      MAX_CONNECTIONS_PER_CLIENT: String(CAP),
      MAX_REQUESTS_IN_FLIGHT_PER_CLIENT: '4',
      COSTLY_REQUESTS_PER_SECOND_PER_CLIENT: '50',
      COSTLY_REQUESTS_BURST_PER_CLIENT: '8',
    },
    { dataDir },
  )
})

afterAll(async () => {
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('one address with many keep-alive sockets', () => {
  it('its sockets over the cap are refused and closed, the rest are answered in turn at its rate (no 503 loop), and another client gets its page and its post', async () => {
    const greedy = client()
    const agent = new http.Agent({ keepAlive: true, maxSockets: SOCKETS })
    const invalidJoin = 'fullName=&email=not-an-address&interest=&terms='
    const answers: { status: number; body: string; connection: string | undefined }[] = []
    let started = 0
    let stopVisitor = false
    // Each socket posts an invalid join, and the next the moment it has its answer, ROUNDS times.
    const flood = Promise.all(
      Array.from({ length: SOCKETS }, async () => {
        for (let round = 0; round < ROUNDS; round++) {
          started += 1
          const answer = await request(`${server.origin}/signup`, {
            method: 'POST',
            from: greedy,
            agent,
            body: invalidJoin,
            headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.origin },
          }).catch(() => ({ status: 0, body: '', headers: {} as http.IncomingHttpHeaders }))
          answers.push({ status: answer.status, body: answer.body, connection: answer.headers.connection })
        }
      }),
    ).finally(() => (stopVisitor = true))

    // Another client, while the flood is on: a rendered page and a form post, each answered as usual.
    const visitor = client()
    const seen: number[] = []
    while (started < SOCKETS) await new Promise((resolve) => setImmediate(resolve))
    do {
      seen.push((await request(`${server.origin}/terms`, { from: visitor, headers: { Cookie: 'x=1' } })).status)
      seen.push(
        (await postForm(`${server.origin}/navigator/remittance`, { to: 'GH', amount: '200' }, { from: visitor, origin: server.origin }))
          .status,
      )
    } while (!stopVisitor && seen.length < 6)
    await flood
    agent.destroy()

    expect(seen.filter((status) => status !== 200 && status !== 303)).toEqual([])
    // Over the cap: the small "Too many connections" page, and the connection closed (or reset before
    // the answer could be read: refused all the same).
    const refused = answers.filter((a) => a.status === 429)
    expect(refused.length).toBeGreaterThan(0)
    for (const answer of refused) {
      expect(answer.body).toContain('Too many connections')
      expect(answer.connection).toBe('close')
    }
    // Within the cap every post was handled (its form's 400), in turn: no "Too busy" refusals.
    expect(answers.filter((a) => a.status === 400).length).toBeGreaterThanOrEqual(CAP)
    expect(answers.filter((a) => ![400, 429, 0].includes(a.status))).toEqual([])
  })
})
