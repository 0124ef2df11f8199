import { waitlistAdminCopy } from '~/content/waitlist-admin'

const WIDTH = 600
const HEIGHT = 180
const TOP = 16
const BOTTOM = 24
const GAP = 3

/** "Nov 22" from "2026-11-22" (fixed locale and time zone: the same on server and browser). */
function shortDay(day: string) {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))
}

/**
 * Joins per day as a bar chart drawn on the server (SVG: no JavaScript, no chart library). Screen
 * readers get a one-sentence summary as the image's name and description, and everyone can open the
 * exact numbers as a table.
 */
export function JoinsChart({ daily }: { daily: { day: string; count: number }[] }) {
  const copy = waitlistAdminCopy.chart
  const max = Math.max(1, ...daily.map((d) => d.count))
  const total = daily.reduce((n, d) => n + d.count, 0)
  const busiest = daily.reduce<{ day: string; count: number } | null>((best, d) => (!best || d.count > best.count ? d : best), null)
  const summary = copy.summary(total, daily.length, busiest ? { day: shortDay(busiest.day), count: busiest.count } : null)
  const slot = WIDTH / Math.max(1, daily.length)
  const plot = HEIGHT - TOP - BOTTOM
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <figcaption>
        <h2 id="joins-chart-heading" className="text-lg font-semibold text-slate-900">
          {copy.heading}
        </h2>
        <p className="text-sm text-slate-600">{copy.caption(daily.length)}</p>
      </figcaption>
      <svg
        role="img"
        aria-labelledby="joins-chart-title joins-chart-desc"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="mt-3 h-auto w-full"
        data-testid="joins-chart"
      >
        <title id="joins-chart-title">{copy.heading}</title>
        <desc id="joins-chart-desc">{summary}</desc>
        <line x1="0" y1={HEIGHT - BOTTOM} x2={WIDTH} y2={HEIGHT - BOTTOM} stroke="#94a3b8" strokeWidth="1" />
        <text x="0" y="11" fontSize="12" fill="#475569">
          {max}
        </text>
        <line x1="24" y1={TOP} x2={WIDTH} y2={TOP} stroke="#e2e8f0" strokeWidth="1" strokeDasharray="4 4" />
        {daily.map((d, i) => {
          const h = Math.round((d.count / max) * plot)
          return (
            <rect
              key={d.day}
              x={i * slot + GAP / 2}
              y={HEIGHT - BOTTOM - h}
              width={Math.max(1, slot - GAP)}
              height={h}
              rx="2"
              fill="#047857"
            >
              <title>{`${shortDay(d.day)}: ${d.count}`}</title>
            </rect>
          )
        })}
        {daily.length > 0 ? (
          <>
            <text x="0" y={HEIGHT - 6} fontSize="12" fill="#475569">
              {shortDay(daily[0]!.day)}
            </text>
            <text x={WIDTH} y={HEIGHT - 6} fontSize="12" fill="#475569" textAnchor="end">
              {shortDay(daily.at(-1)!.day)}
            </text>
          </>
        ) : null}
      </svg>
      <p className="mt-2 text-sm text-slate-700">{summary}</p>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium text-emerald-800 underline underline-offset-2">{copy.showNumbers}</summary>
        <div className="mt-2 max-h-64 overflow-y-auto">
          <table className="w-full text-left">
            <caption className="sr-only">{copy.caption(daily.length)}</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-4 font-semibold text-slate-700">
                  {copy.dayHeader}
                </th>
                <th scope="col" className="py-1 font-semibold text-slate-700">
                  {copy.joinsHeader}
                </th>
              </tr>
            </thead>
            <tbody>
              {daily.map((d) => (
                <tr key={d.day} className="border-t border-slate-100">
                  <th scope="row" className="py-1 pr-4 font-normal text-slate-800">
                    <time dateTime={d.day}>{shortDay(d.day)}</time>
                  </th>
                  <td className="py-1 text-slate-800">{d.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}
