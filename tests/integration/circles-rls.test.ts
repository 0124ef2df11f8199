/**
 * Savings circles and goals in the database itself (issue 35; docs/decisions/043-savings-circles.md):
 * the real supabase-js, signed in as each role, against the embedded stack's Data API. The pages never
 * enter into it: a stranger with a valid session talks to the REST API directly.
 */
import { createHash, randomBytes } from 'node:crypto'

import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type CircleMember, schedule } from '~/lib/circles'

import type { LocalStack } from '../../supabase/local/index'
import { clientFor, createConfirmedUser, freshStack } from '../support/local-stack'

const PASSWORD = 'correct-horse-1'
let stack: LocalStack
let seq = 0

type Person = { id: string; email: string; db: SupabaseClient }

async function person(label: string): Promise<Person> {
  const email = `${label}.${Date.now().toString(36)}${++seq}@example.com`
  const { id } = await createConfirmedUser({ email, password: PASSWORD, fullName: `${label} Tester` }, stack)
  const db = clientFor({ url: stack.url, anonKey: stack.anonKey, fetch: stack.fetch })
  const { error } = await db.auth.signInWithPassword({ email, password: PASSWORD })
  expect(error).toBeNull()
  return { id, email, db }
}

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex')
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

async function createCircle(organiser: Person, name = 'Family equb'): Promise<string> {
  const { data, error } = await organiser.db.rpc('circle_create', {
    p_name: name,
    p_contribution: 100,
    p_currency: 'USD',
    p_frequency: 'monthly',
    p_start_date: future(10),
    p_payout_order: 'manual',
  })
  expect(error).toBeNull()
  expect(data.outcome).toBe('created')
  return data.id as string
}

async function inviteAndAccept(organiser: Person, circleId: string, invitee: Person) {
  const token = randomBytes(32).toString('base64url')
  const invited = await organiser.db.rpc('circle_invite', { p_circle_id: circleId, p_email: invitee.email, p_token_hash: hashOf(token) })
  expect(invited.data.outcome).toBe('invited')
  const accepted = await invitee.db.rpc('circle_accept', { p_token_hash: hashOf(token) })
  expect(accepted.data).toEqual({ outcome: 'joined', circle_id: circleId })
  return token
}

let organiser: Person
let member: Person
let other: Person
let stranger: Person
let circleId: string

beforeAll(async () => {
  stack = await freshStack()
  ;[organiser, member, other, stranger] = await Promise.all([person('org'), person('member'), person('other'), person('stranger')])
  circleId = await createCircle(organiser)
  await inviteAndAccept(organiser, circleId, member)
  await inviteAndAccept(organiser, circleId, other)
})

afterAll(() => stack?.close())

describe('a circle is visible only to its members', () => {
  it('a member reads their circle, its members and its history', async () => {
    const circle = await member.db.from('circles').select('id, name, organiser_id').eq('id', circleId).maybeSingle()
    expect(circle.data).toEqual({ id: circleId, name: 'Family equb', organiser_id: organiser.id })
    const members = await member.db.from('circle_members').select('user_id, role').eq('circle_id', circleId).order('payout_position')
    expect(members.data).toEqual([
      { user_id: organiser.id, role: 'organiser' },
      { user_id: member.id, role: 'member' },
      { user_id: other.id, role: 'member' },
    ])
    const history = await member.db.from('circle_history').select('kind').eq('circle_id', circleId).order('id')
    expect(history.data?.map((row) => row.kind)).toEqual(['created', 'joined', 'joined'])
  })

  it('a stranger with a valid session reads nothing through the REST API', async () => {
    for (const [table, columns] of [
      ['circles', '*'],
      ['circle_members', '*'],
      ['circle_history', '*'],
      ['circle_invitations', 'id, email, expires_at'],
    ] as const) {
      const { data, error } = await stranger.db.from(table).select(columns)
      expect(error, table).toBeNull()
      expect(data, table).toEqual([])
    }
    const state = await stranger.db.rpc('circle_role', { p_circle_id: circleId })
    expect(state.data).toBeNull()
  })

  it('members never read the invitations’ token hashes; only the organiser reads the invitations at all', async () => {
    expect((await member.db.from('circle_invitations').select('id')).data).toEqual([])
    expect((await organiser.db.from('circle_invitations').select('email')).data).toHaveLength(2)
    const hash = await organiser.db.from('circle_invitations').select('token_hash')
    expect(hash.error?.code).toBe('42501')
  })

  it('anon reads nothing and calls nothing', async () => {
    const anon = clientFor({ url: stack.url, anonKey: stack.anonKey, fetch: stack.fetch })
    for (const table of ['circles', 'circle_members', 'circle_history', 'goals', 'goal_deposits']) {
      const { data, error } = await anon.from(table).select('*')
      expect(data ?? [], table).toEqual([])
      if (error) expect(error.code, table).toBe('42501')
    }
    const created = await anon.rpc('circle_create', {
      p_name: 'x',
      p_contribution: 1,
      p_currency: 'USD',
      p_frequency: 'weekly',
      p_start_date: future(3),
      p_payout_order: 'manual',
    })
    expect(created.error?.code).toBe('42501')
  })
})

