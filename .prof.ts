import { createClient } from '@supabase/supabase-js'
import ws from 'ws'
import { createLocalStack } from './supabase/local/index'
import { runAsCaller } from './supabase/local/pipeline'
const stack = await createLocalStack({ dataDir: ':memory:', log: () => {} })
const sb = createClient(stack.url, stack.anonKey, { global: { fetch: stack.fetch }, realtime: { transport: ws as never }, auth: { persistSession: false } })
let k = 0
const fns: Record<string, () => Promise<unknown>> = {
  direct: () => stack.db.query('insert into public.waitlist (full_name, email, interest) values ($1,$2,$3)', ['Abc', `d${k++}@x.com`, 'banking']),
  pipeline: () => runAsCaller(stack.db, { role: 'anon', claimsJson: '{"role":"anon"}', readOnly: false }, [{ text: 'insert into public.waitlist (full_name, email, interest) values ($1,$2,$3)', params: ['Abc', `p${k++}@x.com`, 'banking'] }]),
  pipelineSuper: () => runAsCaller(stack.db, { role: 'postgres', claimsJson: '{}', readOnly: false }, [{ text: 'insert into public.waitlist (full_name, email, interest) values ($1,$2,$3)', params: ['Abc', `q${k++}@x.com`, 'banking'] }]),
  handler: () => stack.handler(new Request(stack.url + '/rest/v1/waitlist', { method: 'POST', headers: { apikey: stack.anonKey, 'content-type': 'application/json' }, body: JSON.stringify({ full_name: 'Abc', email: `h${k++}@x.com`, interest: 'banking' }) })),
  supabasejs: () => sb.from('waitlist').insert({ full_name: 'Abc', email: `s${k++}@x.com`, interest: 'banking' }),
}
const totals: Record<string, number> = {}
for (let round = 0; round < 20; round++) for (const [name, fn] of Object.entries(fns)) {
  const t = performance.now(); for (let i = 0; i < 50; i++) await fn(); if (round > 1) totals[name] = (totals[name] ?? 0) + performance.now() - t
}
for (const [n, ms] of Object.entries(totals)) console.log(n, (ms / (18 * 50)).toFixed(3), 'ms')
await stack.close()
