// The production HTTP server: `npm start` (node server/index.mjs [build/server/index.js]).
// Why not react-router-serve: see docs/decisions/006-http-server.md. In short, the app needs the
// socket's client address (rate limits), forwarded headers trusted exactly as configured (the
// CSRF origin check behind an HTTPS proxy), bodies bounded before anything parses them, whole-page
// compression, and a SIGTERM that finishes requests in flight and closes the database.

import { createServer } from 'node:http'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

import { Overloaded, createAdmission, createClientLimit, createClientRate } from './admission.mjs'
import { BodyRejected, checkFieldCount, hasBody, isLingering, lingerOnClose, readBoundedBody } from './body.mjs'
import { clientInfoOf, clientKey, normalizeAddress } from './client.mjs'
import { readServerConfig } from './config.mjs'
import { createPageCache } from './page-cache.mjs'
import { nodeHeaders, sendResponse } from './respond.mjs'
import { indexStaticFiles, serveStatic } from './static.mjs'

/**
 * Headers every answer carries unless the app set its own (documents get the full set from the app).
 * @param {{ protocol: 'http' | 'https' }} client
 */
function baselineHeaders(client) {
  /** @type {Record<string, string>} */
  const headers = {
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
  }
  if (client.protocol === 'https') headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains'
  return headers
}

const PAGE_STYLE = 'font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5'

/**
 * A small, self-contained page for answers the app never sees (too large, malformed).
 * @param {number} status @param {string} title @param {string} message @param {{ lang: string, href: string, label: string }} [home]
 */
function plainPage(status, title, message, home = { lang: 'en', href: '/', label: 'Return to Home' }) {
  const html = `<!doctype html><html lang="${home.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} | Diaspora Finance</title></head><body style="${PAGE_STYLE}"><h1>${title}</h1><p>${message}</p><p><a href="${home.href}">${home.label}</a></p></body></html>`
  return new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } })
}

/** @type {Record<string, [title: string, message: string]>} */
const REJECTIONS = {
  413: ['Too much data', 'The form sent more data than this site accepts. Please shorten what you typed and try again.'],
  400: ['Bad request', 'The form could not be read. Please go back and try again.'],
  415: ['Bad request', 'The form could not be read. Please go back and try again.'],
  503: ['Too busy', 'Too many forms are being sent to this site right now. Please wait a few seconds and send yours again.'],
  '503-pages': ['Too busy', 'Too many pages are being asked for from your network right now. Please wait a few seconds and try again.'],
  '503-requests': ['Too busy', 'Too many requests are being sent from your network right now. Please wait a few seconds and try again.'],
  429: ['Too many connections', 'Too many connections are open from your network right now. Please wait a few seconds and try again.'],
  405: ['Not allowed', 'This page cannot be used that way. Please go back and try again.'],
}

/** The 414 page, in the language of the path's prefix (as the app's own pages); it never repeats the address. */
const URI_TOO_LONG = {
  en: {
    title: 'Address too long',
    message: 'The address of this page is longer than this site accepts. Please check the link, or go back and try again.',
    home: { lang: 'en', href: '/', label: 'Return to Home' },
  },
  fr: {
    title: 'Adresse trop longue',
    message: "L'adresse de cette page est plus longue que ce que ce site accepte. Vérifiez le lien, ou revenez en arrière et réessayez.",
    home: { lang: 'fr', href: '/fr/', label: "Retour à l'accueil" },
  },
  am: {
    title: 'አድራሻው በጣም ረጅም ነው',
    message: 'የዚህ ገጽ አድራሻ ይህ ድረ ገጽ ከሚቀበለው በላይ ረጅም ነው። እባክዎ ሊንኩን ያረጋግጡ፣ ወይም ወደ ኋላ ተመልሰው እንደገና ይሞክሩ።',
    home: { lang: 'am', href: '/am/', label: 'ወደ መነሻ ገጽ ይመለሱ' },
  },
}