describe('a stranger writes nothing', () => {
  it('direct inserts, updates and deletes are refused on every table', async () => {
    const insert = await stranger.db
      .from('circle_history')
      .insert({ circle_id: circleId, kind: 'payment', actor_name: 'x', member_id: stranger.id, round: 1, amount: 1, paid_on: future(0) })
    expect(insert.error?.code).toBe('42501')
    const join = await stranger.db
      .from('circle_members')
      .insert({ circle_id: circleId, user_id: stranger.id, display_name: 'me', payout_position: 9 })
    expect(join.error?.code).toBe('42501')
    const rename = await stranger.db.from('circles').update({ name: 'Mine now' }).eq('id', circleId)
    expect(rename.error?.code).toBe('42501')
    const wipe = await stranger.db.from('circle_history').delete().eq('circle_id', circleId)
    expect(wipe.error?.code).toBe('42501')
    const { rows } = await stack.db.query<{ name: string; n: number }>(
      `select c.name, (select count(*)::int from public.circle_history h where h.circle_id = c.id) as n from public.circles c where c.id = $1`,
      [circleId],
    )
    expect(rows).toEqual([{ name: 'Family equb', n: 3 }])
  })

  it('the circle functions refuse a stranger: no payment, no invitation, no removal, no draw', async () => {
    const paid = await stranger.db.rpc('circle_record_payment', {
      p_circle_id: circleId,
      p_member_id: stranger.id,
      p_round: 1,
      p_amount: 100,
      p_paid_on: future(0),
    })
    expect(paid.data).toEqual({ outcome: 'not_member' })
    const invite = await stranger.db.rpc('circle_invite', { p_circle_id: circleId, p_email: 'x@example.com', p_token_hash: hashOf('x') })
    expect(invite.data).toEqual({ outcome: 'not_organiser' })
    const removed = await stranger.db.rpc('circle_remove', { p_circle_id: circleId, p_member_id: member.id, p_reason: 'because' })
    expect(removed.data).toEqual({ outcome: 'not_organiser' })
    expect((await stranger.db.rpc('circle_draw', { p_circle_id: circleId })).data).toEqual({ outcome: 'not_organiser' })
  })

  it('the history has no update or delete for members either: corrections are new rows', async () => {
    const first = await member.db.rpc('circle_record_payment', {
      p_circle_id: circleId,
      p_member_id: member.id,
      p_round: 1,
      p_amount: 100,
      p_paid_on: future(0),
    })
    expect(first.data.outcome).toBe('recorded')
    const edit = await member.db.from('circle_history').update({ amount: 5 }).eq('id', first.data.id)
    expect(edit.error?.code).toBe('42501')
    const fixed = await member.db.rpc('circle_record_payment', {
      p_circle_id: circleId,
      p_member_id: member.id,
      p_round: 1,
      p_amount: 90,
      p_paid_on: future(0),
      p_corrects: first.data.id,
      p_note: 'It was 90',
    })
    expect(fixed.data.outcome).toBe('recorded')
    const rows = await organiser.db
      .from('circle_history')
      .select('id, kind, amount, corrects')
      .eq('member_id', member.id)
      .eq('round', 1)
      .order('id')
    expect(rows.data).toEqual([
      { id: first.data.id, kind: 'payment', amount: 100, corrects: null },
      { id: fixed.data.id, kind: 'correction', amount: 90, corrects: first.data.id },
    ])
  })
})

