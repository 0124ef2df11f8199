import { availableParallelism } from 'node:os'

// The production server's settings, read once from the environment. The app validates its own
// settings (app/.server/platform/env.server.ts); these are only what the HTTP layer needs before the app runs.

/** @typedef {ReturnType<typeof readServerConfig>} ServerConfig */

/**
 * With the embedded backend, a post's database work runs in this process: posts are CPU work, and
 * more of them at once than there are cores only makes every answer, and every page, later
 * (measured in docs/decisions/015-admission.md). With hosted Supabase a post mostly waits on the
 * network, so many can be in flight.
 * @param {NodeJS.ProcessEnv} env
 */
function defaultActionsInFlight(env) {
  return env.SUPABASE_URL ? 32 : Math.max(2, availableParallelism())
}

/**
 * Where the server listens. HOST when set. Otherwise every interface, except when the embedded
 * backend serves something only its owner may see: the admin account with a known password
 * (ADMIN_PASSWORD) or the local mailbox (every confirmation link; on outside production unless
 * LOCAL_MAILBOX=off, in production only with LOCAL_MAILBOX=on). Then the loopback address only, so
 * that nobody on the same network can sign in as the admin (docs/decisions/027).
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ host: string | undefined, loopbackOnly: string | null }}
 */
function listenHost(env) {
  if (env.HOST) return { host: env.HOST, loopbackOnly: null }
  if (env.SUPABASE_URL) return { host: undefined, loopbackOnly: null }
  const production = (env.NODE_ENV ?? 'production') === 'production'
  const mailbox = production ? env.LOCAL_MAILBOX === 'on' : env.LOCAL_MAILBOX !== 'off'
  const reasons = [env.ADMIN_PASSWORD ? 'ADMIN_PASSWORD is set' : '', mailbox ? 'the local mailbox is on' : ''].filter(Boolean)
  if (reasons.length === 0) return { host: undefined, loopbackOnly: null }
  return { host: '127.0.0.1', loopbackOnly: reasons.join(' and ') }
}

