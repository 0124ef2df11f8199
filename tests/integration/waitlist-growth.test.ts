/**
 * The waitlist as a growth tool, against the embedded stack (real Postgres on the real migrations,
 * the real send-confirmation function with the local mailbox as transport): double opt-in that mail
 * scanners cannot trigger, referral links and place in line, leaving the list, asking for the e-mail
 * again, and the function that is no longer a mail relay.
 */
import { createHash, randomBytes } from 'node:crypto'

import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { formErrors, listMail, newClientAddress, signupRoute, submit, validFields } from './waitlist.helpers'
import {
  call,
  confirm,
  cookiesFrom,
  entryRow,
  get,
  join,
  joinAndConfirm,
  newestMail,
  post,
  sql,
  statusOf,
  tokenOf,
  uniqueAddress,
} from './waitlist-growth.helpers'
import { bound } from '../support/time-scale'

const confirmRoute = await import('~/routes/waitlist.confirm')
const leaveRoute = await import('~/routes/waitlist.leave')
const resendRoute = await import('~/routes/waitlist.resend')
const { getToast } = await import('~/.server/platform/toast.server')
const { getEmbeddedStack } = await import('~/.server/platform/supabase.server')
const { m } = await import('~/paraglide/messages.js')
const rules = await import('~/lib/waitlist-referral')
const { resendToast } = await import('~/.server/waitlist/resend-toast.server')
const { clientFor } = await import('../support/local-stack')
const { SECRET_HEADER } = await import('../../supabase/functions/send-confirmation/handler')
const { localWaitlistFunctionSecret } = await import('../../supabase/local/functions')

// Open (and on a fresh machine, migrate) the embedded database before the first test's clock starts.
beforeAll(async () => {
  await getEmbeddedStack()
})

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
})

type ConfirmView = { view: string; email?: string; token?: string }
type LeaveView = { view: string; email?: string }

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const forgedToken = () => randomBytes(32).toString('base64url')

async function toastOf(headers: Headers) {
  return (await getToast(get('/', cookiesFrom(headers)))).toast
}

async function standingRows() {
  return sql<{ email: string; confirmed_at: Date; created_at: Date; id: string; referrals: number }>(
    `select w.email, w.confirmed_at, w.created_at, w.id,
            (select count(*)::int from public.waitlist r where r.referred_by = w.id and r.confirmed_at is not null) as referrals
     from public.waitlist w where w.confirmed_at is not null`,
  )
}

/** The documented rule, computed here independently: base place by confirmation, minus 5 per referral (ties: more referrals first). */
async function expectedPlaces(): Promise<Map<string, number>> {
  const rows = (await standingRows()).sort(
    (a, b) => +a.confirmed_at - +b.confirmed_at || +a.created_at - +b.created_at || (a.id < b.id ? -1 : 1),
  )
  const scored = rows.map((r, i) => ({
    email: r.email,
    base: i + 1,
    referrals: r.referrals,
    score: i + 1 - rules.PLACES_PER_REFERRAL * r.referrals,
  }))
  scored.sort((a, b) => a.score - b.score || b.referrals - a.referrals || a.base - b.base)
  return new Map(scored.map((s, i) => [s.email, i + 1]))
}

