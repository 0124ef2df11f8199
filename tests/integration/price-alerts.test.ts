/**
 * Price alerts (docs/decisions/023-price-alerts.md) against the embedded stack: real Postgres on the
 * real migrations, the real send-confirmation function with the local mailbox as transport, the
 * route's action as React Router calls it, and `npm run remittance:alerts` as a child process against
 * a served stack (the hosted path: SUPABASE_URL, a secret key, the function over HTTP).
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { RouterContextProvider } from 'react-router'

import { listMail, newClientAddress, submit, validFields } from './waitlist.helpers'
import {
  call,
  cookiesFrom,
  get,
  joinAndConfirm,
  newestMail,
  post,
  sql,
  tokenOf,
  uniqueAddress,
  type Outcome,
} from './waitlist-growth.helpers'
import { bound } from '../support/time-scale'

const alertRoute = await import('~/routes/navigator.remittance.alert')
const leaveRoute = await import('~/routes/waitlist.leave')
const { runPriceAlerts } = await import('~/.server/remittance/price-alerts.server')
const { withLocale } = await import('../support/request-context')
const { remittanceData } = await import('~/.server/remittance/remittance-data.server')
const { validateRemittanceData } = await import('~/.server/remittance/remittance-schema.server')
const { getEmbeddedStack } = await import('~/.server/platform/supabase.server')
const { m: messages } = await import('~/paraglide/messages.js')
const { m } = await import('~/paraglide/messages.js')
const { servedStack } = await import('../support/local-stack')
const { localWaitlistFunctionSecret } = await import('../../supabase/local/functions')

type Dataset = typeof remittanceData

beforeAll(async () => {
  await getEmbeddedStack()
})
beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
})

/** The app's data as the next survey would have it: `quarter` published, with new prices for `codes` only. */
function newerData(codes: string[], quarter = '2025Q4'): Dataset {
  const copy = structuredClone(remittanceData) as Dataset
  // The file as published: the server adds each quote's speed and payout (a file of its own) at start-up.
  for (const corridor of copy.corridors) for (const quote of corridor.quotes) delete (quote as { payout?: unknown }).payout
  copy.source = { ...copy.source, quarter, edition: `Test edition (${quarter})` }
  for (const corridor of copy.corridors) {
    if (!codes.includes(corridor.to)) continue
    const cheapest = Math.min(...corridor.quotes.filter((q) => q.amount_usd === 200).map((q) => q.total_cost_pct))
    corridor.trend = [...corridor.trend, { quarter, average_cost_pct: corridor.average_cost_pct_200, cheapest_cost_pct: cheapest }]
  }
  const checked = validateRemittanceData(copy)
  if (!checked.ok) throw new Error(checked.message)
  return checked.data
}

function alertFields(overrides: Record<string, string> = {}) {
  const { email, fullName, interest, terms } = validFields() as Record<string, string>
  return { fullName: fullName!, email: email!, interest: interest!, terms: terms!, corridor: 'NG', ...overrides }
}

async function askForAlert(fields: Record<string, string>) {
  return call<{ result: { error?: Record<string, string[]> } }>(
    alertRoute.action,
    post('/navigator/remittance/alert', fields, { client: newClientAddress() }),
  )
}

async function alertRows(email: string) {
  return sql<{ corridor: string; since_quarter: string }>(
    'select a.corridor, a.since_quarter from public.waitlist_alerts a join public.waitlist w on w.id = a.entry_id where w.email = $1 order by a.corridor',
    [email],
  )
}

const alertMails = async (email: string) => (await listMail(email)).filter((mail) => mail.subject.startsWith('New prices for'))