/** @param {NodeJS.ProcessEnv} env */
export function readServerConfig(env = process.env) {
  /** @param {string} name @param {number} fallback @param {number} min @param {number} max */
  const integer = (name, fallback, min, max) => {
    const raw = env[name]
    if (raw === undefined || raw === '') return fallback
    const value = Number(raw)
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new Error(`${name} must be an integer from ${min} to ${max} (got "${raw}")`)
    }
    return value
  }
  return {
    port: integer('PORT', 3000, 0, 65535),
    ...listenHost(env),
    /**
     * How many reverse proxies sit in front of the server. 0: the socket's address is the client and
     * every X-Forwarded-* header is ignored. N: the last N hops (the socket and N-1 addresses appended
     * to X-Forwarded-For) are our proxies; the client is the address just before them, and the
     * protocol and host come from X-Forwarded-Proto / X-Forwarded-Host.
     */
    trustProxy: integer('TRUST_PROXY', 0, 0, 5),
    /** Largest request body accepted on most routes, and on /admin (long articles). */
    maxBodyBytes: integer('MAX_BODY_BYTES', 32 * 1024, 1024, 16 * 1024 * 1024),
    maxAdminBodyBytes: integer('MAX_ADMIN_BODY_BYTES', 256 * 1024, 1024, 16 * 1024 * 1024),
    /**
     * Longest query string (the bytes after `?`, as sent) accepted; longer gets a small 414 page before
     * anything reads it. The longest a visitor makes is /learn?q= with the box's 200 characters (the
     * 400 page shows up to 400 of a longer one), 9 bytes each in Amharic once percent-encoded: 3,600
     * bytes, plus room for campaign parameters (docs/decisions/036-client-keys-and-bounds.md).
     */
    maxQueryBytes: integer('MAX_QUERY_BYTES', 4_096, 256, 65_536),
    /** Most fields a form body may have (no form of the app has more than a dozen). */
    maxFields: integer('MAX_FORM_FIELDS', 64, 4, 10_000),
    /** A request's headers and body must have arrived within this time. */
    requestTimeoutMs: integer('REQUEST_TIMEOUT_MS', 30_000, 1_000, 300_000),
    /** On SIGTERM: time left to requests in flight before the database closes and the process exits. */
    shutdownGraceMs: integer('SHUTDOWN_GRACE_MS', 3_500, 0, 60_000),
    /**
     * Form posts handled at once; more wait their turn, at most MAX_ACTIONS_WAITING of them and for
     * at most MAX_ACTION_WAIT_MS, after which the answer is 503 (docs/decisions/015-admission.md).
     */
    maxActionsInFlight: integer('MAX_ACTIONS_IN_FLIGHT', defaultActionsInFlight(env), 1, 1_000),
    /**
     * Of those, how many one client may hold: one fewer than all (at least 1), so that another
     * client's post never waits for a whole post of a flooder's to end (docs/decisions/044).
     */
    maxActionsInFlightPerClient: integer(
      'MAX_ACTIONS_IN_FLIGHT_PER_CLIENT',
      Math.max(1, integer('MAX_ACTIONS_IN_FLIGHT', defaultActionsInFlight(env), 1, 1_000) - 1),
      1,
      1_000,
    ),
    maxActionsWaiting: integer('MAX_ACTIONS_WAITING', 1_000, 0, 100_000),
    maxActionWaitMs: integer('MAX_ACTION_WAIT_MS', 30_000, 100, 300_000),
    /**
     * Posts one client (address) may have waiting; more are refused with the 503 page, and other
     * clients' posts are not (docs/decisions/020-fair-and-cheap.md). Turns go round the clients.
     */
    maxActionsWaitingPerClient: integer('MAX_ACTIONS_WAITING_PER_CLIENT', 16, 0, 100_000),
    /**
     * Connections one address may hold open (TRUST_PROXY=0 only: behind proxies every connection is
     * a proxy's). Generous, since a mobile network or an office puts many people behind one address;
     * 0 turns the cap off.
     */
    maxConnectionsPerClient: integer('MAX_CONNECTIONS_PER_CLIENT', 256, 0, 100_000),
    /**
     * Requests one client (its key: an IPv6 address by its /64) may have handled at once, of any kind;
     * more wait at the door in that client's own line, with nothing done for them, at most
     * MAX_REQUESTS_WAITING_PER_CLIENT of them and for at most MAX_ACTION_WAIT_MS, else 503. A browser
     * opens about six connections to a site; a keep-alive connection carries one request at a time, so
     * a client with hundreds of sockets is held to this many requests in progress and cannot turn fast
     * refusals into a loop (docs/decisions/044-one-client-cannot-crowd-the-door.md). At most
     * MAX_ACTIONS_WAITING_PER_CLIENT + 1 keeps a client's own posts from ever meeting that share's 503.
     * 0 turns the door off.
     */
    maxRequestsInFlightPerClient: integer('MAX_REQUESTS_IN_FLIGHT_PER_CLIENT', 16, 0, 100_000),
    maxRequestsWaitingPerClient: integer('MAX_REQUESTS_WAITING_PER_CLIENT', 512, 0, 100_000),
    /**
     * Pages (renders: not the shared cache, not static files) one client may have in the app at once;
     * more wait in that client's own line, at most MAX_PAGES_WAITING_PER_CLIENT, else 503. 0: no limit.
     */
    maxPagesInFlightPerClient: integer('MAX_PAGES_IN_FLIGHT_PER_CLIENT', 2, 0, 10_000),
    maxPagesWaitingPerClient: integer('MAX_PAGES_WAITING_PER_CLIENT', 64, 0, 100_000),
    /**
     * Costly requests (form posts and renders: not the shared cache, not static files) one client may
     * make per second, sustained, after a burst of COSTLY_REQUESTS_BURST_PER_CLIENT at once; past it
     * they wait in its own line for their turn, not refused (a 503 only when the wait would pass
     * MAX_ACTION_WAIT_MS). A closed-loop flooder is held to this rate; a household's browsing never
     * meets it (docs/decisions/044, 2026-11-29). 0 turns the rate off.
     */
    costlyPerSecondPerClient: integer('COSTLY_REQUESTS_PER_SECOND_PER_CLIENT', 10, 0, 100_000),
    costlyBurstPerClient: integer('COSTLY_REQUESTS_BURST_PER_CLIENT', 50, 1, 100_000),
    /**
     * How long past its lifetime (s-maxage) a shared page is still served from the page cache, while
     * one background render refreshes it; 0 never serves a stale copy (docs/decisions/034).
     */
    pageCacheStaleSeconds: integer('PAGE_CACHE_STALE_SECONDS', 3_000, 0, 86_400),
    accessLog: env.ACCESS_LOG !== 'off',
  }
}
