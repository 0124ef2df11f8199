/** The SIMULATED social proof's schedule and numbers (app/lib/social-proof.ts), on fake timers. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { daysAgoLabel, randomDaysAgo, randomNoticeDelayMs, SIMULATED_JOINERS, startSimulatedSocialProof } from '~/lib/social-proof'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('simulated social proof', () => {
  // The counter's 984 is checked where it is shown: tests/integration/social-proof-modes.test.ts, tests/e2e/waitlist.spec.ts.
  it('has a pool of 10 joiners', () => {
    expect(SIMULATED_JOINERS).toHaveLength(10)
    expect(new Set(SIMULATED_JOINERS.map((j) => j.name)).size).toBe(10)
  })

  it('draws days ago from 1 to 20 and later delays from 20 to 40 s', () => {
    expect(randomDaysAgo(() => 0)).toBe(1)
    expect(randomDaysAgo(() => 0.999999)).toBe(20)
    expect(randomNoticeDelayMs(() => 0)).toBe(20_000)
    expect(randomNoticeDelayMs(() => 0.999999)).toBe(40_000)
    for (let i = 0; i < 200; i++) {
      const d = randomDaysAgo()
      expect(d).toBeGreaterThanOrEqual(1)
      expect(d).toBeLessThanOrEqual(20)
    }
    expect(daysAgoLabel(1)).toBe('1 day ago')
    expect(daysAgoLabel(7)).toBe('7 days ago')
  })

  it('shows the first notice after 5 s for 5 s, then one per 40 s cycle after a 20-40 s delay', () => {
    const events: string[] = []
    const stop = startSimulatedSocialProof({
      onShow: (j) => events.push(`show ${j.name} @${Date.now()}`),
      onHide: () => events.push(`hide @${Date.now()}`),
      random: () => 0.5,
    })
    const start = Date.now()
    vi.advanceTimersByTime(4_999)
    expect(events).toEqual([])
    vi.advanceTimersByTime(1)
    expect(events).toHaveLength(1)
    vi.advanceTimersByTime(5_000)
    expect(events).toHaveLength(2)
    expect(events[1]).toBe(`hide @${start + 10_000}`)
    // Cycle tick at 40 s, + 30 s (random 0.5 -> 30 s) = 70 s; hidden at 75 s.
    vi.advanceTimersByTime(59_999)
    expect(events).toHaveLength(2)
    vi.advanceTimersByTime(1)
    expect(events).toHaveLength(3)
    vi.advanceTimersByTime(5_000)
    expect(events).toHaveLength(4)
    stop()
    vi.advanceTimersByTime(10 * 60_000)
    expect(events).toHaveLength(4)
  })
})
