/**
 * Copy of the account screens (/auth, sign-out; the recovery pages' in ./recovery.ts, /profile's in
 * ./profile.ts). What the product spec
 * fixes is spelled as it has it; the rest (password reset, resending the confirmation, lock-outs) is
 * the product's own. Every string is read per request in its language (messages/<locale>/auth.json,
 * profile.json and server.json; docs/decisions/030-languages.md).
 */
import { m } from '~/paraglide/messages.js'

import { lazyCopy } from './lazy-copy'

const toast = /* @__NO_SIDE_EFFECTS__ */ (message: () => string, description: () => string) => lazyCopy({ message, description })

export const authCopy = {
  signIn: lazyCopy({
    title: m.auth_sign_in_title,
    subtitle: m.auth_sign_in_subtitle,
    submit: m.auth_sign_in,
    pending: m.auth_sign_in_pending,
    switchPrompt: m.auth_sign_in_switch_prompt,
    switchLink: m.auth_sign_up,
    forgotPassword: m.auth_forgot_password,
  }),
  signUp: lazyCopy({
    title: m.auth_sign_up_title,
    subtitle: m.auth_sign_up_subtitle,
    submit: m.auth_sign_up,
    pending: m.auth_sign_up_pending,
    switchPrompt: m.auth_sign_up_switch_prompt,
    switchLink: m.auth_sign_in,
  }),
  labels: lazyCopy({ fullName: m.signup_form_full_name_label, email: m.signup_form_email_label, password: m.auth_password_label }),
  placeholders: { fullName: 'Ada Okafor', email: 'you@example.com' },
  get passwordHint() {
    return m.auth_password_hint()
  },
  /** The auth service's own messages, shown as the spec says ("the server's message"). */
  serverMessages: lazyCopy({ invalidCredentials: m.auth_invalid_credentials, emailNotConfirmed: m.auth_email_not_confirmed }),
  /** Shown above the sign-in form when a protected page sent the visitor here. */
  get signInToContinue() {
    return m.auth_sign_in_to_continue()
  },
  /**
   * The card shown after a sign-up (/auth?check-email=1). Its first line is the spec's success
   * message; the rest is honest about the one case where no e-mail was sent (the address already has
   * an account) without saying whether that is the case.
   */
  checkEmail: lazyCopy(
    {
      title: m.auth_check_email,
      subtitle: m.auth_check_email_subtitle,
      status: m.auth_check_email_status,
      resendLink: m.auth_check_email_resend_link,
      forgotLink: m.auth_reset_password_link,
      signInLink: m.auth_back_to_sign_in,
    },
    {
      get steps() {
        return [m.auth_check_email_step_open(), m.auth_check_email_step_spam(), m.auth_check_email_step_existing()]
      },
    },
  ),
  /** Shown under the sign-in form when the password was right but the address is not confirmed yet. */
  unconfirmed: lazyCopy({ text: m.auth_unconfirmed_text, submit: m.auth_unconfirmed_submit, pending: m.auth_sending }),
  meta: lazyCopy({ signIn: m.auth_meta_sign_in, signUp: m.auth_meta_sign_up }),
}

/** Messages of the limits on these forms (docs/decisions/008-account-abuse.md). */
export const limitCopy = lazyCopy({
  /** The spec's rate-limit message (section 8); the time to wait follows it. */
  rateLimited: m.server_rate_limited,
  /** One e-mail per address per minute (as the auth service allows), whoever asked for it. */
  emailJustSent: m.server_email_just_sent,
  /** The auth service itself refused (its own limits), without saying for how long. */
  serviceBusy: m.server_service_busy,
  serviceUnavailable: m.server_service_unavailable,
})

/**
 * The titles of the account forms' error summaries (the same words as the error toasts): the forms'
 * code needs these, not the toasts, which only the server sends.
 */
export const formErrorTitles = lazyCopy({
  signIn: m.auth_toast_sign_in_error,
  signUp: m.auth_toast_sign_up_error,
  profile: m.profile_toast_error,
})

export const authToasts = lazyCopy(
  {
    signInError: m.auth_toast_sign_in_error,
    signUpError: m.auth_toast_sign_up_error,
    signOutError: m.auth_toast_sign_out_error,
    passwordError: m.auth_toast_password_error,
    profileError: m.profile_toast_error,
    /** The spec's rate-limit message (section 8). */
    rateLimited: m.server_rate_limited,
  },
  {
    signInSuccess: toast(m.auth_toast_success, m.auth_toast_signed_in),
    signOutSuccess: lazyCopy({ message: m.auth_toast_signed_out }),
    confirmSuccess: toast(m.auth_toast_email_confirmed, m.auth_toast_confirm_success_text),
    confirmError: toast(m.auth_toast_confirm_error, m.auth_toast_confirm_error_text),
    /** The default e-mail template's ?code= opened where the sign-up did not start (no PKCE verifier). */
    confirmedElsewhere: toast(m.auth_toast_email_confirmed, m.auth_toast_confirmed_elsewhere_text),
    /** The ?code= came back after the auth service's 5-minute window for signing in from it. */
    confirmedSignIn: toast(m.auth_toast_email_confirmed, m.auth_toast_confirmed_sign_in_text),
    resetLinkInvalid: toast(m.auth_toast_reset_invalid, m.auth_toast_reset_invalid_text),
    resetLinkElsewhere: toast(m.auth_toast_reset_elsewhere, m.auth_toast_reset_elsewhere_text),
    resetLinkNeeded: toast(m.auth_toast_reset_needed, m.auth_toast_reset_needed_text),
    passwordUpdated: toast(m.auth_toast_password_updated, m.auth_toast_password_updated_text),
    profileSuccess: toast(m.profile_toast_success, m.profile_toast_success_text),
  },
)

/** The local mailbox (/dev/mailbox): a developer's page, in English. */
export const mailboxCopy = {
  title: 'Local mailbox',
  intro:
    'Messages the embedded Supabase stack would have e-mailed, newest first. This page exists only while the app runs on the embedded backend.',
  empty: 'No messages yet. Sign up to receive a confirmation e-mail.',
} as const
