import { useLocalizePath } from '~/components/ui/locale'
import { formatDate } from '~/lib/format'
import { m } from '~/paraglide/messages.js'

/** Short, plain warnings: shown on every visit, before and after a question. */
export function LoansWarnings() {
  const items = [m.loans_warning_not_offer(), m.loans_warning_dealer(), m.loans_warning_membership(), m.loans_warning_pal()]
  return (
    <section
      aria-labelledby="loans-warnings-heading"
      className="mt-10 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
      data-testid="loans-warnings"
    >
      <h2 id="loans-warnings-heading" className="text-xl font-bold text-slate-950">
        {m.loans_warnings_heading()}
      </h2>
      <ul className="mt-3 grid list-disc gap-2 pl-5 text-slate-800">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-slate-600">{m.loans_rules_sources()}</p>
    </section>
  )
}

/** The learning hub's guides on credit and loans (only guides that exist in app/content/guides). */
const GUIDES = [
  { to: '/learn/credit-from-zero', label: () => m.loans_guide_credit_from_zero() },
  { to: '/learn/credit-reports-and-disputes', label: () => m.loans_guide_credit_reports() },
  { to: '/learn/scams-that-target-immigrants', label: () => m.loans_guide_scams() },
]

export function LoansGuides() {
  const localize = useLocalizePath()
  return (
    <nav aria-labelledby="loans-guides-heading" className="mt-10">
      <h2 id="loans-guides-heading" className="text-xl font-bold text-slate-950">
        {m.loans_learn_heading()}
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

export function LoansAttribution({ cycleDate }: { cycleDate: string }) {
  return (
    <div className="mt-10 border-t border-slate-200 pt-4 text-sm text-slate-600" data-testid="loans-attribution">
      <p>{m.loans_attribution({ date: formatDate(cycleDate) })}</p>
    </div>
  )
}
