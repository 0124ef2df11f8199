import type { Page } from '@playwright/test'

import { interestGroups, readingLists } from '../../app/content/learn'
import { guideSlugs } from '../../app/lib/guide-slugs'
import { m } from '../../app/paraglide/messages.js'
import { a11yViolations } from './support/axe'
import { expect, isJsOff, test } from './support/test'
import { bound } from '../support/time-scale'

// Issue 22: the learning hub, a guide, a glossary term, and a question with its answer, as a reader
// with JavaScript off on a 375 px phone gets them: axe finds nothing and the pages load no script.
// (They ship none, so with JavaScript on they are the same documents: checked once, in js-off.)

const PHONE = { width: 375, height: 812 }

// axe takes a few seconds a page on a busy machine, and a test checks up to three pages.
test.describe.configure({ timeout: bound(90_000) })

test.beforeEach(async ({ page }) => {
  test.skip(!isJsOff(), 'these pages ship no script: the js-off project checks them')
  await page.setViewportSize(PHONE)
})

/** Opens `path`, recording every script the page requests; returns the response. */
async function open(page: Page, path: string) {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  const response = await page.goto(path)
  return { response, scripts }
}

async function expectNoScriptsAndAxeClean(page: Page, scripts: string[]) {
  expect(scripts, `${page.url()} requested scripts`).toEqual([])
  await expect(page.locator('script')).toHaveCount(0)
  expect(await a11yViolations(page), `axe on ${page.url()}`).toBe('')
}

test('the hub groups the guides by "start here" and the five interests, with the question box', async ({ page }) => {
  const { response, scripts } = await open(page, '/learn')
  expect(response?.status()).toBe(200)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: m.learn_copy_heading() })).toBeVisible()
  await expect(main.getByRole('searchbox', { name: m.learn_ask_copy_label() })).toBeVisible()
  await expect(main.getByRole('heading', { level: 2, name: m.learn_copy_start_here_heading() })).toBeVisible()
  for (const group of Object.values(interestGroups))
    await expect(main.getByRole('heading', { level: 2, name: group.heading() })).toBeVisible()
  await expect(main.getByRole('link', { name: 'Can I open a US bank account without a Social Security number?' }).first()).toHaveAttribute(
    'href',
    '/learn/bank-account-without-ssn',
  )
  // Every guide (20 since decision 040) is reachable from the hub.
  const hrefs = await main.locator('a[href^="/learn/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(new Set(hrefs.filter((href) => href !== '/learn/glossary')).size).toBe(guideSlugs.length)
  await expectNoScriptsAndAxeClean(page, scripts)
})

