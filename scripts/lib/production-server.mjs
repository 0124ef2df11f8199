// Starts the production build (server/index.mjs) on the embedded backend with a throwaway data
// directory, for the measuring scripts (budget, Lighthouse, bench:http). The server and its data go
// away when the returned `stop()` is called or the process exits.
import { spawn } from 'node:child_process'
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import { bound } from './time-scale.mjs'

/**
 * `exited` resolves with the child's exit code and signal.
 * `dataDir`: use (and keep) this data directory instead of a throwaway one (the durability check
 * restarts a server on the same data after killing it). `logFile`: the server writes its output to
 * this file instead of a pipe (on Linux a write to a pipe blocks the writer until the reader has
 * drained it, so a busy measuring process would otherwise slow the server it measures).
 *
 * @param {{ buildDir?: string, port?: number, env?: Record<string, string>, serverEntry?: string, cwd?: string, dataDir?: string, logFile?: string, nodeArgs?: string[] }} [options]
 */
export async function startProductionServer(options = {}) {
  const cwd = options.cwd ?? process.cwd()
  const buildDir = options.buildDir ?? (process.env.RR_BUILD_DIR || 'build')
  const serverEntry = options.serverEntry ?? resolve(cwd, buildDir, 'server', 'index.js')
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} not found - run the build first (npm run build).`)
  const port = options.port ?? (await freePort())
  const origin = `http://127.0.0.1:${port}`
  const keepData = options.dataDir !== undefined
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'measure-supabase-'))
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    SUPABASE_LOCAL_DATA_DIR: dataDir,
    SITE_URL: origin,
    ACCESS_LOG: 'off',
    // Every measuring script sends all its requests from one address: the rate of costly work per
    // client (docs/decisions/044, 2026-11-29) would measure itself. Off unless set (the greedy bench sets it).
    COSTLY_REQUESTS_PER_SECOND_PER_CLIENT: process.env.COSTLY_REQUESTS_PER_SECOND_PER_CLIENT ?? '0',
    ...options.env,
  }
  delete env.SUPABASE_URL
  delete env.SUPABASE_ANON_KEY

  let piped = ''
  const logFd = options.logFile ? openSync(options.logFile, 'a') : null
  const stdio = logFd === null ? ['ignore', 'pipe', 'pipe'] : ['ignore', logFd, logFd]
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), resolve(cwd, 'server/index.mjs'), serverEntry], { cwd, env, stdio })
  if (logFd !== null) closeSync(logFd)
  child.stdout?.on('data', (chunk) => (piped += chunk))
  child.stderr?.on('data', (chunk) => (piped += chunk))
  const log = () => (options.logFile ? readFileSync(options.logFile, 'utf8') : piped)
  /** @type {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} */
  const exited = new Promise((resolveExit) => child.once('exit', (code, signal) => resolveExit({ code, signal })))

  let stopped = false
  const cleanup = () => {
    if (child.exitCode === null && !child.killed) child.kill('SIGTERM')
    if (!keepData) rmSync(dataDir, { recursive: true, force: true })
  }
  process.once('exit', cleanup)
  async function stop() {
    if (stopped) return
    stopped = true
    if (child.exitCode === null) {
      child.kill('SIGTERM')
      await Promise.race([exited, new Promise((r) => setTimeout(r, 6_000))])
    }
    process.off('exit', cleanup)
    if (!keepData) rmSync(dataDir, { recursive: true, force: true })
  }

  // A failure bound: 60 s on a quiet machine, longer under load (decision 028).
  const startBound = bound(60_000)
  const deadline = Date.now() + startBound
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}\n${log()}`)
    try {
      const response = await fetch(`${origin}/`)
      if (response.status < 500) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`the server did not answer within ${startBound / 1000} s\n${log()}`)
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  return { origin, port, pid: child.pid, dataDir, child, exited, stop, log }
}

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer()
    probe.unref()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address())
      probe.close(() => resolvePort(port))
    })
  })
}

/** The middle value (the upper one of an even count): the figure the measuring scripts report. @param {number[]} values */
export function median(values) {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
}

/** Prints rows as an aligned table; `right` lists the columns to right-align. */
export function printTable(rows, columns, right = new Set()) {
  const widths = columns.map(([key, title]) => Math.max(title.length, ...rows.map((row) => String(row[key]).length)))
  const line = (cells) =>
    cells.map((cell, i) => (right.has(columns[i][0]) ? String(cell).padStart(widths[i]) : String(cell).padEnd(widths[i]))).join('  ')
  console.log(line(columns.map(([, title]) => title)))
  console.log(widths.map((w) => '-'.repeat(w)).join('  '))
  for (const row of rows) console.log(line(columns.map(([key]) => row[key])))
}
