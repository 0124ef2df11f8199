import type { CircleActionData } from '~/.server/circles/circle-actions.server'
import type { CircleView } from '~/.server/circles/circles.server'
import { panelClass, submitClass } from '~/components/circles/parts'
import { FormField } from '~/components/forms/fields'
import { Form } from '~/components/ui/localized-router'
import { CIRCLE_LIMITS } from '~/lib/circles'
import { m } from '~/paraglide/messages.js'

type View = CircleView & { userId: string }

/** The forms a member's role allows on /circles/<id>; each posts to the page's action (JavaScript optional). */
export function CircleForms({ view, action }: { view: View; action?: CircleActionData }) {
  const answerTo = (intent: string) => (action?.intent === intent ? action : undefined)
  const active = view.members.filter((mm) => mm.status === 'active')
  const others = active.filter((mm) => mm.user_id !== view.userId)
  const payment = answerTo('payment')
  const today = new Date().toISOString().slice(0, 10)
  return (
    <>
      <section aria-labelledby="record" className={panelClass}>
        <h2 id="record" className="text-lg font-bold text-slate-950">
          {m.circles_record_heading()}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{m.circles_record_hint()}</p>
        <Form method="post" className="mt-3 space-y-4" noValidate>
          <input type="hidden" name="intent" value="payment" />
          {view.organiser ? (
            <FormField
              as="select"
              answer={payment}
              label={m.circles_field_member()}
              id="pay-member"
              name="memberId"
              defaultValue={view.userId}
            >
              {active.map((mm) => (
                <option key={mm.user_id} value={mm.user_id}>
                  {mm.display_name}
                </option>
              ))}
            </FormField>
          ) : (
            <input type="hidden" name="memberId" value={view.userId} />
          )}
          <FormField
            as="select"
            answer={payment}
            label={m.circles_field_round()}
            id="pay-round"
            name="round"
            defaultValue={String(view.current?.round ?? 1)}
          >
            {view.rounds.map((r) => (
              <option key={r.round} value={r.round}>
                {r.round}
              </option>
            ))}
          </FormField>
          <FormField
            answer={payment}
            label={m.circles_field_amount()}
            id="pay-amount"
            name="amount"
            inputMode="decimal"
            defaultValue={String(view.circle.contribution)}
          />
          <FormField answer={payment} label={m.circles_field_paid_on()} id="pay-date" name="paidOn" type="date" defaultValue={today} />
          <FormField answer={payment} label={m.circles_field_corrects()} id="pay-corrects" name="corrects" inputMode="numeric" />
          <FormField as="textarea" answer={payment} label={m.circles_field_note()} id="pay-note" name="note" rows={2} maxLength={500} />
          <button type="submit" className={submitClass}>
            {m.circles_record_submit()}
          </button>
        </Form>
      </section>
      {view.organiser && !view.started ? (
        <section aria-labelledby="invite" className={panelClass}>
          <h2 id="invite" className="text-lg font-bold text-slate-950">
            {m.circles_invite_heading()}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {m.circles_invite_hint({ days: CIRCLE_LIMITS.invitationDays, count: CIRCLE_LIMITS.membersPerCircle })}
          </p>
          {view.pendingInvitations.length > 0 ? (
            <p className="mt-2 text-sm break-words text-slate-700">
              {m.circles_pending({ emails: view.pendingInvitations.map((i) => i.email).join(', ') })}
            </p>
          ) : null}
          <Form method="post" className="mt-3" noValidate>
            <input type="hidden" name="intent" value="invite" />
            <FormField
              answer={answerTo('invite')}
              label={m.circles_field_email()}
              id="invite-email"
              name="email"
              type="email"
              autoComplete="off"
              required
            />
            <button type="submit" className={submitClass}>
              {m.circles_invite_submit()}
            </button>
          </Form>
        </section>
      ) : null}
      {view.organiser && view.circle.payout_order === 'random' && !view.circle.drawn_at && !view.started ? (
        <section aria-labelledby="draw" className={panelClass}>
          <h2 id="draw" className="text-lg font-bold text-slate-950">
            {m.circles_draw_submit()}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{m.circles_draw_hint()}</p>
          <Form method="post">
            <input type="hidden" name="intent" value="draw" />
            <button type="submit" className={submitClass}>
              {m.circles_draw_submit()}
            </button>
          </Form>
        </section>
      ) : null}
      {view.organiser && others.length > 0 ? (
        <section aria-labelledby="remove" className={panelClass}>
          <h2 id="remove" className="text-lg font-bold text-slate-950">
            {m.circles_remove_heading()}
          </h2>
          <Form method="post" className="mt-3 space-y-4" noValidate>
            <input type="hidden" name="intent" value="remove" />
            <FormField as="select" answer={answerTo('remove')} label={m.circles_field_member()} id="remove-member" name="memberId">
              {others.map((mm) => (
                <option key={mm.user_id} value={mm.user_id}>
                  {mm.display_name}
                </option>
              ))}
            </FormField>
            <FormField
              as="textarea"
              answer={answerTo('remove')}
              label={m.circles_field_reason()}
              id="remove-reason"
              name="reason"
              rows={2}
              maxLength={300}
              required
            />
            <button type="submit" className={submitClass}>
              {m.circles_remove_submit()}
            </button>
          </Form>
        </section>
      ) : null}
      {!view.organiser && !view.started ? (
        <section aria-labelledby="leave" className={panelClass}>
          <h2 id="leave" className="text-lg font-bold text-slate-950">
            {m.circles_leave_submit()}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{m.circles_leave_hint()}</p>
          <Form method="post">
            <input type="hidden" name="intent" value="leave" />
            <button type="submit" className={submitClass}>
              {m.circles_leave_submit()}
            </button>
          </Form>
        </section>
      ) : null}
    </>
  )
}
