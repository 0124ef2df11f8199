import { createLocalStack } from './supabase/local/index'
import { runAsCaller } from './supabase/local/pipeline'
import { readJsonBody } from './supabase/local/http'
import { SchemaCache } from './supabase/local/rest-schema'
const stack = await createLocalStack({ dataDir: ':memory:', log: () => {} })
let k = 0
const schema = new SchemaCache(stack.db)
const mk = () => new Request(stack.url + '/rest/v1/waitlist', { method: 'POST', headers: { apikey: stack.anonKey, 'content-type': 'application/json' }, body: JSON.stringify({ full_name: 'Abc', email: `h${k++}@x.com`, interest: 'banking' }) })
const fns: Record<string, () => Promise<unknown>> = {
  pipe: () => runAsCaller(stack.db, { role: 'anon', claimsJson: '{"role":"anon"}', readOnly: false }, [{ text: 'insert into public."waitlist" ("full_name", "email", "interest") values ($1, $2, $3)', params: ['Abc', `p${k++}@x.com`, 'banking'] }]),
  body: async () => { const b: any = await readJsonBody(mk()); return runAsCaller(stack.db, { role: 'anon', claimsJson: '{"role":"anon"}', readOnly: false }, [{ text: 'insert into public."waitlist" ("full_name", "email", "interest") values ($1, $2, $3)', params: [b.full_name, b.email, b.interest] }]) },
  table: async () => { await schema.table('waitlist'); return runAsCaller(stack.db, { role: 'anon', claimsJson: '{"role":"anon"}', readOnly: false }, [{ text: 'insert into public."waitlist" ("full_name", "email", "interest") values ($1, $2, $3)', params: ['Abc', `t${k++}@x.com`, 'banking'] }]) },
}
const totals: Record<string, number> = {}
for (let round = 0; round < 12; round++) for (const [name, fn] of Object.entries(fns)) {
  const t = performance.now(); for (let i = 0; i < 50; i++) await fn(); if (round > 1) totals[name] = (totals[name] ?? 0) + performance.now() - t
}
for (const [n, ms] of Object.entries(totals)) console.log(n, (ms / (10 * 50)).toFixed(3), 'ms')
await stack.close()
