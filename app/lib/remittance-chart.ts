/**
 * Geometry of the corridor trend chart (drawn as SVG on the server; no chart library). Quarters are
 * placed on a regular axis, so a quarter missing from the data leaves a visible gap, joined by a
 * dashed segment and labelled, never filled with an invented value. The value axis always includes 0,
 * because negative costs are real results and the reader must see which side of zero a line is on.
 */
import { type TrendPoint, quarterFromIndex, quarterIndex } from './remittance'

export const CHART = { width: 320, height: 184, left: 40, right: 20, top: 12, bottom: 40 } as const

type ChartPoint = { x: number; y: number; value: number; quarter: string }
type ChartSegment = { from: ChartPoint; to: ChartPoint; overGap: boolean }
export type ChartSeries = { points: ChartPoint[]; segments: ChartSegment[] }

export type TrendChart = {
  average: ChartSeries
  cheapest: ChartSeries
  /** Every quarter from the first to the last, including those with no data. */
  quarters: { x: number; quarter: string; missing: boolean }[]
  ticks: { y: number; value: number }[]
  zeroY: number
  plot: { left: number; right: number; top: number; bottom: number }
}

/** A step of 1, 2 or 5 times a power of ten giving at most `maxTicks` intervals. */
export function niceStep(span: number, maxTicks = 5): number {
  const raw = Math.max(span, 1e-9) / maxTicks
  const power = 10 ** Math.floor(Math.log10(raw))
  for (const factor of [1, 2, 5, 10]) if (factor * power >= raw) return factor * power
  return 10 * power
}

export function trendChart(trend: TrendPoint[]): TrendChart | null {
  if (trend.length === 0) return null
  const sorted = [...trend].sort((a, b) => quarterIndex(a.quarter) - quarterIndex(b.quarter))
  const firstIndex = quarterIndex(sorted[0].quarter)
  const lastIndex = quarterIndex(sorted.at(-1)!.quarter)

  const values = sorted.flatMap((point) => [point.average_cost_pct, point.cheapest_cost_pct])
  const step = niceStep(Math.max(...values, 0) - Math.min(...values, 0))
  const min = Math.floor(Math.min(...values, 0) / step) * step
  const max = Math.max(Math.ceil(Math.max(...values, 0) / step) * step, min + step)

  const plot = { left: CHART.left, right: CHART.width - CHART.right, top: CHART.top, bottom: CHART.height - CHART.bottom }
  const slots = lastIndex - firstIndex
  const xOf = (index: number) =>
    slots === 0 ? (plot.left + plot.right) / 2 : plot.left + ((index - firstIndex) / slots) * (plot.right - plot.left)
  const yOf = (value: number) => plot.bottom - ((value - min) / (max - min)) * (plot.bottom - plot.top)
  const round = (n: number) => Math.round(n * 10) / 10

  const series = (pick: (point: TrendPoint) => number): ChartSeries => {
    const points = sorted.map((point) => ({
      x: round(xOf(quarterIndex(point.quarter))),
      y: round(yOf(pick(point))),
      value: pick(point),
      quarter: point.quarter,
    }))
    const segments = points.slice(1).map((to, i) => ({
      from: points[i],
      to,
      overGap: quarterIndex(to.quarter) - quarterIndex(points[i].quarter) > 1,
    }))
    return { points, segments }
  }

  const present = new Set(sorted.map((point) => point.quarter))
  const quarters = []
  for (let index = firstIndex; index <= lastIndex; index++) {
    const quarter = quarterFromIndex(index)
    quarters.push({ x: round(xOf(index)), quarter, missing: !present.has(quarter) })
  }

  const ticks = []
  for (let value = min; value <= max + step / 2; value += step) {
    const clean = Math.round(value * 1000) / 1000
    ticks.push({ y: round(yOf(clean)), value: clean })
  }

  return {
    average: series((point) => point.average_cost_pct),
    cheapest: series((point) => point.cheapest_cost_pct),
    quarters,
    ticks,
    zeroY: round(yOf(0)),
    plot,
  }
}
