// Accounts for the fuzz run (scripts/fuzz.mjs): a normal user signed up and confirmed through the
// embedded stack's mailbox (/dev/mailbox, LOCAL_MAILBOX=on), the admin from ADMIN_EMAIL/ADMIN_PASSWORD,
// and a user holding a password-reset grant (followed a reset link). Every request here carries its
// own X-Forwarded-For (the server runs with TRUST_PROXY=1), so the per-client limits never refuse
// the set-up itself.

import { randomBytes } from 'node:crypto'

export const randomClient = () => `10.${randomBytes(3).join('.')}`

/** A minimal cookie jar: name -> value, from Set-Cookie lines. */
export class CookieJar {
  constructor() {
    /** @type {Map<string, string>} */
    this.cookies = new Map()
  }

  /** @param {Response} response */
  take(response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';')
      const at = pair.indexOf('=')
      if (at < 1) continue
      const name = pair.slice(0, at).trim()
      const value = pair.slice(at + 1).trim()
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a))
      if (expired || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    return response
  }

  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
}

async function post(origin, path, form, jar = new CookieJar()) {
  const headers = { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': randomClient() }
  if (jar.cookies.size) headers.Cookie = jar.header()
  return jar.take(await fetch(`${origin}${path}`, { method: 'POST', headers, body: new URLSearchParams(form), redirect: 'manual' }))
}

async function get(origin, path, jar = new CookieJar()) {
  const headers = { 'X-Forwarded-For': randomClient() }
  if (jar.cookies.size) headers.Cookie = jar.header()
  return jar.take(await fetch(`${origin}${path}`, { headers, redirect: 'manual' }))
}

const decode = (html) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')

/** The newest mailbox link to `address` whose URL contains `needle`, waiting up to 15 s for it. */
async function linkFromMailbox(origin, address, needle, skip = new Set()) {
  const deadline = Date.now() + 15_000
  for (;;) {
    const response = await get(origin, '/dev/mailbox')
    if (response.status !== 200) throw new Error(`/dev/mailbox answered ${response.status} (is LOCAL_MAILBOX=on?)`)
    const html = await response.text()
    for (const message of html.split('data-mail-message').slice(1)) {
      if (!message.includes(`>${address}<`)) continue
      for (const match of message.matchAll(/href="([^"]+)"/g)) {
        const link = decode(match[1])
        if (link.includes(needle) && !skip.has(link)) return link
      }
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${address} with ${needle} in /dev/mailbox`)
    await new Promise((r) => setTimeout(r, 300))
  }
}

/** Signs in with the form, as a browser without JavaScript would; returns the session's cookie jar. */
export async function signIn(origin, email, password) {
  const jar = new CookieJar()
  const response = await post(origin, '/auth', { intent: 'sign-in', email, password }, jar)
  if (response.status !== 302) throw new Error(`sign-in of ${email} answered ${response.status}: ${(await response.text()).slice(0, 300)}`)
  return jar
}

/** Signs a new user up and confirms the address with the link from the mailbox. */
export async function createConfirmedUser(origin, email, password, fullName = 'Fuzz Tester') {
  const signUp = await post(origin, '/auth', { intent: 'sign-up', fullName, email, password })
  if (signUp.status !== 302) throw new Error(`sign-up of ${email} answered ${signUp.status}`)
  const link = await linkFromMailbox(origin, email, '/auth/confirm')
  const confirm = await get(origin, new URL(link).pathname + new URL(link).search)
  if (confirm.status !== 302 || (confirm.headers.get('location') ?? '').startsWith('/auth')) {
    throw new Error(`confirming ${email} answered ${confirm.status} -> ${confirm.headers.get('location')}`)
  }
}

const usedRecoveryLinks = new Set()

/** Asks for a reset link and follows it: a session plus the short-lived grant /auth/reset-password needs. */
export async function resetGrant(origin, email) {
  const ask = await post(origin, '/auth/forgot-password', { email })
  if (ask.status !== 302) throw new Error(`forgot-password for ${email} answered ${ask.status}`)
  const link = await linkFromMailbox(origin, email, 'type=recovery', usedRecoveryLinks)
  usedRecoveryLinks.add(link)
  const jar = new CookieJar()
  const follow = await get(origin, new URL(link).pathname + new URL(link).search, jar)
  if (follow.status !== 302) throw new Error(`the reset link answered ${follow.status}`)
  const page = await get(origin, '/auth/reset-password', jar)
  if (page.status !== 200) throw new Error(`/auth/reset-password with the grant answered ${page.status}`)
  return jar
}

/** Checks that a jar is signed in: `path` must answer 200. */
export async function assertSignedIn(origin, jar, path) {
  const response = await get(origin, path, jar)
  if (response.status !== 200) throw new Error(`${path} answered ${response.status} for the fuzz session`)
}