describe('place in line and referrals', () => {
  it(
    'moves a referrer up 5 places per confirmed referral, credited only on the referee confirmation',
    { timeout: bound(90_000) },
    async () => {
      // Seven members confirm before A, so A starts 8 places after those already confirmed (whatever
      // ran before in this file: n0 of them).
      const [{ n: n0 }] = await sql<{ n: number }>('select count(*)::int as n from public.waitlist where confirmed_at is not null')
      for (let i = 0; i < 7; i++) await joinAndConfirm(uniqueAddress(`filler${i}`))
      const a = uniqueAddress('ada')
      const { links: aLinks, status: aStatus } = await joinAndConfirm(a)
      const before = await statusOf(aStatus)
      expect(before).toMatchObject({ view: 'status', confirmed: true, place: n0 + 8, total: n0 + 8, referrals: 0 })

      // B joins through A's link: recorded, but no credit while B is pending.
      const code = new URL(aLinks.referral, 'http://x').searchParams.get('ref')!
      const b = uniqueAddress('bola')
      const bLinks = await join(b, { ref: code })
      expect((await entryRow(b))!.referred_by).toBe((await entryRow(a))!.id)
      expect(await statusOf(aStatus)).toMatchObject({ place: n0 + 8, referrals: 0 })

      // B confirms: A moves up 5 places (past fillers 3 to 7; n0 + 8 -> n0 + 3); B is last.
      const bStatus = await confirm(bLinks.confirm)
      expect(await statusOf(aStatus)).toMatchObject({ place: n0 + 3, total: n0 + 9, referrals: 1 })
      expect(await statusOf(bStatus)).toMatchObject({ place: n0 + 9, referrals: 0 })

      // A second confirmed referral: further up (first of all on a fresh list: 8 - 10), as the rule says.
      const c = uniqueAddress('chidi')
      await joinAndConfirm(c, { ref: code })
      const after = await statusOf(aStatus)
      expect(after).toMatchObject({ total: n0 + 10, referrals: 2 })
      const place = after.view === 'status' ? after.place : null
      expect(place).toBe((await expectedPlaces()).get(a))
      expect(place!).toBeLessThan(n0 + 3)

      // Every member's place agrees with the rule computed independently.
      const expected = await expectedPlaces()
      const { standingOf } = await import('~/.server/waitlist/waitlist-links.server')
      for (const row of await sql<{ id: string; email: string }>('select id, email from public.waitlist where confirmed_at is not null')) {
        expect((await standingOf(row.id))!.place, row.email).toBe(expected.get(row.email))
      }
    },
  )

  it('the status link from the e-mail shows a pending member no place, and their referral link', async () => {
    const email = uniqueAddress('pending')
    const links = await join(email)
    const view = await statusOf(links.status)
    expect(view).toMatchObject({ view: 'status', confirmed: false, place: null, referrals: 0 })
    expect(view.view === 'status' && view.referralUrl).toMatch(/\/signup\?ref=[a-z0-9]{12}$/)
  })

  it('caps the joins one referral link is credited with at 10 per 24 hours; later joins still succeed', async () => {
    const owner = uniqueAddress('farmer')
    const links = await join(owner)
    const code = new URL(links.referral, 'http://x').searchParams.get('ref')!
    const ownerId = (await entryRow(owner))!.id
    for (let i = 0; i < rules.REFERRAL_JOINS_PER_DAY; i++) await join(uniqueAddress(`farmed${i}`), { ref: code })
    const extra = uniqueAddress('farmed-extra')
    await join(extra, { ref: code })
    const [{ n }] = await sql<{ n: number }>('select count(*)::int as n from public.waitlist where referred_by = $1', [ownerId])
    expect(n).toBe(rules.REFERRAL_JOINS_PER_DAY)
    expect((await entryRow(extra))!.referred_by).toBeNull()

    // A day later the link is credited again.
    await sql(`update public.waitlist set created_at = created_at - interval '25 hours' where referred_by = $1`, [ownerId])
    const later = uniqueAddress('farmed-later')
    await join(later, { ref: code })
    expect((await entryRow(later))!.referred_by).toBe(ownerId)
  })

  it('an unknown or malformed referral code is ignored: the join succeeds, uncredited', async () => {
    for (const ref of ['000000000000', 'not a code', `x'); delete from public.waitlist; --`, 'A'.repeat(500)]) {
      const email = uniqueAddress('badref')
      await join(email, { ref })
      expect((await entryRow(email))!.referred_by).toBeNull()
    }
  })

  it('the numbers members are told are the ones Postgres applies', async () => {
    const [row] = await sql<{ places: number; joins: number; resend: number; confirm: number }>(
      `select private.waitlist_rule('places_per_referral') as places, private.waitlist_rule('referral_joins_per_day') as joins,
              private.waitlist_rule('resend_seconds') as resend, private.waitlist_rule('confirm_days') as confirm`,
    )
    expect(row).toEqual({
      places: rules.PLACES_PER_REFERRAL,
      joins: rules.REFERRAL_JOINS_PER_DAY,
      resend: rules.RESEND_INTERVAL_SECONDS,
      confirm: rules.CONFIRM_LINK_DAYS,
    })
    const { mail } = await newestMail((await sql<{ email: string }>('select email from public.waitlist limit 1'))[0]!.email)
    expect(mail.text).toContain(`moves you up ${rules.PLACES_PER_REFERRAL} places`)
    expect(mail.text).toContain(`works for ${rules.CONFIRM_LINK_DAYS} days`)
  })
})

