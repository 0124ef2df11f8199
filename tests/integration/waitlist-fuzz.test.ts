/**
 * Property test: arbitrary bodies thrown at the /signup action. Whatever arrives - missing fields,
 * huge values, any Unicode, repeated keys, JSON, text/plain or broken multipart - the answer is never
 * a 5xx, and a row is stored exactly when the submission was valid.
 */
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'

import { formBody, newClientAddress, runAction, signupRequest, waitlistCount, type Fields } from './waitlist.helpers'

const { HONEYPOT_FIELD } = await import('~/lib/honeypot')
const { blockedEmailDomains, interestValues } = await import('~/lib/waitlist')

type Value = { value: string[]; valid: boolean }

let unique = 0
const uniqueLocalPart = () => `fuzz.${Date.now().toString(36)}.${(unique += 1)}`

const anyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 40 }),
)
const huge = fc.tuple(fc.string({ minLength: 1, maxLength: 4 }), fc.integer({ min: 300, max: 20_000 })).map(([s, n]) => s.repeat(n))

// One field: missing, one valid value, one invalid value, or the key repeated (never valid).
function field(valid: fc.Arbitrary<string>, invalid: fc.Arbitrary<string>): fc.Arbitrary<Value> {
  // Valid is weighted up so that about one form case in eight is valid as a whole.
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant<Value>({ value: [], valid: false }) },
    { weight: 6, arbitrary: valid.map((v) => ({ value: [v], valid: true })) },
    { weight: 2, arbitrary: invalid.map((v) => ({ value: [v], valid: false })) },
    {
      weight: 1,
      arbitrary: fc.array(fc.oneof(valid, invalid), { minLength: 2, maxLength: 3 }).map((value) => ({ value, valid: false })),
    },
  )
}

const controlFree = (s: string) => !/[\u0000-\u001f\u007f]/.test(s)
const validName = fc
  .string({ unit: 'grapheme', minLength: 2, maxLength: 40 })
  .filter((s) => s.trim().length >= 2 && s.trim().length <= 100 && controlFree(s))
const invalidName = fc.oneof(
  fc.constantFrom('', ' ', '\t\n', 'A', '  z  ', 'Ada\u0000Okafor'),
  huge.filter((s) => s.trim().length > 100),
)
const validEmail = fc
  .constantFrom('example.com', 'Example.ORG', 'mail.example.net')
  .chain((domain) => fc.constantFrom('', ' ', '  ').map((pad) => `${pad}${uniqueLocalPart()}@${domain}${pad}`))
const invalidEmail = fc.oneof(
  anyText.filter((s) => !s.includes('@')),
  fc.constantFrom('', '   ', 'a@', '@b.co', 'a@b', 'a b@c.de', 'a@@b.cd'),
  fc.constantFrom(...blockedEmailDomains, 'getnada.com', 'inbox.mailinator.com').map((d) => `someone@${d}`),
  huge.map((s) => `${s}@example.com`),
)
const validInterest = fc.constantFrom(...interestValues)
const invalidInterest = fc.oneof(
  fc.constantFrom('', 'placeholder', 'INVESTING', 'crypto'),
  anyText.filter((s) => !(interestValues as readonly string[]).includes(s)),
)
const validTerms = fc.constant('on')
const invalidTerms = fc.oneof(
  fc.constantFrom('', 'off', 'true', 'yes'),
  anyText.filter((s) => s !== 'on'),
)

const formSubmission = fc.record({
  fullName: field(validName, invalidName),
  email: field(validEmail, invalidEmail),
  interest: field(validInterest, invalidInterest),
  terms: field(validTerms, invalidTerms),
  honeypot: fc.oneof(
    fc.constant<string | undefined>(undefined),
    fc.constant(''),
    anyText.filter((s) => s.length > 0),
  ),
  extra: fc.dictionary(anyText, anyText, { maxKeys: 3 }),
  encoding: fc.constantFrom('urlencoded', 'multipart'),
})

type Case = { body: BodyInit; contentType?: string; expectStored: boolean; honeypot: boolean }

const formCase: fc.Arbitrary<Case> = formSubmission.map((s) => {
  const fields: Fields = { ...s.extra }
  for (const key of ['fullName', 'email', 'interest', 'terms'] as const) {
    if (s[key].value.length) fields[key] = s[key].value
    else delete fields[key]
  }
  if (s.honeypot !== undefined) fields[HONEYPOT_FIELD] = s.honeypot
  else delete fields[HONEYPOT_FIELD]
  const honeypot = typeof s.honeypot === 'string' && s.honeypot.length > 0
  const allValid = s.fullName.valid && s.email.valid && s.interest.valid && s.terms.valid
  let body: BodyInit = formBody(fields)
  if (s.encoding === 'multipart') {
    const fd = new FormData()
    formBody(fields).forEach((v, k) => fd.append(k, v))
    body = fd
  }
  return { body, expectStored: allValid && !honeypot, honeypot }
})

const garbageCase: fc.Arbitrary<Case> = fc.oneof(
  fc.json().map((json) => ({ body: json, contentType: 'application/json', expectStored: false, honeypot: false })),
  anyText.map((text) => ({ body: text, contentType: 'text/plain', expectStored: false, honeypot: false })),
  fc
    .uint8Array({ maxLength: 300 })
    .map((bytes) => ({ body: bytes, contentType: 'multipart/form-data; boundary=----x', expectStored: false, honeypot: false })),
  fc
    .uint8Array({ maxLength: 300 })
    .map((bytes) => ({ body: bytes, contentType: 'application/x-www-form-urlencoded', expectStored: false, honeypot: false })),
  fc.constant({ body: '', contentType: 'multipart/form-data', expectStored: false, honeypot: false }),
)

describe('fuzzing the /signup action', () => {
  it('never answers 5xx and stores a row exactly for valid submissions', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    const seen = { stored: 0, refused: 0, honeypot: 0, garbage: 0 }
    await fc.assert(
      fc.asyncProperty(fc.oneof({ weight: 3, arbitrary: formCase }, { weight: 1, arbitrary: garbageCase }), async (c) => {
        const before = await waitlistCount()
        const headers: Record<string, string> = c.contentType ? { 'Content-Type': c.contentType } : {}
        const outcome = await runAction(signupRequest(c.body, { client: newClientAddress(), headers }))
        const after = await waitlistCount()
        expect(outcome.status).toBeLessThan(500)
        expect(after - before).toBe(c.expectStored ? 1 : 0)
        expect(outcome.status).toBe(c.expectStored || c.honeypot ? 302 : 400)
        if (c.expectStored) seen.stored += 1
        else if (c.honeypot) seen.honeypot += 1
        else seen.refused += 1
        if (c.contentType) seen.garbage += 1
      }),
      { numRuns: 200 },
    )
    // The generators really reach every branch (not 200 variations of one refusal).
    expect(seen.stored).toBeGreaterThan(0)
    expect(seen.honeypot).toBeGreaterThan(0)
    expect(seen.refused).toBeGreaterThan(50)
    expect(seen.garbage).toBeGreaterThan(10)
  })
})
