/**
 * `npx tsx scripts/bench-circles.ts [--circles 100000]` (docs/decisions/043-savings-circles.md): what a
 * circle page and a member's dashboard (/circles) read, with 10 circles in the database and with
 * 100,000. It signs in as one member of one circle and runs the pages' own reads
 * (app/.server/circles/circles.server.ts) through supabase-js on the embedded stack, counting the rows
 * the Data API answers and timing them; then EXPLAIN ANALYZE of the reads as that member (RLS on).
 * The rows read must be the same at both sizes: every read starts from an index on the member or the circle.
 */
import { randomUUID } from 'node:crypto'

import { createClient } from '@supabase/supabase-js'
import ws from 'ws'

import { listMyCircles, loadCircle, todayOf } from '../app/.server/circles/circles.server'
import { createLocalStack, type LocalStack } from '../supabase/local/index'
import { createConfirmedUser } from '../tests/support/local-stack'

const sizesArg = process.argv.indexOf('--circles')
const SIZES = [10, sizesArg > 0 ? Number(process.argv[sizesArg + 1]) : 100_000]
const PASSWORD = 'bench-password-1'

async function fill(stack: LocalStack, circles: number) {
  // Filler people: 50 accounts own and fill the other circles (3 members and 4 history rows each).
  await stack.db.query(`
    insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data,
      raw_user_meta_data, created_at, updated_at, confirmation_token, recovery_token, email_change_token_new, email_change)
    select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
      'filler' || i || '@example.com', '', now(), '{}', '{}', now(), now(), '', '', '', ''
    from generate_series(1, 50) as i`)
  await stack.db.query(`
    with people as (select array_agg(id order by email) as ids from auth.users where email like 'filler%'),
    made as (
      insert into public.circles (name, organiser_id, contribution, currency, frequency, start_date, payout_order)
      select 'Circle ' || i, (select ids[1 + i % 50] from people), 100, 'USD', 'monthly', current_date + 30, 'manual'
      from generate_series(1, ${circles}) as i
      returning id, organiser_id
    ),
    members as (
      insert into public.circle_members (circle_id, user_id, display_name, role, payout_position)
      select made.id, (select ids[1 + (abs(hashtext(made.id::text)) + k) % 50] from people), 'Filler', case when k = 0 then 'member' else 'member' end, k + 1
      from made, generate_series(0, 2) as k
      on conflict do nothing
      returning circle_id, user_id
    )
    insert into public.circle_history (circle_id, kind, actor_name, member_id, member_name, round, amount, paid_on)
    select circle_id, 'payment', 'Filler', user_id, 'Filler', 1, 100, current_date from members`)
  await stack.db.query('analyze')
}

async function measure(size: number) {
  const stack = await createLocalStack({ dataDir: ':memory:', log: () => {} })
  try {
    const started = performance.now()
    if (size > 0) await fill(stack, size)
    const filled = performance.now() - started
    const organiser = await createConfirmedUser(
      { email: `org-${randomUUID()}@example.com`, password: PASSWORD, fullName: 'Organiser' },
      stack,
    )
    let rows = 0
    let requests = 0
    const counting = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await stack.fetch(input, init)
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
      if (url.includes('/rest/v1/') && !url.includes('/rpc/')) {
        requests++
        const body = await response
          .clone()
          .json()
          .catch(() => null)
        if (Array.isArray(body)) rows += body.length
        else if (body) rows += 1
      }
      return response
    }) as typeof fetch
    const supabase = createClient(stack.url, stack.anonKey, {
      global: { fetch: counting },
      realtime: { transport: ws as never },
      auth: { persistSession: false, autoRefreshToken: false },
    })
    await supabase.auth.signInWithPassword({ email: organiser.email, password: PASSWORD })
    const { data } = await supabase.rpc('circle_create', {
      p_name: 'Mine',
      p_contribution: 50,
      p_currency: 'USD',
      p_frequency: 'weekly',
      p_start_date: todayOf(new Date(Date.now() + 7 * 864e5)),
      p_payout_order: 'manual',
    })
    const circleId = (data as { id: string }).id
    await supabase.rpc('circle_record_payment', {
      p_circle_id: circleId,
      p_member_id: organiser.id,
      p_round: 1,
      p_amount: 50,
      p_paid_on: todayOf(),
    })
    const result: Record<string, { rows: number; requests: number; ms: number }> = {}
    for (const [name, read] of [
      ['dashboard (/circles)', () => listMyCircles(supabase, organiser.id, todayOf())],
      ['circle page (/circles/<id>)', () => loadCircle(supabase, circleId, organiser.id, todayOf())],
    ] as const) {
      await read() // warm
      rows = 0
      requests = 0
      const t = performance.now()
      await read()
      result[name] = { rows, requests, ms: Math.round(performance.now() - t) }
    }
    const { rows: total } = await stack.db.query<{ n: number }>('select count(*)::int as n from public.circles')
    console.log(`\n${total[0]!.n} circles in the database (filled in ${Math.round(filled)} ms)`)
    for (const [name, r] of Object.entries(result)) console.log(`  ${name}: ${r.rows} rows in ${r.requests} requests, ${r.ms} ms`)
    const claims = JSON.stringify({ sub: organiser.id, role: 'authenticated' })
    for (const sql of [
      `select circle_id from public.circle_members where user_id = '${organiser.id}' and status = 'active'`,
      `select * from public.circle_history where circle_id = '${circleId}' order by id`,
    ]) {
      const plan = await stack.db.transaction(async (tx) => {
        await tx.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [claims])
        return (await tx.query<{ 'QUERY PLAN': string }>(`explain analyze ${sql}`)).rows.map((r) => `    ${r['QUERY PLAN']}`)
      })
      console.log(`  ${sql.replace(/'[0-9a-f-]{36}'/g, '…')}\n${plan.join('\n')}`)
    }
    return result
  } finally {
    await stack.close()
  }
}

const small = await measure(SIZES[0]!)
const large = await measure(SIZES[1]!)
const same = Object.keys(small).every((k) => small[k]!.rows === large[k]!.rows)
console.log(`\nrows read the same at ${SIZES[0]} and ${SIZES[1]} circles: ${same ? 'yes' : 'NO'}`)
process.exit(same ? 0 : 1)
