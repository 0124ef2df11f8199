import { describe, expect, it } from 'vitest'

import { formatCount } from '../../app/lib/format-count'

describe('formatCount', () => {
  it('writes whole numbers exactly as toLocaleString("en-US") does', () => {
    const values = [
      0,
      7,
      42,
      999,
      1000,
      1001,
      9999,
      12_345,
      100_000,
      984_321,
      1_000_000,
      12_345_678,
      Number.MAX_SAFE_INTEGER,
      -1,
      -1234,
      -1_000_000,
    ]
    for (const value of values) expect(formatCount(value)).toBe(value.toLocaleString('en-US'))
    expect(formatCount(12_345)).toBe('12,345')
  })
  it('leaves other numbers to toLocaleString', () => {
    for (const value of [1234.5, 0.25, Number.MAX_SAFE_INTEGER * 4]) expect(formatCount(value)).toBe(value.toLocaleString('en-US'))
  })
})
