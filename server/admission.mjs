// Admission control for actions (docs/decisions/015-admission.md): at most `limit` form posts are
// handled at once; the others wait their turn, in order of arrival, so that a flood of posts cannot
// take the whole process from the people who are only reading pages.
//
// A request that is only waiting on a timer (the account forms answer at a fixed moment,
// app/.server/account-pace.server.ts) gives its place back while it waits: `idle(promise)`, through
// the AsyncLocalStorage of the request, reached by the app as `globalThis[ADMISSION]`.

import { AsyncLocalStorage } from 'node:async_hooks'

/** The key under which the app finds `idle` (app/.server/admission.server.ts). */
export const ADMISSION = Symbol.for('diaspora-finance.admission')

export class Overloaded extends Error {
  constructor() {
    super('too many requests waiting')
  }
}

/**
 * @param {{ limit: number, queueLimit: number, maxWaitMs: number }} options
 */
export function createAdmission({ limit, queueLimit, maxWaitMs }) {
  let active = 0
  /** @type {{ grant: () => void, timer?: ReturnType<typeof setTimeout> }[]} */
  const queue = []

  const next = () => {
    while (active < limit && queue.length > 0) {
      const waiter = queue.shift()
      clearTimeout(waiter.timer)
      active += 1
      waiter.grant()
    }
  }

  /**
   * A place among the `limit`. `front`: a request that already had one and gave it back while idle
   * goes before those that have not started (it never waits behind the queue it helped drain).
   * @returns {Promise<void>}
   */
  function acquire(front = false) {
    if (active < limit && queue.length === 0) {
      active += 1
      return Promise.resolve()
    }
    if (!front && queue.length >= queueLimit) return Promise.reject(new Overloaded())
    return new Promise((resolve, reject) => {
      const waiter = { grant: resolve }
      if (front) queue.unshift(waiter)
      else {
        waiter.timer = setTimeout(() => {
          const at = queue.indexOf(waiter)
          if (at >= 0) queue.splice(at, 1)
          reject(new Overloaded())
        }, maxWaitMs)
        queue.push(waiter)
      }
    })
  }

  function release() {
    active -= 1
    next()
  }

  const storage = new AsyncLocalStorage()

  /**
   * Runs `work` (the app's handling of one request) holding a place, and gives the place back when it
   * settles. Rejects with Overloaded, without running `work`, when the queue is full or the wait too long.
   * @template T @param {() => Promise<T>} work @returns {Promise<T>}
   */
  async function run(work) {
    await acquire()
    const ticket = { held: true, done: false, idleDepth: 0 }
    try {
      return await storage.run(ticket, work)
    } finally {
      ticket.done = true
      if (ticket.held) {
        ticket.held = false
        release()
      }
    }
  }

  /**
   * Waits for `promise` without a place (given back at the start, taken back, first in line, at the
   * end). Outside `run` it only waits.
   * @template T @param {Promise<T>} promise @returns {Promise<T>}
   */
  async function idle(promise) {
    const ticket = storage.getStore()
    if (!ticket || ticket.done) return promise
    if (ticket.idleDepth++ === 0) {
      ticket.held = false
      release()
    }
    try {
      return await promise
    } finally {
      if (--ticket.idleDepth === 0 && !ticket.done) {
        await acquire(true)
        // The request may have ended meanwhile (an idle wait nobody awaited): the place goes back.
        if (ticket.done) release()
        else ticket.held = true
      }
    }
  }

  return { run, idle, stats: () => ({ active, waiting: queue.length }) }
}
