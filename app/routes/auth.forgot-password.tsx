import type { Route } from './+types/auth.forgot-password'
import { emailRequestAction, type AccountActionData } from '~/.server/account/account-actions.server'
import { limitRecovery } from '~/.server/account/account-limits.server'
import { RESET_PASSWORD_PATH } from '~/.server/account/account-links.server'
import { siteOrigin } from '~/.server/account/auth.server'
import { AuthCard, CardLink, EmailSentCard } from '~/components/account/auth-card'
import { FormLoading, lazyIsland } from '~/components/lazy-island'
import { pageTitle } from '~/content/site'
import { m } from '~/paraglide/messages.js'

// "Forgot your password?": ask for a reset link. Whether or not an account uses the address, the
// answer is the same "check your email" page at the same moment (app/.server/account/account-actions.server.ts).

const SENT_PATH = '/auth/forgot-password?sent=1'

export function meta({ data }: Route.MetaArgs): Route.MetaDescriptors {
  return [
    { title: pageTitle(data?.sent ? m.auth_check_email() : m.auth_reset_password_title()) },
    { name: 'description', content: m.auth_meta_recovery() },
  ]
}

const requestForm = lazyIsland(
  () => import('~/components/account/recovery-forms').then((module) => module.EmailRequestForm),
  <FormLoading />,
)

export async function loader({ request }: Route.LoaderArgs) {
  await requestForm.preload()
  return { sent: new URL(request.url).searchParams.get('sent') === '1' }
}

export async function action({ request, context }: Route.ActionArgs) {
  return emailRequestAction(request, context, {
    flow: 'recovery',
    limit: limitRecovery,
    // Default template: GoTrue's /verify sends the visitor to this page with ?code=.
    send: (supabase, email) => supabase.auth.resetPasswordForEmail(email, { redirectTo: `${siteOrigin(request)}${RESET_PASSWORD_PATH}` }),
    sentPath: SENT_PATH,
    errorTitle: m.auth_link_not_sent(),
  })
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const back = <CardLink to="/auth">{m.auth_back_to_sign_in()}</CardLink>
  if (loaderData.sent) {
    return (
      <EmailSentCard
        title={m.auth_check_email()}
        subtitle={m.auth_reset_sent_subtitle()}
        body={[m.auth_reset_sent_body_account(), m.auth_reset_sent_body_open()]}
        footer={
          <span className="flex flex-wrap justify-center gap-x-4 gap-y-2">
            {back}
            <CardLink to="/auth/forgot-password">{m.auth_reset_sent_again()}</CardLink>
          </span>
        }
      />
    )
  }
  return (
    <AuthCard title={m.auth_reset_password_title()} subtitle={m.auth_reset_request_subtitle()} footer={back}>
      <requestForm.Island
        id="forgot-password"
        action="/auth/forgot-password"
        submit={m.auth_reset_request_submit()}
        pending={m.auth_sending()}
        errorTitle={m.auth_link_not_sent()}
        actionData={actionData as AccountActionData | undefined}
      />
    </AuthCard>
  )
}
