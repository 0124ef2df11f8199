import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'

import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import bcrypt from 'bcryptjs'
import ws from 'ws'

import { createLocalStack, getLocalStack, type LocalStack, type LocalStackOptions, type MailMessage } from '../../supabase/local/index'
import { serveStack } from '../../supabase/local/serve'
import { bound } from './time-scale'

/**
 * Helpers for tests that need the embedded Supabase stack. Most take an optional stack and default to
 * the process's shared one (the same the app's createSupabaseServerClient uses: SUPABASE_LOCAL_DATA_DIR,
 * ':memory:' under vitest).
 */

const quiet = () => {}

/** A new, private in-memory stack (restored from the cached migrated template: ~0.5-1 s). Close it after. */
export function freshStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  return createLocalStack({ dataDir: ':memory:', log: quiet, ...options })
}

/**
 * A fresh in-memory stack with these options, served over HTTP on a free port of 127.0.0.1 (as the CLI
 * serves it): its URL, JWT issuer and e-mail links are the served address. Stop it after.
 */
export async function servedStack(options: LocalStackOptions = {}): Promise<{ stack: LocalStack; url: string; stop(): Promise<void> }> {
  let url = ''
  let stack: LocalStack | undefined
  const served = await serveStack({ handler: (request) => stack!.handler(request) }, '127.0.0.1', 0, () => url)
  url = `http://127.0.0.1:${served.port}`
  stack = await freshStack({ url, ...options })
  return {
    stack,
    url,
    async stop() {
      await served.close()
      await stack!.close()
    },
  }
}

/** The process's shared stack, the one the app talks to. */
export function sharedStack(): Promise<LocalStack> {
  return getLocalStack({ dataDir: process.env.SUPABASE_LOCAL_DATA_DIR ?? ':memory:' })
}

export async function queryAsSuperuser<T = Record<string, unknown>>(sql: string, params: unknown[] = [], stack?: LocalStack): Promise<T[]> {
  const s = stack ?? (await sharedStack())
  return (await s.db.query<T>(sql, params)).rows
}

/** The newest mailbox message to an address, if any. */
export async function lastMailTo(email: string, stack?: LocalStack): Promise<MailMessage | undefined> {
  const s = stack ?? (await sharedStack())
  return (await s.listMail(email))[0]
}

/** The token_hash of the newest confirmation link sent to an address. */
export async function lastTokenHashFor(email: string, stack?: LocalStack): Promise<string | null> {
  const link = (await lastMailTo(email, stack))?.link
  return link ? new URL(link).searchParams.get('token_hash') : null
}

/** A confirmed user created directly in auth.users (its profile comes from the trigger). */
export async function createConfirmedUser(
  { email, password, fullName = '' }: { email: string; password: string; fullName?: string },
  stack?: LocalStack,
): Promise<{ id: string; email: string }> {
  const s = stack ?? (await sharedStack())
  const id = randomUUID()
  const normalized = email.trim().toLowerCase()
  const hash = await bcrypt.hash(password, 4) // low cost: fast tests; GoTrue accepts any bcrypt cost
  // As GoTrue writes a user: as supabase_auth_admin, the token columns '' (GoTrue cannot read NULLs).
  await s.db.transaction(async (tx) => {
    await tx.exec('set local role supabase_auth_admin')
    await tx.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
         raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
         confirmation_token, recovery_token, email_change_token_new, email_change)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3, now(),
         '{"provider": "email", "providers": ["email"]}', $4, now(), now(), '', '', '', '')`,
      [id, normalized, hash, { full_name: fullName }],
    )
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
       values ($1, $2, $3, 'email', now(), now())`,
      [id, id, { sub: id, email: normalized, email_verified: true, phone_verified: false }],
    )
  })
  return { id, email: normalized }
}

type Transport = NonNullable<NonNullable<Parameters<typeof createClient>[2]>['realtime']>['transport']

/** A plain supabase-js client on a stack (in-process) or a URL (over HTTP). */
export function clientFor(target: { url: string; anonKey: string; fetch?: typeof fetch }, key = target.anonKey): SupabaseClient {
  return createClient(target.url, key, {
    global: target.fetch ? { fetch: target.fetch } : undefined,
    realtime: { transport: ws as unknown as Transport },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType: 'pkce' },
  })
}

export interface CliServer {
  url: string
  anonKey: string
  serviceRoleKey: string
  publishableKey: string
  secretKey: string
  jwtSecret: string
  /** Everything the server printed (the mail log lines carry the confirmation links). */
  output(): string
  /** The newest confirmation link logged for an address. */
  lastLinkTo(email: string): string | undefined
  /** The CLI process's PID. */
  pid: number
  /** Sends a signal (SIGKILL: the process dies without closing anything) and resolves once it exited. */
  kill(signal: NodeJS.Signals): Promise<void>
  stop(): Promise<void>
}

/** Starts `supabase/local/cli.ts` on a free port with the given data directory and waits until it serves. */
export async function startCliServer(dataDir: string, env: Record<string, string> = {}): Promise<CliServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'supabase/local/cli.ts'], {
    cwd: process.cwd(),
    env: { ...process.env, PORT: '0', SUPABASE_LOCAL_DATA_DIR: dataDir, NODE_NO_WARNINGS: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout!.on('data', (chunk) => (out += chunk))
  child.stderr!.on('data', (chunk) => (out += chunk))
  const field = (label: string) => new RegExp(`${label}: (\\S+)`).exec(out)?.[1]
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`CLI did not start:\n${out}`)), bound(60_000))
    const check = () => {
      if (field('service_role key')) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout!.on('data', check)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`CLI exited with ${code}:\n${out}`))
    })
  })
  return {
    url: field('API URL')!,
    anonKey: field('anon key')!,
    serviceRoleKey: field('service_role key')!,
    publishableKey: field('Publishable key')!,
    secretKey: field('Secret key')!,
    jwtSecret: field('JWT secret')!,
    output: () => out,
    lastLinkTo(email) {
      const lines = out.split('\n').filter((l) => l.includes(`mail to ${email.toLowerCase()}:`))
      return /(https?:\/\/\S+)$/.exec(lines.at(-1) ?? '')?.[1]
    },
    pid: child.pid!,
    kill: (signal) =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill(signal)
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
