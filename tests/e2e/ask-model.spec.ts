import { FAKE_MODEL_QUESTIONS } from './ask-model.questions'
import { a11yViolations } from './support/axe'
import { expect, isJsOff, test } from './support/test'
import { m } from '../../app/paraglide/messages.js'
import { bound } from '../support/time-scale'

// Issue 32: with a language model configured (the e2e server points ASK_LLM_URL at a fake,
// tests/e2e/support/fake-model.global.ts), /learn?q= renders the verified model answer first, labelled
// as written by a language model from our guides, each cited section linked with its review date, then
// the guides' answer; with JavaScript off, on a 375 px phone, in English, French and Amharic.

const PHONE = { width: 375, height: 812 }

test.describe.configure({ timeout: bound(90_000) })

test.beforeEach(async ({ page }) => {
  test.skip(!isJsOff(), 'the answer is in the page as served: the js-off project checks it')
  await page.setViewportSize(PHONE)
})

for (const [locale, question] of Object.entries(FAKE_MODEL_QUESTIONS) as [keyof typeof FAKE_MODEL_QUESTIONS, string][]) {
  test(`${locale}: a verified model answer first, labelled, with its cited section and review date`, async ({ page }) => {
    const prefix = locale === 'en' ? '' : `/${locale}`
    const response = await page.goto(`${prefix}/learn?${new URLSearchParams({ q: question })}`)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', locale)

    const model = page.getByRole('region', { name: m.ask_model_heading({}, { locale }) })
    await expect(model).toBeVisible()
    await expect(model).toContainText(m.ask_model_label({}, { locale }))
    await expect(model.getByRole('link', { name: '[1]' }).first()).toHaveAttribute('href', '#source-1')
    const source = model.locator('#source-1')
    await expect(source.getByRole('link')).toHaveAttribute('href', new RegExp(`^${prefix}/learn/sending-money-home#`))
    await expect(source).toContainText(m.ask_reviewed({ date: '' }, { locale }).trim())
    await expect(page.getByTestId('ask-mode')).toHaveText(m.ask_mode_model({}, { locale }))

    // The model's answer comes before the guides' answer, which is still there.
    const answers = page.getByRole('heading', { level: 2 }).filter({ hasText: question })
    await expect(answers).toBeVisible()
    const [modelBox, answersBox] = [await model.boundingBox(), await answers.boundingBox()]
    expect(modelBox!.y).toBeLessThan(answersBox!.y)

    // No sideways scroll at 375 px, and axe finds nothing.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    expect(await a11yViolations(page)).toBe('')
  })
}

test('a question the fake does not answer faithfully shows the guides only, no model answer', async ({ page }) => {
  await page.goto('/learn?q=what+is+itin')
  await expect(page.getByTestId('model-answer')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 2, name: /what is itin/ })).toBeVisible()
})

test('a question Ask must refuse says who can help, in French', async ({ page }) => {
  await page.goto(`/fr/learn?${new URLSearchParams({ q: "quel est le taux du dollar en franc CFA aujourd'hui" })}`)
  const refusal = page.getByRole('region', { name: m.ask_refusal_heading({}, { locale: 'fr' }) })
  await expect(refusal).toContainText(m.ask_refusal_todays_rate({}, { locale: 'fr' }))
  await expect(page.getByTestId('model-answer')).toHaveCount(0)
})
