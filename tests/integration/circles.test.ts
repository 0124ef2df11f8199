/**
 * Savings circles through the pages' loaders and actions (issue 35), with real Requests and cookies on
 * the embedded stack: an organiser creates a circle and invites two members by e-mail, who accept from
 * the mailbox's links; a round is recorded; each member reads the same schedule and history; the
 * reminder command sends one e-mail per due member and, run again, none.
 */
import { type CookieJar, get, post, run as runRoute, signUpAndConfirm, stack, type Outcome } from './accounts.helpers'

import { beforeAll, describe, expect, it } from 'vitest'
import { RouterContextProvider } from 'react-router'

import { sendCircleReminders } from '~/.server/circles/reminders.server'
import * as authRoute from '~/routes/auth'
import * as listRoute from '~/routes/circles'
import * as detailRoute from '~/routes/circles.detail'
import * as exportRoute from '~/routes/circles.export'
import * as goalsRoute from '~/routes/goals'
import * as joinRoute from '~/routes/circles.join'
import * as newRoute from '~/routes/circles.new'

type User = { id: string; email: string; jar: CookieJar }
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Handler = (args: any) => unknown

/** runRoute, with the route's params. */
async function run(handler: Handler, request: Request, jar: CookieJar | undefined, params: Record<string, string> = {}): Promise<Outcome> {
  return runRoute((args: { request: Request }) => handler({ ...args, params, context: new RouterContextProvider() }), request, jar)
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
const START = day(5)

let organiser: User
let alice: User
let bob: User
let stranger: User
let circleId: string

async function invitationLink(email: string): Promise<URL> {
  const mail = (await (await stack()).listMail(email))[0]
  expect(mail?.subject).toBe('You are invited to a savings circle')
  return new URL(/https?:\/\/\S+\/circles\/join\?token=[A-Za-z0-9_-]+/.exec(mail!.text)![0])
}

beforeAll(async () => {
  ;[organiser, alice, bob, stranger] = await Promise.all(
    ['organiser', 'alice', 'bob', 'stranger'].map((name) => signUpAndConfirm(authRoute.action, `circle-${name}`)),
  )
})

describe('an organiser starts a circle and invites two members', () => {
  it('bad input is a 400 with the field’s message, nothing created', async () => {
    const jar = organiser.jar.clone()
    const outcome = await run(
      newRoute.action,
      post('/circles/new', { name: '', contribution: '-3', frequency: 'daily', startDate: 'soon' }, jar),
      jar,
    )
    expect(outcome.status).toBe(400)
    expect(outcome.data.errors.name).toEqual(['Enter a name of 1 to 80 characters.'])
    expect(outcome.data.errors.contribution).toEqual(['Enter an amount greater than 0, with at most two decimals.'])
    expect(outcome.data.errors.startDate).toEqual(['Enter a date as YYYY-MM-DD.'])
  })

  it('creates the circle and lands on its page', async () => {
    const jar = organiser.jar.clone()
    const fields = {
      name: 'Family equb',
      contribution: '100',
      currency: 'ETB',
      frequency: 'monthly',
      startDate: START,
      payoutOrder: 'manual',
    }
    const outcome = await run(newRoute.action, post('/circles/new', fields, jar), jar)
    expect(outcome.status).toBe(303)
    circleId = /^\/circles\/([0-9a-f-]{36})$/.exec(outcome.location!)![1]!
  })

  it('invites alice and bob; each accepts from the e-mail’s link after signing in', async () => {
    for (const member of [alice, bob]) {
      const jar = organiser.jar.clone()
      const invited = await run(detailRoute.action, post(`/circles/${circleId}`, { intent: 'invite', email: member.email }, jar), jar, {
        id: circleId,
      })
      expect(invited.status).toBe(302)
      const link = await invitationLink(member.email)
      // Signed out, the link leads to sign-in and back, token kept.
      const signedOut = await run(joinRoute.loader, get(link.pathname + link.search), undefined)
      expect(signedOut.status).toBe(302)
      expect(new URL(signedOut.location!, 'http://x').searchParams.get('redirectTo')).toBe(link.pathname + link.search)
      const shown = await run(joinRoute.loader, get(link.pathname + link.search, member.jar.clone()), undefined)
      expect(shown.data.view).toMatchObject({ state: 'valid', circleName: 'Family equb' })
      const token = link.searchParams.get('token')!
      const joined = await run(joinRoute.action, post('/circles/join', { token }, member.jar.clone()), undefined)
      expect(joined.status).toBe(302)
      expect(joined.location).toBe(`/circles/${circleId}`)
      const again = await run(joinRoute.action, post('/circles/join', { token }, member.jar.clone()), undefined)
      expect(again.status).toBe(410)
    }
  })

  it('a bad invitation address is a 400 with the field’s message', async () => {
    const jar = organiser.jar.clone()
    const outcome = await run(detailRoute.action, post(`/circles/${circleId}`, { intent: 'invite', email: 'not-an-address' }, jar), jar, {
      id: circleId,
    })
    expect(outcome.status).toBe(400)
    expect(outcome.data.errors.email).toEqual(['Enter a valid e-mail address.'])
  })
})

describe('a round is recorded and every member reads the same', () => {
  it('a member cannot record another’s share (403); the organiser can, and a member their own', async () => {
    const refused = await run(
      detailRoute.action,
      post(`/circles/${circleId}`, { intent: 'payment', memberId: bob.id, round: '1', amount: '100', paidOn: day(0) }, alice.jar.clone()),
      undefined,
      { id: circleId },
    )
    expect(refused.status).toBe(403)
    expect(refused.data.formError).toBe('Only the organiser can record another member’s share.')
    for (const [who, memberId] of [
      [organiser, bob.id],
      [alice, alice.id],
    ] as const) {
      const ok = await run(
        detailRoute.action,
        post(`/circles/${circleId}`, { intent: 'payment', memberId, round: '1', amount: '100', paidOn: day(0) }, who.jar.clone()),
        undefined,
        { id: circleId },
      )
      expect(ok.status).toBe(302)
    }
  })

  it('each member sees the same schedule, statuses and history; a stranger gets a 404', async () => {
    const views = await Promise.all(
      [organiser, alice, bob].map(
        async (u) => (await run(detailRoute.loader, get(`/circles/${circleId}`, u.jar.clone()), undefined, { id: circleId })).data.view,
      ),
    )
    const schedule = views[0].rounds.map((r: { recipientId: string; date: string }) => [r.recipientId, r.date])
    expect(schedule).toEqual([
      [organiser.id, START],
      [alice.id, views[0].rounds[1].date],
      [bob.id, views[0].rounds[2].date],
    ])
    for (const view of views) {
      expect(view.rounds).toEqual(views[0].rounds)
      expect(view.history).toEqual(views[0].history)
      expect(view.current.shares.map((s: { status: string }) => s.status)).toEqual(['not_yet', 'paid', 'paid'])
    }
    expect(views[0].history.map((h: { kind: string }) => h.kind)).toEqual(['created', 'joined', 'joined', 'payment', 'payment'])
    const denied = await run(detailRoute.loader, get(`/circles/${circleId}`, stranger.jar.clone()), undefined, { id: circleId })
    expect(denied.status).toBe(404)
  })

  it('the list shows what is due next; the CSV export has the history', async () => {
    const list = await run(listRoute.loader, get('/circles', bob.jar.clone()), undefined)
    expect(list.data.view.circles).toMatchObject([{ id: circleId, name: 'Family equb', next: { round: 1, date: START, paid: true } }])
    const csv = await run(exportRoute.loader, get(`/circles/${circleId}/history.csv`, alice.jar.clone()), undefined, { id: circleId })
    expect(csv.status).toBe(200)
    const lines = (
      await (
        await exportRoute.loader({
          request: get(`/circles/${circleId}/history.csv`, alice.jar.clone()),
          params: { id: circleId },
          context: new RouterContextProvider(),
        } as never)
      ).text()
    )
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe('entry,recorded at,kind,by,member,round,amount,paid on,corrects,note')
    expect(lines).toHaveLength(6)
  })
})

describe('reminders', () => {
  it('three days before round 1: one e-mail to the member who has not paid, one to the recipient, each in their language; a second run sends none', async () => {
    const s = await stack()
    // The organiser corrects bob's payment: not paid after all (a new entry naming the one it corrects).
    const bobsEntry = (
      await s.db.query<{ id: string }>(`select id from public.circle_history where member_id = $1 and kind = 'payment'`, [bob.id])
    ).rows[0]!.id
    const corrected = await run(
      detailRoute.action,
      post(
        `/circles/${circleId}`,
        { intent: 'payment', memberId: bob.id, round: '1', amount: '0', paidOn: day(0), corrects: String(bobsEntry), note: 'Bounced' },
        organiser.jar.clone(),
      ),
      undefined,
      { id: circleId },
    )
    expect(corrected.status).toBe(302)
    // Reminders are in each member's profile language: bob reads French.
    await s.db.query(`update public.profiles set locale = 'fr' where id = $1`, [bob.id])
    const before = async (email: string) => (await s.listMail(email)).length
    const counts = await Promise.all([organiser, alice, bob].map((u) => before(u.email)))
    const today = day(2)
    const first = await sendCircleReminders({ today })
    expect(first.sent).toBe(2)
    const after = await Promise.all([organiser, alice, bob].map((u) => before(u.email)))
    // The organiser receives round 1 (the payout e-mail); bob's share is not recorded (the due e-mail).
    expect(after.map((n, i) => n - counts[i]!)).toEqual([1, 0, 1])
    const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${START}T00:00:00Z`))
    expect((await s.listMail(organiser.email))[0]!.subject).toBe(`Round 1 on ${date} is your turn to receive`)
    const frDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${START}T00:00:00Z`))
    const bobsMail = (await s.listMail(bob.email))[0]!
    expect(bobsMail.subject).toBe(`Le tour 1 de votre tontine a lieu le ${frDate}`)
    expect(bobsMail.text).toContain('Diaspora Finance ne tient que le registre')
    expect(bobsMail.text).toContain(`/fr/circles/${circleId}`)
    const second = await sendCircleReminders({ today })
    expect(await Promise.all([organiser, alice, bob].map((u) => before(u.email)))).toEqual(after)
    expect(second.sent).toBe(0)
  })
})

