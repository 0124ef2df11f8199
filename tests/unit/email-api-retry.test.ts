import { describe, expect, it } from 'vitest'

import { createEmailApiSender, EMAIL_RETRY_BUDGET_MS, type ConfirmationEmail } from '../../supabase/functions/send-confirmation/handler'

// The function's e-mail transport (Resend's POST /emails): a 429 is retried with backoff inside the
// function's retry budget. The clock and the sleep are fakes: no test waits on the wall clock.

const message: ConfirmationEmail = {
  to: 'ada@example.org',
  subject: 'Confirm',
  text: 'text',
  html: '<p>html</p>',
  headers: { 'List-Unsubscribe': '<https://x/leave>' },
}

function harness(answers: { status: number; retryAfter?: string }[], fetchTakesMs = 0) {
  let clock = 1_000_000
  const sleeps: number[] = []
  const calls: { key: string | null; body: unknown }[] = []
  const fetch = (async (_url: string, init: RequestInit) => {
    clock += fetchTakesMs
    const headers = new Headers(init.headers)
    calls.push({ key: headers.get('idempotency-key'), body: JSON.parse(String(init.body)) })
    const answer = answers.shift() ?? { status: 200 }
    return new Response(answer.status === 200 ? '{"id":"e1"}' : '{"name":"rate_limit_exceeded"}', {
      status: answer.status,
      headers: answer.retryAfter ? { 'Retry-After': answer.retryAfter } : {},
    })
  }) as unknown as typeof globalThis.fetch
  const send = createEmailApiSender({
    apiKey: 're_test',
    from: 'Diaspora Finance <hello@example.org>',
    url: 'https://email.invalid/emails',
    fetch,
    now: () => clock,
    sleep: async (ms) => {
      sleeps.push(ms)
      clock += ms
    },
  })
  return { send, sleeps, calls }
}

describe('createEmailApiSender: a rate-limited send is retried', () => {
  it('waits what Retry-After asks, then sends, with one Idempotency-Key for both attempts', async () => {
    const h = harness([{ status: 429, retryAfter: '1' }])
    await h.send(message)
    expect(h.sleeps).toEqual([1000])
    expect(h.calls).toHaveLength(2)
    expect(h.calls[0]!.key).toMatch(/^[0-9a-f-]{36}$/)
    expect(h.calls[1]!.key).toBe(h.calls[0]!.key)
    expect(h.calls[0]!.body).toMatchObject({
      to: ['ada@example.org'],
      from: 'Diaspora Finance <hello@example.org>',
      headers: { 'List-Unsubscribe': '<https://x/leave>' },
    })
  })

  it('without Retry-After backs off 0.5 s, then 1 s', async () => {
    const h = harness([{ status: 429 }, { status: 429 }])
    await h.send(message)
    expect(h.sleeps).toEqual([500, 1000])
    expect(h.calls).toHaveLength(3)
  })

  it('gives up after three attempts with the provider still refusing', async () => {
    const h = harness([{ status: 429 }, { status: 429 }, { status: 429 }, { status: 200 }])
    await expect(h.send(message)).rejects.toThrow(/answered 429 \(attempt 3\)/)
    expect(h.calls).toHaveLength(3)
  })

  it('does not wait beyond its budget: a Retry-After longer than it fails at once', async () => {
    const h = harness([{ status: 429, retryAfter: String(EMAIL_RETRY_BUDGET_MS / 1000 + 1) }])
    await expect(h.send(message)).rejects.toThrow(/beyond the 2500 ms retry budget/)
    expect(h.sleeps).toEqual([])
    expect(h.calls).toHaveLength(1)
  })

  it('counts the time the requests took against the budget', async () => {
    // Each request takes 1 s: 1 s + 0.5 s wait, then 1 s more, and a 1 s wait would end at 3.5 s > 2.5 s.
    const h = harness([{ status: 429 }, { status: 429 }], 1000)
    await expect(h.send(message)).rejects.toThrow(/retry budget/)
    expect(h.sleeps).toEqual([500])
    expect(h.calls).toHaveLength(2)
  })

  it('does not retry other failures (a 500 or a refused key fails at once)', async () => {
    for (const status of [500, 401, 422]) {
      const h = harness([{ status }])
      await expect(h.send(message)).rejects.toThrow(new RegExp(`answered ${status} \\(attempt 1\\)`))
      expect(h.calls).toHaveLength(1)
      expect(h.sleeps).toEqual([])
    }
  })
})
