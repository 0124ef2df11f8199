// The bodies `npm run fuzz` throws at the actions (scripts/fuzz.mjs). Every body is a pure function
// of (seed, route, index), so a run is reproducible whatever the concurrency and a failing body can
// be rebuilt from the three numbers the report prints.
//
// The mix follows the security review's campaign (§1.1): mostly URL-encoded forms built from the
// route's real field names (valid-ish values, then missing, empty, huge, unicode, NUL and control
// characters, repeated fields, odd names, Conform's reserved `__intent__`/`__state__`, bad
// percent-encoding, charset variants), plus valid and broken multipart, JSON, text/plain, no content
// type and octet-stream; a few bodies of 1-20 MB and one 640 KB body repeating a single field.

import { createHash } from 'node:crypto'

/** A small, fast, seedable PRNG (mulberry32). */
export function prng(seed) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min, max) => min + Math.floor(next() * (max - min + 1))
  const pick = (list) => list[Math.floor(next() * list.length)]
  const chance = (p) => next() < p
  return { next, int, pick, chance }
}

/** A 32-bit seed from any parts. */
export function seedOf(...parts) {
  return createHash('sha256').update(parts.join('\u0000')).digest().readUInt32LE(0)
}

// --- What each action's form posts (field name -> kind of value). Routes not listed get generic fields.

const HONEYPOT = 'company_website'

/** @type {Record<string, Record<string, string>>} */
export const FORM_FIELDS = {
  'routes/signup': { fullName: 'name', email: 'email', interest: 'interest', terms: 'checkbox', ref: 'refcode' },
  'routes/auth': { intent: 'intent', fullName: 'name', email: 'email', password: 'password', redirectTo: 'redirect' },
  'routes/auth.forgot-password': { email: 'email' },
  'routes/auth.resend': { email: 'email' },
  'routes/auth.reset-password': { password: 'password', confirmPassword: 'same-password', username: 'email' },
  'routes/auth.sign-out': {},
  'routes/profile': { username: 'username', fullName: 'name', bio: 'bio' },
  'routes/waitlist.confirm': { token: 'token' },
  'routes/waitlist.leave': { token: 'token' },
  'routes/waitlist.resend': { ticket: 'token' },
  'routes/navigator.remittance': { to: 'country', amount: 'amount', method: 'method' },
  'routes/admin/articles': { title: 'title', excerpt: 'text', content: 'content' },
  'routes/admin/blogs': { title: 'title', excerpt: 'text', content: 'content' },
  'routes/admin/settings': {
    siteName: 'title',
    siteDescription: 'text',
    emailNotifications: 'checkbox',
    analytics: 'checkbox',
    apiKey: 'token',
    webhookUrl: 'url',
  },
  'routes/admin/waitlist': { intent: 'delete-intent', id: 'uuid' },
}
const GENERIC_FIELDS = { name: 'name', email: 'email', intent: 'intent', id: 'uuid', value: 'text' }
/** Routes whose forms carry the honeypot. */
const WITH_HONEYPOT = new Set(['routes/signup', 'routes/auth', 'routes/auth.forgot-password', 'routes/auth.resend'])

export function fieldsOf(routeId) {
  return FORM_FIELDS[routeId] ?? GENERIC_FIELDS
}

