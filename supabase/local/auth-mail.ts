import { createHash, randomInt } from 'node:crypto'

import type { Transaction } from './database'

import { AuthError, referrer } from './auth-http'
import type { StackContext } from './context'
import { deliverMail } from './mailbox'
import { DEFAULT_TEMPLATES, firstLink, htmlToText, renderTemplate, type TemplateName } from './templates'

/**
 * GoTrue's sendConfirmation / sendPasswordRecovery / sendEmail (internal/api/mail.go): the
 * once-per-max_frequency rule per user, the project-wide e-mail budget, the addresses built-in SMTP
 * may reach, the e-mail rendered from the project's template (or GoTrue's default), and the token
 * stored on the user and in auth.one_time_tokens.
 */

export interface MailRecipient {
  id: string
  email: string
  confirmation_sent_at: Date | null
  recovery_sent_at: Date | null
  raw_user_meta_data: Record<string, unknown> | null
}

const ACTIONS = {
  signup: { template: 'confirmation', tokenColumn: 'confirmation_token', sentColumn: 'confirmation_sent_at' },
  recovery: { template: 'recovery', tokenColumn: 'recovery_token', sentColumn: 'recovery_sent_at' },
} as const satisfies Record<string, { template: TemplateName; tokenColumn: string; sentColumn: string }>

export type MailAction = keyof typeof ACTIONS

/** validateSentWithinFrequencyLimit: 429 until max_frequency has passed since the last e-mail of this kind. */
function checkFrequency(sentAt: Date | null, maxFrequencySeconds: number, now: number) {
  if (!sentAt) return
  const leftMs = new Date(sentAt).getTime() + maxFrequencySeconds * 1000 - now
  if (leftMs > 0) {
    // Go's Duration / time.Second truncates.
    const left = Math.floor(leftMs / 1000)
    throw new AuthError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${left} seconds.`)
  }
}

/** crypto.GenerateOtp and GenerateTokenHash: a numeric code and sha224(email + code) in hex. */
function newOtp(length: number) {
  let otp = ''
  for (let i = 0; i < length; i++) otp += String(randomInt(10))
  return otp
}

export function tokenHashFor(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex')
}

/** templatemailer's encodeRedirectURL: escaped only when it holds &, = or #. */
function encodeRedirectUrl(url: string): string {
  return /[&=#]/.test(url) ? encodeURIComponent(url).replaceAll('%20', '+') : url
}

function checkRecipient(ctx: StackContext, email: string) {
  if (ctx.auth.smtp) return
  // Built-in SMTP: GoTrue's checkEmailAddressAuthorization against the organisation's members.
  const normalized = email.replace(/[+][^@]+@/, '@')
  if (!ctx.auth.authorizedAddresses.some((a) => a.toLowerCase() === normalized.toLowerCase())) {
    throw new AuthError(400, 'email_address_not_authorized', `Email address "${email}" cannot be used as it is not authorized`)
  }
}

function takeFromBudget(ctx: StackContext, email: string) {
  if (ctx.emailBudget.take()) return
  const smtp = ctx.auth.smtp
    ? 'rate_limit.email_sent in supabase/config.toml'
    : "hosted's built-in SMTP limit (configure [auth.email.smtp])"
  ctx.log(
    `[supabase-local] auth e-mail NOT sent${process.env.NODE_ENV === 'production' ? '' : ` to ${email}`}: the project's budget of ` +
      `${ctx.emailBudget.perHour} e-mails per hour is used up (${smtp}); Auth answers 429 over_email_send_rate_limit`,
  )
  throw new AuthError(429, 'over_email_send_rate_limit', 'email rate limit exceeded')
}

/**
 * Sends a confirmation (signup) or recovery e-mail to the user inside the caller's transaction, and
 * stores its token. PKCE flows get a token prefixed pkce_, as GoTrue's addFlowPrefixToToken.
 */
export async function sendAuthMail(
  ctx: StackContext,
  tx: Transaction,
  request: Request,
  user: MailRecipient,
  action: MailAction,
  pkce: boolean,
): Promise<void> {
  const { template, tokenColumn, sentColumn } = ACTIONS[action]
  checkFrequency(action === 'signup' ? user.confirmation_sent_at : user.recovery_sent_at, ctx.auth.maxFrequency, ctx.clock.now())
  const otp = newOtp(ctx.auth.otpLength)
  const tokenHash = (pkce ? 'pkce_' : '') + tokenHashFor(user.email, otp)
  checkRecipient(ctx, user.email)
  takeFromBudget(ctx, user.email)

  const redirectTo = referrer(ctx.auth, request)
  const confirmationUrl =
    `${ctx.externalUrl}/auth/v1/verify?token=${encodeURIComponent(tokenHash)}&type=${action}` +
    `&redirect_to=${encodeRedirectUrl(redirectTo)}`
  const data = {
    SiteURL: ctx.auth.siteUrl,
    ConfirmationURL: confirmationUrl,
    Email: user.email,
    Token: otp,
    TokenHash: tokenHash,
    Data: user.raw_user_meta_data ?? {},
    RedirectTo: redirectTo,
  }
  const configured = ctx.auth.templates[template]
  const chosen = configured ?? DEFAULT_TEMPLATES[template]
  const html = renderTemplate(chosen.content, data)
  const subject = renderTemplate(chosen.subject || DEFAULT_TEMPLATES[template].subject, data)
  const link = firstLink(html)
  await deliverMail(tx, { to: user.email, subject, html, text: htmlToText(html, link), link }, ctx.log)

  await tx.query(`update auth.users set ${tokenColumn} = $2, ${sentColumn} = $3 where id = $1`, [user.id, tokenHash, ctx.clock.date()])
  await tx.query(`delete from auth.one_time_tokens where user_id = $1 and token_type = $2`, [user.id, tokenColumn])
  await tx.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to) values (gen_random_uuid(), $1, $2, $3, $4)`,
    [user.id, tokenColumn, tokenHash, user.email.toLowerCase()],
  )
}
