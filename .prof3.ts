import { createLocalStack } from './supabase/local/index'
import { handleRest } from './supabase/local/rest'
import { SchemaCache } from './supabase/local/rest-schema'
const stack = await createLocalStack({ dataDir: ':memory:', log: () => {} })
let k = 0
const schema = new SchemaCache(stack.db)
const ctx: any = { db: stack.db }
const mk = () => new Request(stack.url + '/rest/v1/waitlist', { method: 'POST', headers: { apikey: stack.anonKey, 'content-type': 'application/json' }, body: JSON.stringify({ full_name: 'Abc', email: `h${k++}@x.com`, interest: 'banking' }) })
const fns: Record<string, () => Promise<unknown>> = {
  direct: () => stack.db.query('insert into public.waitlist (full_name, email, interest) values ($1,$2,$3)', ['Abc', `d${k++}@x.com`, 'banking']),
  handleRest: () => handleRest(ctx, schema, mk(), '/waitlist', { role: 'anon', claims: { role: 'anon' } }),
  handler: () => stack.handler(mk()),
}
const totals: Record<string, number> = {}
for (let round = 0; round < 12; round++) for (const [name, fn] of Object.entries(fns)) {
  const t = performance.now(); for (let i = 0; i < 50; i++) { const r: any = await fn(); if (r instanceof Response && r.status !== 201) console.log(r.status, await r.text()) } if (round > 1) totals[name] = (totals[name] ?? 0) + performance.now() - t
}
for (const [n, ms] of Object.entries(totals)) console.log(n, (ms / (10 * 50)).toFixed(3), 'ms')
await stack.close()
