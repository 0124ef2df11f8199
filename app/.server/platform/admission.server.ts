import type { RouterContextProvider } from 'react-router'

import { admissionContext, type Admission } from './request-context.server'

/**
 * The production server admits a limited number of form posts at once (server/admission.mjs,
 * docs/decisions/015-admission.md). A post that is only waiting for a moment on the clock gives its
 * place back meanwhile, so the account forms' fixed answer times never hold places others need. The
 * server hands its admission to the app in the request's context (`admissionContext`,
 * docs/decisions/045-locale-middleware.md); without that server (the dev server, tests that call the
 * app directly) there is none, and a wait only waits.
 */
export function admissionOf(context: Readonly<RouterContextProvider>): Admission | null {
  return context.get(admissionContext)
}

/**
 * Every wait on the clock in a request goes through here (the fixed answer times, the simulated admin
 * save), so none of them holds a place. Ends early, without error, when `signal` aborts.
 */
export function waitOnClock(ms: number, { signal, admission }: { signal?: AbortSignal; admission?: Admission | null } = {}): Promise<void> {
  const wait = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, Math.max(0, ms))
    signal?.addEventListener('abort', () => {
      clearTimeout(timer)
      resolve()
    })
  })
  return admission ? admission.idle(wait) : wait
}
