import { existsSync, readdirSync } from 'node:fs'
import { cp, mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { createLocalStack, type LocalStack } from '../../supabase/local/index'
import { bound } from '../support/time-scale'

// New databases start from a snapshot of the migrated schema, kept by the hash of the sources that
// made it (supabase/local/template-cache.ts, docs/decisions/037-start-in-a-second.md). A migration
// added or changed is never served from the old snapshot: on a copy of supabase/ (SUPABASE_DIR) and
// a cache of its own, a new data directory made after the change has the change.

describe('the schema snapshot of new databases', () => {
  let root: string
  let supabase: string
  let cache: string
  const saved = { dir: process.env.SUPABASE_DIR, cache: process.env.SUPABASE_LOCAL_TEMPLATE_CACHE }
  const stacks: LocalStack[] = []
  const warnings = vi.spyOn(console, 'warn')

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'supabase-snapshot-'))
    supabase = join(root, 'supabase')
    cache = join(root, 'cache')
    // Its own migrations; the rest (the bootstrap, the database's worker script, which finds PGlite in
    // this project's node_modules) linked from the project.
    await mkdir(supabase)
    for (const name of await readdir('supabase')) {
      if (name === 'migrations') await cp(resolve('supabase', name), join(supabase, name), { recursive: true })
      else await symlink(resolve('supabase', name), join(supabase, name))
    }
    process.env.SUPABASE_DIR = supabase
    process.env.SUPABASE_LOCAL_TEMPLATE_CACHE = cache
  })

  afterAll(async () => {
    for (const stack of stacks) await stack.close()
    for (const [name, value] of [
      ['SUPABASE_DIR', saved.dir],
      ['SUPABASE_LOCAL_TEMPLATE_CACHE', saved.cache],
    ] as const) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
    if (root) await rm(root, { recursive: true, force: true })
  })

  async function open(name: string): Promise<LocalStack> {
    const stack = await createLocalStack({ dataDir: join(root, name), log: () => {}, admin: null })
    stacks.push(stack)
    return stack
  }

  async function close(stack: LocalStack) {
    await stack.close()
    stacks.splice(stacks.indexOf(stack), 1)
  }

  const tableExists = async (stack: LocalStack, table: string) =>
    (await stack.db.query<{ present: boolean }>('select to_regclass($1) is not null as present', [table])).rows[0]!.present
  const ledger = async (stack: LocalStack) =>
    (await stack.db.query<{ version: string }>('select version from supabase_migrations.schema_migrations order by version')).rows.map(
      (r) => r.version,
    )
  const snapshots = () => readdirSync(cache).filter((name) => /^[0-9a-f]{24}\.(tar\.gz|pgdata)$/.test(name))

  it('is made by the first new database, and a changed migration gets a snapshot of its own', { timeout: bound(300_000) }, async () => {
    // The first database of these sources is made from the migrations, and leaves their snapshot.
    const first = await open('first')
    const migrations = await ledger(first)
    expect(migrations.length).toBeGreaterThanOrEqual(2)
    expect(await tableExists(first, 'public.waitlist')).toBe(true)
    await close(first)
    expect(snapshots()).toHaveLength(2) // the archive (in-memory databases) and the directory

    // The next new directory is a copy of it: the same schema, its own keys.
    const copied = await open('copied')
    expect(await ledger(copied)).toEqual(migrations)
    expect(await tableExists(copied, 'public.waitlist')).toBe(true)
    // Copied, not made again from the migrations after a failed copy (that would say so).
    expect(warnings).not.toHaveBeenCalled()
    const reopenedFirst = await open('first')
    expect(copied.jwtSecret).not.toBe(reopenedFirst.jwtSecret)
    await close(reopenedFirst)
    await close(copied)

    // One more migration: a new directory and an in-memory database both have it.
    const added = join(supabase, 'migrations', '29991231000000_snapshot_probe.sql')
    await writeFile(added, 'create table public.snapshot_probe (id int primary key);\n')
    const afterAdding = await open('after-adding')
    expect(await tableExists(afterAdding, 'public.snapshot_probe')).toBe(true)
    expect(await ledger(afterAdding)).toEqual([...migrations, '29991231000000'])
    await close(afterAdding)
    const inMemory = await createLocalStack({ dataDir: ':memory:', log: () => {}, admin: null })
    stacks.push(inMemory)
    expect(await tableExists(inMemory, 'public.snapshot_probe')).toBe(true)
    await close(inMemory)

    // The same migration changed in place: a new directory has the changed one, not the old snapshot.
    await writeFile(added, 'create table public.snapshot_probe_changed (id int primary key);\n')
    const afterChanging = await open('after-changing')
    expect(await tableExists(afterChanging, 'public.snapshot_probe_changed')).toBe(true)
    expect(await tableExists(afterChanging, 'public.snapshot_probe')).toBe(false)
    await close(afterChanging)
    expect(snapshots()).toHaveLength(6) // three sets of sources, two forms each

    // A directory made before the migration was added gets it when it is opened again.
    const older = await open('copied')
    expect(await tableExists(older, 'public.snapshot_probe_changed')).toBe(true)
    expect(await ledger(older)).toEqual([...migrations, '29991231000000'])
    await close(older)
    expect(existsSync(join(root, 'copied', 'pgdata', 'PG_VERSION'))).toBe(true)
    expect(warnings).not.toHaveBeenCalled()
  })
})
