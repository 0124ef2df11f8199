import { data, useNavigation } from 'react-router'
import { Form } from '~/components/ui/localized-router'
import { redirect } from '~/.server/platform/localized-redirect.server'

import { getClientKey } from '~/.server/platform/client-address.server'
import { checkRateLimit } from '~/.server/platform/rate-limit.server'
import { readFormData } from '~/.server/platform/submission.server'
import { forgetSocialProof } from '~/.server/waitlist/social-proof.server'
import {
  confirmWithToken,
  LINK_PAGE_HEADERS,
  linkPageHeaders,
  linkViewLimited,
  readLinkToken,
  WAITLIST_LINK_RATE_LIMIT,
} from '~/.server/waitlist/waitlist-links.server'
import { buttonClass } from '~/components/ui/button'
import { LinkPage, LinkPageError, LinkProblemPanel } from '~/components/waitlist/link-page'
import { confirmProblem, viewsLimitedText } from '~/components/waitlist/link-problems'
import { pageTitle } from '~/content/site'
import { m } from '~/paraglide/messages.js'

import type { Route } from './+types/waitlist.confirm'

// /waitlist/confirm?token=… from the confirmation e-mail. Opening it (GET, which mail scanners do
// too) only shows a button; the POST confirms, once, and lands on the member's place in line.

type Problem = Parameters<typeof confirmProblem>[0]
type View = { view: 'ready'; token: string; email: string } | { view: Problem } | { view: 'error'; message: string }

const STATUS: Record<Problem, number> = { unknown: 404, used: 410, expired: 410 }

export function meta({ data: view }: Route.MetaArgs): Route.MetaDescriptors {
  const title = view && view.view in STATUS ? confirmProblem(view.view as Problem).title : m.waitlist_confirm_title()
  return [{ title: pageTitle(title) }, { name: 'robots', content: 'noindex' }]
}

export const headers: Route.HeadersFunction = linkPageHeaders

export async function loader({ request, context }: Route.LoaderArgs) {
  const searchToken = new URL(request.url).searchParams.get('token')
  const retryAfter = searchToken !== null ? await linkViewLimited(request, context) : null
  if (retryAfter !== null) {
    return data<View>(
      { view: 'error', message: viewsLimitedText(Math.max(1, Math.ceil(retryAfter / 60))) },
      { status: 429, headers: { ...LINK_PAGE_HEADERS, 'Retry-After': String(retryAfter) } },
    )
  }
  try {
    const token = searchToken
    const state = await readLinkToken(token, 'confirm')
    if (state.state === 'valid') return data<View>({ view: 'ready', token: token!, email: state.email }, { headers: LINK_PAGE_HEADERS })
    return data<View>({ view: state.state }, { status: STATUS[state.state], headers: LINK_PAGE_HEADERS })
  } catch (error) {
    console.error(JSON.stringify({ type: 'waitlist_link_failed', page: 'confirm', message: String(error) }))
    return data<View>({ view: 'error', message: m.waitlist_error_unexpected() }, { status: 503, headers: LINK_PAGE_HEADERS })
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = (await readFormData(request)).get('token')
  const limit = await checkRateLimit('waitlist-link', getClientKey(request, context), WAITLIST_LINK_RATE_LIMIT)
  if (!limit.allowed) {
    return data<View>(
      { view: 'error', message: m.waitlist_error_rate_limited() },
      { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
    )
  }
  try {
    const outcome = await confirmWithToken(token)
    if (outcome.outcome === 'confirmed') {
      // The count on /signup includes this member from now on (SOCIAL_PROOF=real, decision 022).
      forgetSocialProof()
      // The status page says "Your spot is confirmed" itself and celebrates: no toast on top of it.
      const status = new URLSearchParams({ token: outcome.statusToken, confirmed: '1' })
      return redirect(`/waitlist/status?${status}`)
    }
    return data<View>({ view: outcome.outcome }, { status: STATUS[outcome.outcome] })
  } catch (error) {
    console.error(JSON.stringify({ type: 'waitlist_link_failed', page: 'confirm', message: String(error) }))
    return data<View>({ view: 'error', message: m.waitlist_error_unexpected() }, { status: 503 })
  }
}

export default function ConfirmSpot({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const shown = actionData && actionData.view !== 'error' ? actionData : loaderData
  const error = actionData?.view === 'error' ? actionData.message : loaderData.view === 'error' ? loaderData.message : undefined
  if (shown.view !== 'ready' && shown.view !== 'error') {
    return <LinkProblemPanel problem={confirmProblem(shown.view)} next={{ label: m.waitlist_join_again(), to: '/signup' }} />
  }
  if (shown.view === 'error') {
    return (
      <LinkPage heading={m.waitlist_confirm_title()}>
        <LinkPageError message={error} />
      </LinkPage>
    )
  }
  const pending = navigation.state === 'submitting'
  return (
    <LinkPage heading={m.waitlist_confirm_title()} testId="confirm-spot">
      <LinkPageError message={error} />
      <p className="mt-3 text-slate-700">
        {m.waitlist_confirm_intro()} <strong className="break-all text-slate-900">{shown.email}</strong>.
      </p>
      <Form method="post" className="mt-6">
        <input type="hidden" name="token" value={shown.token} />
        <button type="submit" aria-disabled={pending || undefined} className={`${buttonClass('primary', 'lg')} w-full`}>
          {pending ? m.waitlist_confirm_pending() : m.waitlist_confirm_button()}
        </button>
      </Form>
      <p className="mt-4 text-sm text-slate-600">{m.waitlist_confirm_why()}</p>
    </LinkPage>
  )
}
