/**
 * The production server listens before its embedded database is open (docs/decisions/037-start-in-a-second.md):
 * a page is answered while the database is still opening, and a form sent meanwhile waits for it and
 * is then answered as usual (a redirect, and its row in the table), not refused. The opening is held
 * and let go by the probe (start-first.probe.mts), never timed.
 *
 * Needs the production build (`npm run build`, or RR_BUILD_DIR): `npm run test:instances`.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

const BUILD = resolve(process.env.RR_BUILD_DIR || 'build', 'server', 'index.js')
const dataDir = mkdtempSync(join(tmpdir(), 'start-first-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

type ProbeResult = { events: string[]; status: number; location: string | null; rows: { full_name: string }[] }

function runProbe(): Promise<ProbeResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/integration/start-first.probe.mts', BUILD], {
    env: { ...process.env, NODE_ENV: 'production', SUPABASE_LOCAL_DATA_DIR: dataDir, ACCESS_LOG: 'off' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout.on('data', (chunk) => (out += chunk))
  child.stderr.on('data', (chunk) => (out += chunk))
  return new Promise((resolveProbe, reject) => {
    child.once('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('{"events"'))
      if (code === 0 && line) resolveProbe(JSON.parse(line) as ProbeResult)
      else reject(new Error(`probe exited with ${code}:\n${out}`))
    })
  })
}

describe.skipIf(!existsSync(BUILD))('the production server before its database is open', () => {
  it('answers a page at once, and a form sent meanwhile once the database is open', async () => {
    const { events, status, location, rows } = await runProbe()
    expect(events).toEqual(['page 200', 'post admitted', 'database open', 'post 302'])
    expect(status).toBe(302)
    expect(location).toBe('/signup')
    expect(rows).toEqual([{ full_name: 'Ada Okafor' }])
  })
})
