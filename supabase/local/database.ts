import { cpSync, existsSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'

import { messages, type PGlite, type Results } from '@electric-sql/pglite'

import { supabaseDir } from './paths'

/**
 * The embedded database as the rest of supabase/local uses it: the part of PGlite's API the stack
 * needs, served either by a PGlite instance in a worker thread (the default, and always in
 * production: a heavy query must not block the HTTP thread; docs/decisions/019-database-worker.md) or
 * by one on the calling thread (SUPABASE_LOCAL_DB_THREAD=main, for debugging).
 */

type Row = Record<string, unknown>

export interface Transaction {
  query<T = Row>(sql: string, params?: unknown[]): Promise<Results<T>>
  exec(sql: string): Promise<Results[]>
  rollback(): Promise<void>
  readonly closed: boolean
}

/** Backend messages of the wire protocol: `name` says which ('dataRow', 'commandComplete', 'error', …). */
type BackendMessage = messages.BackendMessage

interface ProtocolSession {
  /**
   * Sends raw frontend messages (Parse/Bind/Execute/Sync…) and returns the backend's messages; an
   * ErrorResponse comes back as a message named 'error' (a DatabaseError), not thrown. `releaseIfOk`:
   * this is the session's last step unless it failed (the worker then frees the database at once).
   */
  run(message: Uint8Array, options?: { releaseIfOk?: boolean }): Promise<BackendMessage[]>
}

export interface Database {
  /** One statement with bound parameters, in its own implicit transaction (waits for open ones). */
  query<T = Row>(sql: string, params?: unknown[]): Promise<Results<T>>
  /** Statements without parameters (simple protocol). */
  exec(sql: string): Promise<Results[]>
  /** BEGIN … COMMIT around `fn`; ROLLBACK if it throws. Nothing else reaches the database meanwhile. */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>
  /** Holds the database exclusively (PGlite's transaction and query locks) while `fn` runs. */
  exclusive<T>(fn: (session: ProtocolSession) => Promise<T>): Promise<T>
  dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<Blob>
  close(): Promise<void>
  /** Where PGlite runs. */
  readonly thread: 'worker' | 'main'
}

export interface OpenOptions {
  /** A persisted PGlite directory (pgdata), or undefined for memory. */
  dataDir: string | undefined
  /** A dumpDataDir() archive to start from. */
  template?: Blob
  /**
   * A closed data directory to start from: copied to `staged` (beside dataDir), then renamed to dataDir,
   * so a process stopped halfway leaves no half database (template-cache.ts). Done by the database's
   * own thread: 1,100 files must not hold up the HTTP thread.
   */
  copy?: DataDirCopy
  /**
   * The worker thread died (a crash of PGlite, not a query's error). Called once; every pending and
   * later call is rejected. Default: log and exit the process (nothing half-broken is served).
   */
  onCrash?: (error: Error) => void
  thread?: 'worker' | 'main'
}

export interface DataDirCopy {
  from: string
  staged: string
}

/** The copy of OpenOptions.copy (db-worker.mjs makes the same three calls). */
function copyDataDir({ from, staged }: DataDirCopy, dataDir: string) {
  cpSync(from, staged, { recursive: true })
  rmSync(dataDir, { recursive: true, force: true }) // empty, if there at all (template-cache.ts)
  renameSync(staged, dataDir)
}

function defaultThread(): 'worker' | 'main' {
  return process.env.SUPABASE_LOCAL_DB_THREAD === 'main' ? 'main' : 'worker'
}

function exitOnCrash(error: Error): void {
  console.error('[supabase-local] the embedded database stopped unexpectedly; exiting rather than serving without it:', error)
  process.exit(1)
}

export async function openEmbeddedDatabase(options: OpenOptions): Promise<Database> {
  return (options.thread ?? defaultThread()) === 'main' ? openInProcess(options) : openInWorker(options)
}

/* ------------------------------------------------------------------ in-process */

async function openInProcess({ dataDir, template, copy }: OpenOptions): Promise<Database> {
  if (copy && dataDir) copyDataDir(copy, dataDir)
  const [{ PGlite }, { pgcrypto }, { citext }, { uuid_ossp }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pgcrypto'),
    import('@electric-sql/pglite/contrib/citext'),
    import('@electric-sql/pglite/contrib/uuid_ossp'),
  ])
  const db: PGlite = await PGlite.create({ dataDir, loadDataDir: template, extensions: { pgcrypto, citext, uuid_ossp } })
  return {
    thread: 'main',
    query: (sql, params) => db.query(sql, params),
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction(fn),
    exclusive: (fn) =>
      db._runExclusiveTransaction(() =>
        db._runExclusiveQuery(() => fn({ run: async (message) => (await db.execProtocol(message, { throwOnError: false })).messages })),
      ),
    dumpDataDir: (compression) => db.dumpDataDir(compression),
    close: () => db.close(),
  }
}

