/**
 * SOCIAL_PROOF=simulated|real|off (docs/decisions/022-true-numbers.md), through the real loaders of
 * /signup, / and /early-access on the embedded backend: what each mode puts on the page, the threshold
 * on real figures, the in-process cache (with an injected clock) and its reset on confirmation, and
 * that a bad value is refused at start.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { RouterContextProvider } from 'react-router'

import { newClientAddress, superuserDb, validFields, submit } from './waitlist.helpers'
import { call, cookiesFrom, get, joinAndConfirm, post, sql, uniqueAddress } from './waitlist-growth.helpers'
import { ADMIN_CREDENTIALS, createConfirmedUser } from './admin.helpers'
import { bound } from '../support/time-scale'

const { resetEnvForTests, getEnv } = await import('~/.server/platform/env.server')
const { forgetSocialProof, realSocialProof } = await import('~/.server/waitlist/social-proof.server')
const signup = await import('~/routes/signup')
const home = await import('~/routes/home')
const earlyAccess = await import('~/routes/early-access')
const { m } = await import('~/paraglide/messages.js')
const { testimonials } = await import('~/content/testimonials')
const { SOCIAL_PROOF_CACHE_MS, SOCIAL_PROOF_MIN_COUNT, RECENT_DAYS } = await import('~/lib/social-proof-real')
const adminWaitlist = await import('~/routes/admin/waitlist')
const { createSupabaseServerClient } = await import('~/.server/platform/supabase.server')
const { getToast } = await import('~/.server/platform/toast.server')

type SignupData = Awaited<ReturnType<typeof signupLoad>>

function setMode(mode: string | undefined) {
  if (mode === undefined) delete process.env.SOCIAL_PROOF
  else process.env.SOCIAL_PROOF = mode
  resetEnvForTests()
  forgetSocialProof()
}

async function signupLoad() {
  const answer = (await signup.loader({
    request: new Request('http://localhost/signup'),
    params: {},
    context: new RouterContextProvider(),
  } as never)) as unknown as {
    data: {
      proof: {
        mode: string
        joinCountStart?: number
        testimonials?: unknown[]
        view?: { total: number | null; lastDay: number | null; notices: { text: string }[] } | null
      }
      content: { hero: { intro: string } }
    }
  }
  return answer.data
}

const homeLoad = () => home.loader({ request: new Request('http://localhost/'), params: {}, context: new RouterContextProvider() } as never)
const earlyLoad = () => earlyAccess.loader()

/** `n` confirmed entries (confirmed `minutesAgo` ago) and one pending, straight into the table. */
async function addEntries(n: number, { minutesAgo = 5, name = 'Amara Test' } = {}) {
  const db = await superuserDb()
  for (let i = 0; i < n; i++) {
    await db.query(
      `insert into public.waitlist (full_name, email, interest, confirmed_at) values ($1, $2, 'banking', now() - make_interval(mins => $3))`,
      [name, `proof-${Date.now().toString(36)}-${i}-${Math.random().toString(36).slice(2)}@example.com`, minutesAgo],
    )
  }
}

async function clearList() {
  const db = await superuserDb()
  await db.query('delete from public.waitlist')
}

// The first use opens the embedded database (migrations included): slow on a busy machine, so here.
beforeAll(async () => {
  await superuserDb()
  await clearList()
}, bound(120_000))
afterAll(() => setMode(undefined))

describe('the setting', () => {
  it('defaults to simulated, the spec, and refuses anything else', () => {
    setMode(undefined)
    expect(getEnv().SOCIAL_PROOF).toBe('simulated')
    setMode('fake')
    expect(() => getEnv()).toThrow(/SOCIAL_PROOF must be simulated, real or off/)
    setMode('real')
    expect(getEnv().SOCIAL_PROOF).toBe('real')
  })
})

