import type { Route } from './+types/auth.resend'
import { emailRequestAction, type AccountActionData } from '~/.server/account/account-actions.server'
import { limitResend } from '~/.server/account/account-limits.server'
import { siteOrigin } from '~/.server/account/auth.server'
import { AuthCard, CardLink, EmailSentCard } from '~/components/account/auth-card'
import { FormLoading, lazyIsland } from '~/components/lazy-island'
import { pageTitle } from '~/content/site'
import { m } from '~/paraglide/messages.js'

// "Resend the confirmation e-mail" for a sign-up that was never confirmed. The answer never says
// whether the address has an account, let alone an unconfirmed one (account-actions.server.ts).

const SENT_PATH = '/auth/resend?sent=1'

export function meta({ data }: Route.MetaArgs): Route.MetaDescriptors {
  return [
    { title: pageTitle(data?.sent ? m.auth_check_email() : m.auth_resend_title()) },
    { name: 'description', content: m.auth_meta_resend() },
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
    flow: 'resend',
    limit: limitResend,
    // As at sign-up: the default template's link comes back to /auth with ?code=.
    send: (supabase, email) => supabase.auth.resend({ type: 'signup', email, options: { emailRedirectTo: `${siteOrigin(request)}/auth` } }),
    sentPath: SENT_PATH,
    errorTitle: m.auth_link_not_sent(),
  })
}

export default function Resend({ loaderData, actionData }: Route.ComponentProps) {
  const back = <CardLink to="/auth">{m.auth_back_to_sign_in()}</CardLink>
  if (loaderData.sent) {
    return (
      <EmailSentCard
        title={m.auth_check_email()}
        subtitle={m.auth_resend_sent_subtitle()}
        body={[m.auth_resend_sent_body_waiting(), m.auth_resend_sent_body_confirmed()]}
        footer={back}
      />
    )
  }
  return (
    <AuthCard title={m.auth_resend_title()} subtitle={m.auth_resend_subtitle()} footer={back}>
      <requestForm.Island
        id="resend"
        action="/auth/resend"
        submit={m.auth_resend_submit()}
        pending={m.auth_sending()}
        errorTitle={m.auth_link_not_sent()}
        actionData={actionData as AccountActionData | undefined}
      />
    </AuthCard>
  )
}
