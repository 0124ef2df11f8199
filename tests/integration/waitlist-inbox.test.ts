/**
 * One inbox, one credit (docs/decisions/020-fair-and-cheap.md), through the /signup action on the
 * embedded backend: addresses that reach one Gmail mailbox are one entry, a +tag at any provider
 * earns its referrer no second credit, relays join uncredited, and the database's rules are the app's.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { formErrors, submit, validFields } from './waitlist.helpers'
import { join, newestMail, sql } from './waitlist-growth.helpers'

const { inboxKey, mailboxKey, isRelayDomain, relayDomains } = await import('~/lib/email-identity')
const { m } = await import('~/paraglide/messages.js')
const { consumeJoinedFlash, setJoinedFlash } = await import('~/.server/waitlist/waitlist.server')

// The embedded stack starts once, before the first test's clock runs.
beforeAll(async () => {
  await sql('select 1')
})

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
})

let sequence = 0
const tag = () => `${Date.now().toString(36)}${(sequence += 1)}`

async function referrer() {
  const email = `referrer.${tag()}@example.com`
  const links = await join(email)
  const ref = new URL(links.referral, 'http://x').searchParams.get('ref')!
  const [row] = await sql<{ id: string }>('select id from public.waitlist where email = $1', [email])
  return { ref, id: row!.id }
}

const credits = async (id: string) =>
  (await sql<{ n: number }>('select count(*)::int as n from public.waitlist where referred_by = $1', [id]))[0]!.n

describe('one inbox, one credit', () => {
  it('ada+1@gmail.com, a.da@gmail.com and ada@googlemail.com are one entry, one credit; the duplicates are told so', async () => {
    const { ref, id } = await referrer()
    const local = `ada${tag()}`
    const first = await submit(validFields({ email: `${local}+1@gmail.com`, ref }))
    expect(first.status).toBe(302)
    for (const email of [`${local.slice(0, 2)}.${local.slice(2)}@gmail.com`, `${local}@googlemail.com`]) {
      const again = await submit(validFields({ email, ref }))
      expect(again.status).toBe(400)
      expect(formErrors(again)).toEqual([m.server_waitlist_duplicate()])
    }
    expect(await credits(id)).toBe(1)
    // The address stays as typed; only the key is normalised.
    const rows = await sql<{ email: string; mailbox_key: string }>('select email, mailbox_key from public.waitlist where inbox_key = $1', [
      `${local}@gmail.com`,
    ])
    expect(rows).toEqual([{ email: `${local}+1@gmail.com`, mailbox_key: `${local}@gmail.com` }])
  })

  it('a duplicate of a pending entry sends the confirmation again to the address stored, not the one typed', async () => {
    const local = `kofi${tag()}`
    await join(`${local}@gmail.com`)
    await sql("update public.waitlist set confirmation_sent_at = now() - interval '2 minutes' where email = $1", [`${local}@gmail.com`])
    const again = await submit(validFields({ email: `${local.slice(0, 1)}.${local.slice(1)}+again@googlemail.com` }))
    expect(again.status).toBe(400)
    const { mail } = await newestMail(`${local}@gmail.com`)
    expect(mail.to).toBe(`${local}@gmail.com`)
    const sends = await sql<{ confirmation_sends: number }>('select confirmation_sends from public.waitlist where email = $1', [
      `${local}@gmail.com`,
    ])
    expect(sends[0]!.confirmation_sends).toBe(2)
  })

  it('plus tags elsewhere: both join, the second earns no credit; the referrer’s own inbox earns none', async () => {
    const { ref, id } = await referrer()
    const local = `bob${tag()}`
    expect((await submit(validFields({ email: `${local}+a@example.org`, ref }))).status).toBe(302)
    expect((await submit(validFields({ email: `${local}+b@example.org`, ref }))).status).toBe(302)
    expect((await submit(validFields({ email: `${local}@example.org`, ref }))).status).toBe(302)
    expect(await credits(id)).toBe(1)

    const self = await referrer()
    const [row] = await sql<{ email: string }>('select email from public.waitlist where id = $1', [self.id])
    const selfTagged = row!.email.replace('@', '+me@')
    expect((await submit(validFields({ email: selfTagged, ref: self.ref }))).status).toBe(302)
    expect(await credits(self.id)).toBe(0)
  })

  it('a relay address (duck.com) joins the list but credits no one', async () => {
    const { ref, id } = await referrer()
    expect((await submit(validFields({ email: `quiet-${tag()}@duck.com`, ref }))).status).toBe(302)
    expect(await credits(id)).toBe(0)
  })

  it('mail.tm and other current throwaway hosts are refused', async () => {
    for (const email of [`x${tag()}@mail.tm`, `y${tag()}@sharklasers.com`]) {
      const outcome = await submit(validFields({ email }))
      expect(outcome.status).toBe(400)
    }
  })

  it('the database applies the same rules as app/lib/email-identity.ts', async () => {
    const addresses = [
      'ada@gmail.com',
      'A.Da+1@GoogleMail.com',
      ' a.d.a+x+y@gmail.com ',
      'bob+1@example.com',
      'b.ob@example.com',
      '+tag@gmail.com',
      'noat',
      'a.da@gmail.com.evil.example',
      'x+y@sub.example.co.uk',
    ]
    for (const address of addresses) {
      const [row] = await sql<{ mailbox: string; inbox: string; relay: boolean }>(
        'select private.waitlist_email_key($1, false) as mailbox, private.waitlist_email_key($1, true) as inbox, private.waitlist_relay_domain($1) as relay',
        [address],
      )
      expect(row).toEqual({ mailbox: mailboxKey(address), inbox: inboxKey(address), relay: false })
    }
    for (const domain of [...relayDomains, 'x.duck.com', 'notduck.com']) {
      const [row] = await sql<{ relay: boolean }>('select private.waitlist_relay_domain($1) as relay', [`someone@${domain}`])
      expect(row!.relay).toBe(isRelayDomain(domain))
    }
  })
})

describe('the thank-you flash expires inside its signed value', () => {
  const flash = { entryId: '00000000-0000-4000-8000-000000000001', referralCode: 'abcdef123456' }
  const cookieOf = (headers: Headers) => headers.get('Set-Cookie')!.split(';')[0]!
  const request = (cookie: string) => new Request('http://localhost/signup', { headers: { Cookie: cookie } })

  it('shows within its minute, and never after it, whatever the browser keeps', async () => {
    const issued = Date.UTC(2026, 10, 25, 12, 0, 0)
    const headers = new Headers()
    await setJoinedFlash(headers, flash, () => issued)
    const cookie = cookieOf(headers)
    expect((await consumeJoinedFlash(request(cookie), () => issued + 59_000)).joined).toEqual(flash)
    expect((await consumeJoinedFlash(request(cookie), () => issued + 61_000)).joined).toBeNull()
    // Issued "in the future" (a forged clock) is no better.
    expect((await consumeJoinedFlash(request(cookie), () => issued - 10_000)).joined).toBeNull()
  })
})
