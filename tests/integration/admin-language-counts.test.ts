/**
 * The owner's "By language" counts (issue 31, decision 041): an entry joined on /fr/ or /am/ is counted
 * under French or Amharic at once, even when its member left the form's optional "Preferred language"
 * empty (before, the only block counted that drop-down, so French 0 · Amharic 0 while they joined in
 * those languages); the counter equals a count of the table, and the preferred-language block keeps
 * counting the drop-down only.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { formBody, newClientAddress, runAction, superuserDb, validFields, type ActionOutcome } from './waitlist.helpers'
import { bound } from '../support/time-scale'

const { withLocale } = await import('../support/request-context')
const { waitlistSummary } = await import('~/.server/waitlist/waitlist-admin.server')

function join(path: string, fields: Record<string, string>): Promise<ActionOutcome> {
  const request = new Request(`http://localhost${path}`, {
    method: 'POST',
    body: formBody(fields),
    headers: { 'X-Forwarded-For': `203.0.113.9, ${newClientAddress()}`, 'Content-Type': 'application/x-www-form-urlencoded' },
  })
  let out: ActionOutcome | undefined
  return withLocale(request, async (r) => {
    out = await runAction(r)
    return new Response(null)
  }).then(() => out!)
}

const countOf = (summary: Awaited<ReturnType<typeof waitlistSummary>>, locale: string) =>
  summary.byLocale.find((row) => row.locale === locale)!.count

beforeAll(async () => {
  await superuserDb()
}, bound(120_000))

describe('admin waitlist counts by language', () => {
  it('counts joins from /fr/ and /am/ under French and Amharic, with no preferred language given', async () => {
    const before = await waitlistSummary()
    expect(before.byLocale.map((row) => row.locale)).toEqual(['en', 'fr', 'am'])
    for (const path of ['/fr/signup', '/fr/signup', '/am/signup', '/signup']) {
      expect((await join(path, validFields() as Record<string, string>)).status, path).toBe(302)
    }
    const after = await waitlistSummary()
    expect(countOf(after, 'fr') - countOf(before, 'fr')).toBe(2)
    expect(countOf(after, 'am') - countOf(before, 'am')).toBe(1)
    expect(countOf(after, 'en') - countOf(before, 'en')).toBe(1)
    // The drop-down was left empty: those four are "not given" there, as before.
    const notGiven = (s: typeof after) => s.byLanguage.find((row) => row.language === '')!.count
    expect(notGiven(after) - notGiven(before)).toBe(4)
    // The counter is the table's truth.
    const { rows } = await (
      await superuserDb()
    ).query<{ locale: string; n: number }>('select locale, count(*)::int as n from public.waitlist group by 1')
    for (const locale of ['en', 'fr', 'am']) expect(countOf(after, locale), locale).toBe(rows.find((r) => r.locale === locale)?.n ?? 0)
    expect(after.byLocale.reduce((n, row) => n + row.count, 0)).toBe(after.total)
  })

  it('a removed entry leaves its language count', async () => {
    const fields = validFields() as Record<string, string>
    expect((await join('/am/signup', fields)).status).toBe(302)
    const before = countOf(await waitlistSummary(), 'am')
    await (await superuserDb()).query('delete from public.waitlist where email = $1', [fields.email])
    expect(countOf(await waitlistSummary(), 'am')).toBe(before - 1)
  })
})
