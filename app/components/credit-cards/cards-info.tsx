import { attributionCopy, unknownsBox } from '~/content/credit-cards'
import type { CardsAttribution } from '~/lib/credit-cards-view'

/** What the survey does not say, as the questions to ask an issuer before applying. */
export function UnknownsBox() {
  return (
    <section
      aria-labelledby="cards-unknowns-heading"
      className="mt-10 rounded-3xl bg-amber-50 p-5 ring-1 ring-amber-200 sm:p-6"
      data-testid="cards-unknowns"
    >
      <h2 id="cards-unknowns-heading" className="text-xl font-bold text-slate-950">
        {unknownsBox.heading}
      </h2>
      <p className="mt-2 text-slate-800">{unknownsBox.intro}</p>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        {unknownsBox.items.map((item) => (
          <div key={item.title}>
            <dt className="font-semibold text-slate-950">{item.title}</dt>
            <dd className="text-slate-800">{item.text}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-slate-700">{unknownsBox.zeroNote}</p>
    </section>
  )
}

/** The credit the data asks for, with its date; shown wherever the cards are. */
export function CardsAttributionFooter({ attribution }: { attribution: CardsAttribution }) {
  return (
    <footer className="mt-12 border-t border-slate-200 pt-4 text-sm text-slate-600" data-testid="cards-attribution">
      <p className="font-medium text-slate-800">{attribution.line}</p>
      <p className="mt-1">
        {attributionCopy.source}{' '}
        <a href={attribution.sourceUrl} className="break-all underline" rel="noopener noreferrer">
          {attribution.sourceUrl.replace(/^https?:\/\//, '').replace(/\/$/, '')}
        </a>
      </p>
      <p className="mt-1">{attributionCopy.publicDomain}</p>
    </footer>
  )
}
