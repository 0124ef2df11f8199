/**
 * The owner's view of the waitlist (/admin/waitlist and its CSV export) on the embedded backend:
 * the admin guard on every loader and action, the real entries (search, filters, paging, counts,
 * joins per day), deleting in two steps, and a CSV export that is correct and streamed.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { RouterContextProvider } from 'react-router'

import { newClientAddress } from './waitlist.helpers'
import { call, cookiesFrom, get, join, post, sql, uniqueAddress } from './waitlist-growth.helpers'
import { ADMIN_CREDENTIALS, createConfirmedUser } from './admin.helpers'

const { createSupabaseServerClient, getEmbeddedStack } = await import('~/.server/platform/supabase.server')
const { getToast } = await import('~/.server/platform/toast.server')
const { EXPORT_PAGE_SIZE } = await import('~/.server/waitlist/waitlist-admin.server')
const page = await import('~/routes/admin/waitlist')
const exportRoute = await import('~/routes/admin/waitlist.export')
const { WAITLIST_PAGE_SIZE, CHART_DAYS, waitlistFiltersQuery, parseWaitlistFilters } = await import('~/lib/waitlist-admin')
const { interestLabels } = await import('~/lib/waitlist-constants')

type PageData = {
  filters: { q: string; interest: string | null; status: string | null; after: { createdAt: string; id: string } | null; before: unknown }
  summary: {
    total: number
    byStatus: { pending: number; confirmed: number }
    byInterest: { interest: string; total: number; pending: number; confirmed: number }[]
    daily: { day: string; count: number }[]
  }
  entries: {
    id: string
    fullName: string
    email: string
    status: string
    referrerEmail: string | null
    referrals: number
    createdAt: string
  }[]
  total: number
  previous: { createdAt: string; id: string } | null
  next: { createdAt: string; id: string } | null
  toDelete: { id: string; email: string } | null
}

async function signIn(email: string, password: string): Promise<string> {
  const { supabase, headers } = createSupabaseServerClient(post('/auth'))
  const { error } = await supabase.auth.signInWithPassword({ email, password })
  if (error) throw new Error(`sign-in of ${email} failed: ${error.message}`)
  return cookiesFrom(headers)
}

let adminCookie: string
let userCookie: string
/** A marker in every name this file creates, so searches only see this file's rows. */
const TAG = `Zq${Date.now().toString(36)}`

beforeAll(async () => {
  await getEmbeddedStack()
  adminCookie = await signIn(ADMIN_CREDENTIALS.email, ADMIN_CREDENTIALS.password)
  const user = await createConfirmedUser()
  userCookie = await signIn(user.email, user.password)
})

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {})
  return () => vi.restoreAllMocks()
})

const list = (query = '') => call<PageData>(page.loader, get(`/admin/waitlist${query}`, adminCookie))

/** Inserts n entries directly (as the superuser), spread over the last days, half confirmed. */
async function seed(
  n: number,
  {
    prefix,
    interest = 'banking',
    name = (i: number) => `${TAG} Person ${i}`,
  }: { prefix: string; interest?: string; name?: (i: number) => string },
) {
  await sql(
    `insert into public.waitlist (full_name, email, interest, created_at, confirmed_at)
     select ($1::text[])[i], $2 || '.' || i || '@example.com', $3, now() - (i % 20) * interval '1 day' - i * interval '1 second',
            case when i % 2 = 0 then now() end
     from generate_series(1, $4::int) as i`,
    [Array.from({ length: n }, (_, i) => name(i + 1)), prefix, interest, n],
  )
}

