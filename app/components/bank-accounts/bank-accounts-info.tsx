import { useLocalizePath } from '~/components/ui/locale'
import { m } from '~/paraglide/messages.js'

/** The learning hub's guides on opening an account (app/content/guides/<lang>/<slug>.md). */
const guides = [
  { to: '/learn/bank-account-without-ssn', label: m.bank_accounts_guide_without_ssn },
  { to: '/learn/bank-on-and-chexsystems', label: m.bank_accounts_guide_bank_on },
]

export function BankAccountsGuides() {
  const localize = useLocalizePath()
  return (
    <nav aria-labelledby="ba-guides-heading" className="mt-10">
      <h2 id="ba-guides-heading" className="text-xl font-bold text-slate-950">
        {m.bank_accounts_guides_heading()}
      </h2>
      <ul className="mt-3 grid gap-2">
        {guides.map((guide) => (
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

/** Where the data comes from, with its date; shown on every view of the page. */
export function BankAccountsAttribution({ date }: { date: string }) {
  return (
    <footer className="mt-12 border-t border-slate-200 pt-4 text-sm text-slate-600" data-testid="ba-attribution">
      <p>{m.bank_accounts_attribution({ date })}</p>
    </footer>
  )
}
