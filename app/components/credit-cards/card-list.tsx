import type { ReactNode } from 'react'

import { stateName } from '~/content/credit-cards'
import { formatPct, formatUsd } from '~/lib/credit-cards'
import type { CardEntry } from '~/lib/credit-cards-view'
import { m } from '~/paraglide/messages.js'

/** The id of the one note on how to join (CardsAnswer), which each membership card links to. */
export const MEMBERSHIP_NOTE_ID = 'cards-membership-note'

/** A fee the survey reports as zero (a figure, the same in every language). */
const ZERO_REPORTED = '$0'

/** Where the rate shown comes from (tierRate in app/lib/credit-cards.ts): message functions, called per render. */
const RATE_SOURCES = {
  tier: m.credit_cards_card_copy_rate_sources_tier,
  median: m.credit_cards_card_copy_rate_sources_median,
  max: m.credit_cards_card_copy_rate_sources_max,
} satisfies Record<NonNullable<CardEntry['rate']>['source'], () => string>

const BANDS = {
  'lowest-quarter': m.credit_cards_card_copy_bands_lowest_quarter,
  'below-middle': m.credit_cards_card_copy_bands_below_middle,
  'middle-or-above': m.credit_cards_card_copy_bands_middle_or_above,
} satisfies Record<NonNullable<CardEntry['band']>, () => string>

/** One page of ranked cards, one compact entry each (a table would not fit a 320 px screen). */
export function CardList({ entries, label, stateName }: { entries: CardEntry[]; label: string; stateName: string | null }) {
  return (
    <ol className="mt-4 grid gap-3 lg:grid-cols-2" aria-label={label}>
      {entries.map((entry) => (
        <li
          key={entry.id}
          className="min-w-0 rounded-2xl bg-white p-4 ring-1 ring-slate-200 [overflow-wrap:anywhere]"
          data-testid="card-plan"
        >
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <h3 className="text-lg font-bold break-words text-slate-950">
                <span className="text-sm font-semibold text-slate-600">{m.credit_cards_card_copy_rank({ rank: entry.rank })}</span>{' '}
                {entry.product}
              </h3>
              <p className="text-sm break-words text-slate-700">{entry.institution}</p>
              <p className="mt-1 flex flex-wrap gap-1.5 text-xs font-semibold">
                <span
                  className={`rounded-full px-2.5 py-0.5 ${entry.secured ? 'bg-sky-100 text-sky-900' : 'bg-slate-100 text-slate-800'}`}
                  data-testid="card-secured"
                >
                  {entry.secured ? m.credit_cards_card_copy_secured() : m.credit_cards_card_copy_unsecured()}
                </span>
                <span
                  className={`rounded-full px-2.5 py-0.5 ${entry.top25 ? 'bg-amber-100 text-amber-900' : 'bg-emerald-100 text-emerald-900'}`}
                >
                  {entry.top25 ? m.credit_cards_card_copy_top25() : m.credit_cards_card_copy_smaller()}
                </span>
                {entry.access === 'open' ? (
                  <span className="rounded-full bg-emerald-700 px-2.5 py-0.5 text-white" data-testid="card-open">
                    {stateName ? m.credit_cards_card_open_state({ state: stateName }) : m.credit_cards_card_open_national()}
                  </span>
                ) : null}
              </p>
            </div>
            <p className="min-w-0 shrink-0 max-[22rem]:shrink">
              <span className="block text-xs font-semibold text-slate-700">{m.credit_cards_card_copy_fields_yearly_fees()}</span>
              <span className="block text-xl font-bold tabular-nums text-slate-950" data-testid="card-yearly-fees">
                {formatUsd(entry.yearlyFeeCents)}
              </span>
            </p>
          </div>
          <dl className="mt-3 grid grid-cols-[repeat(auto-fit,minmax(min(9rem,100%),1fr))] gap-x-4 gap-y-2 border-t border-slate-100 pt-3 text-sm [overflow-wrap:anywhere]">
            <Item label={m.credit_cards_card_copy_fields_rate()} wide testId="card-rate">
              <Rate entry={entry} />
            </Item>
            <Item label={m.credit_cards_card_copy_fields_annual_fee()}>
              {entry.annualFeeCents === 0 ? ZERO_REPORTED : formatUsd(entry.annualFeeCents)}
            </Item>
            <Item label={m.credit_cards_card_copy_fields_monthly_fee()}>
              {entry.monthlyFeeCents === 0
                ? ZERO_REPORTED
                : m.credit_cards_card_copy_monthly_fee({ fee: formatUsd(entry.monthlyFeeCents) })}
            </Item>
            <Item label={m.credit_cards_card_copy_fields_foreign_fee()} testId="card-foreign-fee">
              {entry.foreignFeeBp > 0
                ? m.credit_cards_card_copy_foreign_pct({ pct: formatPct(entry.foreignFeeBp) })
                : entry.statesFeeFreeForeign
                  ? m.credit_cards_card_copy_foreign_free()
                  : ZERO_REPORTED}
            </Item>
            <Item label={m.credit_cards_card_copy_fields_late_fee()}>
              {entry.lateFeeCents === null ? m.credit_cards_card_copy_not_reported() : formatUsd(entry.lateFeeCents)}
            </Item>
            <Item label={m.credit_cards_card_copy_fields_offered()} wide testId="card-offered">
              {entry.where.kind === 'national'
                ? m.credit_cards_card_copy_national()
                : entry.where.kind === 'regional'
                  ? m.credit_cards_card_copy_regional()
                  : entry.where.name
                    ? m.credit_cards_card_copy_one_state({ state: entry.where.name })
                    : m.credit_cards_card_copy_unknown_state({ code: entry.where.code })}
            </Item>
            <Item label={m.credit_cards_card_copy_fields_membership()} wide testId="card-membership">
              {entry.membership === null ? (
                m.credit_cards_card_copy_membership_none()
              ) : (
                <>
                  {entry.membership === 'credit-union'
                    ? m.credit_cards_card_copy_membership_credit_union()
                    : m.credit_cards_card_copy_membership_condition()}{' '}
                  <a href={`#${MEMBERSHIP_NOTE_ID}`} className="font-normal text-emerald-800 underline underline-offset-4">
                    {m.credit_cards_card_copy_membership_how_link()}
                  </a>
                  <span className="mt-1 block font-normal text-slate-700" data-testid="card-joins">
                    {joinsText(entry)}
                  </span>
                </>
              )}
            </Item>
          </dl>
          <p className="mt-3 border-t border-slate-100 pt-3 text-sm">
            {entry.link ? (
              <a
                href={entry.link}
                rel="noopener noreferrer nofollow"
                className="font-semibold break-words text-emerald-800 underline underline-offset-4"
              >
                {m.credit_cards_card_copy_link()}
                <span className="sr-only">: {entry.product}</span>
              </a>
            ) : (
              <span className="text-slate-600">{m.credit_cards_card_copy_no_link()}</span>
            )}
          </p>
        </li>
      ))}
    </ol>
  )
}

