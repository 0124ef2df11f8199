import type { RemittanceAttribution } from '~/lib/remittance-view'

/** The credit the data's licence asks for, with the survey quarter; shown wherever the figures are. */
export function DataAttribution({ attribution }: { attribution: RemittanceAttribution }) {
  return (
    <footer className="mt-12 border-t border-slate-200 pt-4 text-sm text-slate-600" data-testid="remittance-attribution">
      <p className="font-medium text-slate-800">{attribution.line}</p>
      <p className="font-medium text-slate-800">{attribution.payoutLine}</p>
      <p className="mt-1">
        {attribution.quarterLine}{' '}
        <a href={attribution.sourceUrl} className="underline [overflow-wrap:anywhere]" rel="noopener noreferrer">
          {attribution.sourceUrl.replace(/^https?:\/\//, '')}
        </a>
        {' · '}
        <a href={attribution.licenseUrl} className="underline" rel="license noopener noreferrer">
          {attribution.license}
        </a>
      </p>
      <p className="mt-1">{attribution.notEndorsed}</p>
    </footer>
  )
}