/* ------------------------------------------------------------------ worker thread */

type PlainError = Record<string, unknown> & { message: string; __database?: boolean; __class?: string; stack?: string }
type Reply = { id: number; ok: boolean; value?: unknown; error?: PlainError }

/** A worker's error as an Error of this thread: a DatabaseError keeps its SQLSTATE, detail, hint, … */
function reviveError(plain: PlainError): Error {
  const { __database, __class, message, stack: _stack, ...rest } = plain
  const error = __database ? new messages.DatabaseError(message, Number(rest.length ?? 0), 'error') : new Error(message)
  Object.assign(error, rest)
  if (!__database && __class && __class !== 'Error' && rest.name === undefined) Object.defineProperty(error, 'name', { value: __class })
  return error
}

function reviveMessage(message: BackendMessage): BackendMessage {
  return message.name === 'error' ? (reviveError(message as unknown as PlainError) as unknown as BackendMessage) : message
}

function workerPath(): string {
  // Found like the bootstrap SQL: the app is also bundled by Vite, which cannot bundle a worker entry.
  const path = join(supabaseDir(), 'local', 'db-worker.mjs')
  if (!existsSync(path)) throw new Error(`the embedded database's worker script is missing: ${path}`)
  return path
}

async function openInWorker({ dataDir, template, copy, onCrash = exitOnCrash }: OpenOptions): Promise<Database> {
  const bytes = template ? new Uint8Array(await template.arrayBuffer()) : undefined
  const worker = new Worker(workerPath(), {
    workerData: { dataDir, template: bytes, copy },
    transferList: bytes ? [bytes.buffer as ArrayBuffer] : [],
    // Plain JavaScript: none of the parent's loaders (tsx, Vitest) is needed or wanted in the thread.
    execArgv: [],
  })
  try {
    await new Promise<void>((resolve, reject) => {
      const done = () => {
        worker.off('message', onMessage)
        worker.off('error', onError)
        worker.off('exit', onExit)
      }
      const onMessage = (m: { ready?: boolean; error?: PlainError }) => {
        if (m.ready === undefined) return
        done()
        if (m.ready) resolve()
        else reject(reviveError(m.error ?? { message: 'the database did not open' }))
      }
      const onError = (error: Error) => {
        done()
        reject(error)
      }
      const onExit = (code: number) => {
        done()
        reject(new Error(`the embedded database's worker exited while opening (code ${code})`))
      }
      worker.on('message', onMessage)
      worker.on('error', onError)
      worker.on('exit', onExit)
    })
  } catch (error) {
    await worker.terminate()
    throw error
  }
  return new WorkerDatabase(worker, onCrash)
}

class WorkerDatabase implements Database {
  readonly thread = 'worker'
  private nextId = 1
  private readonly pending = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>()
  /** Open transactions and sessions: they keep the process alive like a pending call. */
  private held = 0
  private failure: Error | null = null
  private lastError: Error | null = null
  private closing = false