/** @param {string} pathname */
function uriTooLongPage(pathname) {
  const prefix = /^\/(fr|am)(?:\/|$)/i.exec(pathname)?.[1]?.toLowerCase() ?? 'en'
  const copy = URI_TOO_LONG[/** @type {'en' | 'fr' | 'am'} */ (prefix)]
  return plainPage(414, copy.title, copy.message, copy.home)
}

/** The bytes of the query string as sent (after the first `?`); request targets are ASCII, one byte a character. @param {string} target */
function queryBytes(target) {
  const at = target.indexOf('?')
  return at < 0 ? 0 : target.length - at - 1
}

/**
 * The longest path accepted (the bytes before `?`, as sent): every page of the site has a path under 100
 * bytes, and the 404 page repeats its path in each language link, so a long path is refused like a long
 * query (decision 036).
 */
const MAX_PATH_BYTES = 1024

/** @param {string} target */
function pathBytes(target) {
  const at = target.indexOf('?')
  return at < 0 ? target.length : at
}

/** The methods the app answers; anything else (TRACE, OPTIONS, PUT…) gets a short 405 and never reaches it. */
const APP_METHODS = new Set(['GET', 'HEAD', 'POST'])
const ALLOW = 'GET, HEAD, POST'

/** More than one Host header: which one the URL is built from would be a guess (RFC 9112, 3.2). @param {string[]} rawHeaders */
function hasOneHost(rawHeaders) {
  let hosts = 0
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i].toLowerCase() === 'host') hosts += 1
  return hosts <= 1
}

/** Request headers for the fetch Request (HTTP/1 only; pseudo-headers never occur here). @param {import('node:http').IncomingMessage} req */
function requestHeaders(req) {
  const headers = new Headers()
  const raw = req.rawHeaders
  for (let i = 0; i < raw.length; i += 2) {
    try {
      headers.append(raw[i], raw[i + 1])
    } catch {
      // a header value fetch refuses (control characters): drop it
    }
  }
  return headers
}

/**
 * Who is asking, as far as TRUST_PROXY lets the server know (client.mjs).
 * @param {import('node:http').IncomingMessage} req @param {number} trustProxy
 */
function clientOf(req, trustProxy) {
  const { socket } = req
  const encrypted = 'encrypted' in socket && Boolean(socket.encrypted)
  return clientInfoOf({ socketAddress: socket.remoteAddress, headers: req.headers, trustProxy, encrypted })
}

/** How long a connection over its client's cap waits for its 429 (docs/decisions/044). */
const OVER_CAP_ANSWER_DELAY_MS = 1_000

/**
 * At most `cap` open connections per client (0: no cap; an IPv6 client is its /64, clientKey). Counted
 * on the socket's peer, so only with TRUST_PROXY=0: behind proxies every connection comes from a proxy,
 * which limits its own (docs/decisions/020-fair-and-cheap.md). A connection over the cap gets one 429
 * and is closed.
 * @param {number} cap
 */
export function createConnectionCap(cap) {
  /** @type {Map<string, number>} */
  const open = new Map()
  /** @type {WeakSet<import('node:net').Socket>} */
  const over = new WeakSet()
  return {
    /** @param {import('node:net').Socket} socket */
    opened(socket) {
      if (cap <= 0) return
      const address = clientKey(normalizeAddress(socket.remoteAddress))
      const count = (open.get(address) ?? 0) + 1
      open.set(address, count)
      if (count > cap) over.add(socket)
      socket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1
        if (left <= 0) open.delete(address)
        else open.set(address, left)
      })
    },
    /** @param {import('node:net').Socket} socket */
    isOver: (socket) => over.has(socket),
    count: (/** @type {string} */ address) => open.get(address) ?? 0,
  }
}

/**
 * What every request is handled with, built once by createAppServer: the settings, the app's handler,
 * the static files, the page cache, the limits, the requests in flight, and whether it is stopping.
 * @typedef {ReturnType<typeof createLimits> & {
 *   config: import('./config.mjs').ServerConfig,
 *   handle: import('react-router').RequestHandler,
 *   log: (line: string) => void,
 *   files: Map<string, import('./static.mjs').StaticFile>,
 *   pages: ReturnType<typeof createPageCache>,
 *   forApp: { idle: ReturnType<typeof createAdmission>['idle'] },
 *   inFlight: ReturnType<typeof createInFlight>,
 *   stopping: boolean,
 * }} App
 * @typedef {import('./client.mjs').ClientInfo} ClientInfo
 * @typedef {import('node:http').IncomingMessage} Req
 * @typedef {import('node:http').ServerResponse} Res
 */

