import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'

import { MAX_BODY_BYTES } from './http'
import { createLocalStack } from './index'

/**
 * `npm run supabase:local`: serves the embedded stack on 127.0.0.1:54321 (PORT, HOST override) with its
 * data in SUPABASE_LOCAL_DATA_DIR (default .data/supabase), and prints what `supabase status` prints.
 */

const host = process.env.HOST ?? '127.0.0.1'
const port = Number(process.env.PORT ?? 54321)
const dataDir = process.env.SUPABASE_LOCAL_DATA_DIR || '.data/supabase'

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
  headers.set('x-forwarded-for', req.socket.remoteAddress ?? 'unknown')
  const method = req.method ?? 'GET'
  if (method === 'GET' || method === 'HEAD') return new Request(new URL(req.url ?? '/', origin), { method, headers })
  const { body, size } = await readRequestBody(req)
  headers.delete('transfer-encoding')
  if (size > MAX_BODY_BYTES) {
    headers.set('content-length', String(size))
    return new Request(new URL(req.url ?? '/', origin), { method, headers })
  }
  headers.set('content-length', String(body.length))
  return new Request(new URL(req.url ?? '/', origin), { method, headers, body: new Uint8Array(body) })
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

async function main() {
  const origin = `http://${host}:${port}`
  const stack = await createLocalStack({ dataDir, url: origin })
  const server = createServer((req, res) => {
    toRequest(req, origin)
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
  const actualPort = typeof address === 'object' && address ? address.port : port
  const apiUrl = `http://${host}:${actualPort}`
  console.log(
    [
      'supabase local development setup is running (embedded PGlite stack).',
      '',
      `         API URL: ${apiUrl}`,
      `        Data dir: ${stack.dataDir}`,
      `      JWT secret: ${stack.jwtSecret}`,
      `        anon key: ${stack.anonKey}`,
      `service_role key: ${stack.serviceRoleKey}`,
      '',
      'E-mails go to the local mailbox (local_mail.messages) and this log.',
    ].join('\n'),
  )
  const stop = () => {
    server.close()
    server.closeAllConnections()
    stack.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
