/**
 * Which first names a REAL social-proof notice may show (app/lib/notice-name.ts, decision 035): the
 * names a stranger typed in the security review's test all fail, real names of the site's readers in
 * Latin (with French and West African letters), Ethiopic, Arabic, Tifinagh, Cyrillic and Greek pass.
 */
import { describe, expect, it } from 'vitest'

import { checkNoticeName, foldName, isBlockedName, NOTICE_NAME_MAX, shownFirstName, type NameRefusal } from '~/lib/notice-name'

const refused: [string, NameRefusal, string][] = [
  // The five names the security review saw shown to every visitor (2026-11-29, finding N3).
  ['Sendmoneytoscammers', 'blocklist', '"scam" (and "sendmoney") inside a letters-only word'],
  ['Whatsapp-Me', 'blocklist', 'a messaging platform and a contact call'],
  ['\u0410dmin', 'mixed-scripts', 'a Cyrillic А before Latin letters'],
  ['ＡＤＭＩＮ', 'compatibility', 'full-width Latin letters'],
  ['Z̷̢a̶l̸g̴o̵o̶o̷o̸o̵', 'marks', 'Zalgo: overlay marks stacked on letters'],
  // Other look-alikes and compatibility forms
  ['ЅСАМ', 'blocklist', 'all Cyrillic, reading "SCAM"'],
  ['ɑdmin', 'blocklist', 'an IPA alpha for the a'],
  ['ᴀᴅᴍɪɴ', 'script', 'phonetic small capitals'],
  ['𝐀𝐝𝐦𝐢𝐧', 'compatibility', 'mathematical bold'],
  ['ﬁona', 'compatibility', 'a ligature'],
  ['Ada\u00a0Bo', 'compatibility', 'a no-break space'],
  ['Ada李', 'script', 'a Han letter'],
  ['李娜', 'script', 'a script this check does not vouch for'],
  ['Kofiᴬ', 'compatibility', 'a superscript letter'],
  // Marks
  ['Ad\u0301\u0300a', 'marks', 'two marks on one letter (NFC has no precomposed d with either)'],
  ['Z\u0301\u0300\u0308\u0303algo', 'marks', 'a stack of ordinary accents'],
  ['Z̷alg̷o', 'marks', 'one overlay mark is still no accent'],
  ['Ada\ufe0f', 'marks', 'a variation selector'],
  ['\u0301Ada', 'marks', 'a mark with no letter under it'],
  // Characters, separators, length
  ['Ada123', 'characters', 'digits'],
  ['Wh4tsApp', 'characters', 'leetspeak digits'],
  ['Ada😀', 'characters', 'an emoji'],
  ['ada@example.com', 'characters', 'an e-mail address'],
  ['evil.example', 'characters', 'a domain'],
  ['<b>Ada</b>', 'characters', 'markup'],
  ['Ada\u200bBo', 'characters', 'a zero-width space'],
  ['Ada_Bo', 'characters', 'an underscore'],
  ['Jean--Pierre', 'separators', 'two hyphens in a row'],
  ['-Ada', 'separators', 'a leading hyphen'],
  ["Ada'", 'separators', 'a trailing apostrophe'],
  ['Ana-Bo-Cy-Di', 'separators', 'three separators: a slogan, not a name'],
  ['A', 'length', 'one letter is an initial'],
  ['', 'length', 'nothing'],
  ['   ', 'length', 'only spaces'],
  ['Averyveryverylongname', 'length', `more than ${NOTICE_NAME_MAX} characters`],
  // The blocklist: contact handles and platforms, links, money, impersonation, abuse
  ['Telegram', 'blocklist', 'a platform'],
  ['Snapchat', 'blocklist', 'a platform'],
  ['Tiktok', 'blocklist', 'a platform'],
  ['Instagram', 'blocklist', 'a platform'],
  ['Facebook', 'blocklist', 'a platform'],
  ['Wechat', 'blocklist', 'a platform'],
  ['Viber', 'blocklist', 'a platform'],
  ['Signal', 'blocklist', 'a platform'],
  ['DM-Me', 'blocklist', 'a contact call, whole words'],
  ['Call-Me', 'blocklist', 'a contact call, whole words'],
  ['Textme', 'blocklist', '"text me" run together'],
  ['Visit-Evilsite-Com', 'blocklist', 'a domain spelled with hyphens'],
  ['Www-Evil', 'blocklist', '"www"'],
  ['Httpevil', 'blocklist', '"http"'],
  ['Cashapp', 'blocklist', 'a payment app'],
  ['Zelle', 'blocklist', 'a payment app, as a whole word'],
  ['Venmo', 'blocklist', 'a payment app'],
  ['Paypal', 'blocklist', 'a payment app'],
  ['Bitcoin', 'blocklist', 'crypto'],
  ['Cryptoking', 'blocklist', 'crypto'],
  ['Loan', 'blocklist', 'a loan offer (also a Vietnamese given name: a known cost)'],
  ['Bigprofit', 'blocklist', 'profit'],
  ['Investnow', 'blocklist', 'invest'],
  ['Scammers', 'blocklist', 'scam'],
  ['Admin', 'blocklist', 'impersonation'],
  ['Ádmín', 'blocklist', 'impersonation with accents'],
  ['Support-Team', 'blocklist', 'impersonation'],
  ['Staff', 'blocklist', 'impersonation'],
  ['Moderator', 'blocklist', 'impersonation'],
  ['Official', 'blocklist', 'impersonation'],
  ['Bank', 'blocklist', 'impersonation, as a whole word'],
  ['IRS', 'blocklist', 'impersonation, as a whole word'],
  ['Uscis', 'blocklist', 'impersonation'],
  ['Idiot', 'blocklist', 'an insult'],
  ['Fuckyou', 'blocklist', 'profanity'],
  ['Salope', 'blocklist', 'French profanity'],
  ['አድሚን', 'blocklist', '"admin" in Ethiopic letters'],
  ['ቴሌግራም', 'blocklist', '"Telegram" in Ethiopic letters'],
  ['واتساب', 'blocklist', '"WhatsApp" in Arabic letters'],
  ['أدمن', 'blocklist', '"admin" in Arabic letters, with a hamza'],
]

