// Starts the built app for the end-to-end tests on a fresh embedded backend in a temporary directory.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const dataDir = mkdtempSync(join(tmpdir(), 'e2e-supabase-'))
// TRUST_PROXY=1: tests set X-Forwarded-For to act as distinct clients (tests/e2e/support/test.ts).
const env = { ...process.env, NODE_ENV: 'production', SUPABASE_LOCAL_DATA_DIR: dataDir, TRUST_PROXY: '1' }
// Always the embedded backend, whatever the developer's shell has set.
delete env.SUPABASE_URL
delete env.SUPABASE_ANON_KEY
const child = spawn(process.execPath, ['node_modules/@react-router/serve/dist/cli.js', `./${process.env.RR_BUILD_DIR ?? 'build'}/server/index.js`], {
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
