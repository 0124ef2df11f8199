import { type TrendPoint, formatPct, quarterLabel } from '~/lib/remittance'
import { CHART, type ChartSeries, trendChart } from '~/lib/remittance-chart'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'

/**
 * The corridor's published USD 200 average and cheapest cost by quarter: a small SVG drawn from the
 * data (no chart library), named and described for screen readers, with the figures in a table.
 */
export function TrendChart({ trend, country, amount }: { trend: TrendPoint[]; country: string; amount: number }) {
  const chart = trendChart(trend)
  if (!chart) return null
  const first = trend[0]
  const last = trend.at(-1)!
  const missing = chart.quarters.filter((q) => q.missing).map((q) => quarterLabel(q.quarter))
  const description = m.remittance_trend_copy_chart_description({
    first: quarterLabel(first.quarter),
    last: quarterLabel(last.quarter),
    avgFirst: formatPct(first.average_cost_pct),
    avgLast: formatPct(last.average_cost_pct),
    cheapFirst: formatPct(first.cheapest_cost_pct),
    cheapLast: formatPct(last.cheapest_cost_pct),
  })
  const gapNote = missing.length
    ? m.remittance_trend_copy_gap_note({ quarters: new Intl.ListFormat(getLocale(), { type: 'conjunction' }).format(missing) })
    : null
  const average = m.remittance_trend_copy_average()
  const cheapest = m.remittance_trend_copy_cheapest()
  const tableCaption = m.remittance_trend_copy_table_caption()

  return (
    <section aria-labelledby="trend-heading" className="mt-10">
      <h3 id="trend-heading" className="text-xl font-bold text-slate-950">
        {m.remittance_trend_copy_heading()}
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        {m.remittance_trend_copy_intro()} {amount !== 200 ? m.remittance_trend_copy_only200() : null}
      </p>
      <figure className="mt-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
        <svg
          viewBox={`0 0 ${CHART.width} ${CHART.height}`}
          role="img"
          aria-labelledby="trend-title trend-desc"
          className="h-auto w-full max-w-xl"
          fontSize="11"
        >
          <title id="trend-title">{m.remittance_trend_copy_chart_title({ country })}</title>
          <desc id="trend-desc">
            {description} {gapNote}
          </desc>
          {chart.ticks.map((tick) => (
            <g key={tick.value}>
              <line
                x1={chart.plot.left}
                x2={chart.plot.right}
                y1={tick.y}
                y2={tick.y}
                className={tick.value === 0 ? 'stroke-slate-500' : 'stroke-slate-200'}
                strokeWidth={tick.value === 0 ? 1.5 : 1}
              />
              <text x={chart.plot.left - 6} y={tick.y} dy="0.32em" textAnchor="end" className="fill-slate-600">
                {`${tick.value}%`}
              </text>
            </g>
          ))}
          {chart.quarters.map((q) => {
            const [year, quarter] = q.quarter.split('Q')
            return (
              <text
                key={q.quarter}
                x={q.x}
                y={chart.plot.bottom + 16}
                textAnchor="middle"
                className={q.missing ? 'fill-slate-500' : 'fill-slate-700'}
              >
                <tspan x={q.x}>{`Q${quarter}`}</tspan>
                <tspan x={q.x} dy="1.2em">
                  {q.missing ? m.remittance_trend_copy_missing() : year}
                </tspan>
              </text>
            )
          })}
          <Series series={chart.average} lineClass="stroke-emerald-700" markerClass="fill-emerald-700" marker="circle" />
          <Series series={chart.cheapest} lineClass="stroke-amber-700" markerClass="fill-amber-700" marker="square" />
        </svg>
        <figcaption className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
          <span className="inline-flex items-center gap-2">
            <span aria-hidden="true" className="inline-block size-2.5 rounded-full bg-emerald-700" />
            {average}
          </span>
          <span className="inline-flex items-center gap-2">
            <span aria-hidden="true" className="inline-block size-2.5 bg-amber-700" />
            {cheapest}
          </span>
          {gapNote ? <span className="basis-full text-xs text-slate-600">{gapNote}</span> : null}
        </figcaption>
      </figure>
      {/* At large text sizes on a phone the three columns are wider than the screen: the table scrolls on its own (keyboard too), the page does not. */}
      <div className="mt-4 max-w-xl overflow-x-auto" role="region" aria-label={tableCaption} tabIndex={0}>
        <table className="w-full text-left text-sm">
          <caption className="mb-2 text-left font-semibold text-slate-800">{tableCaption}</caption>
          <thead>
            <tr className="border-b border-slate-300 text-slate-700">
              <th scope="col" className="py-1 pr-3 font-semibold">
                {m.remittance_trend_copy_quarter()}
              </th>
              <th scope="col" className="py-1 pr-3 text-right font-semibold">
                {average}
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                {cheapest}
              </th>
            </tr>
          </thead>
          <tbody>
            {trend.map((point) => (
              <tr key={point.quarter} className="border-b border-slate-100">
                <th scope="row" className="py-1 pr-3 font-normal">
                  {quarterLabel(point.quarter)}
                </th>
                <td className="py-1 pr-3 text-right tabular-nums">{formatPct(point.average_cost_pct)}</td>
                <td className="py-1 text-right tabular-nums">{formatPct(point.cheapest_cost_pct)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

function Series({
  series,
  lineClass,
  markerClass,
  marker,
}: {
  series: ChartSeries
  lineClass: string
  markerClass: string
  marker: 'circle' | 'square'
}) {
  return (
    <g>
      {series.segments.map((segment) => (
        <line
          key={segment.to.quarter}
          x1={segment.from.x}
          y1={segment.from.y}
          x2={segment.to.x}
          y2={segment.to.y}
          className={lineClass}
          strokeWidth={2.5}
          strokeDasharray={segment.overGap ? '4 4' : undefined}
          strokeLinecap="round"
        />
      ))}
      {series.points.map((point) =>
        marker === 'circle' ? (
          <circle key={point.quarter} cx={point.x} cy={point.y} r={4} className={markerClass} />
        ) : (
          <rect key={point.quarter} x={point.x - 4} y={point.y - 4} width={8} height={8} className={markerClass} />
        ),
      )}
    </g>
  )
}
