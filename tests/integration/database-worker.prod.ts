/**
 * The production server with the embedded backend (docs/decisions/019-database-worker.md):
 * - a slow query in the database does not hold up a static file or a page of the same process;
 * - a second `npm start` on the same data directory is refused with the directory and the owner's
 *   PID, and after the first is killed with -9 a new one starts on it.
 *
 * Needs the production build (`npm run build`, or RR_BUILD_DIR): `npm run test:instances`.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { startProductionServer } from '../../scripts/lib/production-server.mjs'

const BUILD_DIR = process.env.RR_BUILD_DIR || 'build'
const BUILD = resolve(BUILD_DIR, 'server', 'index.js')
const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'database-worker-'))
  dirs.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

function runProbe(dataDir: string, env: Record<string, string> = {}): Promise<{ thread: string; events: string[] }> {
  const child = spawn(process.execPath, ['tests/integration/database-worker.probe.mjs', BUILD], {
    env: { ...process.env, NODE_ENV: 'production', SUPABASE_LOCAL_DATA_DIR: dataDir, SITE_URL: 'http://127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout.on('data', (chunk) => (out += chunk))
  child.stderr.on('data', (chunk) => (out += chunk))
  return new Promise((resolveProbe, reject) => {
    child.once('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('{"thread"'))
      if (code === 0 && line) resolveProbe(JSON.parse(line))
      else reject(new Error(`probe exited with ${code}:\n${out}`))
    })
  })
}

describe.skipIf(!existsSync(BUILD))('the production server with the embedded database in its worker thread', () => {
  it('serves a static file and a page while a slow query holds the database', async () => {
    const { thread, events } = await runProbe(tempDir())
    expect(thread).toBe('worker')
    // Both answers came while the query was still running in the database.
    expect(events.slice(0, 2).sort()).toEqual(['page 200', 'static file 200'])
    expect(events[2]).toBe('slow query finished')
  })

  it('refuses a second server on the same data directory, and starts one after the first was killed with -9', async () => {
    const dataDir = tempDir()
    const first = await startProductionServer({ buildDir: BUILD_DIR, dataDir })
    let refusal = ''
    try {
      const second = await startProductionServer({ buildDir: BUILD_DIR, dataDir })
      await second.stop()
    } catch (error) {
      refusal = (error as Error).message
    }
    expect(refusal).toContain('the server exited with code 1')
    expect(refusal).toContain(
      `[server] not started: The embedded database's data directory ${dataDir} is in use by another process (PID ${first.pid})`,
    )
    // The first server is untouched.
    expect((await fetch(`${first.origin}/privacy`)).status).toBe(200)

    process.kill(first.pid!, 'SIGKILL')
    await first.exited
    const third = await startProductionServer({ buildDir: BUILD_DIR, dataDir })
    try {
      expect((await fetch(`${third.origin}/privacy`)).status).toBe(200)
      expect(third.log()).toContain(`process ${first.pid} that held it is gone`)
    } finally {
      await third.stop()
    }
    // A graceful stop (SIGTERM) closes the database and removes the lock.
    expect(existsSync(join(dataDir, 'supabase-local.lock'))).toBe(false)
  })
})
