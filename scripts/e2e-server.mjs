// Starts the built app for the end-to-end tests on a fresh embedded backend in a temporary directory.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const dataDir = mkdtempSync(join(tmpdir(), 'e2e-supabase-'))
// TRUST_PROXY=1: tests set X-Forwarded-For to act as distinct clients (tests/e2e/support/test.ts).
// The local admin and the mailbox page are what README's first command turns on for a newcomer.
const env = {
  ...process.env,
  NODE_ENV: 'production',
  SUPABASE_LOCAL_DATA_DIR: dataDir,
  TRUST_PROXY: '1',
  ACCESS_LOG: 'off',
  SITE_URL: `http://127.0.0.1:${process.env.PORT ?? 4173}`,
  ADMIN_EMAIL: 'admin@example.com',
  ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? 'admin-local-password',
  LOCAL_MAILBOX: 'on',
  // The embedded stack's clock moves when a test posts to /dev/clock (decision 028), so no test waits
  // out GoTrue's once-a-minute e-mail rule.
  SUPABASE_LOCAL_TEST_CLOCK: 'on',
  // Auth e-mails as a hosted project sends them before its templates are pushed: Supabase's default
  // links to <API>/auth/v1/verify, here the app's own origin, which hands them to the embedded stack
  // (app/routes/auth.v1.verify.tsx) and comes back with ?code=. The project's token_hash templates are
  // covered by the integration tests.
  SUPABASE_LOCAL_EMAIL_TEMPLATES: 'default',
  SUPABASE_LOCAL_EXTERNAL_URL: `http://127.0.0.1:${process.env.PORT ?? 4173}`,
}
// Always the embedded backend, whatever the developer's shell has set.
delete env.SUPABASE_URL
delete env.SUPABASE_ANON_KEY
const child = spawn(process.execPath, ['server/index.mjs', `./${process.env.RR_BUILD_DIR || 'build'}/server/index.js`], {
  stdio: 'inherit',
  env,
})
const stop = () => {
  child.kill('SIGTERM')
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(code ?? 0)
})
