// A local stand-in for the Supabase Management API (api.supabase.com), just enough for the real CLI's
// `config push` and `functions deploy --use-api` to run against it (docs/decisions/027). It keeps one
// project whose settings start at a fresh hosted project's defaults, applies every PATCH to them, and
// records each request (method, path, JSON or multipart body) so a check can read exactly what the
// CLI would have sent to production. Loopback only; it never forwards anything.
import { createServer } from 'node:http'

const FAKE_PROJECT_REF = 'diasporafinancecheck'

/** A fresh hosted project's Auth settings (Management API names), as `GET /v2/projects/{ref}/config` reports them. */
function hostedAuthDefaults() {
  return {
    site_url: 'http://localhost:3000',
    uri_allow_list: '',
    jwt_exp: 3600,
    disable_signup: false,
    external_email_enabled: true,
    external_anonymous_users_enabled: false,
    mailer_autoconfirm: false,
    mailer_otp_exp: 3600,
    mailer_otp_length: 6,
    mailer_secure_email_change_enabled: true,
    smtp_max_frequency: 60,
    password_min_length: 6,
    refresh_token_rotation_enabled: true,
    security_refresh_token_reuse_interval: 10,
    security_update_password_require_reauthentication: false,
    rate_limit_email_sent: 2,
    rate_limit_otp: 30,
    rate_limit_token_refresh: 150,
    rate_limit_verify: 30,
    rate_limit_sms_sent: 30,
    rate_limit_anonymous_users: 30,
    rate_limit_web3: 30,
    smtp_host: null,
    smtp_port: null,
    smtp_user: null,
    smtp_pass: null,
    smtp_admin_email: null,
    smtp_sender_name: null,
    mailer_subjects_confirmation: null,
    mailer_subjects_recovery: null,
    mailer_templates_confirmation_content: null,
    mailer_templates_recovery_content: null,
  }
}

/**
 * Every key of the Management API's Auth config answer (AuthConfigResponse, as CLI 2.117.0 validates
 * a PATCH's answer), null unless set: the CLI refuses an answer that lacks one.
 */
function authConfigResponse(auth) {
  const keys = []
  const providers =
    'apple azure bitbucket discord facebook figma github gitlab google kakao keycloak linkedin_oidc slack_oidc notion slack spotify twitch twitter x workos zoom'
  for (const p of providers.split(' ')) keys.push(...['client_id', 'email_optional', 'enabled', 'secret'].map((k) => `external_${p}_${k}`))
  keys.push('external_apple_additional_client_ids', 'external_azure_url', 'external_gitlab_url', 'external_google_additional_client_ids')
  keys.push('external_google_skip_nonce_check', 'external_keycloak_url', 'external_workos_url', 'external_anonymous_users_enabled')
  keys.push('external_email_enabled', 'external_phone_enabled', 'external_web3_solana_enabled', 'external_web3_ethereum_enabled')
  const hooks =
    'custom_access_token mfa_verification_attempt password_verification_attempt send_sms send_email before_user_created after_user_created'
  for (const h of hooks.split(' ')) keys.push(...['enabled', 'uri', 'secrets'].map((k) => `hook_${h}_${k}`))
  const mails =
    'confirmation email_change invite magic_link reauthentication recovery password_changed_notification email_changed_notification phone_changed_notification mfa_factor_enrolled_notification mfa_factor_unenrolled_notification identity_linked_notification identity_unlinked_notification'
  for (const m of mails.split(' ')) keys.push(`mailer_subjects_${m}`, `mailer_templates_${m}_content`)
  for (const n of 'password_changed email_changed phone_changed mfa_factor_enrolled mfa_factor_unenrolled identity_linked identity_unlinked'.split(
    ' ',
  )) {
    keys.push(`mailer_notifications_${n}_enabled`)
  }
  keys.push(
    ...`api_max_request_duration db_max_pool_size db_max_pool_size_unit disable_signup jwt_exp mailer_allow_unverified_email_sign_ins
    mailer_autoconfirm mailer_otp_length mailer_secure_email_change_enabled mfa_max_enrolled_factors mfa_totp_enroll_enabled
    mfa_totp_verify_enabled mfa_phone_enroll_enabled mfa_phone_verify_enabled mfa_web_authn_enroll_enabled mfa_web_authn_verify_enabled
    webauthn_rp_display_name webauthn_rp_id webauthn_rp_origins mfa_phone_template mfa_phone_max_frequency nimbus_oauth_client_id
    nimbus_oauth_client_secret password_hibp_enabled password_min_length password_required_characters rate_limit_anonymous_users
    rate_limit_email_sent rate_limit_sms_sent rate_limit_token_refresh rate_limit_verify rate_limit_otp rate_limit_web3
    refresh_token_rotation_enabled saml_enabled saml_external_url saml_allow_encrypted_assertions security_sb_forwarded_for_enabled
    security_captcha_enabled security_captcha_provider security_captcha_secret security_manual_linking_enabled
    security_refresh_token_reuse_interval security_update_password_require_reauthentication sessions_inactivity_timeout
    sessions_single_per_user sessions_tags sessions_timebox site_url sms_autoconfirm sms_max_frequency sms_messagebird_access_key
    sms_messagebird_originator sms_otp_exp sms_provider sms_template sms_test_otp sms_test_otp_valid_until sms_textlocal_api_key
    sms_textlocal_sender sms_twilio_account_sid sms_twilio_auth_token sms_twilio_content_sid sms_twilio_message_service_sid
    sms_twilio_verify_account_sid sms_twilio_verify_auth_token sms_twilio_verify_message_service_sid sms_vonage_api_key
    sms_vonage_api_secret sms_vonage_from smtp_admin_email smtp_host smtp_max_frequency smtp_pass smtp_port smtp_sender_name smtp_user
    uri_allow_list oauth_server_authorization_path`.split(/\s+/),
  )
  const required = {
    mailer_otp_exp: 3600,
    passkey_enabled: false,
    mfa_phone_otp_length: 6,
    sms_otp_length: 6,
    oauth_server_enabled: false,
    oauth_server_allow_dynamic_registration: false,
    custom_oauth_enabled: false,
    custom_oauth_max_providers: 0,
  }
  return { ...Object.fromEntries(keys.map((k) => [k, null])), ...required, ...auth }
}

