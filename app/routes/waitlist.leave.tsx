import { data, useNavigation } from 'react-router'
import { Form } from '~/components/ui/localized-router'

import { getClientKey } from '~/.server/platform/client-address.server'
import { checkRateLimit } from '~/.server/platform/rate-limit.server'
import { readFormData } from '~/.server/platform/submission.server'
import { redirectWithSuccess } from '~/.server/platform/toast.server'
import {
  consumeLeftFlash,
  leaveWithToken,
  linkPageHeaders,
  linkViewLimited,
  readLinkToken,
  setLeftFlash,
  WAITLIST_LINK_RATE_LIMIT,
} from '~/.server/waitlist/waitlist-links.server'
import { buttonClass } from '~/components/ui/button'
import { SiteLink } from '~/components/ui/site-link'
import { LinkPage, LinkPageError, LinkProblemPanel } from '~/components/waitlist/link-page'
import { leaveProblem, viewsLimitedText } from '~/components/waitlist/link-problems'
import { pageTitle } from '~/content/site'
import { m } from '~/paraglide/messages.js'

import type { Route } from './+types/waitlist.leave'

// /waitlist/leave?token=… from every waitlist e-mail. GET shows which address would be removed;
// the POST deletes the entry, its tokens and its referral links, then says so.

type Problem = Parameters<typeof leaveProblem>[0]
type View = { view: 'ready'; token: string; email: string } | { view: 'left' } | { view: Problem } | { view: 'error'; message: string }

export function meta({ data: view }: Route.MetaArgs): Route.MetaDescriptors {
  const title =
    view?.view === 'left'
      ? m.waitlist_left_heading()
      : view?.view === 'unknown' || view?.view === 'expired'
        ? leaveProblem(view.view).title
        : m.waitlist_leave_title()
  return [{ title: pageTitle(title) }, { name: 'robots', content: 'noindex' }]
}

export const headers: Route.HeadersFunction = linkPageHeaders

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token')
  if (token === null) {
    const { left, headers } = await consumeLeftFlash(request)
    if (left) return data<View>({ view: 'left' }, { headers })
  }
  const searchToken = token
  const retryAfter = searchToken !== null ? await linkViewLimited(request, context) : null
  if (retryAfter !== null) {
    return data<View>(
      { view: 'error', message: viewsLimitedText(Math.max(1, Math.ceil(retryAfter / 60))) },
      { status: 429, headers: { 'Retry-After': String(retryAfter) } },
    )
  }
  try {
    const state = await readLinkToken(token, 'leave')
    if (state.state === 'valid') return data<View>({ view: 'ready', token: token!, email: state.email })
    const problem: Problem = state.state === 'expired' ? 'expired' : 'unknown'
    return data<View>({ view: problem }, { status: problem === 'expired' ? 410 : 404 })
  } catch (error) {
    console.error(JSON.stringify({ type: 'waitlist_link_failed', page: 'leave', message: String(error) }))
    return data<View>({ view: 'error', message: m.waitlist_error_unexpected() }, { status: 503 })
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
    const outcome = await leaveWithToken(token)
    if (outcome.outcome === 'left') {
      const headers = new Headers()
      await setLeftFlash(headers)
      return redirectWithSuccess(
        '/waitlist/leave',
        { message: m.waitlist_left_heading(), description: m.waitlist_left_toast_text() },
        { headers },
      )
    }
    return data<View>({ view: outcome.outcome }, { status: outcome.outcome === 'expired' ? 410 : 404 })
  } catch (error) {
    console.error(JSON.stringify({ type: 'waitlist_link_failed', page: 'leave', message: String(error) }))
    return data<View>({ view: 'error', message: m.waitlist_error_unexpected() }, { status: 503 })
  }
}

export default function LeaveWaitlist({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const shown = actionData && actionData.view !== 'error' ? actionData : loaderData
  const error = actionData?.view === 'error' ? actionData.message : loaderData.view === 'error' ? loaderData.message : undefined
  if (shown.view === 'left') {
    return (
      <LinkPage heading={m.waitlist_left_heading()} testId="left-waitlist">
        <p className="mt-3 text-slate-700">{m.waitlist_left_message()}</p>
        <SiteLink to="/" className={`${buttonClass('outline', 'md')} mt-6`}>
          {m.waitlist_return_home()}
        </SiteLink>
      </LinkPage>
    )
  }
  if (shown.view === 'error') {
    return (
      <LinkPage heading={m.waitlist_leave_title()}>
        <LinkPageError message={error} />
      </LinkPage>
    )
  }
  if (shown.view !== 'ready')
    return <LinkProblemPanel problem={leaveProblem(shown.view)} next={{ label: m.waitlist_return_home(), to: '/' }} />
  const pending = navigation.state === 'submitting'
  return (
    <LinkPage heading={m.waitlist_leave_title()} testId="leave-waitlist">
      <LinkPageError message={error} />
      <p className="mt-3 text-slate-700">{m.waitlist_leave_intro()}</p>
      <dl className="mt-4 rounded-md bg-slate-50 p-3 ring-1 ring-slate-200">
        <dt className="text-sm text-slate-600">{m.waitlist_leave_address_label()}</dt>
        <dd className="break-all font-semibold text-slate-900">{shown.email}</dd>
      </dl>
      <Form method="post" className="mt-6 flex flex-col gap-3 sm:flex-row">
        <input type="hidden" name="token" value={shown.token} />
        <button type="submit" aria-disabled={pending || undefined} className={`${buttonClass('primary', 'md')} sm:flex-1`}>
          {pending ? m.waitlist_leave_pending() : m.waitlist_leave_button()}
        </button>
        <SiteLink to="/" className={`${buttonClass('outline', 'md')} sm:flex-1`}>
          {m.waitlist_leave_keep()}
        </SiteLink>
      </Form>
    </LinkPage>
  )
}
