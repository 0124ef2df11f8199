/**
 * The waitlist's limits hold across app instances and restarts: one backend (`npm run supabase:local`,
 * persisted in a temporary directory) and two processes of the production build pointed at it as at
 * a hosted project (SUPABASE_URL, the printed keys, SESSION_SECRET, SITE_URL, WAITLIST_FUNCTION_SECRET),
 * each served by server/index.mjs with TRUST_PROXY=0 (the client is the socket's address).
 *
 * Needs the production build (`npm run build`, or RR_BUILD_DIR): run with
 * `npm run test:instances` (scripts/test-all.sh runs it after the build).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../scripts/lib/production-server.mjs'
import { bound } from '../support/time-scale'

const BUILD = join(process.env.RR_BUILD_DIR || 'build', 'server', 'index.js')
const RATE_LIMITED = 'Too many submission attempts. Please try again later.'

type Proc = { child: ChildProcess; output: () => string; stop: () => Promise<void> }

/** Spawns a process and waits until its output matches `ready`. */
async function start(args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<Proc> {
  const child = spawn(process.execPath, args, { cwd: process.cwd(), env, stdio: ['ignore', 'pipe', 'pipe'] })
  let out = ''
  child.stdout!.on('data', (chunk) => (out += chunk))
  child.stderr!.on('data', (chunk) => (out += chunk))
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready in time:\n${out}`)), bound(90_000))
    const check = () => {
      if (ready.test(out)) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout!.on('data', check)
    child.stderr!.on('data', check)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`exited with ${code}:\n${out}`))
    })
  })
  return {
    child,
    output: () => out,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.removeAllListeners('exit')
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

type Answer = { status: number; location: string | undefined; body: string }

/** One HTTP request from a chosen local address (127.0.0.1 and 127.0.0.2 are two different clients). */
function send(
  port: number,
  method: 'GET' | 'POST',
  path: string,
  { form, from = '127.0.0.1', headers = {} }: { form?: Record<string, string>; from?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const body = form ? new URLSearchParams(form).toString() : undefined
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        localAddress: from,
        headers: {
          ...(body ? { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': Buffer.byteLength(body) } : {}),
          ...headers,
        },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body: text }))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

const dataDir = mkdtempSync(join(tmpdir(), 'waitlist-instances-'))
const secret = randomBytes(32).toString('hex')
const sessionSecret = randomBytes(32).toString('hex')
const siteUrl = 'http://waitlist.test'
let backendPort: number
let backend: Proc
let keys: { anon: string; service: string }
const apps: { port: number; proc: Proc }[] = []

async function startBackend() {
  backend = await start(
    ['--import', 'tsx', 'supabase/local/cli.ts'],
    {
      ...process.env,
      PORT: String(backendPort),
      SUPABASE_LOCAL_DATA_DIR: dataDir,
      WAITLIST_FUNCTION_SECRET: secret,
      SITE_URL: siteUrl,
      NODE_ENV: 'test',
      NODE_NO_WARNINGS: '1',
    },
    /service_role key: \S+/,
  )
  const field = (label: string) => new RegExp(`${label}: (\\S+)`).exec(backend.output())![1]!
  keys = { anon: field('anon key'), service: field('service_role key') }
}

async function startApp(port: number): Promise<Proc> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    TRUST_PROXY: '0',
    ACCESS_LOG: 'off',
    SUPABASE_URL: `http://127.0.0.1:${backendPort}`,
    SUPABASE_ANON_KEY: keys.anon,
    SUPABASE_SECRET_KEY: keys.service,
    SESSION_SECRET: sessionSecret,
    SITE_URL: siteUrl,
    WAITLIST_FUNCTION_SECRET: secret,
  }
  delete env.SUPABASE_LOCAL_DATA_DIR
  delete env.ADMIN_PASSWORD
  return start(['server/index.mjs', BUILD], env, /\[server\] listening/)
}