describe('double opt-in', () => {
  it('a join stays pending; the e-mail carries confirm, status, leave and referral links and nothing the joiner wrote', async () => {
    const email = uniqueAddress('optin')
    const fullName = 'Your account is locked. Verify at https://evil.example/login'
    const links = await join(email, { fullName })
    expect(await entryRow(email)).toMatchObject({ status: 'pending', confirmed_at: null, confirmation_sends: 1 })
    const { mail } = await newestMail(email)
    expect(mail.text).not.toContain('evil.example')
    expect(mail.text).not.toContain('locked')
    expect(mail.html).not.toContain('evil.example')
    expect(mail.link).toContain('/waitlist/confirm?token=') // the first link is the confirmation
    expect(mail.text).toContain('Teach Me About Investing')

    // Only SHA-256 digests are stored, one per purpose.
    const tokens = await sql<{ purpose: string; hash: string }>(
      `select t.purpose, encode(t.token_hash, 'hex') as hash from private.waitlist_tokens t
       join public.waitlist w on w.id = t.entry_id where w.email = $1 order by t.purpose`,
      [email],
    )
    expect(tokens).toEqual([
      { purpose: 'confirm', hash: sha256(tokenOf(links.confirm)) },
      { purpose: 'leave', hash: sha256(tokenOf(links.leave)) },
      { purpose: 'status', hash: sha256(tokenOf(links.status)) },
    ])
  })

  it('GET on the confirm link changes nothing; the POST confirms once; a replay confirms nothing', async () => {
    const email = uniqueAddress('scanner')
    const links = await join(email)
    // A mail scanner opens the link (twice): only a page with a button.
    for (let i = 0; i < 2; i++) {
      const page = await call<ConfirmView>(confirmRoute.loader, get(links.confirm))
      expect(page.status).toBe(200)
      expect(page.data).toMatchObject({ view: 'ready', email })
      expect(page.headers.get('Cache-Control')).toBe('no-store')
    }
    expect((await entryRow(email))!.status).toBe('pending')

    const statusPath = await confirm(links.confirm)
    const confirmedAt = (await entryRow(email))!.confirmed_at
    expect(confirmedAt).toBeInstanceOf(Date)
    expect(await statusOf(statusPath)).toMatchObject({ view: 'status', confirmed: true })

    const replay = await call<ConfirmView>(confirmRoute.action, post('/waitlist/confirm', { token: tokenOf(links.confirm) }))
    expect(replay.status).toBe(410)
    expect(replay.data).toEqual({ view: 'used' })
    expect((await entryRow(email))!.confirmed_at).toEqual(confirmedAt)
    expect((await call<ConfirmView>(confirmRoute.loader, get(links.confirm))).data).toEqual({ view: 'used' })
  })

  it('the status page greets the member after confirming, itself: no toast on top of it (decision 022)', async () => {
    const links = await join(uniqueAddress('toast'))
    const route = await import('~/routes/waitlist.confirm')
    const outcome = await call(route.action, post('/waitlist/confirm', { token: tokenOf(links.confirm) }))
    expect(await toastOf(outcome.headers)).toBeUndefined()
    const status = await import('~/routes/waitlist.status')
    const welcomed = await call<{ view: string; welcome?: boolean }>(status.loader, get(outcome.location!))
    expect(welcomed.data).toMatchObject({ view: 'status', welcome: true })
    const later = await call<{ view: string; welcome?: boolean }>(status.loader, get(outcome.location!.replace('&confirmed=1', '')))
    expect(later.data).toMatchObject({ view: 'status', welcome: false })
  })

  it('an expired confirmation link gets a clear page and confirms nothing', async () => {
    const email = uniqueAddress('late')
    const links = await join(email)
    await sql(`update private.waitlist_tokens set expires_at = now() - interval '1 second' where token_hash = decode($1, 'hex')`, [
      sha256(tokenOf(links.confirm)),
    ])
    expect(await call(confirmRoute.loader, get(links.confirm))).toMatchObject({ status: 410, data: { view: 'expired' } })
    const post1 = await call(confirmRoute.action, post('/waitlist/confirm', { token: tokenOf(links.confirm) }))
    expect(post1).toMatchObject({ status: 410, data: { view: 'expired' } })
    expect((await entryRow(email))!.status).toBe('pending')
  })

  it('forged, malformed and wrong-purpose tokens never confirm or delete anything, and never 500', async () => {
    const email = uniqueAddress('forged')
    const links = await join(email)
    const count = async () => (await sql<{ n: number }>('select count(*)::int as n from public.waitlist'))[0]!.n
    const before = await count()
    const bad = [
      forgedToken(),
      tokenOf(links.leave), // right entry, wrong purpose
      tokenOf(links.status),
      '',
      'abc',
      'x'.repeat(5000),
      `${forgedToken().slice(0, 40)}' or '1'='1`,
      sha256(tokenOf(links.confirm)), // the stored digest is not the token
    ]
    for (const token of bad) {
      const page = await call<ConfirmView>(confirmRoute.loader, get(`/waitlist/confirm?token=${encodeURIComponent(token)}`))
      expect(page.status, token).toBe(404)
      expect(page.data).toEqual({ view: 'unknown' })
      const posted = await call<ConfirmView>(confirmRoute.action, post('/waitlist/confirm', { token }))
      expect(posted.status, token).toBe(404)
      const leaveToken = token === tokenOf(links.leave) ? tokenOf(links.confirm) : token
      const left = await call<LeaveView>(leaveRoute.action, post('/waitlist/leave', { token: leaveToken }))
      expect(left.status, token).toBe(404)
    }
    expect((await call(confirmRoute.loader, get('/waitlist/confirm'))).status).toBe(404)
    expect((await entryRow(email))!.status).toBe('pending')
    expect(await count()).toBe(before)
  })
})

