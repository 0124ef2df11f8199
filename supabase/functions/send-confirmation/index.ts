// Deno entry for hosted Supabase Edge Functions: reads the database through the project's Data API
// with the secret key the platform injects, and sends through Resend's HTTP API.
//
// Deploy with `verify_jwt = false` (supabase/config.toml, [functions.send-confirmation]): the
// function checks the app server's shared secret itself. Secrets (README, "Using a hosted Supabase"):
//   supabase secrets set WAITLIST_FUNCTION_SECRET=... SITE_URL=https://your-site RESEND_API_KEY=... EMAIL_FROM="Name <hello@your-domain>"
// SUPABASE_URL and SUPABASE_SECRET_KEYS (or the legacy SUPABASE_SERVICE_ROLE_KEY) are injected.
import { createRestCircleClaims } from './circle-mail.ts'
import { createEmailApiSender, createRestWaitlistStore, createSendConfirmationHandler } from './handler.ts'

const apiKey = Deno.env.get('RESEND_API_KEY')
const from = Deno.env.get('EMAIL_FROM')
const apiUrl = Deno.env.get('EMAIL_API_URL') ?? 'https://api.resend.com/emails'

/** The project's secret key: the new `default` sb_secret_ key when there is one, else the legacy JWT. */
function projectSecretKey(): string {
  const keys = Deno.env.get('SUPABASE_SECRET_KEYS')
  if (keys) {
    try {
      const parsed = JSON.parse(keys) as Record<string, string>
      const key = parsed.default ?? Object.values(parsed)[0]
      if (key) return key
    } catch {
      // fall through to the legacy key
    }
  }
  const legacy = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')
  if (!legacy) throw new Error('neither SUPABASE_SECRET_KEYS nor SUPABASE_SERVICE_ROLE_KEY is set')
  return legacy
}

const handler = createSendConfirmationHandler({
  secret: Deno.env.get('WAITLIST_FUNCTION_SECRET'),
  siteUrl: Deno.env.get('SITE_URL'),
  store: createRestWaitlistStore({ url: Deno.env.get('SUPABASE_URL') ?? '', serviceKey: projectSecretKey() }),
  circles: createRestCircleClaims({ url: Deno.env.get('SUPABASE_URL') ?? '', serviceKey: projectSecretKey() }),
  // A rate-limited (429) send is retried within the function's budget (handler.ts, createEmailApiSender).
  send: createEmailApiSender({ apiKey, from, url: apiUrl }),
})

Deno.serve(handler)
