/**
 * Whether a joiner's first name may appear in a REAL social-proof notice on /signup
 * (docs/decisions/035-names-a-stranger-cannot-abuse.md). The name is whatever a stranger typed, shown
 * to every visitor, so it passes only when it looks like a name and nothing else:
 *
 * - after NFC, 2 to 20 characters (code points, marks included);
 * - nothing a compatibility form would change (NFKC equals NFC): no full-width "ＡＤＭＩＮ", no
 *   mathematical bold, ligatures or superscripts;
 * - letters of ONE script among those the site's readers write names in (Latin with its accents
 *   and the African letters ɛ ɔ ŋ ɓ ɗ ƙ, Ethiopic, Arabic with Ajami, Tifinagh, N'Ko, Adlam,
 *   Cyrillic, Greek): a Cyrillic "А" in "Аdmin" mixes scripts;
 * - at most one combining mark on a letter (no Zalgo), and none of the overlay, enclosing or
 *   invisible marks that no orthography needs;
 * - between letters only, at most two single separators: a hyphen, an apostrophe or a space
 *   ("Jean-Pierre", "N'Golo"), never two in a row or at an end;
 * - no digit, emoji, dot, @ or other symbol;
 * - no blocklisted word (./notice-name-blocklist.ts) in its folded form (foldName).
 *
 * Pure: the same answer on the server and in tests.
 */
import { noticeNameBlocklist } from './notice-name-blocklist'

/**
 * At least two characters: one letter is an initial, not a name. At most 20: the longest given names
 * of the readers fit with room to spare (Oluwaseyifunmi and Oluwatimilehin are 14, Kidane-Mariam 13;
 * Ethiopic and Arabic names take fewer characters), while a stranger gets no room for a sentence.
 */
const NOTICE_NAME_MIN = 2
export const NOTICE_NAME_MAX = 20
/** "Jean-Pierre" has one, "Abd al-Rahman" two; more is a slogan, not a name. */
const MAX_SEPARATORS = 2

export type NameRefusal = 'length' | 'compatibility' | 'characters' | 'separators' | 'marks' | 'script' | 'mixed-scripts' | 'blocklist'
export type NameCheck = { ok: true; name: string } | { ok: false; reason: NameRefusal }

