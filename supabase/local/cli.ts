import { createLocalStack, type LocalStack } from './index'
import { DataDirInUseError } from './lock'
import { serveStack } from './serve'

/**
 * `npm run supabase:local`: serves the embedded stack on 127.0.0.1:54321 (PORT, HOST override) with its
 * data in SUPABASE_LOCAL_DATA_DIR (default .data/supabase), and prints what `supabase status` prints.
 * SUPABASE_LOCAL_EXTERNAL_URL and SUPABASE_LOCAL_EMAIL_TEMPLATES apply as to createLocalStack.
 */

const host = process.env.HOST ?? '127.0.0.1'
const port = Number(process.env.PORT ?? 54321)
const dataDir = process.env.SUPABASE_LOCAL_DATA_DIR || '.data/supabase'

async function main() {
  let apiUrl = `http://${host}:${port}`
  let stack: LocalStack | undefined
  // The port is known once bound (PORT=0 picks a free one) and the stack's URL (JWT issuer, e-mail
  // links) must be the bound address, so the stack starts after binding; until then: 503.
  const starting = () => new Response(JSON.stringify({ message: 'starting' }), { status: 503 })
  const served = await serveStack({ handler: async (request) => (stack ? stack.handler(request) : starting()) }, host, port, () => apiUrl)
  apiUrl = `http://${host}:${served.port}`
  stack = await createLocalStack({ dataDir, url: apiUrl })
  console.log(
    [
      'supabase local development setup is running (embedded PGlite stack).',
      '',
      `         API URL: ${apiUrl}`,
      `        Data dir: ${stack.dataDir}`,
      `      JWT secret: ${stack.jwtSecret}`,
      ` Publishable key: ${stack.publishableKey}`,
      `      Secret key: ${stack.secretKey}`,
      `        anon key: ${stack.anonKey}`,
      `service_role key: ${stack.serviceRoleKey}`,
      '',
      'E-mails go to the local mailbox (local_mail.messages) and this log.',
    ].join('\n'),
  )
  const stop = () => {
    void served
      .close()
      .catch(() => {})
      .then(() => stack!.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      )
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((error) => {
  console.error(error instanceof DataDirInUseError ? `supabase local: not started: ${error.message}` : error)
  process.exit(1)
})
