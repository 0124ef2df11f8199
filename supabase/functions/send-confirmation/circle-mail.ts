/**
 * The savings circles' e-mails (issue 35; docs/decisions/043-savings-circles.md), sent by the same
 * function and transport as the waitlist's: an invitation's one e-mail (`kind: "circle-invite"`) and the
 * reminders of `npm run circles:remind` (`kind: "circle-reminder"`). As for the waitlist, the function is
 * not a mail relay: it is given ids, never an address or a text; Postgres answers the address (and claims
 * the e-mail once: circle_invitation_claim_email, circle_reminder_claim); the copy is fixed and carries
 * no circle name or anything else a member wrote. Runtime-neutral: only JSON imports.
 */
import amCircles from '../../../messages/am/circles.json' with { type: 'json' }
import enCircles from '../../../messages/en/circles.json' with { type: 'json' }
import frCircles from '../../../messages/fr/circles.json' with { type: 'json' }

type Locale = 'en' | 'fr' | 'am'
type Mail = { to: string; subject: string; text: string; html: string }

const CATALOGUES: Record<Locale, Record<string, string>> = { en: enCircles, fr: frCircles, am: amCircles }
const INTL_LOCALES: Record<Locale, string> = { en: 'en-US', fr: 'fr-FR', am: 'am-ET' }
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const TOKEN = /^[A-Za-z0-9_-]{43}$/

const isCircleLocale = (value: unknown): value is Locale => value === 'en' || value === 'fr' || value === 'am'

function text(locale: Locale, key: string, values: Record<string, string | number> = {}): string {
  const template = CATALOGUES[locale][key] ?? CATALOGUES.en[key]
  if (template === undefined) throw new Error(`no e-mail message ${key}`)
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

function escapeHtml(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')
}

function pathIn(path: string, locale: Locale): string {
  return locale === 'en' ? path : `/${locale}${path}`
}

function mail(to: string, locale: Locale, subject: string, paragraphs: string[], link: string): Mail {
  const body = paragraphs.map((p) => p.replace('{link}', link))
  const html = body.map((p) => `<p>${escapeHtml(p).replace(escapeHtml(link), `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`)}</p>`)
  return { to, subject, text: body.join('\n\n') + '\n', html: `<div lang="${locale}">\n${html.join('\n')}\n</div>` }
}

export type CircleInviteInput = { invitationId: string; token: string; locale: Locale }

export type CircleReminderInput = {
  circleId: string
  userId: string
  round: number
  reminder: 'due' | 'payout'
  /** The round's date (YYYY-MM-DD) and the share, as the app's schedule computed them. */
  date: string
  amount: number
  currency: string
}

type Parsed<T> = { ok: true; value: T } | { ok: false; issues: string[] }

export function parseCircleInvite(body: Record<string, unknown>): Parsed<CircleInviteInput> {
  const { invitationId, token, locale } = body
  if (typeof invitationId !== 'string' || !UUID.test(invitationId) || typeof token !== 'string' || !TOKEN.test(token)) {
    return { ok: false, issues: ['invitationId (UUID) and token (43 base64url characters) are required'] }
  }
  return { ok: true, value: { invitationId, token, locale: isCircleLocale(locale) ? locale : 'en' } }
}

export function parseCircleReminder(body: Record<string, unknown>): Parsed<CircleReminderInput> {
  const { circleId, userId, round, reminder, date, amount, currency } = body
  const issues: string[] = []
  if (typeof circleId !== 'string' || !UUID.test(circleId)) issues.push('circleId must be a UUID')
  if (typeof userId !== 'string' || !UUID.test(userId)) issues.push('userId must be a UUID')
  if (typeof round !== 'number' || !Number.isInteger(round) || round < 1 || round > 1000) issues.push('round must be a positive integer')
  if (reminder !== 'due' && reminder !== 'payout') issues.push('reminder must be due or payout')
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) issues.push('date must be YYYY-MM-DD')
  if (typeof amount !== 'number' || !(amount > 0) || amount > 1e9) issues.push('amount must be positive')
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) issues.push('currency must be an ISO 4217 code')
  if (issues.length > 0) return { ok: false, issues }
  return { ok: true, value: body as unknown as CircleReminderInput }
}

export function buildCircleInviteEmail(to: string, input: CircleInviteInput, siteUrl: string, days: number): Mail {
  const link = new URL(pathIn('/circles/join', input.locale), siteUrl)
  link.searchParams.set('token', input.token)
  const t = (key: string, values?: Record<string, string | number>) => text(input.locale, key, values)
  return mail(
    to,
    input.locale,
    t('circles_email_invite_subject'),
    [t('circles_email_invite_body', { days }), t('circles_never_money')],
    link.toString(),
  )
}

export function buildCircleReminderEmail(to: string, locale: Locale, input: CircleReminderInput, siteUrl: string): Mail {
  const link = new URL(pathIn(`/circles/${input.circleId}`, locale), siteUrl).toString()
  const date = new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle: 'long', timeZone: 'UTC', calendar: 'gregory' }).format(
    new Date(`${input.date}T00:00:00Z`),
  )
  const amount = new Intl.NumberFormat(INTL_LOCALES[locale], { style: 'currency', currency: input.currency }).format(input.amount)
  const values = { round: input.round, date, amount }
  const t = (key: string) => text(locale, key, values)
  return mail(
    to,
    locale,
    t(`circles_email_${input.reminder}_subject`),
    [t(`circles_email_${input.reminder}_body`), t('circles_never_money')],
    link,
  )
}

type ClaimAnswer = { send: true; email: string; locale: Locale } | { send: false; reason: string }

function readClaim(answer: unknown): ClaimAnswer {
  const a = answer as Record<string, unknown> | null
  if (a && a.send === true && typeof a.email === 'string')
    return { send: true, email: a.email, locale: isCircleLocale(a.locale) ? a.locale : 'en' }
  if (a && a.send === false && typeof a.reason === 'string') return { send: false, reason: a.reason }
  throw new Error('unexpected answer from a circle claim')
}

/** The claims over the Data API with the service key (as createRestWaitlistStore). */
export function createRestCircleClaims(options: { url: string; serviceKey: string; fetch?: typeof fetch }) {
  const doFetch = options.fetch ?? fetch
  const headers: Record<string, string> = { apikey: options.serviceKey, 'Content-Type': 'application/json' }
  if (options.serviceKey.split('.').length === 3) headers.Authorization = `Bearer ${options.serviceKey}`
  const rpc = async (name: string, args: Record<string, unknown>) => {
    const response = await doFetch(new URL(`/rest/v1/rpc/${name}`, options.url).toString(), {
      method: 'POST',
      headers,
      body: JSON.stringify(args),
    })
    const body = await response.text()
    if (!response.ok) throw new Error(`${name} answered ${response.status}: ${body.slice(0, 200)}`)
    return readClaim(JSON.parse(body))
  }
  return {
    claimInvite: (invitationId: string, tokenHash: string) =>
      rpc('circle_invitation_claim_email', { p_invitation_id: invitationId, p_token_hash: tokenHash }),
    claimReminder: (input: CircleReminderInput) =>
      rpc('circle_reminder_claim', { p_circle_id: input.circleId, p_round: input.round, p_user_id: input.userId, p_kind: input.reminder }),
  }
}

export type CircleClaims = ReturnType<typeof createRestCircleClaims>
