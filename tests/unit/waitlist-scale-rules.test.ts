import { describe, expect, it } from 'vitest'

import { csvEmail, csvText } from '~/lib/csv'
import { formatCursor, parseCursor, parseWaitlistFilters, waitlistFiltersQuery } from '~/lib/waitlist-admin'

describe('the CSV export keeps real addresses (decision 018)', () => {
  it('writes plain addresses as they are, even when they start with - or +', () => {
    expect(csvEmail('-ada@example.com')).toBe('"-ada@example.com"')
    expect(csvEmail('+ada+news@example.com')).toBe('"+ada+news@example.com"')
    expect(csvEmail("o'neil@example.co.uk")).toBe('"o\'neil@example.co.uk"')
    expect(csvEmail(null)).toBe('""')
  })

  it('still neutralises an address-shaped formula, as it does a name', () => {
    const formula = '=HYPERLINK("https://evil.example")@x.example'
    expect(csvEmail(formula)).toBe(csvText(formula))
    expect(csvEmail(formula).startsWith(`"'=`)).toBe(true)
    expect(csvEmail("-2+3+cmd|' /C calc'!A0@x.example").startsWith(`"'-`)).toBe(true)
  })
})

describe('the admin list cursor', () => {
  const id = '0f8fad5b-d9cb-469f-a165-70867728950e'

  it('round-trips through the URL, to the microsecond', () => {
    const cursor = { createdAt: '2026-11-25T22:40:01.123456Z', id }
    const query = waitlistFiltersQuery({ q: 'ada', interest: null, status: null, after: cursor, before: null })
    expect(parseWaitlistFilters(new URLSearchParams(query.slice(1))).after).toEqual(cursor)
    expect(parseCursor(formatCursor(cursor))).toEqual(cursor)
  })

  it('ignores anything that is not a timestamp and an id, and lets before win over after', () => {
    for (const bad of [
      '',
      'x',
      `2026-11-25~${id}`,
      `2026-11-25T22:40:01Z~not-an-id`,
      `2026-11-25T22:40:01Z~${id}~more`,
      `'; drop table x;--~${id}`,
    ]) {
      expect(parseCursor(bad)).toBeNull()
    }
    const both = parseWaitlistFilters(new URLSearchParams({ after: `2026-01-01T00:00:00Z~${id}`, before: `2026-02-01T00:00:00Z~${id}` }))
    expect(both.after).toBeNull()
    expect(both.before).toEqual({ createdAt: '2026-02-01T00:00:00Z', id })
  })
})
