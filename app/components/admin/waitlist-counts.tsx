import type { WaitlistSummary } from '~/.server/waitlist/waitlist-admin.server'
import { interestLabels, waitlistAdminCopy } from '~/content/waitlist-admin'

/** The counts: all entries, per status, per interest (with its pending/confirmed split), per language joined in and per preferred language. */
export function WaitlistCounts({ summary }: { summary: WaitlistSummary }) {
  const copy = waitlistAdminCopy
  return (
    <section aria-labelledby="waitlist-counts-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="waitlist-counts-heading" className="text-lg font-semibold text-slate-900">
        {copy.countsHeading}
      </h2>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center" data-testid="waitlist-status-counts">
        {(
          [
            [copy.total, summary.total],
            [copy.statusLabels.pending, summary.byStatus.pending],
            [copy.statusLabels.confirmed, summary.byStatus.confirmed],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-md bg-slate-50 p-2">
            <dt className="text-xs font-medium text-slate-600">{label}</dt>
            <dd className="text-xl font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-4 text-sm font-semibold text-slate-700">{copy.byInterestLabel}</h3>
      <dl className="mt-2 space-y-1 text-sm" data-testid="waitlist-interest-counts">
        {summary.byInterest.map((row) => (
          <div key={row.interest} className="flex justify-between gap-3 border-t border-slate-100 pt-1">
            <dt className="text-slate-700">{interestLabels[row.interest]()}</dt>
            <dd className="shrink-0 font-semibold text-slate-900">
              {row.total}{' '}
              <span className="font-normal text-slate-600">
                ({row.confirmed} {copy.statusLabels.confirmed.toLowerCase()})
              </span>
            </dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-4 text-sm font-semibold text-slate-700">{copy.byLocaleLabel}</h3>
      <dl className="mt-2 space-y-1 text-sm" data-testid="waitlist-locale-counts">
        {summary.byLocale.map((row) => (
          <div key={row.locale} className="flex justify-between gap-3 border-t border-slate-100 pt-1">
            <dt className="text-slate-700">{copy.localeLabels[row.locale]}</dt>
            <dd className="shrink-0 font-semibold text-slate-900">{row.count}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-4 text-sm font-semibold text-slate-700">{copy.byLanguageLabel}</h3>
      <dl className="mt-2 space-y-1 text-sm" data-testid="waitlist-language-counts">
        {summary.byLanguage.map((row) => (
          <div key={row.language || 'none'} className="flex justify-between gap-3 border-t border-slate-100 pt-1">
            <dt className="text-slate-700">{copy.languageLabels[row.language]}</dt>
            <dd className="shrink-0 font-semibold text-slate-900">{row.count}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