describe('asking for price alerts', () => {
  it('joins the waitlist with the corridor on the entry, pending until confirmed, and answers with a page of its own', async () => {
    const fields = alertFields()
    const outcome = await askForAlert(fields)
    expect(outcome.status).toBe(303)
    expect(outcome.location).toBe('/navigator/remittance/alert?to=NG')

    const [entry] = await sql<{ status: string; full_name: string }>('select status, full_name from public.waitlist where email = $1', [
      fields.email,
    ])
    expect(entry).toEqual({ status: 'pending', full_name: 'Ada Okafor' })
    expect(await alertRows(fields.email)).toEqual([{ corridor: 'NG', since_quarter: remittanceData.source.quarter }])
    // Double opt-in as on /signup: the confirmation e-mail went out.
    const { mail, links } = await newestMail(fields.email)
    expect(mail.subject).toBe('Confirm your spot on the Diaspora Finance waitlist')
    expect(links.confirm).toMatch(/^\/waitlist\/confirm\?token=/)

    const page = await call<{ done: { code: string; country: string } }>(
      alertRoute.loader,
      get(outcome.location!, cookiesFrom(outcome.headers)),
    )
    expect(page.status).toBe(200)
    expect(page.data.done).toEqual({ code: 'NG', country: 'Nigeria' })
    expect(page.headers.get('Cache-Control')).toBe('no-store')
    // Without the flash (a refresh a minute later): the form for that corridor; without a surveyed
    // corridor: back to the analyzer.
    const again = await call<{ done: unknown; corridor: unknown }>(alertRoute.loader, get(outcome.location!))
    expect(again.status).toBe(200)
    expect(again.data).toEqual({ done: null, corridor: { code: 'NG', country: 'Nigeria' } })
    // A listed country the survey does not price yet gets the form too (issue 31: alerted once the survey adds it).
    const unsurveyed = await call<{ done: unknown; corridor: unknown }>(alertRoute.loader, get('/navigator/remittance/alert?to=SN'))
    expect(unsurveyed.status).toBe(200)
    expect(unsurveyed.data).toEqual({ done: null, corridor: { code: 'SN', country: 'Senegal' } })
    for (const path of ['/navigator/remittance/alert', '/navigator/remittance/alert?to=XX', '/navigator/remittance/alert?to=%3Cb%3E']) {
      const bare = await call(alertRoute.loader, get(path))
      expect(bare.status).toBe(303)
      expect(bare.location).toBe('/navigator/remittance')
    }
  })

  it('adds the corridor to an existing entry, answering exactly as for a new address', async () => {
    const email = uniqueAddress('existing')
    await joinAndConfirm(email)
    const mailsBefore = (await listMail(email)).length

    const existing = await askForAlert(alertFields({ email, fullName: 'Someone Else', corridor: 'GH' }))
    const fresh = await askForAlert(alertFields({ corridor: 'GH' }))
    expect(existing.status).toBe(fresh.status)
    expect(existing.location).toBe(fresh.location)
    const [a, b] = await Promise.all(
      [existing, fresh].map(async (o) => (await call(alertRoute.loader, get(o.location!, cookiesFrom(o.headers)))).data),
    )
    expect(a).toEqual(b)

    expect(await alertRows(email)).toEqual([{ corridor: 'GH', since_quarter: remittanceData.source.quarter }])
    // The entry is unchanged (no name taken from the form) and a confirmed member gets no e-mail.
    expect((await sql<{ full_name: string }>('select full_name from public.waitlist where email = $1', [email]))[0]!.full_name).toBe(
      'Ada Okafor',
    )
    expect(await listMail(email)).toHaveLength(mailsBefore)

    // A second corridor, and the same one again (stored once).
    await askForAlert(alertFields({ email, corridor: 'NG' }))
    await askForAlert(alertFields({ email, corridor: 'NG' }))
    expect((await alertRows(email)).map((r) => r.corridor)).toEqual(['GH', 'NG'])
  })

  it('finds the entry by its mailbox, as a join does: Gmail dots, a +tag and googlemail.com are the same entry (decision 020)', async () => {
    const local = `adaalerts${Date.now()}`
    await joinAndConfirm(`${local}@gmail.com`)
    const variant = `${local.slice(0, 3)}.${local.slice(3)}+prices@googlemail.com`
    expect((await askForAlert(alertFields({ email: variant, corridor: 'KE' }))).status).toBe(303)
    expect(await alertRows(`${local}@gmail.com`)).toEqual([{ corridor: 'KE', since_quarter: remittanceData.source.quarter }])
    expect(await sql('select 1 from public.waitlist where email = $1', [variant])).toEqual([])
  })

  it('uses the waitlist rules: messages and 400 with input kept, an unknown corridor refused, bots told they succeeded', async () => {
    const noTerms = await askForAlert(alertFields({ terms: '' }))
    expect(noTerms.status).toBe(400)
    expect(noTerms.data.result.error?.terms).toEqual([m.validation_terms_required()])

    const badEmail = await askForAlert(alertFields({ email: 'not-an-address' }))
    expect(badEmail.status).toBe(400)
    expect(badEmail.data.result.error?.email).toEqual([m.validation_email_invalid()])

    const email = uniqueAddress('unknown-corridor')
    const unknown = await askForAlert(alertFields({ email, corridor: 'XX' }))
    expect(unknown.status).toBe(400)
    expect(unknown.data.result.error?.corridor).toEqual([messages.price_alerts_corridor_invalid()])
    expect(await sql('select 1 from public.waitlist where email = $1', [email])).toHaveLength(0)

    const botEmail = uniqueAddress('bot')
    const bot = await askForAlert({ ...alertFields({ email: botEmail }), company_website: 'https://spam.example' })
    expect(bot.status).toBe(303)
    expect(await sql('select 1 from public.waitlist where email = $1', [botEmail])).toHaveLength(0)
  })

  it('shares the waitlist rate limit: the fourth request from one client in ten minutes is 429 with Retry-After', async () => {
    const client = newClientAddress()
    for (let i = 0; i < 3; i++) {
      const ok = await call(alertRoute.action, post('/navigator/remittance/alert', alertFields(), { client }))
      expect(ok.status).toBe(303)
    }
    const limited = await call<{ result: { error?: Record<string, string[]> } }>(
      alertRoute.action,
      post('/navigator/remittance/alert', alertFields(), { client }),
    )
    expect(limited.status).toBe(429)
    expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/)
    expect(limited.data.result.error?.['']).toEqual([m.server_rate_limited()])
  })
})

