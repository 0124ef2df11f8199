import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { loadProjectConfig } from '../../supabase/local/config'
import { DEFAULT_TEMPLATES, renderTemplate } from '../../supabase/local/templates'
import { clientFor, startCliServer, type CliServer } from '../support/local-stack'
import { bound } from '../support/time-scale'

// E-mails as hosted renders them: the project's templates from config.toml
// ([auth.email.template.*] content_path, read as the CLI reads it: relative to the repository) or
// GoTrue's defaults, with Go html/template's variables and escaping (internal/mailer/templatemailer).

const data = {
  SiteURL: 'https://app.example',
  ConfirmationURL: 'https://ref.supabase.co/auth/v1/verify?token=pkce_abc&type=signup&redirect_to=https://app.example/auth',
  Email: 'ada@example.com',
  Token: '123456',
  TokenHash: 'pkce_abc',
  RedirectTo: 'https://app.example/auth',
  Data: { full_name: 'Ada <Obi>' },
}

describe('e-mail templates', () => {
  it("renders Go's {{ .Var }} with html/template's escaping, and refuses what it cannot render", () => {
    expect(renderTemplate('<a href="{{ .ConfirmationURL }}">{{.Email}}</a> {{ .Data.full_name }} {{ .Missing }}|', data)).toBe(
      '<a href="https://ref.supabase.co/auth/v1/verify?token=pkce_abc&amp;type=signup&amp;redirect_to=https://app.example/auth">ada@example.com</a> Ada &lt;Obi&gt; |',
    )
    expect(() => renderTemplate('{{ if .Token }}x{{ end }}', data)).toThrow(/not supported/)
  })

  it('the project templates are the ones config.toml names, and link to the app with token_hash', () => {
    const { auth } = loadProjectConfig({ SITE_URL: 'https://app.example' })
    expect(auth.siteUrl).toBe('https://app.example')
    const confirmation = renderTemplate(auth.templates.confirmation!.content, data)
    expect(confirmation).toContain('href="https://app.example/auth/confirm?token_hash=pkce_abc&type=email&next=/auth"')
    expect(renderTemplate(auth.templates.confirmation!.subject, data)).toBe('Confirm your signup')
    const recovery = renderTemplate(auth.templates.recovery!.content, data)
    expect(recovery).toContain('href="https://app.example/auth/confirm?token_hash=pkce_abc&type=recovery"')
    expect(renderTemplate(DEFAULT_TEMPLATES.confirmation.content, data)).toContain(
      'href="https://ref.supabase.co/auth/v1/verify?token=pkce_abc&amp;type=signup&amp;redirect_to=https://app.example/auth"',
    )
  })

  // Decision 030: GoTrue gives every auth e-mail template the user's metadata as `.Data`
  // (supabase/auth internal/mailer/templatemailer/templatemailer.go, ConfirmationMail and RecoveryMail:
  // `"Data": user.UserMetaData`, commit 3b65a2a), and Go's `eq` finds a missing key unequal to a string
  // without an error while refusing another kind (text/template funcs.go `eq`: "incompatible types for
  // comparison" only when both values are valid). The sign-up stores the language as metadata `locale`.
  describe('in the language of the account (user metadata locale)', () => {
    const { auth } = loadProjectConfig({ SITE_URL: 'https://app.example' })
    const as = (locale: unknown) => ({ ...data, Data: locale === undefined ? {} : { locale } })

    it('French and Amharic text, and links into the pages of that language', () => {
      const fr = renderTemplate(auth.templates.confirmation!.content, as('fr'))
      expect(fr).toContain('<div lang="fr">')
      expect(fr).toContain('Confirmez votre inscription')
      expect(fr).toContain('href="https://app.example/fr/auth/confirm?token_hash=pkce_abc&type=email&next=/fr/auth"')
      expect(fr).not.toContain('Confirm your signup')
      const am = renderTemplate(auth.templates.recovery!.content, as('am'))
      expect(am).toContain('<div lang="am">')
      expect(am).toMatch(/\p{Script=Ethiopic}/u)
      expect(am).toContain('href="https://app.example/am/auth/confirm?token_hash=pkce_abc&type=recovery"')
      expect(am).not.toContain('Reset your password')
      expect(renderTemplate(auth.templates.confirmation!.subject, as('fr'))).toBe('Confirmez votre inscription')
      expect(renderTemplate(auth.templates.recovery!.subject, as('am'))).toBe('የይለፍ ቃልዎን ይቀይሩ')
    })

    it('English for English, for no locale and for a locale it does not have', () => {
      for (const locale of ['en', undefined, 'de']) {
        const en = renderTemplate(auth.templates.recovery!.content, as(locale))
        expect(en.startsWith('<h2>Reset your password</h2>'), String(locale)).toBe(true)
        expect(en).toContain('href="https://app.example/auth/confirm?token_hash=pkce_abc&type=recovery"')
        expect(renderTemplate(auth.templates.confirmation!.subject, as(locale))).toBe('Confirm your signup')
      }
      // A user with no metadata at all (GoTrue: a nil map) reads English too.
      expect(renderTemplate(auth.templates.confirmation!.subject, { ...data, Data: null as unknown as Record<string, unknown> })).toBe(
        'Confirm your signup',
      )
    })

    it("fails as Go's eq does on a value of another kind, and on a block left open", () => {
      expect(() => renderTemplate(auth.templates.confirmation!.content, as(3))).toThrow(/incompatible types/)
      expect(() => renderTemplate('{{ if eq .Data.locale "fr" }}x', data)).toThrow(/without \{\{ end \}\}/)
      expect(renderTemplate('a {{- /* c */ -}}  b {{ if eq .Data.full_name "Ada <Obi>" }}yes{{ end }}', data)).toBe('ab yes')
    })
  })

  it('config.toml carries what a hosted project needs, with the CLI field names', () => {
    const { auth, functions } = loadProjectConfig({ SITE_URL: 'https://app.example' })
    expect(auth.otpExpiry).toBe(3600)
    expect(auth.maxFrequency).toBe(60)
    expect(auth.smtp).toBe(true)
    expect(auth.emailSentPerHour).toBeGreaterThan(2)
    expect(auth.refreshTokenReuseInterval).toBe(10)
    expect(auth.rateLimits!.tokenRefresh).toBeGreaterThan(150)
    expect(auth.rateLimits!.signInSignUps).toBeGreaterThan(30)
    expect(functions['send-confirmation']).toBeDefined()
  })
})

