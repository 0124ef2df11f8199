import { spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { getLocalStack } from '../../supabase/local/index'
import { LOCK_FILE } from '../../supabase/local/lock'
import { bound } from '../support/time-scale'

// The production server listens once its data directory is claimed, before the database is open
// (docs/decisions/037-start-in-a-second.md): getLocalStack says when the directory is this process's,
// and a directory another process holds is refused before anything of it is opened (decision 019).

describe('claiming the data directory before the database opens', () => {
  const dirs: string[] = []
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true })
  })

  it('reports the claim before the stack is open, and at once to a second caller', { timeout: bound(120_000) }, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'supabase-claim-'))
    dirs.push(dir)
    const order: string[] = []
    const opening = getLocalStack({ dataDir: dir, log: () => {}, admin: null, onClaimed: () => order.push('claimed') })
    const opened = opening.then(() => order.push('open'))
    // Claimed during the call itself: the lock is taken before the first file of the directory is read.
    expect(order).toEqual(['claimed'])
    const again = getLocalStack({ dataDir: dir, onClaimed: () => order.push('claimed again') })
    expect(again).toBe(opening)
    expect(order).toEqual(['claimed', 'claimed again'])
    await opened
    expect(order).toEqual(['claimed', 'claimed again', 'open'])
    await (await opening).close()
  })

  it('does not report a claim on a directory another process holds', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'supabase-claim-held-'))
    dirs.push(dir)
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, bound(1000))'], { stdio: 'ignore' })
    await new Promise((resolve) => holder.once('spawn', resolve))
    try {
      await writeFile(join(dir, LOCK_FILE), `${holder.pid}\n\n`)
      let claimed = false
      const opening = getLocalStack({ dataDir: dir, log: () => {}, admin: null, onClaimed: () => (claimed = true) })
      await expect(opening).rejects.toThrow(`in use by another process (PID ${holder.pid})`)
      expect(claimed).toBe(false)
    } finally {
      holder.kill('SIGKILL')
    }
  })
})
