/**
 * The guide file format (docs/decisions/024-learning-hub.md): YAML front matter, then a Markdown body
 * of `##` sections. This module turns one file's text into a checked, rendered guide; it is pure (no
 * file system), so tests feed it fixtures and app/.server/learn/guides.server.ts feeds it the real files.
 * Front matter: the `yaml` library; Markdown: markdown-it (raw HTML off); checks: Zod.
 */
import MarkdownIt, { type Token } from 'markdown-it'
import { parse as parseYaml } from 'yaml'
import { z } from 'zod'

import { guideSlugs } from '~/lib/guide-slugs'
import { interestValues } from '~/lib/waitlist-constants'
import { m } from '~/paraglide/messages.js'

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false })

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A YAML date may arrive as a string (YAML 1.2) or a Date (YAML 1.1 timestamps): keep `YYYY-MM-DD`. */
const isoDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'must be a real date'),
)

/** A well-formed https link to a named host (no credentials, no spaces). */
export function isWellFormedHttpsUrl(value: string): boolean {
  if (/\s/.test(value)) return false
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname) && !url.username && !url.password
  } catch {
    return false
  }
}

const httpsUrl = z.string().refine(isWellFormedHttpsUrl, 'must be a well-formed https:// link')
/** A slug; YAML reads an unquoted `1099` as a number, which is the same slug. */
export const slugSchema = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z.string().regex(slugPattern, 'must be a slug (lower-case words joined by -)'),
)
const line = z.string().trim().min(1, 'must not be empty')

const guideFrontMatterSchema = z
  .object({
    title: line.max(160),
    answer: line.max(600),
    interests: z.array(z.enum(interestValues)).min(1, 'needs at least one interest'),
    startHere: z.boolean().default(false),
    audience: line.max(300),
    readingMinutes: z.number().int().positive().max(30).optional(),
    reviewed: isoDate,
    need: z.array(line).min(1, 'needs at least one item'),
    sources: z.array(z.object({ title: line, url: httpsUrl, checked: isoDate }).strict()).min(1, 'needs at least one source'),
    /**
     * Facts that change on a known date (a law's effective date, a tax year's limits, a filing
     * deadline): the guide is flagged for review before each date, and guideProblems fails once a date
     * has passed since the guide's review (decision 040).
     */
    effective: z
      .array(z.object({ date: isoDate, what: line.max(300) }).strict())
      .default([])
      .refine((entries) => entries.every((entry, index) => index === 0 || entries[index - 1].date <= entry.date), 'must be in date order'),
    related: z.array(z.enum(guideSlugs)).default([]),
    terms: z.array(slugSchema).default([]),
    /**
     * A translated guide says where it comes from (decision 031): the English guide is the reference;
     * `sourceReviewed` is the English version's `reviewed` date it was made from, `translated` the day it
     * was made, `method` how it was checked, `reviewedBy` only once a native speaker has reviewed it.
     */
    translation: z
      .object({
        from: z.literal('en'),
        sourceReviewed: isoDate,
        translated: isoDate,
        method: line.max(400),
        reviewedBy: line.max(200).optional(),
      })
      .strict()
      .optional(),
  })
  .strict()

type GuideFrontMatter = z.infer<typeof guideFrontMatterSchema>

type SelfCheck = { question: string; answerHtml: string }

export type GuideSection = {
  /** The heading's slug: the fragment a search answer links to (`/learn/<slug>#<id>`). */
  id: string
  heading: string
  kind: 'steps' | 'watch-out' | 'check' | 'other'
  html: string
  /** Plain text, one line per paragraph or list item (for search passages and word counts). */
  text: string
  /** "Check yourself" as question-and-answer pairs, when written as the format says. */
  checks?: SelfCheck[]
}

export type Guide = GuideFrontMatter & {
  slug: string
  lang: string
  file: string
  sections: GuideSection[]
  words: number
  readingMinutes: number
}

/** Ids the guide page uses itself; a section heading may not take one. */
export const reservedIds = new Set(['main', 'answer', 'need', 'sources', 'ask', 'ask-label', 'ask-hint', 'ask-error', 'terms', 'related'])

/** The fragment id of a heading: lower case, letters and digits joined by single hyphens. */
function headingId(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** Words as a reader counts them. */
function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}

/** Minutes at 150 words a minute (a reader in a second language), at least one. */
function readingMinutesFor(words: number): number {
  return Math.max(1, Math.ceil(words / 150))
}

export class GuideFormatError extends Error {}

function inlineText(token: Token): string {
  return (token.children ?? [])
    .map((child) =>
      child.type === 'softbreak' || child.type === 'hardbreak'
        ? ' '
        : child.type === 'text' || child.type === 'code_inline'
          ? child.content
          : '',
    )
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
}

