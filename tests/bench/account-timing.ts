/**
 * `npx tsx tests/bench/account-timing.ts`: how long the account forms take to answer for an address
 * with an account and one without, through the route modules on the embedded stack (in memory), as
 * medians (min-max) of ACCOUNT_TIMING_SAMPLES (default 9) sequential submissions each. The answers are
 * meant to be equal (docs/decisions/008-account-abuse.md); the security review measured sign-up at
 * 8 ms (registered) vs 83 ms (new) before.
 */
import { randomBytes } from 'node:crypto'
import { RouterContextProvider } from 'react-router'

process.env.SUPABASE_LOCAL_DATA_DIR = ':memory:'
process.env.TRUST_PROXY = '1'
process.env.ADMIN_PASSWORD ??= 'admin-local-password'
process.env.NODE_ENV = 'test'

const { getEmbeddedStack } = await import('~/.server/platform/supabase.server')
const authRoute = await import('~/routes/auth')
const forgotRoute = await import('~/routes/auth.forgot-password')
const resendRoute = await import('~/routes/auth.resend')

const SAMPLES = Number(process.env.ACCOUNT_TIMING_SAMPLES ?? 9)
const PASSWORD = 'correct-horse-42'
const stack = (await getEmbeddedStack())!
// The stack writes every e-mail to the console; keep the figures readable.
console.log = () => {}
const print = (line: string) => process.stdout.write(`${line}\n`)

const address = () => `2001:db8::${randomBytes(6).toString('hex').match(/.{4}/g)!.join(':')}`
const email = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}@example.com`

function post(path: string, fields: Record<string, string>) {
  return new Request(`http://localhost:5173${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': address(), 'Sec-Fetch-Mode': 'cors' },
  })
}

async function answer(action: (args: never) => unknown, request: Request): Promise<{ ms: number; status: number }> {
  const started = performance.now()
  let result: unknown
  try {
    result = await action({ request, params: {}, context: new RouterContextProvider() } as never)
  } catch (thrown) {
    result = thrown
  }
  const ms = performance.now() - started
  const status = result instanceof Response ? result.status : ((result as { init?: { status?: number } })?.init?.status ?? 200)
  return { ms, status }
}

const clearLimits = () => stack.db.query('delete from private.rate_limit_hits')

async function series(label: string, run: () => Promise<{ ms: number; status: number }>) {
  const times: number[] = []
  const statuses = new Set<number>()
  for (let i = 0; i < SAMPLES; i++) {
    await clearLimits()
    await stack.db.query(
      `update auth.users set confirmation_sent_at = confirmation_sent_at - interval '2 minutes', recovery_sent_at = recovery_sent_at - interval '2 minutes'`,
    )
    const { ms, status } = await run()
    times.push(ms)
    statuses.add(status)
  }
  times.sort((a, b) => a - b)
  const f = (n: number) => n.toFixed(0).padStart(5)
  print(
    `${label.padEnd(44)} median ${f(times[Math.floor(times.length / 2)])} ms  (${f(times[0])} - ${f(times.at(-1)!)})  status ${[...statuses].join(',')}`,
  )
}

// A registered, confirmed account and an unconfirmed one.
const registered = email('registered')
const unconfirmed = email('unconfirmed')
for (const who of [registered, unconfirmed]) {
  await answer(
    authRoute.action,
    post('/auth?mode=sign-up', { intent: 'sign-up', fullName: 'Timing Person', email: who, password: PASSWORD }),
  )
}
await new Promise((resolve) => setTimeout(resolve, 2000))
await stack.db.query('update auth.users set email_confirmed_at = now() where email = $1', [registered])

print(`account form answer times, ${SAMPLES} samples each (embedded stack, in memory)`)
const signIn = (who: string) =>
  answer(authRoute.action, post('/auth?mode=sign-in', { intent: 'sign-in', email: who, password: 'wrong-password' }))
await series('sign-in, wrong password, registered', () => signIn(registered))
await series('sign-in, unknown address', () => signIn(email('nobody')))
const signUp = (who: string) =>
  answer(authRoute.action, post('/auth?mode=sign-up', { intent: 'sign-up', fullName: 'Timing Person', email: who, password: PASSWORD }))
await series('sign-up, new address', () => signUp(email('new')))
await series('sign-up, registered address', () => signUp(registered))
await series('sign-up, unconfirmed address', () => signUp(unconfirmed))
const reset = (who: string) => answer(forgotRoute.action, post('/auth/forgot-password', { email: who }))
await series('reset, registered address', () => reset(registered))
await series('reset, unknown address', () => reset(email('nobody')))
const resend = (who: string) => answer(resendRoute.action, post('/auth/resend', { email: who }))
await series('resend, unconfirmed address', () => resend(unconfirmed))
await series('resend, unknown address', () => resend(email('nobody')))
await stack.close()
process.exit(0)
