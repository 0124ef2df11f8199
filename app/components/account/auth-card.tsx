import type { ReactNode } from 'react'
import { Link } from '~/components/ui/localized-router'

import { m } from '~/paraglide/messages.js'

/** The card that holds the account forms (sign-in, sign-up, reset, resend) and their notices. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string
  subtitle: string
  children: ReactNode
  footer?: ReactNode
}) {
  return (
    <div className="flex flex-1 items-start justify-center bg-gradient-to-b from-emerald-50 to-white px-4 py-10 sm:items-center sm:py-16">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-5 shadow-xl shadow-emerald-900/5 min-[360px]:p-6 sm:p-8">
        <div className="mb-6 text-center">
          <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-900">{title}</h1>
          <p className="mt-2 text-sm text-slate-600">{subtitle}</p>
        </div>
        {children}
        {footer ? <div className="mt-6 border-t border-slate-100 pt-5 text-center text-sm text-slate-600">{footer}</div> : null}
      </div>
    </div>
  )
}

/** An inline link inside a card, in the card's link style. */
export function CardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-semibold text-emerald-800 underline underline-offset-2 hover:text-emerald-900">
      {children}
    </Link>
  )
}

/** A green notice inside a card (e.g. "check your email"). */
function SuccessNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="status" className="mb-5 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
      <p className="font-semibold">{title}</p>
      <div className="mt-1 space-y-2">{children}</div>
    </div>
  )
}

/** A neutral one-line note above a form (e.g. "Please sign in to continue."). */
export function InfoNotice({ children }: { children: ReactNode }) {
  return <p className="mb-5 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">{children}</p>
}

/**
 * What a sign-up leads to: the spec's success message, then what to do next, which is also right when
 * the address already had an account (no e-mail is sent then, and the card does not say which case
 * it is).
 */
export function CheckEmailCard() {
  return (
    <AuthCard
      title={m.auth_check_email()}
      subtitle={m.auth_check_email_subtitle()}
      footer={<CardLink to="/auth">{m.auth_back_to_sign_in()}</CardLink>}
    >
      <SuccessNotice title={m.auth_check_email_status()}>
        <p>{m.auth_check_email_step_open()}</p>
      </SuccessNotice>
      <ul className="list-disc space-y-2 pl-5 text-sm text-slate-700">
        <li>
          {m.auth_check_email_step_spam()} <CardLink to="/auth/resend">{m.auth_check_email_resend_link()}</CardLink>
        </li>
        <li>
          {m.auth_check_email_step_existing()} <CardLink to="/auth/forgot-password">{m.auth_reset_password_link()}</CardLink>
        </li>
      </ul>
    </AuthCard>
  )
}

/** The answer of "Forgot your password?" and "Resend": the same whether or not the account exists. */
export function EmailSentCard({
  title,
  subtitle,
  body,
  footer,
}: {
  title: string
  subtitle: string
  body: readonly string[]
  footer: ReactNode
}) {
  return (
    <AuthCard title={title} subtitle={subtitle} footer={footer}>
      <SuccessNotice title={body[0]}>
        {body.slice(1).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </SuccessNotice>
    </AuthCard>
  )
}
