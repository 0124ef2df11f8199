import { describe, expect, it, vi } from 'vitest'

import { formErrors, newClientAddress, submit, validFields, waitlistRows } from './waitlist.helpers'

const { m } = await import('~/paraglide/messages.js')

describe('concurrent joins of one e-mail', () => {
  it('50 at once (distinct clients) store exactly one row; every other answer is the duplicate message, no 500', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    const email = `race.${Date.now()}@example.com`
    // Each in its own case and spacing, so the database's normalisation is what makes them equal.
    const variants = Array.from({ length: 50 }, (_, i) => (i % 2 ? ` ${email.toUpperCase()} ` : email))
    const outcomes = await Promise.all(variants.map((v) => submit(validFields({ email: v }), { client: newClientAddress() })))

    const statuses = outcomes.map((o) => o.status)
    expect(statuses.filter((s) => s >= 500)).toEqual([])
    expect(statuses.filter((s) => s === 302)).toHaveLength(1)
    const refused = outcomes.filter((o) => o.status !== 302)
    expect(refused).toHaveLength(49)
    for (const o of refused) {
      expect(o.status).toBe(400)
      expect(formErrors(o)).toEqual([m.server_waitlist_duplicate()])
    }
    expect(await waitlistRows(email)).toHaveLength(1)
  })
})
