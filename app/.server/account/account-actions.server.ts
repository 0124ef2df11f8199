import type { SubmissionResult } from '@conform-to/react'
import type { AuthError, SupabaseClient } from '@supabase/supabase-js'
import { data } from 'react-router'
import { redirect } from '../platform/localized-redirect.server'

import { EmailOnlySchema, retryAfterText, SignInSchema, SignUpSchema } from '~/lib/account-schemas'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'

import { emailRequestAt, firstCookieWrites, signInWithPassword, type Shown } from './account-auth.server'
import { limitSignIn, limitSignUp, readKnownDevice, rememberDevice, type LimitOutcome } from './account-limits.server'
import { ANSWER_AT_MS, notBefore, now } from './account-pace.server'
import { siteOrigin } from './auth.server'
import { commitHeaderUser } from './header-user.server'
import { admissionOf } from '../platform/admission.server'
import { getClientAddress, type RequestContext } from '../platform/client-address.server'
import { isHoneypotFilled } from '../platform/honeypot.server'
import { safeRedirectPath } from '../platform/redirect.server'
import { parseSubmission, readFormData } from '../platform/submission.server'
import { createSupabaseServerClient } from '../platform/supabase.server'
import { redirectWithSuccess } from '../platform/toast.server'

/** What the account forms answer when a submission is refused. */
export type AccountActionData = {
  result: SubmissionResult<string[]>
  errorTitle?: string
  /** Sign-in only: the password was right but the address is unconfirmed; offer to resend. */
  unconfirmedEmail?: string
}

type Reply = {
  reply: (options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]>; hideFields?: string[] }) => SubmissionResult<string[]>
}

/** 429 with Retry-After, and the message saying when to try again (ux-review item 24). */
export function limitRefusal(submission: Reply, limited: Exclude<LimitOutcome, { allowed: true }>, hideFields: string[] = []) {
  const first = limited.reason === 'email-just-sent' ? m.server_email_just_sent() : m.server_rate_limited()
  const result = submission.reply({ formErrors: [first, retryAfterText(limited.retryAfterSeconds)], hideFields })
  return data({ result } satisfies AccountActionData, { status: 429, headers: { 'Retry-After': String(limited.retryAfterSeconds) } })
}

/**
 * A refused submission: the message in the form (banner or field), once. The spec's toast repeated
 * the banner's text and covered the card's heading (UX review 2026-11-25, item 10): a message the
 * page shows inline is not toasted too (docs/decisions/022-true-numbers.md).
 */
function shownFailure(
  request: Request,
  submission: Reply,
  shown: Shown,
  title: string,
  headers: HeadersInit,
  { extra = {} }: { extra?: Partial<AccountActionData> } = {},
) {
  const hideFields = ['password', 'confirmPassword']
  const result = shown.field
    ? submission.reply({ fieldErrors: { [shown.field]: [shown.message] }, hideFields })
    : submission.reply({ formErrors: [shown.message], hideFields })
  const body: AccountActionData = { result, errorTitle: title, ...extra }
  return data(body, { status: shown.status, headers })
}

export async function signInAction(request: Request, formData: FormData, context: RequestContext) {
  const started = now()
  const client = getClientAddress(request, context)
  const submission = parseSubmission(formData, SignInSchema)
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }) } satisfies AccountActionData, { status: 400 })
  }
  const { email, password, redirectTo } = submission.value
  const device = await readKnownDevice(request)
  const limited = await limitSignIn(email, client, device)
  if (!limited.allowed) return limitRefusal(submission, limited, ['password'])

  const outcome = await signInWithPassword(request, client, email, password)
  if (outcome.ok) {
    await commitHeaderUser(outcome.headers, outcome.supabase, outcome.user)
    await rememberDevice(outcome.headers, device, outcome.user.email)
    return redirectWithSuccess(
      safeRedirectPath(redirectTo, '/'),
      { message: m.auth_toast_success(), description: m.auth_toast_signed_in() },
      { headers: outcome.headers },
    )
  }
  // A refusal leaves at the same moment for an unknown address and a wrong password (account-pace).
  await notBefore(started + ANSWER_AT_MS.signInFailure, admissionOf(context))
  return shownFailure(request, submission, outcome.shown, m.auth_toast_sign_in_error(), outcome.headers, {
    extra: { unconfirmedEmail: outcome.unconfirmed ? email : undefined },
  })
}

