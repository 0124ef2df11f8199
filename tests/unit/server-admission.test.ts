import { describe, expect, it } from 'vitest'

import { Overloaded, createAdmission, createClientRate } from '../../server/admission.mjs'

// server/admission.mjs: at most `limit` posts handled at once, the rest in order of arrival; a post
// waiting on the clock gives its place back; a full queue or a long wait is refused, never run.

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((r) => (resolve = r))
  return { promise, resolve }
}

describe('admission of form posts', () => {
  it('one client holds at most `clientActiveLimit` places: another client’s post takes the free one at once (decision 044)', async () => {
    const admission = createAdmission({ limit: 2, queueLimit: 100, clientQueueLimit: 16, clientActiveLimit: 1, maxWaitMs: 5_000 })
    const started: string[] = []
    const gates = Array.from({ length: 4 }, () => deferred())
    const flood = gates.map((gate, i) =>
      admission.run(async () => {
        started.push(`flood-${i}`)
        await gate.promise
      }, 'flooder'),
    )
    await tick()
    expect(started).toEqual(['flood-0'])
    const visitorGate = deferred()
    const visitor = admission.run(async () => {
      started.push('visitor')
      await visitorGate.promise
    }, 'visitor')
    await tick()
    expect(started).toEqual(['flood-0', 'visitor'])
    gates[0].resolve()
    await tick()
    expect(started).toEqual(['flood-0', 'visitor', 'flood-1'])
    visitorGate.resolve()
    for (const gate of gates) gate.resolve()
    await Promise.all([visitor, ...flood])
    expect(admission.stats()).toEqual({ active: 0, waiting: 0 })
  })

  it('runs at most `limit` at once and the rest in order of arrival', async () => {
    const admission = createAdmission({ limit: 2, queueLimit: 10, maxWaitMs: 5_000 })
    const started: number[] = []
    const gates = [0, 1, 2, 3].map(() => deferred())
    const runs = gates.map((gate, i) =>
      admission.run(async () => {
        started.push(i)
        await gate.promise
        return i
      }),
    )
    await tick()
    expect(started).toEqual([0, 1])
    expect(admission.stats()).toEqual({ active: 2, waiting: 2 })
    gates[1].resolve()
    await tick()
    expect(started).toEqual([0, 1, 2])
    gates[0].resolve()
    gates[2].resolve()
    gates[3].resolve()
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3])
    expect(admission.stats()).toEqual({ active: 0, waiting: 0 })
  })

  it('a post waiting on the clock holds no place, and goes first when its wait is over', async () => {
    const admission = createAdmission({ limit: 1, queueLimit: 10, maxWaitMs: 5_000 })
    const order: string[] = []
    const clock = deferred()
    const paced = admission.run(async () => {
      order.push('paced starts')
      await admission.idle(clock.promise)
      order.push('paced answers')
    })
    await tick()
    const gate = deferred()
    const other = admission.run(async () => {
      order.push('other starts')
      await gate.promise
      order.push('other ends')
    })
    const third = admission.run(async () => {
      order.push('third starts')
    })
    await tick()
    // The paced post gave its place back: the next one runs meanwhile.
    expect(order).toEqual(['paced starts', 'other starts'])
    clock.resolve()
    await tick()
    gate.resolve()
    await Promise.all([paced, other, third])
    // Back from its wait, the paced post goes before the one that had not started.
    expect(order).toEqual(['paced starts', 'other starts', 'other ends', 'paced answers', 'third starts'])
    expect(admission.stats()).toEqual({ active: 0, waiting: 0 })
  })

  it('a full queue and a wait too long are refused without running the work', async () => {
    const admission = createAdmission({ limit: 1, queueLimit: 1, maxWaitMs: 50 })
    const gate = deferred()
    let ran = 0
    const first = admission.run(() => gate.promise)
    const waiting = admission.run(async () => void (ran += 1))
    await expect(admission.run(async () => void (ran += 1))).rejects.toBeInstanceOf(Overloaded)
    await expect(waiting).rejects.toBeInstanceOf(Overloaded)
    expect(ran).toBe(0)
    gate.resolve()
    await first
    expect(admission.stats()).toEqual({ active: 0, waiting: 0 })
  })

  it('a place is given back when the work fails, and idle outside a post only waits', async () => {
    const admission = createAdmission({ limit: 1, queueLimit: 1, maxWaitMs: 1_000 })
    await expect(admission.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(await admission.idle(Promise.resolve(7))).toBe(7)
    expect(await admission.run(async () => 'next')).toBe('next')
    expect(admission.stats()).toEqual({ active: 0, waiting: 0 })
  })

  it('one client flooding the queue: its posts over its share are refused, another client is still served, and soon', async () => {
    const admission = createAdmission({ limit: 1, queueLimit: 1_000, clientQueueLimit: 16, maxWaitMs: 60_000 })
    const gate = deferred()
    const order: string[] = []
    const first = admission.run(() => gate.promise, 'flooder')
    // 1,100 posts from one address: 16 wait, the rest are refused at once and never run.
    const flood = Array.from({ length: 1_100 }, (_, i) =>
      admission
        .run(async () => void order.push(`flood-${i}`), 'flooder')
        .then(
          () => 'ran',
          (error: unknown) => (error instanceof Overloaded ? 'refused' : 'other'),
        ),
    )
    const other = admission.run(async () => void order.push('other'), 'visitor')
    expect(admission.waitingFor('flooder')).toBe(16)
    expect(admission.waitingFor('visitor')).toBe(1)
    gate.resolve()
    await first
    await other
    const outcomes = await Promise.all(flood)
    expect(outcomes.filter((o) => o === 'ran')).toHaveLength(16)
    expect(outcomes.filter((o) => o === 'refused')).toHaveLength(1_084)
    // Turns go round the clients: the visitor's post is the second handled, not the 17th.
    expect(order.indexOf('other')).toBe(1)
    expect(admission.stats()).toEqual({ active: 0, waiting: 0 })
  })

  it('a full queue makes room for a newcomer by refusing the newest post of the client with the most waiting', async () => {
    const admission = createAdmission({ limit: 1, queueLimit: 4, clientQueueLimit: 4, maxWaitMs: 60_000 })
    const gate = deferred()
    const first = admission.run(() => gate.promise, 'a')
    const settled = (p: Promise<unknown>) =>
      p.then(
        () => 'ran',
        (e: unknown) => (e instanceof Overloaded ? 'refused' : 'other'),
      )
    const floods = [0, 1, 2, 3].map(() => settled(admission.run(async () => {}, 'a')))
    const newcomer = settled(admission.run(async () => {}, 'b'))
    // A second newcomer of the same client: b has 1, a has 3, so a gives up one more.
    const second = settled(admission.run(async () => {}, 'b'))
    // Now a and b have 2 each: a third post of b is refused (it would be b's third to a's two).
    const third = settled(admission.run(async () => {}, 'b'))
    gate.resolve()
    await first
    expect(await Promise.all(floods)).toEqual(['ran', 'ran', 'refused', 'refused'])
    expect(await Promise.all([newcomer, second, third])).toEqual(['ran', 'ran', 'refused'])
  })

  it('one client in the queue is served in order of arrival', async () => {
    const admission = createAdmission({ limit: 1, queueLimit: 10, clientQueueLimit: 10, maxWaitMs: 5_000 })
    const order: number[] = []
    await Promise.all([0, 1, 2, 3].map((i) => admission.run(async () => void order.push(i), 'same')))
    expect(order).toEqual([0, 1, 2, 3])
  })
})

