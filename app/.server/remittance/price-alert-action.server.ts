import type { SubmissionResult } from '@conform-to/react'
import { createCookie, data, type Cookie } from 'react-router'
import { redirect } from '../platform/localized-redirect.server'
import { z } from 'zod'

import { PRICE_ALERT_PATH } from '~/lib/price-alert-path'
import { corridorQuarter } from '~/lib/price-alerts'
import { m } from '~/paraglide/messages.js'

import { getClientKey, type RequestContext } from '../platform/client-address.server'
import { getEnv } from '../platform/env.server'
import { isHoneypotFilled } from '../platform/honeypot.server'
import { addPriceAlert } from './price-alerts.server'
import { alertCountry, remittanceData } from './remittance-data.server'
import { checkRateLimit } from '../platform/rate-limit.server'
import { getSessionSecret } from '../platform/secrets.server'
import { parseSubmission, readFormData } from '../platform/submission.server'
import { joinWaitlist, serverWaitlistSchema, WAITLIST_RATE_LIMIT, waitlistAnalytics } from '../waitlist/waitlist.server'

/**
 * The price-alert form's action (/navigator/remittance/alert; docs/decisions/023-price-alerts.md):
 * the waitlist's schema, honeypot and rate limit (the same bucket as /signup), then a join (double
 * opt-in as on /signup) and the corridor stored on the entry. A new address and one already on the
 * list get the same page, so the form tells nobody who is on the list.
 */

export type AlertActionData = { result: SubmissionResult<string[]>; code: string | null; country: string | null }

// Any country the analyzer lists: a corridor without survey prices is alerted once the survey adds it (issue 31).
const corridorSchema = z.string({ error: () => m.price_alerts_corridor_invalid() }).refine((code) => alertCountry(code) !== null, {
  error: () => m.price_alerts_corridor_invalid(),
})

const alertSchema = serverWaitlistSchema.extend({ corridor: corridorSchema })

let doneCookie: Cookie | undefined

/** A signed one-minute flash: "this browser has just asked for alerts for this corridor". */
function getDoneCookie(): Cookie {
  doneCookie ??= createCookie('price_alert', {
    // Path=/, as the waitlist's own flash: the page after the post is /navigator/remittance/alert in
    // English but /fr/… and /am/… in the other languages (and …/alert.data on a client-side
    // navigation), and a cookie path matches only paths that start with it. The name keeps it to this
    // feature; it lives a minute and is cleared once read.
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: getEnv().cookieSecure,
    secrets: [getSessionSecret()],
    maxAge: 60,
  })
  return doneCookie
}

async function done(code: string | null) {
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  headers.append('Set-Cookie', await getDoneCookie().serialize({ code: code ?? '' }))
  return redirect(code ? `${PRICE_ALERT_PATH}?to=${code}` : PRICE_ALERT_PATH, { status: 303, headers })
}

/** A surveyed corridor's code and country, from a `?to=` value; null for anything else. */
export function alertCorridorOf(value: string | null): { code: string; country: string } | null {
  return value ? alertCountry(value) : null
}

/** The corridor this browser has just asked for (code and country; code null for a bot), and the clearing header. */
export async function consumeAlertDone(
  request: Request,
): Promise<{ done: { code: string | null; country: string | null } | null; headers: Headers }> {
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  const value: unknown = await getDoneCookie().parse(request.headers.get('Cookie'))
  if (typeof value !== 'object' || value === null || typeof (value as { code?: unknown }).code !== 'string') return { done: null, headers }
  headers.append('Set-Cookie', await getDoneCookie().serialize('', { maxAge: 0 }))
  const corridor = alertCountry((value as { code: string }).code)
  return { done: { code: corridor?.code ?? null, country: corridor?.country ?? null }, headers }
}

function formError(message: string): SubmissionResult<string[]> {
  return { status: 'error', error: { '': [message] } }
}

export async function handleAlertJoin(request: Request, context: RequestContext) {
  let code: string | null = null
  try {
    const formData = await readFormData(request)
    const posted = formData.get('corridor')
    const corridor = typeof posted === 'string' ? alertCountry(posted) : null
    code = corridor?.code ?? null
    const country = corridor?.country ?? null

    // Bots that fill the hidden field see the same page as everyone; nothing is stored or counted.
    if (isHoneypotFilled(formData)) return done(code)

    waitlistAnalytics.attempt()
    const submission = parseSubmission(formData, alertSchema)
    if (submission.status !== 'success') {
      waitlistAnalytics.error('validation')
      return data<AlertActionData>({ result: submission.reply(), code, country }, { status: 400 })
    }

    const limit = await checkRateLimit('waitlist', getClientKey(request, context), WAITLIST_RATE_LIMIT)
    if (!limit.allowed) {
      waitlistAnalytics.error('rate_limited')
      return data<AlertActionData>(
        { result: submission.reply({ formErrors: [m.server_rate_limited()] }), code, country },
        { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
      )
    }

    const { corridor: chosen, ...entry } = submission.value
    const joined = await joinWaitlist(entry, null)
    if (!joined.ok && joined.reason !== 'duplicate') {
      waitlistAnalytics.error(joined.reason)
      return data<AlertActionData>({ result: submission.reply({ formErrors: [joined.message] }), code, country }, { status: joined.status })
    }
    const outcome = await addPriceAlert(entry.email, chosen, corridorQuarter(remittanceData, chosen) ?? remittanceData.source.quarter)
    if (joined.ok) waitlistAnalytics.success(entry.interest)
    // For the server's log only; the visitor's page is the same whatever happened.
    console.info(JSON.stringify({ type: 'price_alert_requested', corridor: chosen, joined: joined.ok, outcome }))
    return done(chosen)
  } catch (error) {
    console.error(JSON.stringify({ type: 'price_alert_failed', message: error instanceof Error ? error.message : String(error) }))
    return data<AlertActionData>(
      { result: formError(m.server_unexpected_error()), code, country: code ? (alertCountry(code)?.country ?? null) : null },
      { status: 500 },
    )
  }
}