/**
 * `pageCache`: options for the shared page cache (tests inject its clock: `now`, `setTimer`); `rateClock`:
 * the clock of the rate of costly work per client (tests inject theirs).
 * @param {{ handle: import('react-router').RequestHandler, clientDir: string, config: import('./config.mjs').ServerConfig, log?: (line: string) => void, pageCache?: Parameters<typeof createPageCache>[0], rateClock?: RateClock }} options
 */
export function createAppServer({ handle, clientDir, config, log = (line) => console.log(line), pageCache = {}, rateClock = {} }) {
  const limits = createLimits(config, rateClock)
  /** @type {App} */
  const app = {
    ...limits,
    config,
    handle,
    log,
    files: indexStaticFiles(clientDir),
    // A page being rendered is waited for at most as long as a post waits for its turn (decision 034).
    pages: createPageCache({ staleSeconds: config.pageCacheStaleSeconds, waitMs: config.maxActionWaitMs, ...pageCache }),
    // The app reaches `idle` in each request's context (app/.server/platform/admission.server.ts, decision 045).
    forApp: { idle: limits.admission.idle },
    inFlight: createInFlight(),
    stopping: false,
  }
  const server = createHttpServer(app)
  /** Stops accepting, lets requests in flight finish (at most `graceMs`), then resolves (false: cut off). @param {number} graceMs */
  const drain = (graceMs) => {
    app.stopping = true
    return drainServer(server, app.inFlight, graceMs)
  }
  const { admission, renders, pages, connections, door, rate } = app
  return { server, drain, admission, renders, pages, connections, door, rate }
}

/**
 * The shares every request is counted in: form posts in flight (decision 015), renders per client
 * (020), the door every request of a client passes (044), the rate of costly work per client (044,
 * 2026-11-29), and connections per client.
 * @typedef {{ now?: () => number, setTimer?: (fire: () => void, ms: number) => () => void }} RateClock
 * @param {import('./config.mjs').ServerConfig} config @param {RateClock} [rateClock]
 */
function createLimits(config, rateClock = {}) {
  return {
    // Posts and renders (never the shared cache or static files) past a client's rate wait for their turn.
    rate: createClientRate({
      perSecond: config.costlyPerSecondPerClient,
      burst: config.costlyBurstPerClient,
      maxWaitMs: config.maxActionWaitMs,
      ...rateClock,
    }),
    admission: createAdmission({
      limit: config.maxActionsInFlight,
      queueLimit: config.maxActionsWaiting,
      clientQueueLimit: config.maxActionsWaitingPerClient,
      clientActiveLimit: config.maxActionsInFlightPerClient,
      maxWaitMs: config.maxActionWaitMs,
    }),
    renders: createClientLimit({
      perClient: config.maxPagesInFlightPerClient,
      queueLimit: config.maxPagesWaitingPerClient,
      maxWaitMs: config.maxActionWaitMs,
    }),
    // The door (docs/decisions/044): each client's requests, of every kind, are handled a few at a time;
    // the rest wait in that client's own line with nothing done for them.
    door: createClientLimit({
      perClient: config.maxRequestsInFlightPerClient,
      queueLimit: config.maxRequestsWaitingPerClient,
      maxWaitMs: config.maxActionWaitMs,
      what: 'requests',
    }),
    connections: createConnectionCap(config.trustProxy === 0 ? config.maxConnectionsPerClient : 0),
  }
}

/** The requests in flight (waiting at the door and background renders included): a drain waits for none to be left. */
function createInFlight() {
  let count = 0
  /** @type {(() => void) | null} */
  let onIdle = null
  const settled = () => {
    if (count === 0 && onIdle) onIdle()
  }
  return {
    begin: () => void (count += 1),
    /** One fewer, without telling a drain yet (`settled` does). */
    leave: () => void (count -= 1),
    settled,
    end() {
      count -= 1
      settled()
    },
    /** @param {() => void} idle called once nothing is in flight (at once when nothing is) */
    whenIdle(idle) {
      if (count === 0) idle()
      else onIdle = idle
    },
  }
}

