/**
 * The credit-card data enters the app through one validated module: the bundled CSV passes, with the
 * README's counts and the attribution line; a malformed file is refused with every problem, each with
 * its row, line and column.
 */
import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { cardPlans, cardsAttribution, formatSurveyDate, surveyDate } from '~/.server/credit-cards/credit-cards-data.server'
import { describeCardPlans, validateCardPlansCsv } from '~/.server/credit-cards/credit-cards-schema.server'

const bundled = () => readFileSync('app/data/credit-cards/card-plans.csv', 'utf8')
const lines = () => bundled().split('\r\n')

function refused(csv: string): string {
  const result = validateCardPlansCsv(csv)
  expect(result.ok).toBe(false)
  return result.ok ? '' : result.message
}

describe('the bundled data file', () => {
  it('validates and matches the README: 663 plans, 195 institutions, 410 from the top 25, 56 secured, 147 for no score', () => {
    const result = validateCardPlansCsv(bundled())
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(describeCardPlans(result.data)).toEqual({
      reportDate: '2025-12-31',
      plans: 663,
      institutions: 195,
      top25: 410,
      secured: 56,
      noScoreTier: 147,
    })
    expect(cardPlans).toHaveLength(663)
  })

  it('reads quoted cells with commas, quotes and line breaks as one cell: every row keeps its columns in place', () => {
    const chase = cardPlans.filter((plan) => plan.institution === 'Jpmorgan Chase Bank, National Association')
    expect(chase.length).toBeGreaterThan(0)
    // 24 records hold 68 bare line breaks inside quoted cells: 663 rows on 731 lines after the header.
    expect(bundled().split('\n').length - 2).toBe(663 + 68)
    expect(cardPlans.every((plan) => /^[a-z0-9-]+$/.test(plan.id))).toBe(true)
  })

  it('takes the attribution date from the data (report_date), in the words the issue asks for', () => {
    expect(surveyDate()).toBe('31 December 2025')
    expect(formatSurveyDate('2026-06-30')).toBe('30 June 2026')
    expect(cardsAttribution().line).toBe(
      'Card terms: CFPB Terms of Credit Card Plans survey, data as of 31 December 2025; terms change, confirm with the issuer',
    )
    expect(readFileSync('app/data/credit-cards/README.md', 'utf8')).toContain(`> ${cardsAttribution().line}\n`)
  })
})

describe('a malformed file is refused', () => {
  it('names the row, the line and the column of every bad cell', () => {
    const rows = lines()
    // Row 1 (line 2) is 1st Community FCU's plan: availability National, requires_membership true.
    rows[1] = rows[1].replace(',National,,true,', ',Nationwide,,yes,')
    rows[2] = rows[2].replace(',2025-12-31', ',31/12/2025')
    const message = refused(rows.join('\r\n'))
    expect(message).toContain('row 1 (line 2), column availability: must be one of National, Regional, One State/Territory')
    expect(message).toContain('row 1 (line 2), column requires_membership: must be true or false')
    expect(message).toContain('row 2 (line 3), column report_date: must be a date such as 2025-12-31')
  })

  it('checks rates, tiers, min_tier and the one-state rule', () => {
    const rows = lines()
    rows[1] = rows[1].replace(',0.1495,12.0,', ',14.95,12.0,') // bt_apr as a percentage
    rows[2] = rows[2].replace('"{""0""}",0,', '"{""0""}",1,') // 360 FCU Secure Classic: min_tier 1, tiers {0}
    rows[3] = rows[3].replace('"{""3""}",3,', '"{""4""}",3,')
    const message = refused(rows.join('\r\n'))
    expect(message).toContain('row 1 (line 2), column bt_apr: must be a fraction of 1')
    expect(message).toContain('row 2 (line 3), column min_tier: is 1, but the lowest tier in credit_tiers is 0')
    expect(message).toContain('row 3 (line 4), column credit_tiers.0: tier codes are 0, 1, 2 and 3')

    const oneState = lines()
    oneState[1] = oneState[1].replace(',National,,', ',One State/Territory,,')
    expect(refused(oneState.join('\r\n'))).toContain('row 1 (line 2), column state: a One State/Territory plan must name its state')
  })

  it('refuses a renamed or missing column, a short row, two dates and a repeated id', () => {
    expect(refused(bundled().replace('apr_no_score', 'apr_none'))).toBe(
      'header: missing column(s) apr_no_score\nheader: unknown column(s) apr_none',
    )

    const rows = lines()
    rows[5] = rows[5].replace(/,2025-12-31$/, '')
    rows[6] = rows[6].replace(/,2025-12-31$/, ',2026-06-30')
    rows[8] = rows[7]
    const message = refused(rows.join('\r\n'))
    expect(message).toContain('row 5 (line 6): has 37 cells, the header has 38')
    expect(message).toMatch(/row 8 \(line 9\), column id: ".+" is also the id of row 7/)
    expect(message).toContain('column report_date: every row must describe the same date; found 2025-12-31 (661 rows), 2026-06-30 (1 rows)')
  })

  it('refuses what is not CSV, an empty file and a header alone', () => {
    expect(refused('id,institution\n"unclosed')).toMatch(/^not readable as CSV/)
    expect(refused('')).toBe('the file is empty')
    expect(refused(lines()[0])).toBe('the file has a header but no plans')
  })
})
