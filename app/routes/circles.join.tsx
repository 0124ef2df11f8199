import { data } from 'react-router'

import type { Route } from './+types/circles.join'
import { requireUser } from '~/.server/account/auth.server'
import { acceptInvitation, invitationState } from '~/.server/circles/circles.server'
import { readFormData } from '~/.server/platform/submission.server'
import { redirectWithSuccess } from '~/.server/platform/toast.server'
import { CirclePage, Notice, panelClass, submitClass } from '~/components/circles/parts'
import { Form } from '~/components/ui/localized-router'
import { pageTitle } from '~/content/site'
import { CIRCLE_LIMITS } from '~/lib/circles'
import { m } from '~/paraglide/messages.js'

// /circles/join?token=…: an invitation's link. Signed out, requireUser sends the visitor to sign in (or
// create an account) with this page, token included, as where to come back to. The database checks
// that the link is unused, unexpired and addressed to the signed-in account (public.circle_accept).

const TOKEN = /^[A-Za-z0-9_-]{43}$/
type State = 'valid' | 'expired' | 'used' | 'invalid' | 'other_email' | 'refused'

const PROBLEMS: Record<Exclude<State, 'valid'>, { status: number; text: () => string }> = {
  expired: { status: 410, text: () => m.circles_join_expired() },
  used: { status: 410, text: () => m.circles_join_used() },
  invalid: { status: 404, text: () => m.circles_join_invalid() },
  other_email: { status: 403, text: () => m.circles_join_other_email() },
  refused: { status: 409, text: () => m.circles_join_refused({ count: CIRCLE_LIMITS.circlesPerMember }) },
}

export function meta(): Route.MetaDescriptors {
  return [{ title: pageTitle(m.circles_join_heading()) }, { name: 'robots', content: 'noindex' }]
}

export async function loader({ request }: Route.LoaderArgs) {
  const { supabase, headers } = await requireUser(request)
  headers.set('Cache-Control', 'private, no-store')
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const answer = TOKEN.test(token) ? await invitationState(supabase, token) : { state: 'invalid' as const, circle_name: undefined }
  const state = answer.state as State
  const status = state === 'valid' ? 200 : PROBLEMS[state].status
  return data({ status, view: { state, token, circleName: answer.circle_name ?? null } }, { status, headers })
}

export async function action({ request }: Route.ActionArgs) {
  const { supabase, headers } = await requireUser(request)
  const token = String((await readFormData(request)).get('token') ?? '')
  if (!TOKEN.test(token)) return data({ state: 'invalid' as State }, { status: 404, headers })
  const outcome = await acceptInvitation(supabase, token)
  if (outcome.outcome === 'joined') return redirectWithSuccess(`/circles/${outcome.circle_id}`, m.circles_joined(), { headers })
  const state: State = outcome.outcome in PROBLEMS ? (outcome.outcome as State) : 'refused'
  return data({ state }, { status: PROBLEMS[state as Exclude<State, 'valid'>].status, headers })
}

export default function JoinCircle({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData?.state ?? loaderData.view.state
  return (
    <CirclePage heading={m.circles_join_heading()}>
      {state === 'valid' ? (
        <div className={panelClass}>
          <p className="break-words text-slate-800">{m.circles_join_valid({ name: loaderData.view.circleName ?? '' })}</p>
          <Form method="post">
            <input type="hidden" name="token" value={loaderData.view.token} />
            <button type="submit" className={submitClass}>
              {m.circles_join_submit()}
            </button>
          </Form>
        </div>
      ) : (
        <Notice error={PROBLEMS[state].text()} />
      )}
    </CirclePage>
  )
}