/** Where a sign-up (and every ?code= failure worth a retry) lands: the "check your email" card. */
const CHECK_EMAIL_PATH = '/auth?check-email=1'

export async function signUpAction(request: Request, formData: FormData, context: RequestContext) {
  // Every valid sign-up is answered at this moment, whatever the address (account-pace.server.ts).
  const deadline = now() + ANSWER_AT_MS.signUp
  const client = getClientAddress(request, context)
  const admission = admissionOf(context)
  if (isHoneypotFilled(formData)) {
    // A bot filled the invisible field: answer as if it worked, create nothing.
    await notBefore(deadline, admission)
    return redirect(CHECK_EMAIL_PATH)
  }
  const submission = parseSubmission(formData, SignUpSchema)
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }) } satisfies AccountActionData, { status: 400 })
  }
  const { email, password, fullName } = submission.value
  const limited = await limitSignUp(email, client)
  if (!limited.allowed) return limitRefusal(submission, limited, ['password'])

  const { supabase, headers } = createSupabaseServerClient(request, { clientAddress: client })
  const call = supabase.auth.signUp({
    email,
    password,
    // locale: the page's language, kept in the user's metadata (the account e-mails' templates choose
    // their text by it) and copied to the new profile (public.handle_new_user). Decision 030.
    options: { data: { full_name: fullName, locale: getLocale() }, emailRedirectTo: `${siteOrigin(request)}/auth` },
  })
  const shown = await emailRequestAt('sign-up', call, deadline, admission)
  // The same answer for a new address, a registered one and one waiting for confirmation: the card
  // says what to do in each case without saying which it is (the check-email card in app/routes/auth.tsx).
  if (!shown) return redirect(CHECK_EMAIL_PATH, { headers: firstCookieWrites(headers) })
  return shownFailure(request, submission, shown, m.auth_toast_sign_up_error(), firstCookieWrites(headers))
}

type EmailRequest = {
  flow: 'recovery' | 'resend'
  limit: (email: string, client: string) => Promise<LimitOutcome>
  /** The auth call, with the request's client (its cookies keep the PKCE verifier). */
  send: (supabase: SupabaseClient, email: string) => Promise<{ error: AuthError | null }>
  /** Where every accepted request lands (PRG), whatever the address. */
  sentPath: string
  errorTitle: string
}

/**
 * "Forgot your password?" and "Resend the confirmation e-mail": one address in, the same answer at the
 * same moment out, whether or not an account uses it (docs/decisions/008-account-abuse.md).
 */
export async function emailRequestAction(request: Request, context: RequestContext, flow: EmailRequest) {
  const deadline = now() + ANSWER_AT_MS.emailRequest
  const client = getClientAddress(request, context)
  const admission = admissionOf(context)
  const formData = await readFormData(request)
  if (isHoneypotFilled(formData)) {
    // A bot: the usual answer at the usual moment, and nothing sent.
    await notBefore(deadline, admission)
    return redirect(flow.sentPath)
  }
  const submission = parseSubmission(formData, EmailOnlySchema)
  if (submission.status !== 'success') return data({ result: submission.reply() } satisfies AccountActionData, { status: 400 })
  const { email } = submission.value
  const limited = await flow.limit(email, client)
  if (!limited.allowed) return limitRefusal(submission, limited)

  const { supabase, headers } = createSupabaseServerClient(request, { clientAddress: client })
  const shown = await emailRequestAt(flow.flow, flow.send(supabase, email), deadline, admission)
  if (!shown) return redirect(flow.sentPath, { headers: firstCookieWrites(headers) })
  return shownFailure(request, submission, shown, flow.errorTitle, firstCookieWrites(headers))
}
