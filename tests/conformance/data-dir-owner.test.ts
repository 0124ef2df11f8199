import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { createLocalStack } from '../../supabase/local/index'
import { clientFor, startCliServer, type CliServer } from '../support/local-stack'
import { bound } from '../support/time-scale'

// One owner per data directory (docs/decisions/019-database-worker.md): a second `npm run
// supabase:local` on the same directory is refused with the directory and the owner's PID, and the
// lock of a server killed with SIGKILL does not keep the directory locked.

describe('one process per embedded data directory', () => {
  let dir: string | undefined
  const servers: CliServer[] = []

  afterAll(async () => {
    for (const server of servers) await server.stop()
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it(
    'refuses a second server on the directory, and lets one start after the first was killed with -9',
    { timeout: bound(240_000) },
    async () => {
      dir = await mkdtemp(join(tmpdir(), 'supabase-local-owner-'))
      const first = await startCliServer(dir)
      servers.push(first)
      const email = `owner.${Date.now()}@example.com`
      // Written with the secret key, as the app does (the public key cannot write the waitlist table).
      const writer = clientFor(first, first.serviceRoleKey)
      expect((await writer.from('waitlist').insert({ full_name: 'First Owner', email, interest: 'banking' })).error).toBeNull()

      // The CLI exits with the reason; nothing it did touched the first server's data.
      const refusal = await startCliServer(dir).then(
        () => null,
        (error: Error) => error.message,
      )
      expect(refusal).toMatch(/CLI exited with 1/)
      expect(refusal).toContain(`The embedded database's data directory ${dir} is in use by another process (PID ${first.pid})`)
      // Nor can this process open it in-process.
      await expect(createLocalStack({ dataDir: dir, log: () => {}, admin: null })).rejects.toThrow(`(PID ${first.pid})`)
      expect(
        (await writer.from('waitlist').insert({ full_name: 'Still Served', email: `2.${email}`, interest: 'banking' })).error,
      ).toBeNull()

      await first.kill('SIGKILL') // leaves its lock file behind
      servers.splice(servers.indexOf(first), 1)
      const second = await startCliServer(dir)
      servers.push(second)
      expect(second.output()).toContain(`process ${first.pid} that held it is gone`)
      const stored = await clientFor(second, second.serviceRoleKey)
        .from('waitlist')
        .select('email')
        .in('email', [email, `2.${email}`])
        .order('email')
      expect(stored.data).toEqual([{ email: `2.${email}` }, { email }])
    },
  )
})
