/**
 * The forms in the request's language, end to end on the embedded stack (issue 23, decision 030):
 * a join posted from /fr/signup or /am/signup answers in that language, stores it with the optional
 * preferred language, e-mails in it, and is counted per preferred language for the owner (CSV too);
 * a sign-up from /fr/auth keeps the language in the user's metadata and on the new profile.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { formBody, listMail, newClientAddress, runAction, superuserDb, validFields, type ActionOutcome } from './waitlist.helpers'
import { PASSWORD, post, run, uniqueEmail } from './accounts.helpers'
import { bound } from '../support/time-scale'

const { withLocale } = await import('../support/request-context')
const { waitlistSummary, waitlistCsvStream } = await import('~/.server/waitlist/waitlist-admin.server')
const authRoute = await import('~/routes/auth')

/** A request run the way the server runs it: inside Paraglide's middleware, in its URL's language. */
async function inLocale<T>(request: Request, work: (request: Request) => Promise<T>): Promise<T> {
  let out: T | undefined
  await withLocale(request, async (r) => {
    out = await work(r)
    return new Response(null)
  })
  return out as T
}

function joinRequest(path: string, fields: Record<string, string>) {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    body: formBody(fields),
    headers: { 'X-Forwarded-For': `203.0.113.7, ${newClientAddress()}`, 'Content-Type': 'application/x-www-form-urlencoded' },
  })
}

const join = (path: string, fields: Record<string, string>): Promise<ActionOutcome> => inLocale(joinRequest(path, fields), runAction)

async function row(email: string) {
  const { rows } = await (
    await superuserDb()
  ).query<{ locale: string; preferred_language: string | null }>(
    'select locale, preferred_language from public.waitlist where email = $1',
    [email],
  )
  return rows[0]
}

// The embedded stack opens (and migrates) its database on first use: do it before the first test.
beforeAll(async () => {
  await superuserDb()
}, bound(120_000))

describe('the waitlist in the request language', () => {
  it('an empty join from /am/signup answers 400 with every message in Amharic', async () => {
    const outcome = await join('/am/signup', {})
    expect(outcome.status).toBe(400)
    expect(outcome.result?.error).toMatchObject({
      fullName: ['ሙሉ ስም ያስፈልጋል'],
      email: ['ኢሜይል ያስፈልጋል'],
      interest: ['እባክዎ የሚፈልጉትን ርዕስ ይምረጡ'],
      terms: ['የአገልግሎት ውሎችን እና የግላዊነት መመሪያን መቀበል አለብዎት'],
    })
  })

  it('a join from /fr/signup keeps French and the preferred language, and its e-mail is in French', async () => {
    const fields = validFields({ preferredLanguage: 'ti' }) as Record<string, string>
    const before = (await waitlistSummary()).byLanguage.find((r) => r.language === 'ti')!.count
    const outcome = await join('/fr/signup', fields)
    expect(outcome.status).toBe(302)
    expect(await row(fields.email!)).toEqual({ locale: 'fr', preferred_language: 'ti' })
    const [mail] = await listMail(fields.email!)
    expect(mail!.subject).toBe("Confirmez votre place sur la liste d'attente de Diaspora Finance")
    expect(mail!.text).toContain('/fr/waitlist/confirm?token=')
    expect((await waitlistSummary()).byLanguage.find((r) => r.language === 'ti')!.count).toBe(before + 1)
  })

  it('a duplicate from /am/signup is told in Amharic; English joins stay English with no preferred language', async () => {
    const fields = validFields() as Record<string, string>
    expect((await join('/signup', fields)).status).toBe(302)
    expect(await row(fields.email!)).toEqual({ locale: 'en', preferred_language: null })
    const again = await join('/am/signup', fields)
    expect(again.status).toBe(400)
    expect(again.result?.error?.['']).toEqual(['ይህ ኢሜይል ለቅድሚያ መጠቀም አስቀድሞ ተመዝግቧል።'])
  })

  it('a preferred language outside the list is refused (400, in the language), never stored', async () => {
    const fields = validFields({ preferredLanguage: 'xx' }) as Record<string, string>
    const outcome = await join('/fr/signup', fields)
    expect(outcome.status).toBe(400)
    expect(outcome.result?.error?.preferredLanguage).toEqual(['Choisissez une langue de la liste, ou laissez vide'])
    expect(await row(fields.email!)).toBeUndefined()
  })

  it('the CSV carries each entry preferred language and locale', async () => {
    const fields = validFields({ preferredLanguage: 'sw', fullName: 'Csv Language' }) as Record<string, string>
    await join('/am/signup', fields)
    const text = await new Response(waitlistCsvStream({ q: fields.email!, interest: null, status: null })).text()
    const [header, line] = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(header).toMatch(/,"preferred_language","locale"$/)
    expect(line).toMatch(/,"sw","am"$/)
  })
})

describe('accounts keep the language they were made in', () => {
  it('a sign-up from /fr/auth stores locale fr in the user metadata and on the profile', async () => {
    const email = uniqueEmail('fr-signup')
    const request = post(
      '/fr/auth?mode=sign-up',
      { intent: 'sign-up', fullName: 'Awa Diop', email, password: PASSWORD },
      undefined,
      '198.51.100.23',
    )
    const outcome = await inLocale(request, (r) => run(authRoute.action as never, r))
    expect(outcome.status).toBe(302)
    // Every sign-up is answered at a fixed moment (account-pace.server.ts): on a loaded machine the answer can
    // leave before the account is written, so wait for the row (a state), within the load-scaled bound.
    const db = await superuserDb()
    const read = () =>
      db.query<{ meta: string | null; profile: string }>(
        `select u.raw_user_meta_data ->> 'locale' as meta, p.locale as profile from auth.users u join public.profiles p on p.id = u.id where u.email = $1`,
        [email],
      )
    const giveUpAt = Date.now() + bound(30_000)
    let { rows } = await read()
    while (rows.length === 0 && Date.now() < giveUpAt) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      ;({ rows } = await read())
    }
    expect(rows).toEqual([{ meta: 'fr', profile: 'fr' }])
  })
})