const FIRST = ['Ada', 'Kwame', 'Chioma', 'Amara', 'Tunde', 'Zainab', 'Kofi', 'Ngozi', 'Abebe', 'Fatou', 'Jean-Luc', "O'Brien"]
const LAST = ['Okafor', 'Mensah', 'Diallo', 'Mwangi', 'Adeyemi', 'Kamara', 'Tesfaye', 'Ndiaye', 'van der Berg']
const INTERESTS = ['investing', 'banking', 'insurance', 'homeland', 'business']
const COUNTRIES = ['NG', 'GH', 'KE', 'ET', 'SN', 'ZA', 'ng', ' gh ', 'XX', 'US']
const METHODS = ['bank_account', 'debit_card', 'credit_card', 'cash', '', 'pigeon']
const UNICODE = [
  'Ñandú',
  'Zoë Ågren',
  '李小龙',
  'محمد',
  'שלום',
  '🙂🚀💸',
  'e\u0301\u0301\u0301',
  '\u202eevil',
  '\ufeffbom',
  'a\u2028b',
  '\ud800',
  '\udfff\ud800',
  'ﷺ',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
]
const NASTY = [
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  // eslint-disable-next-line no-template-curly-in-string -- a template-injection probe, on purpose
  '${7*7}',
  '{{7*7}}',
  '../../etc/passwd',
  '%00',
  'null',
  'undefined',
  '[]',
  '{}',
  'true',
  '-1',
  '1e308',
  'NaN',
  ' ',
  '\t',
  '\\',
  '"',
  "'",
]
const ODD_NAMES = [
  '',
  ' ',
  'fullName[]',
  'fullName[0]',
  'email.0',
  'a[b][c]',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '__proto__.polluted',
  'x'.repeat(300),
  '🙂',
  'na\u0000me',
  'na\nme',
  '=',
  '&',
  'a b',
  '%',
  '%zz',
  'intent[0]',
  'password[]',
  '$where',
  '__conform__',
  'id[]',
  '_data',
  'index',
  '_routes',
]

/** One value of a field kind; `valid` values are what a real visitor would type. */
function validValue(r, kind, ctx) {
  switch (kind) {
    case 'name':
      return `${r.pick(FIRST)} ${r.pick(LAST)}`
    case 'email':
      return `fz${ctx.seed}-${ctx.routeTag}-${ctx.index}@${r.pick(['example.com', 'example.org', 'mail.example.net'])}`
    case 'password':
      return (ctx.password = `pw-${ctx.index}-${r.int(100000, 999999)}-secret`)
    case 'same-password':
      return ctx.password ?? 'pw-unset'
    case 'interest':
      return r.pick(INTERESTS)
    case 'checkbox':
      return 'on'
    case 'refcode':
      return r.chance(0.5) ? '' : Math.floor(r.next() * 36 ** 8).toString(36)
    case 'intent':
      return r.pick(['sign-in', 'sign-up'])
    case 'delete-intent':
      return 'delete'
    case 'redirect':
      return r.pick(['/profile', '/admin', '/', '', '//evil.example', '/.//evil.example', 'https://evil.example', '/%2e//x'])
    case 'username':
      return `user_${ctx.index}_${r.int(0, 9999)}`
    case 'bio':
      return 'I send money home every month.\nLearning to invest.'
    case 'token':
      return createHash('sha256').update(`${ctx.seed}/${ctx.index}`).digest('base64url')
    case 'country':
      return r.pick(COUNTRIES)
    case 'amount':
      return r.pick(['200', '500', '300', '-1', 'abc'])
    case 'method':
      return r.pick(METHODS)
    case 'title':
      return `Saving for ${r.pick(['a home', 'school fees', 'retirement'])} ${ctx.index}`
    case 'content':
      return 'Remittances, compared. '.repeat(r.int(1, 40))
    case 'url':
      return r.pick(['https://hooks.example.com/x', 'http://127.0.0.1/', 'javascript:alert(1)', 'ftp://x', 'not a url', ''])
    case 'uuid':
      return r.chance(0.8) ? cryptoUuid(r) : r.pick(['', 'not-a-uuid', '00000000-0000-0000-0000-000000000000'])
    default:
      return `value ${ctx.index}`
  }
}

function cryptoUuid(r) {
  const hex = () => Math.floor(r.next() * 16).toString(16)
  const part = (n) => Array.from({ length: n }, hex).join('')
  return `${part(8)}-${part(4)}-4${part(3)}-${r.pick(['8', '9', 'a', 'b'])}${part(3)}-${part(12)}`
}

