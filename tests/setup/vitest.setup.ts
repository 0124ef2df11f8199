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
