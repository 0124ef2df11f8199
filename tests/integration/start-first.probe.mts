// Run by start-first.prod.ts as `node --import tsx tests/integration/start-first.probe.mts <build/server/index.js>`
// (SUPABASE_LOCAL_DATA_DIR set). The production server of server/index.mjs on the production build, in
// this process, started in main()'s order (claim the data directory, listen, watch the opening), with
// the embedded database's opening held by the probe: the process-wide stack registry
// (supabase/local/index.ts) gets, for this data directory, a stack that opens only when the probe
// says so. While it is held the probe asks for a page and sends a waitlist form; then it lets the
// database open. Prints one JSON line: the events in the order they happened, the post's answer and
// the waitlist row it made.

import { dirname, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

import { freePort } from '../../scripts/lib/production-server.mjs'
import { readServerConfig } from '../../server/config.mjs'
import { createAppServer, listen, watchOpening, withLoadContext } from '../../server/index.mjs'
import { createLocalStack, type LocalStack } from '../../supabase/local/index'

process.env.NODE_ENV = 'production'
const port = await freePort()
const origin = `http://127.0.0.1:${port}`
process.env.SITE_URL = origin
const dataDir = resolve(process.env.SUPABASE_LOCAL_DATA_DIR ?? '')
const events: string[] = []

let release = () => {}
const held = new Promise<void>((resolveHeld) => (release = resolveHeld))
const registry = ((globalThis as { __supabaseLocalStacks?: Map<string, Promise<LocalStack>> }).__supabaseLocalStacks ??= new Map())
const opening = held.then(() => createLocalStack({ dataDir, log: () => {}, admin: null }))
registry.set(dataDir, opening)

const buildPath = resolve(process.argv[2] ?? 'build/server/index.js')
const { createRequestHandler } = await import('react-router')
const build = await import(pathToFileURL(buildPath).href)
await build.entry.module.startup()
const config = { ...readServerConfig(), port, host: '127.0.0.1' }
const { server, admission } = createAppServer({
  handle: withLoadContext(build, createRequestHandler(build, 'production')),
  clientDir: resolve(dirname(buildPath), '..', 'client'),
  config,
  log: () => {},
})
await listen(server, config)
const watched = watchOpening(build, { log: () => events.push('database open'), exit: () => events.push('exit') })

const page = await fetch(`${origin}/privacy`)
await page.arrayBuffer()
events.push(`page ${page.status}`)

const email = `start.first.${Date.now().toString(36)}@example.com`
const body = new URLSearchParams({ fullName: 'Ada Okafor', email, interest: 'investing', terms: 'on' })
const post = fetch(`${origin}/signup`, {
  method: 'POST',
  body,
  redirect: 'manual',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
}).then(async (response) => {
  await response.arrayBuffer()
  events.push(`post ${response.status}`)
  return response
})
// The post is in the app (past its body, holding its place in admission) and waits for the database.
while (admission.stats().active === 0) await new Promise((resolveTurn) => setImmediate(resolveTurn))
events.push('post admitted')
release()
const answer = await post
await watched
const stack = await opening
const rows = (await stack.db.query<{ full_name: string }>('select full_name from public.waitlist where email = $1', [email])).rows
console.log(JSON.stringify({ events, status: answer.status, location: answer.headers.get('location'), rows }))
await build.entry.module.shutdown()
server.close()
