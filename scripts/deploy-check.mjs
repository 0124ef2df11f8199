#!/usr/bin/env node
// npm run deploy:check: what `supabase config push` and `supabase functions deploy` would send to a
// hosted project, found by running the real Supabase CLI (the pinned devDependency) against a local
// fake of the Management API, and refused when it would break production (docs/decisions/027):
//   - an env(NAME) in supabase/config.toml whose variable is unset (the CLI pushes the literal text,
//     e.g. site_url "env(SITE_URL)", or leaves a secret out, e.g. SMTP without its password);
//   - the CLI stopping halfway (some settings written, others not);
//   - a localhost or loopback URL in the Auth settings (site_url, redirect URLs);
//   - the function deployed with the gateway's JWT check on, or without its files.
// Run it with the environment you will push with, then push (docs/operations/hosted-supabase.md):
//   export SITE_URL=https://… RESEND_API_KEY=… SMTP_ADMIN_EMAIL=…
//   npm run deploy:check && supabase config push
// Nothing leaves the machine: on Linux the CLI runs in a private network namespace that has only a
// loopback interface (`unshare -rn`), elsewhere with its telemetry and update checks turned off; the
// fake listens on 127.0.0.1 and the access token is a dummy. Exit code 0: nothing found; 1: problems
// (each with what breaks); 2: the check itself could not run. `--log FILE` writes every recorded
// request (secrets masked) as JSON lines; `--workdir DIR` checks DIR/supabase.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

import { parse } from 'smol-toml'

import { startFakeManagementApi } from './lib/fake-management-api.mjs'

const args = process.argv.slice(2)
// --workdir DIR: check DIR/supabase instead of this repository's (the tests check altered copies).
const workdirIndex = args.indexOf('--workdir')
const repoDir = workdirIndex >= 0 ? resolve(args[workdirIndex + 1]) : join(dirname(fileURLToPath(import.meta.url)), '..')
const isolatedFlag = args.includes('--isolated')
const logIndex = args.indexOf('--log')
const logFile = logIndex >= 0 ? args[logIndex + 1] : undefined
// --config-only: `config push` alone (the tests' cases about config.toml's variables).
const configOnly = args.includes('--config-only')

/** Re-runs this script inside a private network namespace (loopback only) when the OS allows it. */
function runIsolated() {
  if (process.platform !== 'linux' || process.env.DEPLOY_CHECK_NO_NETNS === '1') return null
  const probe = spawnSync('unshare', ['-rn', 'sh', '-c', 'ip link set lo up'], { stdio: 'ignore' })
  if (probe.status !== 0) return null
  const script = fileURLToPath(import.meta.url)
  const inner = ['ip link set lo up && exec "$0" "$@"', process.execPath, script, '--isolated', ...args]
  return spawnSync('unshare', ['-rn', 'sh', '-c', ...inner], { stdio: 'inherit' }).status ?? 2
}

if (!isolatedFlag) {
  const status = runIsolated()
  if (status !== null) process.exit(status)
}

const ENV_PATTERN = /^env\((.+)\)$/

/** Every env(NAME) in config.toml with the key that holds it, e.g. ['auth.site_url', 'SITE_URL']. */
function envReferences(value, path = []) {
  if (typeof value === 'string') {
    const name = ENV_PATTERN.exec(value)?.[1]
    return name ? [[path.join('.'), name]] : []
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => envReferences(v, [...path, String(i)]))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => envReferences(v, [...path, k]))
  return []
}

/** Sections `config push` never sends (local development only). */
const LOCAL_SECTIONS = new Set(['db', 'studio', 'inbucket', 'local_smtp', 'edge_runtime', 'analytics'])

