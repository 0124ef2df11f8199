import { existsSync, readFileSync } from 'node:fs'
import { dirname, isAbsolute, join } from 'node:path'

import { parse } from 'smol-toml'

import { supabaseDir } from './paths'

/**
 * The project's configuration as a hosted project has it after `supabase config push`: read from
 * supabase/config.toml with the Supabase CLI's rules (env(NAME) strings, e-mail template
 * content_path relative to the repository), and GoTrue's or hosted's defaults where the file is
 * silent. Field names and defaults: supabase/cli pkg/config/{auth.go,config.go,templates/config.toml},
 * supabase/auth internal/conf/configuration.go.
 */

export interface EmailTemplate {
  subject: string
  /** Go template text (html/template), e.g. `<a href="{{ .ConfirmationURL }}">`. */
  content: string
}

export interface RateLimitSettings {
  /** rate_limit.sign_in_sign_ups (GoTrue RATE_LIMIT_OTP): /signup, /recover, /resend, PUT /user, per 5 min. */
  signInSignUps: number
  /** rate_limit.token_refresh (GoTrue RATE_LIMIT_TOKEN_REFRESH): every /token grant, per 5 min. */
  tokenRefresh: number
  /** rate_limit.token_verifications (GoTrue RATE_LIMIT_VERIFY): /verify, per 5 min. */
  tokenVerifications: number
}

export interface AuthConfig {
  siteUrl: string
  additionalRedirectUrls: string[]
  jwtExpiry: number
  refreshTokenRotation: boolean
  /** Seconds a spent refresh token may still be exchanged (GoTrue's reuse interval). */
  refreshTokenReuseInterval: number
  minimumPasswordLength: number
  /** E-mail link / OTP lifetime in seconds ([auth.email] otp_expiry; hosted default 3600). */
  otpExpiry: number
  otpLength: number
  /** Seconds between two confirmation (or two recovery) e-mails to one user ([auth.email] max_frequency). */
  maxFrequency: number
  /** Whether a custom SMTP server is configured ([auth.email.smtp] enabled). */
  smtp: boolean
  /**
   * Auth e-mails per hour for the whole project: rate_limit.email_sent with custom SMTP, hosted's
   * built-in limit (2) without.
   */
  emailSentPerHour: number
  /**
   * Without custom SMTP hosted only delivers to the organisation's members (GoTrue's
   * authorized addresses); everyone else gets 400 email_address_not_authorized.
   */
  authorizedAddresses: string[]
  /** Per-client limits (token buckets of 30, refilled at limit per 5 min); null: none (tests only). */
  rateLimits: RateLimitSettings | null
  /**
   * Sb-Forwarded-For honoured for rate limiting (Management API security_sb_forwarded_for_enabled,
   * off by default; only with a secret key). Not a config.toml field.
   */
  sbForwardedFor: boolean
  /** PKCE flow state lifetime in seconds (GoTrue default and minimum 300; not in config.toml). */
  flowStateExpiry: number
  /** Templates from config.toml ([auth.email.template.<name>]); absent ones use GoTrue's defaults. */
  templates: Partial<Record<'confirmation' | 'recovery', EmailTemplate>>
}

export interface FunctionConfig {
  verifyJwt: boolean
}

export interface ProjectConfig {
  auth: AuthConfig
  functions: Record<string, FunctionConfig>
}

/** Hosted built-in SMTP: 2 e-mails per hour (docs guides/auth/rate-limits; CLI template email_sent = 2). */
export const BUILT_IN_SMTP_EMAILS_PER_HOUR = 2

const ENV_PATTERN = /^env\((.*)\)$/

/** The CLI's LoadEnvHook: "env(NAME)" becomes $NAME when set, else stays as written. */
function resolveEnv(value: unknown, env: NodeJS.ProcessEnv): unknown {
  if (typeof value !== 'string') return value
  const name = ENV_PATTERN.exec(value)?.[1]
  return name && env[name] ? env[name] : value
}

function table(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
}

