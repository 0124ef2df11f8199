/**
 * A tool's own result as the answer to a question about its subject (issue 32): a corridor and an amount
 * in the question ("send 200 dollars to Ghana") get the Remittance Cost Analyzer's answer for them; a card
 * with no credit history gets the Credit Card Comparison's first cards for that tier. Both come from the
 * tools' page modules (the same data and rules), with a link to the tool for the full result.
 */
import type { AskToolAnswer } from '~/lib/ask-tools'
import { SURVEYED_AMOUNTS } from '~/lib/remittance'
import { remittanceSearch } from '~/lib/remittance-query'

import { creditCardsPage } from '../credit-cards/credit-cards-page.server'
import { corridorCountry, remittanceData } from '../remittance/remittance-data.server'
import { remittancePage } from '../remittance/remittance-page.server'

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')

const SENDING = /\b(send|sending|sent|transfer|remit\w*|wire|cost|cheapest|fees?)\b|envo|transf|frais|moins cher|ላክ|ሐዋላ|ሀዋላ|ዝውውር|ለመላክ/u
const NO_CREDIT = [
  /\b(no|without|zero|never had( a)?|don'?t have( a)?)\s+(credit( history| score)?|credit card history)\b/u,
  /\b(sans|aucun|pas d'?)\s*(historique|credit)/u,
  /(ክሬዲት ታሪክ የለኝም|የክሬዲት ታሪክ የሌለ|ክሬዲት የለኝም|ያለ ክሬዲት)/u,
]
const CARD = /\bcards?\b|carte|ካርድ/u

/** The corridor a question names, in English or the page's language. */
function corridorIn(question: string) {
  const text = ` ${fold(question)} `
  return remittanceData.corridors.find((corridor) =>
    [corridor.country, corridorCountry(corridor)].some(
      (name) => name && text.includes(fold(name)) && new RegExp(`(^|[^\\p{L}])${fold(name)}([^\\p{L}]|$)`, 'u').test(text),
    ),
  )
}

/** The surveyed amount nearest the one the question names ($200 or $500), or 200 when none is named. */
function amountIn(question: string): number | null {
  const match = /(\d[\d,.\s]*\d|\d)\s*(\$|usd|dollars?|ዶላር)|(\$|usd)\s*(\d[\d,]*)/iu.exec(question)
  const raw = match ? (match[1] ?? match[4]) : /\b(\d{2,5})\b/u.exec(question)?.[1]
  if (!raw) return null
  const value = Number(raw.replace(/[,\s]/g, ''))
  if (!Number.isFinite(value) || value <= 0) return null
  return [...SURVEYED_AMOUNTS].sort((a, b) => Math.abs(a - value) - Math.abs(b - value))[0]
}

export function toolAnswerFor(question: string): AskToolAnswer | null {
  const corridor = corridorIn(question)
  if (corridor && SENDING.test(fold(question))) {
    const amount = amountIn(question) ?? 200
    const search = remittanceSearch({ to: corridor.to, amount }).replace(/^\?/, '')
    const { view } = remittancePage(new URL(`http://ask.local/navigator/remittance?${search}`))
    if (view.answer.kind === 'quotes' && view.answer.text) {
      const text = view.answer.text
      return {
        kind: 'remittance',
        href: `/navigator/remittance?${search}`,
        country: view.answer.country,
        amount,
        sentences: [text.best, text.arrives, text.compared].filter(Boolean),
        dated: view.answer.dated,
      }
    }
  }
  const lower = fold(question)
  if (CARD.test(lower) && NO_CREDIT.some((pattern) => pattern.test(lower))) {
    const { view } = creditCardsPage(new URL('http://ask.local/navigator/credit-cards?credit=none'))
    const entries = view.answer?.entries.slice(0, 3) ?? []
    if (entries.length > 0) {
      return {
        kind: 'cards',
        href: '/navigator/credit-cards?credit=none',
        cards: entries.map((entry) => ({ institution: entry.institution, product: entry.product, secured: entry.secured })),
      }
    }
  }
  return null
}
