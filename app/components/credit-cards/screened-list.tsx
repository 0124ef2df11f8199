import { stateName } from '~/content/credit-cards'
import type { ScreenedEntry } from '~/lib/credit-cards-view'
import { m } from '~/paraglide/messages.js'

/**
 * The cards that match the search but that the screen set aside (decision 038): named so that nobody
 * wonders where they went, never ranked, and no rate shown - only that the survey's figure looks wrong.
 */
export function ScreenedList({ entries }: { entries: ScreenedEntry[] }) {
  if (entries.length === 0) return null
  return (
    <section
      aria-labelledby="cards-screened-heading"
      className="mt-8 max-w-3xl rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200"
      data-testid="cards-screened"
    >
      <h3 id="cards-screened-heading" className="text-lg font-bold text-slate-950">
        {m.credit_cards_screened_heading()}
      </h3>
      <p className="mt-1 text-sm text-slate-800">{m.credit_cards_screened_intro({ count: entries.length })}</p>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-semibold text-emerald-800 underline underline-offset-4">
          {m.credit_cards_screened_show({ count: entries.length })}
        </summary>
        <ul className="mt-3 grid gap-3 [overflow-wrap:anywhere]">
          {entries.map((entry) => (
            <li key={entry.id} className="rounded-xl bg-white p-3 text-sm ring-1 ring-amber-200" data-testid="card-screened">
              <p className="font-bold text-slate-950">{entry.product}</p>
              <p className="text-slate-700">{entry.institution}</p>
              <p className="mt-1 text-slate-700">
                {entry.where.kind === 'national'
                  ? m.credit_cards_card_copy_national()
                  : entry.where.kind === 'regional'
                    ? m.credit_cards_card_copy_regional()
                    : entry.where.name
                      ? m.credit_cards_card_copy_one_state({ state: stateName(entry.where.code) ?? entry.where.name })
                      : m.credit_cards_card_copy_unknown_state({ code: entry.where.code })}
              </p>
              <p className="mt-1 font-semibold text-amber-900" data-testid="card-screened-note">
                {m.credit_cards_screened_note()}
              </p>
              {entry.link ? (
                <a
                  href={entry.link}
                  rel="noopener noreferrer nofollow"
                  className="mt-1 inline-block text-emerald-800 underline underline-offset-4"
                >
                  {m.credit_cards_card_copy_link()}
                  <span className="sr-only">: {entry.product}</span>
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      </details>
    </section>
  )
}
