import type { Route } from './+types/auth.forgot-password'
import { emailRequestAction, type AccountActionData } from '~/.server/account/account-actions.server'
import { limitRecovery } from '~/.server/account/account-limits.server'
import { RESET_PASSWORD_PATH } from '~/.server/account/account-links.server'
import { siteOrigin } from '~/.server/account/auth.server'
import { getClientAddress } from '~/.server/platform/client-address.server'
import { AuthCard, CardLink, EmailSentCard } from '~/components/account/auth-card'
import { FormLoading, lazyIsland } from '~/components/lazy-island'
import { recoveryCopy } from '~/content/recovery'
import { pageTitle } from '~/content/site'

// "Forgot your password?": ask for a reset link. Whether or not an account uses the address, the
// answer is the same "check your email" page at the same moment (app/.server/account/account-actions.server.ts).

const SENT_PATH = '/auth/forgot-password?sent=1'

export function meta({ data }: Route.MetaArgs): Route.MetaDescriptors {
  return [
    { title: pageTitle(data?.sent ? recoveryCopy.sent.title : recoveryCopy.request.title) },
    { name: 'description', content: recoveryCopy.meta },
  ]
}

const requestForm = lazyIsland(() => import('~/components/account/recovery-forms').then((m) => m.EmailRequestForm), <FormLoading />)

export async function loader({ request }: Route.LoaderArgs) {
  await requestForm.preload()
  return { sent: new URL(request.url).searchParams.get('sent') === '1' }
}

export async function action({ request, context }: Route.ActionArgs) {
  return emailRequestAction(request, getClientAddress(request, context), {
    flow: 'recovery',
    limit: limitRecovery,
    // Default template: GoTrue's /verify sends the visitor to this page with ?code=.
    send: (supabase, email) => supabase.auth.resetPasswordForEmail(email, { redirectTo: `${siteOrigin(request)}${RESET_PASSWORD_PATH}` }),
    sentPath: SENT_PATH,
    errorTitle: recoveryCopy.request.errorTitle,
  })
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const back = <CardLink to="/auth">{recoveryCopy.backToSignIn}</CardLink>
  if (loaderData.sent) {
    const copy = recoveryCopy.sent
    return (
      <EmailSentCard
        title={copy.title}
        subtitle={copy.subtitle}
        body={copy.body}
        footer={
          <span className="flex flex-wrap justify-center gap-x-4 gap-y-2">
            {back}
            <CardLink to="/auth/forgot-password">{copy.again}</CardLink>
          </span>
        }
      />
    )
  }
  const copy = recoveryCopy.request
  return (
    <AuthCard title={copy.title} subtitle={copy.subtitle} footer={back}>
      <requestForm.Island
        id="forgot-password"
        action="/auth/forgot-password"
        submit={copy.submit}
        pending={copy.pending}
        errorTitle={copy.errorTitle}
        actionData={actionData as AccountActionData | undefined}
      />
    </AuthCard>
  )
}
