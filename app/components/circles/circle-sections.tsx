import type { CircleView } from '~/.server/circles/circles.server'
import { panelClass } from '~/components/circles/parts'
import type { HistoryEntry } from '~/lib/circles'
import { formatDate, formatMoney } from '~/lib/format'
import { m } from '~/paraglide/messages.js'

const STATUS = {
  paid: { label: () => m.circles_status_paid(), className: 'bg-emerald-100 text-emerald-900' },
  late: { label: () => m.circles_status_late(), className: 'bg-red-100 text-red-900' },
  not_yet: { label: () => m.circles_status_not_yet(), className: 'bg-slate-100 text-slate-800' },
}

export function CurrentRound({ current }: { current: NonNullable<CircleView['current']> }) {
  return (
    <section aria-labelledby="current-round" className={panelClass}>
      <h2 id="current-round" className="text-lg font-bold text-slate-950">
        {m.circles_current_heading({ round: current.round, date: formatDate(current.date) })}
      </h2>
      <p className="mt-1 text-slate-700">
        {m.circles_next_due({ round: current.round, date: formatDate(current.date), recipient: current.recipientName })}
      </p>
      <ul className="mt-3 space-y-2" data-testid="round-status">
        {current.shares.map((share) => (
          <li key={share.userId} className="flex flex-wrap items-center justify-between gap-2">
            <span className="break-words text-slate-900">{share.name}</span>
            <span className={`rounded-full px-2 py-0.5 text-sm font-semibold ${STATUS[share.status].className}`}>
              {STATUS[share.status].label()}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}

export function CircleSchedule({
  rounds,
  members,
  userId,
}: {
  rounds: CircleView['rounds']
  members: CircleView['members']
  userId: string
}) {
  const organiser = members.find((mm) => mm.role === 'organiser')?.user_id
  const removed = members.filter((mm) => mm.status === 'removed')
  return (
    <section aria-labelledby="schedule" className={panelClass}>
      <h2 id="schedule" className="text-lg font-bold text-slate-950">
        {m.circles_schedule_heading()}
      </h2>
      <table className="mt-3 w-full text-left text-sm" data-testid="schedule">
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-2 pr-2">
              {m.circles_col_round()}
            </th>
            <th scope="col" className="py-2 pr-2">
              {m.circles_col_date()}
            </th>
            <th scope="col" className="py-2">
              {m.circles_col_receives()}
            </th>
          </tr>
        </thead>
        <tbody>
          {rounds.map((round) => (
            <tr key={round.round} className={`border-b border-slate-100 ${round.recipientId === userId ? 'font-semibold' : ''}`}>
              <td className="py-2 pr-2">{round.round}</td>
              <td className="py-2 pr-2">{formatDate(round.date)}</td>
              <td className="py-2 break-words">
                {round.recipientName}
                {round.recipientId === organiser ? ` (${m.circles_organiser()})` : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {removed.map((mm) => (
        <p key={mm.user_id} className="mt-2 text-sm text-slate-700">
          {m.circles_member_removed({ member: mm.display_name, reason: mm.removed_reason ?? '' })}
        </p>
      ))}
    </section>
  )
}

export function MemberTotals({ totals, currency }: { totals: CircleView['totals']; currency: string }) {
  return (
    <section aria-labelledby="totals" className={panelClass}>
      <h2 id="totals" className="text-lg font-bold text-slate-950">
        {m.circles_totals_heading()}
      </h2>
      <table className="mt-3 w-full text-left text-sm" data-testid="totals">
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-2 pr-2">
              {m.circles_col_member()}
            </th>
            <th scope="col" className="py-2 pr-2">
              {m.circles_col_paid_in()}
            </th>
            <th scope="col" className="py-2">
              {m.circles_col_received()}
            </th>
          </tr>
        </thead>
        <tbody>
          {totals.map((t) => (
            <tr key={t.userId} className="border-b border-slate-100">
              <td className="py-2 pr-2 break-words">{t.name}</td>
              <td className="py-2 pr-2">{formatMoney(t.paidIn, { currency })}</td>
              <td className="py-2">{formatMoney(t.received, { currency })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

function describe(h: HistoryEntry, currency: string): string {
  const v = { actor: h.actor_name, member: h.member_name ?? '', note: h.note ?? '' }
  switch (h.kind) {
    case 'created':
      return m.circles_history_created(v)
    case 'joined':
      return m.circles_history_joined(v)
    case 'left':
      return m.circles_history_left(v)
    case 'removed':
      return m.circles_history_removed(v)
    case 'drawn':
      return m.circles_history_drawn(v)
    case 'ordered':
      return m.circles_history_ordered(v)
    default: {
      const p = {
        ...v,
        amount: formatMoney(h.amount ?? 0, { currency }),
        round: h.round ?? 0,
        date: h.paid_on ? formatDate(h.paid_on) : '',
      }
      return h.kind === 'correction' ? m.circles_history_correction({ ...p, corrects: h.corrects ?? 0 }) : m.circles_history_payment(p)
    }
  }
}

export function CircleHistory({ history, currency, circleId }: { history: HistoryEntry[]; currency: string; circleId: string }) {
  return (
    <section aria-labelledby="history" className={panelClass}>
      <h2 id="history" className="text-lg font-bold text-slate-950">
        {m.circles_history_heading()}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{m.circles_history_intro()}</p>
      <ol className="mt-3 space-y-3" data-testid="history">
        {[...history].reverse().map((h) => (
          <li key={h.id} className="border-l-2 border-emerald-600 pl-3">
            <p className="text-xs text-slate-600">{m.circles_history_entry({ id: h.id, date: formatDate(h.created_at) })}</p>
            <p className="break-words text-slate-900">{describe(h, currency)}</p>
            {h.note && (h.kind === 'payment' || h.kind === 'correction') ? (
              <p className="text-sm break-words text-slate-700">{m.circles_history_note({ note: h.note })}</p>
            ) : null}
          </li>
        ))}
      </ol>
      <a
        href={`/circles/${circleId}/history.csv`}
        className="mt-4 inline-block font-semibold text-emerald-800 underline underline-offset-4"
        download
      >
        {m.circles_export()}
      </a>
    </section>
  )
}
