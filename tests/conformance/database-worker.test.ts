import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createLocalStack, type LocalStack } from '../../supabase/local/index'
import { runAsCaller } from '../../supabase/local/pipeline'

// The embedded database runs in a worker thread (docs/decisions/019-database-worker.md). What callers
// see must be what PGlite in-process gave them: rows, Postgres errors with their codes, transactions
// that never interleave, and a crash of the thread that fails loudly instead of hanging.

let stack: LocalStack
const crashes: Error[] = []

beforeAll(async () => {
  stack = await createLocalStack({ dataDir: ':memory:', log: () => {}, admin: null, onDatabaseCrash: (error) => crashes.push(error) })
})
afterAll(() => stack.close())

// The secret key's role: the public roles hold no privilege on the waitlist table (migration 20261129000000).
const service = { role: 'service_role', claimsJson: JSON.stringify({ role: 'service_role' }), readOnly: false }

/** Resolves in a later turn of the event loop (lets other callers run), without waiting on a clock. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

describe('the database in its worker thread', () => {
  it('runs PGlite off the calling thread', () => {
    expect(stack.db.thread).toBe('worker')
  })

  it('returns typed rows as PGlite does (dates, JSON, arrays, bytea, bigint counts)', async () => {
    const { rows, fields } = await stack.db.query<Record<string, unknown>>(
      `select timestamptz '2026-11-25 10:00:00+00' as at, '{"a":[1,2]}'::jsonb as doc, array['x','y'] as list,
              '\\x0102'::bytea as bytes, count(*) as n, $1::text as param from (values (1), (2)) v(x)`,
      ['bound'],
    )
    expect(rows).toEqual([
      { at: new Date('2026-11-25T10:00:00Z'), doc: { a: [1, 2] }, list: ['x', 'y'], bytes: new Uint8Array([1, 2]), n: 2, param: 'bound' },
    ])
    expect(fields.map((f) => f.name)).toEqual(['at', 'doc', 'list', 'bytes', 'n', 'param'])
  })

  it('rejects with the Postgres error: SQLSTATE, message, detail and constraint', async () => {
    await expect(stack.db.query('select * from no_such_table')).rejects.toMatchObject({
      code: '42P01',
      message: 'relation "no_such_table" does not exist',
    })
    const email = `dup.${Date.now()}@example.com`
    await stack.db.query(`insert into public.waitlist (full_name, email, interest) values ('Ada Obi', $1, 'banking')`, [email])
    const duplicate = stack.db.query(`insert into public.waitlist (full_name, email, interest) values ('Ada Obi', $1, 'banking')`, [email])
    await expect(duplicate).rejects.toBeInstanceOf(Error)
    await expect(duplicate).rejects.toMatchObject({
      code: '23505',
      constraint: 'waitlist_email_key',
      detail: expect.stringContaining(email),
    })
    // The REST pipeline (raw protocol messages) sees the same error.
    await expect(
      runAsCaller(stack.db, service, [
        { text: `insert into public.waitlist (full_name, email, interest) values ($1, $2, 'banking')`, params: ['Ada Obi', email] },
      ]),
    ).rejects.toMatchObject({ code: '23505' })
  })

  it('rolls a transaction back when its callback throws, and commits it when it returns', async () => {
    const email = `tx.${Date.now()}@example.com`
    const insert = `insert into public.waitlist (full_name, email, interest) values ('Tx Test', $1, 'banking')`
    await expect(
      stack.db.transaction(async (tx) => {
        await tx.query(insert, [email])
        throw new Error('changed my mind')
      }),
    ).rejects.toThrow('changed my mind')
    expect((await stack.db.query('select 1 from public.waitlist where email = $1', [email])).rows).toHaveLength(0)
    expect(await stack.db.transaction(async (tx) => (await tx.query(insert, [email])).affectedRows)).toBe(1)
    expect((await stack.db.query('select 1 from public.waitlist where email = $1', [email])).rows).toHaveLength(1)
  })

  it('never interleaves a concurrent query or transaction with an open transaction', async () => {
    const events: string[] = []
    let inside!: () => void
    const entered = new Promise<void>((resolve) => (inside = resolve))
    const first = stack.db.transaction(async (tx) => {
      events.push('first: begin')
      await tx.exec(`set local application_name = 'first'`)
      inside()
      // Other callers get turns of the event loop while this transaction is open.
      for (let i = 0; i < 5; i++) await nextTurn()
      const { rows } = await tx.query<{ name: string }>(`select current_setting('application_name') as name`)
      events.push(`first: still ${rows[0]!.name}`)
    })
    await entered
    const outside = stack.db.query<{ name: string }>(`select current_setting('application_name') as name`).then(({ rows }) => {
      events.push(`outside: sees '${rows[0]!.name}'`)
    })
    const second = stack.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ name: string }>(`select current_setting('application_name') as name`)
      events.push(`second: sees '${rows[0]!.name}'`)
    })
    await Promise.all([first, outside, second])
    // The setting was transaction-local: whoever ran after the first transaction does not see it.
    expect(events).toEqual(['first: begin', 'first: still first', "outside: sees ''", "second: sees ''"])
  })

  it('moves a heavy query off the calling thread: this thread keeps turning while it runs', async () => {
    let turns = 0
    let running = true
    const slow = stack.db.query(`select pg_sleep(0.5)`).then(() => (running = false))
    while (running) {
      await nextTurn()
      turns += 1
    }
    await slow
    // In-process, PGlite would have held this thread for the whole query: the loop above would have
    // run once or twice (before and after it), not many times during it.
    expect(turns).toBeGreaterThan(10)
  })

  it('fails every pending and later call when the worker thread dies, and reports the crash', async () => {
    const doomed = await createLocalStack({
      dataDir: ':memory:',
      log: () => {},
      admin: null,
      onDatabaseCrash: (error) => crashes.push(error),
    })
    const before = crashes.length
    const pending = doomed.db.query('select pg_sleep(5)')
    const worker = (doomed.db as unknown as { worker: import('node:worker_threads').Worker }).worker
    await worker.terminate() // as a crash of PGlite (an abort in its WebAssembly) ends the thread
    await expect(pending).rejects.toThrow(/worker thread stopped/)
    await expect(doomed.db.query('select 1')).rejects.toThrow(/worker thread stopped/)
    expect(crashes.length).toBe(before + 1)
    expect(crashes.at(-1)!.message).toMatch(/worker thread stopped/)
    // The stack in this file is unaffected.
    expect((await stack.db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }])
  })
})
