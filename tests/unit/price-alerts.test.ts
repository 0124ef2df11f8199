import { describe, expect, it } from 'vitest'

import { corridorQuarter, corridorQuarters, isNewerQuarter } from '~/lib/price-alerts'
import { buildPriceAlertEmail, parsePriceAlertInput, surveyMonths } from '../../supabase/functions/send-confirmation/handler'

const data = {
  source: { quarter: '2025Q4' },
  corridors: [
    { to: 'NG', country: 'Nigeria', trend: [{ quarter: '2025Q3' }, { quarter: '2025Q4' }] },
    { to: 'KE', country: 'Kenya', trend: [{ quarter: '2025Q1' }, { quarter: '2025Q3' }] },
    { to: 'SO', country: 'Somalia', trend: [] },
  ],
}

describe('which corridors have new prices', () => {
  it("a corridor surveyed in the file's quarter has that quarter; one the survey skipped keeps its last", () => {
    expect(corridorQuarter(data, 'NG')).toBe('2025Q4')
    expect(corridorQuarter(data, 'KE')).toBe('2025Q3')
    expect(corridorQuarter(data, 'SO')).toBeNull()
    expect(corridorQuarter(data, 'GH')).toBeNull()
    expect(corridorQuarters(data)).toEqual([
      { corridor: 'NG', country: 'Nigeria', quarter: '2025Q4' },
      { corridor: 'KE', country: 'Kenya', quarter: '2025Q3' },
    ])
  })

  it('quarters compare in time order, across years, and nothing else counts as newer', () => {
    expect(isNewerQuarter('2025Q4', '2025Q3')).toBe(true)
    expect(isNewerQuarter('2026Q1', '2025Q4')).toBe(true)
    expect(isNewerQuarter('2025Q3', '2025Q3')).toBe(false)
    expect(isNewerQuarter('2024Q4', '2025Q1')).toBe(false)
    expect(isNewerQuarter('2025Q5', '2025Q3')).toBe(false)
    expect(isNewerQuarter('', '2025Q3')).toBe(false)
  })
})

describe('the alert e-mail', () => {
  const input = {
    entryId: '7e6da111-e338-4aa1-945a-8d5f4501e90f',
    corridor: 'NG',
    country: 'Nigeria',
    quarter: '2025Q4',
    kind: 'price-alert',
  }

  it('accepts only an id, a corridor code, a country name and a quarter', () => {
    expect(parsePriceAlertInput(input)).toEqual({
      ok: true,
      value: { entryId: input.entryId, corridor: 'NG', country: 'Nigeria', quarter: '2025Q4' },
    })
    expect(parsePriceAlertInput({ ...input, country: "Côte d'Ivoire" }).ok).toBe(true)
    const bad = parsePriceAlertInput({
      ...input,
      entryId: 'x',
      corridor: 'ng',
      country: 'Nigeria <a href="https://evil">click</a>',
      quarter: '2025Q5',
    })
    expect(bad).toEqual({
      ok: false,
      issues: [
        expect.stringMatching(/entryId/),
        expect.stringMatching(/corridor/),
        expect.stringMatching(/country/),
        expect.stringMatching(/quarter/),
      ],
    })
    expect(parsePriceAlertInput({ ...input, country: 'x'.repeat(61) }).ok).toBe(false)
  })

  it('names the country and the survey months, links to the analyzer and carries the leave link', () => {
    expect(surveyMonths('2025Q3')).toBe('July-September 2025')
    expect(surveyMonths('2026Q1')).toBe('January-March 2026')
    const { kind: _kind, ...alert } = input
    const mail = buildPriceAlertEmail('ada@example.com', alert, 'https://site.example', 'tok_en')
    expect(mail.to).toBe('ada@example.com')
    expect(mail.subject).toBe('New prices for sending money to Nigeria')
    expect(mail.text).toContain(
      'Prices surveyed in October-December 2025 are now in the Remittance Cost Analyzer:\nhttps://site.example/navigator/remittance?to=NG',
    )
    expect(mail.text).toContain('https://site.example/waitlist/leave?token=tok_en')
    expect(mail.headers).toEqual({ 'List-Unsubscribe': '<https://site.example/waitlist/leave?token=tok_en>' })
    expect(mail.html).toContain('href="https://site.example/waitlist/leave?token=tok_en"')
  })
})