const sectionKind = (heading: string): GuideSection['kind'] => {
  const normalized = heading.trim().toLowerCase()
  if (normalized === m.learn_required_sections_steps().toLowerCase()) return 'steps'
  if (normalized === m.learn_required_sections_watch_out().toLowerCase()) return 'watch-out'
  if (normalized === m.learn_required_sections_check().toLowerCase()) return 'check'
  return 'other'
}

/** "Check yourself": paragraphs that open with a bold question (`**…?**`), the answer after it. */
function selfChecks(tokens: Token[]): SelfCheck[] | undefined {
  const checks: SelfCheck[] = []
  for (const token of tokens) {
    if (token.type !== 'inline') continue
    const match = /^\*\*(.+?\?)\*\*\s*([\s\S]*)$/.exec(token.content.trim())
    if (match) checks.push({ question: match[1].trim(), answerHtml: markdown.renderInline(match[2].trim()) })
    else if (checks.length > 0 && checks.at(-1)!.answerHtml === '') checks.at(-1)!.answerHtml = markdown.renderInline(token.content.trim())
    else return undefined
  }
  return checks.length > 0 && checks.every((check) => check.answerHtml !== '') ? checks : undefined
}

/** Splits the body at its `##` headings; text before the first one is not allowed. A translation takes
 * each section's id and kind from the English section at the same place (`reference`), so its anchors
 * are the English ones (`/fr/learn/itin#steps`) and Amharic headings need no Latin letters. */
function sectionsOf(body: string, file: string, reference?: readonly Pick<GuideSection, 'id' | 'kind'>[]): GuideSection[] {
  const tokens = markdown.parse(body, {})
  const sections: GuideSection[] = []
  let current: { heading: string; tokens: Token[] } | undefined
  const close = () => {
    if (!current) return
    const same = reference?.[sections.length]
    const id = same ? same.id : headingId(current.heading)
    const kind = same ? same.kind : sectionKind(current.heading)
    const text = current.tokens
      .filter((token) => token.type === 'inline')
      .map(inlineText)
      .join('\n')
    sections.push({
      id,
      heading: current.heading,
      kind,
      html: markdown.renderer.render(current.tokens, markdown.options, {}),
      text,
      checks: kind === 'check' ? selfChecks(current.tokens) : undefined,
    })
  }
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]
    if (token.type === 'heading_open' && token.tag === 'h2') {
      close()
      current = { heading: inlineText(tokens[i + 1]), tokens: [] }
      i += 2
      continue
    }
    if (token.type === 'heading_open' && token.tag === 'h1')
      throw new GuideFormatError(`${file}: the body may not have a # heading (the title is the heading)`)
    if (!current) throw new GuideFormatError(`${file}: the body must start with a ## heading`)
    current.tokens.push(token)
  }
  close()
  if (reference && sections.length !== reference.length) {
    throw new GuideFormatError(
      `${file}: ${sections.length} sections, but the English guide has ${reference.length}: a translation keeps the same sections`,
    )
  }
  return sections
}

/** Splits `---` front matter from the body. */
function splitFrontMatter(source: string, file: string): { data: unknown; body: string } {
  const match = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/.exec(source)
  if (!match) throw new GuideFormatError(`${file}: no front matter (the file must start with a line "---")`)
  try {
    return { data: parseYaml(match[1]), body: match[2] }
  } catch (error) {
    throw new GuideFormatError(`${file}: the front matter is not valid YAML: ${(error as Error).message}`)
  }
}

const issuePath = (path: PropertyKey[]) => path.map(String).join('.') || '(front matter)'

/**
 * Reads one guide file. Throws GuideFormatError naming the file and the field when the front matter
 * or the sections do not follow the format, so a malformed guide stops the build and the server.
 */
