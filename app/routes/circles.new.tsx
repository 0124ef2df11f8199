import { data } from 'react-router'

import type { Route } from './+types/circles.new'
import { requireUser } from '~/.server/account/auth.server'
import { createCircle, todayOf } from '~/.server/circles/circles.server'
import { redirect } from '~/.server/platform/localized-redirect.server'
import { parseSubmission, readFormData } from '~/.server/platform/submission.server'
import { CirclePage, Notice, panelClass, submitClass } from '~/components/circles/parts'
import { PayoutOrderField } from '~/components/circles/payout-order-field'
import { FormField } from '~/components/forms/fields'
import { Form } from '~/components/ui/localized-router'
import { pageTitle } from '~/content/site'
import { CIRCLE_CURRENCIES, CIRCLE_FREQUENCIES, CIRCLE_LIMITS } from '~/lib/circles'
import { CreateCircleSchema } from '~/lib/circles-schema'
import { m } from '~/paraglide/messages.js'

// /circles/new: an organiser starts a circle. The database makes the caller its organiser and counts
// their circles (public.circle_create).

type Errors = Record<string, string[] | null | undefined>
type ActionData = { errors: Errors; values: Record<string, string>; formError?: string }

export function meta(): Route.MetaDescriptors {
  return [{ title: pageTitle(m.circles_new_heading()) }, { name: 'robots', content: 'noindex' }]
}

export async function loader({ request }: Route.LoaderArgs) {
  const { headers } = await requireUser(request)
  headers.set('Cache-Control', 'private, no-store')
  return data({ status: 200, view: { today: todayOf() } }, { headers })
}

export async function action({ request }: Route.ActionArgs) {
  const { supabase, headers } = await requireUser(request)
  const form = await readFormData(request)
  const values = Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]))
  const submission = parseSubmission(form, CreateCircleSchema)
  if (submission.status !== 'success') {
    return data<ActionData>({ errors: submission.error ?? {}, values }, { status: 400, headers })
  }
  try {
    const outcome = await createCircle(supabase, submission.value)
    if (outcome.outcome === 'created') return redirect(`/circles/${outcome.id}`, { status: 303, headers })
    return data<ActionData>(
      { errors: {}, values, formError: m.circles_limit({ count: CIRCLE_LIMITS.circlesPerMember }) },
      { status: 409, headers },
    )
  } catch (error) {
    console.error(JSON.stringify({ type: 'circle_create_failed', message: String(error) }))
    const bad = /^2[23]/.test(String((error as { code?: string }).code ?? ''))
    return data<ActionData>({ errors: {}, values, formError: m.circles_error_unexpected() }, { status: bad ? 400 : 503, headers })
  }
}

export default function NewCircle({ loaderData, actionData }: Route.ComponentProps) {
  const frequencyLabel = {
    weekly: m.circles_frequency_weekly(),
    biweekly: m.circles_frequency_biweekly(),
    monthly: m.circles_frequency_monthly(),
  }
  return (
    <CirclePage heading={m.circles_new_heading()}>
      <Notice error={actionData?.formError} />
      <Form method="post" className={panelClass} noValidate>
        <div className="space-y-4">
          <FormField answer={actionData} label={m.circles_field_name()} id="name" name="name" required maxLength={80} />
          <FormField
            answer={actionData}
            label={m.circles_field_contribution()}
            id="contribution"
            name="contribution"
            inputMode="decimal"
            required
          />
          <FormField as="select" answer={actionData} label={m.circles_field_currency()} id="currency" name="currency" defaultValue="USD">
            {CIRCLE_CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </FormField>
          <FormField
            as="select"
            answer={actionData}
            label={m.circles_field_frequency()}
            id="frequency"
            name="frequency"
            defaultValue="monthly"
          >
            {CIRCLE_FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {frequencyLabel[f]}
              </option>
            ))}
          </FormField>
          <FormField
            answer={actionData}
            label={m.circles_field_start()}
            id="startDate"
            name="startDate"
            type="date"
            required
            min={loaderData.view.today}
          />
          <PayoutOrderField answer={actionData} />
        </div>
        <button type="submit" className={submitClass}>
          {m.circles_create_submit()}
        </button>
      </Form>
    </CirclePage>
  )
}
