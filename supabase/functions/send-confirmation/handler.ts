/**
 * The send-confirmation edge function, runtime-neutral: Deno (index.ts) and the embedded stack
 * (supabase/local/functions.ts) both wrap it, each with its own e-mail transport and database access.
 * No imports, so Deno and Node load it as it is; Web Crypto (globalThis.crypto) exists in both.
 *
 * It is not a mail relay (docs/decisions/010-waitlist-growth.md):
 * - only a caller holding the shared secret (the app server) gets anything done; the secret is
 *   compared in constant time, and the project's gateway does not check JWTs for this function
 *   (`verify_jwt = false`), so the public key's format does not matter;
 * - it is given an address, never a text: the e-mail carries nothing a joiner wrote (no name), only
 *   fixed copy, the chosen interest's label and the links;
 * - Postgres decides whether to send (public.waitlist_claim_email): nothing for an address that is
 *   not on the waitlist or is already confirmed, the welcome e-mail once per entry, a resend at most
 *   once a minute and five e-mails per entry in all.
 * The three link tokens are made here and only their SHA-256 digests are stored.
 *
 * Its only imports are the message catalogues (JSON, the app's own `messages/<locale>/emails.json` and
 * `signup.json`): every e-mail is written in the language its entry was joined in (the claim answers it;
 * docs/decisions/030-languages.md), from the same messages the app's tests check in every language.
 */
import amEmails from '../../../messages/am/emails.json' with { type: 'json' }
import amSignup from '../../../messages/am/signup.json' with { type: 'json' }
import enEmails from '../../../messages/en/emails.json' with { type: 'json' }
import enSignup from '../../../messages/en/signup.json' with { type: 'json' }
import frEmails from '../../../messages/fr/emails.json' with { type: 'json' }
import frSignup from '../../../messages/fr/signup.json' with { type: 'json' }

import {
  buildCircleInviteEmail,
  buildCircleReminderEmail,
  type CircleClaims,
  parseCircleInvite,
  parseCircleReminder,
} from './circle-mail.ts'

export interface ConfirmationEmail {
  to: string
  subject: string
  text: string
  html: string
  /** Extra message headers (List-Unsubscribe). */
  headers?: Record<string, string>
}

const INTERESTS = ['investing', 'banking', 'insurance', 'homeland', 'business'] as const

export type Interest = (typeof INTERESTS)[number]

/** The languages an entry can be written to in (public.waitlist.locale). */
const EMAIL_LOCALES = ['en', 'fr', 'am'] as const

export type EmailLocale = (typeof EMAIL_LOCALES)[number]

type Catalogue = Record<string, string>
const CATALOGUES: Record<EmailLocale, Catalogue> = {
  en: { ...enSignup, ...enEmails },
  fr: { ...frSignup, ...frEmails },
  am: { ...amSignup, ...amEmails },
}

function isEmailLocale(value: unknown): value is EmailLocale {
  return typeof value === 'string' && (EMAIL_LOCALES as readonly string[]).includes(value)
}

