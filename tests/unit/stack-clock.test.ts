import { describe, expect, it } from 'vitest'

import { createClock, testClockFromEnv } from '../../supabase/local/clock'

describe("the embedded stack's clock (decision 028)", () => {
  it('is the wall clock, moved forward only on a test clock', () => {
    const wall = createClock(false)
    expect(Math.abs(wall.now() - Date.now())).toBeLessThan(1000)
    expect(() => wall.advance(1000)).toThrow(/no test clock/)
    const test = createClock(true)
    const before = test.now()
    test.advance(61_000)
    expect(test.now() - before).toBeGreaterThanOrEqual(61_000)
    expect(test.seconds()).toBe(Math.floor(test.now() / 1000))
    expect(() => test.advance(-1)).toThrow(/only moves forward/)
  })

  it('SUPABASE_LOCAL_TEST_CLOCK=on asks for it, and production refuses it without the local mailbox', () => {
    expect(testClockFromEnv({ NODE_ENV: 'test' })).toBe(false)
    expect(testClockFromEnv({ NODE_ENV: 'test', SUPABASE_LOCAL_TEST_CLOCK: 'on' })).toBe(true)
    expect(() => testClockFromEnv({ NODE_ENV: 'production', SUPABASE_LOCAL_TEST_CLOCK: 'on' })).toThrow(/LOCAL_MAILBOX=on/)
    expect(testClockFromEnv({ NODE_ENV: 'production', SUPABASE_LOCAL_TEST_CLOCK: 'on', LOCAL_MAILBOX: 'on' })).toBe(true)
    expect(testClockFromEnv({ NODE_ENV: 'production' })).toBe(false)
  })
})