export function parseGuide(source: string, file: string, options: { reference?: Pick<Guide, 'sections'> } = {}): Guide {
  const fileMatch = /(?:^|\/)([a-z]{2,3})\/([^/]+)\.md$/.exec(file)
  if (!fileMatch) throw new GuideFormatError(`${file}: a guide lives at guides/<language>/<slug>.md`)
  const [, lang, slug] = fileMatch
  if (!slugPattern.test(slug)) throw new GuideFormatError(`${file}: the file name must be a slug`)

  const { data, body } = splitFrontMatter(source, file)
  const parsed = guideFrontMatterSchema.safeParse(data)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issuePath(issue.path)}: ${issue.message}`).join('\n')
    throw new GuideFormatError(`${file}: the front matter does not follow the guide format:\n${problems}`)
  }
  if (lang !== 'en' && !parsed.data.translation)
    throw new GuideFormatError(`${file}: a translated guide needs its translation block (from, sourceReviewed, translated, method)`)
  if (lang === 'en' && parsed.data.translation)
    throw new GuideFormatError(`${file}: an English guide is the reference; it has no translation block`)
  if (lang !== 'en' && !options.reference)
    throw new GuideFormatError(`${file}: a translated guide is read with its English guide (the reference)`)
  const sections = sectionsOf(body, file, options.reference?.sections)
  const seen = new Set<string>()
  for (const section of sections) {
    if (!section.id) throw new GuideFormatError(`${file}: the heading "${section.heading}" has no letters or digits for its id`)
    if (reservedIds.has(section.id))
      throw new GuideFormatError(`${file}: the heading "${section.heading}" takes an id the page uses (${section.id})`)
    if (seen.has(section.id)) throw new GuideFormatError(`${file}: two headings have the id "${section.id}"`)
    seen.add(section.id)
  }
  for (const kind of ['steps', 'watch-out'] as const) {
    if (!sections.some((section) => section.kind === kind)) {
      const name = kind === 'steps' ? m.learn_required_sections_steps() : m.learn_required_sections_watch_out()
      throw new GuideFormatError(`${file}: the section "## ${name}" is missing`)
    }
  }
  const words = countWords(
    [parsed.data.answer, ...parsed.data.need, ...sections.map((section) => `${section.heading}\n${section.text}`)].join('\n'),
  )
  return {
    ...parsed.data,
    slug,
    lang,
    file,
    sections,
    words,
    readingMinutes: parsed.data.readingMinutes ?? readingMinutesFor(words),
  }
}

/** The most words a guide may have (answer, checklist and body; the issue says "under about 700"). */
export const MAX_GUIDE_WORDS = 700
/**
 * A translation says the same as its English guide, and French takes about a quarter more words for it
 * (articles, longer phrases), so a translation may have this share of the English limit; its content is
 * held to the English by the trust checks instead (tests/unit/translations.test.ts).
 */
const TRANSLATION_WORDS_FACTOR = 1.3
export const maxGuideWords = (lang: string) => (lang === 'en' ? MAX_GUIDE_WORDS : Math.round(MAX_GUIDE_WORDS * TRANSLATION_WORDS_FACTOR))
/** A guide must have been reviewed within this many months. */
const REVIEW_MONTHS = 12

/** `today` minus `months` calendar months, as YYYY-MM-DD. */
function monthsBefore(today: string, months: number): string {
  const date = new Date(`${today}T00:00:00Z`)
  date.setUTCMonth(date.getUTCMonth() - months)
  return date.toISOString().slice(0, 10)
}

/**
 * What an editor must fix before a guide may stay published, given today's date: an empty list when
 * nothing. Unlike parseGuide (the format), these rules depend on the day: a review older than
 * REVIEW_MONTHS, a review or a check in the future, and the length.
 */
export function guideProblems(source: string, file: string, today: string, reference?: Pick<Guide, 'sections'>): string[] {
  let guide: Guide
  try {
    guide = parseGuide(source, file, { reference })
  } catch (error) {
    if (error instanceof GuideFormatError) return [error.message]
    throw error
  }
  const problems: string[] = []
  const oldest = monthsBefore(today, REVIEW_MONTHS)
  if (guide.reviewed < oldest)
    problems.push(`${file}: reviewed ${guide.reviewed}, more than ${REVIEW_MONTHS} months before ${today}: review it again`)
  if (guide.reviewed > today) problems.push(`${file}: reviewed ${guide.reviewed}, which is after today (${today})`)
  for (const source of guide.sources) {
    if (source.checked > today)
      problems.push(`${file}: source "${source.title}" checked ${source.checked}, which is after today (${today})`)
  }
  for (const change of lapsedChanges(guide, today))
    problems.push(
      `${file}: "${change.what}" took effect on ${change.date}, after the review of ${guide.reviewed}: review the guide again and set reviewed`,
    )
  if (guide.translation && guide.translation.translated > today)
    problems.push(`${file}: translated ${guide.translation.translated}, which is after today (${today})`)
  const most = maxGuideWords(guide.lang)
  if (guide.words > most) problems.push(`${file}: ${guide.words} words, more than ${most}`)
  return problems
}

type Change = Guide['effective'][number]

/** The changes a guide cites that have taken effect since its review (on or before `today`). */
export function lapsedChanges(guide: Pick<Guide, 'reviewed' | 'effective'>, today: string): Change[] {
  return guide.effective.filter((change) => change.date > guide.reviewed && change.date <= today)
}

/** The next change after the guide's review: the guide must be reviewed again before this date. */
export function nextChange(guide: Pick<Guide, 'reviewed' | 'effective'>): Change | undefined {
  return guide.effective.find((change) => change.date > guide.reviewed)
}

/** How many days before a change a guide is flagged for review. */
const REVIEW_NOTICE_DAYS = 45

/** The changes a guide cites that take effect after `today` and within `days` days: review before them. */
export function upcomingChanges(guide: Pick<Guide, 'reviewed' | 'effective'>, today: string, days = REVIEW_NOTICE_DAYS): Change[] {
  const until = new Date(`${today}T00:00:00Z`)
  until.setUTCDate(until.getUTCDate() + days)
  const last = until.toISOString().slice(0, 10)
  return guide.effective.filter((change) => change.date > guide.reviewed && change.date > today && change.date <= last)
}