describe('leaving the list', () => {
  it('GET shows the address; POST deletes the entry, its tokens and its referral links; a replay deletes nothing', async () => {
    const a = uniqueAddress('leaver')
    const { links: aLinks, status: aStatus } = await joinAndConfirm(a)
    const code = new URL(aLinks.referral, 'http://x').searchParams.get('ref')!
    const b = uniqueAddress('referee')
    const { links: bLinks, status: bStatus } = await joinAndConfirm(b, { ref: code })
    const aId = (await entryRow(a))!.id
    expect(await statusOf(aStatus)).toMatchObject({ referrals: 1 })

    // The referee leaves: the referrer's credit goes with the link.
    const page = await call<LeaveView>(leaveRoute.loader, get(bLinks.leave))
    expect(page.data).toEqual({ view: 'ready', token: tokenOf(bLinks.leave), email: b })
    expect(await entryRow(b)).toBeDefined()
    const left = await call(leaveRoute.action, post('/waitlist/leave', { token: tokenOf(bLinks.leave) }))
    expect(left.status).toBe(302)
    expect(left.location).toBe('/waitlist/leave')
    expect(await toastOf(left.headers)).toMatchObject({ type: 'success', message: 'You have left the waitlist' })
    const after = await call<LeaveView>(leaveRoute.loader, get('/waitlist/leave', cookiesFrom(left.headers)))
    expect(after.data).toEqual({ view: 'left' })
    expect(await entryRow(b)).toBeUndefined()
    expect(await statusOf(bStatus)).toEqual({ view: 'unknown' })
    expect(await statusOf(aStatus)).toMatchObject({ referrals: 0 })

    // The referrer leaves: their row and tokens go, and nobody points at them any more.
    const c = uniqueAddress('second-referee')
    await join(c, { ref: code })
    expect((await entryRow(c))!.referred_by).toBe(aId)
    expect((await call(leaveRoute.action, post('/waitlist/leave', { token: tokenOf(aLinks.leave) }))).status).toBe(302)
    expect(await entryRow(a)).toBeUndefined()
    expect(await sql('select 1 from private.waitlist_tokens where entry_id = $1', [aId])).toEqual([])
    expect((await entryRow(c))!.referred_by).toBeNull()

    // Replaying the leave link (or any of the entry's links) now finds nothing and deletes nothing.
    const count = (await sql<{ n: number }>('select count(*)::int as n from public.waitlist'))[0]!.n
    expect(await call(leaveRoute.action, post('/waitlist/leave', { token: tokenOf(aLinks.leave) }))).toMatchObject({ status: 404 })
    expect((await call(leaveRoute.loader, get(aLinks.leave))).status).toBe(404)
    expect((await sql<{ n: number }>('select count(*)::int as n from public.waitlist'))[0]!.n).toBe(count)
  })

  it('leave links keep working long after the e-mail (two years), then expire with a clear page', async () => {
    const email = uniqueAddress('old-mail')
    const links = await join(email)
    const [{ days }] = await sql<{ days: number }>(
      `select extract(day from expires_at - created_at)::int as days from private.waitlist_tokens where token_hash = decode($1, 'hex')`,
      [sha256(tokenOf(links.leave))],
    )
    expect(days).toBe(730)
    await sql(`update private.waitlist_tokens set expires_at = now() - interval '1 second' where token_hash = decode($1, 'hex')`, [
      sha256(tokenOf(links.leave)),
    ])
    expect(await call(leaveRoute.loader, get(links.leave))).toMatchObject({ status: 410, data: { view: 'expired' } })
    expect(await call(leaveRoute.action, post('/waitlist/leave', { token: tokenOf(links.leave) }))).toMatchObject({ status: 410 })
    expect(await entryRow(email)).toBeDefined()
  })
})

