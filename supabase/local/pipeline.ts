import type { Database } from './database'

/**
 * Runs a request's statements as ONE PGlite call: the extended-protocol messages for the
 * transaction-local role and JWT claims and the statements (parameters bound, never spliced) are sent
 * together, ended by one Sync, which commits them as one transaction (or rolls all back on error). PGlite's per-query overhead (one WASM round trip per protocol step)
 * is what makes a REST insert slow otherwise. Holds PGlite's transaction and query locks (db.exclusive), so
 * nothing else can interleave; with the database in its worker thread (database.ts) the usual request is
 * one message there and back.
 */

export interface Statement {
  text: string
  params?: unknown[]
}

export interface StatementResult {
  /** Text-format values, as Postgres sends them. */
  rows: (string | null)[][]
  /** The command tag's row count (INSERT 0 3 -> 3). */
  affected: number
}

export interface CallerSettings {
  role: string
  claimsJson: string
  readOnly: boolean
}

type Serialize = typeof import('@electric-sql/pglite').protocol.serialize

let serialize: Serialize | undefined

async function serializer(): Promise<Serialize> {
  return (serialize ??= (await import('@electric-sql/pglite')).protocol.serialize)
}

/** Postgres text format for a bound value; arrays become array literals. */
function toText(value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (Array.isArray(value)) {
    return `{${value.map((v) => (v === null ? 'NULL' : `"${String(v).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`)).join(',')}}`
  }
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0))
  let offset = 0
  for (const p of parts) {
    out.set(p, offset)
    offset += p.byteLength
  }
  return out
}

/** Statement text -> prepared statement name, per database (PGlite is one session). */
const MAX_PREPARED = 256
const preparedByDb = new WeakMap<Database, { names: Map<string, string>; next: number }>()

function preparedStatements(db: Database) {
  let entry = preparedByDb.get(db)
  if (!entry) preparedByDb.set(db, (entry = { names: new Map(), next: 0 }))
  return entry
}

/**
 * Runs the statements under the caller's role in one transaction. `check` may throw to roll back
 * after seeing the results (e.g. a single-object write that touched two rows); it costs one more call.
 */
export async function runAsCaller(
  db: Database,
  caller: CallerSettings,
  statements: Statement[],
  check?: (results: StatementResult[]) => void,
): Promise<StatementResult[]> {
  const s = await serializer()
  const prepared = preparedStatements(db)
  const parsedNow = new Map<string, string>()
  // A statement seen before runs as a named prepared statement (Bind + Execute, no re-parse), as
  // PostgREST does; a new one is parsed under a name, kept once the whole request has succeeded.
  const step = (text: string, params: unknown[] = []) => {
    const known = prepared.names.get(text) ?? parsedNow.get(text)
    const bindExecute = (statement: string) => [s.bind({ statement, values: params.map(toText) }), s.execute({})]
    if (known) return bindExecute(known)
    if (prepared.names.size + parsedNow.size >= MAX_PREPARED) {
      return [s.parse({ text }), s.bind({ values: params.map(toText) }), s.execute({})]
    }
    const name = `local_rest_${prepared.next++}`
    parsedNow.set(text, name)
    return [s.parse({ name, text }), ...bindExecute(name)]
  }
  // Everything before Sync is one transaction anyway (committed at Sync, or rolled back on error);
  // an explicit block is only needed to make it read-only or to decide after seeing the results.
  const explicit = caller.readOnly || Boolean(check)
  const message = concat([
    ...(explicit ? step(caller.readOnly ? 'begin read only' : 'begin') : []),
    ...step(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [caller.role, caller.claimsJson]),
    ...statements.flatMap((st) => step(st.text, st.params)),
    ...(explicit && !check ? step('commit') : []),
    s.sync(),
  ])

  return db.exclusive(async (session) => {
    // Without a check, a success is the last step: the database is free again at once.
    const messages = await session.run(message, { releaseIfOk: !check })
    const failure = messages.find((m) => m.name === 'error')
    if (failure) {
      if (explicit) await session.run(s.query('rollback'))
      // Whichever of this request's new statements did get parsed is dropped (closing an unknown
      // name is not an error), so a later request can parse it again.
      if (parsedNow.size > 0) {
        const closes = [...parsedNow.values()].map((name) => s.close({ type: 'S', name }))
        await session.run(concat([...closes, s.sync()]))
      }
      throw failure
    }
    for (const [text, name] of parsedNow) prepared.names.set(text, name)
    const results: StatementResult[] = []
    let rows: (string | null)[][] = []
    for (const m of messages) {
      if (m.name === 'dataRow') rows.push((m as unknown as { fields: (string | null)[] }).fields)
      else if (m.name === 'commandComplete') {
        const tag = (m as unknown as { text: string }).text
        results.push({ rows, affected: Number(/ (\d+)$/.exec(tag)?.[1] ?? 0) })
        rows = []
      }
    }
    const skip = explicit ? 2 : 1 // BEGIN and set_config
    const own = results.slice(skip, skip + statements.length)
    if (check) {
      try {
        check(own)
      } catch (error) {
        await session.run(s.query('rollback'))
        throw error
      }
      const committed = await session.run(s.query('commit'))
      const failed = committed.find((m) => m.name === 'error')
      if (failed) throw failed
    }
    return own
  })
}
