import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs'
import { cp, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'

import type { Database, DataDirCopy } from './database'

/*
 * New databases start from a snapshot of the migrated, seeded schema instead of running initdb, the
 * bootstrap, every migration and the seed (about 7 s of CPU on a 2-core machine). Snapshots are kept
 * by the hash of everything that made them (db.ts readSqlSources: PGlite's version, bootstrap.sql,
 * every migration's name and text, seed.sql), so a changed migration is never served from an old one:
 * its hash has no snapshot yet, and the first new database made with it makes one.
 *
 * Two forms of the same state, in one cache directory (SUPABASE_LOCAL_TEMPLATE_CACHE; 'off' for none):
 * - <hash>.tar.gz, PGlite's dumpDataDir(): what an in-memory database loads (loadDataDir);
 * - <hash>.pgdata/, a closed data directory: a new data directory is a copy of it (a file copy costs
 *   about 0.1 s of CPU where loading the archive into a directory costs about 1.9 s).
 * Neither holds keys or accounts: the snapshot is taken before the stack writes its secrets and before
 * the admin account exists, and a database made from one gets new secrets (db.ts loadSecrets).
 * docs/decisions/037-start-in-a-second.md.
 */

export interface TemplateCache {
  /** dumpDataDir() archive. */
  archive: string
  /** A closed PGlite data directory (pgdata). */
  directory: string
}

/** Entries not used for this long are removed when a new one is saved. */
const UNUSED_FOR_MS = 7 * 24 * 3600 * 1000
/** An entry, or one a process stopped while writing it left behind (staging below). */
const ENTRY = /^[0-9a-f]{24}\.(tar\.gz|pgdata)(\.\d+\.[0-9a-f]{8})?$/

let warned = false

/**
 * The cache entries for a hash, or null when there is no cache: switched off, or a directory this
 * process must not trust (another user's, or writable by others: whoever can write it chooses the
 * schema every new database starts with).
 */
export function templateCache(hash: string): TemplateCache | null {
  const setting = process.env.SUPABASE_LOCAL_TEMPLATE_CACHE
  if (setting === 'off') return null
  const dir = setting || join(tmpdir(), 'supabase-local-templates')
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 })
    const { uid, mode } = statSync(dir)
    const owner = process.getuid?.()
    if ((owner !== undefined && uid !== owner) || (mode & 0o022) !== 0) throw new Error('owned by another user or writable by others')
  } catch (error) {
    if (!warned) console.warn(`[supabase-local] not using the database template cache ${dir}:`, (error as Error).message)
    warned = true
    return null
  }
  return { archive: join(dir, `${hash}.tar.gz`), directory: join(dir, `${hash}.pgdata`) }
}

/** Whether the snapshot directory is there (it appears whole: saveDirectory renames it into place). */
export function hasDirectory(cache: TemplateCache): boolean {
  return existsSync(join(cache.directory, 'PG_VERSION'))
}

/**
 * How to copy the snapshot directory to `pgdata` (database.ts OpenOptions.copy: made beside it and
 * renamed into place, so a process stopped halfway leaves no half database), or null when `pgdata`
 * has files already: nothing of anyone's is ever overwritten. The caller holds the data directory's
 * lock, so copies that a stopped process left beside it are removed here.
 */
export async function copyOfDirectory(cache: TemplateCache, pgdata: string): Promise<DataDirCopy | null> {
  if (existsSync(pgdata) && readdirSync(pgdata).length > 0) return null
  const parent = join(pgdata, '..')
  const prefix = `${basename(pgdata)}.copy-`
  for (const name of readdirSync(parent)) if (name.startsWith(prefix)) await rm(join(parent, name), { recursive: true, force: true })
  await touch(cache.directory)
  return { from: cache.directory, staged: join(parent, `${prefix}${randomBytes(4).toString('hex')}`) }
}

/** The archive, if there is one. */
export async function readArchive(cache: TemplateCache): Promise<Blob | undefined> {
  if (!existsSync(cache.archive)) return undefined
  const bytes = await readFile(cache.archive)
  await touch(cache.archive)
  return new Blob([bytes])
}

/** Saves the open database's snapshot as the archive (written whole, then renamed into place). */
export async function saveArchive(db: Database, cache: TemplateCache): Promise<void> {
  try {
    const dump = await db.dumpDataDir('gzip')
    const staged = staging(cache.archive)
    await writeFile(staged, Buffer.from(await dump.arrayBuffer()))
    await rename(staged, cache.archive) // atomic: concurrent test workers never read half a file
  } catch (error) {
    console.warn('[supabase-local] could not cache the database template:', error)
  }
  await prune(cache)
}

/** Saves a closed data directory (pgdata) as the snapshot directory, unless another process did first. */
export async function saveDirectory(cache: TemplateCache, pgdata: string): Promise<void> {
  const staged = staging(cache.directory)
  try {
    await cp(pgdata, staged, { recursive: true })
    await rename(staged, cache.directory)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code !== 'ENOTEMPTY' && code !== 'EEXIST') console.warn('[supabase-local] could not cache the database template:', error)
  } finally {
    await rm(staged, { recursive: true, force: true })
  }
  await prune(cache)
}

function staging(path: string) {
  return `${path}.${process.pid}.${randomBytes(4).toString('hex')}`
}

async function touch(path: string) {
  const now = new Date()
  await utimes(path, now, now).catch(() => {})
}

/** Removes the cache's entries for other hashes that were not used for a week. */
async function prune(cache: TemplateCache) {
  const dir = join(cache.archive, '..')
  const keep = new Set([cache.archive, cache.directory])
  const names = await readdir(dir).catch(() => [] as string[])
  for (const name of names) {
    const path = join(dir, name)
    if (!ENTRY.test(name) || keep.has(path)) continue
    const info = await stat(path).catch(() => null)
    if (info && Date.now() - info.mtimeMs > UNUSED_FOR_MS) await rm(path, { recursive: true, force: true })
  }
}