/** Who may join a membership card, where the data or the issuer's name tells (decision 038). */
function joinsText(entry: CardEntry): string {
  const joins = entry.joins
  if (joins === null || joins.kind === 'unknown')
    return entry.membership === 'credit-union'
      ? m.credit_cards_card_joins_unknown_credit_union()
      : m.credit_cards_card_joins_unknown_condition()
  if (joins.kind === 'region') return m.credit_cards_card_joins_region({ state: stateName(joins.state) ?? joins.state })
  if (joins.kind === 'employer') return m.credit_cards_card_joins_employer({ word: joins.word })
  if (joins.kind === 'profession') return m.credit_cards_card_joins_profession({ word: joins.word })
  return m.credit_cards_card_joins_community({ word: joins.word })
}

function Rate({ entry }: { entry: CardEntry }) {
  const { rate, range } = entry
  const details = [
    range && range.min !== range.max ? m.credit_cards_card_copy_range({ min: formatPct(range.min), max: formatPct(range.max) }) : null,
    rate ? (entry.variableRate ? m.credit_cards_card_copy_variable() : m.credit_cards_card_copy_fixed()) : null,
  ].filter((detail) => detail !== null)
  return (
    <>
      {rate ? (
        <span className="font-bold tabular-nums">
          {formatPct(rate.bp)} <span className="font-normal text-slate-700">({RATE_SOURCES[rate.source]()})</span>
        </span>
      ) : (
        m.credit_cards_card_copy_no_rate()
      )}
      {details.length > 0 ? <span className="block text-xs font-normal text-slate-700">{details.join(' · ')}</span> : null}
      {entry.band ? <span className="block text-xs font-normal text-slate-700">{BANDS[entry.band]()}</span> : null}
    </>
  )
}

function Item({ label, children, wide = false, testId }: { label: string; children: ReactNode; wide?: boolean; testId?: string }) {
  return (
    <div className={wide ? 'col-span-full' : undefined} data-testid={testId}>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  )
}
