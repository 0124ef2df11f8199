import type { EmailTemplate } from './config'

/**
 * Auth e-mails as GoTrue's template mailer renders them (internal/mailer/templatemailer): the
 * project's template when config.toml configures one, otherwise GoTrue's default, rendered with Go's
 * html/template over { SiteURL, ConfirmationURL, Email, Token, TokenHash, Data, RedirectTo }.
 *
 * Only what e-mail templates use is supported here: `{{ .Name }}` and `{{ .Data.key }}` (values are
 * HTML-escaped, as html/template does), comments, and `if eq .Field "text"` / `else if` / `else` / `end`
 * (GoTrue passes the user's metadata as `.Data`, so `{{ if eq .Data.locale "fr" }}` picks the language).
 * Anything else (range, pipelines, `if .Field`) throws, so a template this renderer cannot read fails
 * loudly instead of sending something hosted would not.
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

type Node = { text: string } | { field: string[] } | { branches: { test: Condition | null; body: Node[] }[] }
type Condition = { field: string[]; equals: string }

const ACTION = /\{\{-?\s*([\s\S]*?)\s*-?\}\}/g
const FIELD = /^\.([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)$/
// `eq .Data.locale "fr"`: Go's built-in eq of a field and a string literal.
const EQ = /^eq\s+\.([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)\s+"((?:[^"\\]|\\.)*)"$/

function condition(action: string, whole: string): Condition {
  const match = EQ.exec(action)
  if (!match) throw new Error(`E-mail template action not supported by the embedded stack: ${whole}`)
  return { field: match[1]!.split('.'), equals: JSON.parse(`"${match[2]!}"`) as string }
}

/** Parses into text, fields and if/else-if/else blocks (what the project's templates use). */
function parse(template: string): Node[] {
  const root: Node[] = []
  const stack: { branches: { test: Condition | null; body: Node[] }[] }[] = []
  let body = root
  let last = 0
  let trimNext = false
  for (const match of template.matchAll(ACTION)) {
    const [whole, action] = match as unknown as [string, string]
    // `{{- ` and ` -}}` trim the white space before and after the action, as Go's templates do.
    let text = template.slice(last, match.index)
    if (trimNext) text = text.replace(/^\s+/, '')
    if (/^\{\{-\s/.test(whole)) text = text.replace(/\s+$/, '')
    body.push({ text })
    trimNext = /\s-\}\}$/.test(whole)
    last = match.index! + whole.length
    if (action.startsWith('/*')) continue
    const field = FIELD.exec(action)
    if (field) {
      body.push({ field: field[1]!.split('.') })
    } else if (action.startsWith('if ')) {
      const block = { branches: [{ test: condition(action.slice(3).trim(), whole), body: [] as Node[] }] }
      body.push(block)
      stack.push(block)
      body = block.branches[0]!.body
    } else if (action.startsWith('else if ') && stack.length > 0) {
      const branch = { test: condition(action.slice(8).trim(), whole), body: [] as Node[] }
      stack.at(-1)!.branches.push(branch)
      body = branch.body
    } else if (action === 'else' && stack.length > 0) {
      const branch = { test: null, body: [] as Node[] }
      stack.at(-1)!.branches.push(branch)
      body = branch.body
    } else if (action === 'end' && stack.length > 0) {
      stack.pop()
      const parent = stack.at(-1)
      body = parent ? parent.branches.at(-1)!.body : root
    } else {
      throw new Error(`E-mail template action not supported by the embedded stack: ${whole}`)
    }
  }
  if (stack.length > 0) throw new Error('E-mail template: unexpected EOF (an {{ if }} without {{ end }})')
  body.push({ text: trimNext ? template.slice(last).replace(/^\s+/, '') : template.slice(last) })
  return root
}

function value(data: TemplateData, path: string[]): unknown {
  let current: unknown = data
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined
    current = (current as Record<string, unknown>)[key]
  }
  return current
}

/**
 * Go's `eq` (text/template funcs.go): a missing value (a user without that metadata key) is unequal
 * to a string and no error; a value of another kind (a number) is an "incompatible types" error.
 */
function holds(data: TemplateData, test: Condition): boolean {
  const found = value(data, test.field)
  if (found === undefined || found === null) return false
  if (typeof found !== 'string') throw new Error(`E-mail template: incompatible types for comparison: ${typeof found} and string`)
  return found === test.equals
}

function render(nodes: Node[], data: TemplateData): string {
  let out = ''
  for (const node of nodes) {
    if ('text' in node) out += node.text
    else if ('field' in node) out += escapeHtml(lookup(data, node.field))
    else {
      const branch = node.branches.find((b) => b.test === null || holds(data, b.test))
      if (branch) out += render(branch.body, data)
    }
  }
  return out
}

/**
 * Renders `{{ .Name }}`, `{{ .Data.key }}`, comments and `{{ if eq .Data.locale "fr" }}…{{ else if eq … }}…
 * {{ else }}…{{ end }}` (the e-mails choose their language by the user's metadata, decision 030).
 */
export function renderTemplate(template: string, data: TemplateData): string {
  return render(parse(template), data)
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