test('a guide: the question, the short answer, what you need, steps, watch out, sources, review date', async ({ page }) => {
  const { response, scripts } = await open(page, '/learn/sending-money-home')
  expect(response?.status()).toBe(200)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('What does it really cost to send money home, and what are my rights?')
  await expect(main.getByRole('region', { name: m.learn_guide_copy_answer_heading() })).toContainText('exchange-rate margin')
  await expect(main.getByRole('region', { name: m.learn_guide_copy_need_heading() }).getByRole('listitem')).toHaveCount(4)
  await expect(main.locator('#steps')).toHaveText('Steps')
  await expect(main.getByRole('region', { name: 'Watch out' })).toContainText('Never send money to someone you have not met')
  await expect(main.getByText(m.learn_guide_copy_reviewed({ date: '2026-11-25' }))).toBeVisible()
  await expect(main.getByText(/^\d+ min read · Last reviewed/)).toBeVisible()
  await expect(main.getByText(m.learn_copy_disclaimer())).toBeVisible()
  const sources = main.getByRole('region', { name: m.learn_guide_copy_sources_heading() })
  await expect(sources.getByRole('link', { name: /CFPB: Sending money abroad/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.consumerfinance\.gov\//,
  )
  await expect(sources).toContainText('checked 2026-11-25')
  // It links to the Remittance Cost Analyzer and to related guides.
  await expect(main.getByRole('link', { name: 'Remittance Cost Analyzer' })).toHaveAttribute('href', '/navigator/remittance')
  await expect(main.getByRole('region', { name: m.learn_guide_copy_related_heading() }).getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/learn\//,
  )
  // The self-check's answers open without JavaScript.
  const check = main.getByRole('region', { name: 'Check yourself' })
  await expect(check.getByText('30 minutes after paying')).toBeHidden()
  await check.getByText(m.learn_guide_copy_show_answer()).nth(1).click()
  await expect(check.getByText('30 minutes after paying')).toBeVisible()
  await expectNoScriptsAndAxeClean(page, scripts)
})

test('a glossary term has its own anchor, linked from the guides', async ({ page }) => {
  const { scripts } = await open(page, '/learn/glossary')
  expect(await page.locator('dl > div[id]').count()).toBeGreaterThanOrEqual(100)
  await expectNoScriptsAndAxeClean(page, scripts)

  await page.goto('/learn/itin')
  await page.getByRole('region', { name: m.learn_guide_copy_terms_heading() }).getByRole('link', { name: 'ITIN', exact: true }).click()
  await expect(page).toHaveURL(/\/learn\/glossary#itin$/)
  const term = page.locator('#itin')
  await expect(term).toBeInViewport()
  await expect(term.getByRole('definition')).toContainText('It is not permission to work.')
})

test('a question asked on a guide is answered on the hub with the passage and a link to its section', async ({ page }) => {
  await page.goto('/learn/itin')
  await page.getByRole('searchbox', { name: m.learn_ask_copy_label() }).fill('how much does it cost to send money to nigeria')
  await page.getByRole('button', { name: m.learn_ask_copy_submit() }).click()
  await expect(page).toHaveURL(/\/learn\?q=how\+much\+does\+it\+cost\+to\+send\+money\+to\+nigeria$/)
  const answers = page.getByRole('region', {
    name: m.learn_ask_copy_answers_heading({ question: 'how much does it cost to send money to nigeria' }),
  })
  const first = answers.getByRole('listitem').first()
  await expect(first.getByRole('link').first()).toHaveAttribute('href', '/learn/sending-money-home')
  await expect(first.getByRole('blockquote')).toContainText('exchange-rate margin')
  const section = first.getByRole('link', { name: /^Read "/ })
  await expect(section).toHaveAttribute('href', '/learn/sending-money-home#what-it-really-costs')
  await expect(page.getByRole('searchbox', { name: m.learn_ask_copy_label() })).toHaveValue(
    'how much does it cost to send money to nigeria',
  )
  await expect(page).toHaveTitle(
    new RegExp(`^${m.learn_ask_copy_answers_heading({ question: 'how much does it cost to send money to nigeria' })}`),
  )

  const { scripts } = await open(page, '/learn?q=what+is+itin')
  await expect(page.getByRole('heading', { name: m.learn_ask_copy_terms_heading() })).toBeVisible()
  await expectNoScriptsAndAxeClean(page, scripts)

  await page.goto('/learn?q=how+much+does+it+cost+to+send+money+to+nigeria')
  await page
    .getByRole('link', { name: /^Read "/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/learn\/sending-money-home#what-it-really-costs$/)
  await expect(page.locator('#what-it-really-costs')).toBeInViewport()
})

test('a question no guide answers gets an honest answer and the hub; bad input a message and 400', async ({ page, request }) => {
  const { response, scripts } = await open(page, '/learn?q=xqzv+plorkt')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { name: m.learn_ask_copy_no_answer_heading() })).toBeVisible()
  await expect(page.getByRole('link', { name: m.learn_ask_copy_browse_all() })).toHaveAttribute('href', '#guides')
  await expectNoScriptsAndAxeClean(page, scripts)

  const empty = await page.goto('/learn?q=+++')
  expect(empty?.status()).toBe(400)
  const box = page.getByRole('searchbox', { name: m.learn_ask_copy_label() })
  await expect(box).toHaveAttribute('aria-invalid', 'true')
  await expect(box).toHaveAccessibleDescription(new RegExp(m.learn_ask_copy_errors_empty().replace('.', '\\.')))
  expect(await a11yViolations(page)).toBe('')

  expect((await request.get(`/learn?q=${'a'.repeat(201)}`)).status()).toBe(400)
  expect(await (await request.get(`/learn?q=${'a'.repeat(3000)}`)).text()).toContain(m.learn_ask_copy_errors_too_long())
  // Past MAX_QUERY_BYTES (4 KB) the server refuses the address before the page is rendered (decision 036).
  expect((await request.get(`/learn?q=${'a'.repeat(5000)}`)).status()).toBe(414)
  expect((await request.get('/learn?q=%00%01')).status()).toBe(400)
  expect((await request.get('/learn?q=%E0%A4%A')).status()).toBeLessThan(500)
  expect((await request.get('/learn/no-such-guide')).status()).toBe(404)
  const posted = await request.post('/learn', { form: { q: 'what is itin' }, maxRedirects: 0 })
  expect(posted.status()).toBe(303)
  expect(posted.headers().location).toBe('/learn?q=what+is+itin')
})

test('the coming-soon pages keep their notice and add "While you wait, read:"; the guides tool leads into the hub', async ({ page }) => {
  for (const [path, slugs] of Object.entries(readingLists)) {
    const { scripts } = await open(page, `/${path}`)
    const main = page.getByRole('main')
    await expect(main.getByText(m.site_status(), { exact: true })).toBeVisible()
    const list = main.getByRole('region', { name: m.learn_while_you_wait_heading() })
    for (const slug of slugs) await expect(list.locator(`a[href="/learn/${slug}"]`)).toBeVisible()
    expect(scripts).toEqual([])
  }
  const { scripts } = await open(page, '/navigator/guides')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: m.learn_guides_tool_copy_heading() })).toBeVisible()
  await expect(main.getByText(m.site_status(), { exact: true })).toHaveCount(0)
  await expect(main.getByRole('searchbox', { name: m.learn_ask_copy_label() })).toBeVisible()
  await expect(main.getByRole('link', { name: m.learn_guides_tool_copy_hub_link_label() })).toHaveAttribute('href', '/learn')
  await expectNoScriptsAndAxeClean(page, scripts)
})
