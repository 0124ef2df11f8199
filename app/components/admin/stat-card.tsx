import type { StatCard as Stat } from '~/content/admin'

/** One dashboard figure: label above, value large. A <dl> pair so the two stay associated. */
export function StatCard({ stat }: { stat: Stat }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <dt className="text-sm font-medium text-slate-600">{stat.label}</dt>
      <dd className="mt-2 text-2xl font-bold sm:text-3xl tracking-tight text-slate-900">{stat.value}</dd>
    </div>
  )
}

/** A titled card with an honest empty state. */
export function EmptyCard({ heading, message }: { heading: string; message: string }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby={slug(heading)}>
      <h2 id={slug(heading)} className="text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      <p className="mt-4 rounded-md border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">{message}</p>
    </section>
  )
}

function slug(text: string) {
  return `card-${text.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
}
