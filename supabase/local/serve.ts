import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'

import { MAX_BODY_BYTES } from './http'
import type { LocalStack } from './index'
import { clientAddresses } from './rate-limit'

/**
 * Serves a stack over HTTP (the CLI's server): each request becomes a Request for stack.handler, with
 * the socket's address as the client address the per-client limits count (a caller cannot choose it).
 */

/** Buffers up to the limit; beyond it keeps draining and reports the size so the handler answers 413. */
function readRequestBody(req: IncomingMessage): Promise<{ body: Buffer; size: number }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_BODY_BYTES) chunks.push(chunk)
    })
    req.on('end', () => resolve({ body: Buffer.concat(chunks), size }))
    req.on('error', reject)
  })
}

async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v)
  }
  const method = req.method ?? 'GET'
  const url = new URL(req.url ?? '/', origin)
  let request: Request
  if (method === 'GET' || method === 'HEAD') request = new Request(url, { method, headers })
  else {
    const { body, size } = await readRequestBody(req)
    headers.delete('transfer-encoding')
    headers.set('content-length', String(size > MAX_BODY_BYTES ? size : body.length))
    request =
      size > MAX_BODY_BYTES ? new Request(url, { method, headers }) : new Request(url, { method, headers, body: new Uint8Array(body) })
  }
  clientAddresses.set(request, req.socket.remoteAddress ?? 'unknown')
  return request
}

async function send(res: ServerResponse, response: Response) {
  const headers: Record<string, string | string[]> = {}
  response.headers.forEach((value, name) => {
    headers[name] = name === 'set-cookie' ? response.headers.getSetCookie() : value
  })
  const body = Buffer.from(await response.arrayBuffer())
  res.writeHead(response.status, headers)
  res.end(body)
}

/** Starts serving; `origin` is the URL requests are given (the stack's URL). Resolves with the bound port. */
export async function serveStack(stack: Pick<LocalStack, 'handler'>, host: string, port: number, origin: () => string) {
  const server: Server = createServer((req, res) => {
    toRequest(req, origin())
      .then((request) => stack.handler(request))
      .then((response) => send(res, response))
      .catch((error) => {
        console.error('[supabase-local] request failed', error)
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify({ message: 'internal error' }))
      })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  const address = server.address()
  const boundPort = typeof address === 'object' && address ? address.port : port
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeAllConnections()
    })
  return { server, port: boundPort, close }
}