/** One message of the e-mails' catalogue in `locale`, its {placeholders} filled (English if a message is missing). */
function emailText(locale: EmailLocale, key: string, values: Record<string, string | number> = {}): string {
  const template = CATALOGUES[locale][key] ?? CATALOGUES.en[key]
  if (template === undefined) throw new Error(`no e-mail message ${key}`)
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

/** The interest's label as the signup form shows it, in the e-mail's language. */
function interestLabel(interest: Interest, locale: EmailLocale = 'en'): string {
  return emailText(locale, `signup_interest_${interest}`)
}

/** The path of a site page in a language: English unprefixed, the others under /fr or /am (decision 030). */
function localizedPath(path: string, locale: EmailLocale): string {
  return locale === 'en' ? path : `/${locale}${path}`
}

/** The header the app server sends the shared secret in. */
export const SECRET_HEADER = 'x-waitlist-secret'

/** Repeated from the database's rules (private.waitlist_rule) for the e-mail's copy. */
const PLACES_PER_REFERRAL = 5
const CONFIRM_LINK_DAYS = 7

export type ClaimRefusal = 'not_on_waitlist' | 'confirmed' | 'already_sent' | 'too_soon' | 'limit'

type ClaimResult =
  { send: true; interest: Interest; referralCode: string; locale: EmailLocale } | { send: false; reason: ClaimRefusal; retryAfter?: number }

interface ClaimRequest {
  email: string
  resend: boolean
  /** SHA-256 hex digests of the confirm, status and leave tokens the e-mail will carry. */
  confirmHash: string
  statusHash: string
  leaveHash: string
}

export type AlertClaimRefusal = 'not_subscribed' | 'pending' | 'not_newer' | 'already_sent'

type AlertClaimResult = { send: true; email: string; locale: EmailLocale } | { send: false; reason: AlertClaimRefusal }

interface AlertClaimRequest {
  entryId: string
  corridor: string
  quarter: string
  /** SHA-256 hex digest of the leave token the alert e-mail will carry. */
  leaveHash: string
}

/** The database side: claims one e-mail for an address and stores its tokens' digests. */
export interface WaitlistEmailStore {
  claim(request: ClaimRequest): Promise<ClaimResult>
  /** Claims one price-alert e-mail (public.waitlist_alert_claim; docs/decisions/023-price-alerts.md). */
  claimAlert?(request: AlertClaimRequest): Promise<AlertClaimResult>
}

export interface SendConfirmationDeps {
  /** The secret the app server sends in the X-Waitlist-Secret header; unset: every call is refused. */
  secret: string | undefined
  /** The site's public origin (SITE_URL): where the e-mail's links point. */
  siteUrl: string | undefined
  store: WaitlistEmailStore
  send(message: ConfirmationEmail): Promise<void>
  /** The savings circles' e-mail claims (./circle-mail.ts); without them those kinds answer 501. */
  circles?: CircleClaims
  /** Where failures are reported; defaults to console.error. */
  logError?: (message: string, error: unknown) => void
}

interface ConfirmationInput {
  email: string
  resend: boolean
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function json(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

/** The validated input, or the list of problems. */
function parseConfirmationInput(body: unknown): { ok: true; value: ConfirmationInput } | { ok: false; issues: string[] } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, issues: ['body must be a JSON object with email (and optionally resend)'] }
  }
  const { email, resend } = body as Record<string, unknown>
  const issues: string[] = []
  const normalizedEmail = typeof email === 'string' ? email.trim().toLowerCase() : ''
  if (normalizedEmail.length > 254 || !EMAIL_PATTERN.test(normalizedEmail)) issues.push('email must be a valid e-mail address')
  if (resend !== undefined && typeof resend !== 'boolean') issues.push('resend must be true or false')
  if (issues.length > 0) return { ok: false, issues }
  return { ok: true, value: { email: normalizedEmail, resend: resend === true } }
}

/**
 * A price alert (`kind: "price-alert"`): which entry, which corridor (ISO alpha-2) and survey quarter,
 * and the corridor's country name as the survey spells it (letters and a little punctuation only).
 * The address comes from the database, never from the caller.
 */