/**
 * The Node server: every request passes the door; a body announced too large (Expect: 100-continue)
 * is refused before it is sent.
 * @param {App} app
 */
function createHttpServer(app) {
  const { config } = app
  const server = createServer(
    { requestTimeout: config.requestTimeoutMs, headersTimeout: Math.min(config.requestTimeoutMs, 20_000), keepAliveTimeout: 5_000 },
    (req, res) => void atTheDoor(app, req, res),
  )
  server.on('connection', (socket) => app.connections.opened(socket))
  // A client that announces a body too large is refused before it sends it.
  server.on('checkContinue', (req, res) => {
    const declared = Number(req.headers['content-length'] ?? 0)
    if (declared > bodyLimit(config, req.url ?? '')) {
      res.writeHead(413, { Connection: 'close', 'Content-Type': 'text/plain; charset=utf-8' })
      res.end('Request body too large')
      return
    }
    res.writeContinue()
    server.emit('request', req, res)
  })
  return server
}

/** The largest body accepted for a path: /admin takes long articles. @param {import('./config.mjs').ServerConfig} config @param {string} path */
function bodyLimit(config, path) {
  return path.startsWith('/admin') ? config.maxAdminBodyBytes : config.maxBodyBytes
}

/**
 * Stops accepting, lets requests in flight finish (at most `graceMs`), then resolves (false: cut off).
 * @param {import('node:http').Server} server @param {ReturnType<typeof createInFlight>} inFlight @param {number} graceMs
 * @returns {Promise<boolean>}
 */
function drainServer(server, inFlight, graceMs) {
  server.close()
  server.closeIdleConnections()
  return new Promise((resolveDrain) => {
    const timer = setTimeout(() => {
      server.closeAllConnections()
      resolveDrain(false)
    }, graceMs)
    inFlight.whenIdle(() => {
      clearTimeout(timer)
      server.closeAllConnections()
      resolveDrain(true)
    })
  })
}

/**
 * The door (docs/decisions/044-one-client-cannot-crowd-the-door.md): at most
 * MAX_REQUESTS_IN_FLIGHT_PER_CLIENT requests of one client (clientKey: an IPv6 address by its /64,
 * behind proxies the address TRUST_PROXY names, as the app's getClientAddress) are handled at once;
 * the next wait in that client's line before anything is read, parsed or rendered for them. A
 * keep-alive connection carries one request at a time, so a client's other sockets then send
 * nothing and cost nothing, and its rate is what its own share is answered at: no loop of fast
 * refusals. A waiter whose connection closes leaves the line; a line too long, or a wait past
 * MAX_ACTION_WAIT_MS, is a 503 that closes the connection.
 * @param {App} app @param {Req} req @param {Res} res
 */
async function atTheDoor(app, req, res) {
  if (app.config.maxRequestsInFlightPerClient <= 0 || isLingering(req.socket) || app.connections.isOver(req.socket)) {
    return handleRequest(app, req, res)
  }
  const client = clientOf(req, app.config.trustProxy)
  const gone = new AbortController()
  const onClose = () => gone.abort()
  res.once('close', onClose)
  // Waiting at the door counts for a shutdown's drain like a request in flight.
  app.inFlight.begin()
  let waited = true
  const admitted = () => {
    if (!waited) return
    waited = false
    app.inFlight.leave()
    res.off('close', onClose)
  }
  try {
    await app.door.run(() => (admitted(), handleRequest(app, req, res)), clientKey(client.address), gone.signal)
  } catch (error) {
    admitted()
    // Otherwise its connection closed while it waited: nobody is left to answer.
    if (error instanceof Overloaded && !res.headersSent && !res.destroyed) await refuseAtTheDoor(app, req, res, client)
  } finally {
    app.inFlight.settled()
  }
}