/** The confirmation link of the newest e-mail to an address, from the backend's mail log. */
function confirmPathFor(email: string): string {
  const lines = backend
    .output()
    .split('\n')
    .filter((l) => l.includes(`mail to ${email}:`))
  const link = /(https?:\/\/\S+)$/.exec(lines.at(-1) ?? '')?.[1]
  if (!link) throw new Error(`no mail to ${email} in the backend log`)
  const url = new URL(link)
  return `${url.pathname}${url.search}`
}

let sequence = 0
function joinForm() {
  sequence += 1
  return { fullName: 'Ada Okafor', email: `instances.${Date.now().toString(36)}.${sequence}@example.com`, interest: 'banking', terms: 'on' }
}

beforeAll(async () => {
  if (!existsSync(BUILD)) throw new Error(`${BUILD} is missing: run \`npm run build\` first (this test runs the production build)`)
  backendPort = await freePort()
  await startBackend()
  for (let i = 0; i < 2; i++) {
    const port = await freePort()
    apps.push({ port, proc: await startApp(port) })
  }
}, bound(240_000))

afterAll(async () => {
  await Promise.all(apps.map((a) => a.proc.stop()))
  await backend?.stop()
  rmSync(dataDir, { recursive: true, force: true })
}, bound(60_000))

describe('two app instances sharing one backend', () => {
  const [first, second] = [() => apps[0]!, () => apps[1]!]
  const joined: string[] = []

  it('count one client together: 3 joins in 10 minutes, the 4th refused on either instance', async () => {
    for (const app of [first(), second(), first()]) {
      const form = joinForm()
      const answer = await send(app.port, 'POST', '/signup', { form })
      expect(answer.status, answer.body.slice(0, 300)).toBe(302)
      expect(answer.location).toBe('/signup')
      joined.push(form.email)
    }
    const refused = await send(second().port, 'POST', '/signup', { form: joinForm() })
    expect(refused.status).toBe(429)
    expect(refused.body).toContain(RATE_LIMITED)
    // A forged X-Forwarded-For changes nothing when no proxy is trusted.
    const spoofed = await send(first().port, 'POST', '/signup', { form: joinForm(), headers: { 'X-Forwarded-For': '198.51.100.23' } })
    expect(spoofed.status).toBe(429)
    // Another client (another socket address) is not affected.
    const other = await send(first().port, 'POST', '/signup', { form: joinForm(), from: '127.0.0.2' })
    expect(other.status).toBe(302)
  })

  it('a link e-mailed after a join on one instance is confirmed on the other, once', async () => {
    const confirmPath = confirmPathFor(joined[0]!)
    const page = await send(second().port, 'GET', confirmPath)
    expect(page.status).toBe(200)
    expect(page.body).toContain('Confirm my spot')
    const token = new URL(confirmPath, siteUrl).searchParams.get('token')!
    const confirmed = await send(first().port, 'POST', '/waitlist/confirm', { form: { token } })
    expect(confirmed.status).toBe(302)
    expect(confirmed.location).toMatch(/^\/waitlist\/status\?token=/)
    const status = await send(second().port, 'GET', confirmed.location!)
    expect(status.status).toBe(200)
    expect(status.body).toContain('Your place')
    const replay = await send(second().port, 'POST', '/waitlist/confirm', { form: { token } })
    expect(replay.status).toBe(410)
    expect(replay.body).toContain('Your spot is already confirmed')
  })

  it('the limit survives restarting an app instance, and restarting the backend', async () => {
    await first().proc.stop()
    apps[0] = { port: first().port, proc: await startApp(first().port) }
    expect((await send(first().port, 'POST', '/signup', { form: joinForm() })).status).toBe(429)

    await backend.stop()
    await startBackend()
    expect((await send(second().port, 'POST', '/signup', { form: joinForm() })).status).toBe(429)
    expect((await send(first().port, 'POST', '/signup', { form: joinForm() })).status).toBe(429)
    // The backend kept the entries too.
    const fourth = await send(second().port, 'POST', '/signup', { form: { ...joinForm(), email: joined[1]! }, from: '127.0.0.2' })
    expect(fourth.status).toBe(400)
    expect(fourth.body).toContain('This email is already registered for early access.')
  })
})
