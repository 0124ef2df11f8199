import type { EmailTemplate } from './config'

/**
 * Auth e-mails as GoTrue's template mailer renders them (internal/mailer/templatemailer): the
 * project's template when config.toml configures one, otherwise GoTrue's default, rendered with Go's
 * html/template over { SiteURL, ConfirmationURL, Email, Token, TokenHash, Data, RedirectTo }.
 *
 * Only what e-mail templates use is supported here: `{{ .Name }}` and `{{ .Data.key }}` (values are
 * HTML-escaped, as html/template does), and comments. Anything else (if/range/pipelines) throws, so a
 * template this renderer cannot read fails loudly instead of sending something hosted would not.
 */

export type TemplateName = 'confirmation' | 'recovery'

/** GoTrue's defaults (templatemailer.go defaultTemplateSubjects / defaultConfirmationMail / defaultRecoveryMail). */
export const DEFAULT_TEMPLATES: Record<TemplateName, EmailTemplate> = {
  confirmation: {
    subject: 'Confirm your email address',
    content: `<h2>Confirm your email address</h2>

<p>Follow the link below to confirm this email address and finish signing up.</p>
<p><a href="{{ .ConfirmationURL }}">Confirm email address</a></p>
`,
  },
  recovery: {
    subject: 'Reset your password',
    content: `<h2>Reset your password</h2>

<p>We received a request to reset your password. Follow the link below to choose a new one.</p>
<p><a href="{{ .ConfirmationURL }}">Reset password</a></p>
<p>If you didn't request this, you can safely ignore this email.</p>`,
  },
}

export interface TemplateData {
  SiteURL: string
  ConfirmationURL: string
  Email: string
  Token: string
  TokenHash: string
  RedirectTo: string
  Data: Record<string, unknown>
}

/** html/template's escaping of a value in text or a quoted attribute. */
function escapeHtml(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&#34;').replaceAll("'", '&#39;')
}

function lookup(data: TemplateData, path: string[]): string {
  let value: unknown = data
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return ''
    value = (value as Record<string, unknown>)[key]
  }
  // A missing key renders as nothing, as html/template renders a missing map entry.
  if (value === undefined || value === null) return ''
  return typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value)
}

export function renderTemplate(template: string, data: TemplateData): string {
  return template.replace(/\{\{-?\s*([\s\S]*?)\s*-?\}\}/g, (whole, action: string) => {
    if (action.startsWith('/*')) return ''
    const field = /^\.([A-Za-z_][\w]*(?:\.[A-Za-z_][\w]*)*)$/.exec(action)
    if (!field) throw new Error(`E-mail template action not supported by the embedded stack: ${whole}`)
    return escapeHtml(lookup(data, field[1]!.split('.')))
  })
}

/** The first link of a rendered message, un-escaped (the mailbox keeps it for tests and /dev/mailbox). */
export function firstLink(html: string): string | null {
  const href = /href\s*=\s*"([^"]*)"/i.exec(html)?.[1] ?? /href\s*=\s*'([^']*)'/i.exec(html)?.[1]
  if (!href) return null
  return href.replaceAll('&#34;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&')
}

/** Plain text for the mailbox's text part (GoTrue sends HTML only; the text is for logs and tests). */
export function htmlToText(html: string, link: string | null): string {
  const text = html
    .replace(/<a\s[^>]*>([\s\S]*?)<\/a>/gi, (_m, inner: string) => `${inner}${link ? `: ${link}` : ''}`)
    .replace(/<\/(p|h\d|div|li)>/gi, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replaceAll('&#34;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line, i, all) => line || (i > 0 && all[i - 1]))
    .join('\n')
    .trim()
}