/** A value that is wrong in some way (or, now and then, right). */
function mutatedValue(r, kind, ctx) {
  switch (r.int(0, 11)) {
    case 0:
      return ''
    case 1:
      return r.pick(['a', 'b', 'x']).repeat(r.pick([100, 255, 256, 501, 2001, 5000, 20_000, 40_000]))
    case 2:
      return r.pick(UNICODE)
    case 3:
      return `${validValue(r, kind, ctx)}\u0000${r.pick(['', 'x'])}`
    case 4:
      return `${validValue(r, kind, ctx)}${String.fromCharCode(r.pick([1, 7, 8, 9, 10, 11, 13, 27, 31, 127]))}`
    case 5:
      return r.pick(NASTY)
    case 6:
      return `  ${validValue(r, kind, ctx).toUpperCase()}  `
    case 7:
      return JSON.stringify({ value: validValue(r, kind, ctx) })
    case 8:
      return r.pick(UNICODE).repeat(r.int(10, 400))
    case 9:
      return String(r.int(-1e9, 1e9))
    default:
      return validValue(r, kind, ctx)
  }
}

/** Conform's reserved fields with values it cannot use (it threw on these before readFormData dropped them). */
function reservedField(r) {
  const name = r.pick(['__intent__', '__state__'])
  const value = r.pick([
    'x',
    'null',
    '{}',
    '[]',
    '{"type":"validate"}',
    '{"type":"insert","payload":{"name":"email","index":-1}}',
    '{"type":"remove","payload":{"name":"a.b[0]"}}',
    '{"type":"reorder","payload":{"name":"fullName","from":0,"to":9}}',
    '{"validated":{"email":true}}',
    '"',
    '',
  ])
  return [name, value]
}

/** The [name, value] pairs of one form submission. */
function formEntries(r, routeId, ctx) {
  const fields = fieldsOf(routeId)
  /** @type {[string, string][]} */
  const entries = []
  const style = r.next()
  for (const [name, kind] of Object.entries(fields)) {
    if (style < 0.3) {
      entries.push([name, validValue(r, kind, ctx)]) // valid-ish: everything present and plausible
    } else {
      if (r.chance(0.2)) continue // missing
      entries.push([name, r.chance(0.4) ? mutatedValue(r, kind, ctx) : validValue(r, kind, ctx)])
      if (r.chance(0.08)) for (let i = r.int(1, 6); i > 0; i--) entries.push([name, mutatedValue(r, kind, ctx)]) // repeated
    }
  }
  if (WITH_HONEYPOT.has(routeId)) entries.push([HONEYPOT, r.chance(0.1) ? 'https://spam.example' : ''])
  if (r.chance(0.1)) for (let i = r.int(1, 5); i > 0; i--) entries.push([r.pick(ODD_NAMES), mutatedValue(r, 'text', ctx)])
  if (r.chance(0.015)) entries.push(reservedField(r))
  if (r.chance(0.02)) for (let i = r.int(40, 80); i > 0; i--) entries.push([`f${i}`, 'x']) // near and over the field limit
  if (r.chance(0.1)) shuffle(r, entries)
  return entries
}

function shuffle(r, list) {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(r.next() * (i + 1))
    ;[list[i], list[j]] = [list[j], list[i]]
  }
}

const LONE_SURROGATE = /^[\ud800-\udfff]$/

/** encodeURIComponent, except that a lone surrogate becomes its (invalid) three UTF-8-style bytes. */
function pct(text) {
  return text.replace(/[^]/gu, (char) => {
    if (!LONE_SURROGATE.test(char)) return encodeURIComponent(char)
    const code = char.charCodeAt(0)
    return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('')
  })
}

function urlencode(entries) {
  return entries.map(([k, v]) => `${pct(k)}=${pct(v)}`).join('&')
}

/** Percent-encoding a decoder must refuse or repair. */
function badPercent(r, entries) {
  const base = urlencode(entries)
  const junk = r.pick(['%', '%z', '%zz', '%E0%A4%A', '%C3%28', '%ED%A0%80', '%FF%FE', '%0', '%%41', '%u0041', '+%2B+'])
  const at = r.int(0, base.length)
  return base.slice(0, at) + junk + base.slice(at)
}

