/**
 * Real HTTP for the security suite: node's http/https clients, each request from a chosen loopback
 * address (the whole 127.0.0.0/8 is local on Linux), so that a server with TRUST_PROXY=0 sees
 * distinct clients without anyone trusting a header. No cookies are kept unless a jar is passed.
 */
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import https from 'node:https'
import net from 'node:net'

import { CookieJar } from '../../support/cookie-jar'
import { bound } from '../../support/time-scale'

export type Answer = {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
  ms: number
  /** Whether the request went out on a connection that had already carried one (keep-alive). */
  reusedSocket: boolean
}

export type RequestOptions = {
  method?: string
  headers?: Record<string, string>
  body?: string | Buffer
  /** The client's address (a 127.x.y.z address) or undefined for the kernel's choice. */
  from?: string
  jar?: CookieJar
  agent?: http.Agent | false
  timeoutMs?: number
}

/** One request to `url`; resolves with the whole answer (never follows redirects). */
export function request(url: string, options: RequestOptions = {}): Promise<Answer> {
  const target = new URL(url)
  const client = target.protocol === 'https:' ? https : http
  const headers: Record<string, string> = { ...options.headers }
  const cookie = options.jar?.header()
  if (cookie) headers.Cookie = cookie
  if (options.body !== undefined && headers['Content-Length'] === undefined && headers['Transfer-Encoding'] === undefined) {
    headers['Content-Length'] = String(Buffer.byteLength(options.body))
  }
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const req = client.request(
      target,
      {
        method: options.method ?? 'GET',
        headers,
        localAddress: options.from,
        agent: options.agent ?? false,
        rejectUnauthorized: false,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          options.jar?.absorbLines(res.headers['set-cookie'])
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
            reusedSocket: req.reusedSocket,
          })
        })
        res.on('error', reject)
      },
    )
    req.setTimeout(options.timeoutMs ?? bound(60_000), () =>
      req.destroy(new Error(`no answer from ${url} within ${options.timeoutMs ?? bound(60_000)} ms`)),
    )
    req.on('error', reject)
    req.end(options.body)
  })
}

/** A browser-like form POST (no JavaScript): url-encoded, Origin of the site, a navigation. */
export function postForm(url: string, fields: Record<string, string> | string, options: RequestOptions & { origin?: string } = {}) {
  const body = typeof fields === 'string' ? fields : new URLSearchParams(fields).toString()
  return request(url, {
    ...options,
    method: 'POST',
    body,
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: options.origin ?? new URL(url).origin,
      'Sec-Fetch-Mode': 'navigate',
      Accept: 'text/html',
      ...options.headers,
    },
  })
}

export { CookieJar }

let nextHost = 10
/**
 * A loopback address nobody else in this process has used: a fresh client for the server's rate
 * limits. `subnet` keeps test files apart (127.<subnet>.x.y).
 */
export function newClientAddress(subnet: number): string {
  const n = nextHost++
  return `127.${subnet}.${Math.floor(n / 250)}.${(n % 250) + 2}`
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Asks for `url` every `everyMs` until stopped; reports the slowest answer (or the time it has been
 * waiting for one still outstanding), so a server whose event loop is blocked shows up.
 */
export function heartbeat(url: string, everyMs = 200, from?: string) {
  let stopped = false
  let worst = 0
  let answered = 0
  let failures = 0
  let pendingSince: number | null = null
  let beating: () => void = () => {}
  const firstBeat = new Promise<void>((resolve) => (beating = resolve))
  const loop = (async () => {
    while (!stopped) {
      pendingSince = performance.now()
      try {
        const answer = await request(url, { from, timeoutMs: bound(120_000) })
        if (answer.status !== 200) failures += 1
        worst = Math.max(worst, answer.ms)
        answered += 1
      } catch {
        failures += 1
      }
      beating()
      pendingSince = null
      await sleep(everyMs)
    }
  })()
  return {
    /** Resolves after the first beat was answered (the loop is running). */
    started: firstBeat,
    async stop() {
      stopped = true
      const outstanding = pendingSince === null ? 0 : performance.now() - pendingSince
      await Promise.race([loop, sleep(100)])
      return { worstMs: Math.max(worst, outstanding), answered, failures }
    },
  }
}

/** Runs `count` jobs with at most `parallel` at a time; results in order. */
export async function pool<T>(count: number, parallel: number, job: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(parallel, count) }, async () => {
      while (next < count) {
        const i = next++
        results[i] = await job(i)
      }
    }),
  )
  return results
}

/**
 * Writes raw bytes on a fresh connection and collects everything the server sends back until it
 * closes the connection (or `waitMs` passes). Write errors after the server closed are expected
 * (it refuses a body by closing) and ignored. `firstByteMs` is when the first answer byte came.
 * `pauseMs` waits between the parts; `holdReadsMs` reads nothing until every part is written and
 * that long has passed (a browser still uploading when the server answers).
 */
export function rawExchange(
  port: number,
  parts: (string | Buffer)[],
  options: { from?: string; waitMs?: number; pauseMs?: number; holdReadsMs?: number } = {},
): Promise<{ text: string; firstByteMs: number | null; closed: boolean }> {
  const started = performance.now()
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let firstByteMs: number | null = null
    let settled = false
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: options.from })
    const finish = (closed: boolean) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      socket.destroy()
      resolve({ text: Buffer.concat(chunks).toString('latin1'), firstByteMs, closed })
    }
    const timer = setTimeout(() => finish(false), options.waitMs ?? bound(20_000))
    socket.on('data', (chunk: Buffer) => {
      firstByteMs ??= performance.now() - started
      chunks.push(chunk)
    })
    socket.on('error', () => {})
    socket.on('close', () => finish(true))
    socket.on('connect', async () => {
      // A client busy sending: it reads nothing until it has sent everything (plus holdReadsMs).
      if (options.holdReadsMs !== undefined) socket.pause()
      for (const part of parts) {
        if (socket.destroyed) break
        socket.write(part)
        if (options.pauseMs) await sleep(options.pauseMs)
      }
      if (options.holdReadsMs !== undefined) {
        await sleep(options.holdReadsMs)
        socket.resume()
      }
    })
  })
}

/** The status codes of every HTTP answer in a raw exchange, in order. */
export const statusLines = (text: string) => [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1]))

/**
 * Fresh e-mail addresses for a test file, each remembered in `submitted` (with the ones given) so
 * that a test can check none of them ever reaches the server's log (F15).
 */
export function addressBook(...known: string[]) {
  const submitted = new Set<string>(known)
  const email = (prefix: string) => {
    const address = `${prefix}-${randomBytes(4).toString('hex')}@example.net`
    submitted.add(address)
    return address
  }
  return { submitted, email }
}
