import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The UI's own English words (issue 31, decision 041): every word of the English message catalogue,
 * minus the words that are at home on a French or Amharic page too, which are the words the French
 * and Amharic catalogues, guides and glossary themselves use (brand and product names, ITIN, APR, USD,
 * "Bank On", terms kept in English, and the many words French shares with English: "service",
 * "simple", "total", "guide"...), except the ALWAYS words, which French never uses and a guide may
 * only quote inside a name. Names (shownNames) are blanked out of a page's text before it is read. A French or Amharic page that shows any other word of
 * this list shows a word typed in English somewhere: a component, a data file, a default prop.
 */

const root = join(import.meta.dirname, '../..')

/** Latin-script words of a text, lower-cased; addresses and e-mail addresses are not words. */
export function latinWords(text: string): string[] {
  const cleaned = text
    .replace(/\{\w+\}/g, ' ')
    .replace(/\bhttps?:\/\/\S+/gi, ' ')
    .replace(/\S+@\S+\.\S+/g, ' ')
    .replace(/\b[\w-]+(\.[\w-]+)+\.(com|org|gov|net|int|io)\b\S*/gi, ' ')
    .replace(/\b[\w-]+\.(com|org|gov|net|int|io)\b\S*/gi, ' ')
  return (cleaned.match(/[A-Za-zÀ-ÖØ-öø-ÿ]+(?:['’][A-Za-z]+)?/g) ?? [])
    .map((word) => word.toLowerCase().replace(/['’]s$/, ''))
    .filter((word) => /^[a-z]+(['’][a-z]+)?$/.test(word))
}

function messageTexts(locale: string, skip: ReadonlySet<string>): string[] {
  return readdirSync(join(root, 'messages', locale))
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) =>
      Object.entries(JSON.parse(readFileSync(join(root, 'messages', locale, file), 'utf8')) as Record<string, string>)
        .filter(([id]) => id !== '$schema' && !skip.has(id))
        .map(([, text]) => text),
    )
}

/** English words the UI's phrases are made of that French never uses: always looked for, even when a guide quotes them. */
export const ALWAYS = [
  'the',
  'and',
  'with',
  'your',
  'you',
  'from',
  'just',
  'joined',
  'ago',
  'day',
  'days',
  'learn',
  'more',
  'opens',
  'tab',
  'error',
  'send',
  'save',
  'invest',
  'home',
  'this',
  'that',
  'what',
  'how',
  'here',
  'please',
  'check',
  'our',
  'we',
  'will',
  'can',
  'new',
  'speed',
  'payout',
  'data',
  'back',
  'next',
  'show',
  'join',
  'waitlist',
  'share',
  'follow',
  'copy',
  'link',
  'coming',
  'soon',
]

function csvRows(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"'
      i++
    } else if (c === '"') {
      quoted = !quoted
    } else if (!quoted && (c === ',' || c === '\n')) {
      row.push(cell)
      cell = ''
      if (c === '\n') {
        rows.push(row)
        row = []
      }
    } else if (quoted || c !== '\r') {
      cell += c
    }
  }
  if (cell || row.length) rows.push([...row, cell])
  return rows
}

function columns(file: string, names: string[]): string[] {
  const [header, ...rows] = csvRows(readFileSync(join(root, file), 'utf8'))
  const at = names.map((name) => header!.indexOf(name)).filter((i) => i >= 0)
  return rows.flatMap((row) => at.map((i) => row[i] ?? '')).flatMap((value) => value.split(/[;|]/))
}

/**
 * Names shown as published, in every language: the bundled data's issuers, plans, credit unions,
 * cities and money-transfer providers and its sources' titles, and the English official names the
 * French and Amharic guides and glossary quote ("Social Security Administration", "Remittance Transfer
 * Rule": runs of capitalised words, decision 031's terms kept in English).
 */
export function shownNames(): string[] {
  const remittance = JSON.parse(readFileSync(join(root, 'app/data/remittance/us-africa-corridors.json'), 'utf8')) as {
    source: Record<string, string>
    corridors: { quotes: { provider: string }[] }[]
  }
  const quoted = ['fr', 'am'].flatMap((locale) => {
    const dir = join(root, 'app/content/guides', locale)
    const texts = [
      ...messageTexts(locale, new Set()),
      readFileSync(join(root, 'app/content/glossary', `${locale}.yaml`), 'utf8'),
      ...readdirSync(dir).map((file) => readFileSync(join(dir, file), 'utf8')),
    ]
    return texts.flatMap((text) => text.match(/\b[A-Z][\w'’.-]*(?:\s+(?:(?:of|and|for|the|on|to)\s+)?[A-Z][\w'’.-]*)+/g) ?? [])
  })
  const names = [
    ...columns('app/data/credit-cards/card-plans.csv', ['institution', 'product_name']),
    ...columns('app/data/credit-unions/ncua-credit-unions-2025q4.csv', ['name', 'trade_names', 'city']),
    ...remittance.corridors.flatMap((c) => c.quotes.map((q) => q.provider)),
    ...['name', 'publisher', 'edition', 'license'].map((key) => remittance.source[key] ?? ''),
    ...quoted,
  ]
  return [...new Set(names.map((name) => name.trim().toLowerCase()).filter((name) => /[a-z]{2}/.test(name)))]
}

/** `text` with every shown name and every "US$" / "$US" blanked out. */
export function withoutNames(text: string, names: NameIndex): string {
  let lower = text.toLowerCase().replace(/\$us\b|\bus\$/g, '   ')
  for (const match of lower.matchAll(/[a-z0-9]+/g)) {
    for (const name of names.get(match[0]) ?? []) {
      if (lower.startsWith(name, match.index) && !/[a-z]/.test(lower[match.index + name.length] ?? '')) {
        lower = lower.slice(0, match.index) + ' '.repeat(name.length) + lower.slice(match.index + name.length)
        break
      }
    }
  }
  return lower
}

export type NameIndex = Map<string, string[]>

/** Names by their first word, longest first. */
export function nameIndex(names: string[]): NameIndex {
  const index: NameIndex = new Map()
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    const first = /^[a-z0-9]+/.exec(name)?.[0]
    if (first) index.set(first, [...(index.get(first) ?? []), name])
  }
  return index
}

/** The English words to look for (the ALWAYS ones, and the catalogue's words no French or Amharic text uses). */
export function englishUiWords(): { words: Set<string>; sharedCount: number } {
  const same = new Set(
    readdirSync(join(root, 'messages'))
      .filter((file) => /^same-in-every-locale.*\.json$/.test(file))
      .flatMap((file) => JSON.parse(readFileSync(join(root, 'messages', file), 'utf8')) as string[]),
  )
  const english = new Set(messageTexts('en', same).flatMap(latinWords))
  const content = ['fr', 'am'].flatMap((locale) => {
    const dir = join(root, 'app/content/guides', locale)
    return [
      ...messageTexts(locale, new Set()),
      readFileSync(join(root, 'app/content/glossary', `${locale}.yaml`), 'utf8'),
      ...readdirSync(dir).map((file) => readFileSync(join(dir, file), 'utf8')),
    ]
  })
  const always = new Set(ALWAYS)
  const shared = new Set(content.flatMap(latinWords).filter((word) => !always.has(word)))
  const words = new Set([...english].filter((word) => !shared.has(word) && word.length > 1))
  return { words, sharedCount: english.size - words.size }
}
