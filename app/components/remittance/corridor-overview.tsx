import { Link } from '~/components/ui/localized-router'

import { formatPct } from '~/lib/remittance'
import { remittanceSearch } from '~/lib/remittance-query'
import type { OverviewRow, OverviewWords } from '~/lib/remittance-view'

const STACKED_CELL =
  'max-[22rem]:flex max-[22rem]:justify-between max-[22rem]:gap-3 max-[22rem]:py-0 max-[22rem]:before:text-slate-700 max-[22rem]:before:content-[attr(data-label)]'

/** The surveyed corridors at a glance (USD 200, as published), each a link to its offers. */
export function CorridorOverview({
  corridors,
  words,
  heading = words.heading,
}: {
  corridors: OverviewRow[]
  /** Built on the server (remittance-page.server.ts). */
  words: OverviewWords
  heading?: string
}) {
  const { average, cheapest } = words
  return (
    <section aria-labelledby="overview-heading">
      <h2 id="overview-heading" className="text-2xl font-bold text-slate-950">
        {heading}
      </h2>
      <p className="mt-2 text-slate-700">{words.intro}</p>
      {/* Below 22rem (a 320 px phone, or 200% text on any phone) each row is a small list: the country, then
          each figure after its column name, so nothing is off-screen (decision 041). */}
      <table className="mt-4 w-full max-w-2xl text-left max-[22rem]:block">
        <thead className="max-[22rem]:hidden">
          <tr className="border-b border-slate-300 text-sm text-slate-700">
            <th scope="col" className="py-2 pr-3 font-semibold">
              {words.country}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              {average}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {cheapest}
            </th>
          </tr>
        </thead>
        <tbody className="max-[22rem]:block">
          {corridors.map((row) => (
            <tr key={row.code} className="border-b border-slate-100 max-[22rem]:block max-[22rem]:py-2">
              <th scope="row" className="py-2 pr-3 font-normal max-[22rem]:block max-[22rem]:py-0">
                <Link
                  to={remittanceSearch({ to: row.code, amount: 200 })}
                  className="font-semibold text-emerald-800 underline-offset-4 hover:underline"
                >
                  {row.country}
                </Link>
              </th>
              <td data-label={average} className={`py-2 pr-3 text-right tabular-nums ${STACKED_CELL}`}>
                {formatPct(row.averagePct)}
              </td>
              <td data-label={cheapest} className={`py-2 text-right tabular-nums ${STACKED_CELL}`}>
                {formatPct(row.cheapestPct)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