describe('goals', () => {
  it('signed out: what it does and a way to sign in, no goals', async () => {
    const outcome = await run(goalsRoute.loader, get('/goals'), undefined)
    expect(outcome.status).toBe(200)
    expect(outcome.data.view).toMatchObject({ signedIn: false, goals: null })
  })

  it('a goal, a deposit, the plain maths, and the circle payout before the date', async () => {
    const bad = await run(
      goalsRoute.action,
      post('/goals', { intent: 'goal', name: 'Rent', amount: 'lots', targetDate: day(40) }, alice.jar.clone()),
      undefined,
    )
    expect(bad.status).toBe(400)
    expect(bad.data.errors.amount).toEqual(['Enter an amount greater than 0, with at most two decimals.'])
    const made = await run(
      goalsRoute.action,
      post('/goals', { intent: 'goal', name: 'Rent deposit', amount: '1200', targetDate: day(400) }, alice.jar.clone()),
      undefined,
    )
    expect(made.status).toBe(302)
    const first = (await run(goalsRoute.loader, get('/goals', alice.jar.clone()), undefined)).data.view.goals[0]
    const deposited = await run(
      goalsRoute.action,
      post('/goals', { intent: 'deposit', goalId: first.goal.id, amount: '200', depositedOn: day(0) }, alice.jar.clone()),
      undefined,
    )
    expect(deposited.status).toBe(302)
    const view = (await run(goalsRoute.loader, get('/goals', alice.jar.clone()), undefined)).data.view.goals[0]
    expect(view.plan).toMatchObject({ saved: 200, remaining: 1000 })
    // Alice receives round 2 of the ETB circle: another currency, so it is not counted against a USD goal.
    expect(view.cover).toMatchObject({ total: 0, payouts: [] })
    // Bob cannot add to alice's goal (RLS): a 409 with the message, nothing written.
    const forged = await run(
      goalsRoute.action,
      post('/goals', { intent: 'deposit', goalId: first.goal.id, amount: '5', depositedOn: day(0) }, bob.jar.clone()),
      undefined,
    )
    expect(forged.status).toBe(409)
    expect((await run(goalsRoute.loader, get('/goals', bob.jar.clone()), undefined)).data.view.goals).toEqual([])
  })
})