describe('who may mark a share paid', () => {
  it('a member cannot mark another member’s share paid', async () => {
    const { data } = await member.db.rpc('circle_record_payment', {
      p_circle_id: circleId,
      p_member_id: other.id,
      p_round: 1,
      p_amount: 100,
      p_paid_on: future(0),
    })
    expect(data).toEqual({ outcome: 'not_allowed' })
    const { rows } = await stack.db.query(`select 1 from public.circle_history where member_id = $1 and kind = 'payment'`, [other.id])
    expect(rows).toEqual([])
  })

  it('the organiser can, and every member reads the same entry', async () => {
    const { data } = await organiser.db.rpc('circle_record_payment', {
      p_circle_id: circleId,
      p_member_id: other.id,
      p_round: 1,
      p_amount: 100,
      p_paid_on: future(0),
    })
    expect(data.outcome).toBe('recorded')
    for (const reader of [member, other]) {
      const seen = await reader.db.from('circle_history').select('actor_name, member_id, amount').eq('id', data.id).maybeSingle()
      expect(seen.data).toEqual({ actor_name: 'org Tester', member_id: other.id, amount: 100 })
    }
  })
})

describe('invitations are single-use, expiring and addressed', () => {
  it('a used link does not work twice, and a link for another address is refused', async () => {
    const token = randomBytes(32).toString('base64url')
    const newcomer = await person('newcomer')
    expect(
      (await organiser.db.rpc('circle_invite', { p_circle_id: circleId, p_email: newcomer.email, p_token_hash: hashOf(token) })).data
        .outcome,
    ).toBe('invited')
    expect((await stranger.db.rpc('circle_accept', { p_token_hash: hashOf(token) })).data).toEqual({ outcome: 'other_email' })
    expect((await newcomer.db.rpc('circle_accept', { p_token_hash: hashOf(token) })).data.outcome).toBe('joined')
    expect((await newcomer.db.rpc('circle_accept', { p_token_hash: hashOf(token) })).data).toEqual({ outcome: 'used' })
  })

  it('an expired link is refused', async () => {
    const token = randomBytes(32).toString('base64url')
    const late = await person('late')
    await organiser.db.rpc('circle_invite', { p_circle_id: circleId, p_email: late.email, p_token_hash: hashOf(token) })
    await stack.db.query(`update public.circle_invitations set expires_at = now() - interval '1 second' where token_hash = $1`, [
      hashOf(token),
    ])
    expect((await late.db.rpc('circle_accept', { p_token_hash: hashOf(token) })).data).toEqual({ outcome: 'expired' })
  })

  it('the removal reason is read by every member', async () => {
    const leaver = await person('leaver')
    await inviteAndAccept(organiser, circleId, leaver)
    const removed = await organiser.db.rpc('circle_remove', { p_circle_id: circleId, p_member_id: leaver.id, p_reason: 'Moved away' })
    expect(removed.data).toEqual({ outcome: 'removed' })
    const seen = await member.db.from('circle_history').select('note').eq('circle_id', circleId).eq('kind', 'removed')
    expect(seen.data).toEqual([{ note: 'Moved away' }])
    expect((await leaver.db.from('circles').select('id')).data).toEqual([])
  })
})

describe('limits', () => {
  it('at most 10 circles per member', async () => {
    const busy = await person('busy')
    for (let i = 0; i < 10; i++) await createCircle(busy, `Circle ${i}`)
    const { data } = await busy.db.rpc('circle_create', {
      p_name: 'One more',
      p_contribution: 10,
      p_currency: 'USD',
      p_frequency: 'weekly',
      p_start_date: future(5),
      p_payout_order: 'random',
    })
    expect(data).toEqual({ outcome: 'limit' })
  })

  it('bad input is refused by the table’s checks', async () => {
    const { error } = await stranger.db.rpc('circle_create', {
      p_name: 'x',
      p_contribution: -5,
      p_currency: 'USD',
      p_frequency: 'weekly',
      p_start_date: future(5),
      p_payout_order: 'manual',
    })
    expect(error?.code).toBe('23514')
  })
})

