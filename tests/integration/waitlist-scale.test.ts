/**
 * The waitlist at scale (issue 20, docs/decisions/018-waitlist-at-scale.md) on the embedded stack:
 * the maintained place in line agrees with the rule at its boundaries (ties, a referral worth exactly
 * five places, a referee who confirms before the referrer, a confirmed member leaving, a bulk load),
 * and the token pages answer one client's flood with 429 and Retry-After while others are served.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { newClientAddress } from './waitlist.helpers'
import { call, sql, tokenOf } from './waitlist-growth.helpers'
import { bound } from '../support/time-scale'

const { getEmbeddedStack } = await import('~/.server/platform/supabase.server')
const { linkPageHeaders, standingOf, WAITLIST_LINK_VIEW_RATE_LIMIT } = await import('~/.server/waitlist/waitlist-links.server')
const rules = await import('~/lib/waitlist-referral')
const statusRoute = await import('~/routes/waitlist.status')
const confirmRoute = await import('~/routes/waitlist.confirm')
const leaveRoute = await import('~/routes/waitlist.leave')

beforeAll(async () => {
  await getEmbeddedStack()
})
beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {})
  return () => vi.restoreAllMocks()
})

/** The rule, computed here from the rows (as waitlist-growth.test.ts does). */
async function expectedPlaces(): Promise<Map<string, number>> {
  const rows = await sql<{ id: string; confirmed_at: Date; created_at: Date; referrals: number }>(
    `select w.id, w.confirmed_at, w.created_at,
            (select count(*)::int from public.waitlist r where r.referred_by = w.id and r.confirmed_at is not null) as referrals
     from public.waitlist w where w.confirmed_at is not null`,
  )
  rows.sort((a, b) => +a.confirmed_at - +b.confirmed_at || +a.created_at - +b.created_at || (a.id < b.id ? -1 : 1))
  // Postgres orders timestamps to the microsecond; a JavaScript Date keeps milliseconds, so the
  // rows below are made at least a millisecond apart.
  const scored = rows.map((r, i) => ({
    id: r.id,
    base: i + 1,
    referrals: r.referrals,
    score: i + 1 - rules.PLACES_PER_REFERRAL * r.referrals,
  }))
  scored.sort((a, b) => a.score - b.score || b.referrals - a.referrals || a.base - b.base)
  return new Map(scored.map((s, i) => [s.id, i + 1]))
}

async function expectAllPlacesRight() {
  const expected = await expectedPlaces()
  for (const [id, place] of expected) expect((await standingOf(id))!.place, id).toBe(place)
  const [{ n }] = await sql<{ n: number }>('select count(*)::int as n from public.waitlist where confirmed_at is not null')
  for (const id of [...expected.keys()].slice(0, 3)) expect((await standingOf(id))!.confirmedTotal).toBe(n)
}

let clock = Date.parse('2030-01-01T00:00:00Z')
/** A new entry (as the superuser), joined and maybe confirmed a millisecond after the previous one. */
async function entry({ confirmed = true, referredBy = null as string | null } = {}): Promise<string> {
  clock += 1000
  const [row] = await sql<{ id: string }>(
    `insert into public.waitlist (full_name, email, interest, created_at, confirmed_at, referred_by)
     values ('Scale Member', $1, 'banking', $2, $3, $4) returning id`,
    [`scale.${clock}@example.com`, new Date(clock - 500), confirmed ? new Date(clock) : null, referredBy],
  )
  return row!.id
}

async function confirmNow(id: string) {
  clock += 1000
  await sql('update public.waitlist set confirmed_at = $2 where id = $1', [id, new Date(clock)])
}

