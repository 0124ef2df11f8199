// Run by database-worker.prod.ts as `node tests/integration/database-worker.probe.mjs <build/server/index.js>`
// (SUPABASE_LOCAL_DATA_DIR set): the production server of server/index.mjs on the production build,
// started as `npm start` starts it, in this process. While a deliberately slow query holds the
// embedded database (`select pg_sleep(3)`, sent to the very stack the app uses), it fetches a static
// file and a page from itself and prints, as one JSON line, the order in which the three finished.

import { readdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

import { readServerConfig } from '../../server/config.mjs'
import { createAppServer, withLoadContext } from '../../server/index.mjs'

process.env.NODE_ENV = 'production'
const buildPath = resolve(process.argv[2] ?? 'build/server/index.js')
const clientDir = resolve(dirname(buildPath), '..', 'client')
const { createRequestHandler } = await import('react-router')
const build = await import(pathToFileURL(buildPath).href)
await build.entry.module.startup()
// The app's stack: persisted stacks are shared process-wide through this registry (supabase/local/index.ts).
const stack = await globalThis.__supabaseLocalStacks.get(resolve(process.env.SUPABASE_LOCAL_DATA_DIR))
const { server } = createAppServer({
  handle: withLoadContext(build, createRequestHandler(build, 'production')),
  clientDir,
  config: readServerConfig(),
  log: () => {},
})
await new Promise((resolveListen) => server.listen(0, '127.0.0.1', resolveListen))
const origin = `http://127.0.0.1:${server.address().port}`
const asset = readdirSync(join(clientDir, 'assets')).find((name) => name.endsWith('.css'))

const get = async (path) => {
  const response = await fetch(`${origin}${path}`)
  await response.arrayBuffer()
  return response.status
}
// The file once before (not a cold read); the page is rendered for the first time during the query.
await get(`/assets/${asset}`)

const events = []
const slow = stack.db.query('select pg_sleep(3)').then(() => events.push('slow query finished'))
const file = get(`/assets/${asset}`).then((status) => events.push(`static file ${status}`))
const page = get('/privacy').then((status) => events.push(`page ${status}`))
await Promise.all([slow, file, page])
console.log(JSON.stringify({ thread: stack.db.thread, events }))
await build.entry.module.shutdown()
server.close()
