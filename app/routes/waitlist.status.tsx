import { useEffect } from 'react'
import { data } from 'react-router'

import { LINK_PAGE_HEADERS, linkPageHeaders, linkViewLimited, readLinkToken, standingOf } from '~/.server/waitlist/waitlist-links.server'
import { siteOrigin } from '~/.server/account/auth.server'
import { statusAction, type StatusActionData } from '~/.server/waitlist/waitlist-status.server'
import { launchConfetti } from '~/components/waitlist/confetti'
import { StatusNextSteps } from '~/components/waitlist/status-next-steps'
import { LinkPage, LinkPageError, LinkProblemPanel } from '~/components/waitlist/link-page'
import { ReferralLink, ShareLinks } from '~/components/waitlist/referral-link'
import { placeOfText, statusProblem, viewsLimitedText } from '~/components/waitlist/link-problems'
import { pageTitle } from '~/content/site'
import { formatCount } from '~/lib/format-count'
import { PLACES_PER_REFERRAL, referralUrl } from '~/lib/waitlist-referral'
import { m } from '~/paraglide/messages.js'

import type { Route } from './+types/waitlist.status'

// /waitlist/status?token=… (from the e-mail, and where confirming lands): the member's place among
// confirmed members, their confirmed referrals and their referral link. Read only.

type Problem = Parameters<typeof statusProblem>[0]
type View =
  | {
      view: 'status'
      confirmed: boolean
      /** Just confirmed (the confirmation lands here with ?confirmed=1): welcome and confetti. */
      welcome: boolean
      token: string
      place: number | null
      total: number
      referrals: number
      referralUrl: string
    }
  | { view: Problem }
  | { view: 'error'; message: string }

export function meta({ data: view }: Route.MetaArgs): Route.MetaDescriptors {
  const title = view?.view === 'unknown' || view?.view === 'expired' ? statusProblem(view.view).title : m.waitlist_status_title()
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
    const url = new URL(request.url)
    const token = searchToken
    const state = await readLinkToken(token, 'status')
    if (state.state !== 'valid') {
      const problem: Problem = state.state === 'expired' ? 'expired' : 'unknown'
      return data<View>({ view: problem }, { status: problem === 'expired' ? 410 : 404, headers: LINK_PAGE_HEADERS })
    }
    const standing = await standingOf(state.entryId)
    if (!standing) return data<View>({ view: 'unknown' }, { status: 404, headers: LINK_PAGE_HEADERS })
    return data<View>(
      {
        view: 'status',
        confirmed: standing.confirmed,
        welcome: standing.confirmed && url.searchParams.get('confirmed') === '1',
        token: token!,
        place: standing.place,
        total: standing.confirmedTotal,
        referrals: standing.confirmedReferrals,
        referralUrl: referralUrl(siteOrigin(request), standing.referralCode),
      },
      { headers: LINK_PAGE_HEADERS },
    )
  } catch (error) {
    console.error(JSON.stringify({ type: 'waitlist_link_failed', page: 'status', message: String(error) }))
    return data<View>({ view: 'error', message: m.waitlist_error_unexpected() }, { status: 503, headers: LINK_PAGE_HEADERS })
  }
}

export const action = ({ request, context }: Route.ActionArgs) => statusAction(request, context)

export default function WaitlistStatus({ loaderData, actionData }: Route.ComponentProps) {
  const shown = loaderData
  const welcome = shown.view === 'status' && shown.welcome
  // The celebration belongs to the confirmation (decision 022), not to the join.
  useEffect(() => {
    if (!welcome) return
    const controller = new AbortController()
    launchConfetti({ signal: controller.signal }).catch((error: unknown) => console.warn('Confetti failed to load', error))
    return () => controller.abort()
  }, [welcome])
  if (shown.view === 'error') {
    return (
      <LinkPage heading={m.waitlist_status_title()}>
        <LinkPageError message={shown.message} />
      </LinkPage>
    )
  }
  if (shown.view !== 'status')
    return <LinkProblemPanel problem={statusProblem(shown.view)} next={{ label: m.waitlist_join_again(), to: '/signup' }} />
  return (
    <LinkPage heading={m.waitlist_status_title()} testId="waitlist-status">
      {welcome ? (
        <div data-testid="welcome" className="mt-4 rounded-md bg-emerald-50 p-4 text-emerald-950 ring-1 ring-emerald-200">
          <h2 className="font-semibold">{m.waitlist_confirmed_toast()}</h2>
          <p className="mt-1 text-sm">{m.waitlist_confirmed_toast_text()}</p>
        </div>
      ) : null}
      {shown.confirmed && shown.place !== null ? (
        <dl className="mt-6 grid grid-cols-2 gap-3">
          <div className="rounded-lg bg-emerald-50 p-4 ring-1 ring-emerald-100">
            <dt className="text-sm font-medium text-emerald-900">{m.waitlist_status_place_label()}</dt>
            <dd className="mt-1">
              <span data-testid="place" className="text-3xl font-bold text-emerald-900">
                #{formatCount(shown.place)}
              </span>{' '}
              <span className="block text-sm text-emerald-900">{placeOfText(shown.total)}</span>
            </dd>
          </div>
          <div className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
            <dt className="text-sm font-medium text-slate-700">{m.waitlist_status_referrals_label()}</dt>
            <dd data-testid="confirmed-referrals" className="mt-1 text-3xl font-bold text-slate-900">
              {shown.referrals}
            </dd>
          </div>
        </dl>
      ) : (
        <div className="mt-4 rounded-md bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200">
          <h2 className="font-semibold">{m.waitlist_status_pending_heading()}</h2>
          <p className="mt-1 text-sm">{m.waitlist_status_pending_message()}</p>
        </div>
      )}
      <div className="mt-6">
        <ReferralLink
          id="status-referral-link"
          url={shown.referralUrl}
          label={m.waitlist_referral_label()}
          hint={m.waitlist_status_move_up({ places: PLACES_PER_REFERRAL })}
        />
      </div>
      <h2 className="mt-6 text-sm font-semibold uppercase tracking-wide text-slate-600">{m.waitlist_status_share_heading()}</h2>
      <ShareLinks url={shown.referralUrl} />
      <StatusNextSteps token={shown.token} confirmed={shown.confirmed} notice={(actionData as StatusActionData | undefined)?.notice} />
    </LinkPage>
  )
}
