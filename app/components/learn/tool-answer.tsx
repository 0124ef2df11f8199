import { SiteLink } from '~/components/ui/site-link'
import type { AskToolAnswer } from '~/lib/ask-tools'
import { formatMoney } from '~/lib/format'
import { m } from '~/paraglide/messages.js'

/** A tool's own result for the question (issue 32), with a link to the tool for the rest. */
export function ToolAnswer({ answer }: { answer: AskToolAnswer }) {
  return (
    <section
      aria-labelledby="tool-answer-heading"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-emerald-200 sm:p-6"
      data-testid="tool-answer"
    >
      <h2 id="tool-answer-heading" className="text-xl font-bold text-slate-950">
        {answer.kind === 'remittance'
          ? m.ask_tool_remittance_heading({ amount: formatMoney(answer.amount, { wholeUnits: true }), country: answer.country })
          : m.ask_tool_cards_heading()}
      </h2>
      {answer.kind === 'remittance' ? (
        <>
          {answer.sentences.map((sentence) => (
            <p key={sentence} className="mt-2 text-slate-800">
              {sentence}
            </p>
          ))}
          <p className="mt-2 text-sm text-slate-600">{answer.dated}</p>
        </>
      ) : (
        <>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-800">
            {answer.cards.map((card) => (
              <li key={`${card.institution}|${card.product}`}>
                {card.product} ({card.institution}){card.secured ? `, ${m.ask_tool_secured()}` : ''}
              </li>
            ))}
          </ol>
          <p className="mt-2 text-sm text-slate-600">{m.ask_tool_cards_note()}</p>
        </>
      )}
      <p className="mt-3">
        <SiteLink to={answer.href} className="rounded font-semibold text-emerald-800 underline underline-offset-4">
          {m.ask_tool_open()}
        </SiteLink>
      </p>
    </section>
  )
}
