import { SiteLink } from '~/components/ui/site-link'
import type { AskRefusal as Refusal } from '~/lib/ask-refusals'
import { m } from '~/paraglide/messages.js'

const VITA = 'https://www.irs.gov/individuals/free-tax-return-preparation-for-qualifying-taxpayers'
const DOJ = 'https://www.justice.gov/eoir/recognition-and-accreditation-program'
const CFPB = 'https://www.consumerfinance.gov/complaint/'
const ADVISER = 'https://adviserinfo.sec.gov/'

const copy: Record<Refusal, { text: () => string; help: { label: () => string; href: string }[] }> = {
  'investment-pick': { text: () => m.ask_refusal_investment_pick(), help: [{ label: () => m.ask_help_adviser(), href: ADVISER }] },
  'tax-position': { text: () => m.ask_refusal_tax_position(), help: [{ label: () => m.ask_help_vita(), href: VITA }] },
  immigration: { text: () => m.ask_refusal_immigration(), help: [{ label: () => m.ask_help_doj(), href: DOJ }] },
  evasion: { text: () => m.ask_refusal_evasion(), help: [{ label: () => m.ask_help_cfpb(), href: CFPB }] },
  'todays-rate': {
    text: () => m.ask_refusal_todays_rate(),
    help: [
      { label: () => m.ask_help_remittance(), href: '/navigator/remittance' },
      { label: () => m.ask_help_cards(), href: '/navigator/credit-cards' },
      { label: () => m.ask_help_cfpb(), href: CFPB },
    ],
  },
}

/** What Ask does not answer, and who can help instead (issue 32); shown with the model on or off. */
export function AskRefusal({ refusal }: { refusal: Refusal }) {
  const { text, help } = copy[refusal]
  return (
    <section
      aria-labelledby="ask-refusal-heading"
      className="rounded-3xl bg-amber-50 p-5 ring-1 ring-amber-200 sm:p-6"
      data-testid="ask-refusal"
    >
      <h2 id="ask-refusal-heading" className="text-xl font-bold text-slate-950">
        {m.ask_refusal_heading()}
      </h2>
      <p className="mt-2 text-slate-800">{text()}</p>
      <h3 className="mt-3 font-semibold text-slate-950">{m.ask_help_heading()}</h3>
      <ul className="mt-1 space-y-1">
        {help.map((link) => (
          <li key={link.href}>
            {link.href.startsWith('/') ? (
              <SiteLink to={link.href} className="rounded font-semibold text-emerald-800 underline underline-offset-4">
                {link.label()}
              </SiteLink>
            ) : (
              <a href={link.href} className="rounded font-semibold text-emerald-800 underline underline-offset-4">
                {link.label()}
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
