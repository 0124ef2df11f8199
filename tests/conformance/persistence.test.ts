import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { createLocalStack } from '../../supabase/local/index'
import { clientFor, startCliServer, type CliServer } from '../support/local-stack'
import { bound } from '../support/time-scale'

// Persisted mode: what the CLI writes survives a restart, with the same keys and without re-running
// migrations or the seed.

describe('persisted embedded stack', () => {
  let dir: string | undefined
  let server: CliServer | undefined

  afterAll(async () => {
    await server?.stop()
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('keeps data, keys and the migration ledger across a restart of the CLI server', { timeout: bound(180_000) }, async () => {
    dir = await mkdtemp(join(tmpdir(), 'supabase-local-persist-'))
    server = await startCliServer(dir)
    const email = `persist.${Date.now()}@example.com`
    // As the app writes it: with the secret key (the public key cannot write the waitlist table).
    const first = clientFor(server, server.serviceRoleKey)
    const inserted = await first.from('waitlist').insert({ full_name: 'Kept Across Restarts', email, interest: 'insurance' })
    expect(inserted.error).toBeNull()
    const { anonKey, serviceRoleKey } = server
    await server.stop()

    server = await startCliServer(dir)
    expect(server.anonKey).toBe(anonKey)
    const stored = await clientFor(server, serviceRoleKey).from('waitlist').select('full_name, email').eq('email', email)
    expect(stored.error).toBeNull()
    expect(stored.data).toEqual([{ full_name: 'Kept Across Restarts', email }])
    const duplicate = await clientFor(server, serviceRoleKey).from('waitlist').insert({ full_name: 'Again', email, interest: 'banking' })
    expect(duplicate.status).toBe(409)
    await server.stop()
    server = undefined

    // Reopened in-process on the same directory: the ledger holds each migration once, the seed ran once.
    const stack = await createLocalStack({ dataDir: dir, log: () => {} })
    try {
      const ledger = await stack.db.query<{ n: number; distinct_versions: number }>(
        'select count(*)::int as n, count(distinct version)::int as distinct_versions from supabase_migrations.schema_migrations',
      )
      expect(ledger.rows[0]!.n).toBe(ledger.rows[0]!.distinct_versions)
      expect(ledger.rows[0]!.n).toBeGreaterThanOrEqual(2)
      const admins = await stack.db.query(`select 1 from auth.users where email = 'admin@example.com'`)
      expect(admins.rows).toHaveLength(1)
      expect(stack.anonKey).toBe(anonKey)
    } finally {
      await stack.close()
    }
  })
})
