/**
 * The remittance answer a visitor can check and still trust (issue 31, decision 039), at 375 px with
 * and without JavaScript: never more arriving than is sent without the reason in the same sentence,
 * the cash-advance warning wherever a credit card is offered, a country without prices said before
 * the answer area, and each language's home link opening its audience's corridor.
 */
import type { Page } from '@playwright/test'

import { expect, test } from './support/test'

test.use({ viewport: { width: 375, height: 812 } })

/** Every sentence of the page's main text that says how much arrives, with the dollar figures in it. */
async function arrivesSentences(page: Page) {
  const text = (await page.getByRole('main').innerText()).replace(/\s+/g, ' ')
  return text
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => /arrives/i.test(sentence))
    .map((sentence) => ({
      sentence,
      // "About $200.00 arrives", "arrives about $197.44": the figure said to arrive.
      dollars: [...sentence.matchAll(/\$([\d,]+\.\d{2}) arrives|arrives about \$([\d,]+\.\d{2})/g)].map((match) =>
        Number((match[1] ?? match[2]).replace(/,/g, '')),
      ),
    }))
}

test('Ethiopia, USD 200: nothing arrives above the amount sent without its reason; the cash-advance warning', async ({ page }) => {
  for (const search of ['?to=ET&amount=200', '?to=ET&amount=200&offers=all', '?to=NG&amount=200']) {
    const response = await page.goto(`/navigator/remittance${search}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByTestId('remittance-answer')).toContainText('arrives')
    const sentences = await arrivesSentences(page)
    expect(sentences.flatMap((s) => s.dollars).length).toBeGreaterThan(0)
    for (const { sentence, dollars } of sentences) {
      // USD 200 is the amount sent; a figure above it must come with the reason in the same sentence.
      for (const arrives of dollars) if (arrives > 200) expect(sentence, search).toMatch(/reference rate/)
    }
    // Never "Nothing" as the cost beside a fee.
    await expect(page.getByText('What it costs you: Nothing')).toHaveCount(0)
  }

  await page.goto('/navigator/remittance?to=ET&amount=200')
  // Ria's -9.85% is screened, listed as a likely survey error, never ranked first.
  await expect(page.getByTestId('remittance-answer')).not.toContainText('Ria, paid by credit card')
  await expect(page.getByTestId('remittance-screened')).toContainText('Ria, paid by credit card')
  const warning = page.getByTestId('cash-advance-warning')
  await expect(warning).toBeVisible()
  await expect(warning).toContainText('cash advance')
  await expect(warning).toContainText('31 December 2025')
  await expect(warning.getByRole('link')).toHaveAttribute('href', /consumerfinance\.gov/)

  // Every credit-card offer on the full list carries the warning too.
  await page.goto('/navigator/remittance?to=ET&amount=200&offers=all')
  const cardOffers = page.getByTestId('remittance-offer').filter({ hasText: 'Credit card,' })
  expect(await cardOffers.count()).toBeGreaterThan(0)
  for (const offer of await cardOffers.all()) await expect(offer.getByTestId('card-warning')).toBeVisible()

  // Paid by credit card: the headline names the cheapest way without that risk.
  await page.goto('/navigator/remittance?to=KE&amount=500&method=credit_card')
  await expect(page.getByTestId('remittance-no-card')).toContainText('Cheapest without a credit card:')
})

test('/fr/navigator/remittance?to=SN says there are no prices before the answer area, and what she can do', async ({ page }) => {
  const response = await page.goto('/fr/navigator/remittance?to=SN&amount=200')
  expect(response?.status()).toBe(200)
  const notice = page.getByTestId('no-prices-notice')
  await expect(notice).toContainText('Pas de prix d’enquête pour ce pays : Sénégal')
  const answerArea = page.locator('#answer')
  const noticeBox = (await notice.boundingBox())!
  expect(noticeBox.y).toBeLessThan((await answerArea.boundingBox())!.y)
  expect(noticeBox.y).toBeLessThan((await page.locator('form').first().boundingBox())!.y)
  // What she can still do: the questions to ask, the guide, and the price alert for Senegal.
  await expect(answerArea.getByRole('link', { name: /Lire le guide/ })).toHaveAttribute('href', '/fr/learn/sending-money-home')
  await expect(answerArea.getByTestId('price-alert')).toContainText('Sénégal')
  await expect(answerArea.locator('input[name="corridor"]')).toHaveValue('SN')
  // Before she picks: the country list says which countries have no prices.
  await expect(page.locator('#remit-to-hint')).toContainText('Sénégal')
})

test('each language’s home link opens its audience’s corridor; the no-prices note is beside it', async ({ page }) => {
  for (const [prefix, code, name] of [
    ['/am/', 'ET', /ኢትዮጵያ/],
    ['/fr/', 'SN', /Sénégal/],
    ['/', 'NG', /Nigeria/],
  ] as const) {
    await page.goto(prefix)
    const link = page.getByRole('link', { name })
    await expect(link.first()).toBeVisible()
    await link.first().click()
    await expect(page).toHaveURL(new RegExp(`/navigator/remittance\\?to=${code}&amount=200`))
    await expect(page.locator('#answer-heading')).toContainText(name)
  }
})