describe('the "check your e-mail" page in every language', () => {
  /** A loader or action run as the server runs it: inside the locale middleware, in its URL's language. */
  async function inLocale<T>(handler: unknown, request: Request): Promise<Outcome<T>> {
    let out: Outcome<T> | undefined
    await withLocale(request, async (localized) => {
      out = await call<T>(handler, localized)
      return new Response(null)
    })
    return out!
  }

  /**
   * The Cookie header a browser sends with a request for `url`, from the Set-Cookie lines of the answer
   * to `from` (RFC 6265 5.1.4 path-match, and 5.1.4's default path when a line has none).
   */
  function cookieSentTo(headers: Headers, from: string, url: string) {
    const requested = new URL(url, 'http://localhost').pathname
    const fromPath = new URL(from, 'http://localhost').pathname
    const defaultPath = fromPath.lastIndexOf('/') > 0 ? fromPath.slice(0, fromPath.lastIndexOf('/')) : '/'
    return headers
      .getSetCookie()
      .filter((line) => {
        const attribute = line
          .split(';')
          .slice(1)
          .map((a) => a.trim())
          .find((a) => /^path=/i.test(a))
        const path = attribute?.slice(5).startsWith('/') ? attribute.slice(5) : defaultPath
        return requested === path || (requested.startsWith(path) && (path.endsWith('/') || requested[path.length] === '/'))
      })
      .map((line) => line.split(';')[0]!.trim())
      .join('; ')
  }

  it.each([
    ['fr', '/fr', 'Nigeria'],
    ['am', '/am', 'ናይጄሪያ'],
    ['en', '', 'Nigeria'],
  ])('%s: after posting the form, the next GET shows the confirmation, not the form again', async (_locale, prefix, country) => {
    const posted = `${prefix}/navigator/remittance/alert?to=NG`
    const outcome = await inLocale(alertRoute.action, post(posted, alertFields(), { client: newClientAddress() }))
    expect(outcome.status).toBe(303)
    expect(outcome.location).toBe(posted)
    // The next page, and the data a client-side navigation loads for it, both carry the flash.
    expect(cookieSentTo(outcome.headers, posted, `${prefix}/navigator/remittance/alert.data?to=NG`)).toMatch(/^price_alert=/)
    const cookie = cookieSentTo(outcome.headers, posted, outcome.location!)
    expect(cookie).toMatch(/^price_alert=/)
    const page = await inLocale<{ done: unknown; corridor: unknown }>(alertRoute.loader, get(outcome.location!, cookie))
    expect(page.status).toBe(200)
    expect(page.data).toEqual({ done: { code: 'NG', country }, corridor: null })
    // Read once: the clearing line goes to the same path, so the browser drops the flash.
    expect(page.headers.getSetCookie()).toEqual([expect.stringMatching(/^price_alert=; Max-Age=0; Path=\/;/)])
  })
})

