import type { AccountKind, BringItem, Question, Situation } from '~/lib/bank-accounts'
import { m } from '~/paraglide/messages.js'

const kindCopy: Record<AccountKind, { title: () => string; text: () => string }> = {
  'second-chance': { title: m.bank_accounts_kind_second_chance_title, text: m.bank_accounts_kind_second_chance_text },
  checking: { title: m.bank_accounts_kind_checking_title, text: m.bank_accounts_kind_checking_text },
  savings: { title: m.bank_accounts_kind_savings_title, text: m.bank_accounts_kind_savings_text },
  'bank-on': { title: m.bank_accounts_kind_bank_on_title, text: m.bank_accounts_kind_bank_on_text },
  prepaid: { title: m.bank_accounts_kind_prepaid_title, text: m.bank_accounts_kind_prepaid_text },
}

const bringCopy: Record<BringItem, () => string> = {
  passport: m.bank_accounts_bring_passport,
  itin: m.bank_accounts_bring_itin,
  'consular-id': m.bank_accounts_bring_consular_id,
  'ssn-or-itin': m.bank_accounts_bring_ssn_or_itin,
  'proof-of-address': m.bank_accounts_bring_proof_of_address,
  'no-us-address': m.bank_accounts_bring_no_us_address,
  'opening-deposit': m.bank_accounts_bring_opening_deposit,
}

const questionCopy: Record<Question, () => string> = {
  'accepts-id': m.bank_accounts_question_accepts_id,
  'monthly-fee': m.bank_accounts_question_monthly_fee,
  overdraft: m.bank_accounts_question_overdraft,
  'opening-deposit': m.bank_accounts_question_opening_deposit,
  chexsystems: m.bank_accounts_question_chexsystems,
  'bank-on': m.bank_accounts_question_bank_on,
}

/** The Bank On National Account Standards, the yardstick (../shared/research/learning-and-tools.md). */
const bankOnStandards = [
  m.bank_accounts_bank_on_fee,
  m.bank_accounts_bank_on_overdraft,
  m.bank_accounts_bank_on_deposit,
  m.bank_accounts_bank_on_card,
]

/** The plain answer first: the kinds of account, what to bring, ChexSystems, the questions to ask. */
export function SituationAnswer({ situation }: { situation: Situation }) {
  return (
    <section aria-labelledby="ba-situation-heading" data-testid="ba-situation">
      <h2 id="ba-situation-heading" className="text-2xl font-bold text-slate-950 sm:text-3xl">
        {m.bank_accounts_situation_heading()}
      </h2>
      {situation.needsIdNumber ? (
        <p className="mt-3 max-w-3xl rounded-2xl bg-amber-50 p-4 text-slate-900 ring-1 ring-amber-200" data-testid="ba-needs-id">
          {m.bank_accounts_needs_id()}
        </p>
      ) : null}
      <ol className="mt-4 grid gap-3" data-testid="ba-kinds">
        {situation.kinds.map((kind) => (
          <li key={kind} data-kind={kind} className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
            <h3 className="font-bold text-slate-950">{kindCopy[kind].title()}</h3>
            <p className="mt-1 text-slate-800">{kindCopy[kind].text()}</p>
            {kind === 'bank-on' ? (
              <>
                <ul className="mt-2 list-disc pl-5 text-slate-800">
                  {bankOnStandards.map((standard, index) => (
                    <li key={index}>{standard()}</li>
                  ))}
                </ul>
                <p className="mt-2 text-sm text-slate-700">{m.bank_accounts_bank_on_ids()}</p>
              </>
            ) : null}
          </li>
        ))}
      </ol>

      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="ba-bring-heading">
          <h3 id="ba-bring-heading" className="text-xl font-bold text-slate-950">
            {m.bank_accounts_bring_heading()}
          </h3>
          <ul className="mt-2 list-disc pl-5 text-slate-800" data-testid="ba-bring">
            {situation.bring.map((item) => (
              <li key={item} data-item={item} className="mt-1">
                {bringCopy[item]()}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="ba-questions-heading">
          <h3 id="ba-questions-heading" className="text-xl font-bold text-slate-950">
            {m.bank_accounts_questions_heading()}
          </h3>
          <ul className="mt-2 list-disc pl-5 text-slate-800" data-testid="ba-questions">
            {situation.questions.map((question) => (
              <li key={question} className="mt-1">
                {questionCopy[question]()}
              </li>
            ))}
          </ul>
        </section>
      </div>

      {situation.chexsystems ? (
        <section
          aria-labelledby="ba-chex-heading"
          className="mt-8 rounded-2xl bg-white p-4 ring-1 ring-slate-200"
          data-testid="ba-chexsystems"
        >
          <h3 id="ba-chex-heading" className="text-xl font-bold text-slate-950">
            {m.bank_accounts_chex_heading()}
          </h3>
          <p className="mt-2 text-slate-800">{m.bank_accounts_chex_what()}</p>
          <p className="mt-2 text-slate-800">{m.bank_accounts_chex_report()}</p>
          <p className="mt-2 text-slate-800">{m.bank_accounts_chex_accounts()}</p>
        </section>
      ) : null}
    </section>
  )
}
