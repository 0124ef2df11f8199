import { describe, expect, it } from 'vitest'

import { Overloaded, createAdmission } from '../../server/admission.mjs'

// server/admission.mjs: at most `limit` posts handled at once, the rest in order of arrival; a post
// waiting on the clock gives its place back; a full queue or a long wait is refused, never run.

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((r) => (resolve = r))
  return { promise, resolve }
}

describe('admission of form posts', () => {
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
})
