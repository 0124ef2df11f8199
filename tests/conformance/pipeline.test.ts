import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createLocalStack, type LocalStack } from '../../supabase/local/index'
import { runAsCaller } from '../../supabase/local/pipeline'

// The REST pipeline keeps statements as named prepared statements; a failed request must not leave a
// half-made name behind that breaks the next request of the same shape.
let stack: LocalStack
beforeAll(async () => {
  stack = await createLocalStack({ dataDir: ':memory:', log: () => {} })
})
afterAll(() => stack.close())

const anon = { role: 'anon', claimsJson: JSON.stringify({ role: 'anon' }), readOnly: false }
// The secret key's role writes the waitlist: the public roles hold no privilege on it (migration 20261129000000).
const service = { role: 'service_role', claimsJson: JSON.stringify({ role: 'service_role' }), readOnly: false }
const insert = 'insert into public.waitlist (full_name, email, interest) values ($1, $2, $3)'

async function count(email: string) {
  const { rows } = await stack.db.query<{ n: number }>('select count(*)::int as n from public.waitlist where email = $1', [email])
  return rows[0]!.n
}

describe('prepared statements in the REST pipeline', () => {
  it('a statement whose first run fails runs fine afterwards, and nothing of the failure is written', async () => {
    await expect(
      runAsCaller(stack.db, service, [{ text: insert, params: ['Ada Obi', 'first@example.com', 'not-an-interest'] }]),
    ).rejects.toMatchObject({
      code: '23514',
    })
    expect(await count('first@example.com')).toBe(0)
    for (const email of ['first@example.com', 'second@example.com', 'third@example.com']) {
      await runAsCaller(stack.db, service, [{ text: insert, params: ['Ada Obi', email, 'banking'] }])
    }
    expect(await count('second@example.com')).toBe(1)
  })

  it('a failure after the statement is prepared (duplicate) is reported each time and leaves it usable', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      await expect(
        runAsCaller(stack.db, service, [{ text: insert, params: ['Ada Obi', 'first@example.com', 'banking'] }]),
      ).rejects.toMatchObject({
        code: '23505',
      })
    }
    await runAsCaller(stack.db, service, [{ text: insert, params: ['Ada Obi', 'fourth@example.com', 'homeland'] }])
    expect(await count('fourth@example.com')).toBe(1)
  })

  it('keeps RLS per request: the same prepared read is refused to anon', async () => {
    const read = { text: 'select email from public.waitlist where email = $1', params: ['first@example.com'] }
    await expect(runAsCaller(stack.db, { ...anon, readOnly: true }, [read])).rejects.toMatchObject({ code: '42501' })
    await expect(runAsCaller(stack.db, { ...anon, readOnly: true }, [read])).rejects.toMatchObject({ code: '42501' })
  })
})
