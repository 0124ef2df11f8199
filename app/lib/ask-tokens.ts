/**
 * How "Ask the guides" reads a word in French and Amharic (pure, unit-tested). English keeps the Porter
 * stemmer (`stemmer`); French uses the Snowball French stemmer (`@orama/stemmers/french`); Amharic has no
 * maintained stemmer in JavaScript, so it gets the light normalization Amharic search commonly uses:
 * one spelling for letters that sound the same (ሐ/ኀ→ሀ, ሠ→ሰ, ዐ→አ, ፀ→ጸ and their vowel orders), and the
 * most frequent one-letter prefixes (የ "of", በ "in/by", ለ "for", ከ "from") and suffixes (-ን, -ዎ, -ዎን, -ው)
 * cut when two letters remain. Ge'ez words are separated by spaces and Ethiopic punctuation (። ፣ ፤ …),
 * which MiniSearch's tokenizer already splits on (they are Unicode punctuation).
 */
import { stemmer as frenchStemmer } from '@orama/stemmers/french'

/** Same-sounding Ethiopic letter series, each mapped to the one the term base writes. */
const HOMOPHONES: [number, number][] = [
  [0x1210, 0x1200], // ሐ series → ሀ series
  [0x1280, 0x1200], // ኀ series → ሀ series
  [0x1220, 0x1230], // ሠ series → ሰ series
  [0x12d0, 0x12a0], // ዐ series → አ series
  [0x1340, 0x1338], // ፀ series → ጸ series
]

export function normalizeAmharic(word: string): string {
  let out = ''
  for (const char of word) {
    const code = char.codePointAt(0)!
    const series = HOMOPHONES.find(([from]) => code >= from && code < from + 8)
    out += series ? String.fromCodePoint(series[1] + (code - series[0])) : char
  }
  return out
}

const AMHARIC_PREFIXES = ['የ', 'በ', 'ለ', 'ከ']
const AMHARIC_SUFFIXES = ['ዎን', 'ዎ', 'ን', 'ው']

/** An Amharic word as the index keeps it: normalized, one common prefix and suffix cut. */
export function amharicTerm(word: string): string {
  let out = normalizeAmharic(word.toLowerCase())
  const letters = () => [...out].length
  const prefix = AMHARIC_PREFIXES.find((p) => out.startsWith(p))
  if (prefix && letters() - 1 >= 2) out = out.slice(prefix.length)
  const suffix = AMHARIC_SUFFIXES.find((s) => out.endsWith(s))
  if (suffix && letters() - [...suffix].length >= 2) out = out.slice(0, -suffix.length)
  return out
}

/** A French word as the index keeps it: elision cut (l', d', qu'...), Snowball stem, accents dropped. */
export function frenchTerm(word: string): string {
  const bare = word.toLowerCase().replace(/^(?:[ldjmnstc]|qu|jusqu|lorsqu|puisqu)['’]/, '')
  return frenchStemmer(bare)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
}
