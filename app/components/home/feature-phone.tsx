import { Link } from '~/components/ui/localized-router'

import { buttonClass } from '~/components/ui/button'
import { Container } from '~/components/ui/container'
import { CheckIcon } from '~/components/ui/icons'
import { phoneMockup } from '~/content/home'
import { m } from '~/paraglide/messages.js'

export function FeatureSection() {
  return (
    <section aria-labelledby="feature-heading" className="defer-render overflow-hidden bg-emerald-950 py-16 text-white sm:py-24">
      <Container className="grid grid-cols-1 items-center gap-12 lg:grid-cols-2">
        <div className="min-w-0">
          <p className="text-sm font-semibold uppercase tracking-wider text-amber-300">{m.home_feature_eyebrow()}</p>
          <h2 id="feature-heading" className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
            {m.home_feature_heading()}
          </h2>
          <p className="mt-4 text-lg text-emerald-100">{m.home_feature_intro()}</p>
          <ul className="mt-6 space-y-3">
            {[m.home_feature_points_1(), m.home_feature_points_2(), m.home_feature_points_3()].map((point) => (
              <li key={point} className="flex items-start gap-3">
                <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-amber-300 text-emerald-950">
                  <CheckIcon width={16} height={16} />
                </span>
                <span className="text-emerald-50">{point}</span>
              </li>
            ))}
          </ul>
          <Link to="/signup" className={`${buttonClass('accent', 'lg')} mt-8`}>
            {m.home_feature_cta_label()}
          </Link>
        </div>
        <PhoneMockup />
      </Container>
    </section>
  )
}

/** A phone drawn in HTML and CSS, showing static sample data. */
function PhoneMockup() {
  return (
    <figure className="mx-auto w-full max-w-[20rem] min-w-0">
      <div className="relative rounded-[2.75rem] border-[10px] border-slate-900 bg-slate-900 shadow-2xl shadow-black/40">
        <div aria-hidden="true" className="absolute top-2 left-1/2 z-10 h-5 w-24 -translate-x-1/2 rounded-full bg-slate-900" />
        <div className="overflow-hidden rounded-[2.1rem] bg-slate-50 px-4 pt-10 pb-6 text-slate-900">
          <div className="rounded-2xl bg-gradient-to-br from-emerald-700 to-emerald-900 p-4 text-white">
            <p className="text-xs text-emerald-100">{m.home_phone_mockup_account_label()}</p>
            <p className="mt-1 text-2xl font-bold tracking-tight">{phoneMockup.balance}</p>
            <div aria-hidden="true" className="mt-4 flex gap-2 text-[0.7rem] font-semibold">
              <span className="rounded-full bg-white/15 px-2.5 py-1">{m.chrome_phone_send()}</span>
              <span className="rounded-full bg-white/15 px-2.5 py-1">{m.chrome_phone_save()}</span>
              <span className="rounded-full bg-amber-300 px-2.5 py-1 text-emerald-950">{m.chrome_phone_invest()}</span>
            </div>
          </div>
          <p className="mt-5 text-xs font-semibold uppercase tracking-wider text-slate-600">{m.home_phone_mockup_transactions_heading()}</p>
          <ul className="mt-2 divide-y divide-slate-200 rounded-2xl bg-white px-3 shadow-sm ring-1 ring-slate-200">
            {phoneMockup.transactions.map((transaction) => (
              <li key={transaction.id} className="flex items-center justify-between gap-2 py-3">
                <span className="min-w-0">
                  <span className="block truncate text-sm font-semibold">{transaction.label()}</span>
                  <span className="block truncate text-xs text-slate-600">{transaction.detail()}</span>
                </span>
                <span className={`shrink-0 text-sm font-bold ${transaction.direction === 'in' ? 'text-emerald-700' : 'text-slate-900'}`}>
                  {transaction.direction === 'in' ? '+' : '-'}
                  {transaction.amount}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <figcaption className="mt-4 text-center text-sm text-emerald-200">{m.home_phone_mockup_caption()}</figcaption>
    </figure>
  )
}
