import { RouterContextProvider } from 'react-router'

import { localeMiddleware } from '~/.server/platform/locale.server'

/**
 * `work` run as React Router runs a request's loaders and action: inside the root middleware
 * (app/.server/platform/locale.server.ts), in the language of the request's URL.
 */
export async function withLocale(request: Request, work: (request: Request) => Promise<Response>): Promise<Response> {
  const url = new URL(request.url)
  const answer = await localeMiddleware({ request, url, params: {}, pattern: '', context: new RouterContextProvider() }, () =>
    work(request),
  )
  return answer ?? new Response(null)
}