describe('the admin guard', () => {
  it.each([
    ['page GET', () => call(page.loader, get('/admin/waitlist', '')), null],
    ['page POST', () => call(page.action, post('/admin/waitlist', { intent: 'delete', id: crypto.randomUUID() })), null],
    ['export GET', () => call(exportRoute.loader, get('/admin/waitlist/export.csv')), null],
  ])('%s: a signed-out visitor is sent to /auth; a normal user to / (nothing read or deleted)', async (_name, run) => {
    const anonymous = await run()
    expect(anonymous.status).toBe(302)
    expect(anonymous.location).toMatch(/^\/auth/)
  })

  it('a signed-in normal user is turned away from the page, the delete and the export', async () => {
    const email = uniqueAddress('guarded')
    await join(email)
    const [{ id }] = await sql<{ id: string }>('select id from public.waitlist where email = $1', [email])
    for (const outcome of [
      await call(page.loader, get('/admin/waitlist', userCookie)),
      await call(page.action, post('/admin/waitlist', { intent: 'delete', id }, { cookie: userCookie })),
      await call(exportRoute.loader, get('/admin/waitlist/export.csv', userCookie)),
    ]) {
      expect(outcome.status).toBe(302)
      expect(outcome.location).toBe('/')
    }
    expect(await sql('select 1 from public.waitlist where id = $1', [id])).toHaveLength(1)
  })
})

describe('the list', () => {
  it('shows the real entries newest first, 25 a page, searchable and filterable, with counts and joins per day', async () => {
    await seed(40, { prefix: `${TAG.toLowerCase()}-bank`, interest: 'banking' })
    await seed(12, { prefix: `${TAG.toLowerCase()}-biz`, interest: 'business' })
    const first = await list(`?q=${TAG}`)
    expect(first.status).toBe(200)
    expect(first.data.total).toBe(52)
    expect(first.data.entries).toHaveLength(WAITLIST_PAGE_SIZE)
    const times = first.data.entries.map((e) => +new Date(e.createdAt))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    expect(first.data.previous).toBeNull()
    const second = await list(waitlistFiltersQuery(first.data.filters as never, { after: first.data.next }))
    const third = await list(waitlistFiltersQuery(second.data.filters as never, { after: second.data.next }))
    expect(third.data.entries).toHaveLength(2)
    expect(third.data.next).toBeNull()

    // Search is case-insensitive on the name and matches part of the e-mail.
    expect((await list(`?q=${TAG.toUpperCase()}%20person%2017`)).data.entries.map((e) => e.fullName)).toEqual([`${TAG} Person 17`])
    expect((await list(`?q=${TAG.toLowerCase()}-biz.3@`)).data.total).toBe(1)
    // Filters, alone and together.
    expect((await list(`?q=${TAG}&interest=business`)).data.total).toBe(12)
    expect((await list(`?q=${TAG}&status=confirmed`)).data.total).toBe(26)
    expect((await list(`?q=${TAG}&interest=business&status=pending`)).data.total).toBe(6)
    // Nonsense filters fall back to "any"; nothing breaks.
    const odd = await list(`?q=${TAG}&interest=crypto&status=maybe&after=2026-01-01~x&before=%27;drop`)
    expect(odd.status).toBe(200)
    expect(odd.data.filters).toMatchObject({ interest: null, status: null, after: null, before: null })
    expect(odd.data.total).toBe(52)

    // Counts agree with the table, and the chart covers 30 UTC days ending today.
    const [counts] = await sql<{ total: number; pending: number; confirmed: number; banking: number; today: number }>(
      `select count(*)::int as total, count(*) filter (where confirmed_at is null)::int as pending,
              count(*) filter (where confirmed_at is not null)::int as confirmed,
              count(*) filter (where interest = 'banking')::int as banking,
              count(*) filter (where (created_at at time zone 'utc')::date = (now() at time zone 'utc')::date)::int as today
       from public.waitlist`,
    )
    const { summary } = first.data
    expect(summary.total).toBe(counts!.total)
    expect(summary.byStatus).toEqual({ pending: counts!.pending, confirmed: counts!.confirmed })
    expect(summary.byInterest.find((i) => i.interest === 'banking')!.total).toBe(counts!.banking)
    expect(summary.byInterest.map((i) => i.interest)).toEqual(['investing', 'banking', 'insurance', 'homeland', 'business'])
    expect(summary.daily).toHaveLength(CHART_DAYS)
    expect(summary.daily.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), count: counts!.today })
  })

  it('shows who referred whom and confirmed referrals', async () => {
    const referrer = uniqueAddress(`${TAG.toLowerCase()}-ref`)
    const links = await join(referrer, { fullName: `${TAG} Referrer` })
    const code = new URL(links.referral, 'http://x').searchParams.get('ref')!
    const friend = uniqueAddress(`${TAG.toLowerCase()}-friend`)
    await join(friend, { fullName: `${TAG} Friend`, ref: code })
    await sql('update public.waitlist set confirmed_at = now() where email = $1', [friend])
    const only = async (email: string) => (await list(`?q=${encodeURIComponent(email)}`)).data.entries
    expect(await only(friend)).toMatchObject([{ referrerEmail: referrer, status: 'confirmed', referrals: 0 }])
    expect(await only(referrer)).toMatchObject([{ referrerEmail: null, status: 'pending', referrals: 1 }])
  })
})

