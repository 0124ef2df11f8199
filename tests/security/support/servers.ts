/**
 * The production build as `npm start` runs it (server/index.mjs, NODE_ENV=production, embedded
 * backend), one process per configuration, on a random free port of 127.0.0.1 with a throwaway data
 * directory. Everything the process writes to stdout/stderr is kept for the log checks.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

// A plain .mjs helper shared with the measuring scripts (budget, Lighthouse, bench:http).
import { freePort, startProductionServer } from '../../../scripts/lib/production-server.mjs'
import { bound } from '../../support/time-scale'

export type ProductionServer = {
  origin: string
  port: number
  pid: number
  dataDir: string
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  stop(): Promise<void>
  log(): string
}

export const ROOT = resolve(import.meta.dirname, '../../..')
export const BUILD_DIR = process.env.RR_BUILD_DIR || 'build'
export const SERVER_ENTRY = resolve(ROOT, BUILD_DIR, 'server', 'index.js')

/** Settings of this test process that must not leak into a server's configuration. */
const APP_SETTINGS = [
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'LOCAL_MAILBOX',
  'TRUST_PROXY',
  'COOKIE_SECURE',
  'SESSION_SECRET',
  'SITE_URL',
  'SUPABASE_LOCAL_EMAIL_TEMPLATES',
  'SUPABASE_LOCAL_EXTERNAL_URL',
  'SUPABASE_LOCAL_TEST_CLOCK',
  'MAX_BODY_BYTES',
  'MAX_ADMIN_BODY_BYTES',
  'MAX_FORM_FIELDS',
  'REQUEST_TIMEOUT_MS',
  'SHUTDOWN_GRACE_MS',
  'WAITLIST_FUNCTION_SECRET',
]
for (const name of APP_SETTINGS) delete process.env[name]

export function requireBuild() {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} not found: run \`npm run build\` first`)
}

/** Starts the production server with `env` on top of production defaults (access log on). */
export async function startServer(
  env: Record<string, string>,
  options: { port?: number; dataDir?: string } = {},
): Promise<ProductionServer> {
  requireBuild()
  return (await startProductionServer({
    cwd: ROOT,
    serverEntry: SERVER_ENTRY,
    env: { ACCESS_LOG: 'on', ...env },
    ...options,
  })) as ProductionServer
}

export { freePort }

export function tempDir(prefix: string) {
  return mkdtempSync(join(tmpdir(), prefix))
}

/** A self-signed certificate for 127.0.0.1, made with the system's openssl. */
export function selfSignedCertificate(dir: string): { key: Buffer; cert: Buffer } {
  const key = join(dir, 'key.pem')
  const cert = join(dir, 'cert.pem')
  execFileSync(
    '/usr/bin/openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  )
  return { key: readFileSync(key), cert: readFileSync(cert) }
}

/**
 * A TLS-terminating reverse proxy, as a load balancer in front of the app: it answers HTTPS on
 * `port`, forwards over plain HTTP to `upstream`, appends the peer's address to X-Forwarded-For,
 * sets X-Forwarded-Proto: https and X-Forwarded-Host (the Host it was asked for), and sends the
 * upstream's own address as Host, as nginx's default proxy_pass does.
 */
export async function startTlsProxy(port: number, upstream: string, tls: { key: Buffer; cert: Buffer }) {
  const target = new URL(upstream)
  const agent = new http.Agent({ keepAlive: true })
  const server = https.createServer(tls, (req, res) => {
    const headers = { ...req.headers }
    const peer = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '')
    headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${peer}` : peer
    headers['x-forwarded-proto'] = 'https'
    headers['x-forwarded-host'] = req.headers.host ?? ''
    headers.host = target.host
    delete headers.connection
    // The body is kept so that a request sent on a pooled connection the app had just closed (its
    // 5 s keep-alive ran out as the proxy reused it) can be sent again on a new one, as Node's
    // documentation advises for pooled clients (`request.reusedSocket`).
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      const send = (retry: boolean) => {
        const forward = http.request(
          { host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers)
            answer.pipe(res)
          },
        )
        forward.on('error', (error: NodeJS.ErrnoException) => {
          if (retry && forward.reusedSocket && error.code === 'ECONNRESET') return send(false)
          if (!res.headersSent) res.writeHead(502)
          res.end()
        })
        forward.end(body)
      }
      send(true)
    })
  })
  await new Promise<void>((resolveListen) => server.listen(port, '127.0.0.1', resolveListen))
  return {
    origin: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolveClose) => {
        agent.destroy()
        server.closeAllConnections()
        server.close(() => resolveClose())
      }),
  }
}

/** The routes of the build that have an action, with their URL paths (from the client manifest). */
export function actionRoutesOfBuild(): { id: string; path: string }[] {
  const assets = resolve(ROOT, BUILD_DIR, 'client', 'assets')
  const manifests = readdirSync(assets)
    .filter((name) => /^manifest-[\w-]+\.js$/.test(name))
    .map((name) => join(assets, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
  if (manifests.length === 0) throw new Error(`no route manifest in ${assets}`)
  const text = readFileSync(manifests[0], 'utf8')
  const manifest = JSON.parse(text.slice(text.indexOf('=') + 1).replace(/;\s*$/, '')) as {
    routes: Record<string, { id: string; parentId?: string; path?: string; index?: boolean; hasAction: boolean }>
  }
  const routes = manifest.routes
  const pathOf = (id: string): string => {
    const route = routes[id]
    const parent = route.parentId ? pathOf(route.parentId) : ''
    return [parent, route.path ?? ''].filter(Boolean).join('/')
  }
  return Object.values(routes)
    .filter((route) => route.hasAction)
    .map((route) => {
      // A splat stands for any path under its parent; an index route is addressed with ?index. Public
      // pages sit under an optional language segment (decision 030): their English address has none.
      const path = `/${pathOf(route.id)}`.replace(/^\/:locale\?(\/|$)/, '/').replace(/\*$/, 'no-such-page')
      return { id: route.id, path: route.index ? `${path}?index` : path }
    })
}

/**
 * Resolves once the server's log (from offset `from`) matches `pattern`: the event a test orders itself
 * on instead of a sleep. The deadline only bounds a failure.
 */
export async function untilLog(server: ProductionServer, pattern: RegExp | string, from = 0, deadlineMs = bound(60_000)): Promise<string> {
  const started = performance.now()
  for (;;) {
    const log = server.log().slice(from)
    if (typeof pattern === 'string' ? log.includes(pattern) : pattern.test(log)) return log
    if (performance.now() - started > deadlineMs)
      throw new Error(`the log never showed ${pattern} within ${deadlineMs} ms:\n${log.slice(-2000)}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