/** The door's 503: the client's line is too long, or its wait too long. @param {App} app @param {Req} req @param {Res} res @param {ClientInfo} client */
async function refuseAtTheDoor(app, req, res, client) {
  res.setHeader('Connection', 'close')
  // Its body is never read: closed only once the client has had the answer (as for 413).
  if (hasBody(req)) lingerOnClose(req.socket)
  const page = plainPage(503, ...REJECTIONS['503-requests'])
  page.headers.set('Retry-After', '5')
  await sendResponse(req, res, page, baselineHeaders(client)).catch(() => res.destroy())
  if (app.config.accessLog) app.log(`${req.method} ${(req.url ?? '/').split('?')[0]} 503 (door)`)
}

/**
 * One request past the door: refused unread (a connection over its cap, a malformed or too long
 * target, a method the app does not answer), else answered (`answer`); whatever fails is answered
 * by `answerFailure`. Logged once answered.
 * @param {App} app @param {Req} req @param {Res} res
 */
async function handleRequest(app, req, res) {
  // A request after a refused body, on a connection that is only being drained: never handled.
  if (isLingering(req.socket)) {
    req.socket.destroy()
    return
  }
  const started = performance.now()
  app.inFlight.begin()
  if (app.connections.isOver(req.socket)) return answerOverCap(app, req, res)
  const client = clientOf(req, app.config.trustProxy)
  const extra = baselineHeaders(client)
  if (app.stopping) res.setHeader('Connection', 'close')
  let pathname = '/'
  try {
    const url = requestUrl(req, client)
    pathname = url.pathname
    if (await refusedUnread(app.config, req, res, pathname, extra)) return
    await answer(app, req, res, url, client, extra)
  } catch (error) {
    await answerFailure(req, res, error, extra)
  } finally {
    app.inFlight.leave()
    if (app.config.accessLog) app.log(`${req.method} ${pathname} ${res.statusCode} ${(performance.now() - started).toFixed(1)} ms`)
    app.inFlight.settled()
  }
}

/**
 * Over its address's share of connections: one small answer, a second late (a client that opens its
 * next connection the moment this one closes is held to one try a second per socket, not a loop:
 * decision 044), and this connection is closed.
 * @param {App} app @param {Req} req @param {Res} res
 */
async function answerOverCap(app, req, res) {
  await new Promise((resolveLater) => setTimeout(resolveLater, OVER_CAP_ANSWER_DELAY_MS))
  res.setHeader('Connection', 'close')
  const page = plainPage(429, ...REJECTIONS[429])
  page.headers.set('Retry-After', '5')
  try {
    await sendResponse(req, res, page, baselineHeaders({ protocol: 'http' }))
  } finally {
    app.inFlight.end()
  }
}

/**
 * The URL the app sees: origin-form targets only (an absolute request target must not choose it) and
 * one Host header; anything else is a 400.
 * @param {Req} req @param {ClientInfo} client @returns {URL}
 */
function requestUrl(req, client) {
  try {
    if (!(req.url ?? '').startsWith('/')) throw new Error('not origin-form')
    if (!hasOneHost(req.rawHeaders)) throw new Error('two Host headers')
    return new URL(req.url ?? '/', `${client.protocol}://${client.host || 'localhost'}`)
  } catch {
    throw new BodyRejected(400, 'Malformed URL or Host')
  }
}

/**
 * Answers, before anything reads the request, a target too long (414: a page repeats its query in
 * each language link, decision 036) or a method the app does not answer (405). Such a request's body
 * is never read: the connection ends with the answer. True when answered.
 * @param {import('./config.mjs').ServerConfig} config @param {Req} req @param {Res} res @param {string} pathname @param {Record<string, string>} extra
 */
async function refusedUnread(config, req, res, pathname, extra) {
  let page
  if (queryBytes(req.url ?? '') > config.maxQueryBytes || pathBytes(req.url ?? '') > MAX_PATH_BYTES) {
    page = uriTooLongPage(pathname)
  } else if (!APP_METHODS.has(req.method ?? '')) {
    res.setHeader('Allow', ALLOW)
    page = plainPage(405, ...REJECTIONS[405])
  } else return false
  if (hasBody(req)) {
    res.setHeader('Connection', 'close')
    lingerOnClose(req.socket)
  }
  await sendResponse(req, res, page, extra)
  req.resume()
  return true
}

