import { createContext, RouterContextProvider } from 'react-router'

/**
 * What the production server knows about a request that the app cannot read from the request itself,
 * handed to React Router as the request's context (docs/decisions/045-locale-middleware.md). Loaders,
 * actions and middleware read it with `context.get(clientContext)` / `context.get(admissionContext)`.
 * Without that server (Vite's dev server, tests calling a handler directly) React Router starts from an
 * empty context, and both read as null.
 */

/**
 * Set by the production server (server/index.mjs) from the socket and the trusted proxies
 * (TRUST_PROXY): the address rate limits key on, and whether the visitor reached us over HTTPS.
 */
export type Client = { address: string; protocol: 'http' | 'https' }

/**
 * The server's admission of form posts (server/admission.mjs, docs/decisions/015-admission.md): a post
 * that only waits on the clock gives its place back meanwhile through `idle`.
 */
export type Admission = { idle<T>(promise: Promise<T>): Promise<T> }

export const clientContext = createContext<Client | null>(null)
export const admissionContext = createContext<Admission | null>(null)

/** What the server passes for each request (server/index.mjs `withLoadContext`). */
export type LoadContextValues = { client?: Client | null; admission?: Admission | null }

/**
 * The server's `getLoadContext` (exported by app/entry.server.tsx): the request's context as React
 * Router's middleware wants it, a `RouterContextProvider` made by the app's own copy of React Router.
 */
export function getLoadContext(values: LoadContextValues = {}): RouterContextProvider {
  const context = new RouterContextProvider()
  if (values.client) context.set(clientContext, values.client)
  if (values.admission) context.set(admissionContext, values.admission)
  return context
}