describe('the organiser sets the order of payouts by hand', () => {
  const order = (who: User, places: Record<string, string>) =>
    run(
      detailRoute.action,
      post(
        `/circles/${circleId}`,
        { intent: 'order', ...Object.fromEntries(Object.entries(places).map(([id, p]) => [`position-${id}`, p])) },
        who.jar.clone(),
      ),
      undefined,
      { id: circleId },
    )

  it('two members in the same round is a 400 with the field’s message; a member is refused with a 403', async () => {
    const bad = await order(organiser, { [organiser.id]: '1', [alice.id]: '1', [bob.id]: '3' })
    expect(bad.status).toBe(400)
    expect(bad.data.errors.order).toEqual(['Give each member a different round, from 1 to 3.'])
    const missing = await order(organiser, { [organiser.id]: '1', [alice.id]: '2' })
    expect(missing.status).toBe(400)
    const notOrganiser = await order(alice, { [organiser.id]: '3', [alice.id]: '1', [bob.id]: '2' })
    expect(notOrganiser.status).toBe(403)
  })

  it('the new order is every member’s schedule, and the history says who set it', async () => {
    const saved = await order(organiser, { [organiser.id]: '3', [alice.id]: '2', [bob.id]: '1' })
    expect(saved.status).toBe(302)
    for (const u of [organiser, alice, bob]) {
      const view = (await run(detailRoute.loader, get(`/circles/${circleId}`, u.jar.clone()), undefined, { id: circleId })).data.view
      expect(view.rounds.map((r: { recipientId: string }) => r.recipientId)).toEqual([bob.id, alice.id, organiser.id])
      expect(view.rounds[0].date).toBe(START)
      expect(view.history.at(-1)).toMatchObject({ kind: 'ordered', note: expect.stringMatching(/^1\. .+, 2\. .+, 3\. .+$/) })
    }
  })
})