describe('npm run remittance:alerts (the run, in-process)', () => {
  it('e-mails a confirmed member once per corridor and quarter; a second run sends nothing new', async () => {
    const email = uniqueAddress('alerted')
    await askForAlert(alertFields({ email, corridor: 'NG' }))
    await askForAlert(alertFields({ email, corridor: 'KE' }))
    const { links } = await newestMail(email)
    const { confirm } = await import('./waitlist-growth.helpers')
    await confirm(links.confirm)

    // The data the member already saw: nothing to tell.
    await runPriceAlerts(remittanceData)
    expect(await alertMails(email)).toHaveLength(0)

    // A newer survey with new prices for Nigeria only (Kenya's prices are still the old quarter's).
    const next = newerData(['NG'])
    const first = await runPriceAlerts(next, { pageSize: 1 })
    const mails = await alertMails(email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('New prices for sending money to Nigeria')
    expect(mails[0]!.text).toContain('Prices surveyed in October-December 2025')
    expect(mails[0]!.text).toMatch(/\/navigator\/remittance\?to=NG/)
    expect(mails[0]!.text).toMatch(/\/waitlist\/leave\?token=[A-Za-z0-9_-]{43}/)
    expect(first.corridors.find((c) => c.corridor === 'KE')).toMatchObject({ quarter: '2025Q3', due: 0 })
    expect(first.sent).toBeGreaterThanOrEqual(1)
    expect(first.failed).toBe(0)

    const sends = await sql<{ quarter: string }>(
      'select s.quarter from private.waitlist_alert_sends s join public.waitlist w on w.id = s.entry_id where w.email = $1',
      [email],
    )
    expect(sends).toEqual([{ quarter: '2025Q4' }])

    const second = await runPriceAlerts(next)
    expect(second.sent).toBe(0)
    expect(await alertMails(email)).toHaveLength(1)

    // The quarter after: one more, for the corridors it covers.
    await runPriceAlerts(newerData(['NG', 'KE'], '2026Q1'))
    const later = await alertMails(email)
    expect(later.map((mail) => mail.subject).sort()).toEqual([
      'New prices for sending money to Kenya',
      'New prices for sending money to Nigeria',
      'New prices for sending money to Nigeria',
    ])
  })

  it("sends nothing to a pending entry or to one that left, and the alert e-mail's leave link works", async () => {
    const pending = uniqueAddress('pending')
    await askForAlert(alertFields({ email: pending, corridor: 'SO' }))

    const leaving = uniqueAddress('leaving')
    await askForAlert(alertFields({ email: leaving, corridor: 'SO' }))
    await (await import('./waitlist-growth.helpers')).confirm((await newestMail(leaving)).links.confirm)

    const stays = uniqueAddress('stays')
    await askForAlert(alertFields({ email: stays, corridor: 'SO' }))
    await (await import('./waitlist-growth.helpers')).confirm((await newestMail(stays)).links.confirm)

    // The confirmation e-mail's leave link: the member leaves before any alert.
    const leave = await call(leaveRoute.action, post('/waitlist/leave', { token: tokenOf((await newestMail(leaving)).links.leave) }))
    expect(leave.status).toBe(302)
    expect(await sql('select 1 from public.waitlist where email = $1', [leaving])).toHaveLength(0)

    await runPriceAlerts(newerData(['SO']))
    expect(await alertMails(pending)).toHaveLength(0)
    expect(await alertMails(leaving)).toHaveLength(0)
    const [alert] = await alertMails(stays)
    expect(alert).toBeDefined()

    // The alert's own leave link (a fresh single-purpose token) removes the entry and its alerts.
    const leavePath = /https?:\/\/\S+(\/waitlist\/leave\?token=[A-Za-z0-9_-]{43})/.exec(alert!.text)![1]!
    const page = await call<{ view: string; email?: string }>(leaveRoute.loader, get(leavePath))
    expect(page.data).toMatchObject({ view: 'ready', email: stays })
    const left = await call(leaveRoute.action, post('/waitlist/leave', { token: tokenOf(leavePath) }))
    expect(left.status).toBe(302)
    expect(await sql('select 1 from public.waitlist where email = $1', [stays])).toHaveLength(0)
    expect(
      await sql(
        "select 1 from public.waitlist_alerts a where a.corridor = 'SO' and not exists (select 1 from public.waitlist w where w.id = a.entry_id)",
      ),
    ).toHaveLength(0)

    // The pending member confirms later: the quarter they have not been told about is sent then.
    await (await import('./waitlist-growth.helpers')).confirm((await newestMail(pending)).links.confirm)
    await runPriceAlerts(newerData(['SO']))
    expect(await alertMails(pending)).toHaveLength(1)
  })

  it('the function refuses an alert without the secret, and never sends one twice for a quarter', async () => {
    const stack = (await getEmbeddedStack())!
    const email = uniqueAddress('direct')
    await askForAlert(alertFields({ email, corridor: 'ER' }))
    await (await import('./waitlist-growth.helpers')).confirm((await newestMail(email)).links.confirm)
    const [{ id }] = (await sql<{ id: string }>('select id from public.waitlist where email = $1', [email])) as [{ id: string }]
    const body = JSON.stringify({ kind: 'price-alert', entryId: id, corridor: 'ER', country: 'Eritrea', quarter: '2025Q4' })
    const invoke = (headers: Record<string, string>) =>
      stack.handler(
        new Request('http://127.0.0.1:54321/functions/v1/send-confirmation', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...headers },
          body,
        }),
      )
    expect((await invoke({})).status).toBe(401)
    const secret = localWaitlistFunctionSecret(stack.serviceRoleKey)
    const answers = await Promise.all(Array.from({ length: 5 }, () => invoke({ 'x-waitlist-secret': secret }).then((r) => r.json())))
    expect(answers.filter((a) => a.sent === true)).toHaveLength(1)
    expect(answers.filter((a) => a.reason === 'already_sent')).toHaveLength(4)
    expect(await alertMails(email)).toHaveLength(1)
  })
})

