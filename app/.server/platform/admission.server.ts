/**
 * The production server admits a limited number of form posts at once (server/admission.mjs,
 * docs/decisions/015-admission.md). A post that is only waiting for a moment on the clock gives its
 * place back meanwhile, so the account forms' fixed answer times never hold places others need.
 * Without that server (the dev server, tests that call the app directly) this only waits.
 */
const ADMISSION = Symbol.for('diaspora-finance.admission')

type Admission = { idle<T>(promise: Promise<T>): Promise<T> }

function whileIdle<T>(promise: Promise<T>): Promise<T> {
  const admission = (globalThis as Record<symbol, Admission | undefined>)[ADMISSION]
  return admission ? admission.idle(promise) : promise
}

/**
 * Every wait on the clock in a request goes through here (the fixed answer times, the simulated admin
 * save), so none of them holds a place. Ends early, without error, when `signal` aborts.
 */
export function waitOnClock(ms: number, signal?: AbortSignal): Promise<void> {
  return whileIdle(
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, Math.max(0, ms))
      signal?.addEventListener('abort', () => {
        clearTimeout(timer)
        resolve()
      })
    }),
  )
}