/**
 * A static file, else a shared copy of the page (or the render of it already under way), else the app.
 * @param {App} app @param {Req} req @param {Res} res @param {URL} url @param {ClientInfo} client @param {Record<string, string>} extra
 */
async function answer(app, req, res, url, client, extra) {
  if (serveStatic(app.files, req, res, url.pathname, extra)) return
  // An anonymous view of a shared page: only its declared parameters count (docs/decisions/020).
  const canonical = app.pages.canonical(req, url)
  // Past its lifetime a copy is still served while one background render refreshes it, and a
  // render of this page already under way for another visitor is waited for (decision 034).
  if (app.pages.serve(req, res, canonical, extra, app.stopping ? undefined : refreshFor(app, req, canonical, client))) return
  if (await app.pages.join(req, res, canonical, extra)) return
  await askTheApp(app, req, res, canonical, client, extra)
}

/**
 * The app's answer, in the client's turn: its body read whole and bounded first, and the answer
 * offered to the page cache (it leads the render of a shared page others may wait for).
 * @param {App} app @param {Req} req @param {Res} res @param {URL} url @param {ClientInfo} client @param {Record<string, string>} extra
 */
async function askTheApp(app, req, res, url, client, extra) {
  const { pages } = app
  const body = hasBody(req) ? await readBody(app.config, req, url.pathname) : undefined
  const controller = new AbortController()
  /** @type {import('./page-cache.mjs').Flight | null} */
  let flight = null
  res.once('close', () => {
    // A page others are waiting for is finished for them even when its own visitor has gone.
    if (!res.writableFinished && !(flight && flight.waiters > 0)) controller.abort()
  })
  const request = new Request(url, {
    method: req.method,
    headers: requestHeaders(req),
    body: body && body.length > 0 ? body : undefined,
    signal: controller.signal,
  })
  const context = loadContext(app, client)
  const answerInTurn = async () => {
    // Stored, or being rendered for another visitor, while this request waited for its turn.
    if (pages.serve(req, res, url, extra) || (await pages.join(req, res, url, extra))) return
    flight = pages.lead(req, url)
    try {
      await sendResponse(req, res, await pages.offer(req, url, await app.handle(request, context), flight), extra)
    } finally {
      // No answer (thrown, aborted): whoever waits for this render renders its own.
      flight?.end()
    }
  }
  // Reading pages is never queued; form posts take their turn (a flood of them cannot starve readers).
  // Both count per client: an IPv6 address by its /64 (clientKey), and first wait for its rate (044).
  const key = clientKey(client.address)
  await app.rate.take(key, controller.signal)
  if (req.method === 'GET' || req.method === 'HEAD') await app.renders.run(answerInTurn, key)
  else await app.admission.run(answerInTurn, key)
}

/**
 * The whole body, at most the path's limit (else 413) and with at most MAX_FORM_FIELDS fields (else 400).
 * @param {import('./config.mjs').ServerConfig} config @param {Req} req @param {string} pathname
 */
async function readBody(config, req, pathname) {
  const body = await readBoundedBody(req, bodyLimit(config, pathname))
  checkFieldCount(body, req.headers['content-type'], config.maxFields)
  return body
}

/**
 * What the app's handler is given with each request: who asks (the client's address and protocol as
 * TRUST_PROXY lets the server know them) and the admission's `idle` (decision 045).
 * @param {App} app @param {ClientInfo} client @returns {LoadContextValues}
 */
function loadContext(app, client) {
  return { client: { address: client.address, protocol: client.protocol }, admission: app.forApp }
}

/**
 * The background render of a stale shared page (docs/decisions/034): in the asking client's turn
 * (its renders per client; over its share, no refresh), as a GET with its headers but no
 * conditions, never cut off when its socket closes, and waited for by a shutdown like a request.
 * @param {App} app @param {Req} req @param {URL} url @param {ClientInfo} client
 * @returns {import('./page-cache.mjs').Refresh}
 */