describe('npm run remittance:alerts (the command, against a served stack as against a hosted project)', () => {
  it(
    'sends once, then nothing',
    async () => {
      const served = await servedStack({ log: () => {} })
      const dir = mkdtempSync(join(tmpdir(), 'price-alerts-'))
      try {
        const email = uniqueAddress('hosted')
        const { rows } = await served.stack.db.query<{ id: string }>(
          "insert into public.waitlist (full_name, email, interest, confirmed_at) values ('Ada Okafor', $1, 'homeland', now()) returning id",
          [email],
        )
        await served.stack.db.query("insert into public.waitlist_alerts (entry_id, corridor, since_quarter) values ($1, 'NG', '2025Q3')", [
          rows[0]!.id,
        ])
        const file = join(dir, 'next.json')
        writeFileSync(file, JSON.stringify(newerData(['NG'])))

        const run = () =>
          new Promise<{ code: number | null; out: string }>((resolve) => {
            const env: NodeJS.ProcessEnv = {
              ...process.env,
              NODE_ENV: 'production',
              SUPABASE_URL: served.url,
              SUPABASE_ANON_KEY: served.stack.publishableKey,
              SUPABASE_SECRET_KEY: served.stack.secretKey,
              SESSION_SECRET: 'x'.repeat(32),
              SITE_URL: 'https://diaspora.example',
              WAITLIST_FUNCTION_SECRET: localWaitlistFunctionSecret(served.stack.serviceRoleKey),
            }
            delete env.SUPABASE_LOCAL_DATA_DIR
            const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/remittance-alerts.ts', '--data', file], {
              env,
              stdio: ['ignore', 'pipe', 'pipe'],
            })
            let out = ''
            child.stdout.on('data', (chunk) => (out += chunk))
            child.stderr.on('data', (chunk) => (out += chunk))
            child.on('exit', (code) => resolve({ code, out }))
          })

        const first = await run()
        expect(first.out).toContain('1 e-mail(s) sent, 0 failed')
        expect(first.code).toBe(0)
        const mails = (await served.stack.listMail(email)).filter((mail) => mail.subject.startsWith('New prices for'))
        expect(mails).toHaveLength(1)
        // The function's SITE_URL decides where links point (on hosted: its Supabase secret).
        expect(mails[0]!.text).toContain(`${served.stack.authConfig.siteUrl.replace(/\/$/, '')}/waitlist/leave?token=`)

        const second = await run()
        expect(second.out).toContain('0 e-mail(s) sent, 0 failed')
        expect(second.code).toBe(0)
        expect((await served.stack.listMail(email)).filter((mail) => mail.subject.startsWith('New prices for'))).toHaveLength(1)
      } finally {
        await served.stop()
        rmSync(dir, { recursive: true, force: true })
      }
    },
    bound(120_000),
  )
})

