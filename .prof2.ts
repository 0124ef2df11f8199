import { readBodyText } from './supabase/local/http'
import { verifyJwt, signJwt } from './supabase/local/jwt'
const body = JSON.stringify({ full_name: 'Abc', email: `h@x.com`, interest: 'banking' })
async function time(label: string, fn: () => unknown) {
  for (let i = 0; i < 200; i++) await fn()
  const t = performance.now(); for (let i = 0; i < 2000; i++) await fn(); console.log(label, ((performance.now() - t) / 2000).toFixed(4))
}
const mk = () => new Request('http://127.0.0.1:54321/rest/v1/waitlist', { method: 'POST', headers: { apikey: 'x', 'content-type': 'application/json' }, body })
await time('new Request', mk)
await time('req + text()', () => mk().text())
await time('req + readBodyText', () => readBodyText(mk()))
const tok = signJwt({ role: 'anon' }, 's')
await time('verify', () => verifyJwt(tok, 's'))
await time('response', () => new Response('x', { status: 201, headers: { 'content-type': 'application/json' } }))
await time('url', () => new URL('http://127.0.0.1:54321/rest/v1/waitlist?columns=a').searchParams.get('x'))