describe('simulated (the spec, unchanged)', () => {
  beforeAll(() => setMode('simulated'))

  it('keeps the counter from 984, the three fixed testimonials and the 1000+ copy', async () => {
    const data: SignupData = await signupLoad()
    expect(data.proof.mode).toBe('simulated')
    expect(data.proof.joinCountStart).toBe(984)
    expect(data.proof.testimonials).toHaveLength(3)
    expect(data.content.hero.intro).toBe(m.signup_hero_intro())
    expect(data.content.hero.intro).toContain('1000+')
    expect((await homeLoad()).testimonials).toBe(true)
    expect(earlyLoad().text).toBe(m.early_access_copy_text())
  })

  it('quotes the same people on the home page and /signup', async () => {
    const { Testimonials: OnHome } = await import('~/components/home/testimonials')
    const { createElement } = await import('react')
    const { renderToString } = await import('react-dom/server')
    const onHome = renderToString(createElement(OnHome))
    const onSignup = (await signupLoad()).proof.testimonials as { author: string }[]
    expect(onSignup.map((t) => t.author)).toEqual(testimonials.map((t) => t.author()))
    for (const t of testimonials) expect(onHome).toContain(t.author())
    expect(new Set(testimonials.map((t) => `${t.role()}|${t.location()}`)).size).toBe(testimonials.length)
  })
})

describe('off', () => {
  beforeAll(() => setMode('off'))

  it('shows no count, no notice, no testimonial and no invented claim', async () => {
    await addEntries(SOCIAL_PROOF_MIN_COUNT + 5)
    const data = await signupLoad()
    expect(data.proof).toEqual({ mode: 'off' })
    expect(data.content.hero.intro).toBe(m.signup_hero_true_intro())
    expect((await homeLoad()).testimonials).toBe(false)
    expect(earlyLoad().text).toBe(m.early_access_true_text())
    await clearList()
  })
})

describe('real', () => {
  beforeAll(async () => {
    setMode('real')
    await clearList()
  })

  it('on an empty list shows nothing, and nothing below the threshold', async () => {
    let data = await signupLoad()
    expect(data.proof).toEqual({ mode: 'real', view: { total: null, lastDay: null, notices: [] } })
    expect(data.content.hero.intro).toBe(m.signup_hero_true_intro())
    expect((await homeLoad()).testimonials).toBe(false)
    expect(earlyLoad().text).toBe(m.early_access_true_text())

    await addEntries(SOCIAL_PROOF_MIN_COUNT - 1)
    // A pending join (through the form) never counts.
    expect((await submit(validFields({ fullName: 'Pending Person' }), { client: newClientAddress() })).status).toBe(302)
    forgetSocialProof()
    data = await signupLoad()
    expect(data.proof.view).toEqual({ total: null, lastDay: null, notices: [] })
  })

  it('from the threshold shows the true counts and real first names only', async () => {
    await addEntries(1, { name: 'Zainab Surname' })
    // Older confirmations count in all, not in the last 24 hours.
    await addEntries(5, { minutesAgo: 3 * 24 * 60 })
    forgetSocialProof()
    const view = (await signupLoad()).proof.view!
    expect(view.total).toBe(SOCIAL_PROOF_MIN_COUNT + 5)
    expect(view.lastDay).toBe(SOCIAL_PROOF_MIN_COUNT)
    expect(view.notices[0]!.text).toBe('Zainab joined the waitlist in the last hour, interested in banking')
    for (const notice of view.notices) {
      expect(notice.text).not.toMatch(/Surname|Test|Pending|@/)
    }
  })

  it('is cached for a minute in this process, and forgotten when someone confirms here', async () => {
    const t0 = new Date('2030-01-01T00:00:00Z')
    forgetSocialProof()
    const before = (await realSocialProof(t0))!.total!
    await addEntries(1)
    expect((await realSocialProof(new Date(t0.getTime() + SOCIAL_PROOF_CACHE_MS - 1)))!.total).toBe(before)
    expect((await realSocialProof(new Date(t0.getTime() + SOCIAL_PROOF_CACHE_MS)))!.total).toBe(before + 1)
    await addEntries(1)
    forgetSocialProof()
    expect((await realSocialProof(new Date(t0.getTime() + SOCIAL_PROOF_CACHE_MS + 1)))!.total).toBe(before + 2)
  })

  it('keeps the confirmed total in step with the table: join, confirm, unconfirm, delete, truncate', async () => {
    const db = await superuserDb()
    const agree = async () => {
      const { rows } = await db.query<{ kept: number; counted: number }>(
        `select (select n from private.waitlist_confirmed_total)::int as kept,
                (select count(*) from public.waitlist where confirmed_at is not null)::int as counted`,
      )
      expect(rows[0]!.kept).toBe(rows[0]!.counted)
      return rows[0]!.kept
    }
    const start = await agree()
    await addEntries(3)
    expect(await agree()).toBe(start + 3)
    await db.query(`insert into public.waitlist (full_name, email, interest) values ('Pending Row', 'pending-row@example.com', 'banking')`)
    expect(await agree()).toBe(start + 3)
    await db.query(`update public.waitlist set confirmed_at = now() where email = 'pending-row@example.com'`)
    expect(await agree()).toBe(start + 4)
    await db.query(`update public.waitlist set full_name = 'Renamed' where email = 'pending-row@example.com'`)
    await db.query(`update public.waitlist set confirmed_at = null where email = 'pending-row@example.com'`)
    expect(await agree()).toBe(start + 3)
    await db.query(`delete from public.waitlist where email like 'proof-%'`)
    await agree()
    await db.query('truncate public.waitlist cascade')
    expect(await agree()).toBe(0)
  })

  it('shows nothing (never a 500, never an invented figure) when the database cannot be read', async () => {
    const supabase = await import('~/.server/platform/supabase.server')
    const spy = vi.spyOn(supabase, 'createSupabaseAdminClient').mockImplementation(() => {
      throw new Error('database unreachable')
    })
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    forgetSocialProof()
    expect(await realSocialProof(new Date())).toBeNull()
    expect(error).toHaveBeenCalled()
    spy.mockRestore()
    error.mockRestore()
  })
})

