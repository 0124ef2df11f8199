import { execFile } from 'node:child_process'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'
import { bound } from '../support/time-scale'

// npm run deploy:check (scripts/deploy-check.mjs, docs/decisions/027): the real Supabase CLI 2.117.0
// pushes supabase/config.toml and deploys the function to a local fake of the Management API. These
// cases are what the hosted audit saw the CLI do with each variable unset.

const PRODUCTION = {
  SITE_URL: 'https://diaspora.example.org',
  RESEND_API_KEY: 're_test_0123456789abcdef',
  SMTP_ADMIN_EMAIL: 'hello@diaspora.example.org',
}

function deployCheck(env: Partial<typeof PRODUCTION>, extraArgs: string[] = []) {
  const base = { ...process.env }
  for (const name of Object.keys(PRODUCTION)) delete base[name]
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['scripts/deploy-check.mjs', ...extraArgs],
      { env: { ...base, ...env }, timeout: bound(170_000) },
      (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 2) : 0, stdout, stderr })
      },
    )
  })
}

describe.concurrent('npm run deploy:check', { timeout: bound(180_000) }, () => {
  it('passes with every variable set: the exact Auth settings reach the API, SMTP with its password, the function with verify_jwt off', async () => {
    const log = join(tmpdir(), `deploy-check-${process.pid}.jsonl`)
    const result = await deployCheck(PRODUCTION, ['--log', log])
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('deploy check passed')
    const requests = (await readFile(log, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { method: string; path: string; body: unknown })
    await rm(log, { force: true })
    const auth = requests.find((r) => r.method === 'PATCH' && r.path.endsWith('/config/auth'))?.body as Record<string, unknown>
    expect(auth).toMatchObject({
      site_url: 'https://diaspora.example.org',
      smtp_host: 'smtp.resend.com',
      smtp_port: '465',
      smtp_user: 'resend',
      smtp_admin_email: 'hello@diaspora.example.org',
      smtp_pass: `(set, ${PRODUCTION.RESEND_API_KEY.length} characters)`,
      rate_limit_email_sent: 100,
      // Each subject chooses its language by the account's metadata, as the templates do (decision 030).
      mailer_subjects_confirmation:
        '{{ if eq .Data.locale "fr" }}Confirmez votre inscription{{ else if eq .Data.locale "am" }}ምዝገባዎን ያረጋግጡ{{ else }}Confirm your signup{{ end }}',
    })
    expect(String(auth.mailer_templates_confirmation_content)).toContain('{{ .SiteURL }}/auth/confirm?token_hash={{ .TokenHash }}')
    // No localhost redirect target is pushed to production.
    expect(JSON.stringify(requests.filter((r) => r.method === 'PATCH'))).not.toMatch(/localhost|127\.0\.0\.1/)
    const deploy = requests.find((r) => r.method === 'POST' && r.path.endsWith('/functions/deploy'))?.body as {
      name: string
      filename?: string
      text: string
    }[]
    const metadata = JSON.parse(deploy.find((p) => p.name === 'metadata')!.text)
    expect(metadata).toMatchObject({ name: 'send-confirmation', verify_jwt: false })
    // The function's files, and the message catalogues its e-mails are written from in each language (decision 030).
    expect(
      deploy
        .filter((p) => p.filename)
        .map((p) => p.filename!.split('/').slice(-2).join('/'))
        .sort(),
    ).toEqual([
      'am/circles.json',
      'am/emails.json',
      'am/signup.json',
      'en/circles.json',
      'en/emails.json',
      'en/signup.json',
      'fr/circles.json',
      'fr/emails.json',
      'fr/signup.json',
      'send-confirmation/circle-mail.ts',
      'send-confirmation/deno.json',
      'send-confirmation/handler.ts',
      'send-confirmation/index.ts',
    ])
  })

  it('SITE_URL unset: refused, because the CLI would push the literal text env(SITE_URL) as the site URL', async () => {
    const result = await deployCheck({ ...PRODUCTION, SITE_URL: undefined }, ['--config-only'])
    expect(result.code).toBe(1)
    expect(result.stdout).toContain('site_url: "env(SITE_URL)"')
    expect(result.stderr).toContain('deploy check FAILED')
    expect(result.stderr).toContain('SITE_URL is not set: auth.site_url would be pushed as the literal text "env(SITE_URL)"')
  })

  it('RESEND_API_KEY unset: refused, because SMTP would be pushed without its password', async () => {
    const result = await deployCheck({ ...PRODUCTION, RESEND_API_KEY: undefined }, ['--config-only'])
    expect(result.code).toBe(1)
    expect(result.stdout).toContain('smtp_host: "smtp.resend.com"')
    expect(result.stdout).not.toContain('smtp_pass')
    expect(result.stderr).toContain('RESEND_API_KEY is not set')
    expect(result.stderr).toContain('custom SMTP (smtp.resend.com) would be pushed without a password')
  })

  it('SMTP_ADMIN_EMAIL unset: refused, because the CLI stops halfway (the Data API settings written, Auth not)', async () => {
    const result = await deployCheck({ ...PRODUCTION, SMTP_ADMIN_EMAIL: undefined }, ['--config-only'])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('SMTP_ADMIN_EMAIL is not set')
    expect(result.stderr).toMatch(
      /supabase config push failed \(exit code 1\) after PATCH \/v1\/projects\/\{ref\}\/postgrest: the project would be left half configured/,
    )
  })

  it('a localhost redirect URL back in config.toml: refused (additional_redirect_urls is pushed to production)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'deploy-check-workdir-'))
    try {
      await cp('supabase/templates', join(dir, 'supabase', 'templates'), { recursive: true })
      const config = await readFile('supabase/config.toml', 'utf8')
      expect(config).toContain('additional_redirect_urls = []')
      const local = config.replace(
        'additional_redirect_urls = []',
        'additional_redirect_urls = ["http://localhost:3000/**", "https://diaspora.example.org/**"]',
      )
      await writeFile(join(dir, 'supabase', 'config.toml'), local)
      const result = await deployCheck(PRODUCTION, ['--config-only', '--workdir', dir])
      expect(result.code).toBe(1)
      expect(result.stdout).toContain('uri_allow_list: "http://localhost:3000/**,https://diaspora.example.org/**"')
      expect(result.stderr).toContain('uri_allow_list would point at this machine in production: http://localhost:3000/**.')
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('a localhost SITE_URL: refused, production links would point at this machine', async () => {
    const result = await deployCheck({ ...PRODUCTION, SITE_URL: 'http://localhost:3000' }, ['--config-only'])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('site_url would point at this machine in production: http://localhost:3000')
  })
})
