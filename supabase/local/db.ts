import { createHash, randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'

import { openEmbeddedDatabase, type Database, type DataDirCopy, type Transaction } from './database'
import { signJwt } from './jwt'
import { lockDataDir, type DataDirLock } from './lock'
import { isMemoryDataDir, supabaseDir } from './paths'
import { copyOfDirectory, hasDirectory, readArchive, saveArchive, saveDirectory, templateCache } from './template-cache'

/** Pinned in package.json: a PGlite data directory is tied to its version (upgrades need dump/restore). */
const PGLITE_VERSION = '0.5.16'

export interface StackSecrets {
  jwtSecret: string
  /** Legacy API keys: HS256 JWTs with role anon / service_role. */
  anonKey: string
  serviceRoleKey: string
  /** The new API keys (not JWTs): sb_publishable_… (role anon) and sb_secret_… (role service_role). */
  publishableKey: string
  secretKey: string
}

interface SqlFile {
  name: string
  sql: string
}

async function readSqlSources() {
  const dir = supabaseDir()
  const bootstrap = await readFile(join(dir, 'local', 'sql', 'bootstrap.sql'), 'utf8')
  const migrationsDir = join(dir, 'migrations')
  const names = existsSync(migrationsDir) ? (await readdir(migrationsDir)).filter((n) => n.endsWith('.sql')).sort() : []
  const migrations: SqlFile[] = await Promise.all(
    names.map(async (name) => ({ name, sql: await readFile(join(migrationsDir, name), 'utf8') })),
  )
  const seedPath = join(dir, 'seed.sql')
  const seed = existsSync(seedPath) ? await readFile(seedPath, 'utf8') : null
  const hash = createHash('sha256')
  hash.update(PGLITE_VERSION).update('\0').update(bootstrap)
  for (const m of migrations) hash.update('\0').update(m.name).update('\0').update(m.sql)
  hash.update('\0').update(seed ?? '')
  return { bootstrap, migrations, seed, hash: hash.digest('hex').slice(0, 24) }
}

export interface OpenDatabaseOptions {
  /** The database's worker thread died: see database.ts (default: log and exit the process). */
  onCrash?: (error: Error) => void
  /** Called once the data directory is this process's (its lock taken; at once in memory), before it opens. */
  onClaimed?: () => void
}

function createPGlite(
  dataDir: string | undefined,
  template: Blob | undefined,
  options: OpenDatabaseOptions,
  copy?: DataDirCopy | null,
): Promise<Database> {
  return openEmbeddedDatabase({ dataDir, template, copy: copy ?? undefined, onCrash: options.onCrash })
}

const BOOTSTRAP_SUPERUSER = 'supabase_admin'
const TEMPORARY_SUPERUSER = 'supabase_local_bootstrap'

/**
 * Hosted projects' bootstrap superuser is supabase_admin and `postgres` is an ordinary role. PGlite's
 * bootstrap superuser (the one every connection uses) is called postgres and must stay a superuser,
 * so it is renamed: a temporary superuser renames it (a session cannot rename its own user), then the
 * database is reopened as the renamed supabase_admin and bootstrap.sql creates the non-superuser
 * postgres. Returns the reopened instance (or the same one when the rename was done before).
 */
async function ensureHostedSuperuser(db: Database, reopen: (db: Database) => Promise<Database>): Promise<Database> {
  const { rows } = await db.query<{ name: string }>('select rolname as name from pg_roles where oid = 10')
  if (rows[0]?.name === BOOTSTRAP_SUPERUSER) {
    await db.exec(`drop role if exists ${TEMPORARY_SUPERUSER}`)
    return db
  }
  const legacy = (await db.query(`select 1 from pg_namespace where nspname = 'supabase_migrations'`)).rows.length > 0
  await db.exec(`create role ${TEMPORARY_SUPERUSER} superuser`)
  await db.exec(`set session authorization ${TEMPORARY_SUPERUSER}`)
  await db.exec(`alter role postgres rename to ${BOOTSTRAP_SUPERUSER}`)
  // PGlite cannot reset the session authorization: reopen, which connects as the bootstrap superuser.
  const reopened = await reopen(db)
  await reopened.exec(`drop role ${TEMPORARY_SUPERUSER}`)
  if (legacy) await reopened.exec(await readFile(join(supabaseDir(), 'local', 'sql', 'legacy-owners.sql'), 'utf8'))
  return reopened
}

/**
 * Opens (or creates) the database: the embedded bootstrap, then each supabase/migrations file not yet
 * in supabase_migrations.schema_migrations, then seed.sql once. Returns the instance, its secrets and,
 * for a directory, the lock that makes this process its only owner (release it after closing).
 */
export async function openDatabase(
  dataDir: string,
  options: OpenDatabaseOptions = {},
): Promise<{ db: Database; secrets: StackSecrets; lock: DataDirLock | null }> {
  const memory = isMemoryDataDir(dataDir)
  // First, before any file of the directory is read: a second owner is refused (lock.ts).
  const lock = memory ? null : lockDataDir(dataDir)
  options.onClaimed?.()
  try {
    const { db, secrets } = await openLocked(dataDir, memory, options)
    return { db, secrets, lock }
  } catch (error) {
    lock?.release()
    throw error
  }
}

async function openLocked(
  dataDir: string,
  memory: boolean,
  options: OpenDatabaseOptions,
): Promise<{ db: Database; secrets: StackSecrets }> {
  const sources = await readSqlSources()
  const pgdata = memory ? undefined : join(dataDir, 'pgdata')
  const fresh = memory || !existsSync(join(pgdata!, 'PG_VERSION'))
  // A new database starts from the snapshot of these very sources, if there is one (template-cache.ts).
  const cache = fresh ? templateCache(sources.hash) : null

  const copy = cache && pgdata && hasDirectory(cache) ? await copyOfDirectory(cache, pgdata) : null
  let copied = copy !== null
  let template = cache && !copied ? await readArchive(cache) : undefined
  if (pgdata && !copied) await mkdir(pgdata, { recursive: true })

  let db: Database
  try {
    db = await createPGlite(pgdata, template, options, copy)
  } catch (error) {
    if (!template && !copied) throw error
    // A corrupt or unreadable cache entry: start from scratch.
    console.warn('[supabase-local] the database template did not open; starting from the migrations:', error)
    if (copy) await Promise.all([rm(pgdata!, { recursive: true, force: true }), rm(copy.staged, { recursive: true, force: true })])
    if (pgdata) await mkdir(pgdata, { recursive: true })
    template = undefined
    copied = false
    db = await createPGlite(pgdata, undefined, options)
  }

  try {
    db = await ensureHostedSuperuser(db, async (old) => {
      if (!pgdata) {
        const dump = await old.dumpDataDir('none')
        await old.close()
        return createPGlite(undefined, dump, options)
      }
      await old.close()
      return createPGlite(pgdata, undefined, options)
    })
    if ((await schemaHashOf(db)) === sources.hash) {
      // Made by exactly these sources (a snapshot, or an earlier start): the bootstrap, every
      // migration and the seed are in it already. Only the session's search path is this session's.
      await db.exec(SEARCH_PATH)
    } else {
      await db.exec(sources.bootstrap)
      await runMigrations(db, sources.migrations)
      await runSeed(db, sources.seed)
      await db.query(UPSERT_SETTING, [SCHEMA_HASH, sources.hash])
    }

    // Snapshots are taken only of a database made here and now, before anything but the schema and
    // the seed is in it: never of one with anyone's data or keys.
    if (cache && !template && !copied) await saveArchive(db, cache)
    if (cache && pgdata && !copied) {
      // A directory is copied closed: close, copy, open again (once per set of sources).
      await db.close()
      await saveDirectory(cache, pgdata)
      db = await createPGlite(pgdata, undefined, options)
      await db.exec(SEARCH_PATH)
    }

    // A new database gets new secrets (one made from a snapshot never shares the snapshot's).
    const secrets = await loadSecrets(db, fresh)
    return { db, secrets }
  } catch (error) {
    await db.close().catch(() => {})
    throw error
  }
}

/**
 * Migrations and the seed run as postgres, a non-superuser, as `supabase db push` / `db reset` run
 * them on a hosted project (inside the caller's transaction; the ledger is then written as admin).
 */
async function runAsPostgres(tx: Transaction, sql: string) {
  await tx.exec('set local role postgres')
  await tx.exec(sql)
  await tx.exec('reset role')
}

const SEARCH_PATH = `set search_path = "$user", public, extensions`
const UPSERT_SETTING = `insert into supabase_local.settings (key, value) values ($1, $2)
  on conflict (key) do update set value = excluded.value`
/** The setting that names the sources (readSqlSources' hash) the schema was last brought up to date with. */
const SCHEMA_HASH = 'schema_hash'

/** The schema's recorded source hash, or null (a new database, or one from before the hash was kept). */
async function schemaHashOf(db: Database): Promise<string | null> {
  const table = await db.query<{ present: boolean }>(`select to_regclass('supabase_local.settings') is not null as present`)
  if (!table.rows[0]?.present) return null
  const { rows } = await db.query<{ value: string }>('select value from supabase_local.settings where key = $1', [SCHEMA_HASH])
  return rows[0]?.value ?? null
}

async function runMigrations(db: Database, migrations: SqlFile[]) {
  const applied = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map((r) => r.version),
  )
  for (const { name, sql } of migrations) {
    const [version, ...rest] = name.replace(/\.sql$/, '').split('_')
    if (!version || applied.has(version)) continue
    await db.transaction(async (tx) => {
      await runAsPostgres(tx, sql)
      await tx.query('insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)', [
        version,
        rest.join('_'),
        [sql],
      ])
    })
  }
  await db.exec(SEARCH_PATH)
}