const LOOPBACK_HOST = /^(localhost|.*\.localhost|127(?:\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0|\[::\])$/i

function loopbackUrls(text) {
  const found = []
  for (const candidate of String(text ?? '').split(',')) {
    const value = candidate.trim()
    if (!value) continue
    try {
      if (LOOPBACK_HOST.test(new URL(value.replaceAll('*', 'x')).hostname)) found.push(value)
    } catch {
      // not a URL: reported elsewhere if it matters
    }
  }
  return found
}

function mask(body) {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body
  const out = { ...body }
  if (typeof out.smtp_pass === 'string' && out.smtp_pass) out.smtp_pass = `(set, ${out.smtp_pass.length} characters)`
  return out
}

/** A pushed body, one key a line, secrets masked and long texts as their length. */
function describe(body) {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return JSON.stringify(body)
  return Object.entries(mask(body))
    .map(([k, v]) => `\n      ${k}: ${typeof v === 'string' && v.length > 80 ? `(${v.length} characters)` : JSON.stringify(v)}`)
    .join('')
}

function cliPath() {
  const require = createRequire(import.meta.url)
  return join(dirname(require.resolve('supabase/package.json')), 'dist', 'supabase.js')
}

async function main() {
  const config = parse(readFileSync(join(repoDir, 'supabase', 'config.toml'), 'utf8'))
  const pushed = Object.fromEntries(Object.entries(config).filter(([section]) => !LOCAL_SECTIONS.has(section)))
  const references = envReferences(pushed)
  const unset = references.filter(([, name]) => !process.env[name])

  const api = await startFakeManagementApi()
  const home = mkdtempSync(join(tmpdir(), 'deploy-check-'))
  const profile = join(home, 'profile.yaml')
  writeFileSync(profile, `name: deploy-check\napi_url: ${api.url}\ndashboard_url: ${api.url}/dashboard\nproject_host: fake.invalid\n`)
  const cliEnv = {
    ...process.env,
    HOME: home,
    XDG_CONFIG_HOME: join(home, '.config'),
    SUPABASE_ACCESS_TOKEN: 'sbp_' + '0'.repeat(40),
    SUPABASE_TELEMETRY_DISABLED: '1',
    DO_NOT_TRACK: '1',
    SUPABASE_NO_UPDATE_NOTIFIER: '1',
    NO_COLOR: '1',
  }
  const cli = (cliArgs) =>
    new Promise((resolve) => {
      const started = Date.now()
      // Asynchronous: the fake API answers from this process's event loop while the CLI runs.
      const child = spawn(process.execPath, [cliPath(), ...cliArgs, '--profile', profile, '--project-ref', api.ref, '--yes'], {
        cwd: repoDir,
        env: cliEnv,
      })
      let output = ''
      child.stdout.on('data', (d) => (output += d))
      child.stderr.on('data', (d) => (output += d))
      child.on('close', (code) => resolve({ code: code ?? 1, output, ms: Date.now() - started }))
    })

  const problems = []
  let configPush
  let functionsDeploy
  try {
    // Both at once (each is a few seconds of CLI start-up); they touch different resources.
    ;[configPush, functionsDeploy] = await Promise.all([
      cli(['config', 'push']),
      configOnly ? { code: 0, output: '', ms: 0 } : cli(['functions', 'deploy', '--use-api']),
    ])
    const writesAfterPush = api.requests.filter((r) => r.method === 'PATCH')

    // 1. Unset variables, and what the CLI did with them.
    for (const [key, name] of unset) {
      const literal = `env(${name})`
      const pushedLiterally = writesAfterPush.some((r) => JSON.stringify(r.body ?? '').includes(literal))
      const consequence = pushedLiterally
        ? `${key} would be pushed as the literal text "${literal}"${key === 'auth.site_url' ? ', the start of every confirmation and password-reset link' : ''}`
        : configPush.code !== 0
          ? `${key} cannot be pushed and the CLI stops (below)`
          : `${key} would be left out of the push`
      problems.push(`${name} is not set: ${consequence}.`)
    }
    const literals = writesAfterPush.flatMap((r) =>
      Object.entries(r.body && typeof r.body === 'object' && !Array.isArray(r.body) ? r.body : {})
        .filter(([, v]) => typeof v === 'string' && /env\([^)]*\)/.test(v))
        .map(([k, v]) => `${k} = "${v}"`),
    )
    const explained = new Set(unset.map(([, name]) => `env(${name})`))
    if (literals.some((l) => ![...explained].some((e) => l.includes(e))))
      problems.push(`the CLI would push unresolved env() text: ${literals.join(', ')}.`)

    // 2. SMTP half-configured: every confirmation and reset e-mail fails.
    const auth = api.state.auth
    if (auth.smtp_host && !auth.smtp_pass) {
      problems.push(
        `custom SMTP (${auth.smtp_host}) would be pushed without a password: every sign-up confirmation and password reset e-mail fails.`,
      )
    }

    // 3. The CLI failed: settings half written.
    if (configPush.code !== 0) {
      const done = writesAfterPush.map((r) => `${r.method} ${r.path.replace(api.ref, '{ref}')}`)
      const last = configPush.output.trim().split('\n').slice(-3).join(' | ')
      problems.push(
        `supabase config push failed (exit code ${configPush.code}) after ${done.length ? done.join(', ') : 'no write'}: the project would be left half configured. The CLI said: ${last}`,
      )
    }

    // 4. Localhost URLs in production Auth settings (what the project holds after a complete push).
    for (const key of configPush.code === 0 ? ['site_url', 'uri_allow_list'] : []) {
      const local = loopbackUrls(auth[key])
      if (local.length > 0) problems.push(`${key} would point at this machine in production: ${local.join(', ')}.`)
    }
    if (
      configPush.code === 0 &&
      typeof auth.site_url === 'string' &&
      !/env\(/.test(auth.site_url) &&
      !/^https:\/\/[^/]+/.test(auth.site_url)
    ) {
      problems.push(`site_url "${auth.site_url}" is not an https origin: e-mail links would not open the site over HTTPS.`)
    }
    const templates = [auth.mailer_templates_confirmation_content, auth.mailer_templates_recovery_content]
    if (templates.some((t) => typeof t === 'string' && /https?:\/\/(localhost|127\.0\.0\.1)/i.test(t))) {
      problems.push('an e-mail template links to localhost.')
    }

    // 5. The function: deployed with the gateway's JWT check off and all its files.
    const deploys = api.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/functions/deploy'))
    if (!configOnly && (functionsDeploy.code !== 0 || deploys.length === 0)) {
      const last = functionsDeploy.output.trim().split('\n').slice(-3).join(' | ')
      problems.push(`supabase functions deploy failed (exit code ${functionsDeploy.code}): ${last}`)
    }
    for (const deploy of deploys) {
      const parts = Array.isArray(deploy.body) ? deploy.body : []
      const metadata = JSON.parse(parts.find((p) => p.name === 'metadata')?.text ?? '{}')
      const files = parts.filter((p) => p.filename).map((p) => p.filename)
      if (metadata.verify_jwt !== false) {
        problems.push(
          `function ${metadata.name} would be deployed with verify_jwt = ${metadata.verify_jwt}: the app's calls (no user JWT) get 401 and no waitlist e-mail is sent.`,
        )
      }
      for (const needed of ['index.ts', 'handler.ts']) {
        if (!files.some((f) => f.endsWith(needed)))
          problems.push(`function ${metadata.name} would be deployed without ${needed} (files sent: ${files.join(', ') || 'none'}).`)
      }
    }

    if (logFile) {
      writeFileSync(logFile, api.requests.map((r) => JSON.stringify({ ...r, body: mask(r.body) })).join('\n') + '\n')
    }

    const network = isolatedFlag ? 'in a private network namespace (loopback only)' : 'on this machine (telemetry and update checks off)'
    console.log(`deploy check: the real Supabase CLI against a local fake Management API, ${network}.`)
    console.log(`config push: exit code ${configPush.code} (${configPush.ms} ms); it would write:`)
    for (const r of writesAfterPush) console.log(`  ${r.method} ${r.path.replace(api.ref, '{ref}')} ${describe(r.body)}`)
    for (const d of deploys) {
      const parts = Array.isArray(d.body) ? d.body : []
      console.log(
        `functions deploy: exit code ${functionsDeploy.code} (${functionsDeploy.ms} ms); ${parts.find((p) => p.name === 'metadata')?.text ?? '(no metadata)'} with ${parts
          .filter((p) => p.filename)
          .map((p) => p.filename)
          .join(', ')}`,
      )
    }
  } finally {
    await api.close()
    rmSync(home, { recursive: true, force: true })
  }

  if (problems.length > 0) {
    console.error(`\ndeploy check FAILED: do not push this to production.\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    console.error(
      `\nSet the variables the configuration reads (${[...new Set(references.map(([, n]) => n))].join(', ')}) to production values and run it again.`,
    )
    process.exit(1)
  }
  const functionNote = configOnly ? ' (functions deploy not run: --config-only)' : ', the function deploys with its own secret check'
  console.log(`\ndeploy check passed: every env() is set, nothing points at localhost${functionNote}.`)
  console.log('Not checked (only the live project has it): IP address forwarding for Auth, see docs/operations/hosted-supabase.md.')
}

main().catch((error) => {
  console.error('deploy check could not run:', error)
  process.exit(2)
})
