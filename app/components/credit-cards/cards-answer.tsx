import { CardList, MEMBERSHIP_NOTE_ID } from '~/components/credit-cards/card-list'
import { RESULTS_ID } from '~/components/credit-cards/cards-form'
import { ScreenedList } from '~/components/credit-cards/screened-list'
import { buttonClass } from '~/components/ui/button'
import { useLocalizePath } from '~/components/ui/locale'
import { type CreditChoice, formatPct } from '~/lib/credit-cards'
import type { CardsAnswer as Answer } from '~/lib/credit-cards-view'
import { m } from '~/paraglide/messages.js'

/** The heading's label for each credit history, in lower case where it reads in a sentence (message functions). */
const HEADING_LABELS = {
  none: m.credit_cards_cards_results_heading_labels_none,
  'below-620': m.credit_cards_cards_results_heading_labels_below_620,
  '620-719': m.credit_cards_cards_results_heading_labels_620_719,
  '720-plus': m.credit_cards_cards_results_heading_labels_720_plus,
} satisfies Record<CreditChoice, () => string>

/** The results heading for a credit history: the page's h2 and, with the page's name, its title. */
export const cardsHeading = (credit: CreditChoice) => m.credit_cards_cards_results_heading({ credit: HEADING_LABELS[credit]() })

/** The learning hub's guides on credit (the hub is built with exactly these slugs). */
const GUIDES = [
  { to: '/learn/credit-from-zero', label: m.credit_cards_cards_results_guides_1_label },
  { to: '/learn/credit-reports-and-disputes', label: m.credit_cards_cards_results_guides_2_label },
]

/** The answer first: how many cards match, how they are ranked, then one page of them. */
export function CardsAnswer({ answer }: { answer: Answer }) {
  const { stats } = answer
  const localize = useLocalizePath()
  const heading = cardsHeading(answer.credit)
  return (
    <section id={RESULTS_ID} aria-labelledby="cards-answer-heading" className="scroll-mt-20" data-testid="cards-answer">
      <h2 id="cards-answer-heading" tabIndex={-1} className="text-2xl font-bold text-slate-950 sm:text-3xl">
        {heading}
      </h2>
      <p className="mt-2 text-lg font-semibold text-slate-900" data-testid="cards-count">
        {answer.count === 0
          ? m.credit_cards_cards_results_count_none()
          : answer.count === 1
            ? m.credit_cards_cards_results_count_one()
            : m.credit_cards_cards_results_count({ count: answer.count })}
      </p>
      {answer.stateName ? (
        <p className="mt-1 text-slate-700">{m.credit_cards_cards_results_in_state({ state: answer.stateName })}</p>
      ) : null}
      {answer.count > 0 ? (
        <p className="mt-2 max-w-3xl font-medium text-slate-900" data-testid="cards-access">
          {answer.stateName
            ? m.credit_cards_results_access_state({ ...answer.access, state: answer.stateName })
            : m.credit_cards_results_access_national(answer.access)}
        </p>
      ) : null}
      <p className="mt-3 max-w-3xl text-sm text-slate-700">{m.credit_cards_cards_results_ranking()}</p>
      {stats.median !== null ? (
        <p className="mt-2 max-w-3xl text-sm text-slate-700">
          {m.credit_cards_cards_results_tier_median({ count: stats.targeted, median: formatPct(Math.round(stats.median)) })}{' '}
          {stats.top25Median !== null && stats.othersMedian !== null
            ? m.credit_cards_cards_results_gap({
                top25: formatPct(Math.round(stats.top25Median)),
                others: formatPct(Math.round(stats.othersMedian)),
              })
            : null}
        </p>
      ) : null}

      {answer.count > 0 ? (
        <>
          <p className="mt-4 text-sm font-medium text-slate-800">
            {m.credit_cards_cards_results_showing({ from: answer.from, to: answer.to, count: answer.count })}
          </p>
          <CardList entries={answer.entries} label={heading} stateName={answer.stateName} />
          {answer.entries.some((entry) => entry.membership !== null) ? (
            <p
              id={MEMBERSHIP_NOTE_ID}
              tabIndex={-1}
              className="mt-4 max-w-3xl rounded-2xl bg-white p-4 text-sm text-slate-700 ring-1 ring-slate-200"
            >
              {m.credit_cards_card_copy_membership_how()}
            </p>
          ) : null}
          {answer.previous || answer.next ? (
            <nav aria-label={m.credit_cards_cards_results_pages_label()} className="mt-5 flex flex-wrap gap-3">
              {answer.previous ? (
                <a href={`${localize(answer.previous.href)}#${RESULTS_ID}`} className={buttonClass('outline', 'md')}>
                  {m.credit_cards_cards_results_previous({ count: answer.previous.count })}
                </a>
              ) : null}
              {answer.next ? (
                <a href={`${localize(answer.next.href)}#${RESULTS_ID}`} className={buttonClass('primary', 'md')} data-testid="cards-next">
                  {m.credit_cards_cards_results_next({ count: answer.next.count })}
                </a>
              ) : null}
            </nav>
          ) : null}
        </>
      ) : null}
      <ScreenedList entries={answer.screened} />
    </section>
  )
}

/** The guides on credit, as links. */
export function CardsGuides() {
  const localize = useLocalizePath()
  return (
    <nav aria-labelledby="cards-guides-heading" className="mt-10">
      <h2 id="cards-guides-heading" className="text-xl font-bold text-slate-950">
        {m.credit_cards_cards_results_learn_heading()}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-3">
        {GUIDES.map((guide) => (
          <li key={guide.to}>
            <a href={localize(guide.to)} className="font-semibold text-emerald-800 underline underline-offset-4">
              {guide.label()}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
