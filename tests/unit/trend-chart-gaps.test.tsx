/**
 * The trend chart's note on quarters the survey skipped lists them in the page's language ("Q1 2024 and
 * Q3 2024", "Q1 2024 et Q3 2024", "Q1 2024 እና Q3 2024"), never with an English comma list on an Amharic page.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'

import { TrendChart } from '~/components/remittance/trend-chart'
import type { TrendPoint } from '~/lib/remittance'
import { type Locale, overwriteGetLocale } from '~/paraglide/runtime.js'

const useLocale = (locale: Locale) => overwriteGetLocale(() => locale)
afterEach(() => useLocale('en'))

// 2024Q1 and 2024Q3 missing between 2023Q4 and 2024Q4.
const point = (quarter: string, average: number): TrendPoint => ({ quarter, average_cost_pct: average, cheapest_cost_pct: average / 2 })
const trend = [point('2023Q4', 5), point('2024Q2', 4.8), point('2024Q4', 4.5)]

const gapNote = () => {
  const html = renderToStaticMarkup(<TrendChart trend={trend} country="Ghana" amount={200} />)
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')
}

describe('the trend chart names the missing quarters in the page language', () => {
  it.each([
    ['en', 'Q1 2024 and Q3 2024'],
    ['fr', 'Q1 2024 et Q3 2024'],
    ['am', 'Q1 2024 እና Q3 2024'],
  ] as const)('%s', (locale, quarters) => {
    useLocale(locale)
    expect(gapNote()).toContain(quarters)
  })
})
