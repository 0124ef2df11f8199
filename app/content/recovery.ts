/**
 * Copy of the account recovery screens: choosing a new password (/auth/forgot-password, the new
 * password page) and asking for the confirmation e-mail again (/auth/resend). Their own module, so the
 * sign-in page's JavaScript does not carry them. Every string is read per request in its language
 * (messages/<locale>/auth.json; docs/decisions/030-languages.md).
 */
import { m } from '~/paraglide/messages.js'

import { lazyCopy } from './lazy-copy'

/** "Forgot your password?": /auth/forgot-password, the new password page and what they answer. */
export const recoveryCopy = lazyCopy(
  {
    backToSignIn: m.auth_back_to_sign_in,
    later: m.auth_later,
    saveFailed: m.auth_password_save_failed,
    samePassword: m.auth_same_password,
    meta: m.auth_meta_recovery,
  },
  {
    request: lazyCopy({
      title: m.auth_reset_password_title,
      subtitle: m.auth_reset_request_subtitle,
      submit: m.auth_reset_request_submit,
      pending: m.auth_sending,
      errorTitle: m.auth_link_not_sent,
    }),
    sent: lazyCopy(
      { title: m.auth_check_email, subtitle: m.auth_reset_sent_subtitle, again: m.auth_reset_sent_again },
      {
        get body() {
          return [m.auth_reset_sent_body_account(), m.auth_reset_sent_body_open()]
        },
      },
    ),
    choose: lazyCopy(
      { title: m.auth_choose_title, subtitle: m.auth_choose_subtitle, submit: m.auth_choose_submit, pending: m.auth_saving },
      { labels: lazyCopy({ password: m.auth_new_password_label, confirmPassword: m.auth_confirm_password_label }) },
    ),
  },
)

/** "Resend the confirmation e-mail": /auth/resend. */
export const resendCopy = lazyCopy(
  {
    title: m.auth_resend_title,
    subtitle: m.auth_resend_subtitle,
    submit: m.auth_resend_submit,
    pending: m.auth_sending,
    errorTitle: m.auth_link_not_sent,
    meta: m.auth_meta_resend,
  },
  {
    sent: lazyCopy(
      { title: m.auth_check_email, subtitle: m.auth_resend_sent_subtitle },
      {
        get body() {
          return [m.auth_resend_sent_body_waiting(), m.auth_resend_sent_body_confirmed()]
        },
      },
    ),
  },
)