describe('the maintained place in line', () => {
  it('agrees with the rule at its boundaries, step by step', { timeout: bound(120_000) }, async () => {
    const members: string[] = []
    for (let i = 0; i < 12; i++) members.push(await entry())
    await expectAllPlacesRight()

    // A referral worth exactly five places: the member at base 11 ties with base 6 and goes first.
    const eleventh = members[10]!
    const before = (await standingOf(eleventh))!.place!
    await entry({ referredBy: eleventh })
    expect((await standingOf(eleventh))!.place).toBe(before - 5)
    await expectAllPlacesRight()

    // A referee who confirms before the referrer: the referrer starts with the credit.
    const late = await entry({ confirmed: false })
    const early = await entry({ confirmed: false, referredBy: late })
    await confirmNow(early)
    expect((await standingOf(late))!.place).toBeNull()
    await confirmNow(late)
    await expectAllPlacesRight()

    // Two referrals for the first member (a key below 1), then a pending referee who never counts.
    await entry({ referredBy: members[0]! })
    await entry({ referredBy: members[0]! })
    await entry({ confirmed: false, referredBy: members[0]! })
    expect((await standingOf(members[0]!))!).toMatchObject({ place: 1, confirmedReferrals: 2 })
    await expectAllPlacesRight()

    // A confirmed member leaves from the middle: everyone after moves up, and a referrer whose
    // confirmed referee leaves loses the credit.
    await sql('delete from public.waitlist where id = $1', [members[4]])
    const [referee] = await sql<{ id: string }>('select id from public.waitlist where referred_by = $1 and confirmed_at is not null', [
      eleventh,
    ])
    await sql('delete from public.waitlist where id = $1', [referee!.id])
    await expectAllPlacesRight()

    // A referrer leaves: their referees keep their places and lose the link.
    await sql('delete from public.waitlist where id = $1', [members[0]])
    await expectAllPlacesRight()

    // A bulk load in one statement (as an import would do) and a hand edit of the order.
    await sql(
      `insert into public.waitlist (full_name, email, interest, created_at, confirmed_at, referred_by)
       select 'Bulk', 'scale.bulk.' || i || '@example.com', 'investing', $1::timestamptz + i * interval '1 second',
              case when i % 2 = 0 then $1::timestamptz + i * interval '2 second' end, case when i % 4 = 0 then $2::uuid end
       from generate_series(1, 40) as i`,
      [new Date(clock + 1000), members[3]],
    )
    clock += 200_000
    await sql(`update public.waitlist set confirmed_at = timestamptz '2029-06-01' where id = $1`, [members[7]])
    await expectAllPlacesRight()
  })

  it('keeps the counters the admin page shows in step with the rows', async () => {
    const [counted] = await sql<{ counters: number; rows: number; days: number; dayrows: number }>(
      `select (select sum(n)::int from private.waitlist_counts) as counters, (select count(*)::int from public.waitlist) as rows,
              (select count(*)::int from private.waitlist_daily_joins where n <> 0) as days,
              (select count(distinct (created_at at time zone 'utc')::date)::int from public.waitlist) as dayrows`,
    )
    expect(counted!.counters).toBe(counted!.rows)
    expect(counted!.days).toBe(counted!.dayrows)
  })
})

describe('the token pages under a flood', () => {
  const token = 'A'.repeat(43)
  const open = (route: { loader: unknown }, path: string, client: string) =>
    call(route.loader, new Request(`http://localhost${path}?token=${token}`, { headers: { 'X-Forwarded-For': client } }))

  it(
    'answer one client 429 with Retry-After past its limit, across the three pages, and still serve another client',
    { timeout: bound(120_000) },
    async () => {
      const flooder = newClientAddress()
      const pages = [
        [statusRoute, '/waitlist/status'],
        [confirmRoute, '/waitlist/confirm'],
        [leaveRoute, '/waitlist/leave'],
      ] as const
      for (let i = 0; i < WAITLIST_LINK_VIEW_RATE_LIMIT.limit; i++) {
        const [route, path] = pages[i % 3]!
        expect((await open(route, path, flooder)).status).toBe(404) // an unknown token, answered
      }
      for (const [route, path] of pages) {
        const refused = await open(route, path, flooder)
        expect(refused.status).toBe(429)
        const retryAfter = Number(refused.headers.get('Retry-After'))
        expect(retryAfter).toBeGreaterThan(0)
        expect(retryAfter).toBeLessThanOrEqual(WAITLIST_LINK_VIEW_RATE_LIMIT.windowMs / 1000)
        expect(refused.data).toMatchObject({
          view: 'error',
          message: expect.stringMatching(/too many waitlist links.*try again in \d+ minutes?/i),
        })
        // The document keeps the Retry-After the loader set.
        expect(linkPageHeaders({ parentHeaders: new Headers(), loaderHeaders: refused.headers }).get('Retry-After')).toBe(
          String(retryAfter),
        )
      }
      expect((await open(statusRoute, '/waitlist/status', newClientAddress())).status).toBe(404)
      expect(tokenOf(`/waitlist/status?token=${token}`)).toBe(token)
    },
  )
})

describe('who may call the new functions', () => {
  it('anonymous callers cannot page, count or see standings', async () => {
    const { clientFor } = await import('../support/local-stack')
    const stack = (await getEmbeddedStack())!
    const anon = clientFor({ url: stack.url, anonKey: stack.anonKey, fetch: stack.fetch })
    for (const result of await Promise.all([
      anon.rpc('waitlist_admin_page', {
        p_search: null,
        p_interest: null,
        p_status: null,
        p_limit: 10,
        p_cursor_created_at: null,
        p_cursor_id: null,
        p_backward: false,
      }),
      anon.rpc('waitlist_admin_total', { p_search: null, p_interest: null, p_status: null, p_cap: 10 }),
      anon.rpc('waitlist_standing', { p_entry_id: crypto.randomUUID() }),
    ])) {
      expect(result.error?.code).toBe('42501')
      expect(result.data).toBeNull()
    }
  })
})
