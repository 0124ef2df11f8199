import { data } from 'react-router'

import type { Route } from './+types/dev.clock'
import { getEmbeddedStack } from '~/.server/platform/supabase.server'

/*
 * Browser tests only (docs/decisions/028-test-clock.md): POST /dev/clock with `email` and `seconds`
 * lets that much time pass for one address's e-mails: on the embedded stack (GoTrue's once-a-minute
 * rule, otp_expiry) and in the app's own limits keyed on the address (public.take_rate_limit counts
 * timestamped hits: they are moved back). A test does not wait for a minute to pass, and the tests
 * running beside it keep their own time. A 404
 * unless the embedded stack was started with a test clock (SUPABASE_LOCAL_TEST_CLOCK=on, which
 * production refuses unless LOCAL_MAILBOX=on as well: a throwaway local server such as
 * scripts/e2e-server.mjs). Hosted Supabase keeps its own time.
 */

const MAX_SECONDS = 7 * 24 * 3600

export async function loader() {
  throw data('Not Found', { status: 404 })
}

export async function action({ request }: Route.ActionArgs) {
  const stack = await getEmbeddedStack()
  if (!stack?.clock.movable) throw data('Not Found', { status: 404 })
  const form = await request.formData()
  const email = String(form.get('email') ?? '')
  const seconds = Number(form.get('seconds'))
  if (!email.includes('@') || !Number.isInteger(seconds) || seconds < 1 || seconds > MAX_SECONDS) {
    return data({ error: `email, and seconds: a whole number from 1 to ${MAX_SECONDS}` }, { status: 400 })
  }
  await stack.ageEmailsOf(email, seconds)
  await stack.db.query(
    `update private.rate_limit_hits set hit_at = hit_at - make_interval(secs => $2)
     where key_hash in (sha256(convert_to($1, 'UTF8')), sha256(convert_to(lower($1), 'UTF8')))`,
    [email, seconds],
  )
  return data({ ok: true }, { headers: { 'Cache-Control': 'no-store' } })
}
