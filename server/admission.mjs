// Admission control for actions (docs/decisions/015-admission.md, 020-fair-and-cheap.md): at most
// `limit` form posts are handled at once; the others wait their turn, so that a flood of posts cannot
// take the whole process from the people who are only reading pages.
//
// Turns are fair between clients: each client (its address, decision 006) has its own line, and the
// lines are served in rotation, one post each, so a client with a thousand posts waiting delays
// another client's post by at most one turn of the rotation. A client may have at most
// `clientQueueLimit` posts waiting; beyond that its posts are refused (503), and no one else's are.
// When the whole queue is full, a newcomer takes the place of the newest post of the client with the
// most waiting, unless it is that client.
//
// A request that is only waiting on a timer (the account forms answer at a fixed moment,
// app/.server/account/account-pace.server.ts) gives its place back while it waits: `idle(promise)`, through
// the AsyncLocalStorage of the request, handed to the app in the request's context (decision 045).

import { AsyncLocalStorage } from 'node:async_hooks'

export class Overloaded extends Error {
  /** @param {'forms' | 'pages' | 'requests'} [what] what was refused: a form post, a page render, or any request at the door */
  constructor(what = 'forms') {
    super('too many requests waiting')
    this.what = what
  }
}

/**
 * @typedef {{ grant: () => void, refuse: (error: Overloaded) => void, client: string, timer?: ReturnType<typeof setTimeout> }} Waiter
 */

/**
 * `clientActiveLimit`: places one client may hold at once (decision 044: with two places, one client
 * holds at most one, so another client's post never waits for a whole post of the flooder's to end).
 * @param {{ limit: number, queueLimit: number, clientQueueLimit?: number, clientActiveLimit?: number, maxWaitMs: number }} options
 */