describe('real: only names a stranger cannot abuse (decision 035)', () => {
  beforeAll(async () => {
    setMode('real')
    await clearList()
  })

  async function signIn(email: string, password: string): Promise<string> {
    const { supabase, headers } = createSupabaseServerClient(post('/auth'))
    const { error } = await supabase.auth.signInWithPassword({ email, password })
    if (error) throw new Error(`sign-in of ${email} failed: ${error.message}`)
    return cookiesFrom(headers)
  }

  const notices = async () => (await signupLoad()).proof.view!.notices.map((n) => n.text)
  const hiddenIn = async (email: string) =>
    (await sql<{ name_hidden: boolean }>('select name_hidden from public.waitlist where email = $1', [email]))[0]!.name_hidden

  it('shows a confirmed "Whatsapp-Me" as its interest alone; an admin hides a name, and only an admin can', async () => {
    // The threshold, from joins older than the notices' week: they count, but have no notice.
    await addEntries(SOCIAL_PROOF_MIN_COUNT, { minutesAgo: (RECENT_DAYS + 1) * 24 * 60 })

    // A stranger joins as "Whatsapp-Me Now" through the form and confirms from the e-mail, as a member would.
    const spammer = uniqueAddress('proof-spam')
    await joinAndConfirm(spammer, { fullName: 'Whatsapp-Me Now', interest: 'banking' })
    let data = await signupLoad()
    expect(data.proof.view!.total).toBe(SOCIAL_PROOF_MIN_COUNT + 1)
    expect(data.proof.view!.notices).toEqual([{ initial: '', text: 'Someone interested in banking joined the waitlist in the last hour' }])
    // Nowhere in what /signup receives, whatever the case.
    expect(JSON.stringify(data).toLowerCase()).not.toContain('whatsapp')

    // A real name is shown ...
    const member = uniqueAddress('proof-zainab')
    await joinAndConfirm(member, { fullName: 'Zainab Okafor', interest: 'insurance' })
    expect(await notices()).toEqual([
      'Zainab joined the waitlist in the last hour, interested in insurance',
      'Someone interested in banking joined the waitlist in the last hour',
    ])
    const [{ id }] = await sql<{ id: string }>('select id from public.waitlist where email = $1', [member])

    // ... until an admin hides it from /admin/waitlist: a plain form POST to the page's action.
    const adminCookie = await signIn(ADMIN_CREDENTIALS.email, ADMIN_CREDENTIALS.password)
    const listed = await call<{ entries: { email: string; noticeName: string }[] }>(
      adminWaitlist.loader,
      get('/admin/waitlist?q=proof-', adminCookie),
    )
    const noticeNameOf = (entries: { email: string; noticeName: string }[], email: string) =>
      entries.find((e) => e.email === email)?.noticeName
    expect(noticeNameOf(listed.data.entries, member)).toBe('shown')
    expect(noticeNameOf(listed.data.entries, spammer)).toBe('refused')

    // Nobody else can: a signed-out visitor, a signed-in member, or the public key straight at the table.
    const user = await createConfirmedUser()
    const userCookie = await signIn(user.email, user.password)
    const signedOut = await call(adminWaitlist.action, post('/admin/waitlist', { intent: 'hide-name', id }))
    expect(signedOut.status).toBe(302)
    expect(signedOut.location).toMatch(/^\/auth/)
    const notAdmin = await call(adminWaitlist.action, post('/admin/waitlist', { intent: 'hide-name', id }, { cookie: userCookie }))
    expect(notAdmin.location).toBe('/')
    const { supabase: publicKey } = createSupabaseServerClient(get('/'))
    const direct = await publicKey.from('waitlist').update({ name_hidden: true }).eq('id', id)
    expect(direct.error?.code).toBe('42501')
    expect(await hiddenIn(member)).toBe(false)
    expect(await notices()).toContain('Zainab joined the waitlist in the last hour, interested in insurance')

    const hide = await call(adminWaitlist.action, post('/admin/waitlist?q=proof-', { intent: 'hide-name', id }, { cookie: adminCookie }))
    expect(hide.status).toBe(302)
    expect(hide.location).toBe('/admin/waitlist?q=proof-')
    expect((await getToast(get('/', cookiesFrom(hide.headers)))).toast).toMatchObject({ type: 'success', message: 'Name hidden' })
    expect(await hiddenIn(member)).toBe(true)
    // The action forgets this process's cached figures: the next /signup already leaves the name out.
    data = await signupLoad()
    expect(data.proof.view!.notices.map((n) => n.text)).toEqual([
      'Someone interested in insurance joined the waitlist in the last hour',
      'Someone interested in banking joined the waitlist in the last hour',
    ])
    expect(JSON.stringify(data)).not.toContain('Zainab')
    const after = await call<{ entries: { email: string; noticeName: string }[] }>(
      adminWaitlist.loader,
      get('/admin/waitlist?q=proof-', adminCookie),
    )
    expect(noticeNameOf(after.data.entries, member)).toBe('hidden')

    // And shows it again.
    const show = await call(adminWaitlist.action, post('/admin/waitlist', { intent: 'show-name', id }, { cookie: adminCookie }))
    expect(show.status).toBe(302)
    expect(await hiddenIn(member)).toBe(false)
    expect((await notices())[0]).toBe('Zainab joined the waitlist in the last hour, interested in insurance')

    // An unknown entry or intent changes nothing and says so (never a 500).
    for (const fields of [
      { intent: 'hide-name', id: crypto.randomUUID() },
      { intent: 'hide-name', id: 'nope' },
      { intent: 'x', id },
    ]) {
      const outcome = await call(adminWaitlist.action, post('/admin/waitlist', fields, { cookie: adminCookie }))
      expect(outcome.status).toBe(302)
      expect((await getToast(get('/', cookiesFrom(outcome.headers)))).toast).toMatchObject({ type: 'error' })
    }
    expect(await hiddenIn(member)).toBe(false)
  })
})