describe('asking for the e-mail again', () => {
  async function joinWithTicket(email: string) {
    const outcome = await submit(validFields({ email }))
    const page = await call<{ joined: { resendTicket: string } | null }>(signupRoute.loader, get('/signup', cookiesFrom(outcome.headers)))
    return page.data.joined!.resendTicket
  }

  it('at most once a minute, five e-mails in all, and only with the ticket of the browser that joined', async () => {
    const email = uniqueAddress('resend')
    const ticket = await joinWithTicket(email)
    const resend = (fields: Record<string, string>) =>
      call(resendRoute.action, post('/waitlist/resend', fields, { client: newClientAddress() }))

    const tooSoon = await resend({ ticket })
    expect(tooSoon.location).toBe('/signup#get-early-access')
    expect(await toastOf(tooSoon.headers)).toMatchObject({ type: 'error', ...resendToast('tooSoon') })
    expect(await listMail(email)).toHaveLength(1)
    // The thank-you panel shows again after the redirect.
    const panel = await call<{ joined: { celebrate: boolean } | null }>(signupRoute.loader, get('/signup', cookiesFrom(tooSoon.headers)))
    expect(panel.data.joined).toMatchObject({ celebrate: false }) // no second confetti or success event

    const age = () => sql(`update public.waitlist set confirmation_sent_at = now() - interval '61 seconds' where email = $1`, [email])
    await age()
    const sent = await resend({ ticket })
    expect(await toastOf(sent.headers)).toMatchObject({ type: 'success', ...resendToast('sent') })
    const mails = await listMail(email)
    expect(mails).toHaveLength(2)
    expect(mails[0]!.link).not.toBe(mails[1]!.link) // new tokens each time; the old link still works
    expect(
      (await call<ConfirmView>(confirmRoute.loader, get(new URL(mails[1]!.link!).pathname + new URL(mails[1]!.link!).search))).data.view,
    ).toBe('ready')

    const [id, expires, signature] = ticket.split('.') as [string, string, string]
    const flip = (c: string) => (c === 'A' ? 'B' : 'A')
    const other = uniqueAddress('other-entry')
    await join(other)
    const otherEntry = (await entryRow(other))!.id
    const forgedTickets = (
      [
        { ticket: `${id}.${expires}.${flip(signature[0]!)}${signature.slice(1)}` }, // signature altered
        { ticket: `${id}.${expires}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : signature.at(-1)}` }, // a non-canonical spelling (or the same)
        { ticket: `${otherEntry}.${expires}.${signature}` }, // another entry
        { ticket: `${id}.${Number(expires) + 3600}.${signature}` }, // a longer life
        { ticket: 'nope' },
        {},
      ] as Record<string, string>[]
    ).filter((f) => f.ticket !== ticket)
    for (const fields of forgedTickets) {
      await age()
      const refused = await resend(fields)
      expect(await toastOf(refused.headers)).toMatchObject({ type: 'error', ...resendToast('expired') })
    }
    expect(await listMail(email)).toHaveLength(2)

    for (let n = 3; n <= 5; n++) {
      await age()
      await resend({ ticket })
      expect(await listMail(email)).toHaveLength(n)
    }
    await age()
    const limit = await resend({ ticket })
    expect(await toastOf(limit.headers)).toMatchObject({ type: 'error', ...resendToast('limit') })
    expect(await listMail(email)).toHaveLength(5)
  })

  it('joining again with a pending address re-sends the confirmation (once a minute) and says it is registered', async () => {
    const email = uniqueAddress('again')
    await join(email)
    const again = await submit(validFields({ email }))
    expect(formErrors(again)).toEqual([m.server_waitlist_duplicate()])
    expect(await listMail(email)).toHaveLength(1)
    await sql(`update public.waitlist set confirmation_sent_at = now() - interval '61 seconds' where email = $1`, [email])
    expect(formErrors(await submit(validFields({ email })))).toEqual([m.server_waitlist_duplicate()])
    expect(await listMail(email)).toHaveLength(2)

    // Once confirmed, joining again sends nothing.
    await confirm((await newestMail(email)).links.confirm)
    await sql(`update public.waitlist set confirmation_sent_at = now() - interval '61 seconds' where email = $1`, [email])
    expect(formErrors(await submit(validFields({ email })))).toEqual([m.server_waitlist_duplicate()])
    expect(await listMail(email)).toHaveLength(2)
  })
})

