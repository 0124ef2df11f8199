import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { createClient } from '@supabase/supabase-js'
import ws from 'ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { digestToken, SECRET_HEADER } from '../../supabase/functions/send-confirmation/handler'
import { servedStack } from '../support/local-stack'
import { bound } from '../support/time-scale'

// supabase/functions/send-confirmation as hosted runs it: under real Deno (the pinned `deno` devDependency,
// Supabase's Edge Functions runtime is Deno 2), with the environment names the platform injects
// (SUPABASE_URL, SUPABASE_SECRET_KEYS = {"default": "sb_secret_…"}, docs functions/secrets) and the
// project's secrets (WAITLIST_FUNCTION_SECRET, SITE_URL, RESEND_API_KEY, EMAIL_FROM), reading the
// embedded stack over HTTP through its Data API, and sending through a local fake of Resend's
// POST /emails. The app calls it as waitlist-email.server.ts does: supabase-js functions.invoke with
// the project's secret key and the shared secret in X-Waitlist-Secret. docs/decisions/027.

const FUNCTION_SECRET = 'deno-test-shared-secret-0123456789abcdef'
const RESEND_KEY = 're_test_deno_0123456789'
const SITE = 'https://diaspora.example.org'
const FROM = 'Diaspora Finance <hello@diaspora.example.org>'

interface SentEmail {
  authorization: string | undefined
  idempotencyKey: string | undefined
  body: { from: string; to: string[]; subject: string; text: string; html: string; headers: Record<string, string> }
}

/** Resend's POST /emails, on loopback: records each request; answers 200 unless a status is queued. */
function startFakeResend() {
  const received: SentEmail[] = []
  const queued: { status: number; headers?: Record<string, string> }[] = []
  const server: Server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/emails') {
        res.writeHead(404).end()
        return
      }
      received.push({
        authorization: req.headers.authorization,
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        body: JSON.parse(raw),
      })
      const next = queued.shift()
      if (next) {
        res.writeHead(next.status, { 'Content-Type': 'application/json', ...next.headers })
        res.end(JSON.stringify({ name: 'rate_limit_exceeded', message: 'Too many requests.', statusCode: next.status }))
        return
      }
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ id: `email-${received.length}` }))
    })
  })
  return new Promise<{ url: string; received: SentEmail[]; queued: typeof queued; close(): Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      resolve({
        url: `http://127.0.0.1:${port}/emails`,
        received,
        queued,
        close: () => new Promise<void>((done) => server.close(() => done())),
      })
    })
  })
}

function denoBinary(): string {
  const require = createRequire(import.meta.url)
  return (require('deno/install_api.cjs') as { runInstall(): string }).runInstall()
}

const FUNCTION_DIR = 'supabase/functions/send-confirmation'

