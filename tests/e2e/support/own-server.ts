import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { freePort } from '../../../scripts/lib/production-server.mjs'
import { bound } from '../../support/time-scale'

// A private production server for a spec that runs a command against the embedded data directory
// (price alerts, circle reminders). The embedded database is one process's at a time, so such a spec runs
// its own app on a data directory of its own, stops it for the command (as the README says to), and
// starts it again to read the mailbox.

const BUILD = `./${process.env.RR_BUILD_DIR || 'build'}/server/index.js`

function env(dataDir: string, origin: string, port: number): NodeJS.ProcessEnv {
  const vars: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    SUPABASE_LOCAL_DATA_DIR: dataDir,
    SITE_URL: origin,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    TRUST_PROXY: '1',
    ACCESS_LOG: 'off',
    LOCAL_MAILBOX: 'on',
    NODE_NO_WARNINGS: '1',
    PORT: String(port),
    HOST: '127.0.0.1',
  }
  delete vars.SUPABASE_URL
  delete vars.SUPABASE_ANON_KEY
  delete vars.ADMIN_PASSWORD
  return vars
}

type Run = { child: ChildProcess; output: () => string }

/** Runs a node process; resolves with its output once `ready` matches (or, without `ready`, when it exits 0). */
function run(args: string[], vars: NodeJS.ProcessEnv, ready?: RegExp): Promise<Run> {
  const child = spawn(process.execPath, args, { env: vars, stdio: ['ignore', 'pipe', 'pipe'] })
  let out = ''
  const collect = (chunk: Buffer) => (out += chunk)
  child.stdout!.on('data', collect)
  child.stderr!.on('data', collect)
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer in time:\n${out}`)), bound(90_000))
    if (ready) {
      const check = () => {
        if (ready.test(out)) {
          clearTimeout(timer)
          resolve({ child, output: () => out })
        }
      }
      child.stdout!.on('data', check)
      child.stderr!.on('data', check)
    }
    child.once('exit', (code) => {
      clearTimeout(timer)
      if (!ready && code === 0) resolve({ child, output: () => out })
      else reject(new Error(`exited with ${code}:\n${out}`))
    })
  })
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.removeAllListeners('exit')
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

export type OwnServer = {
  /** `http://127.0.0.1:<port>` */
  origin: string
  /** The server's data directory (removed by `close`). */
  dataDir: string
  /** Runs a command (`node <args>`) with the server's environment, against its data directory; resolves once it exits 0. */
  command(args: string[]): Promise<{ output: () => string }>
  /** Stops the server (before a command opens the data directory). */
  stop(): Promise<void>
  /** Starts it again on the same port, data directory and session secret. */
  start(): Promise<void>
  /** Stops it and removes the data directory. */
  close(): Promise<void>
}

/** Starts the production build on a free port with a fresh data directory named `<prefix>XXXXXX`. */
export async function startOwnServer(prefix: string): Promise<OwnServer> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix))
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const vars = env(dataDir, origin, port)
  let app: Run | undefined
  const server: OwnServer = {
    origin,
    dataDir,
    command: (args) => run(args, vars),
    stop: async () => {
      if (app) await stop(app.child)
    },
    start: async () => {
      app = await run(['server/index.mjs', BUILD], vars, /\[server\] listening/)
    },
    close: async () => {
      await server.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
  try {
    await server.start()
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  return server
}
