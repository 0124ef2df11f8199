/** The REAL social proof's rules (app/lib/social-proof-real.ts): the threshold, the name check, the wording. */
import { describe, expect, it } from 'vitest'

import { agoText } from '~/lib/social-proof-text'
import { noticeFirstName, realProofView, RECENT_NAMES, type ConfirmedJoin } from '~/lib/social-proof-real'
import { overwriteGetLocale } from '~/paraglide/runtime.js'

const now = new Date('2026-11-25T12:00:00Z')
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000).toISOString()
const join = (firstName: string, minutes: number, interest = 'investing'): ConfirmedJoin => ({
  firstName,
  interest,
  confirmedAt: minutesAgo(minutes),
})

// The threshold (ten confirmed joins) is read from what is shown on either side of it, not from the constant.
describe('the threshold', () => {
  it('shows nothing, not even a name, below it', () => {
    for (const total of [0, 1, 9]) {
      expect(realProofView({ total, lastDay: total, recent: [join('Ada', 5)] }, now)).toEqual({ total: null, lastDay: null, notices: [] })
    }
  })

  it('shows the total from ten, and the last 24 hours only when they reach ten too', () => {
    expect(realProofView({ total: 10, lastDay: 10, recent: [] }, now)).toMatchObject({ total: 10, lastDay: 10 })
    expect(realProofView({ total: 340, lastDay: 9, recent: [] }, now)).toMatchObject({ total: 340, lastDay: null })
    expect(realProofView({ total: 340, lastDay: 12, recent: [] }, now)).toMatchObject({ total: 340, lastDay: 12 })
  })
})

describe('notices', () => {
  it('say a real first name, when, and the interest', () => {
    const view = realProofView(
      { total: 12, lastDay: 3, recent: [join('Ada', 5), join('Kwabena', 180, 'homeland'), join('Ifẹoluwa', 60 * 30, 'business')] },
      now,
    )
    expect(view.notices).toEqual([
      { initial: 'A', text: 'Ada joined the waitlist in the last hour, interested in investing' },
      { initial: 'K', text: 'Kwabena joined the waitlist 3 hours ago, interested in investing back home' },
      { initial: 'I', text: 'Ifẹoluwa joined the waitlist yesterday, interested in small business' },
    ])
  })

  it('never show anything that is not a plain name (it is typed by the joiner and shown to everyone)', () => {
    for (const bad of [
      '',
      'A',
      'www.scam.example',
      'http://x.example',
      'ada@example.com',
      'Ada123',
      'Win $500',
      'Averyveryverylongname',
      '<b>Ada</b>',
      '😀',
    ]) {
      expect(noticeFirstName(bad), bad).toBeNull()
    }
    for (const good of ["N'Golo", 'Jean-Luc', 'Aïssatou', 'Nwọsu', 'Zoë', 'Mamadou'])
      expect(noticeFirstName(good), good).toBe(good.normalize('NFC'))
    const view = realProofView({ total: 12, lastDay: 12, recent: [join('www.scam.example', 1), join('Ada', 1)] }, now)
    expect(view.notices.map((n) => n.text)).toEqual([
      'Someone interested in investing joined the waitlist in the last hour',
      'Ada joined the waitlist in the last hour, interested in investing',
    ])
  })

  it('show a join whose name fails the check, or was hidden by an admin, as its interest alone', () => {
    const recent: ConfirmedJoin[] = [
      join('Whatsapp-Me', 5, 'banking'),
      { firstName: null, interest: 'insurance', confirmedAt: minutesAgo(90) },
      join('ＡＤＭＩＮ', 60 * 30, 'business'),
      join('Z̷̢a̶l̸g̴o̵', 60 * 24 * 3, 'unknown'),
    ]
    const view = realProofView({ total: 12, lastDay: 12, recent }, now)
    expect(view.notices).toEqual([
      { initial: '', text: 'Someone interested in banking joined the waitlist in the last hour' },
      { initial: '', text: 'Someone interested in insurance joined the waitlist 1 hour ago' },
      { initial: '', text: 'Someone interested in small business joined the waitlist yesterday' },
      { initial: '', text: 'Someone joined the waitlist 3 days ago' },
    ])
    for (const notice of view.notices) expect(notice.text).not.toMatch(/whatsapp|admin|ＡＤＭＩＮ|Z/i)
  })

  it('say the nameless notice in French and Amharic too', () => {
    const recent = [join('Whatsapp-Me', 5, 'banking')]
    try {
      overwriteGetLocale(() => 'fr')
      expect(realProofView({ total: 12, lastDay: 12, recent }, now).notices[0]!.text).toBe(
        "Une personne intéressée par la banque a rejoint la liste d'attente au cours de la dernière heure",
      )
      overwriteGetLocale(() => 'am')
      expect(realProofView({ total: 12, lastDay: 12, recent }, now).notices[0]!.text).toBe(
        'አንድ ሰው ባለፈው አንድ ሰዓት ውስጥ የመጠባበቂያ ዝርዝሩን ተቀላቅሏል፤ የሚፈልገው፦ ባንክ',
      )
    } finally {
      overwriteGetLocale(() => 'en')
    }
  })

  it(`use at most the ${RECENT_NAMES} newest joins`, () => {
    const recent = Array.from({ length: 15 }, (_, i) => join('Ada', i))
    expect(realProofView({ total: 50, lastDay: 50, recent }, now).notices).toHaveLength(RECENT_NAMES)
  })

  it('count time in words that never pretend to be live', () => {
    expect(agoText(0)).toBe('in the last hour')
    expect(agoText(59)).toBe('in the last hour')
    expect(agoText(60)).toBe('1 hour ago')
    expect(agoText(23 * 60 + 59)).toBe('23 hours ago')
    expect(agoText(24 * 60)).toBe('yesterday')
    expect(agoText(3 * 24 * 60)).toBe('3 days ago')
  })
})