function refreshFor(app, req, url, client) {
  return (work) => {
    // Over the client's rate of costly work (decision 044): no refresh, the copy is served as it is.
    if (!app.rate.tryTake(clientKey(client.address))) return Promise.resolve()
    const headers = requestHeaders(req)
    headers.delete('if-none-match')
    headers.delete('if-modified-since')
    const request = new Request(url, { method: 'GET', headers })
    const context = loadContext(app, client)
    app.inFlight.begin()
    return app.renders
      .run(() => work(() => app.handle(request, context)), clientKey(client.address))
      .catch((error) => {
        if (!(error instanceof Overloaded)) throw error
      })
      .finally(() => app.inFlight.end())
  }
}

/**
 * The answer to a request that failed: its connection refused (503, when a share is full), its body
 * refused (413, 400, 415), or a 500; a connection whose answer had begun is cut.
 * @param {Req} req @param {Res} res @param {unknown} error @param {Record<string, string>} extra
 */
async function answerFailure(req, res, error, extra) {
  if (res.headersSent) {
    res.destroy()
    return
  }
  if (error instanceof Overloaded) {
    // A refusal ends its connection: a client cannot send its next request the moment it is refused.
    res.setHeader('Connection', 'close')
    const page = plainPage(503, ...REJECTIONS[error.what === 'forms' ? 503 : `503-${error.what}`])
    page.headers.set('Retry-After', '5')
    await sendResponse(req, res, page, extra)
    return
  }
  if (error instanceof BodyRejected) {
    // The rest of an unread body would be taken for the next request: close the connection, but
    // only once the client has had the answer (a lingering close, as nginx does).
    res.setHeader('Connection', 'close')
    lingerOnClose(req.socket)
    const [title, message] = REJECTIONS[error.status]
    await sendResponse(req, res, plainPage(error.status, title, message), extra)
    req.resume()
    return
  }
  if (!(error instanceof Error && error.message === 'Request aborted')) console.error('[server] request failed', error)
  const page = plainPage(500, 'Something went wrong', 'An unexpected error occurred. Please try again in a moment.')
  res.writeHead(500, nodeHeaders(page.headers, extra))
  res.end(await page.text())
}

/**
 * Listens where the config says and returns the start-up line: the address actually bound, and why
 * it is the loopback address only when it is (config.mjs listenHost).
 * @param {import('node:http').Server} server
 * @param {Pick<import('./config.mjs').ServerConfig, 'port' | 'host' | 'loopbackOnly' | 'trustProxy'>} config
 */
export async function listen(server, config) {
  await new Promise((resolveListen, reject) => {
    server.once('error', reject)
    server.listen(config.port, config.host, () => resolveListen(undefined))
  })
  const address = server.address()
  const bound = typeof address === 'object' && address ? address : { address: config.host ?? '::', port: config.port, family: 'IPv6' }
  const host = bound.family === 'IPv6' ? `[${bound.address}]` : bound.address
  const where =
    config.loopbackOnly !== null && config.loopbackOnly !== undefined
      ? ` (this machine only, because ${config.loopbackOnly}; HOST=0.0.0.0 listens on every interface)`
      : bound.address === '::' || bound.address === '0.0.0.0'
        ? ' (every interface)'
        : ''
  return `[server] listening on http://${host}:${bound.port}${where} (TRUST_PROXY=${config.trustProxy}, node ${process.version})`
}

/**
 * React Router's handler given each request's context as its middleware wants it (`future.v8_middleware`,
 * docs/decisions/045-locale-middleware.md): what the server knows of the request (the client's address,
 * the admission's `idle`) goes through the app's `getLoadContext` (app/entry.server.tsx), which makes
 * the `RouterContextProvider` loaders and actions read. The language is chosen in the app (its root
 * middleware), the same in `npm run dev`.
 * @param {import('react-router').ServerBuild} build @param {import('react-router').RequestHandler} handle
 * @returns {import('react-router').RequestHandler}
 */