describe('send-confirmation under real Deno against the embedded stack over HTTP', () => {
  let backend: Awaited<ReturnType<typeof servedStack>>
  let resend: Awaited<ReturnType<typeof startFakeResend>>
  let deno: ChildProcess
  let denoUrl = ''
  let denoOutput = ''
  let denoDir = ''

  beforeAll(async () => {
    backend = await servedStack()
    resend = await startFakeResend()
    denoDir = mkdtempSync(join(tmpdir(), 'deno-dir-'))
    deno = spawn(denoBinary(), ['run', '--no-prompt', '--allow-env', '--allow-net=127.0.0.1', 'index.ts'], {
      cwd: FUNCTION_DIR,
      env: {
        PATH: process.env.PATH ?? '',
        DENO_DIR: denoDir,
        DENO_NO_UPDATE_CHECK: '1',
        NO_COLOR: '1',
        // Deno.serve's address (the platform chooses it on hosted): a free loopback port.
        DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
        SUPABASE_URL: backend.url,
        SUPABASE_SECRET_KEYS: JSON.stringify({ default: backend.stack.secretKey }),
        WAITLIST_FUNCTION_SECRET: FUNCTION_SECRET,
        SITE_URL: SITE,
        RESEND_API_KEY: RESEND_KEY,
        EMAIL_FROM: FROM,
        EMAIL_API_URL: resend.url,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    deno.stdout!.on('data', (d) => (denoOutput += d))
    deno.stderr!.on('data', (d) => (denoOutput += d))
    denoUrl = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`deno did not start:\n${denoOutput}`)), bound(60_000))
      const look = () => {
        const match = /Listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(denoOutput)
        if (match) {
          clearTimeout(timer)
          resolve(match[1]!)
        }
      }
      // Deno.serve's default onListen prints the address (on stderr in Deno 2.9).
      deno.stdout!.on('data', look)
      deno.stderr!.on('data', look)
      deno.once('exit', (code) => {
        clearTimeout(timer)
        reject(new Error(`deno exited with ${code}:\n${denoOutput}`))
      })
    })
  }, bound(120_000))

  afterAll(async () => {
    deno?.kill('SIGTERM')
    await resend?.close()
    await backend?.stop()
    if (denoDir) rmSync(denoDir, { recursive: true, force: true })
  })

  /** The app's client: the project's secret key (as createSupabaseAdminClient), the function at the Deno server. */
  function appClient() {
    return createClient(denoUrl, backend.stack.secretKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: ws as never },
    })
  }

  async function invoke(body: unknown, secret: string | null) {
    const { data, error } = await appClient().functions.invoke('send-confirmation', {
      body: body as Record<string, unknown>,
      headers: secret === null ? {} : { [SECRET_HEADER]: secret },
    })
    const response = (error as { context?: Response } | null)?.context
    return { data, status: response instanceof Response ? response.status : 200 }
  }

  /** Joins the waitlist through the Data API over HTTP, as the app's joinWaitlist does. */
  async function joinWaitlist(email: string) {
    const admin = createClient(backend.url, backend.stack.secretKey, {
      auth: { persistSession: false },
      realtime: { transport: ws as never },
    })
    const { data, error } = await admin.rpc('waitlist_join', {
      p_full_name: 'Ada Obi',
      p_email: email,
      p_interest: 'investing',
      p_referral_code: null,
    })
    expect(error).toBeNull()
    expect(data).toMatchObject({ outcome: 'joined' })
  }

  it(
    'type-checks under Deno (deno check)',
    () => {
      const result = spawnSync(denoBinary(), ['check', 'index.ts'], {
        cwd: FUNCTION_DIR,
        env: { PATH: process.env.PATH ?? '', DENO_DIR: denoDir, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' },
        encoding: 'utf8',
      })
      expect(result.stderr + result.stdout).not.toMatch(/error/i)
      expect(result.status).toBe(0)
    },
    bound(60_000),
  )

  it('refuses a caller without the shared secret or with a wrong one (401) and sends nothing', async () => {
    const email = 'no-secret@example.org'
    await joinWaitlist(email)
    const before = resend.received.length
    expect(await invoke({ email, resend: false }, null)).toMatchObject({ status: 401, data: null })
    expect(await invoke({ email, resend: false }, 'wrong-secret-0123456789abcdef0123456789')).toMatchObject({ status: 401, data: null })
    expect(await invoke({ email, resend: false }, FUNCTION_SECRET.slice(0, -1))).toMatchObject({ status: 401 })
    expect(resend.received.length).toBe(before)
    // The entry's welcome e-mail is still unclaimed: the right caller gets it sent.
    expect((await invoke({ email, resend: false }, FUNCTION_SECRET)).data).toEqual({ sent: true })
  })

  it('answers 405 to anything but POST', async () => {
    const response = await fetch(denoUrl, { headers: { [SECRET_HEADER]: FUNCTION_SECRET } })
    expect(response.status).toBe(405)
  })

  it('sends nothing to an address that is not on the waitlist', async () => {
    const before = resend.received.length
    const result = await invoke({ email: 'stranger@example.org', resend: false }, FUNCTION_SECRET)
    expect(result).toEqual({ status: 200, data: { sent: false, reason: 'not_on_waitlist', retryAfter: null } })
    expect(resend.received.length).toBe(before)
  })

  it('e-mails a member once, through the e-mail API, with links whose tokens the database accepts', async () => {
    const email = 'ada.member@example.org'
    await joinWaitlist(email)
    const before = resend.received.length
    expect((await invoke({ email, resend: false }, FUNCTION_SECRET)).data).toEqual({ sent: true })
    expect(resend.received.length).toBe(before + 1)
    const sent = resend.received.at(-1)!
    expect(sent.authorization).toBe(`Bearer ${RESEND_KEY}`)
    expect(sent.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
    expect(sent.body).toMatchObject({ from: FROM, to: [email], subject: 'Confirm your spot on the Diaspora Finance waitlist' })
    expect(sent.body.text).toContain('Teach Me About Investing')
    expect(sent.body.text).not.toContain('Ada Obi') // nothing the joiner typed
    const confirm = new URL(/https:\/\/\S+\/waitlist\/confirm\?token=\S+/.exec(sent.body.text)![0])
    expect(confirm.origin).toBe(SITE)
    expect(sent.body.headers['List-Unsubscribe']).toMatch(new RegExp(`^<${SITE}/waitlist/leave\\?token=`))
    const admin = createClient(backend.url, backend.stack.secretKey, {
      auth: { persistSession: false },
      realtime: { transport: ws as never },
    })
    const { data: state } = await admin.rpc('waitlist_token_state', {
      p_token_hash: await digestToken(confirm.searchParams.get('token')!),
      p_purpose: 'confirm',
    })
    expect(state).toMatchObject({ state: 'valid', email, confirmed: false })

    // The welcome e-mail goes once per entry.
    expect((await invoke({ email, resend: false }, FUNCTION_SECRET)).data).toMatchObject({ sent: false, reason: 'already_sent' })
    expect(resend.received.length).toBe(before + 1)
  })

  it('retries a rate-limited send (429 with Retry-After) with the same Idempotency-Key, and the member gets the e-mail', async () => {
    const email = 'burst.member@example.org'
    await joinWaitlist(email)
    const before = resend.received.length
    resend.queued.push({ status: 429, headers: { 'Retry-After': '0' } })
    expect((await invoke({ email, resend: false }, FUNCTION_SECRET)).data).toEqual({ sent: true })
    const attempts = resend.received.slice(before)
    expect(attempts).toHaveLength(2)
    expect(attempts[1]!.idempotencyKey).toBe(attempts[0]!.idempotencyKey)
    expect(attempts[1]!.body.to).toEqual([email])
  })

  it('reports 502 when the e-mail API keeps refusing (the claim stands: no second e-mail on a retry by the app)', async () => {
    const email = 'refused.member@example.org'
    await joinWaitlist(email)
    resend.queued.push({ status: 500 })
    expect(await invoke({ email, resend: false }, FUNCTION_SECRET)).toMatchObject({ status: 502 })
    expect(denoOutput).toContain('send-confirmation: sending failed')
  })
})