describe('deleting an entry', () => {
  it('takes two steps: the GET only asks, the POST deletes (and says so); a second POST finds nothing', async () => {
    const email = uniqueAddress(`${TAG.toLowerCase()}-delete`)
    await join(email, { fullName: `${TAG} Delete Me` })
    const [{ id }] = await sql<{ id: string }>('select id from public.waitlist where email = $1', [email])

    const ask = await list(`?q=${TAG}&delete=${id}`)
    expect(ask.data.toDelete).toMatchObject({ id, email })
    expect(await sql('select 1 from public.waitlist where id = $1', [id])).toHaveLength(1)

    const done = await call(page.action, post(`/admin/waitlist?q=${TAG}&status=pending`, { intent: 'delete', id }, { cookie: adminCookie }))
    expect(done.status).toBe(302)
    expect(done.location).toBe(`/admin/waitlist?q=${TAG}&status=pending`)
    expect((await getToast(get('/', cookiesFrom(done.headers)))).toast).toMatchObject({ type: 'success', message: 'Entry deleted' })
    expect(await sql('select 1 from public.waitlist where id = $1', [id])).toHaveLength(0)
    expect(await sql('select 1 from private.waitlist_tokens where entry_id = $1', [id])).toHaveLength(0)

    const again = await call(page.action, post('/admin/waitlist', { intent: 'delete', id }, { cookie: adminCookie }))
    expect((await getToast(get('/', cookiesFrom(again.headers)))).toast).toMatchObject({ type: 'error', message: 'Already gone' })
    const count = (await sql<{ n: number }>('select count(*)::int as n from public.waitlist'))[0]!.n
    for (const fields of [{ intent: 'delete', id: 'not-a-uuid' }, { id }, {}]) {
      const refused = await call(
        page.action,
        post('/admin/waitlist', fields as Record<string, string>, { cookie: adminCookie, client: newClientAddress() }),
      )
      expect(refused.status).toBe(302)
    }
    expect((await sql<{ n: number }>('select count(*)::int as n from public.waitlist'))[0]!.n).toBe(count)
  })
})

