import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { signJwt, type JwtClaims } from '../../supabase/local/jwt'
import { freshStack, startCliServer } from '../support/local-stack'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The two ways the conformance suite reaches the stack: in-process (fetch = handler) and over HTTP. */
export interface Target {
  name: string
  url: string
  anonKey: string
  serviceRoleKey: string
  /** Passed to supabase-js as global.fetch (undefined = the real network fetch). */
  clientFetch?: typeof fetch
  /** For raw requests with absolute URLs. */
  fetch: typeof fetch
  signJwt(claims: JwtClaims): string
  lastLink(email: string): Promise<string | undefined>
  mailCount(email: string): Promise<number>
  stop(): Promise<void>
}

export async function inProcessTarget(): Promise<Target> {
  const stack = await freshStack()
  return {
    name: 'in-process',
    url: stack.url,
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceRoleKey,
    clientFetch: stack.fetch,
    fetch: stack.fetch,
    signJwt: stack.signJwt,
    lastLink: async (email) => (await stack.listMail(email))[0]?.link ?? undefined,
    mailCount: async (email) => (await stack.listMail(email)).length,
    stop: () => stack.close(),
  }
}

export async function httpTarget(): Promise<Target> {
  const dir = await mkdtemp(join(tmpdir(), 'supabase-local-conformance-'))
  const server = await startCliServer(dir)
  return {
    name: 'http',
    url: server.url,
    anonKey: server.anonKey,
    serviceRoleKey: server.serviceRoleKey,
    fetch: globalThis.fetch,
    signJwt: (claims) => signJwt(claims, server.jwtSecret),
    // The log line is written before the response, but the pipe to this process may lag a little.
    async lastLink(email) {
      for (let i = 0; i < 40 && !server.lastLinkTo(email); i++) await pause(25)
      return server.lastLinkTo(email)
    },
    async mailCount(email) {
      await pause(100)
      return server.output().split('\n').filter((l) => l.includes(`mail to ${email.toLowerCase()}:`)).length
    },
    async stop() {
      await server.stop()
      await rm(dir, { recursive: true, force: true })
    },
  }
}
