/**
 * The check a language model's answer must pass before anyone sees it (issue 32, decision 042). Pure and
 * deterministic: every sentence ends with the numbers of passages that were sent (`[1]`, `[1][3]`);
 * every number, amount, percentage, date and form name in a sentence appears in a passage it cites; no
 * link that is not in the passages; at most `maxWords` words. Anything else fails, and the page shows
 * the search's answer instead.
 */

export type SentPassage = { n: number; text: string }
type VerifiedSentence = { text: string; cites: number[] }
export type Verdict = { ok: true; sentences: VerifiedSentence[] } | { ok: false; reason: VerifyFailure }
type VerifyFailure = 'empty' | 'too-long' | 'uncited' | 'unknown-passage' | 'unsupported-number' | 'unsupported-form' | 'foreign-link'

export type VerifyOptions = { maxWords: number; maxChars: number; checkNumbers?: boolean }

export const DEFAULT_VERIFY: VerifyOptions = { maxWords: 160, maxChars: 1200, checkNumbers: true }

/** Ends of sentences: Latin punctuation and the Ethiopic full stop and question mark. */
const END = '[.!?።፧]'
/** A citation group at the end of a sentence, before or after its full stop: "… [1][3]." or "… . [2]". */
const CITES = new RegExp(`${END}?((?:\\s*\\[\\d{1,2}\\])+)\\s*${END}?`, 'gu')

/** Digits as one token: "1,000", "1 000" (French), "2026-01-01" -> "1000", "1000", "2026", "01", "01". */
export function numbersIn(text: string): string[] {
  const joined = text.replace(/(\d)[,\u00a0\u202f ](?=\d{3}\b)/gu, '$1')
  return (joined.match(/\d+(?:\.\d+)?/gu) ?? []).map((token) => token.replace(/^0+(?=\d)/u, ''))
}

/** Form and program names with a number: "W-7", "SS-4", "FinCEN 114", "1099-NEC", "401(k)", "Form 8938". */
export function formNamesIn(text: string): string[] {
  // A number after a word ("in 30", "step 2") is a number, not a form: a form is hyphenated ("W-7"),
  // has a letter in parentheses ("401(k)") or follows "Form"/"FinCEN".
  const found =
    text.match(
      /\b(?:(?:form|fincen|formulaire)\s\d{1,5}|[A-Za-z]{1,6}-\d{1,5}(?:-[A-Za-z]{1,4})?|\d{3,4}(?:\([a-z]\)|-[A-Za-z]{1,4}))(?![\p{L}\d])/giu,
    ) ?? []
  return found.map(normalizeForm)
}

const normalizeForm = (name: string) => name.toLowerCase().replace(/[\s-]+/gu, '')

/** Links and bare domains ("irs.gov"). */
function linksIn(text: string): string[] {
  return (text.match(/\bhttps?:\/\/[^\s)\]]+|\b(?:[a-z0-9-]+\.)+(?:gov|com|org|net|edu|us|io)\b(?:\/[^\s)\]]*)?/giu) ?? []).map((link) =>
    link
      .toLowerCase()
      .replace(/^https?:\/\/(www\.)?/u, '')
      .replace(/[.,;:]+$/u, '')
      .replace(/\/$/u, ''),
  )
}

function wordCount(text: string): number {
  return text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}

/** Splits an answer into cited sentences; null when some text (a sentence) carries no citation. */
function citedSentences(answer: string): { text: string; cites: number[] }[] | null {
  const out: { text: string; cites: number[] }[] = []
  let last = 0
  for (const match of answer.matchAll(CITES)) {
    const body = answer.slice(last, match.index).trim()
    last = match.index + match[0].length
    const cites = [...match[1].matchAll(/\[(\d{1,2})\]/gu)].map((cite) => Number(cite[1]))
    if (!/[\p{L}\p{N}]/u.test(body)) {
      // "[1][2]" split by a space from its sentence: cites for the sentence before.
      if (out.length > 0 && body === '') out[out.length - 1].cites.push(...cites)
      else if (body !== '') return null
      continue
    }
    // Two sentences before one citation: the first has none.
    const parts = body.split(new RegExp(`(?<=${END})\\s+`, 'u')).filter((part) => /[\p{L}\p{N}]/u.test(part))
    if (parts.length > 1) return null
    const stop = /[.!?።፧]/u.exec(match[0])?.[0] ?? ''
    out.push({ text: `${body.replace(/\s+/gu, ' ')}${/[.!?።፧]$/u.test(body) ? '' : stop}`, cites })
  }
  if (/[\p{L}\p{N}]/u.test(answer.slice(last))) return null
  return out
}

export function verifyAnswer(answer: string, passages: readonly SentPassage[], options: VerifyOptions = DEFAULT_VERIFY): Verdict {
  const text = answer.trim()
  if (!text) return { ok: false, reason: 'empty' }
  if (text.length > options.maxChars || wordCount(text) > options.maxWords) return { ok: false, reason: 'too-long' }

  const sent = new Map(passages.map((passage) => [passage.n, passage.text]))
  const allLinks = new Set(passages.flatMap((passage) => linksIn(passage.text)))
  if (linksIn(text).some((link) => !allLinks.has(link))) return { ok: false, reason: 'foreign-link' }

  const sentences = citedSentences(text)
  if (!sentences || sentences.length === 0) return { ok: false, reason: 'uncited' }
  for (const sentence of sentences) {
    if (sentence.cites.some((n) => !sent.has(n))) return { ok: false, reason: 'unknown-passage' }
    const cited = sentence.cites.map((n) => sent.get(n)!).join('\n')
    if (options.checkNumbers !== false) {
      const numbers = new Set(numbersIn(cited))
      if (numbersIn(sentence.text).some((number) => !numbers.has(number))) return { ok: false, reason: 'unsupported-number' }
    }
    const forms = new Set(formNamesIn(cited))
    const citedFlat = normalizeForm(cited)
    if (formNamesIn(sentence.text).some((form) => !forms.has(form) && !citedFlat.includes(form))) {
      return { ok: false, reason: 'unsupported-form' }
    }
  }
  return { ok: true, sentences: sentences.map((sentence) => ({ text: sentence.text, cites: [...new Set(sentence.cites)] })) }
}
