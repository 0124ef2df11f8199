import { randomBytes } from 'node:crypto'

import type { Page } from '@playwright/test'

import { waitlistAdminCopy } from '../../app/content/waitlist-admin'
import { ADMIN, signIn, uniqueEmail } from './support/accounts'
import { expect, test } from './support/test'
import { bound } from '../support/time-scale'

// Issue 31 (decision 041): the owner's waitlist counts say how many joined in French and in Amharic.
// Before, the only language block counted the form's optional "Preferred language", so entries
// joined on /fr/ and /am/ read "French 0 · Amharic 0 · Not given 7".

test.beforeAll(async ({ request }) => {
  await request.get('/dev/mailbox', { timeout: bound(60_000) })
})

async function joinedIn(page: Page): Promise<Record<string, number>> {
  await page.goto('/admin/waitlist')
  const block = page.getByTestId('waitlist-locale-counts')
  await expect(block).toBeVisible()
  const counts: Record<string, number> = {}
  for (const [locale, label] of Object.entries(waitlistAdminCopy.localeLabels)) {
    const row = block.locator('div').filter({ has: page.getByText(label, { exact: true }) })
    counts[locale] = Number(await row.locator('dd').textContent())
  }
  return counts
}

test('joins from /fr/signup and /am/signup are counted under French and Amharic with no preferred language given', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page, ADMIN.email, ADMIN.password)
  const before = await joinedIn(page)
  await expect(page.getByRole('heading', { name: waitlistAdminCopy.byLocaleLabel })).toBeVisible()
  for (const [i, path] of ['/fr/signup', '/fr/signup', '/am/signup'].entries()) {
    const joined = await request.post(path, {
      form: { fullName: `Langue ${i}`, email: uniqueEmail(`lang${i}`), interest: 'homeland', terms: 'on' },
      // A /64 of its own for each join: the join limit counts an IPv6 client by its /64.
      headers: { 'X-Forwarded-For': `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::${i + 2}` },
      maxRedirects: 0,
    })
    expect(joined.status(), path).toBe(302)
  }
  const after = await joinedIn(page)
  // At least (other tests may join at the same time on a parallel run).
  expect(after.fr! - before.fr!).toBeGreaterThanOrEqual(2)
  expect(after.am! - before.am!).toBeGreaterThanOrEqual(1)
})