async function runSeed(db: Database, seed: string | null) {
  if (seed === null) return
  const done = await db.query(`select 1 from supabase_migrations.seed_files where path = 'supabase/seed.sql'`)
  if (done.rows.length > 0) return
  await db.transaction(async (tx) => {
    await runAsPostgres(tx, seed)
    await tx.query(`insert into supabase_migrations.seed_files (path, hash) values ('supabase/seed.sql', $1)`, [
      createHash('sha256').update(seed).digest('hex'),
    ])
  })
}

function makeSecrets(): StackSecrets {
  const jwtSecret = randomBytes(32).toString('hex')
  const iat = Math.floor(Date.now() / 1000)
  const exp = iat + 10 * 365 * 24 * 3600
  const key = (role: string) => signJwt({ iss: 'supabase-local', ref: 'local', role, iat, exp }, jwtSecret)
  return {
    jwtSecret,
    anonKey: key('anon'),
    serviceRoleKey: key('service_role'),
    publishableKey: `sb_publishable_${randomBytes(16).toString('base64url')}`,
    secretKey: `sb_secret_${randomBytes(16).toString('base64url')}`,
  }
}

const SETTING_KEYS: Record<keyof StackSecrets, string> = {
  jwtSecret: 'jwt_secret',
  anonKey: 'anon_key',
  serviceRoleKey: 'service_role_key',
  publishableKey: 'publishable_key',
  secretKey: 'secret_key',
}

async function loadSecrets(db: Database, regenerate: boolean): Promise<StackSecrets> {
  const fresh = makeSecrets()
  const secrets = { ...fresh }
  const rows = (await db.query<{ key: string; value: string }>('select key, value from supabase_local.settings')).rows
  const stored = new Map(rows.map((r) => [r.key, r.value]))
  if (!regenerate) {
    // Keys are kept with the data; a directory from before the new key formats gets them added.
    const jwtSecret = stored.get('jwt_secret')
    if (jwtSecret && stored.get('anon_key') && stored.get('service_role_key')) {
      for (const [field, name] of Object.entries(SETTING_KEYS) as [keyof StackSecrets, string][]) {
        secrets[field] = stored.get(name) ?? fresh[field]
      }
    }
  }
  for (const [field, name] of Object.entries(SETTING_KEYS) as [keyof StackSecrets, string][]) {
    if (stored.get(name) !== secrets[field]) await db.query(UPSERT_SETTING, [name, secrets[field]])
  }
  return secrets
}
