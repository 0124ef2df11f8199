import { parseWithZod } from '@conform-to/zod/v4'
import { FunctionsClient, FunctionsHttpError } from '@supabase/functions-js'
import { createRequire } from 'node:module'

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RouterContextProvider } from 'react-router'

import {
  fieldErrors,
  formBody,
  formErrors,
  newClientAddress,
  runAction,
  signupRequest,
  signupRoute,
  submit,
  validFields,
  waitlistCount,
  waitlistRows,
  listMail,
} from './waitlist.helpers'

const { blockedEmailDomains, waitlistSchema } = await import('~/lib/waitlist')
const { m } = await import('~/paraglide/messages.js')
const { HONEYPOT_FIELD } = await import('~/lib/honeypot')
const { retryAfterText } = await import('~/lib/account-rules')
const disposableDomains = createRequire(import.meta.url)('disposable-email-domains') as string[]

beforeEach(() => {
  // The action's analytics lines and the stack's mail log; tests that check them spy again.
  vi.spyOn(console, 'info').mockImplementation(() => {})
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('validation (every message, status 400, input kept)', () => {
  it('an empty form reports every required field', async () => {
    const before = await waitlistCount()
    const outcome = await submit({})
    expect(outcome.status).toBe(400)
    expect(fieldErrors(outcome, 'fullName')).toEqual([m.validation_full_name_required()])
    expect(fieldErrors(outcome, 'email')).toEqual([m.validation_email_required()])
    expect(fieldErrors(outcome, 'interest')).toEqual([m.validation_interest_required()])
    expect(fieldErrors(outcome, 'terms')).toEqual([m.validation_terms_required()])
    expect(await waitlistCount()).toBe(before)
  })

  it.each([
    ['', m.validation_full_name_required()],
    ['    ', m.validation_full_name_required()],
    ['A', m.validation_full_name_too_short()],
    ['  B  ', m.validation_full_name_too_short()],
    ['x'.repeat(101), m.validation_full_name_too_long({ max: 100 })],
    ['Ada\u0000Okafor', m.validation_full_name_too_short()],
  ])('full name %j -> %s', async (fullName, message) => {
    const outcome = await submit(validFields({ fullName }))
    expect(outcome.status).toBe(400)
    expect(fieldErrors(outcome, 'fullName')).toEqual([message])
  })

  it.each([
    ['', m.validation_email_required()],
    ['   ', m.validation_email_required()],
    ['ada', m.validation_email_invalid()],
    ['ada@', m.validation_email_invalid()],
    ['ada@example', m.validation_email_invalid()],
    ['ada okafor@example.com', m.validation_email_invalid()],
    ['ada@@example.com', m.validation_email_invalid()],
    [`${'a'.repeat(250)}@example.com`, m.validation_email_invalid()],
  ])('email %j -> %s', async (email, message) => {
    const outcome = await submit(validFields({ email }))
    expect(outcome.status).toBe(400)
    expect(fieldErrors(outcome, 'email')).toEqual([message])
  })

  it.each([[undefined], ['placeholder'], ['crypto'], ['']])('interest %j -> %s', async (interest) => {
    const fields = validFields()
    if (interest === undefined) delete fields.interest
    else fields.interest = interest
    const outcome = await submit(fields)
    expect(outcome.status).toBe(400)
    expect(fieldErrors(outcome, 'interest')).toEqual([m.validation_interest_required()])
  })

  it.each([['investing'], ['banking'], ['insurance'], ['homeland'], ['business']])('interest %s is accepted', async (interest) => {
    const outcome = await submit(validFields({ interest }))
    expect(outcome.status).toBe(302)
  })

  it.each([[undefined], [''], ['off'], ['true']])('terms %j -> %s', async (terms) => {
    const fields = validFields()
    if (terms === undefined) delete fields.terms
    else fields.terms = terms
    const outcome = await submit(fields)
    expect(outcome.status).toBe(400)
    expect(fieldErrors(outcome, 'terms')).toEqual([m.validation_terms_required()])
  })

  it('gives the visitor their input back, so a page without JavaScript keeps it', async () => {
    const outcome = await submit({ fullName: 'Ada Okafor', email: 'ada@', interest: 'banking' })
    expect(outcome.status).toBe(400)
    expect(outcome.result?.initialValue).toEqual({ fullName: 'Ada Okafor', email: 'ada@', interest: 'banking' })
  })
})

describe('disposable e-mail domains', () => {
  it.each(blockedEmailDomains.map((d) => [d]))('the named domain %s is refused', async (domain) => {
    const outcome = await submit(validFields({ email: `someone@${domain}` }))
    expect(outcome.status).toBe(400)
    expect(fieldErrors(outcome, 'email')).toEqual([m.validation_email_disposable()])
  })

  it('also refuses subdomains and any case', async () => {
    const outcome = await submit(validFields({ email: 'Someone@Inbox.MAILINATOR.com' }))
    expect(fieldErrors(outcome, 'email')).toEqual([m.validation_email_disposable()])
  })

  it('refuses a domain that only the npm list names - on the server, not in the browser schema', async () => {
    const domain = 'getnada.com'
    expect(disposableDomains).toContain(domain)
    expect(blockedEmailDomains as readonly string[]).not.toContain(domain)
    const outcome = await submit(validFields({ email: `someone@${domain}` }))
    expect(outcome.status).toBe(400)
    expect(fieldErrors(outcome, 'email')).toEqual([m.validation_email_disposable()])
    // The browser's schema only carries the 10 named domains (the big list stays on the server).
    const form = formBody(validFields({ email: `someone@${domain}` }))
    const fd = new FormData()
    form.forEach((v, k) => fd.append(k, v))
    expect(parseWithZod(fd, { schema: waitlistSchema }).status).toBe('success')
  })
})

describe('joining', () => {
  it('stores the entry trimmed and lowercased, and redirects to the thank-you panel (post/redirect/get)', async () => {
    const outcome = await submit(
      validFields({ fullName: '  Ada   Okafor ', email: '  Ada.Okafor+Waitlist@Example.COM  ', interest: 'homeland' }),
    )
    expect(outcome.status).toBe(302)
    expect(outcome.location).toBe('/signup')
    const rows = await waitlistRows('ada.okafor+waitlist@example.com')
    expect(rows).toEqual([{ full_name: 'Ada   Okafor', email: 'ada.okafor+waitlist@example.com', interest: 'homeland' }])

    // The flash cookie shows the panel on the next page view, once.
    const setCookie = outcome.headers.get('Set-Cookie')
    expect(setCookie).toMatch(/^waitlist_joined=/)
    expect(setCookie).toMatch(/HttpOnly/i)
    const cookie = setCookie!.split(';')[0]!
    const first = (await signupRoute.loader({
      request: new Request('http://localhost/signup', { headers: { Cookie: cookie } }),
      params: {},
      context: new RouterContextProvider(),
    } as never)) as unknown as { data: { joined: { referralUrl: string; resendTicket: string } | null }; init: ResponseInit }
    expect(first.data.joined?.referralUrl).toMatch(/\/signup\?ref=[a-z0-9]{12}$/)
    expect(first.data.joined?.resendTicket).toBeTruthy()
    expect(new Headers(first.init.headers).get('Set-Cookie')).toMatch(/Max-Age=0/i)
    const plain = (await signupRoute.loader({
      request: new Request('http://localhost/signup'),
      params: {},
      context: new RouterContextProvider(),
    } as never)) as unknown as { data: { joined: unknown; proof: { testimonials: { daysAgo: number; daysAgoLabel: string }[] } } }
    expect(plain.data.joined).toBeNull()
    expect(plain.data.proof.testimonials).toHaveLength(3)
    for (const { daysAgo, daysAgoLabel } of plain.data.proof.testimonials) {
      expect(daysAgo).toBeGreaterThanOrEqual(1)
      expect(daysAgo).toBeLessThanOrEqual(20)
      expect(daysAgoLabel).toMatch(/^\d+ days? ago$/)
    }
  })

  it('a forged flash cookie does not show the panel', async () => {
    const forged = (await signupRoute.loader({
      request: new Request('http://localhost/signup', { headers: { Cookie: 'waitlist_joined=MQ%3D%3D' } }),
      params: {},
      context: new RouterContextProvider(),
    } as never)) as unknown as { data: { joined: unknown } }
    expect(forged.data.joined).toBeNull()
  })

  it('refuses the same e-mail in another case with spaces, and keeps exactly one row', async () => {
    const email = `dupe.${Date.now()}@example.com`
    expect((await submit(validFields({ email }))).status).toBe(302)
    const again = await submit(validFields({ email: `   ${email.toUpperCase()}  ` }))
    expect(again.status).toBe(400)
    expect(formErrors(again)).toEqual([m.server_waitlist_duplicate()])
    expect(again.result?.initialValue?.email).toBe(`   ${email.toUpperCase()}  `)
    expect(await waitlistRows(email)).toHaveLength(1)
  })

  it('logs the analytics events on the server, without personal data', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    await submit(validFields({ email: 'analytics.person@example.com', fullName: 'Secret Name' }))
    await submit({})
    // Only our JSON lines (the embedded stack logs its outgoing mail on console.info too).
    const lines = info.mock.calls.map(([line]) => String(line)).filter((line) => line.startsWith('{"type":"analytics"'))
    const events = lines.map((line) => JSON.parse(line) as { event: string; side: string })
    expect(events.map((e) => e.event)).toEqual([
      'signup_form_submit_attempt',
      'signup_success',
      'signup_form_submit_attempt',
      'signup_error',
    ])
    expect(events.every((e) => e.side === 'server')).toBe(true)
    const text = lines.join('\n')
    expect(text).not.toContain('analytics.person')
    expect(text).not.toContain('Secret Name')
  })
})

describe('rate limit: 3 submissions per client in 10 minutes', () => {
  it('refuses the 4th from one client with 429 while another client still gets through', async () => {
    const abuser = newClientAddress()
    for (let i = 0; i < 3; i++) {
      expect((await submit(validFields(), { client: abuser })).status).toBe(302)
    }
    const fourth = await submit(validFields(), { client: abuser })
    expect(fourth.status).toBe(429)
    const retryAfter = Number(fourth.headers.get('Retry-After'))
    expect(retryAfter).toBeGreaterThan(0)
    // It says when to try again, in the same words as the account forms.
    expect(formErrors(fourth)).toEqual([m.server_rate_limited(), retryAfterText(retryAfter)])
    expect(formErrors(fourth)?.[1]).toMatch(/^Try again in \d+ minutes\.$/)

    // Another client is unaffected; and a spoofed left-most X-Forwarded-For entry changes nothing.
    expect((await submit(validFields())).status).toBe(302)
    const spoofed = await runAction(
      signupRequest(formBody(validFields()), { headers: { 'X-Forwarded-For': `${newClientAddress()}, ${abuser}` } }),
    )
    expect(spoofed.status).toBe(429)
  })

  it('counts duplicates (they reveal membership) but not validation errors or honeypot hits', async () => {
    const client = newClientAddress()
    const email = `counted.${Date.now()}@example.com`
    for (let i = 0; i < 5; i++) expect((await submit({}, { client })).status).toBe(400)
    for (let i = 0; i < 5; i++) expect((await submit({ ...validFields(), [HONEYPOT_FIELD]: 'spam' }, { client })).status).toBe(302)
    expect((await submit(validFields({ email }), { client })).status).toBe(302)
    expect(formErrors(await submit(validFields({ email }), { client }))).toEqual([m.server_waitlist_duplicate()])
    expect(formErrors(await submit(validFields({ email }), { client }))).toEqual([m.server_waitlist_duplicate()])
    expect((await submit(validFields(), { client })).status).toBe(429)
  })
})

describe('send-confirmation', () => {
  it('a failing function (throws) is logged and does not block success', async () => {
    const invoke = vi.spyOn(FunctionsClient.prototype, 'invoke').mockRejectedValue(new Error('mail server down'))
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const email = `fn.throws.${Date.now()}@example.com`
    const outcome = await submit(validFields({ email }))
    expect(outcome.status).toBe(302)
    expect(invoke).toHaveBeenCalledWith('send-confirmation', expect.objectContaining({ body: { email, resend: false } }))
    expect(error.mock.calls.map(([line]) => String(line)).join('\n')).toContain('waitlist_confirmation_failed')
    expect(await waitlistRows(email)).toHaveLength(1)
  })

  it('a function answering with an HTTP error is logged and does not block success', async () => {
    vi.spyOn(FunctionsClient.prototype, 'invoke').mockResolvedValue({
      data: null,
      error: new FunctionsHttpError(new Response('{"error":"boom"}', { status: 500 })),
      response: new Response(null, { status: 500 }),
    } as never)
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const email = `fn.http.${Date.now()}@example.com`
    expect((await submit(validFields({ email }))).status).toBe(302)
    expect(error).toHaveBeenCalled()
    expect(await waitlistRows(email)).toHaveLength(1)
  })

  it('the real function is called, answers success and sends the confirmation e-mail', async () => {
    const invoke = vi.spyOn(FunctionsClient.prototype, 'invoke')
    const error = vi.spyOn(console, 'error')
    vi.spyOn(console, 'info').mockImplementation(() => {})
    const email = `fn.real.${Date.now()}@example.com`
    expect((await submit(validFields({ email }))).status).toBe(302)
    expect(invoke).toHaveBeenCalledTimes(1)
    await expect(invoke.mock.results[0]!.value).resolves.toMatchObject({ data: { sent: true }, error: null })
    expect(error).not.toHaveBeenCalled()
    expect(await listMail(email)).toHaveLength(1)
  })
})

describe('bots and odd requests', () => {
  it('a filled honeypot gets a pretend success and nothing is stored', async () => {
    const email = `bot.${Date.now()}@example.com`
    const outcome = await submit(validFields({ email, [HONEYPOT_FIELD]: 'https://spam.example' }))
    expect(outcome.status).toBe(302)
    expect(await waitlistRows(email)).toHaveLength(0)
  })

  it.each([
    ['application/json', JSON.stringify(validFields())],
    ['text/plain', formBody(validFields()).toString()],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nAda'],
  ])('a %s body is a 400, never a 5xx', async (type, body) => {
    const before = await waitlistCount()
    const outcome = await runAction(signupRequest(body, { headers: { 'Content-Type': type } }))
    expect(outcome.status).toBe(400)
    expect(await waitlistCount()).toBe(before)
  })
})
