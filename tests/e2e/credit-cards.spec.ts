import { readFileSync } from 'node:fs'

import type { Page } from '@playwright/test'
import { parse } from 'csv-parse/sync'

import { m } from '../../app/paraglide/messages.js'
import { expect, test } from './support/test'
import { bound } from '../support/time-scale'

// Issue 24 on a phone, with JavaScript on and off (the two projects): the page ships no script, so both
// must behave the same - a plain GET form, answered by the server.
test.use({ viewport: { width: 375, height: 812 } })

const PATH = '/navigator/credit-cards'
const ATTRIBUTION = 'Card terms: CFPB Terms of Credit Card Plans survey, data as of 31 December 2025; terms change, confirm with the issuer'

/** The data file, read independently of the app: the rows of a card (a few issuers list a card twice). */
const rows = parse(readFileSync('app/data/credit-cards/card-plans.csv', 'utf8'), { columns: true }) as Record<string, string>[]
const rowsOf = (institution: string, product: string) => {
  const found = rows.filter((row) => row.institution === institution && row.product_name === product)
  expect(found.length, `${institution} / ${product}`).toBeGreaterThan(0)
  return found
}

const cards = (page: Page) => page.getByTestId('card-plan')

/** Every card on this page of results: its name, issuer and the fields the tests read. */
async function shownCards(page: Page) {
  return cards(page).evaluateAll((items) =>
    items.map((item) => ({
      product: item.querySelector('h3')!.textContent!.replace(/^\d+\.\s*/, ''),
      institution: item.querySelector('h3 + p')!.textContent!,
      secured: item.querySelector('[data-testid="card-secured"]')!.textContent!,
      yearly: item.querySelector('[data-testid="card-yearly-fees"]')!.textContent!,
      offered: item.querySelector('[data-testid="card-offered"] dd')!.textContent!,
    })),
  )
}

async function search(page: Page, choose: () => Promise<void>) {
  await page.goto(PATH)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.credit_cards_cards_intro_heading())
  await page.getByRole('radio', { name: m.credit_cards_cards_form_credit_labels_none() }).check()
  await page.getByLabel(m.credit_cards_cards_form_state_label()).selectOption({ label: 'Minnesota' })
  await choose()
  await page.getByRole('button', { name: m.credit_cards_cards_form_submit() }).click()
  await expect(page.getByTestId('cards-answer')).toBeVisible()
}

