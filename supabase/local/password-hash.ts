import { createRequire } from 'node:module'
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'

/*
 * bcrypt for the embedded Auth, off the main thread. bcryptjs is pure JavaScript: at cost 10 one hash
 * or comparison is 100+ ms of CPU (several times that on a busy machine), and its async API only
 * slices that work into chunks on the same thread, so every other request of the process (the app's
 * pages included: the stack runs in-process) waits behind them. Measured with `npm run fuzz` (1,500
 * bodies to POST /auth, 64 at a time, 2 cores): on the main thread another visitor's page took
 * 3.8 s at the median and 7.4 s at worst on a quiet machine, and on a loaded one 408 of the fuzz
 * requests got no answer within 30 s; in a worker that page took 95 ms at the median and 0.97 s at
 * worst, with every request answered. GoTrue runs bcrypt in its own process; here it runs in worker
 * threads. Same library, same cost, same hashes and answers: only where the CPU time is spent changes.
 */

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const bcrypt = require(workerData.bcryptPath)
parentPort.on('message', ({ id, op, password, arg }) => {
  try {
    const value = op === 'hash' ? bcrypt.hashSync(password, arg) : bcrypt.compareSync(password, arg)
    parentPort.postMessage({ id, value })
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) })
  }
})
`

type Pending = { resolve: (value: never) => void; reject: (error: Error) => void }
type PoolWorker = { worker: Worker; pending: Map<number, Pending> }

/** One core stays with the server; at most four hash at once. */
const POOL_SIZE = Math.max(1, Math.min(4, availableParallelism() - 1))
const pool: PoolWorker[] = []
let nextId = 0
let bcryptPath: string | undefined

function startWorker(): PoolWorker {
  bcryptPath ??= createRequire(import.meta.url).resolve('bcryptjs')
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { bcryptPath } })
  const entry: PoolWorker = { worker, pending: new Map() }
  // An idle pool never keeps the process alive; a pending hash does (see run()).
  worker.unref()
  worker.on('message', ({ id, value, error }: { id: number; value?: never; error?: string }) => {
    const task = entry.pending.get(id)
    if (!task) return
    entry.pending.delete(id)
    if (entry.pending.size === 0) worker.unref()
    if (error !== undefined) task.reject(new Error(error))
    else task.resolve(value as never)
  })
  const fail = (error: Error) => {
    const index = pool.indexOf(entry)
    if (index !== -1) pool.splice(index, 1)
    for (const task of entry.pending.values()) task.reject(error)
    entry.pending.clear()
  }
  worker.on('error', fail)
  worker.on('exit', (code) => fail(new Error(`password worker exited (${code})`)))
  return entry
}

function run<T>(op: 'hash' | 'compare', password: string, arg: string | number): Promise<T> {
  if (typeof password !== 'string') return Promise.reject(new Error(`Illegal arguments: ${typeof password}, ${typeof arg}`))
  // The least busy worker, or a new one while the pool is not full.
  let entry = pool.reduce<PoolWorker | undefined>((best, w) => (!best || w.pending.size < best.pending.size ? w : best), undefined)
  if (!entry || (entry.pending.size > 0 && pool.length < POOL_SIZE)) {
    entry = startWorker()
    pool.push(entry)
  }
  const id = nextId++
  const target = entry
  return new Promise<T>((resolve, reject) => {
    target.pending.set(id, { resolve: resolve as (value: never) => void, reject })
    target.worker.ref()
    target.worker.postMessage({ id, op, password, arg })
  })
}

/** bcrypt.hash(password, cost), computed in a worker thread. */
export function hashPassword(password: string, cost: number): Promise<string> {
  return run<string>('hash', password, cost)
}

/** bcrypt.compare(password, hash), computed in a worker thread. */
export function comparePassword(password: string, hash: string): Promise<boolean> {
  return run<boolean>('compare', password, hash)
}