/** A clock the test moves: `advance(ms)` fires, in order, the timers that fall due. */
function fakeClock() {
  let time = 0
  const timers: { at: number; fire: () => void }[] = []
  return {
    now: () => time,
    setTimer: (fire: () => void, ms: number) => {
      const timer = { at: time + ms, fire }
      timers.push(timer)
      return () => void timers.splice(timers.indexOf(timer) >>> 0, 1)
    },
    advance(ms: number) {
      const until = time + ms
      for (;;) {
        const due = timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0]
        if (!due) break
        timers.splice(timers.indexOf(due), 1)
        time = due.at
        due.fire()
      }
      time = until
    },
  }
}

describe('the rate of costly work per client (decision 044, 2026-11-29)', () => {
  it('a burst passes at once; past it, one client’s requests wait in its own line and get their turns at the rate, in order; another client never waits', async () => {
    const clock = fakeClock()
    const rate = createClientRate({ perSecond: 2, burst: 5, maxWaitMs: 30_000, ...clock })
    const granted: number[] = []
    for (let i = 0; i < 8; i++) void rate.take('flooder').then(() => granted.push(i))
    await tick()
    expect(granted).toEqual([0, 1, 2, 3, 4])
    expect(rate.stats('flooder')).toMatchObject({ tokens: 0, waiting: 3 })
    let other = false
    void rate.take('household').then(() => (other = true))
    await tick()
    expect(other).toBe(true)
    clock.advance(499)
    await tick()
    expect(granted).toHaveLength(5)
    clock.advance(1)
    await tick()
    expect(granted).toEqual([0, 1, 2, 3, 4, 5])
    clock.advance(1_000)
    await tick()
    expect(granted).toEqual([0, 1, 2, 3, 4, 5, 6, 7])
    expect(rate.stats('flooder')).toMatchObject({ waiting: 0 })
  })

  it('a waiter whose asker leaves is dropped; a wait past the bound is refused at once; nothing is refused within it', async () => {
    const clock = fakeClock()
    const rate = createClientRate({ perSecond: 1, burst: 1, maxWaitMs: 2_000, ...clock })
    const outcome = (p: Promise<void>) =>
      p.then(
        () => 'granted',
        (error: unknown) => (error instanceof Overloaded ? `refused ${error.what}` : (error as Error).message),
      )
    const first = outcome(rate.take('c'))
    const second = outcome(rate.take('c'))
    const leaving = new AbortController()
    const third = outcome(rate.take('c', leaving.signal))
    // A fourth would wait 3 s, past the 2 s bound: refused now, not after the wait.
    expect(await outcome(rate.take('c'))).toBe('refused requests')
    expect(rate.stats('c').waiting).toBe(2)
    leaving.abort()
    expect(await third).toBe('Request aborted')
    expect(rate.stats('c').waiting).toBe(1)
    clock.advance(1_000)
    expect(await Promise.all([first, second])).toEqual(['granted', 'granted'])
    expect(rate.stats('c')).toMatchObject({ tokens: 0, waiting: 0 })
  })

  it('a client that pauses has its burst again; tryTake never waits; a rate of 0 is no rate', async () => {
    const clock = fakeClock()
    const rate = createClientRate({ perSecond: 10, burst: 3, maxWaitMs: 30_000, ...clock })
    expect([rate.tryTake('a'), rate.tryTake('a'), rate.tryTake('a'), rate.tryTake('a')]).toEqual([true, true, true, false])
    clock.advance(100)
    expect(rate.tryTake('a')).toBe(true)
    clock.advance(10_000)
    expect(rate.stats('a').tokens).toBe(3)
    const off = createClientRate({ perSecond: 0, burst: 1, maxWaitMs: 1, ...clock })
    await Promise.all(Array.from({ length: 100 }, () => off.take('a')))
    expect(off.tryTake('a')).toBe(true)
  })

  it('forgets clients whose bucket is full again once many are known, and keeps those that matter', () => {
    const clock = fakeClock()
    const rate = createClientRate({ perSecond: 1, burst: 2, maxWaitMs: 30_000, ...clock })
    for (let i = 0; i < 1_023; i++) rate.tryTake(`old-${i}`)
    clock.advance(5_000)
    rate.tryTake('busy')
    rate.tryTake('busy')
    rate.tryTake('new')
    // At 1,024 known, the 1,023 refilled ones are forgotten; the busy one (empty bucket) is kept.
    expect(rate.stats('new').clients).toBe(2)
    expect(rate.stats('busy').tokens).toBe(0)
  })
})