  constructor(
    /** Exposed for the crash test. */
    readonly worker: Worker,
    private readonly onCrash: (error: Error) => void,
  ) {
    worker.on('message', (reply: Reply) => this.settle(reply))
    worker.on('error', (error) => (this.lastError = error))
    worker.on('exit', (code) => this.exited(code))
    this.updateRef()
  }

  private updateRef() {
    // An idle database never keeps the process alive (as PGlite in-process did not); a pending call does.
    if (this.pending.size + this.held > 0) this.worker.ref()
    else this.worker.unref()
  }

  private settle({ id, ok, value, error }: Reply) {
    const call = this.pending.get(id)
    if (!call) return
    this.pending.delete(id)
    this.updateRef()
    if (ok) call.resolve(value as never)
    else call.reject(reviveError(error ?? { message: 'database error' }))
  }

  private exited(code: number) {
    const error = this.closing
      ? new Error('the embedded database is closed')
      : new Error(
          `the embedded database's worker thread stopped (exit code ${code})${this.lastError ? `: ${this.lastError.message}` : ''}`,
          {
            cause: this.lastError ?? undefined,
          },
        )
    this.failure ??= error
    for (const call of this.pending.values()) call.reject(error)
    this.pending.clear()
    if (!this.closing) this.onCrash(error)
  }

  private call<T>(op: string, args: Record<string, unknown> = {}): Promise<T> {
    if (this.failure) return Promise.reject(this.failure)
    const id = this.nextId++
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: never) => void, reject })
      try {
        this.worker.postMessage({ id, op, ...args })
      } catch (error) {
        // A parameter that cannot be sent (a function, a symbol): the call fails, nothing else does.
        this.pending.delete(id)
        reject(error)
      }
      this.updateRef()
    })
  }

  query<T = Row>(sql: string, params?: unknown[]): Promise<Results<T>> {
    return this.call('query', { sql, params })
  }

  exec(sql: string): Promise<Results[]> {
    return this.call('exec', { sql })
  }

  async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    const tx = this.nextId++
    await this.call('begin', { tx })
    this.held += 1
    let closed = false
    const open = () => {
      if (closed) throw new Error('Transaction is closed')
    }
    const handle: Transaction = {
      query: async <R = Row>(sql: string, params?: unknown[]) => (open(), this.call<Results<R>>('query', { sql, params, tx })),
      exec: async (sql: string) => (open(), this.call<Results[]>('exec', { sql, tx })),
      rollback: async () => {
        open()
        await this.call('rollback', { tx })
        closed = true
      },
      get closed() {
        return closed
      },
    }
    try {
      let result: T
      try {
        result = await fn(handle)
      } catch (error) {
        closed = true
        await this.call('end', { tx, commit: false })
        throw error
      }
      closed = true
      await this.call('end', { tx, commit: true })
      return result
    } finally {
      this.held -= 1
      this.updateRef()
    }
  }

  async exclusive<T>(fn: (session: ProtocolSession) => Promise<T>): Promise<T> {
    const session = this.nextId++
    let started = false
    let released = false
    this.held += 1
    try {
      return await fn({
        run: async (message, options = {}) => {
          if (released) throw new Error('the protocol session is released')
          started = true
          const result = await this.call<BackendMessage[]>('protocol', { session, message, releaseIfOk: Boolean(options.releaseIfOk) })
          if (options.releaseIfOk && !result.some((m) => m.name === 'error')) released = true
          return result.map(reviveMessage)
        },
      })
    } finally {
      this.held -= 1
      // Always (also after a failed step): the worker may hold the locks for this session.
      if (started && !released && !this.failure) this.worker.postMessage({ id: 0, op: 'release', session })
      this.updateRef()
    }
  }

  async dumpDataDir(compression: 'none' | 'gzip' | 'auto' = 'auto'): Promise<Blob> {
    const bytes = await this.call<Uint8Array>('dump', { compression })
    return new Blob([bytes as Uint8Array<ArrayBuffer>])
  }

  async close(): Promise<void> {
    if (this.closing) return
    await this.call('close')
    this.closing = true
    await this.worker.terminate()
  }
}