/** RFC 4180 parsing, enough to read our own export back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (ch === '"') quoted = false
      else field += ch
    } else if (ch === '"') quoted = true
    else if (ch === ',') {
      row.push(field)
      field = ''
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field)
      rows.push(row)
      row = []
      field = ''
      i++
    } else field += ch
  }
  return rows
}

describe('the CSV export', () => {
  it('has every matching entry with correct quoting and no formula injection', async () => {
    const tricky = [
      `${TAG} "Quoted", Name`,
      `=${TAG}HYPERLINK("https://evil.example","click")`,
      `+${TAG} plus`,
      `-${TAG} minus`,
      `@${TAG} at`,
      `${TAG} Ngozi Adébáyọ̀`,
    ]
    await seed(tricky.length, { prefix: `${TAG.toLowerCase()}-csv`, interest: 'homeland', name: (i) => tricky[i - 1]! })
    const response = (await exportRoute.loader({
      request: get(`/admin/waitlist/export.csv?q=${TAG.toLowerCase()}-csv`, adminCookie),
      params: {},
      context: new RouterContextProvider(),
    } as never)) as Response
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="waitlist-\d{4}-\d{2}-\d{2}\.csv"$/)
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]) // UTF-8 byte-order mark, for spreadsheet programs
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
    const [header, ...rows] = parseCsv(text.slice(1))
    expect(header).toEqual([
      'name',
      'email',
      'interest',
      'status',
      'joined',
      'confirmed',
      'referrer',
      'referrals',
      'price_alerts',
      'preferred_language',
      'locale',
    ])
    expect(rows).toHaveLength(tricky.length)
    const names = rows.map((r) => r[0])
    expect(names).toContain(`${TAG} "Quoted", Name`)
    expect(names).toContain(`'=${TAG}HYPERLINK("https://evil.example","click")`)
    expect(names).toContain(`'+${TAG} plus`)
    expect(names).toContain(`'-${TAG} minus`)
    expect(names).toContain(`'@${TAG} at`)
    expect(names).toContain(`${TAG} Ngozi Adébáyọ̀`)
    for (const r of rows) {
      expect(r).toHaveLength(11)
      expect(r[2]).toBe(interestLabels.homeland())
      expect(['pending', 'confirmed']).toContain(r[3])
      expect(new Date(r[4]!).toString()).not.toBe('Invalid Date')
      expect(r[7]).toBe('0')
      expect(r[8]).toBe('') // no price alerts asked for
      expect(r[9]).toBe('') // no preferred language given
      expect(r[10]).toBe('en') // seeded rows joined in English
    }
  })

  it('streams: the first rows leave before later pages are read, one page of rows at a time', async () => {
    const n = EXPORT_PAGE_SIZE * 2 + 100
    await seed(n, { prefix: `${TAG.toLowerCase()}-bulk`, interest: 'insurance', name: (i) => `${TAG} Bulk ${i}` })
    const stack = (await getEmbeddedStack())!
    const original = stack.handler
    let pageReads = 0
    stack.handler = (request) => {
      if (new URL(request.url).pathname.endsWith('/rpc/waitlist_admin_page')) pageReads += 1
      return original(request)
    }
    try {
      const response = (await exportRoute.loader({
        request: get(`/admin/waitlist/export.csv?q=${TAG.toLowerCase()}-bulk&interest=insurance`, adminCookie),
        params: {},
        context: new RouterContextProvider(),
      } as never)) as Response
      const reader = response.body!.getReader()
      const decoder = new TextDecoder('utf-8', { ignoreBOM: true })
      let text = decoder.decode((await reader.read()).value, { stream: true }) // the header row
      expect(pageReads).toBe(0)
      text += decoder.decode((await reader.read()).value, { stream: true })
      expect(pageReads).toBe(1)
      expect(parseCsv(text.slice(1))).toHaveLength(1 + EXPORT_PAGE_SIZE)
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        text += decoder.decode(value, { stream: true })
      }
      expect(pageReads).toBe(3)
      const rows = parseCsv(text.slice(1))
      expect(rows).toHaveLength(1 + n)
      expect(new Set(rows.slice(1).map((r) => r[1])).size).toBe(n) // no row twice across page edges
    } finally {
      stack.handler = original
    }
  })
})

describe('at scale (decision 018)', () => {
  const ids = (data: PageData) => data.entries.map((e) => e.id)

  it('pages by keyset: next and previous, no entry twice or missing, stable when join times are equal', async () => {
    // 60 entries with only three distinct join times: the id breaks the ties.
    await sql(
      `insert into public.waitlist (full_name, email, interest, created_at)
       select $1 || ' Same ' || i, $2 || '.' || i || '@example.com', 'business', timestamptz '2026-03-01 12:00:00.123456+00' + (i % 3) * interval '1 microsecond'
       from generate_series(1, 60) as i`,
      [TAG, `${TAG.toLowerCase()}-same`],
    )
    const q = `?q=${TAG.toLowerCase()}-same`
    const expected = (
      await sql<{ id: string }>(`select id from public.waitlist where email like $1 order by created_at desc, id desc`, [
        `${TAG.toLowerCase()}-same.%`,
      ])
    ).map((r) => r.id)
    const pages: PageData[] = []
    let next: PageData['next'] = null
    do {
      const answer: Awaited<ReturnType<typeof list>> = await list(
        next ? `${q}&after=${encodeURIComponent(`${next.createdAt}~${next.id}`)}` : q,
      )
      expect(answer.status).toBe(200)
      pages.push(answer.data)
      next = answer.data.next
    } while (next)
    expect(pages.map((p) => p.entries.length)).toEqual([25, 25, 10])
    expect(pages.flatMap(ids)).toEqual(expected)
    expect(pages[0]!.total).toBe(60)

    // Going back from the last page gives exactly the pages seen on the way forward.
    const back = await list(waitlistFiltersQuery(pages[2]!.filters as never, { after: null, before: pages[2]!.previous }))
    expect(ids(back.data)).toEqual(ids(pages[1]!))
    const start = await list(waitlistFiltersQuery(back.data.filters as never, { after: null, before: back.data.previous }))
    expect(ids(start.data)).toEqual(ids(pages[0]!))
    expect(start.data.previous).toBeNull()

    // The links the page renders carry the same cursors, as plain URLs (no JavaScript needed).
    const link = `/admin/waitlist${waitlistFiltersQuery(pages[0]!.filters as never, { after: pages[0]!.next })}`
    expect(parseWaitlistFilters(new URL(link, 'http://x').searchParams).after).toEqual(pages[0]!.next)
  })

  it('searches without accents: "Nwosu" finds "Nwọsu", "Aissatou" finds "Aïssatou", and accents find plain names', async () => {
    const names = [`Chidi Nwọsu ${TAG}`, `Aïssatou Diallo ${TAG}`, `Renee Dube ${TAG}`]
    await seed(names.length, { prefix: `${TAG.toLowerCase()}-accent`, interest: 'homeland', name: (i) => names[i - 1]! })
    const found = async (q: string) => (await list(`?q=${encodeURIComponent(q)}`)).data.entries.map((e) => e.fullName)
    expect(await found(`Nwosu ${TAG}`)).toEqual([names[0]])
    expect(await found(`aissatou diallo ${TAG}`)).toEqual([names[1]])
    expect(await found(`Renée Dubé ${TAG}`)).toEqual([names[2]])
    expect((await list(`?q=${encodeURIComponent(`NWỌSU ${TAG}`)}`)).data.total).toBe(1)
    // Short searches (under three letters, no index) still work.
    expect((await list(`?q=ọ&interest=homeland`)).data.entries.length).toBeGreaterThan(0)
  })

  it('exports addresses that start with - or + exactly as they are; a formula-shaped address is still neutralised', async () => {
    const plain = [`-${TAG.toLowerCase()}.minus@example.com`, `+${TAG.toLowerCase()}.plus@example.com`]
    for (const email of plain)
      await sql(`insert into public.waitlist (full_name, email, interest) values ($1, $2, 'banking')`, [`${TAG} Dash`, email])
    // Only a row written past the join form can look like this (the form accepts plain addresses).
    const formula = `=hyperlink("https://evil.example")${TAG.toLowerCase()}@x.example`
    await sql(`insert into public.waitlist (full_name, email, interest) values ($1, $2, 'banking')`, [`${TAG} Dash`, formula])
    const response = (await exportRoute.loader({
      request: get(`/admin/waitlist/export.csv?q=${encodeURIComponent(`${TAG} Dash`)}`, adminCookie),
      params: {},
      context: new RouterContextProvider(),
    } as never)) as Response
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(await response.arrayBuffer()))
    const emails = parseCsv(text.slice(1))
      .slice(1)
      .map((r) => r[1])
    expect(emails).toHaveLength(3)
    expect(emails).toEqual(expect.arrayContaining([...plain, `'${formula}`]))
  })
})
