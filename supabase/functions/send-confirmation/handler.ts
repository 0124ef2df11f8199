/**
 * The send-confirmation edge function, runtime-neutral: Deno (index.ts) and the embedded stack both
 * wrap it, each with its own e-mail transport. No imports, so Deno and Node load it as it is.
 */

export interface ConfirmationEmail {
  to: string
  subject: string
  text: string
  html: string
}

export interface SendConfirmationDeps {
  send(message: ConfirmationEmail): Promise<void>
  /** Where failures are reported; defaults to console.error. */
  logError?: (message: string, error: unknown) => void
}

export const INTEREST_LABELS = {
  investing: 'Teach Me About Investing',
  banking: 'Teach Me About Banking',
  insurance: 'Teach Me About Insurance Plans',
  homeland: 'Help Me Invest Securely Back Home',
  business: 'I Want to Learn About Small Business Ownership',
} as const

export type Interest = keyof typeof INTEREST_LABELS

export interface ConfirmationInput {
  name: string
  email: string
  interest: Interest
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
}

function json(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS_HEADERS, 'Content-Type': 'application/json; charset=utf-8' },
  })
}

/** The validated input, or the list of problems. */
export function parseConfirmationInput(body: unknown): { ok: true; value: ConfirmationInput } | { ok: false; issues: string[] } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, issues: ['body must be a JSON object with name, email and interest'] }
  }
  const { name, email, interest } = body as Record<string, unknown>
  const issues: string[] = []
  const trimmedName = typeof name === 'string' ? name.trim() : ''
  if (trimmedName.length < 2 || trimmedName.length > 200) issues.push('name must be 2 to 200 characters')
  const normalizedEmail = typeof email === 'string' ? email.trim().toLowerCase() : ''
  if (normalizedEmail.length > 254 || !EMAIL_PATTERN.test(normalizedEmail)) issues.push('email must be a valid e-mail address')
  if (typeof interest !== 'string' || !Object.hasOwn(INTEREST_LABELS, interest)) {
    issues.push(`interest must be one of ${Object.keys(INTEREST_LABELS).join(', ')}`)
  }
  if (issues.length > 0) return { ok: false, issues }
  return { ok: true, value: { name: trimmedName, email: normalizedEmail, interest: interest as Interest } }
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

export function buildConfirmationEmail({ name, email, interest }: ConfirmationInput): ConfirmationEmail {
  const label = INTEREST_LABELS[interest]
  const subject = "You're on the early-access list"
  const text = [
    `Hi ${name},`,
    '',
    "Thank you for joining our early-access waitlist. You're on the list!",
    `You told us you are interested in: ${label}.`,
    "We'll e-mail you as soon as early access opens.",
    '',
    'If you did not sign up, you can ignore this message.',
  ].join('\n')
  const html = [
    `<p>Hi ${escapeHtml(name)},</p>`,
    "<p>Thank you for joining our early-access waitlist. You&#39;re on the list!</p>",
    `<p>You told us you are interested in: <strong>${escapeHtml(label)}</strong>.</p>`,
    '<p>We&#39;ll e-mail you as soon as early access opens.</p>',
    '<p>If you did not sign up, you can ignore this message.</p>',
  ].join('\n')
  return { to: email, subject, text, html }
}

export function createSendConfirmationHandler(deps: SendConfirmationDeps): (req: Request) => Promise<Response> {
  const logError = deps.logError ?? ((message, error) => console.error(message, error))
  return async (req) => {
    if (req.method === 'OPTIONS') return new Response('ok', { headers: CORS_HEADERS })
    if (req.method !== 'POST') return json({ error: 'Method not allowed' }, 405)
    let body: unknown
    try {
      body = JSON.parse(await req.text())
    } catch {
      return json({ error: 'Invalid JSON body' }, 400)
    }
    const parsed = parseConfirmationInput(body)
    if (!parsed.ok) return json({ error: 'Invalid input', issues: parsed.issues }, 400)
    try {
      await deps.send(buildConfirmationEmail(parsed.value))
    } catch (error) {
      logError('send-confirmation: sending failed', error)
      return json({ error: 'Could not send the confirmation e-mail' }, 502)
    }
    return json({ success: true }, 200)
  }
}