describe('the owner sees the corridors asked for', () => {
  it('in the admin list and in the CSV export', async () => {
    const { createSupabaseServerClient } = await import('~/.server/platform/supabase.server')
    const { ADMIN_CREDENTIALS } = await import('./admin.helpers')
    const { supabase, headers } = createSupabaseServerClient(post('/auth'))
    const { error } = await supabase.auth.signInWithPassword(ADMIN_CREDENTIALS)
    if (error) throw error
    const adminCookie = cookiesFrom(headers)

    const email = uniqueAddress('admin-view')
    await askForAlert(alertFields({ email, corridor: 'NG' }))
    await askForAlert(alertFields({ email, corridor: 'GH' }))
    const plain = uniqueAddress('admin-plain')
    expect((await submit(validFields({ email: plain }))).status).toBe(302)

    const listRoute = await import('~/routes/admin/waitlist')
    const page = await call<{ entries: { email: string; priceAlerts?: string[] }[] }>(
      listRoute.loader,
      get(`/admin/waitlist?q=admin-`, adminCookie),
    )
    expect(page.status).toBe(200)
    expect(page.data.entries.find((e) => e.email === email)?.priceAlerts).toEqual(['GH', 'NG'])
    expect(page.data.entries.find((e) => e.email === plain)?.priceAlerts).toEqual([])

    const exportRoute = await import('~/routes/admin/waitlist.export')
    const response = (await exportRoute.loader({
      request: get('/admin/waitlist/export.csv?q=admin-', adminCookie),
      params: {},
      context: new RouterContextProvider(),
    } as never)) as Response
    const text = (await response.text()).replace(/^\uFEFF/, '')
    const [header, ...rows] = text.trim().split('\r\n')
    expect(header!.split(',').slice(-3)).toEqual(['"price_alerts"', '"preferred_language"', '"locale"'])
    expect(rows.find((r) => r.includes(email))).toMatch(/,"GH NG","","en"$/)
    expect(rows.find((r) => r.includes(plain))).toMatch(/,"","","en"$/)
  })
})