function hostedApiDefaults() {
  return {
    db_schema: 'public,graphql_public',
    db_extra_search_path: 'public,extensions',
    max_rows: 1000,
    db_pool_acquisition_timeout: 10,
    db_pool: null,
  }
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = []
    req.on('data', (chunk) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

/** A multipart/form-data body as its parts: { name, filename?, text }. */
async function multipartParts(req, raw) {
  const form = await new Response(raw, { headers: { 'content-type': req.headers['content-type'] ?? '' } }).formData()
  const parts = []
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') parts.push({ name, text: value })
    else parts.push({ name, filename: value.name, text: await value.text() })
  }
  return parts
}

/**
 * Starts the fake on 127.0.0.1 (port 0: a free one). Resolves with its URL, the recorded requests,
 * the project's current settings and close().
 */
export async function startFakeManagementApi({ port = 0, ref = FAKE_PROJECT_REF } = {}) {
  const state = { auth: hostedAuthDefaults(), api: hostedApiDefaults(), functions: [] }
  /** @type {{ method: string, path: string, body: unknown }[]} */
  const requests = []
  const project = {
    id: ref,
    ref,
    organization_id: 'fakeorganization',
    organization_slug: 'fakeorganization',
    name: 'diaspora-finance (deploy check)',
    region: 'us-east-1',
    created_at: '2026-01-01T00:00:00Z',
    status: 'ACTIVE_HEALTHY',
    database: { host: `db.${ref}.invalid`, version: '17.6.1.000', postgres_engine: '17', release_channel: 'ga' },
  }

  const server = createServer(async (req, res) => {
    const send = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    try {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      const raw = await readBody(req)
      const type = req.headers['content-type'] ?? ''
      let body = null
      if (type.startsWith('multipart/form-data')) body = await multipartParts(req, raw)
      else if (raw.length > 0) {
        try {
          body = JSON.parse(raw.toString('utf8'))
        } catch {
          body = raw.toString('utf8')
        }
      }
      requests.push({ method: req.method ?? 'GET', path: url.pathname, query: url.search, body })
      const route = `${req.method} ${url.pathname.replace(ref, '{ref}')}`
      switch (route) {
        case 'GET /v1/projects/{ref}':
          return send(200, project)
        case 'GET /v1/projects/{ref}/billing/addons':
          return send(200, { selected_addons: [], available_addons: [] })
        case 'GET /v2/projects/{ref}/config':
          return send(200, { data: { type: 'project_config', id: ref, attributes: { api: state.api, auth: state.auth } } })
        case 'PATCH /v1/projects/{ref}/postgrest':
          Object.assign(state.api, body)
          return send(200, state.api)
        case 'PATCH /v1/projects/{ref}/config/auth':
          Object.assign(state.auth, body)
          return send(200, authConfigResponse(state.auth))
        case 'GET /v1/projects/{ref}/functions':
          return send(200, state.functions)
        case 'POST /v1/projects/{ref}/functions/deploy': {
          const metadata = JSON.parse(body?.find((p) => p.name === 'metadata')?.text ?? '{}')
          const slug = url.searchParams.get('slug') ?? metadata.name
          const fn = {
            id: `00000000-0000-4000-8000-${String(state.functions.length + 1).padStart(12, '0')}`,
            slug,
            name: metadata.name ?? slug,
            version: 1,
            status: 'ACTIVE',
            created_at: Date.now(),
            updated_at: Date.now(),
            verify_jwt: metadata.verify_jwt,
            entrypoint_path: metadata.entrypoint_path,
            import_map_path: metadata.import_map_path,
          }
          state.functions = [...state.functions.filter((f) => f.slug !== slug), fn]
          return send(201, fn)
        }
        default:
          return send(404, { message: `the deploy check's fake Management API has no ${route}` })
      }
    } catch (error) {
      send(500, { message: String(error) })
    }
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  const address = server.address()
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`
  return {
    url,
    ref,
    requests,
    state,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve(undefined))
        server.closeAllConnections()
      }),
  }
}
