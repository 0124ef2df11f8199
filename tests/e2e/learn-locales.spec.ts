import type { Page } from '@playwright/test'

import { a11yViolations } from './support/axe'
import { expect, isJsOff, test } from './support/test'
import { bound } from '../support/time-scale'

// Issue 23: the learning hub in French and Amharic, as a reader with JavaScript off on a 375 px phone
// gets it: a translated guide says where it comes from; an untranslated one shows in English with a
// one-line notice in the visitor's language (never a blank page); the glossary and "Ask the guides"
// answer in the language; no script, axe clean.

const PHONE = { width: 375, height: 812 }

test.describe.configure({ timeout: bound(90_000) })

test.beforeEach(async ({ page }) => {
  test.skip(!isJsOff(), 'these pages ship no script: the js-off project checks them')
  await page.setViewportSize(PHONE)
})

async function open(page: Page, path: string) {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
  return scripts
}

test('a French guide: translated, dated, the English as the reference, links kept in French', async ({ page }) => {
  const scripts = await open(page, '/fr/learn/sending-money-home')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "Combien coûte vraiment l'envoi d'argent au pays, et quels sont mes droits ?",
  )
  const notice = page.locator('[data-notice="translation"]')
  await expect(notice).toContainText("Traduit de l'anglais le 26 novembre 2026. Le texte anglais fait foi.")
  await expect(notice.getByRole('link', { name: 'Lire la version anglaise' })).toHaveAttribute('href', '/learn/sending-money-home')
  await expect(page.getByRole('heading', { level: 2, name: 'Étapes' })).toHaveAttribute('id', 'steps')
  await expect(page.getByText('dans les 30 minutes après avoir payé')).toBeVisible()
  await expect(page.locator('a[href="/fr/navigator/remittance"]')).toHaveCount(1)
  expect(scripts).toEqual([])
  expect(await a11yViolations(page), 'axe').toBe('')
})

test('a guide not yet in French: the English guide with a one-line French notice, marked as English', async ({ page }) => {
  await open(page, '/fr/learn/retirement-accounts')
  await expect(page.locator('[data-notice="fallback"]')).toHaveText(
    "Ce guide n'est pas encore disponible en français ; voici la version anglaise.",
  )
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en')
  await expect(page.locator('div[lang="en"]').getByRole('heading', { level: 2, name: 'Steps' })).toBeVisible()
  expect(await a11yViolations(page), 'axe').toBe('')
})

test('an Amharic guide in Ethiopic script', async ({ page }) => {
  const scripts = await open(page, '/am/learn/itin')
  await expect(page.locator('html')).toHaveAttribute('lang', 'am')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ITIN ምንድን ነው፣ ምንስ አይደለም?')
  await expect(page.getByRole('heading', { level: 2, name: 'ደረጃዎች' })).toBeVisible()
  expect(scripts).toEqual([])
  expect(await a11yViolations(page), 'axe').toBe('')
})

test('the French glossary and a French question', async ({ page }) => {
  await open(page, '/fr/learn/glossary')
  await expect(page.locator('#checking-account')).toContainText('Compte courant')
  await open(page, `/fr/learn?${new URLSearchParams({ q: 'combien de temps pour annuler un transfert' })}`)
  const first = page.locator('#answers-heading ~ ol > li').first()
  await expect(first.locator('blockquote')).toContainText('30 minutes')
  await expect(first.locator('blockquote')).toHaveAttribute('lang', 'fr')
})
