import { m } from '../../app/paraglide/messages.js'
import { expect, isJsOff, test } from './support/test'

// Issue 31 (decision 041): a form's errors after a navigation are not lost below the fold. The price
// alert posted from the Nigeria answer with no name lands on the alert page; focus goes to the error
// summary at the top (with JavaScript by the form's effect, without it by `autofocus` in the page
// the server sends), which is on the screen, announced (role="alert"), says how many answers need a
// change and links to the first. The same shared component serves every form (the waitlist's no-JS
// answer is checked too).

test.use({ viewport: { width: 375, height: 812 } })

for (const locale of ['en', 'fr'] as const) {
  test(`price alert without a name (${locale}): focus on the error summary at the top, its link leads to the field`, async ({ page }) => {
    const prefix = locale === 'en' ? '' : `/${locale}`
    await page.goto(`${prefix}/navigator/remittance?to=NG&amount=200`)
    const form = page.getByTestId('price-alert')
    await form.getByLabel(m.signup_form_email_label({}, { locale })).fill(`summary-${Date.now()}@example.com`)
    await form.locator('select[name="interest"]').selectOption('homeland')
    await form.locator('input[name="terms"]').check()
    await form.getByRole('button', { name: m.price_alerts_submit({}, { locale }) }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/navigator/remittance/alert\\?to=NG$`))

    const summary = page.getByRole('alert').filter({ hasText: m.chrome_form_error_title({}, { locale }) })
    await expect(summary).toBeVisible()
    await expect(summary).toBeFocused()
    await expect(summary).toBeInViewport()
    const link = summary.getByRole('link', { name: m.chrome_form_error_first_one({}, { locale }) })
    await expect(link).toHaveAttribute('href', '#alert-fullName')
    // Above the form's first field.
    const summaryBox = (await summary.boundingBox())!
    const fieldBox = (await page.locator('#alert-fullName').boundingBox())!
    expect(summaryBox.y).toBeLessThan(fieldBox.y)

    await link.click()
    if (isJsOff()) {
      await expect(page).toHaveURL(/#alert-fullName$/)
      await expect(page.locator('#alert-fullName')).toBeInViewport()
    } else {
      await expect(page.locator('#alert-fullName')).toBeFocused()
    }
  })
}

// The waitlist's form posts to /signup#get-early-access, and a page whose address names a target scrolls
// there instead of honouring autofocus (HTML's rule): the form, whose first item is the summary, is on screen.
test('the waitlist posted empty without JavaScript: the summary opens the form on screen and lists every field', async ({ page }) => {
  test.skip(!isJsOff(), 'with JavaScript the browser-side check stops the post and focuses the first field')
  await page.goto('/am/signup')
  await page.locator('form#waitlist button[type="submit"]').click()
  const summary = page.getByRole('alert').filter({ hasText: m.chrome_form_error_title({}, { locale: 'am' }) })
  await expect(summary).toBeInViewport()
  // One link, to the first of the four fields; each message is said once, beside its field.
  const link = summary.getByRole('link', { name: m.chrome_form_error_first_other({ count: '4' }, { locale: 'am' }) })
  await expect(link).toHaveAttribute('href', '#waitlist-fullName')
  await expect(page.getByText(m.validation_full_name_required({}, { locale: 'am' }))).toHaveCount(1)
})