export function createAdmission({ limit, queueLimit, clientQueueLimit = queueLimit, clientActiveLimit = limit, maxWaitMs }) {
  let active = 0
  /** @type {Map<string, number>} places held per client */
  const held = new Map()
  const holds = (/** @type {string} */ client) => held.get(client) ?? 0
  /** @param {string} client @param {number} delta */
  const hold = (client, delta) => {
    const n = holds(client) + delta
    if (n <= 0) held.delete(client)
    else held.set(client, n)
  }
  let waiting = 0
  /** @type {Waiter[]} posts back from an idle wait: they go first */
  const resuming = []
  /** @type {Map<string, Waiter[]>} each client's line, in the order of the rotation */
  const lines = new Map()

  const take = (/** @type {Waiter} */ waiter) => {
    clearTimeout(waiter.timer)
    active += 1
    hold(waiter.client, 1)
    waiter.grant()
  }

  /** The first line in the rotation whose client may take another place. */
  const eligible = () => {
    for (const entry of lines) if (holds(entry[0]) < clientActiveLimit) return entry
    return undefined
  }

  const next = () => {
    // (A line in `resuming` or `lines` is never empty: shift() always finds a waiter.)
    while (active < limit && resuming.length > 0) take(/** @type {Waiter} */ (resuming.shift()))
    for (let entry = eligible(); active < limit && entry; entry = eligible()) {
      // The client at the front of the rotation gets one turn, then goes to the back.
      const [client, line] = entry
      const waiter = /** @type {Waiter} */ (line.shift())
      lines.delete(client)
      if (line.length > 0) lines.set(client, line)
      waiting -= 1
      take(waiter)
    }
  }

  /** Takes a waiting post out of its line (its wait ran out, or it gave its place to another). @param {Waiter} waiter */
  function drop(waiter) {
    const line = lines.get(waiter.client)
    const at = line ? line.indexOf(waiter) : -1
    if (!line || at < 0) return false
    line.splice(at, 1)
    if (line.length === 0) lines.delete(waiter.client)
    waiting -= 1
    clearTimeout(waiter.timer)
    return true
  }

  /** The client with the most posts waiting (the first such in the rotation). */
  function busiest() {
    let found = null
    for (const [client, line] of lines) if (!found || line.length > found.line.length) found = { client, line }
    return found
  }

  /**
   * A place among the `limit`. `front`: a request that already had one and gave it back while idle
   * goes before those that have not started (it never waits behind the queue it helped drain).
   * @param {string} client @param {boolean} [front] @returns {Promise<void>}
   */
  function acquire(client, front = false) {
    if (active < limit && resuming.length === 0 && holds(client) < clientActiveLimit && (waiting === 0 || !eligible())) {
      active += 1
      hold(client, 1)
      return Promise.resolve()
    }
    if (front) return new Promise((resolve, reject) => resuming.push({ grant: resolve, refuse: reject, client }))
    const own = lines.get(client)?.length ?? 0
    if (own >= clientQueueLimit) return Promise.reject(new Overloaded())
    if (waiting >= queueLimit) {
      // Full: the client with the most waiting gives up its newest post, unless that is this client.
      const top = busiest()
      if (!top || top.line.length <= own + 1) return Promise.reject(new Overloaded())
      const evicted = top.line[top.line.length - 1]
      drop(evicted)
      evicted.refuse(new Overloaded())
    }
    return new Promise((resolve, reject) => {
      /** @type {Waiter} */
      const waiter = { grant: resolve, refuse: reject, client }
      waiter.timer = setTimeout(() => {
        if (drop(waiter)) reject(new Overloaded())
      }, maxWaitMs)
      const line = lines.get(client)
      if (line) line.push(waiter)
      else lines.set(client, [waiter])
      waiting += 1
    })
  }

  /** @param {string} client */
  function release(client) {
    active -= 1
    hold(client, -1)
    next()
  }

  const storage = new AsyncLocalStorage()

  /**
   * Runs `work` (the app's handling of one request) holding a place, and gives the place back when it
   * settles. Rejects with Overloaded, without running `work`, when the client's line or the whole
   * queue is full, or the wait too long.
   * @template T @param {() => Promise<T>} work @param {string} [client] who is asking (one line per client)
   * @returns {Promise<T>}
   */
  async function run(work, client = '') {
    await acquire(client)
    const ticket = { held: true, done: false, idleDepth: 0, client }
    try {
      return await storage.run(ticket, work)
    } finally {
      ticket.done = true
      if (ticket.held) {
        ticket.held = false
        release(client)
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
      release(ticket.client)
    }
    try {
      return await promise
    } finally {
      if (--ticket.idleDepth === 0 && !ticket.done) {
        await acquire(ticket.client, true)
        // The request may have ended meanwhile (an idle wait nobody awaited): the place goes back.
        if (ticket.done) release(ticket.client)
        else ticket.held = true
      }
    }
  }

  return {
    run,
    idle,
    stats: () => ({ active, waiting: waiting + resuming.length }),
    waitingFor: (/** @type {string} */ client) => lines.get(client)?.length ?? 0,
  }
}

/**
 * Pages a client may have the app render at once (docs/decisions/020-fair-and-cheap.md). Pages from
 * the shared cache and static files never come here; what does is a render. A client with `perClient`
 * renders in flight waits in its own line for its next (at most `queueLimit` waiting, each at most
 * `maxWaitMs`, else 503); other clients are not held up by its line. A browser rarely has more than a
 * few pages and data loads of one site in flight; a flood of unseen URLs from one address is then
 * rendered a few at a time, and the event loop never holds hundreds of its renders at once.
 * `perClient` 0: no limit.
 *
 * The same line, with `what: 'requests'`, is the door every request of a client passes before any work
 * is done for it (docs/decisions/044-one-client-cannot-crowd-the-door.md): a waiter whose connection
 * closes (`signal`) leaves its line, and the client's state goes once nothing is in flight or waiting.
 * @param {{ perClient: number, queueLimit: number, maxWaitMs: number, what?: 'pages' | 'requests' }} options
 */
export function createClientLimit({ perClient, queueLimit, maxWaitMs, what = 'pages' }) {
  /** @type {Map<string, { active: number, line: { grant: () => void, timer: ReturnType<typeof setTimeout> }[] }>} */
  const clients = new Map()

  /** @param {string} client @param {AbortSignal} [signal] */
  function acquire(client, signal) {
    let state = clients.get(client)
    if (!state) clients.set(client, (state = { active: 0, line: [] }))
    if (state.active < perClient) {
      state.active += 1
      return Promise.resolve()
    }
    if (state.line.length >= queueLimit) return Promise.reject(new Overloaded(what))
    return new Promise((resolve, reject) => {
      const leave = (/** @type {Error} */ error) => {
        clearTimeout(waiter.timer)
        signal?.removeEventListener('abort', onAbort)
        const at = state.line.indexOf(waiter)
        if (at >= 0) state.line.splice(at, 1)
        reject(error)
      }
      const onAbort = () => leave(new Error('Request aborted'))
      const waiter = {
        grant: () => {
          signal?.removeEventListener('abort', onAbort)
          resolve(undefined)
        },
        timer: setTimeout(() => leave(new Overloaded(what)), maxWaitMs),
      }
      if (signal?.aborted) return void reject(new Error('Request aborted'))
      signal?.addEventListener('abort', onAbort, { once: true })
      state.line.push(waiter)
    })
  }

  /** @param {string} client */
  function release(client) {
    const state = clients.get(client)
    if (!state) return
    const waiter = state.line.shift()
    if (waiter) {
      clearTimeout(waiter.timer)
      waiter.grant()
      return
    }
    state.active -= 1
    if (state.active === 0) clients.delete(client)
  }

  /**
   * @template T @param {() => Promise<T>} work @param {string} client
   * @param {AbortSignal} [signal] aborted when the asker has gone: a waiter leaves its line (rejects, `work` never runs)
   * @returns {Promise<T>}
   */
  async function run(work, client, signal) {
    if (perClient <= 0) return work()
    await acquire(client, signal)
    try {
      return await work()
    } finally {
      release(client)
    }
  }

  return {
    run,
    stats: (/** @type {string} */ client) => {
      const state = clients.get(client)
      return { active: state?.active ?? 0, waiting: state?.line.length ?? 0 }
    },
  }
}

/** @param {() => void} fire @param {number} ms @returns {() => void} cancels */
function startTimer(fire, ms) {
  const timer = setTimeout(fire, ms)
  return () => clearTimeout(timer)
}

/**
 * @typedef {{ grant: () => void }} RateWaiter
 * @typedef {{ tokens: number, at: number, line: RateWaiter[], cancel: (() => void) | null }} Bucket
 * @typedef {{ perSecond: number, burst: number, now: () => number, setTimer: (fire: () => void, ms: number) => () => void }} RateSpec
 */

/** Adds the tokens earned since the bucket was last seen (at most `burst`). @param {RateSpec} spec @param {Bucket} bucket */
function refill(spec, bucket) {
  const at = spec.now()
  bucket.tokens = Math.min(spec.burst, bucket.tokens + ((at - bucket.at) * spec.perSecond) / 1000)
  bucket.at = at
  return bucket
}

/** Grants the waiters at the front of the line their tokens, and sets the timer for the next one's. @param {RateSpec} spec @param {Bucket} bucket */
function serveLine(spec, bucket) {
  bucket.cancel = null
  refill(spec, bucket)
  while (bucket.line.length > 0 && bucket.tokens >= 1) {
    bucket.tokens -= 1
    bucket.line.shift()?.grant()
  }
  if (bucket.line.length === 0) return
  bucket.cancel = spec.setTimer(() => serveLine(spec, bucket), Math.ceil(((1 - bucket.tokens) * 1000) / spec.perSecond))
}

/** Waits in the bucket's line for a token; leaves it (rejects) when `signal` aborts. @param {RateSpec} spec @param {Bucket} bucket @param {AbortSignal} [signal] */
function waitInLine(spec, bucket, signal) {
  if (signal?.aborted) return Promise.reject(new Error('Request aborted'))
  return /** @type {Promise<void>} */ (
    new Promise((resolve, reject) => {
      const onAbort = () => {
        const at = bucket.line.indexOf(waiter)
        if (at >= 0) bucket.line.splice(at, 1)
        reject(new Error('Request aborted'))
      }
      /** @type {RateWaiter} */
      const waiter = {
        grant: () => {
          signal?.removeEventListener('abort', onAbort)
          resolve()
        },
      }
      signal?.addEventListener('abort', onAbort, { once: true })
      bucket.line.push(waiter)
      if (!bucket.cancel) serveLine(spec, bucket)
    })
  )
}

/**
 * A per-client rate for costly work (docs/decisions/044, section of 2026-11-29): each form post and
 * each render (not the shared cache, not static files) takes one token from its client's bucket,
 * which holds `burst` and fills at `perSecond`. A request that finds the bucket empty waits in its
 * client's own line, first come first served, for its token, with nothing done for it; it is
 * refused (Overloaded 'requests', at once) only when its wait would pass `maxWaitMs`. A waiter whose
 * `signal` aborts leaves the line. With the door in front, a client flooding in a closed loop is
 * held to `perSecond` costly requests, whatever its sockets; a household's pages within `burst`
 * never wait. `perSecond` 0: no rate. `now` and `setTimer` are the clock (tests inject theirs).
 * @param {{ perSecond: number, burst: number, maxWaitMs: number, now?: () => number, setTimer?: (fire: () => void, ms: number) => () => void }} options
 */
export function createClientRate({ perSecond, burst, maxWaitMs, now = Date.now, setTimer = startTimer }) {
  /** @type {RateSpec} */
  const spec = { perSecond, burst, now, setTimer }
  /** @type {Map<string, Bucket>} */
  const buckets = new Map()
  const forget = createSweep(buckets, (bucket) => bucket.line.length === 0 && refill(spec, bucket).tokens >= burst)

  /** @param {string} client */
  function bucketOf(client) {
    let bucket = buckets.get(client)
    if (!bucket) {
      forget()
      buckets.set(client, (bucket = { tokens: burst, at: now(), line: [], cancel: null }))
    }
    return refill(spec, bucket)
  }

  /** A token now, if one is there and nobody of the client waits. @param {Bucket} bucket */
  const takeNow = (bucket) => {
    if (bucket.line.length > 0 || bucket.tokens < 1) return false
    bucket.tokens -= 1
    return true
  }

  return {
    /**
     * Resolves once `client` has its token (at once when its bucket has one and nobody of it waits).
     * @param {string} client @param {AbortSignal} [signal] aborted when the asker has gone @returns {Promise<void>}
     */
    take(client, signal) {
      if (perSecond <= 0) return Promise.resolve()
      const bucket = bucketOf(client)
      if (takeNow(bucket)) return Promise.resolve()
      // Its wait: a token for each request ahead of it, and one for itself.
      if (((bucket.line.length + 1 - bucket.tokens) * 1000) / perSecond > maxWaitMs) return Promise.reject(new Overloaded('requests'))
      return waitInLine(spec, bucket, signal)
    },
    /** A token now, or false: for work that is skipped rather than delayed (a background refresh). @param {string} client */
    tryTake: (client) => perSecond <= 0 || takeNow(bucketOf(client)),
    stats: (/** @type {string} */ client) => {
      const bucket = buckets.get(client)
      return { tokens: bucket ? Math.floor(refill(spec, bucket).tokens) : burst, waiting: bucket?.line.length ?? 0, clients: buckets.size }
    },
  }
}

/**
 * Forgets, when the map has doubled since the last time (at least 1,024 entries), the entries `idle`
 * says carry nothing (a full bucket, nobody waiting): a client's state lasts while it matters, and a
 * stream of new addresses costs memory in proportion to those still active.
 * @template V @param {Map<string, V>} map @param {(value: V) => boolean} idle
 */
function createSweep(map, idle) {
  let at = 1_024
  return () => {
    if (map.size < at) return
    for (const [key, value] of map) if (idle(value)) map.delete(key)
    at = Math.max(1_024, map.size * 2)
  }
}
