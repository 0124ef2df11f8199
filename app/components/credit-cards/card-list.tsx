import type { ReactNode } from 'react'

import { cardCopy as copy, fill, usStates } from '~/content/credit-cards'
import { formatPct, formatUsd } from '~/lib/credit-cards'
import type { CardEntry } from '~/lib/credit-cards-view'
import { m } from '~/paraglide/messages.js'

/** The id of the one note on how to join (CardsAnswer), which each membership card links to. */
export const MEMBERSHIP_NOTE_ID = 'cards-membership-note'

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
                <span className="text-sm font-semibold text-slate-600">{fill(copy.rank, { rank: entry.rank })}</span> {entry.product}
              </h3>
              <p className="text-sm break-words text-slate-700">{entry.institution}</p>
              <p className="mt-1 flex flex-wrap gap-1.5 text-xs font-semibold">
                <span
                  className={`rounded-full px-2.5 py-0.5 ${entry.secured ? 'bg-sky-100 text-sky-900' : 'bg-slate-100 text-slate-800'}`}
                  data-testid="card-secured"
                >
                  {entry.secured ? copy.secured : copy.unsecured}
                </span>
                <span
                  className={`rounded-full px-2.5 py-0.5 ${entry.top25 ? 'bg-amber-100 text-amber-900' : 'bg-emerald-100 text-emerald-900'}`}
                >
                  {entry.top25 ? copy.top25 : copy.smaller}
                </span>
                {entry.access === 'open' ? (
                  <span className="rounded-full bg-emerald-700 px-2.5 py-0.5 text-white" data-testid="card-open">
                    {stateName ? m.credit_cards_card_open_state({ state: stateName }) : m.credit_cards_card_open_national()}
                  </span>
                ) : null}
              </p>
            </div>
            <p className="min-w-0 shrink-0 max-[22rem]:shrink">
              <span className="block text-xs font-semibold text-slate-700">{copy.fields.yearlyFees}</span>
              <span className="block text-xl font-bold tabular-nums text-slate-950" data-testid="card-yearly-fees">
                {formatUsd(entry.yearlyFeeCents)}
              </span>
            </p>
          </div>
          <dl className="mt-3 grid grid-cols-[repeat(auto-fit,minmax(min(9rem,100%),1fr))] gap-x-4 gap-y-2 border-t border-slate-100 pt-3 text-sm [overflow-wrap:anywhere]">
            <Item label={copy.fields.rate} wide testId="card-rate">
              <Rate entry={entry} />
            </Item>
            <Item label={copy.fields.annualFee}>{entry.annualFeeCents === 0 ? copy.zeroReported : formatUsd(entry.annualFeeCents)}</Item>
            <Item label={copy.fields.monthlyFee}>
              {entry.monthlyFeeCents === 0 ? copy.zeroReported : fill(copy.monthlyFee, { fee: formatUsd(entry.monthlyFeeCents) })}
            </Item>
            <Item label={copy.fields.foreignFee} testId="card-foreign-fee">
              {entry.foreignFeeBp > 0
                ? fill(copy.foreignPct, { pct: formatPct(entry.foreignFeeBp) })
                : entry.statesFeeFreeForeign
                  ? copy.foreignFree
                  : copy.zeroReported}
            </Item>
            <Item label={copy.fields.lateFee}>{entry.lateFeeCents === null ? copy.notReported : formatUsd(entry.lateFeeCents)}</Item>
            <Item label={copy.fields.offered} wide testId="card-offered">
              {entry.where.kind === 'national'
                ? copy.national
                : entry.where.kind === 'regional'
                  ? copy.regional
                  : entry.where.name
                    ? fill(copy.oneState, { state: entry.where.name })
                    : fill(copy.unknownState, { code: entry.where.code })}
            </Item>
            <Item label={copy.fields.membership} wide testId="card-membership">
              {entry.membership === null ? (
                copy.membershipNone
              ) : (
                <>
                  {entry.membership === 'credit-union' ? copy.membershipCreditUnion : copy.membershipCondition}{' '}
                  <a href={`#${MEMBERSHIP_NOTE_ID}`} className="font-normal text-emerald-800 underline underline-offset-4">
                    {copy.membershipHowLink}
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
                {copy.link}
                <span className="sr-only">: {entry.product}</span>
              </a>
            ) : (
              <span className="text-slate-600">{copy.noLink}</span>
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
  if (joins.kind === 'region') return m.credit_cards_card_joins_region({ state: usStates[joins.state] ?? joins.state })
  if (joins.kind === 'employer') return m.credit_cards_card_joins_employer({ word: joins.word })
  if (joins.kind === 'profession') return m.credit_cards_card_joins_profession({ word: joins.word })
  return m.credit_cards_card_joins_community({ word: joins.word })
}

function Rate({ entry }: { entry: CardEntry }) {
  const { rate, range } = entry
  const details = [
    range && range.min !== range.max ? fill(copy.range, { min: formatPct(range.min), max: formatPct(range.max) }) : null,
    rate ? (entry.variableRate ? copy.variable : copy.fixed) : null,
  ].filter((detail): detail is string => detail !== null)
  return (
    <>
      {rate ? (
        <span className="font-bold tabular-nums">
          {formatPct(rate.bp)} <span className="font-normal text-slate-700">({copy.rateSources[rate.source]})</span>
        </span>
      ) : (
        copy.noRate
      )}
      {details.length > 0 ? <span className="block text-xs font-normal text-slate-700">{details.join(' · ')}</span> : null}
      {entry.band ? <span className="block text-xs font-normal text-slate-700">{copy.bands[entry.band]}</span> : null}
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
