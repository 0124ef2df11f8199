/** The trend chart's geometry (app/lib/remittance-chart.ts), checked on Nigeria's published trend. */
import { describe, expect, it } from 'vitest'

import { findCorridor } from '~/.server/remittance/remittance-data.server'
import { niceStep, trendChart } from '~/lib/remittance-chart'

describe('trend chart', () => {
  it('places the quarters on a regular axis and marks the missing one', () => {
    // Nigeria's trend: 2024Q3, 2024Q4, 2025Q1, 2025Q3 (2025Q2 is not in the data).
    // Plot from x = 40 to x = 300 (320 - 20): 4 intervals of 65.
    const chart = trendChart(findCorridor('NG')!.trend)!
    expect(chart.quarters).toEqual([
      { x: 40, quarter: '2024Q3', missing: false },
      { x: 105, quarter: '2024Q4', missing: false },
      { x: 170, quarter: '2025Q1', missing: false },
      { x: 235, quarter: '2025Q2', missing: true },
      { x: 300, quarter: '2025Q3', missing: false },
    ])
    // Only the segment across the missing quarter is drawn as a gap.
    expect(chart.average.segments.map((s) => s.overGap)).toEqual([false, false, true])
    expect(chart.cheapest.points.map((p) => p.x)).toEqual([40, 105, 170, 300])
  })

  it('keeps zero on the value axis, with negative costs below it', () => {
    // Values from -2.68 to 3.80: span 6.48 / 5 = 1.296 -> step 2; axis -4 to 4.
    // Plot from y = 144 (184 - 40) up to y = 12: 132 units for 8 points, 16.5 per point.
    // y(0) = 144 - 4 x 16.5 = 78; y(3.8) = 144 - 7.8 x 16.5 = 15.3; y(-2.68) = 144 - 1.32 x 16.5 = 122.2.
    const chart = trendChart(findCorridor('NG')!.trend)!
    expect(chart.ticks.map((t) => t.value)).toEqual([-4, -2, 0, 2, 4])
    expect(chart.zeroY).toBe(78)
    expect(chart.average.points[0]).toMatchObject({ value: 3.8, y: 15.3 })
    expect(chart.cheapest.points[1]).toMatchObject({ value: -2.68, y: 122.2 })
    for (const p of chart.cheapest.points) expect(p.y > chart.zeroY).toBe(p.value < 0)
  })

  it('picks round steps', () => {
    expect(niceStep(6.48)).toBe(2)
    expect(niceStep(10.93)).toBe(5)
    expect(niceStep(1.85)).toBe(0.5)
    expect(trendChart([])).toBeNull()
  })
})
