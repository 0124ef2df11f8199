import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import type { LocalStack, LocalStackOptions, MailMessage } from '../../supabase/local/index'
import { signJwt, type JwtClaims } from '../../supabase/local/jwt'
import { freshStack, servedStack, startCliServer } from '../support/local-stack'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The two ways the conformance suite reaches the stack: in-process (fetch = handler) and over HTTP. */
export interface Target {
  name: string
  url: string
  anonKey: string
  serviceRoleKey: string
  publishableKey: string
  secretKey: string
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
    publishableKey: stack.publishableKey,
    secretKey: stack.secretKey,
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
    publishableKey: server.publishableKey,
    secretKey: server.secretKey,
    fetch: globalThis.fetch,
    signJwt: (claims) => signJwt(claims, server.jwtSecret),
    // The log line is written before the response, but the pipe to this process may lag a little.
    async lastLink(email) {
      for (let i = 0; i < 40 && !server.lastLinkTo(email); i++) await pause(25)
      return server.lastLinkTo(email)
    },
    async mailCount(email) {
      await pause(100)
      return server
        .output()
        .split('\n')
        .filter((l) => l.includes(`mail to ${email.toLowerCase()}:`)).length
    },
    async stop() {
      await server.stop()
      await rm(dir, { recursive: true, force: true })
    },
  }
}

/**
 * A stack with options (auth overrides, templates, external URL), reached in-process or over HTTP on a
 * free port of this process. `stack` gives the database and the mailbox in both cases.
 */
export interface StackTarget {
  name: 'in-process' | 'http'
  url: string
  stack: LocalStack
  /** For supabase-js (global.fetch); undefined = the network. */
  clientFetch?: typeof fetch
  fetch: typeof fetch
  /** The newest message to an address. */
  lastMail(email: string): Promise<MailMessage | undefined>
  stop(): Promise<void>
}

export async function stackTarget(name: 'in-process' | 'http', options: LocalStackOptions = {}): Promise<StackTarget> {
  if (name === 'in-process') {
    const stack = await freshStack(options)
    return {
      name,
      url: stack.url,
      stack,
      clientFetch: stack.fetch,
      fetch: stack.fetch,
      lastMail: async (email) => (await stack.listMail(email))[0],
      stop: () => stack.close(),
    }
  }
  const served = await servedStack(options)
  return {
    name,
    url: served.url,
    stack: served.stack,
    fetch: globalThis.fetch,
    lastMail: async (email) => (await served.stack.listMail(email))[0],
    stop: served.stop,
  }
}

export const TARGET_NAMES = ['in-process', 'http'] as const