export function withLoadContext(build, handle) {
  const { getLoadContext } = /** @type {{ getLoadContext?: (values: unknown) => Parameters<typeof handle>[1] }} */ (build.entry.module)
  if (typeof getLoadContext !== 'function') return (request) => handle(request)
  return (request, values) => handle(request, getLoadContext(values))
}

/**
 * What this server calls in the app's server build besides React Router's own exports: the app's
 * entry (app/entry.server.tsx) exports them (tests/unit/server-contract.test.ts holds it to this).
 * @typedef {object} AppEntry
 * @property {() => Promise<void>} [startup] before listening: claims the embedded database's data directory
 * @property {() => Promise<boolean>} [opened] resolves once the embedded database is open (false: hosted)
 * @property {() => Promise<void>} [shutdown] on SIGTERM, once requests in flight are done
 * @property {(values: LoadContextValues) => import('react-router').RouterContextProvider} [getLoadContext] each request's context (`withLoadContext`)
 * @typedef {import('react-router').ServerBuild & { entry: { module: AppEntry } }} AppBuild
 * @typedef {{ client: { address: string, protocol: 'http' | 'https' }, admission: { idle: <T>(promise: Promise<T>) => Promise<T> } }} LoadContextValues
 *   what the server knows of a request and hands the app (`loadContext`)
 */

/**
 * The embedded database opens while the server already answers (decision 037): when it is open, one
 * line says so; a database that cannot open stops the server, as it stopped the start before.
 * @param {AppBuild} build
 * @param {{ log?: (line: string) => void, exit?: (code: number) => void }} [io]
 * @returns {Promise<void>}
 */
export function watchOpening(build, { log = (line) => console.log(line), exit = (code) => process.exit(code) } = {}) {
  const opened = build.entry.module.opened
  if (typeof opened !== 'function') return Promise.resolve()
  const started = performance.now()
  return opened().then(
    (embedded) => {
      if (embedded) log(`[server] embedded database open (${Math.round(performance.now() - started)} ms after listening)`)
    },
    (error) => {
      console.error('[server] stopping: the embedded database did not open', error)
      exit(1)
    },
  )
}

/** `node server/index.mjs [server build]`: starts the app and stops it cleanly on SIGTERM/SIGINT. */
async function main() {
  // Before React and React Router load: they pick their production or development build on import.
  process.env.NODE_ENV ??= 'production'
  const { createRequestHandler } = await import('react-router')
  const config = readServerConfig()
  const buildPath = resolve(process.argv[2] ?? join(process.env.RR_BUILD_DIR || 'build', 'server', 'index.js'))
  /** @type {AppBuild} */
  const build = await import(pathToFileURL(buildPath).href)
  const clientDir = resolve(dirname(buildPath), '..', 'client')
  const handle = withLoadContext(build, createRequestHandler(build, process.env.NODE_ENV))
  // The embedded database's data directory is claimed before the server listens: one another process
  // holds (docs/decisions/019-database-worker.md) stops the start instead of failing every request.
  // The database itself opens meanwhile: what needs it waits for it (decision 037).
  await build.entry.module.startup?.()
  const { server, drain } = createAppServer({ handle, clientDir, config })

  console.log(await listen(server, config))
  watchOpening(build)

  let stopping = false
  const stop = async (/** @type {NodeJS.Signals} */ signal) => {
    if (stopping) return
    stopping = true
    const started = Date.now()
    // Whatever happens below, the process is gone within 5 s of the signal.
    setTimeout(() => process.exit(1), 4_800).unref()
    const drained = await drain(config.shutdownGraceMs)
    try {
      await build.entry.module.shutdown?.()
    } catch (error) {
      console.error('[server] shutdown of the app failed', error)
    }
    console.log(`[server] ${signal}: stopped in ${Date.now() - started} ms${drained ? '' : ' (requests cut off)'}`)
    process.exit(0)
  }
  process.once('SIGTERM', () => void stop('SIGTERM'))
  process.once('SIGINT', () => void stop('SIGINT'))
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    // A refusal that names its cause (the data directory's owner) is printed as it is.
    console.error(error?.code === 'DATA_DIR_IN_USE' ? `[server] not started: ${error.message}` : error)
    process.exit(1)
  })
}