export interface PriceAlertInput {
  entryId: string
  corridor: string
  country: string
  quarter: string
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const COUNTRY_PATTERN = /^\p{L}[\p{L} .,'()-]{0,59}$/u

export function parsePriceAlertInput(body: unknown): { ok: true; value: PriceAlertInput } | { ok: false; issues: string[] } {
  const { entryId, corridor, country, quarter } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
  const issues: string[] = []
  if (typeof entryId !== 'string' || !UUID_PATTERN.test(entryId)) issues.push('entryId must be a lower-case UUID')
  if (typeof corridor !== 'string' || !/^[A-Z]{2}$/.test(corridor)) issues.push('corridor must be an ISO 3166 alpha-2 code')
  if (typeof country !== 'string' || !COUNTRY_PATTERN.test(country)) issues.push('country must be a country name')
  if (typeof quarter !== 'string' || !/^\d{4}Q[1-4]$/.test(quarter)) issues.push('quarter must look like 2025Q3')
  if (issues.length > 0) return { ok: false, issues }
  return { ok: true, value: { entryId, corridor, country, quarter } as PriceAlertInput }
}

/** 2025Q3 -> "July-September 2025" (the survey's months, as the analyzer says them), in the e-mail's language. */
export function surveyMonths(quarter: string, locale: EmailLocale = 'en'): string {
  const match = /^(\d{4})Q([1-4])$/.exec(quarter)
  return match ? emailText(locale, `emails_quarter_${match[2]}`, { year: match[1]! }) : quarter
}

/** The alert: fixed copy, the country's name, the survey's months, the analyzer and the leave link, in `locale`. */
export function buildPriceAlertEmail(
  to: string,
  alert: PriceAlertInput,
  siteUrl: string,
  leaveToken: string,
  locale: EmailLocale = 'en',
): ConfirmationEmail {
  const t = (key: string, values?: Record<string, string | number>) => emailText(locale, key, values)
  const tool = new URL(localizedPath('/navigator/remittance', locale), siteUrl)
  tool.searchParams.set('to', alert.corridor)
  const leave = new URL(localizedPath('/waitlist/leave', locale), siteUrl)
  leave.searchParams.set('token', leaveToken)
  const country = alert.country
  const months = surveyMonths(alert.quarter, locale)
  const subject = t('emails_alert_subject', { country })
  const text = [
    t('emails_hello'),
    '',
    t('emails_alert_asked', { country }),
    t('emails_alert_published', { months }),
    tool.toString(),
    t('emails_alert_rates_change'),
    '',
    t('emails_alert_how_often'),
    `${t('emails_alert_leave')}:`,
    leave.toString(),
  ].join('\n')
  const link = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`
  const html = [
    `<p>${escapeHtml(t('emails_hello'))}</p>`,
    `<p>${escapeHtml(t('emails_alert_asked', { country }))}</p>`,
    `<p>${escapeHtml(t('emails_alert_published', { months }))} ${link(tool.toString(), t('emails_alert_see_prices', { country }))}</p>`,
    `<p>${escapeHtml(t('emails_alert_rates_change'))}</p>`,
    `<p>${escapeHtml(t('emails_alert_how_often'))}</p>`,
    `<p>${link(leave.toString(), t('emails_alert_leave'))}</p>`,
  ].join('\n')
  return { to, subject, text, html: htmlIn(locale, html), headers: { 'List-Unsubscribe': `<${leave.toString()}>` } }
}

/** The HTML body in a block that names its language (screen readers read Amharic as Amharic). */
function htmlIn(locale: EmailLocale, html: string): string {
  return `<div lang="${locale}">\n${html}\n</div>`
}

function escapeHtml(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;')
}

function base64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

function hex(bytes: ArrayBuffer): string {
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/** A link token: 32 random bytes, base64url (43 characters). */
function newLinkToken(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(32)))
}

/** What the database stores of a token: the SHA-256 of its text, lower-case hex. */
export async function digestToken(token: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)))
}

/** Equal strings, compared in time that does not depend on where they differ (both are hashed first). */
async function secretsMatch(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([given, expected].map((s) => crypto.subtle.digest('SHA-256', new TextEncoder().encode(s))))
  const x = new Uint8Array(a!)
  const y = new Uint8Array(b!)
  let difference = 0
  for (let i = 0; i < x.length; i++) difference |= x[i]! ^ y[i]!
  return difference === 0
}

interface ConfirmationLinks {
  confirm: string
  status: string
  leave: string
  referral: string
}

export function linksFor(
  siteUrl: string,
  tokens: { confirm: string; status: string; leave: string },
  referralCode: string,
  locale: EmailLocale = 'en',
): ConfirmationLinks {
  const at = (path: string, name: string, value: string) => {
    const url = new URL(localizedPath(path, locale), siteUrl)
    url.searchParams.set(name, value)
    return url.toString()
  }
  return {
    confirm: at('/waitlist/confirm', 'token', tokens.confirm),
    status: at('/waitlist/status', 'token', tokens.status),
    leave: at('/waitlist/leave', 'token', tokens.leave),
    referral: at('/signup', 'ref', referralCode),
  }
}

/** The e-mail: fixed copy, the interest's label and the links, in `locale`. Nothing a joiner typed appears in it. */
export function buildConfirmationEmail(
  to: string,
  interest: Interest,
  links: ConfirmationLinks,
  locale: EmailLocale = 'en',
): ConfirmationEmail {
  const t = (key: string, values?: Record<string, string | number>) => emailText(locale, key, values)
  const label = interestLabel(interest, locale)
  const days = CONFIRM_LINK_DAYS
  const places = PLACES_PER_REFERRAL
  const subject = t('emails_confirm_subject')
  const text = [
    t('emails_hello'),
    '',
    t('emails_confirm_thanks', { interest: label }),
    t('emails_confirm_please'),
    links.confirm,
    t('emails_confirm_link_days', { days }),
    '',
    t('emails_confirm_status_intro'),
    links.status,
    `${t('emails_confirm_referral', { places })}:`,
    links.referral,
    '',
    t('emails_confirm_ignore'),
    `${t('emails_confirm_leave')}:`,
    links.leave,
  ].join('\n')
  const link = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`
  const thanks = escapeHtml(t('emails_confirm_thanks', { interest: '\u0000' })).replace('\u0000', `<strong>${escapeHtml(label)}</strong>`)
  const html = [
    `<p>${escapeHtml(t('emails_hello'))}</p>`,
    `<p>${thanks}</p>`,
    `<p>${escapeHtml(t('emails_confirm_please'))}</p>`,
    `<p>${link(links.confirm, t('emails_confirm_button'))}</p>`,
    `<p>${escapeHtml(t('emails_confirm_link_days', { days }))}</p>`,
    `<p>${link(links.status, t('emails_confirm_status_link'))}</p>`,
    `<p>${escapeHtml(t('emails_confirm_referral', { places }))}: ${link(links.referral, links.referral)}</p>`,
    `<p>${escapeHtml(t('emails_confirm_ignore'))}</p>`,
    `<p>${link(links.leave, t('emails_confirm_leave'))}</p>`,
  ].join('\n')
  return { to, subject, text, html: htmlIn(locale, html), headers: { 'List-Unsubscribe': `<${links.leave}>` } }
}

export function createSendConfirmationHandler(deps: SendConfirmationDeps): (req: Request) => Promise<Response> {
  const logError = deps.logError ?? ((message, error) => console.error(message, error))
  return async (req) => {
    if (req.method !== 'POST') return json({ error: 'Method not allowed' }, 405)
    if (!deps.secret || !deps.siteUrl) {
      logError('send-confirmation: WAITLIST_FUNCTION_SECRET and SITE_URL must be set', null)
      return json({ error: 'The function is not configured' }, 503)
    }
    const given = req.headers.get(SECRET_HEADER)
    if (!given || !(await secretsMatch(given, deps.secret))) return json({ error: 'Unauthorized' }, 401)

    let body: unknown
    try {
      body = JSON.parse(await req.text())
    } catch {
      return json({ error: 'Invalid JSON body' }, 400)
    }
    if (typeof body === 'object' && body !== null && (body as { kind?: unknown }).kind === 'price-alert') {
      return sendPriceAlert(deps, body, logError)
    }
    const kind = typeof body === 'object' && body !== null ? (body as { kind?: unknown }).kind : undefined
    if (kind === 'circle-invite' || kind === 'circle-reminder') return sendCircleMail(deps, body as Record<string, unknown>, logError)
    const parsed = parseConfirmationInput(body)
    if (!parsed.ok) return json({ error: 'Invalid input', issues: parsed.issues }, 400)

    const tokens = { confirm: newLinkToken(), status: newLinkToken(), leave: newLinkToken() }
    let claim: ClaimResult
    try {
      claim = await deps.store.claim({
        email: parsed.value.email,
        resend: parsed.value.resend,
        confirmHash: await digestToken(tokens.confirm),
        statusHash: await digestToken(tokens.status),
        leaveHash: await digestToken(tokens.leave),
      })
    } catch (error) {
      logError('send-confirmation: the database could not be asked', error)
      return json({ error: 'Could not reach the database' }, 502)
    }
    if (!claim.send) return json({ sent: false, reason: claim.reason, retryAfter: claim.retryAfter ?? null }, 200)

    const message = buildConfirmationEmail(
      parsed.value.email,
      claim.interest,
      linksFor(deps.siteUrl, tokens, claim.referralCode, claim.locale),
      claim.locale,
    )
    try {
      await deps.send(message)
    } catch (error) {
      // The claim stands (a retry must not send twice); the member can ask for a resend a minute later.
      logError('send-confirmation: sending failed', error)
      return json({ error: 'Could not send the confirmation e-mail' }, 502)
    }
    return json({ sent: true }, 200)
  }
}

/** A price alert, after the secret check: Postgres claims it (once per entry, corridor and quarter), then it is sent. */
async function sendPriceAlert(
  deps: SendConfirmationDeps,
  body: unknown,
  logError: (message: string, error: unknown) => void,
): Promise<Response> {
  const parsed = parsePriceAlertInput(body)
  if (!parsed.ok) return json({ error: 'Invalid input', issues: parsed.issues }, 400)
  if (!deps.store.claimAlert) return json({ error: 'Price alerts are not available' }, 501)
  const leaveToken = newLinkToken()
  let claim: AlertClaimResult
  try {
    claim = await deps.store.claimAlert({
      entryId: parsed.value.entryId,
      corridor: parsed.value.corridor,
      quarter: parsed.value.quarter,
      leaveHash: await digestToken(leaveToken),
    })
  } catch (error) {
    logError('send-confirmation: the database could not be asked', error)
    return json({ error: 'Could not reach the database' }, 502)
  }
  if (!claim.send) return json({ sent: false, reason: claim.reason }, 200)
  try {
    await deps.send(buildPriceAlertEmail(claim.email, parsed.value, deps.siteUrl!, leaveToken, claim.locale))
  } catch (error) {
    // The claim stands: this quarter's alert is not sent twice (decision 023).
    logError('send-confirmation: sending the price alert failed', error)
    return json({ error: 'Could not send the price alert' }, 502)
  }
  return json({ sent: true }, 200)
}

/** Repeated from the database's rules (private.circle_rule 'invitation_days') for the e-mail's copy. */
const CIRCLE_INVITATION_DAYS = 7

/** A savings circle's invitation or reminder: Postgres claims it once, then it is sent (decision 043). */
async function sendCircleMail(
  deps: SendConfirmationDeps,
  body: Record<string, unknown>,
  logError: (message: string, error: unknown) => void,
): Promise<Response> {
  if (!deps.circles) return json({ error: 'Circle e-mails are not available' }, 501)
  const invite = body.kind === 'circle-invite' ? parseCircleInvite(body) : null
  const reminder = body.kind === 'circle-reminder' ? parseCircleReminder(body) : null
  const parsed = invite ?? reminder!
  if (!parsed.ok) return json({ error: 'Invalid input', issues: parsed.issues }, 400)
  let message: ConfirmationEmail
  try {
    if (invite?.ok) {
      const claim = await deps.circles.claimInvite(invite.value.invitationId, await digestToken(invite.value.token))
      if (!claim.send) return json({ sent: false, reason: claim.reason }, 200)
      message = buildCircleInviteEmail(claim.email, invite.value, deps.siteUrl!, CIRCLE_INVITATION_DAYS)
    } else if (reminder?.ok) {
      const claim = await deps.circles.claimReminder(reminder.value)
      if (!claim.send) return json({ sent: false, reason: claim.reason }, 200)
      message = buildCircleReminderEmail(claim.email, claim.locale, reminder.value, deps.siteUrl!)
    } else return json({ error: 'Invalid input' }, 400)
  } catch (error) {
    logError('send-confirmation: the database could not be asked', error)
    return json({ error: 'Could not reach the database' }, 502)
  }
  try {
    await deps.send(message)
  } catch (error) {
    // The claim stands: nothing is sent twice.
    logError('send-confirmation: sending a circle e-mail failed', error)
    return json({ error: 'Could not send the e-mail' }, 502)
  }
  return json({ sent: true }, 200)
}

/** The e-mail provider's HTTP API (Resend's POST /emails), with a rate-limited send retried. */
interface EmailApiOptions {
  apiKey: string | undefined
  from: string | undefined
  /** https://api.resend.com/emails on hosted; a local fake in the tests. */
  url: string
  fetch?: typeof fetch
  /** Injected in tests so that no test waits on the wall clock. */
  sleep?: (ms: number) => Promise<void>
  now?: () => number
  /**
   * The longest a send may spend waiting to retry. The app waits 5 s for the whole call
   * (waitlist-email.server.ts), so the retries fit well inside it: 2.5 s.
   */
  retryBudgetMs?: number
  /** Attempts in all, the first included. */
  maxAttempts?: number
}

export const EMAIL_RETRY_BUDGET_MS = 2_500
const EMAIL_MAX_ATTEMPTS = 3
const FIRST_BACKOFF_MS = 500

/** Retry-After in milliseconds (seconds, or an HTTP date), if the answer gives one. */
function retryAfterMs(response: Response, now: number): number | null {
  const value = response.headers.get('retry-after')
  if (!value) return null
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Math.round(Number(value) * 1000)
  const date = Date.parse(value)
  return Number.isNaN(date) ? null : Math.max(0, date - now)
}

/**
 * Sends one message through the e-mail API. A 429 (Resend allows a few requests per second per team)
 * is retried after the provider's Retry-After, else after 0.5 s, then 1 s, while the retry budget
 * lasts; every attempt carries the same Idempotency-Key, so the provider sends it at most once.
 * Anything else that is not 2xx fails at once (the claim stands; the member can ask for a resend).
 */
export function createEmailApiSender(options: EmailApiOptions): (message: ConfirmationEmail) => Promise<void> {
  const doFetch = options.fetch ?? fetch
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  const now = options.now ?? Date.now
  const budget = options.retryBudgetMs ?? EMAIL_RETRY_BUDGET_MS
  const maxAttempts = options.maxAttempts ?? EMAIL_MAX_ATTEMPTS
  return async (message) => {
    if (!options.apiKey || !options.from) throw new Error('RESEND_API_KEY and EMAIL_FROM must be set')
    const body = JSON.stringify({
      from: options.from,
      to: [message.to],
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
    })
    const idempotencyKey = crypto.randomUUID()
    const started = now()
    for (let attempt = 1; ; attempt++) {
      const response = await doFetch(options.url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${options.apiKey}`, 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
        body,
      })
      if (response.ok) {
        await response.body?.cancel()
        return
      }
      const text = await response.text()
      if (response.status !== 429 || attempt >= maxAttempts) {
        throw new Error(`e-mail API answered ${response.status} (attempt ${attempt}): ${text.slice(0, 200)}`)
      }
      const wait = retryAfterMs(response, now()) ?? FIRST_BACKOFF_MS * 2 ** (attempt - 1)
      if (now() - started + wait > budget) {
        throw new Error(`e-mail API answered 429 and asks for ${wait} ms, beyond the ${budget} ms retry budget (attempt ${attempt})`)
      }
      await sleep(wait)
    }
  }
}

const ALERT_REASONS = new Set<AlertClaimRefusal>(['not_subscribed', 'pending', 'not_newer', 'already_sent'])

/** public.waitlist_alert_claim's answer checked, or an error. */
function readAlertClaim(answer: unknown): AlertClaimResult {
  const a = answer as Record<string, unknown> | null
  if (a && a.send === true && typeof a.email === 'string')
    return { send: true, email: a.email, locale: isEmailLocale(a.locale) ? a.locale : 'en' }
  if (a && a.send === false && ALERT_REASONS.has(a.reason as AlertClaimRefusal))
    return { send: false, reason: a.reason as AlertClaimRefusal }
  throw new Error('unexpected answer from waitlist_alert_claim')
}

const CLAIM_REASONS = new Set<ClaimRefusal>(['not_on_waitlist', 'confirmed', 'already_sent', 'too_soon', 'limit'])

/** The claim's JSON (public.waitlist_claim_email's answer) checked, or an error. */
function readClaim(answer: unknown): ClaimResult {
  const a = answer as Record<string, unknown> | null
  if (a && a.send === true && (INTERESTS as readonly unknown[]).includes(a.interest) && typeof a.referral_code === 'string') {
    // An older database (before the languages migration) answers no locale: English.
    return {
      send: true,
      interest: a.interest as Interest,
      referralCode: a.referral_code,
      locale: isEmailLocale(a.locale) ? a.locale : 'en',
    }
  }
  if (a && a.send === false && CLAIM_REASONS.has(a.reason as ClaimRefusal)) {
    return { send: false, reason: a.reason as ClaimRefusal, retryAfter: typeof a.retry_after === 'number' ? a.retry_after : undefined }
  }
  throw new Error('unexpected answer from waitlist_claim_email')
}

/**
 * The store over the project's Data API (PostgREST), with a secret (service role) key: how the
 * hosted function reads the database, and how the embedded stack's copy does too. A legacy JWT key
 * also goes in Authorization; a new sb_secret_ key only in apikey (the gateway turns it into a role).
 */
export function createRestWaitlistStore(options: { url: string; serviceKey: string; fetch?: typeof fetch }): WaitlistEmailStore {
  const doFetch = options.fetch ?? fetch
  const headers: Record<string, string> = { apikey: options.serviceKey, 'Content-Type': 'application/json' }
  if (options.serviceKey.split('.').length === 3) headers.Authorization = `Bearer ${options.serviceKey}`
  return {
    async claimAlert(request) {
      const response = await doFetch(new URL('/rest/v1/rpc/waitlist_alert_claim', options.url).toString(), {
        method: 'POST',
        headers,
        body: JSON.stringify({
          p_entry_id: request.entryId,
          p_corridor: request.corridor,
          p_quarter: request.quarter,
          p_leave_hash: request.leaveHash,
        }),
      })
      const text = await response.text()
      if (!response.ok) throw new Error(`waitlist_alert_claim answered ${response.status}: ${text.slice(0, 200)}`)
      return readAlertClaim(JSON.parse(text))
    },
    async claim(request) {
      const response = await doFetch(new URL('/rest/v1/rpc/waitlist_claim_email', options.url).toString(), {
        method: 'POST',
        headers,
        body: JSON.stringify({
          p_email: request.email,
          p_resend: request.resend,
          p_confirm_hash: request.confirmHash,
          p_status_hash: request.statusHash,
          p_leave_hash: request.leaveHash,
        }),
      })
      const text = await response.text()
      if (!response.ok) throw new Error(`waitlist_claim_email answered ${response.status}: ${text.slice(0, 200)}`)
      return readClaim(JSON.parse(text))
    },
  }
}