describe('the send-confirmation function is not a mail relay', () => {
  async function callFunction(body: unknown, headers: Record<string, string> = {}, method = 'POST') {
    const stack = (await getEmbeddedStack())!
    return stack.fetch(`${stack.url}/functions/v1/send-confirmation`, {
      method,
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${stack.anonKey}`, 'Content-Type': 'application/json', ...headers },
      body: method === 'GET' ? undefined : JSON.stringify(body),
    })
  }
  const secret = async () => localWaitlistFunctionSecret((await getEmbeddedStack())!.serviceRoleKey)

  it('refuses calls without the server secret, and sends nothing', async () => {
    const email = uniqueAddress('relay')
    await sql(`insert into public.waitlist (full_name, email, interest) values ('Relay Target', $1, 'banking')`, [email])
    const attempts: Record<string, string>[] = [
      {},
      { [SECRET_HEADER]: '' },
      { [SECRET_HEADER]: 'guess' },
      { [SECRET_HEADER]: (await secret()).slice(0, -1) },
      { [SECRET_HEADER]: (await getEmbeddedStack())!.serviceRoleKey },
    ]
    for (const headers of attempts) {
      const response = await callFunction({ email }, headers)
      expect(response.status).toBe(401)
    }
    expect(await listMail(email)).toHaveLength(0)
    expect((await entryRow(email))!.confirmation_sends).toBe(0)
    expect((await callFunction({ email }, { [SECRET_HEADER]: await secret() }, 'GET')).status).toBe(405)
  })

  it('with the secret: nothing for an address not on the list, one welcome per entry, resends only when due', async () => {
    const withSecret = { [SECRET_HEADER]: await secret() }
    const stranger = uniqueAddress('stranger')
    const notListed = await callFunction({ email: stranger }, withSecret)
    expect(notListed.status).toBe(200)
    expect(await notListed.json()).toEqual({ sent: false, reason: 'not_on_waitlist', retryAfter: null })
    expect(await listMail(stranger)).toHaveLength(0)

    const member = uniqueAddress('member')
    await sql(`insert into public.waitlist (full_name, email, interest) values ('Listed Person', $1, 'homeland')`, [member])
    expect(await (await callFunction({ email: member }, withSecret)).json()).toEqual({ sent: true })
    expect(await (await callFunction({ email: member }, withSecret)).json()).toMatchObject({ sent: false, reason: 'already_sent' })
    const soon = await (await callFunction({ email: member, resend: true }, withSecret)).json()
    expect(soon).toMatchObject({ sent: false, reason: 'too_soon' })
    expect(soon.retryAfter).toBeGreaterThan(0)
    expect(await listMail(member)).toHaveLength(1)

    // Twenty concurrent welcome calls for a new entry: one e-mail.
    const racer = uniqueAddress('racer')
    await sql(`insert into public.waitlist (full_name, email, interest) values ('Race Person', $1, 'business')`, [racer])
    const answers = await Promise.all(Array.from({ length: 20 }, () => callFunction({ email: racer }, withSecret).then((r) => r.json())))
    expect(answers.filter((a) => a.sent === true)).toHaveLength(1)
    expect(await listMail(racer)).toHaveLength(1)

    expect((await callFunction({ email: 'not-an-address' }, withSecret)).status).toBe(400)
    expect((await callFunction({ email: member, resend: 'yes' }, withSecret)).status).toBe(400)
  })

  it('anonymous callers cannot read the list or call any waitlist function', async () => {
    const stack = (await getEmbeddedStack())!
    const anon = clientFor({ url: stack.url, anonKey: stack.anonKey, fetch: stack.fetch })
    const [{ id }] = await sql<{ id: string }>('select id from public.waitlist limit 1')
    const calls = [
      anon.from('waitlist').select('*'),
      anon.rpc('waitlist_standing', { p_entry_id: id }),
      anon.rpc('waitlist_join', { p_full_name: 'Anon', p_email: uniqueAddress('anon'), p_interest: 'banking', p_referral_code: null }),
      anon.rpc('waitlist_claim_email', {
        p_email: 'a@b.co',
        p_resend: true,
        p_confirm_hash: sha256('a'),
        p_status_hash: sha256('b'),
        p_leave_hash: sha256('c'),
      }),
      anon.rpc('waitlist_token_state', { p_token_hash: sha256('a'), p_purpose: 'confirm' }),
      anon.rpc('waitlist_confirm', { p_token_hash: sha256('a'), p_status_hash: sha256('b') }),
      anon.rpc('waitlist_leave', { p_token_hash: sha256('a') }),
      anon.rpc('waitlist_admin_entries', {
        p_search: null,
        p_interest: null,
        p_status: null,
        p_limit: 10,
        p_offset: 0,
        p_after_created_at: null,
        p_after_id: null,
      }),
      anon.rpc('waitlist_admin_summary', { p_days: 30 }),
    ]
    for (const result of await Promise.all(calls)) {
      expect(result.error?.code).toBe('42501')
      expect(result.data).toBeNull()
    }
    // Nor can it write a row (the next test), least of all one that claims to be confirmed.
    const sneaky = await anon
      .from('waitlist')
      .insert({ full_name: 'Sneaky', email: uniqueAddress('sneaky'), interest: 'banking', confirmed_at: new Date().toISOString() })
    expect(sneaky.error?.code).toBe('42501')
  })

  it('the public key cannot write the table directly (401 42501, as hosted PostgREST answers anon); a join through /signup still works', async () => {
    const stack = (await getEmbeddedStack())!
    const anon = clientFor({ url: stack.url, anonKey: stack.anonKey, fetch: stack.fetch })
    const email = uniqueAddress('direct')
    const direct = await anon.from('waitlist').insert({ full_name: 'Direct Insert', email, interest: 'banking' })
    expect(direct.error?.code).toBe('42501')
    expect(direct.status).toBe(401)
    const publishable = clientFor({ url: stack.url, anonKey: stack.publishableKey, fetch: stack.fetch })
    const viaPublishable = await publishable.from('waitlist').insert({ full_name: 'Direct Insert', email, interest: 'banking' })
    expect(viaPublishable.error?.code).toBe('42501')
    expect(viaPublishable.status).toBe(401)
    expect(await sql('select 1 from public.waitlist where email = $1', [email])).toEqual([])

    // The app's path: the form, then waitlist_join with the secret key.
    const links = await join(email)
    expect(links.confirm).toMatch(/^\/waitlist\/confirm\?token=/)
    expect(await sql('select full_name, interest from public.waitlist where email = $1', [email])).toEqual([
      { full_name: 'Ada Okafor', interest: 'investing' },
    ])
  })
})
