import { formatDate, formatMoney, formatPercent } from '~/lib/format'
import type { LoanAnswer } from '~/lib/loans'
import { plural } from '~/lib/plural'
import { m } from '~/paraglide/messages.js'

import { RESULTS_ID } from './loans-form'
import { LoansList } from './loans-list'
import { answerHeading, higherRowLabel } from './loans-words'

const pct = (rate: number) => formatPercent(rate, { fractionDigits: 2 })
const usd = (amount: number) => formatMoney(amount)

/** The answer first: the state's median rate of the kind, what the loan costs at it and at higher rates, then the list. */
export function LoansAnswer({ answer, cycleDate }: { answer: LoanAnswer; cycleDate: string }) {
  const { where, spread, atMedian } = answer
  const place = where.by === 'zip' ? `${where.zip} (${where.city}, ${where.state})` : where.stateName
  const amount = formatMoney(answer.amount, { wholeUnits: true })
  const date = formatDate(cycleDate)
  return (
    <section id={RESULTS_ID} aria-labelledby="loans-answer-heading" className="scroll-mt-20" data-testid="loans-answer">
      <h2 id="loans-answer-heading" tabIndex={-1} className="text-2xl font-bold text-balance text-slate-950 sm:text-3xl">
        {answerHeading(answer.kind, place)}
      </h2>

      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="loans-fair-heading" className="min-w-0 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
          <h3 id="loans-fair-heading" className="text-lg font-bold text-slate-950">
            {m.loans_fair_heading({ state: where.stateName })}
          </h3>
          {spread && atMedian ? (
            <>
              <p className="mt-2 text-sm text-slate-700">{m.loans_median_label({ date })}</p>
              <p className="text-4xl font-extrabold tabular-nums text-slate-950" data-testid="loans-median">
                {pct(spread.median)}
              </p>
              <p className="mt-1 text-slate-800" data-testid="loans-middle">
                {m.loans_middle_range({ q1: pct(spread.q1), q3: pct(spread.q3) })}
              </p>
              <p className="mt-1 text-sm text-slate-700" data-testid="loans-median-count">
                {plural(
                  spread.count,
                  m.loans_median_count_one({ count: spread.count, state: where.stateName }),
                  m.loans_median_count_other({ count: spread.count, state: where.stateName }),
                )}{' '}
                {answer.stateScreened > 0
                  ? plural(
                      answer.stateScreened,
                      m.loans_state_screened_one({ count: answer.stateScreened }),
                      m.loans_state_screened_other({ count: answer.stateScreened }),
                    )
                  : null}
              </p>
              <p className="mt-2 text-sm font-semibold text-slate-800">{m.loans_not_offer_short()}</p>

              <h4 className="mt-5 font-bold text-slate-950">{m.loans_cost_heading()}</h4>
              <p className="mt-1 text-sm text-slate-700">
                {m.loans_cost_summary({ amount, months: answer.months, rate: pct(atMedian.rate) })}
              </p>
              <dl className="mt-2 grid grid-cols-[repeat(auto-fit,minmax(min(9rem,100%),1fr))] gap-3">
                <div>
                  <dt className="text-sm text-slate-700">{m.loans_payment_label()}</dt>
                  <dd className="text-2xl font-bold tabular-nums text-slate-950" data-testid="loans-payment">
                    {usd(atMedian.payment)}
                  </dd>
                </div>
                <div>
                  <dt className="text-sm text-slate-700">{m.loans_interest_label()}</dt>
                  <dd className="text-2xl font-bold tabular-nums text-slate-950" data-testid="loans-interest">
                    {usd(atMedian.totalInterest)}
                  </dd>
                </div>
              </dl>
              {answer.kind === 'card' ? (
                <p className="mt-2 text-sm text-slate-700">{m.loans_card_note({ amount, months: answer.months })}</p>
              ) : null}
            </>
          ) : (
            <p className="mt-2 text-slate-800">{m.loans_no_rates({ state: where.stateName })}</p>
          )}
        </section>

        {spread && atMedian && answer.higher.length > 0 ? (
          <section aria-labelledby="loans-higher-heading" className="min-w-0 rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200">
            <h3 id="loans-higher-heading" className="text-lg font-bold text-slate-950">
              {m.loans_higher_heading()}
            </h3>
            <p className="mt-2 text-sm text-slate-800">{m.loans_higher_text()}</p>
            {/* A list, not a table: four money columns do not fit a 320 px screen without breaking figures. */}
            <h4 id="loans-higher-caption" className="mt-3 font-semibold text-slate-900">
              {m.loans_higher_caption({ amount, months: answer.months })}
            </h4>
            <ul aria-labelledby="loans-higher-caption" className="mt-1 text-sm tabular-nums" data-testid="loans-higher">
              {answer.higher.map((row) => (
                <li key={row.label} className="border-b border-amber-200 py-2 last:border-b-0" data-testid={`loans-higher-${row.label}`}>
                  <p>
                    <span className="font-bold text-slate-950">
                      {m.loans_col_rate()} <span className="whitespace-nowrap">{pct(row.rate)}</span>
                    </span>{' '}
                    <span className="text-xs text-slate-700">· {higherRowLabel(row.label, where.stateName)}</span>
                  </p>
                  <dl className="mt-1 grid grid-cols-[repeat(auto-fit,minmax(min(7.5rem,100%),1fr))] gap-x-3 gap-y-1">
                    <div>
                      <dt className="text-xs text-slate-700">{m.loans_col_payment()}</dt>
                      <dd className="whitespace-nowrap text-slate-950">{usd(row.payment)}</dd>
                    </div>
                    <div>
                      <dt className="text-xs text-slate-700">{m.loans_col_interest()}</dt>
                      <dd className="whitespace-nowrap text-slate-950">{usd(row.totalInterest)}</dd>
                    </div>
                    <div>
                      <dt className="text-xs text-slate-700">{m.loans_col_extra()}</dt>
                      <dd className="font-semibold whitespace-nowrap text-slate-950">+{usd(row.extraInterest)}</dd>
                    </div>
                  </dl>
                </li>
              ))}
            </ul>
            {answer.higher.some((row) => row.label === 'ceiling') ? (
              <p className="mt-3 text-xs text-slate-700">{m.loans_ceiling_note()}</p>
            ) : null}
          </section>
        ) : null}
      </div>

      <LoansList answer={answer} />
    </section>
  )
}