test.describe('credit card comparison', () => {
  test('no credit history in Minnesota lists only cards aimed at "no credit score", offered nationally, regionally or in Minnesota', async ({
    page,
  }) => {
    // Six page loads, each read in full: more than the default 30 s on a busy machine.
    test.setTimeout(bound(120_000))
    await search(page, async () => {})
    await expect(page).toHaveURL(/\?credit=none&state=MN#results$/)
    await expect(page.getByTestId('cards-count')).toHaveText('110 cards match.')
    await expect(page.getByText(ATTRIBUTION)).toBeVisible()
    await expect(page.getByTestId('cards-no-payment')).toContainText('No ranking here is ever influenced by any payment')
    await expect(page.getByTestId('cards-unknowns')).toContainText('ITIN')
    expect(await page.locator('script').count()).toBe(0)

    // Every page of results, through the "next" links: 110 ranked cards (113 less Red Canoe CU's three
    // screened plans, decision 038), each checked against the data file.
    const seen: string[] = []
    for (let pageNumber = 1; ; pageNumber++) {
      for (const card of await shownCards(page)) {
        for (const row of rowsOf(card.institution, card.product)) {
          expect(row.credit_tiers, card.product).toContain('"0"')
          expect(['National', 'Regional'].includes(row.availability) || row.state === 'MN', card.product).toBe(true)
        }
        expect([m.credit_cards_card_copy_national(), m.credit_cards_card_copy_regional(), 'Minnesota only']).toContain(card.offered)
        seen.push(`${card.institution} / ${card.product}`)
      }
      const next = page.getByTestId('cards-next')
      if ((await next.count()) === 0) break
      await next.click()
      await expect(page).toHaveURL(new RegExp(`page=${pageNumber + 1}#results$`))
    }
    expect(seen).toHaveLength(110)
    // A no-score card offered only in Wyoming, and a 720+ card that reports a no-score rate anyway, are left out.
    expect(seen).not.toContain('Wyhy Federal Credit Union / WyHy Visa Secured')
    expect(seen).not.toContain('American Express National Bank / Marriott Bonvoy Bevy™ American Express® Card')
  })

  test('secured only: 27 secured cards, open to anyone first, then the cheapest to keep and lowest rate', async ({ page }) => {
    await search(page, () => page.getByRole('checkbox', { name: m.credit_cards_cards_form_secured_label() }).check())
    await expect(page).toHaveURL(/credit=none&state=MN&secured=1#results$/)
    await expect(page.getByTestId('cards-count')).toHaveText('27 cards match.')
    const shown = await shownCards(page)
    expect(shown.every((card) => card.secured === m.credit_cards_card_copy_secured())).toBe(true)
    expect(shown[0]).toMatchObject({ institution: 'Citibank, N.A.', product: 'Citi Secured MasterCard', yearly: '$0' })
    await expect(cards(page).first().getByTestId('card-rate')).toContainText('25.99%')
    await expect(cards(page).first().getByTestId('card-membership')).toContainText(m.credit_cards_card_copy_membership_none())
    // The lowest rate (Publix Employees FCU, 9.9%) needs a membership: 9th, saying who may join.
    const publix = cards(page).nth(8)
    await expect(publix).toContainText('Publix Employees Federal Credit Union')
    await expect(publix.getByTestId('card-rate')).toContainText('9.9%')
    await expect(publix.getByTestId('card-membership')).toContainText(m.credit_cards_card_copy_membership_credit_union())
    await expect(publix.getByTestId('card-joins')).toHaveText(m.credit_cards_card_joins_employer({ word: 'Employees' }))
    // The form keeps the search.
    await expect(page.getByRole('checkbox', { name: m.credit_cards_cards_form_secured_label() })).toBeChecked()
    await expect(page.getByRole('radio', { name: m.credit_cards_cards_form_credit_labels_none() })).toBeChecked()
  })

  test('no annual fee: 101 cards, every one $0 a year', async ({ page }) => {
    await search(page, () => page.getByRole('checkbox', { name: m.credit_cards_cards_form_annual_fee_label() }).check())
    await expect(page).toHaveURL(/annual_fee=0#results$/)
    await expect(page.getByTestId('cards-count')).toHaveText('101 cards match.')
    expect((await shownCards(page)).every((card) => card.yearly === '$0')).toBe(true)
  })

  test('a bad parameter answers 400 with the form and a message tied to its field', async ({ page }) => {
    const response = await page.goto(`${PATH}?credit=excellent&state=MN`)
    expect(response?.status()).toBe(400)
    await expect(page.getByRole('alert')).toContainText(m.credit_cards_cards_messages_credit_unknown())
    const credit = page.getByRole('radiogroup', { name: m.credit_cards_cards_form_credit_legend() })
    await expect(credit).toHaveAttribute('aria-invalid', 'true')
    await expect(credit).toHaveAccessibleDescription(
      new RegExp(m.credit_cards_cards_messages_credit_unknown().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    )
    await expect(page.getByLabel(m.credit_cards_cards_form_state_label())).toHaveValue('MN')
    await expect(page.getByTestId('cards-answer')).toHaveCount(0)

    // Correcting it from the form gives the answer.
    await page.getByRole('radio', { name: m.credit_cards_cards_form_credit_labels_none() }).check()
    await page.getByRole('button', { name: m.credit_cards_cards_form_submit() }).click()
    await expect(page.getByTestId('cards-count')).toHaveText('110 cards match.')

    const state = await page.goto(`${PATH}?credit=none&state=ZZ`)
    expect(state?.status()).toBe(400)
    await expect(page.getByLabel(m.credit_cards_cards_form_state_label())).toHaveAccessibleDescription(
      new RegExp(m.credit_cards_cards_messages_state_unknown().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    )
  })

  test('the home tab and the navigator card lead here and say "Available now"', async ({ page }) => {
    await page.goto('/?tab=credit-cards')
    await expect(page.getByRole('region', { name: /Build credit/ }).getByText('Available now')).toBeVisible()
    await page.getByRole('link', { name: 'Compare Cards' }).click()
    await expect(page).toHaveURL(PATH)
    await page.goto('/navigator')
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Credit Card Comparison' }) })
    await expect(card.getByText('Available now')).toBeVisible()
    await card.getByRole('link', { name: 'Credit Card Comparison' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.credit_cards_cards_intro_heading())
  })
})