describe('the order of payouts set by hand', () => {
  let ordered: string
  const setOrder = (who: Person, ids: string[]) => who.db.rpc('circle_set_order', { p_circle_id: ordered, p_user_ids: ids })
  const positions = async () =>
    (
      await stack.db.query<{ user_id: string }>(
        `select user_id from public.circle_members where circle_id = $1 and status = 'active' order by payout_position`,
        [ordered],
      )
    ).rows.map((row) => row.user_id)

  beforeAll(async () => {
    ordered = await createCircle(organiser, 'Hand-ordered equb')
    await inviteAndAccept(organiser, ordered, member)
    await inviteAndAccept(organiser, ordered, other)
  })

  it('the organiser sets it; every member reads the same schedule and the history entry', async () => {
    const first = await setOrder(organiser, [other.id, organiser.id, member.id])
    expect(first.error).toBeNull()
    expect(first.data).toEqual({ outcome: 'ordered' })
    for (const reader of [organiser, member, other]) {
      const circle = await reader.db.from('circles').select('start_date, frequency').eq('id', ordered).single()
      const members = await reader.db
        .from('circle_members')
        .select('user_id, display_name, role, status, payout_position, removed_reason')
        .eq('circle_id', ordered)
      const rounds = schedule(circle.data!, members.data as CircleMember[])
      expect(rounds.map((r) => r.recipientId)).toEqual([other.id, organiser.id, member.id])
      expect(rounds[0]!.date).toBe(future(10))
      const history = await reader.db.from('circle_history').select('actor_name, note').eq('circle_id', ordered).eq('kind', 'ordered')
      expect(history.data).toEqual([{ actor_name: 'org Tester', note: '1. other Tester, 2. org Tester, 3. member Tester' }])
    }
  })

  it('a member who is not the organiser, or a stranger, calling the function directly is refused', async () => {
    expect((await setOrder(member, [member.id, other.id, organiser.id])).data).toEqual({ outcome: 'not_organiser' })
    expect((await setOrder(stranger, [member.id, other.id, organiser.id])).data).toEqual({ outcome: 'not_organiser' })
    const anon = clientFor({ url: stack.url, anonKey: stack.anonKey, fetch: stack.fetch })
    expect((await anon.rpc('circle_set_order', { p_circle_id: ordered, p_user_ids: [member.id] })).error?.code).toBe('42501')
    expect(await positions()).toEqual([other.id, organiser.id, member.id])
  })

  it('a list that is not a permutation of the active members is refused', async () => {
    for (const ids of [
      [other.id, organiser.id],
      [other.id, other.id, member.id],
      [other.id, organiser.id, stranger.id],
      [other.id, organiser.id, member.id, stranger.id],
      [other.id, organiser.id, 'not-an-id'],
      [],
    ]) {
      expect((await setOrder(organiser, ids)).data, ids.join()).toEqual({ outcome: 'not_permutation' })
    }
    expect(await positions()).toEqual([other.id, organiser.id, member.id])
  })

  it('a drawn circle is not ordered by hand, and once the first round has started the order is fixed', async () => {
    const random = await createCircle(organiser, 'Drawn equb')
    await stack.db.query(`update public.circles set payout_order = 'random' where id = $1`, [random])
    const drawnOne = await organiser.db.rpc('circle_set_order', { p_circle_id: random, p_user_ids: [organiser.id] })
    expect(drawnOne.data).toEqual({ outcome: 'random' })
    await stack.db.query(`update public.circles set start_date = current_date where id = $1`, [ordered])
    expect((await setOrder(organiser, [member.id, other.id, organiser.id])).data).toEqual({ outcome: 'started' })
    expect(await positions()).toEqual([other.id, organiser.id, member.id])
    const entries = await stack.db.query(`select 1 from public.circle_history where circle_id = $1 and kind = 'ordered'`, [ordered])
    expect(entries.rows).toHaveLength(1)
  })
})

describe('goals are their owner’s only', () => {
  it('an owner adds and reads a goal and its deposits; a stranger reads and writes nothing', async () => {
    const goal = await member.db
      .from('goals')
      .insert({ name: 'Rent deposit', amount: 1200, target_date: future(90) })
      .select('id')
      .single()
    expect(goal.error).toBeNull()
    const goalId = goal.data!.id as string
    expect((await member.db.from('goal_deposits').insert({ goal_id: goalId, amount: 200, deposited_on: future(0) })).error).toBeNull()
    expect((await member.db.from('goal_deposits').select('amount').eq('goal_id', goalId)).data).toEqual([{ amount: 200 }])
    expect((await stranger.db.from('goals').select('*')).data).toEqual([])
    expect((await stranger.db.from('goal_deposits').select('*')).data).toEqual([])
    const sneaky = await stranger.db.from('goal_deposits').insert({ goal_id: goalId, amount: 5, deposited_on: future(0) })
    expect(sneaky.error?.code).toBe('42501')
    const forged = await stranger.db.from('goals').insert({ name: 'x', amount: 5, target_date: future(9), user_id: member.id })
    expect(forged.error?.code).toBe('42501')
    await stranger.db.from('goals').delete().eq('id', goalId)
    expect((await member.db.from('goals').select('id')).data).toEqual([{ id: goalId }])
  })
})
