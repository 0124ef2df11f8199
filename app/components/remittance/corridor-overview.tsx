import { Link } from 'react-router'

import { overviewCopy as copy } from '~/content/remittance'
import { formatPct } from '~/lib/remittance'
import { remittanceSearch } from '~/lib/remittance-query'
import type { OverviewRow } from '~/lib/remittance-view'

/** The surveyed corridors at a glance (USD 200, as published), each a link to its offers. */
export function CorridorOverview({
  corridors,
  heading = copy.heading,
  intro = copy.intro,
}: {
  corridors: OverviewRow[]
  heading?: string
  intro?: string
}) {
  return (
    <section aria-labelledby="overview-heading">
      <h2 id="overview-heading" className="text-2xl font-bold text-slate-950">
        {heading}
      </h2>
      <p className="mt-2 text-slate-700">{intro}</p>
      <table className="mt-4 w-full max-w-2xl text-left">
        <thead>
          <tr className="border-b border-slate-300 text-sm text-slate-700">
            <th scope="col" className="py-2 pr-3 font-semibold">
              {copy.country}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              {copy.average}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {copy.cheapest}
            </th>
          </tr>
        </thead>
        <tbody>
          {corridors.map((row) => (
            <tr key={row.code} className="border-b border-slate-100">
              <th scope="row" className="py-2 pr-3 font-normal">
                <Link
                  to={remittanceSearch({ to: row.code, amount: 200 })}
                  className="font-semibold text-emerald-800 underline-offset-4 hover:underline"
                >
                  {row.country}
                </Link>
              </th>
              <td className="py-2 pr-3 text-right tabular-nums">{formatPct(row.averagePct)}</td>
              <td className="py-2 text-right tabular-nums">{formatPct(row.cheapestPct)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {corridors.some((row) => row.cheapestPct < 0) ? <p className="mt-3 max-w-2xl text-sm text-slate-600">{copy.negativeNote}</p> : null}
    </section>
  )
}
