/** The emerald "Available now" pill on the preview of a tool that works today. */
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
