import type { Route } from './+types/auth.resend'
import { emailRequestAction, type AccountActionData } from '~/.server/account/account-actions.server'
import { limitResend } from '~/.server/account/account-limits.server'
import { siteOrigin } from '~/.server/account/auth.server'
import { getClientAddress } from '~/.server/platform/client-address.server'
import { AuthCard, CardLink, EmailSentCard } from '~/components/account/auth-card'
import { FormLoading, lazyIsland } from '~/components/lazy-island'
import { recoveryCopy, resendCopy } from '~/content/recovery'
import { pageTitle } from '~/content/site'

// "Resend the confirmation e-mail" for a sign-up that was never confirmed. The answer never says
// whether the address has an account, let alone an unconfirmed one (account-actions.server.ts).

const SENT_PATH = '/auth/resend?sent=1'

export function meta({ data }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: pageTitle(data?.sent ? resendCopy.sent.title : resendCopy.title) }, { name: 'description', content: resendCopy.meta }]
}

const requestForm = lazyIsland(() => import('~/components/account/recovery-forms').then((m) => m.EmailRequestForm), <FormLoading />)

export async function loader({ request }: Route.LoaderArgs) {
  await requestForm.preload()
  return { sent: new URL(request.url).searchParams.get('sent') === '1' }
}

export async function action({ request, context }: Route.ActionArgs) {
  return emailRequestAction(request, getClientAddress(request, context), {
    flow: 'resend',
    limit: limitResend,
    // As at sign-up: the default template's link comes back to /auth with ?code=.
    send: (supabase, email) => supabase.auth.resend({ type: 'signup', email, options: { emailRedirectTo: `${siteOrigin(request)}/auth` } }),
    sentPath: SENT_PATH,
    errorTitle: resendCopy.errorTitle,
  })
}

export default function Resend({ loaderData, actionData }: Route.ComponentProps) {
  const back = <CardLink to="/auth">{recoveryCopy.backToSignIn}</CardLink>
  if (loaderData.sent) {
    return <EmailSentCard title={resendCopy.sent.title} subtitle={resendCopy.sent.subtitle} body={resendCopy.sent.body} footer={back} />
  }
  return (
    <AuthCard title={resendCopy.title} subtitle={resendCopy.subtitle} footer={back}>
      <requestForm.Island
        id="resend"
        action="/auth/resend"
        submit={resendCopy.submit}
        pending={resendCopy.pending}
        errorTitle={resendCopy.errorTitle}
        actionData={actionData as AccountActionData | undefined}
      />
    </AuthCard>
  )
}