const LETTER = /^\p{L}$/u
/** Non-spacing and spacing combining marks (an enclosing mark is no letter's and is refused as a symbol). */
const MARK = /^[\p{Mn}\p{Mc}]$/u
/** Marks no name needs: invisible ones (variation selectors, the grapheme joiner), overlays, marks for symbols. */
const NEVER_A_MARK = /^[\p{Default_Ignorable_Code_Point}\u0334-\u0338\u20D0-\u20FF]$/u
const SEPARATOR = /^[-'’ ]$/u

/** Latin letters from the blocks names use: ASCII, Latin-1, Extended-A and -B, IPA, Extended Additional. */
const LATIN = /^[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02AF\u1E00-\u1EFF]$/u
const SCRIPTS: ReadonlyArray<readonly [string, RegExp]> = [
  ['Latin', LATIN],
  ['Ethiopic', /^\p{Script=Ethiopic}$/u],
  ['Arabic', /^\p{Script=Arabic}$/u],
  ['Tifinagh', /^\p{Script=Tifinagh}$/u],
  ['Nko', /^\p{Script=Nko}$/u],
  ['Adlam', /^\p{Script=Adlam}$/u],
  ['Cyrillic', /^\p{Script=Cyrillic}$/u],
  ['Greek', /^\p{Script=Greek}$/u],
]

function scriptOf(letter: string): string | undefined {
  return SCRIPTS.find(([, pattern]) => pattern.test(letter))?.[0]
}

/** Whether `raw` may be shown as a first name, and if not, why. */
export function checkNoticeName(raw: unknown): NameCheck {
  const refuse = (reason: NameRefusal): NameCheck => ({ ok: false, reason })
  if (typeof raw !== 'string') return refuse('length')
  const name = raw.normalize('NFC').trim()
  const chars = Array.from(name)
  if (chars.length < NOTICE_NAME_MIN || chars.length > NOTICE_NAME_MAX) return refuse('length')
  if (name.normalize('NFKC') !== name) return refuse('compatibility')

  const scripts = new Set<string>()
  let previous: 'start' | 'letter' | 'mark' | 'separator' = 'start'
  let marksOnLetter = 0
  let separators = 0
  for (const char of chars) {
    if (LETTER.test(char)) {
      const script = scriptOf(char)
      if (!script) return refuse('script')
      scripts.add(script)
      previous = 'letter'
      marksOnLetter = 0
    } else if (MARK.test(char)) {
      if (NEVER_A_MARK.test(char) || (previous !== 'letter' && previous !== 'mark')) return refuse('marks')
      marksOnLetter += 1
      if (marksOnLetter > 1) return refuse('marks')
      previous = 'mark'
    } else if (SEPARATOR.test(char)) {
      if (previous === 'start' || previous === 'separator') return refuse('separators')
      separators += 1
      previous = 'separator'
    } else {
      return refuse('characters')
    }
  }
  if (previous === 'separator' || separators > MAX_SEPARATORS) return refuse('separators')
  if (scripts.size > 1) return refuse('mixed-scripts')
  if (isBlockedName(name)) return refuse('blocklist')
  return { ok: true, name }
}

/** The first name a notice may show, or null (then the notice shows the interest alone). */
export function shownFirstName(raw: unknown): string | null {
  const check = checkNoticeName(raw)
  return check.ok ? check.name : null
}

/**
 * Letters that look like Latin ones, read as those (Cyrillic and Greek capitals and small letters,
 * IPA small capitals, dotless i) and Latin letters that NFD does not split (ß, æ, ø, ł, the hooked
 * letters of Hausa and Fula): so "ЅСАМ" in Cyrillic, "ɑdmin" or "ßcam" fold to a blocklisted word.
 */
const LOOK_ALIKES: Readonly<Record<string, string>> = Object.fromEntries(
  [
    // Cyrillic
    'Аa аa Вb вb Еe еe Кk кk Мm мm Нh нh Оo оo Рp рp Сc сc Тt тt Уy уy Хx хx Ѕs ѕs Іi іi Їi їi Јj јj Ԁd ԁd Һh һh Ԛq ԛq Ԝw ԝw Ӏl ӏl Үy үy Ьb ьb Пn пn Гr гr',
    // Greek
    'Αa αa Βb βb Εe εe Ζz Ηh ηn Ιi ιi Κk κk Μm Νn νv Οo οo Ρp ρp Τt τt Υy υu Χx χx γy ωw',
    // IPA and Latin letters NFD leaves whole
    'ɑa ɐa ɡg ɢg ɪi ɩi ıi ȷj ʏy ɴn ʀr ʟl ʜh ʙb ʋv ɛe ɔo ŋn ɖd ɗd ɓb ƙk ƴy ƒf ɣg øo łl đd ðd ħh ŧt',
  ]
    .join(' ')
    .split(' ')
    .map((pair) => [Array.from(pair)[0]!, Array.from(pair).slice(1).join('')]),
)
const WIDE: Readonly<Record<string, string>> = { ß: 'ss', æ: 'ae', œ: 'oe', þ: 'th' }
const LEET: Readonly<Record<string, string>> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't' }

/**
 * The form the blocklist is matched against: compatibility forms unfolded (NFKC), look-alikes read as
 * Latin, lower case, accents and other marks removed, leetspeak read as letters; its parts are what
 * lies between separators (anything but a letter or digit), so the compact form is them joined.
 */
export function foldName(value: string): { parts: string[]; compact: string } {
  const unfolded = Array.from(value.normalize('NFKC'))
    .map((c) => LOOK_ALIKES[c] ?? c)
    .join('')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
  const folded = Array.from(unfolded)
    .map((c) => LOOK_ALIKES[c] ?? WIDE[c] ?? LEET[c] ?? c)
    .join('')
  const parts = folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
  return { parts, compact: parts.join('') }
}

const anywhere = noticeNameBlocklist.anywhere.map((word) => foldName(word).compact)
const wholeWord = new Set(noticeNameBlocklist.wholeWord.map((word) => foldName(word).compact))

/** Whether a name holds a blocklisted word (./notice-name-blocklist.ts), however it is spelled. */
export function isBlockedName(value: string): boolean {
  const { parts, compact } = foldName(value)
  if (wholeWord.has(compact) || parts.some((part) => wholeWord.has(part))) return true
  return anywhere.some((word) => compact.includes(word))
}