function multipart(entries, boundary, { file = false } = {}) {
  let body = ''
  for (const [name, value] of entries) {
    body += `--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, '_')}"\r\n\r\n${value}\r\n`
  }
  if (file)
    body += `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG\r\n\u001a\n\u0000\u0000\r\n`
  return `${body}--${boundary}--\r\n`
}

const BROKEN_MULTIPART = [
  (entries, b) => ({ type: 'multipart/form-data', body: multipart(entries, b) }), // no boundary parameter
  (entries, b) => ({ type: `multipart/form-data; boundary=${b}`, body: multipart(entries, `${b}x`) }), // wrong boundary
  (entries, b) => ({ type: `multipart/form-data; boundary=${b}`, body: multipart(entries, b).slice(0, -8) }), // no closing delimiter
  (entries, b) => ({ type: `multipart/form-data; boundary=${b}`, body: `--${b}\r\nContent-Disposition: form-data; name="email"\r\n` }), // truncated part
  (entries, b) => ({ type: `multipart/form-data; boundary="${b}`, body: multipart(entries, b) }), // unbalanced quote
  (entries, b) => ({ type: `multipart/form-data; boundary=${b}`, body: `--${b}\r\nX-Nothing: 1\r\n\r\nvalue\r\n--${b}--\r\n` }), // part without a name
  (entries, b) => ({
    type: `multipart/form-data; boundary=${b}`,
    body: `garbage before\r\n${multipart(entries, b).replace(/\r\n/g, '\n')}`,
  }), // bare LF
]

/**
 * @typedef {{ method: 'POST', contentType?: string, body: Buffer | string, kind: string, chunked?: boolean, declaredLength?: number }} FuzzBody
 */

/**
 * The index-th body for a route. `special` is 'huge' or 'repeat640' for the few large bodies.
 * @returns {FuzzBody}
 */
export function buildBody({ seed, routeId, index, special }) {
  const r = prng(seedOf(seed, routeId, index))
  const ctx = { seed, index, routeTag: (seedOf(routeId) % 46656).toString(36) }
  if (special === 'huge') return hugeBody(r)
  if (special === 'repeat640') {
    const name = Object.keys(fieldsOf(routeId))[0] ?? 'a'
    return {
      method: 'POST',
      contentType: 'application/x-www-form-urlencoded',
      body: Buffer.from(`${name}=1&`.repeat(Math.ceil((640 * 1024) / (name.length + 3)))),
      kind: 'repeat-640KB',
    }
  }
  const entries = formEntries(r, routeId, ctx)
  const boundary = `----fuzz${r.int(1e6, 9e6)}`
  const roll = r.next()
  const charset = r.pick([
    '',
    '; charset=utf-8',
    '; charset=UTF-8',
    '; charset=iso-8859-1',
    '; charset=utf-16',
    '; charset=bogus',
    ';charset="utf-8"',
  ])
  if (roll < 0.6) return { method: 'POST', contentType: 'application/x-www-form-urlencoded', body: urlencode(entries), kind: 'urlencoded' }
  if (roll < 0.64)
    return {
      method: 'POST',
      contentType: `application/x-www-form-urlencoded${charset}`,
      body: urlencode(entries),
      kind: 'urlencoded-charset',
    }
  if (roll < 0.68)
    return { method: 'POST', contentType: 'application/x-www-form-urlencoded', body: badPercent(r, entries), kind: 'bad-percent' }
  if (roll < 0.77)
    return {
      method: 'POST',
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: multipart(entries, boundary, { file: r.chance(0.2) }),
      kind: 'multipart',
    }
  if (roll < 0.84) {
    const variant = r.int(0, BROKEN_MULTIPART.length - 1)
    const { type, body } = BROKEN_MULTIPART[variant](entries, boundary)
    return { method: 'POST', contentType: type, body, kind: `broken-multipart-${variant}` }
  }
  if (roll < 0.88)
    return {
      method: 'POST',
      contentType: r.pick(['application/json', 'application/json; charset=utf-8']),
      body: JSON.stringify(Object.fromEntries(entries)),
      kind: 'json',
    }
  if (roll < 0.91)
    return { method: 'POST', contentType: 'text/plain', body: entries.map(([k, v]) => `${k}=${v}`).join('\r\n'), kind: 'text-plain' }
  if (roll < 0.94) return { method: 'POST', body: urlencode(entries), kind: 'no-content-type' }
  if (roll < 0.97)
    return {
      method: 'POST',
      contentType: 'application/octet-stream',
      body: Buffer.from(Array.from({ length: r.int(0, 4096) }, () => r.int(0, 255))),
      kind: 'octet-stream',
    }
  if (roll < 0.985) return { method: 'POST', contentType: 'application/x-www-form-urlencoded', body: '', kind: 'empty' }
  return { method: 'POST', contentType: 'application/x-www-form-urlencoded', body: urlencode(entries), kind: 'chunked', chunked: true }
}

