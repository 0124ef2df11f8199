import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import type { Page } from '@playwright/test'

import { priceAlertDone, priceAlertForm } from '../../app/content/price-alerts'
import { interestLabels, signupForm } from '../../app/content/signup'
import { confirmPage, leavePage, statusPage } from '../../app/content/waitlist'
import { expectNoA11yViolations } from './support/axe'
import { expect, test } from './support/test'
import { freePort } from '../../scripts/lib/production-server.mjs'
import { bound } from '../support/time-scale'

// Price alerts end to end at phone width, with and without JavaScript (docs/decisions/023): ask on
// the Nigeria answer, confirm from the local mailbox, then `npm run remittance:alerts` as the
// operator runs it after installing a newer survey, against the same embedded data directory. The
// embedded database is one process's at a time, so this spec runs its own app on a data directory of
// its own, stops it for the command (as the README says to), and starts it again to read the mailbox.

test.use({ viewport: { width: 375, height: 812 } })

// The first join of a fresh server opens the e-mail function and the disposable-domain list, as in
// waitlist-growth.spec.ts.
const joinTimeout = { timeout: bound(20_000) }

const BUILD = `./${process.env.RR_BUILD_DIR || 'build'}/server/index.js`
const SESSION_SECRET = randomBytes(32).toString('hex')

function env(dataDir: string, origin: string): NodeJS.ProcessEnv {
  const vars: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    SUPABASE_LOCAL_DATA_DIR: dataDir,
    SITE_URL: origin,
    SESSION_SECRET,
    TRUST_PROXY: '1',
    ACCESS_LOG: 'off',
    LOCAL_MAILBOX: 'on',
    NODE_NO_WARNINGS: '1',
  }
  delete vars.SUPABASE_URL
  delete vars.SUPABASE_ANON_KEY
  delete vars.ADMIN_PASSWORD
  return vars
}

/** Runs a node process; resolves with its output once `ready` matches (or, without `ready`, when it exits 0). */
function run(args: string[], vars: NodeJS.ProcessEnv, ready?: RegExp): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, args, { env: vars, stdio: ['ignore', 'pipe', 'pipe'] })
  let out = ''
  const collect = (chunk: Buffer) => (out += chunk)
  child.stdout!.on('data', collect)
  child.stderr!.on('data', collect)
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer in time:\n${out}`)), bound(90_000))
    if (ready) {
      const check = () => {
        if (ready.test(out)) {
          clearTimeout(timer)
          resolve({ child, output: () => out })
        }
      }
      child.stdout!.on('data', check)
      child.stderr!.on('data', check)
    }
    child.once('exit', (code) => {
      clearTimeout(timer)
      if (!ready && code === 0) resolve({ child, output: () => out })
      else reject(new Error(`exited with ${code}:\n${out}`))
    })
  })
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.removeAllListeners('exit')
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

/** The app's data as the next survey would have it: 2025Q4 published, with new prices for Nigeria only. */
function newerSurvey(dir: string): string {
  const data = JSON.parse(readFileSync('app/data/remittance/us-africa-corridors.json', 'utf8'))
  data.source.quarter = '2025Q4'
  data.source.edition = 'Test edition (Q4 2025)'
  const nigeria = data.corridors.find((c: { to: string }) => c.to === 'NG')
  const cheapest = Math.min(
    ...nigeria.quotes.filter((q: { amount_usd: number }) => q.amount_usd === 200).map((q: { total_cost_pct: number }) => q.total_cost_pct),
  )
  nigeria.trend.push({ quarter: '2025Q4', average_cost_pct: nigeria.average_cost_pct_200, cheapest_cost_pct: cheapest })
  const file = join(dir, 'next-survey.json')
  writeFileSync(file, JSON.stringify(data))
  return file
}

const alertSubject = 'New prices for sending money to Nigeria'

async function mailboxMessages(page: Page, origin: string, email: string) {
  await page.goto(`${origin}/dev/mailbox`)
  return page.locator('[data-mail-message]', { hasText: email })
}

test('price alert: ask on the answer, confirm from the e-mail; the alert command sends one e-mail, a second run none', async ({ page }) => {
  test.setTimeout(bound(240_000))
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-price-alerts-'))
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const vars = { ...env(dataDir, origin), PORT: String(port), HOST: '127.0.0.1' }
  const email = `alert.${randomBytes(4).toString('hex')}@example.com`
  let app = await run(['server/index.mjs', BUILD], vars, /\[server\] listening/)
  try {
    // The form sits after the answer for Nigeria, USD 200.
    await page.goto(`${origin}/navigator/remittance?to=NG&amount=200`)
    const form = page.getByRole('region', { name: priceAlertForm.heading('Nigeria') })
    await expect(form).toBeVisible()
    await expect(form.locator('input[name="corridor"]')).toHaveValue('NG')
    // Without the terms: the waitlist's message, input kept.
    await form.getByLabel(priceAlertForm.fullNameLabel).fill('Ada Okafor')
    await form.getByLabel(priceAlertForm.emailLabel).fill(email)
    await form.getByLabel(priceAlertForm.interestLabel).selectOption({ label: interestLabels.homeland })
    await form.getByRole('button', { name: priceAlertForm.submit }).click()
    await expect(page.getByText('You must accept the Terms of Service and Privacy Policy')).toBeVisible()
    await expect(page.getByLabel(priceAlertForm.emailLabel)).toHaveValue(email)
    await expectNoA11yViolations(page)
    await page.getByRole('checkbox', { name: new RegExp(signupForm.termsBefore.trim()) }).check()
    await page.getByRole('button', { name: priceAlertForm.submit }).click()
    await expect(page.getByRole('heading', { level: 1, name: priceAlertDone.heading })).toBeVisible(joinTimeout)
    await expect(page.getByText(priceAlertDone.body('Nigeria'))).toBeVisible()
    await expectNoA11yViolations(page)

    // Double opt-in: confirm from the mailbox link.
    const confirmLink = (await mailboxMessages(page, origin, email)).first().getByRole('link', { name: /\/waitlist\/confirm\?token=/ })
    await page.goto((await confirmLink.getAttribute('href'))!)
    await page.getByRole('button', { name: confirmPage.button }).click()
    await expect(page.getByRole('heading', { level: 1, name: statusPage.heading })).toBeVisible()

    // The operator installs a newer survey and runs the command against the data directory.
    await stop(app.child)
    const survey = newerSurvey(dataDir)
    const command = ['--import', 'tsx', 'scripts/remittance-alerts.ts', '--data', survey]
    const first = await run(command, vars)
    expect(first.output()).toContain('remittance:alerts: NG 2025Q4: 1 sent of 1 due')
    expect(first.output()).toContain('1 e-mail(s) sent, 0 failed')
    const second = await run(command, vars)
    expect(second.output()).toContain('0 e-mail(s) sent, 0 failed')

    app = await run(['server/index.mjs', BUILD], vars, /\[server\] listening/)
    const alerts = (await mailboxMessages(page, origin, email)).filter({ hasText: alertSubject })
    await expect(alerts).toHaveCount(1)
    await expect(alerts.getByText(/Prices surveyed in October-December 2025/)).toBeVisible()

    // Its leave link works.
    const leave = alerts.getByRole('link', { name: /\/waitlist\/leave\?token=/ })
    await page.goto((await leave.getAttribute('href'))!)
    await page.getByRole('button', { name: leavePage.button }).click()
    await expect(page.getByRole('heading', { level: 1, name: leavePage.leftHeading })).toBeVisible()
  } finally {
    await stop(app.child)
    rmSync(dataDir, { recursive: true, force: true })
  }
})
