import type { CardsAttribution } from '~/lib/credit-cards-view'
import { m } from '~/paraglide/messages.js'

/** The questions, each a title and its text (message functions, called when the box renders). */
const UNKNOWNS = [
  { title: m.credit_cards_unknowns_box_items_1_title, text: m.credit_cards_unknowns_box_items_1_text },
  { title: m.credit_cards_unknowns_box_items_2_title, text: m.credit_cards_unknowns_box_items_2_text },
  { title: m.credit_cards_unknowns_box_items_3_title, text: m.credit_cards_unknowns_box_items_3_text },
  { title: m.credit_cards_unknowns_box_items_4_title, text: m.credit_cards_unknowns_box_items_4_text },
  { title: m.credit_cards_unknowns_box_items_5_title, text: m.credit_cards_unknowns_box_items_5_text },
  { title: m.credit_cards_unknowns_box_items_6_title, text: m.credit_cards_unknowns_box_items_6_text },
]

/** What the survey does not say, as the questions to ask an issuer before applying. */
export function UnknownsBox() {
  return (
    <section
      aria-labelledby="cards-unknowns-heading"
      className="mt-10 rounded-3xl bg-amber-50 p-5 ring-1 ring-amber-200 sm:p-6"
      data-testid="cards-unknowns"
    >
      <h2 id="cards-unknowns-heading" className="text-xl font-bold text-slate-950">
        {m.credit_cards_unknowns_box_heading()}
      </h2>
      <p className="mt-2 text-slate-800">{m.credit_cards_unknowns_box_intro()}</p>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        {UNKNOWNS.map((item) => (
          <div key={item.title()}>
            <dt className="font-semibold text-slate-950">{item.title()}</dt>
            <dd className="text-slate-800">{item.text()}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-slate-700">{m.credit_cards_unknowns_box_zero_note()}</p>
    </section>
  )
}

/** The credit the data asks for, with its date; shown wherever the cards are. */
export function CardsAttributionFooter({ attribution }: { attribution: CardsAttribution }) {
  return (
    <footer className="mt-12 border-t border-slate-200 pt-4 text-sm text-slate-600" data-testid="cards-attribution">
      <p className="font-medium text-slate-800">{attribution.line}</p>
      <p className="mt-1">
        {m.credit_cards_attribution_copy_source()}{' '}
        <a href={attribution.sourceUrl} className="break-all underline" rel="noopener noreferrer">
          {attribution.sourceUrl.replace(/^https?:\/\//, '').replace(/\/$/, '')}
        </a>
      </p>
      <p className="mt-1">{m.credit_cards_attribution_copy_public_domain()}</p>
    </footer>
  )
}
