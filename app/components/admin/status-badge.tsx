import type { AccountStatus, PublishStatus } from '~/content/admin'

const tones: Record<PublishStatus | AccountStatus, string> = {
  Published: 'bg-emerald-100 text-emerald-900 ring-emerald-700/20',
  Active: 'bg-emerald-100 text-emerald-900 ring-emerald-700/20',
  Draft: 'bg-amber-100 text-amber-900 ring-amber-700/20',
  Inactive: 'bg-slate-100 text-slate-800 ring-slate-600/20',
}

/** A status as text in a coloured pill; the word carries the meaning, the colour only repeats it. */
export function StatusBadge({ status }: { status: PublishStatus | AccountStatus }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[status]}`}>
      {status}
    </span>
  )
}