describe('the CLI with SUPABASE_LOCAL_EMAIL_TEMPLATES=default and SUPABASE_LOCAL_EXTERNAL_URL', () => {
  let dir: string | undefined
  let server: CliServer | undefined
  afterAll(async () => {
    await server?.stop()
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it("sends GoTrue's default links on the configured external URL", { timeout: bound(120_000) }, async () => {
    dir = await mkdtemp(join(tmpdir(), 'supabase-local-templates-'))
    server = await startCliServer(dir, { SUPABASE_LOCAL_EMAIL_TEMPLATES: 'default', SUPABASE_LOCAL_EXTERNAL_URL: 'http://127.0.0.1:4201/' })
    const email = `cli.${Date.now()}@example.com`
    const { error } = await clientFor(server).auth.signUp({
      email,
      password: 'correct-horse-1',
      options: { emailRedirectTo: 'http://127.0.0.1:4201/auth' },
    })
    expect(error).toBeNull()
    let link: string | undefined
    for (let i = 0; i < 40 && !link; i++) {
      link = server.lastLinkTo(email)
      if (!link) await new Promise((r) => setTimeout(r, 25))
    }
    const url = new URL(link!)
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:4201/auth/v1/verify')
    expect(url.searchParams.get('type')).toBe('signup')
    expect(url.searchParams.get('redirect_to')).toBe('http://127.0.0.1:4201/auth')
    // The same link on the CLI's own address works as hosted's would.
    const res = await fetch(`${server.url}${url.pathname}${url.search}`, { redirect: 'manual' })
    expect(res.status).toBe(303)
    expect(new URL(res.headers.get('location')!).searchParams.get('code')).toBeTruthy()
  })
})