/** Go duration strings as the CLI writes them: "1m0s", "60s", "1h", "500ms". */
function parseDurationSeconds(value: unknown, fallback: number): number {
  if (typeof value === 'number') return value
  if (typeof value !== 'string' || !value) return fallback
  const units: Record<string, number> = { h: 3600, m: 60, s: 1, ms: 0.001 }
  let total = 0
  let rest = value
  for (;;) {
    const match = /^(\d+(?:\.\d+)?)(ms|h|m|s)/.exec(rest)
    if (!match) break
    total += Number(match[1]) * units[match[2]!]!
    rest = rest.slice(match[0].length)
  }
  if (rest) throw new Error(`config.toml: cannot read the duration "${value}"`)
  return total
}

function readTemplate(raw: unknown, repoDir: string, name: string, env: NodeJS.ProcessEnv): EmailTemplate | undefined {
  const t = table(raw)
  const path = resolveEnv(t.content_path, env)
  if (typeof path !== 'string' || !path) return undefined
  // The CLI resolves e-mail template paths against the repository, not supabase/ (config.go resolve()).
  const file = isAbsolute(path) ? path : join(repoDir, path)
  if (!existsSync(file)) throw new Error(`Invalid config for auth.email.template.${name}.content_path: ${file} does not exist`)
  const subject = resolveEnv(t.subject, env)
  return { subject: typeof subject === 'string' ? subject : '', content: readFileSync(file, 'utf8') }
}

function num(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback
}

/** Reads supabase/config.toml (SUPABASE_DIR aware). A missing file gives hosted's defaults. */
export function loadProjectConfig(env: NodeJS.ProcessEnv = process.env): ProjectConfig {
  const dir = supabaseDir()
  const path = join(dir, 'config.toml')
  const root = existsSync(path) ? table(parse(readFileSync(path, 'utf8'))) : {}
  const repoDir = dirname(dir)
  const auth = table(root.auth)
  const email = table(auth.email)
  const smtpTable = table(email.smtp)
  const smtp = smtpTable.enabled === true
  const limits = table(auth.rate_limit)
  const templates = table(email.template)
  const siteUrl = resolveEnv(auth.site_url, env)
  const redirectUrls = Array.isArray(auth.additional_redirect_urls) ? auth.additional_redirect_urls : []

  const functions: Record<string, FunctionConfig> = {}
  for (const [name, fn] of Object.entries(table(root.functions))) {
    // The CLI's default for a function is verify_jwt = true.
    functions[name] = { verifyJwt: table(fn).verify_jwt !== false }
  }

  return {
    auth: {
      siteUrl: typeof siteUrl === 'string' && siteUrl && !ENV_PATTERN.test(siteUrl) ? siteUrl : 'http://localhost:5173',
      additionalRedirectUrls: redirectUrls.map((u) => resolveEnv(u, env)).filter((u): u is string => typeof u === 'string'),
      jwtExpiry: num(auth.jwt_expiry, 3600),
      refreshTokenRotation: auth.enable_refresh_token_rotation !== false,
      refreshTokenReuseInterval: num(auth.refresh_token_reuse_interval, 10),
      minimumPasswordLength: Math.max(6, num(auth.minimum_password_length, 6)),
      otpExpiry: num(email.otp_expiry, 3600),
      otpLength: num(email.otp_length, 6),
      maxFrequency: parseDurationSeconds(email.max_frequency, 60),
      smtp,
      // config push sends rate_limit_email_sent only with custom SMTP (pkg/config/auth.go); 30 is GoTrue's default.
      emailSentPerHour: smtp ? num(limits.email_sent, 30) : BUILT_IN_SMTP_EMAILS_PER_HOUR,
      authorizedAddresses: [],
      rateLimits: {
        signInSignUps: num(limits.sign_in_sign_ups, 30),
        tokenRefresh: num(limits.token_refresh, 150),
        tokenVerifications: num(limits.token_verifications, 30),
      },
      sbForwardedFor: false,
      flowStateExpiry: 300,
      templates: {
        confirmation: readTemplate(templates.confirmation, repoDir, 'confirmation', env),
        recovery: readTemplate(templates.recovery, repoDir, 'recovery', env),
      },
    },
    functions,
  }
}
