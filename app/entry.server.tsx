import { Writable } from 'node:stream'

import { renderToPipeableStream } from 'react-dom/server'
import type { EntryContext, HandleDataRequestFunction } from 'react-router'
import { isRouteErrorResponse, ServerRouter } from 'react-router'

import { applyDataCaching, applyDocumentCaching, PUBLIC_PAGE } from './.server/document/cache-policy.server'
import { finishDocument } from './.server/document/document-html.server'
import { getEnv } from './.server/platform/env.server'
import { applySecurityHeaders, createNonce } from './.server/document/security-headers.server'
import { renderTurn } from './.server/document/render-turns.server'
import { claimEmbeddedStack, closeEmbeddedStack, getEmbeddedStack } from './.server/platform/supabase.server'
import { NonceProvider } from './components/nonce'
import { routeIsShared, routeNeedsJavaScript, sharedQueryParams } from './lib/static-page'

export const streamTimeout = 5_000

// The production server's `getLoadContext` (server/index.mjs `withLoadContext`): the client address and
// the admission reach loaders and actions in React Router's context (docs/decisions/045-locale-middleware.md).
export { getLoadContext } from './.server/platform/request-context.server'

// Validate the environment at start-up (a bad production config fails loudly here), and open the
// embedded database now rather than on the first visitor's sign-in.
const opening = getEnv().usesEmbeddedBackend ? getEmbeddedStack() : null
opening?.catch((error: unknown) => console.error('Embedded Supabase stack failed to start', error))

/**
 * Called by the production server (server/index.mjs) before it listens: a data directory held by
 * another process (decision 019) stops the start. It does not wait for the database to open: pages
 * that do not need it are answered meanwhile, and whatever needs it (a form post, a sign-in) waits
 * for it (docs/decisions/037-start-in-a-second.md).
 */
export async function startup() {
  await claimEmbeddedStack()
}

/** Resolves once the embedded database is open (true; false at once on hosted); rejects if it did not open. */
export async function opened(): Promise<boolean> {
  if (!opening) return false
  await opening
  return true
}

/** Called by the production server (server/index.mjs) on SIGTERM, once requests in flight are done. */
export async function shutdown() {
  await closeEmbeddedStack()
}

/**
 * Renders the whole document into one buffer before answering. The server compresses pages as a
 * whole anyway (server/respond.mjs), so streaming bought nothing but plumbing; and a document that
 * is complete before it is sent needs no inline script to move late Suspense content into place, so
 * it is the same with JavaScript off. Pages that need no JavaScript (`handle: { js: false }`) get no
 * nonce at all: their HTML is the same for every anonymous visitor and can be cached
 * (app/.server/document/cache-policy.server.ts). A shareable view of a page with JavaScript (`shared: true`)
 * has its nonce replaced by the hashes of its inline scripts (app/.server/document/document-html.server.ts).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  // One render per turn of the event loop: many pages whose data arrived together must not hold the
  // HTTP thread for all their renders at once (app/.server/document/render-turns.server.ts, decision 018).
  await renderTurn()
  const context = routerContext.staticHandlerContext
  const handles = context.matches.map(
    (match) =>
      routerContext.routeModules[match.route.id]?.handle as { js?: boolean; shared?: boolean; query?: readonly string[] } | undefined,
  )
  const js = routeNeedsJavaScript(handles)
  const nonce = js ? createNonce() : undefined

  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = []
    let shellFailed = false
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk)
        callback()
      },
    })
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce ?? ''}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // Write completed Suspense boundaries in place, never "outlined" behind a script that moves
        // them (React's default past 12.8 KB of HTML): without JavaScript that content would stay
        // hidden. Lazy islands (app/components/lazy-island.tsx) depend on this.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          if (!shellFailed) pipe(sink)
        },
        onShellError(error: unknown) {
          shellFailed = true
          clearTimeout(timer)
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          console.error(error)
        },
      },
    )
    const timer = setTimeout(abort, streamTimeout + 1000)
    sink.on('finish', () => {
      clearTimeout(timer)
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
      const caching = applyDocumentCaching(responseHeaders, {
        pathname: new URL(request.url).pathname,
        method: request.method,
        status: responseStatusCode,
        signedIn: Boolean((context.loaderData?.root as { user?: unknown } | undefined)?.user),
        sharedPage: routeIsShared(handles),
        requested: [...Object.values(context.loaderHeaders ?? {}), ...Object.values(context.actionHeaders ?? {})].map((headers) =>
          headers.get('Cache-Control'),
        ),
      })
      const shared = caching === PUBLIC_PAGE
      const { html, scriptHashes } = finishDocument(Buffer.concat(chunks).toString('utf8'), { nonce, shared })
      const url = new URL(request.url)
      const https = url.protocol === 'https:'
      applySecurityHeaders(responseHeaders, shared ? { scriptHashes, https, url } : { nonce, https, url })
      // For the shared cache only (server/page-cache.mjs strips it): the parameters this page reads.
      if (shared) responseHeaders.set('X-Shared-Query', sharedQueryParams(handles).join(','))
      resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }))
    })
  })
}

export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  const url = new URL(request.url)
  applySecurityHeaders(response.headers, { https: url.protocol === 'https:', url })
  applyDataCaching(response.headers)
  return response
}

// What React Router throws when it refuses a cross-site action (its CSRF origin check): an answered
// 400, not a fault of the app.
const REFUSED_ORIGIN = new Set([
  'The `request.url` origin does not match `origin` header from a forwarded action request. Aborting the action.',
  '`origin` header is not a valid URL. Aborting the action.',
  'Bad Request',
])

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return
  if (error instanceof Error && REFUSED_ORIGIN.has(error.message)) {
    // One line without the stack (never the query string: it can hold tokens), so that hostile
    // traffic cannot fill the log with traces.
    console.warn(`[request] refused ${request.method} ${new URL(request.url).pathname}: origin check`)
    return
  }
  // A post to a page without an action (405), or to no page (404): the visitor's mistake, answered
  // with that status; the access line says all there is to say (no stack trace per hostile request).
  if (isRouteErrorResponse(error) && (error.status === 405 || error.status === 404)) return
  console.error(error)
}