const shown: string[] = [
  // Latin, English and West and East African names
  'Ada',
  'Kwame',
  'Amara',
  'Chiamaka',
  'Kwabena',
  'Mamadou',
  'Oluwaseyifunmi',
  'Wanjiru',
  'Zainab',
  'Mary Anne',
  'Abd al-Rahman',
  // French accents and names with separators
  'Jean-Pierre',
  "N'Golo",
  'N’Deye',
  'Aïssatou',
  'Zoë',
  'Hélène',
  'Françoise',
  'Gaëlle',
  'Jérôme',
  'Marie-Ève',
  'Maëlys',
  'Noël',
  // Yoruba, Igbo, Akan, Hausa letters (one mark per letter after NFC), Vietnamese
  'Ifẹoluwa',
  'Ṣẹ̀gun',
  'Nwọsu',
  'Abɛna',
  'Ɗanjuma',
  'Nguyễn',
  // Real names that hold a blocklisted word inside them (only whole words refuse those)
  'Hassan',
  'Ismail',
  'Banke',
  'Bankole',
  'Nazir',
  'Kirsten',
  'Mirsad',
  'Comfort',
  'Callixte',
  'Dickson',
  'Killian',
  'Seth',
  'Ethan',
  'Rozelle',
  'Moronke',
  'Sloane',
  // Ethiopic
  'ዮሐንስ',
  'ሙሉጌታ',
  'ትዕግሥት',
  'ገብረመድኅን',
  'ሰላም',
  'ኤርሚያስ',
  'መሠረት',
  // Arabic
  'محمد',
  'فاطمة',
  'عبدالرحمن',
  'عائشة',
  'يوسف',
  // Tifinagh, Cyrillic, Greek
  'ⵎⴰⵙⵉⵏⵉⵙⴰ',
  'Анастасия',
  'Ελένη',
]

describe('the name check', () => {
  it.each(refused)('refuses %j (%s): %s', (name, reason) => {
    expect(checkNoticeName(name)).toEqual({ ok: false, reason })
    expect(shownFirstName(name)).toBeNull()
  })

  it.each(shown)('shows %j', (name) => {
    expect(checkNoticeName(name)).toEqual({ ok: true, name: name.normalize('NFC') })
  })

  it('has 15 or more real names from each of Latin and French, and several Ethiopic and Arabic ones', () => {
    expect(shown.filter((n) => /^\p{Script=Latin}/u.test(n)).length).toBeGreaterThanOrEqual(15)
    expect(shown.filter((n) => /\p{Script=Ethiopic}/u.test(n)).length).toBeGreaterThanOrEqual(5)
    expect(shown.filter((n) => /\p{Script=Arabic}/u.test(n)).length).toBeGreaterThanOrEqual(5)
  })

  it('normalises to NFC and trims: a decomposed name passes as its composed form', () => {
    expect(shownFirstName('  Zoe\u0308 ')).toBe('Zoë')
    expect(shownFirstName('He\u0301le\u0300ne')).toBe('Hélène')
  })

  it('counts characters, not UTF-16 units: 20 letters pass, 21 do not', () => {
    expect(shownFirstName('a'.repeat(NOTICE_NAME_MAX))).toBe('a'.repeat(NOTICE_NAME_MAX))
    expect(shownFirstName('ሀ'.repeat(NOTICE_NAME_MAX))).toBe('ሀ'.repeat(NOTICE_NAME_MAX))
    expect(shownFirstName('a'.repeat(NOTICE_NAME_MAX + 1))).toBeNull()
  })

  it('refuses what is not a string', () => {
    for (const value of [null, undefined, 42, {}, ['Ada']]) expect(shownFirstName(value)).toBeNull()
  })
})

describe('the folded form the blocklist is matched against', () => {
  it('folds case, accents, look-alikes and leetspeak, and removes separators', () => {
    expect(foldName('Wh4t5-App').compact).toBe('whatsapp')
    expect(foldName('5c4m').compact).toBe('scam')
    expect(foldName('7elegr4m').compact).toBe('telegram')
    expect(foldName('Ádmín').compact).toBe('admin')
    expect(foldName('ЅСАМ').compact).toBe('scam')
    expect(foldName('ＡＤＭＩＮ').compact).toBe('admin')
    expect(foldName("S.C.A-M'").compact).toBe('scam')
    expect(foldName('Jean-Pierre')).toEqual({ parts: ['jean', 'pierre'], compact: 'jeanpierre' })
  })

  it('finds long words anywhere and short ones only as whole parts', () => {
    for (const name of ['Wh4tsApp', '5endm0ney', 'D-M', 'd m', 'Paypal.me', 'Bank', 'my-bank', 'c4ll', 'irs']) {
      expect(isBlockedName(name), name).toBe(true)
    }
    for (const name of ['Banke', 'Ismail', 'Hassan', 'Callixte', 'Kirsten', 'Admasu', 'Dmitri']) {
      expect(isBlockedName(name), name).toBe(false)
    }
  })
})
