import { PassThrough } from 'node:stream'

import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import type { EntryContext, HandleDataRequestFunction } from 'react-router'
import { ServerRouter } from 'react-router'

import { getEnv } from './.server/env.server'
import { applySecurityHeaders, createNonce } from './.server/security-headers.server'
import { closeEmbeddedStack, getEmbeddedStack } from './.server/supabase.server'
import { NonceProvider } from './components/nonce'

export const streamTimeout = 5_000

// Validate the environment at start-up (a bad production config fails loudly here), and open the
// embedded database now rather than on the first visitor's sign-in.
if (getEnv().usesEmbeddedBackend) {
  getEmbeddedStack().catch((error: unknown) => console.error('Embedded Supabase stack failed to start', error))
}

/** Called by the production server (server/index.mjs) on SIGTERM, once requests in flight are done. */
export async function shutdown() {
  await closeEmbeddedStack()
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const nonce = createNonce()
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    // Bots and no-JS readers get the whole document at once.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // Write completed Suspense boundaries in place, never "outlined" behind a script that moves
        // them (React's default past 12.8 KB of HTML): without JavaScript that content would stay
        // hidden. Lazy islands (app/components/lazy-island.tsx) depend on this.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [readyOption]() {
          shellRendered = true
          const body = new PassThrough()
          const stream = createReadableStreamFromReadable(body)
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          applySecurityHeaders(responseHeaders, nonce)
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }))
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) console.error(error)
        },
      },
    )
    setTimeout(abort, streamTimeout + 1000)
  })
}

export const handleDataRequest: HandleDataRequestFunction = (response) => {
  applySecurityHeaders(response.headers)
  return response
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return
  console.error(error)
}
