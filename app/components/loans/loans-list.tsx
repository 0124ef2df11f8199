import { buttonClass } from '~/components/ui/button'
import { useLocalizePath } from '~/components/ui/locale'
import { NCUA_RESEARCH_URL } from '~/lib/credit-unions'
import { formatNumber, formatPercent } from '~/lib/format'
import type { LoanAnswer } from '~/lib/loans'
import { plural } from '~/lib/plural'
import { m } from '~/paraglide/messages.js'

import { RESULTS_ID } from './loans-form'

/**
 * The credit unions of the place with their reported rate of the kind, lowest first, one page at a time
 * (a list, not a table: it has to fit a 320 px screen). Names are kept as NCUA spells them (mostly upper
 * case): turning them into title case would garble acronyms and initials ("SECU", "A.C.M.G."), and the
 * exact spelling is what finds the credit union in NCUA's own search.
 */
export function LoansList({ answer }: { answer: LoanAnswer }) {
  const { where, list } = answer
  const localize = useLocalizePath()
  const heading =
    where.by === 'zip'
      ? m.loans_list_heading_zip({ miles: where.miles, zip: where.zip })
      : m.loans_list_heading_state({ state: where.stateName })
  return (
    <section aria-labelledby="loans-list-heading" className="mt-10">
      <h3 id="loans-list-heading" className="text-xl font-bold text-slate-950">
        {heading}
      </h3>
      <p className="mt-2 font-semibold text-slate-900" data-testid="loans-list-count">
        {list.count === 0
          ? m.loans_list_none()
          : plural(list.count, m.loans_list_count_one({ count: list.count }), m.loans_list_count_other({ count: list.count }))}
      </p>
      {list.screened > 0 ? (
        <p className="mt-1 text-sm text-slate-700" data-testid="loans-list-screened">
          {plural(
            list.screened,
            m.loans_list_screened_one({ count: list.screened }),
            m.loans_list_screened_other({ count: list.screened }),
          )}
        </p>
      ) : null}
      {list.unreported > 0 ? (
        <p className="mt-1 text-sm text-slate-700">
          {plural(
            list.unreported,
            m.loans_list_unreported_one({ count: list.unreported }),
            m.loans_list_unreported_other({ count: list.unreported }),
          )}
        </p>
      ) : null}
      <p className="mt-2 max-w-3xl text-sm text-slate-700">{m.loans_list_order()}</p>

      {list.count > 0 ? (
        <>
          <p className="mt-4 text-sm font-medium text-slate-800">
            {m.loans_list_showing({ from: list.from, to: list.to, count: list.count })}
          </p>
          <ol className="mt-3 grid gap-3 lg:grid-cols-2" aria-label={heading}>
            {list.entries.map((entry) => (
              <li
                key={entry.id}
                className="min-w-0 rounded-2xl bg-white p-4 ring-1 ring-slate-200 [overflow-wrap:anywhere]"
                data-testid="loans-credit-union"
              >
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h4 className="text-lg font-bold break-words text-slate-950">
                      <span className="text-sm font-semibold text-slate-600">{entry.rank}.</span> {entry.name}
                    </h4>
                    <p className="text-sm text-slate-700">
                      {entry.city}, {entry.state}
                      {entry.miles !== null
                        ? ` · ${m.loans_entry_miles({ miles: formatNumber(entry.miles, { fractionDigits: 1 }) })}`
                        : null}
                    </p>
                  </div>
                  <p className="shrink-0 text-right">
                    <span className="block text-xs font-semibold text-slate-700">{m.loans_entry_rate_label()}</span>
                    <span className="block text-xl font-bold tabular-nums text-slate-950" data-testid="loans-entry-rate">
                      {formatPercent(entry.rate, { fractionDigits: 2 })}
                    </span>
                  </p>
                </div>
                <p className="mt-2 text-sm text-slate-800">
                  {plural(
                    entry.members,
                    m.loans_entry_members_one({ count: formatNumber(entry.members) }),
                    m.loans_entry_members_other({ count: formatNumber(entry.members) }),
                  )}
                </p>
                {entry.lowIncome || entry.mdi ? (
                  <p className="mt-2 flex flex-wrap gap-1.5 text-xs font-semibold">
                    {entry.lowIncome ? (
                      <span className="rounded-full bg-sky-100 px-2.5 py-0.5 text-sky-900">{m.loans_entry_low_income()}</span>
                    ) : null}
                    {entry.mdi ? (
                      <span className="rounded-full bg-violet-100 px-2.5 py-0.5 text-violet-900">{m.loans_entry_mdi()}</span>
                    ) : null}
                  </p>
                ) : null}
                <p className="mt-3 border-t border-slate-100 pt-3 text-sm">
                  <a
                    href={NCUA_RESEARCH_URL}
                    rel="noopener noreferrer"
                    className="font-semibold text-emerald-800 underline underline-offset-4"
                  >
                    {m.loans_entry_research()}
                    <span className="sr-only">: {entry.name}</span>
                  </a>{' '}
                  <span className="text-slate-700">{m.loans_entry_charter({ id: entry.id })}</span>
                </p>
              </li>
            ))}
          </ol>
          {list.previous || list.next ? (
            <nav aria-label={m.loans_pages_label()} className="mt-5 flex flex-wrap gap-3">
              {list.previous ? (
                <a href={`${localize(list.previous)}#${RESULTS_ID}`} className={buttonClass('outline', 'md')} data-testid="loans-previous">
                  {m.loans_previous()}
                </a>
              ) : null}
              {list.next ? (
                <a href={`${localize(list.next)}#${RESULTS_ID}`} className={buttonClass('primary', 'md')} data-testid="loans-next">
                  {m.loans_next()}
                </a>
              ) : null}
            </nav>
          ) : null}
        </>
      ) : null}
    </section>
  )
}
