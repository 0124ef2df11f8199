import { buttonClass } from '~/components/ui/button'
import { useLocalizePath } from '~/components/ui/locale'
import type { AssetBand, CreditUnionEntry, CreditUnionResults, Membership } from '~/lib/bank-accounts'
import { NCUA_RESEARCH_URL } from '~/lib/credit-unions'
import { formatNumber } from '~/lib/format'
import { m } from '~/paraglide/messages.js'

/** Where the paging links land: the list, not the answer above it. */
const LIST_ID = 'credit-unions'

const bandCopy: Record<AssetBand, () => string> = {
  1: m.bank_accounts_entry_band_1,
  2: m.bank_accounts_entry_band_2,
  3: m.bank_accounts_entry_band_3,
  4: m.bank_accounts_entry_band_4,
  5: m.bank_accounts_entry_band_5,
  6: m.bank_accounts_entry_band_6,
}

const membershipCopy: Record<Membership, () => string> = {
  community: m.bank_accounts_entry_membership_community,
  'faith-based': m.bank_accounts_entry_membership_faith_based,
  ask: m.bank_accounts_entry_membership_ask,
}

function countText(count: number) {
  if (count === 0) return m.bank_accounts_results_count_none()
  if (count === 1) return m.bank_accounts_results_count_one()
  return m.bank_accounts_results_count({ count: formatNumber(count) })
}

/** The credit unions near her ZIP (or in her state): a count, what the data cannot say, one page of them. */
export function CreditUnionList({ results }: { results: CreditUnionResults }) {
  const localize = useLocalizePath()
  const near = results.kind === 'near'
  const heading = near
    ? m.bank_accounts_results_heading_near({ miles: results.miles!, zip: results.zip! })
    : m.bank_accounts_results_heading_state({ state: results.stateName })
  return (
    <section id={LIST_ID} aria-labelledby="ba-list-heading" className="mt-10 scroll-mt-20" data-testid="ba-results">
      <h2 id="ba-list-heading" className="text-2xl font-bold text-slate-950 sm:text-3xl">
        {heading}
      </h2>
      {near ? (
        <p className="mt-1 text-slate-700">
          {m.bank_accounts_results_place({ zip: results.zip!, city: results.city!, state: results.stateName })}
        </p>
      ) : null}
      <p className="mt-2 text-lg font-semibold text-slate-900" data-testid="ba-count">
        {countText(results.count)}
      </p>
      <p
        className="mt-2 max-w-3xl rounded-2xl bg-amber-50 p-4 font-medium text-slate-900 ring-1 ring-amber-200"
        data-testid="ba-no-id-data"
      >
        {m.bank_accounts_results_no_id_data()}
      </p>

      {results.count === 0 ? (
        <div className="mt-4 text-slate-800" data-testid="ba-none">
          <p>
            {near
              ? m.bank_accounts_results_none_near({ miles: results.miles!, zip: results.zip! })
              : m.bank_accounts_results_none_state({ state: results.stateName })}
          </p>
          <ul className="mt-3 flex flex-wrap gap-3">
            {results.wider ? (
              <li>
                <a href={`${localize(results.wider.href)}#${LIST_ID}`} className={buttonClass('primary', 'md')}>
                  {m.bank_accounts_results_try_wider({ miles: results.wider.miles })}
                </a>
              </li>
            ) : null}
            {results.stateHref ? (
              <li>
                <a href={`${localize(results.stateHref)}#${LIST_ID}`} className={buttonClass('outline', 'md')}>
                  {m.bank_accounts_results_try_state({ state: results.stateName })}
                </a>
              </li>
            ) : null}
          </ul>
        </div>
      ) : (
        <>
          <p className="mt-3 max-w-3xl text-sm text-slate-700">
            {near ? m.bank_accounts_results_order_near() : m.bank_accounts_results_order_state()}
          </p>
          <p className="mt-2 max-w-3xl text-sm text-slate-700">{m.bank_accounts_results_join()}</p>
          <p className="mt-4 text-sm font-medium text-slate-800" data-testid="ba-showing">
            {m.bank_accounts_results_showing({
              from: formatNumber(results.from),
              to: formatNumber(results.to),
              count: formatNumber(results.count),
            })}
          </p>
          <ol start={results.from} className="mt-3 grid gap-3" aria-label={heading}>
            {results.entries.map((entry) => (
              <CreditUnionItem key={entry.charter} entry={entry} />
            ))}
          </ol>
          {results.previous || results.next ? (
            <nav aria-label={m.bank_accounts_results_pages_label()} className="mt-5 flex flex-wrap gap-3">
              {results.previous ? (
                <a
                  href={`${localize(results.previous.href)}#${LIST_ID}`}
                  className={buttonClass('outline', 'md')}
                  data-testid="ba-previous"
                >
                  {m.bank_accounts_results_previous({ count: results.previous.count })}
                </a>
              ) : null}
              {results.next ? (
                <a href={`${localize(results.next.href)}#${LIST_ID}`} className={buttonClass('primary', 'md')} data-testid="ba-next">
                  {m.bank_accounts_results_next({ count: results.next.count })}
                </a>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </section>
  )
}

function CreditUnionItem({ entry }: { entry: CreditUnionEntry }) {
  return (
    <li
      className="rounded-2xl bg-white p-4 ring-1 ring-slate-200 [overflow-wrap:anywhere]"
      data-testid="ba-credit-union"
      data-charter={entry.charter}
    >
      <h3 className="text-lg font-bold text-slate-950">{entry.name}</h3>
      {entry.tradeNames.length > 0 ? (
        <p className="text-sm text-slate-700">{m.bank_accounts_entry_also_known({ names: entry.tradeNames.join(', ') })}</p>
      ) : null}
      <p className="mt-1 text-slate-800">
        <span>
          {entry.city}, {entry.state}
        </span>
        {entry.miles !== null ? (
          <span data-testid="ba-distance" data-miles={entry.miles}>
            {' · '}
            {m.bank_accounts_entry_distance({ miles: formatNumber(entry.miles, { fractionDigits: 1 }) })}
          </span>
        ) : null}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {m.bank_accounts_entry_size({ members: formatNumber(entry.members), band: bandCopy[entry.band]() })}
      </p>
      {entry.lowIncome || entry.mdi ? (
        <ul className="mt-2 grid gap-1 text-sm text-slate-800">
          {entry.lowIncome ? (
            <li>
              <span className="block font-semibold">{m.bank_accounts_entry_low_income()}</span>
              <span className="block text-slate-700">{m.bank_accounts_entry_low_income_note()}</span>
            </li>
          ) : null}
          {entry.mdi ? <li className="font-semibold">{m.bank_accounts_entry_mdi()}</li> : null}
        </ul>
      ) : null}
      <p className="mt-2 text-sm text-slate-800">{membershipCopy[entry.membership]()}</p>
      <p className="mt-2 text-sm">
        <a href={NCUA_RESEARCH_URL} className="font-semibold text-emerald-800 underline underline-offset-4" rel="noopener noreferrer">
          {m.bank_accounts_entry_ncua_link({ name: entry.name })}
        </a>{' '}
        ({m.bank_accounts_entry_charter({ charter: String(entry.charter) })})
      </p>
    </li>
  )
}
