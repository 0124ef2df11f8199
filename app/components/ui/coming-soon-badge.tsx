import { m } from '~/paraglide/messages.js'

/** The amber "Coming Soon" pill used on previews, placeholder pages and the landing variant. */
export function ComingSoonBadge({ label = m.site_status(), className = '' }: { label?: string; className?: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-amber-900 ring-1 ring-amber-300 ring-inset ${className}`}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-amber-500" />
      {label}
    </span>
  )
}

/** The emerald "Available now" pill on a tool that works today (a navigator tool's `live`). */
export function AvailableBadge({ label, className = '' }: { label: string; className?: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full bg-emerald-100 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-emerald-900 ring-1 ring-emerald-300 ring-inset ${className}`}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-emerald-600" />
      {label}
    </span>
  )
}
