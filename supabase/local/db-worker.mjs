// The embedded database's thread (docs/decisions/019-database-worker.md): one PGlite instance, driven by
// messages from supabase/local/database.ts. Plain JavaScript so that it runs as it is under Node, tsx,
// vitest and next to the Vite bundle (build/server), which cannot bundle a worker entry.
//
// Every request is { id, op, ... }; every answer { id, ok, value | error }. Requests are handled as
// they arrive and may overlap: PGlite's own locks order them exactly as they did in-process (a query
// outside a transaction waits for the transaction lock; a transaction holds it from BEGIN to
// COMMIT/ROLLBACK; a protocol session holds both locks from its first message to its release).

import { cpSync, renameSync, rmSync } from 'node:fs'
import { parentPort, workerData } from 'node:worker_threads'

import { PGlite, messages as protocolMessages } from '@electric-sql/pglite'
import { citext } from '@electric-sql/pglite/contrib/citext'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp'

if (!parentPort) throw new Error('db-worker.mjs runs as a worker thread')
const port = parentPort

/** @type {PGlite} */
let db
/** Open transactions: id -> { tx, finish(commit) , done: Promise }. */
const transactions = new Map()
/** Open protocol sessions: id -> release(). */
const sessions = new Map()

/** An error as plain data: structured cloning keeps only an Error's message, not its SQLSTATE. */
function plainError(error) {
  if (!error || typeof error !== 'object') return { message: String(error) }
  const plain = { ...error, message: error.message, stack: error.stack }
  delete plain.queryOptions
  plain.__database = error instanceof protocolMessages.DatabaseError
  plain.__class = error.constructor?.name
  return plain
}

/** Backend messages as plain data (an ErrorResponse is a DatabaseError, an Error subclass). */
function plainMessages(list) {
  return list.map((m) => (m instanceof Error ? plainError(m) : m))
}

function openSession() {
  return new Promise((entered, failed) => {
    let release
    const held = new Promise((resolve) => (release = resolve))
    db._runExclusiveTransaction(() =>
      db._runExclusiveQuery(async () => {
        entered(release)
        await held
      }),
    ).catch(failed)
  })
}

async function begin(id) {
  let finish
  const decided = new Promise((resolve) => (finish = resolve))
  let opened
  const open = new Promise((resolve) => (opened = resolve))
  const done = db.transaction(async (tx) => {
    transactions.set(id, { tx, finish, done })
    opened()
    const commit = await decided
    // Thrown, PGlite rolls back (unless the callback already did) and rethrows: caught in `end`.
    if (!commit) throw new RolledBack()
  })
  transactions.set(id, { tx: null, finish, done })
  done.catch(() => {})
  // BEGIN itself may fail (a closed database): then `done` settles without the callback running.
  try {
    await Promise.race([open, done])
  } catch (error) {
    transactions.delete(id)
    throw error
  }
}

class RolledBack extends Error {}

async function end(id, commit) {
  const entry = transactions.get(id)
  if (!entry) throw new Error(`no transaction ${id}`)
  entry.finish(commit)
  try {
    await entry.done
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error
  } finally {
    transactions.delete(id)
  }
}

function target(txId) {
  if (txId === undefined) return db
  const entry = transactions.get(txId)
  if (!entry?.tx) throw new Error('Transaction is closed')
  return entry.tx
}

const handlers = {
  query: ({ sql, params, tx }) => target(tx).query(sql, params),
  exec: ({ sql, tx }) => target(tx).exec(sql),
  begin: ({ tx }) => begin(tx),
  end: ({ tx, commit }) => end(tx, commit),
  rollback: ({ tx }) => target(tx).rollback(),
  async protocol({ session, message, releaseIfOk }) {
    let release = sessions.get(session)
    if (!release) {
      release = await openSession()
      sessions.set(session, release)
    }
    const { messages } = await db.execProtocol(message, { throwOnError: false })
    if (releaseIfOk && !messages.some((m) => m.name === 'error')) {
      sessions.delete(session)
      release()
    }
    return plainMessages(messages)
  },
  release({ session }) {
    const release = sessions.get(session)
    sessions.delete(session)
    release?.()
  },
  async dump({ compression }) {
    const blob = await db.dumpDataDir(compression)
    return new Uint8Array(await blob.arrayBuffer())
  },
  close: () => db.close(),
}

port.on('message', async (request) => {
  const { id, op } = request
  try {
    const value = await handlers[op](request)
    const transfer = value instanceof Uint8Array ? [value.buffer] : []
    port.postMessage({ id, ok: true, value }, transfer)
  } catch (error) {
    port.postMessage({ id, ok: false, error: plainError(error) })
  }
})

try {
  const { dataDir, template, copy } = workerData
  if (copy && dataDir) {
    // A closed data directory to start from (database.ts OpenOptions.copy), copied here rather than
    // on the HTTP thread.
    cpSync(copy.from, copy.staged, { recursive: true })
    rmSync(dataDir, { recursive: true, force: true })
    renameSync(copy.staged, dataDir)
  }
  db = await PGlite.create({
    dataDir,
    loadDataDir: template ? new Blob([template]) : undefined,
    // pgcrypto and uuid-ossp are created by the bootstrap, as on hosted; citext is there for a
    // migration that creates it (hosted has it available, not created).
    extensions: { pgcrypto, citext, uuid_ossp },
  })
  port.postMessage({ ready: true })
} catch (error) {
  port.postMessage({ ready: false, error: plainError(error) })
}
