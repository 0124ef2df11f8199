import type { SubmissionResult } from '@conform-to/react'
import { data } from 'react-router'

import type { Route } from './+types/profile'
import { isDocumentRequest, requireUser } from '~/.server/account/auth.server'
import { commitHeaderUser } from '~/.server/account/header-user.server'
import { avatarUrlOf, getProfile, nameSourceOf, updateProfile } from '~/.server/account/profile.server'
import { checkRateLimit } from '~/.server/platform/rate-limit.server'
import { parseSubmission, readFormData } from '~/.server/platform/submission.server'
import { dataWithError, redirectWithSuccess } from '~/.server/platform/toast.server'
import { Avatar } from '~/components/account/avatar'
import { FormLoading, lazyIsland } from '~/components/lazy-island'
import { ProfileSchema, retryAfterText } from '~/lib/account-schemas'
import { pageTitle } from '~/content/site'
import { avatarInitialsOf, displayNameOf } from '~/lib/display-name'
import { CirclesProfileLink } from '~/components/circles/profile-link'
import { m } from '~/paraglide/messages.js'

export const PROFILE_SAVE_LIMIT = { limit: 30, windowMs: 10 * 60_000 }

type ActionData = { result: SubmissionResult<string[]> }

export function meta(): Route.MetaDescriptors {
  return [
    { title: pageTitle(m.profile_title()) },
    { name: 'description', content: m.profile_meta() },
    { name: 'robots', content: 'noindex' },
  ]
}

function privateHeaders(headers: Headers) {
  headers.set('Cache-Control', 'private, no-store')
  return headers
}

// The form's code (Conform, field kit) is not in the initial JavaScript (app/components/lazy-island.tsx).
const profileForm = lazyIsland(() => import('~/components/account/profile-form').then((mod) => mod.ProfileForm), <FormLoading />)

export async function loader({ request }: Route.LoaderArgs) {
  await profileForm.preload()
  const { user, supabase, headers } = await requireUser(request)
  const profile = await getProfile(supabase, user.id)
  const names = nameSourceOf(profile, user)
  const name = displayNameOf(names, user.email)
  return data(
    {
      email: user.email ?? '',
      name,
      initials: avatarInitialsOf(names),
      avatarUrl: avatarUrlOf(profile, user),
      username: profile?.username ?? null,
      defaults: {
        username: profile?.username ?? '',
        fullName: profile?.full_name ?? '',
        bio: profile?.bio ?? '',
        locale: profile?.locale ?? 'en',
      },
    },
    { headers: privateHeaders(headers) },
  )
}

export async function action({ request }: Route.ActionArgs) {
  // The row to update is always the validated user's; any id in the form body is ignored.
  const { user, supabase, headers } = await requireUser(request)
  const submission = parseSubmission(await readFormData(request), ProfileSchema)
  if (submission.status !== 'success') {
    return data({ result: submission.reply() } satisfies ActionData, { status: 400, headers })
  }
  const limited = await checkRateLimit('profile-save', `${user.id}`, PROFILE_SAVE_LIMIT)
  if (!limited.allowed) {
    const formErrors = [m.server_rate_limited(), retryAfterText(limited.retryAfterSeconds)]
    return data({ result: submission.reply({ formErrors }) } satisfies ActionData, {
      status: 429,
      headers: { 'Retry-After': String(limited.retryAfterSeconds) },
    })
  }

  const saved = await updateProfile(supabase, user.id, submission.value)
  if (saved.ok) {
    await commitHeaderUser(headers, supabase, user)
    return redirectWithSuccess('/profile', { message: m.profile_toast_success(), description: m.profile_toast_success_text() }, { headers })
  }

  // The database's own text never reaches the visitor (security review F17); the log keeps it.
  const taken = saved.code === '23505'
  if (!taken) console.error(JSON.stringify({ type: 'profile_save_failed', code: saved.code, message: saved.message.slice(0, 200) }))
  const message = taken ? m.profile_username_taken() : m.profile_save_failed()
  // Bad data (22xxx/23xxx) is the request's fault; anything else is ours and worth a retry.
  const status = taken ? 409 : /^2[23]/.test(saved.code ?? '') ? 400 : 503
  const fieldErrors = taken ? { username: [message] } : undefined
  // The spec has a toast for a failed save: with JavaScript it is the one place the message shows
  // (ux-review item 18); without it the banner shows it, the toast could only appear a page later.
  if (isDocumentRequest(request)) {
    const result = submission.reply(taken ? { fieldErrors } : { formErrors: [message] })
    return data({ result } satisfies ActionData, { status, headers })
  }
  const result = submission.reply(taken ? { fieldErrors } : {})
  return dataWithError({ result } satisfies ActionData, { message: m.profile_toast_error(), description: message }, { status, headers })
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { name, email, initials, avatarUrl, username, defaults } = loaderData
  return (
    <div className="flex flex-1 justify-center bg-gradient-to-b from-emerald-50 to-white px-4 py-8 sm:py-14">
      <section
        aria-labelledby="profile-title"
        className="w-full max-w-xl rounded-2xl border border-slate-200 bg-white shadow-xl shadow-emerald-900/5"
      >
        <div className="border-b border-slate-100 px-6 pt-6 pb-5 sm:px-8">
          <h1 id="profile-title" className="text-2xl font-bold tracking-tight text-slate-900">
            {m.profile_title()}
          </h1>
          <p className="mt-1 text-sm text-slate-600">{m.profile_subtitle()}</p>
          <div className="mt-5 flex items-center gap-4">
            <Avatar src={avatarUrl} initials={initials} size="lg" />
            <div className="min-w-0">
              <p className="truncate text-lg font-semibold text-slate-900" data-testid="profile-name">
                {name}
              </p>
              {username ? (
                <p className="truncate text-sm text-emerald-800" data-testid="profile-username">
                  @{username}
                </p>
              ) : null}
              <p className="truncate text-sm text-slate-600">{email}</p>
            </div>
          </div>
        </div>
        <CirclesProfileLink />
        <div className="px-6 py-6 sm:px-8">
          <profileForm.Island defaults={defaults} lastResult={(actionData as ActionData | undefined)?.result} />
        </div>
      </section>
    </div>
  )
}
