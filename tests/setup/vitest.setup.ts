import { afterEach, beforeEach } from 'vitest'

// Every test runs on the embedded backend with a throwaway in-memory database unless it says otherwise.
delete process.env.SUPABASE_URL
delete process.env.SUPABASE_ANON_KEY
process.env.SUPABASE_LOCAL_DATA_DIR ??= ':memory:'
// The embedded stack creates this admin account (supabase/local/admin-account.ts); tests sign in as it.
process.env.ADMIN_EMAIL ??= 'admin@example.com'
process.env.ADMIN_PASSWORD ??= 'admin-local-password'
// Every embedded stack in the tests has a clock the test moves forward instead of waiting
// (supabase/local/clock.ts, docs/decisions/028-test-clock.md): `stack.clock.advance(61_000)`.
process.env.SUPABASE_LOCAL_TEST_CLOCK ??= 'on'

// A console.error during a test fails it (code review 2026-11-29): an error the code logs is either a
// bug or something the test expects, and a test that expects one says so by replacing console.error
// itself (`vi.spyOn(console, 'error').mockImplementation(...)`), which this check then leaves alone.
const consoleError = console.error
let unexpectedErrors: unknown[][] = []
const recordingError = (...args: unknown[]) => {
  unexpectedErrors.push(args)
  consoleError(...args)
}
beforeEach(() => {
  unexpectedErrors = []
  console.error = recordingError
})
afterEach(() => {
  const replaced = console.error !== recordingError
  console.error = consoleError
  if (!replaced && unexpectedErrors.length > 0) {
    const first = unexpectedErrors[0].map((part) => (part instanceof Error ? part.stack : String(part))).join(' ')
    throw new Error(`console.error was called ${unexpectedErrors.length} time(s) during this test; first: ${first}`)
  }
})