// Large bodies share a few buffers: building 20 MB per request would cost more than sending it.
const hugeBuffers = new Map()
function filler(size) {
  let buffer = hugeBuffers.get(size)
  if (!buffer) {
    buffer = Buffer.alloc(size, 'a')
    hugeBuffers.set(size, buffer)
  }
  return buffer
}

/** 1-20 MB: one huge field, many distinct fields, a multipart file, or JSON; declared or chunked. */
function hugeBody(r) {
  const mb = r.pick([1, 2, 5, 10, 20])
  const size = mb * 1024 * 1024
  const variant = r.int(0, 4)
  if (variant === 0)
    return {
      method: 'POST',
      contentType: 'application/x-www-form-urlencoded',
      body: Buffer.concat([Buffer.from('fullName='), filler(size)]),
      kind: `huge-${mb}MB-field`,
    }
  if (variant === 1) {
    const fields = Buffer.from(Array.from({ length: 2000 }, (_, i) => `f${i}=x`).join('&'))
    return {
      method: 'POST',
      contentType: 'application/x-www-form-urlencoded',
      body: Buffer.concat([fields, Buffer.from('&tail='), filler(size)]),
      kind: `huge-${mb}MB-fields`,
    }
  }
  if (variant === 2) {
    const b = 'hugeboundary'
    const head = Buffer.from(
      `--${b}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    )
    return {
      method: 'POST',
      contentType: `multipart/form-data; boundary=${b}`,
      body: Buffer.concat([head, filler(size), Buffer.from(`\r\n--${b}--\r\n`)]),
      kind: `huge-${mb}MB-multipart`,
    }
  }
  if (variant === 3)
    return {
      method: 'POST',
      contentType: 'application/json',
      body: Buffer.concat([Buffer.from('{"email":"'), filler(size), Buffer.from('"}')]),
      kind: `huge-${mb}MB-json`,
    }
  return {
    method: 'POST',
    contentType: 'application/x-www-form-urlencoded',
    body: Buffer.concat([Buffer.from('email='), filler(size)]),
    kind: `huge-${mb}MB-chunked`,
    chunked: true,
  }
}

/** Which indices of a run carry the large bodies: ~0.3% huge (at least one from 100 bodies on), one 640 KB repeat. */
export function specialIndices(perRoute, seed, routeId) {
  const r = prng(seedOf(seed, routeId, 'special'))
  /** @type {Map<number, 'huge' | 'repeat640'>} */
  const special = new Map()
  const huge = perRoute >= 100 ? Math.max(1, Math.round(perRoute * 0.003)) : 0
  for (let i = 0; i < huge; i++) special.set(r.int(0, perRoute - 1), 'huge')
  if (perRoute >= 50) special.set(r.int(0, perRoute - 1), 'repeat640')
  return special
}
