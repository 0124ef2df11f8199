/**
 * Product analytics, written to the console only (as the spec says): one JSON line per event, the
 * same shape on the server (console.info in the action) and in the browser.
 * Never pass personal data (names, e-mail addresses) as properties.
 */
export type AnalyticsEvent = 'signup_form_submit_attempt' | 'signup_success' | 'signup_error'

export type AnalyticsProps = Record<string, string | number | boolean | undefined>

export function trackEvent(event: AnalyticsEvent, props: AnalyticsProps = {}) {
  const side = typeof document === 'undefined' ? 'server' : 'client'
  console.info(JSON.stringify({ type: 'analytics', event, side, ...props, at: new Date().toISOString() }))
}
