/**
 * No redirect and no language-switched link of the production build leads off the site (security
 * review 2026-11-29, N1 and N2; docs/decisions/032-one-redirect-function.md). Every path of the
 * hostile-path table (tests/support/hostile-paths.ts) is asked for behind every language prefix, and
 * given as sign-in's `redirectTo` to a real account; each answer's `Location` and every `href` and
 * `action` of its HTML are resolved against the page's own address and must stay on the server's
 * origin (the site's fixed links elsewhere, social profiles and `mailto:`, read from ordinary pages,
 * excepted). Redirects are followed, as a browser would, as long as they stay on the site.
 * `REDIRECT_TABLE=1` prints every answer (the before/after table of the decision record).
 */
import http from 'node:http'
import { rmSync } from 'node:fs'
import { randomBytes } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { HOSTILE_PATHS, KEPT_PATHS } from '../support/hostile-paths'
import { bound } from '../support/time-scale'

import { CookieJar, newClientAddress, pool, postForm } from './support/http'
import { type ProductionServer, startServer, tempDir } from './support/servers'

const SUBNET = 3 // this file's clients are 127.3.x.y
const client = () => newClientAddress(SUBNET)
const ADMIN_EMAIL = 'owner@redirects.test'
const ADMIN_PASSWORD = `admin-${randomBytes(12).toString('base64url')}`
/** A request asked for with each of these in front of it (upper case too: `/FR` is sent to `/fr`). */
const PREFIXES = ['', '/en', '/fr', '/am', '/EN', '/FR', '/AM']

let server: ProductionServer
let origin: string
let dataDir: string
/** Links elsewhere that ordinary pages carry (social profiles, `mailto:`): not an escape. */
const ownLinksElsewhere = new Set<string>()
const table: string[] = []

type Answer = { status: number; location: string | undefined; body: string }

/** A browser's document GET of a raw request target (`//`, `\` and `..` sent as they are). */
function get(target: string, jar?: CookieJar): Promise<Answer> {
  // A browser never sends a raw control character; it would send these encoded.
  const path = target.replace(/[\u0000-\u0020\u007f]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`)
  const cookie = jar?.header()
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        path,
        localAddress: client(),
        agent: false,
        headers: { Accept: 'text/html', 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Mode': 'navigate', ...(cookie ? { Cookie: cookie } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          jar?.absorbLines(res.headers['set-cookie'])
          resolve({ status: res.statusCode ?? 0, location: res.headers.location, body: Buffer.concat(chunks).toString('utf8') })
        })
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end()
  })
}

const decode = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')

function resolved(target: string, page: string): URL | null {
  try {
    return new URL(target, page)
  } catch {
    return null
  }
}

/** Every link of a page, resolved against the page's address. */
const linksOf = (body: string, page: string) =>
  [...body.matchAll(/\s(?:href|action)="([^"]*)"/g)].map((m) => ({ raw: decode(m[1]), url: resolved(decode(m[1]), page) }))

/** What in an answer leads off the site: its Location, and links that are not the site's own links elsewhere. */
function escapesOf(answer: Answer, page: string): string[] {
  const found: string[] = []
  if (answer.location !== undefined && resolved(answer.location, page)?.origin !== origin) found.push(`Location: ${answer.location}`)
  for (const link of linksOf(answer.body, page)) {
    if (link.url?.origin === origin || (link.url && ownLinksElsewhere.has(link.url.href))) continue
    found.push(`href="${link.raw}"`)
  }
  return [...new Set(found)]
}

/**
 * Checks an answer and follows its redirects while they stay on the site (at most 5 hops); returns
 * what led off the site, each with the request that answered it. `page` is the address the first
 * answer is for: a raw target on this origin (`/fr//x` is a path here, as the server read it).
 */
async function follow(first: Answer, request: { label: string; page: string }, jar?: CookieJar): Promise<string[]> {
  const escapes: string[] = []
  let answer = first
  let { label, page } = request
  for (let hop = 0; ; hop++) {
    const found = escapesOf(answer, page)
    const offSite = found.filter((what) => !what.startsWith('Location')).length
    table.push(`${label}  ->  ${answer.status} ${answer.location ?? ''}${offSite ? `  [${offSite} links off the site]` : ''}`)
    escapes.push(...found.map((what) => `${label} -> ${answer.status} ${what}`))
    if (answer.status < 300 || answer.status > 399 || answer.location === undefined || found.length > 0 || hop === 5) break
    const next = resolved(answer.location, page)!
    label = `${label} => ${next.pathname}${next.search}`
    page = next.href
    answer = await get(next.pathname + next.search, jar)
  }
  return escapes
}

// Every bound in this file is a failure bound (decision 028): a quiet machine's figure times the load.
beforeAll(async () => {
  dataDir = tempDir('security-redirects-')
  // The operator's admin account is the real account that signs in; the test clock lets its sign-in
  // limit (30 in 15 minutes per account) pass between sign-ins (POST /dev/clock, decision 028).
  server = await startServer({ ADMIN_EMAIL, ADMIN_PASSWORD, LOCAL_MAILBOX: 'on', SUPABASE_LOCAL_TEST_CLOCK: 'on' }, { dataDir })
  origin = server.origin
  for (const path of ['/', '/fr/', '/am/', '/terms', '/no-such-page', '/fr/no-such-page', '/am/no-such-page', ...KEPT_PATHS]) {
    const answer = await get(path)
    for (const link of linksOf(answer.body, `${origin}${path}`))
      if (link.url && link.url.origin !== origin && !link.url.href.includes('evil')) ownLinksElsewhere.add(link.url.href)
  }
}, bound(180_000))

afterAll(async () => {
  await server?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  if (process.env.REDIRECT_TABLE) console.log(`every answer, and the redirects followed:\n${table.join('\n')}`)
})

describe('no redirect and no language-switched link leads off the site (docs/decisions/032)', () => {
  it(
    'N1: each hostile path behind every language prefix (/en//evil.example/x, /FR//…, /fr/\\…): no Location and no link off the site (was 308 to //evil.example/x and 9 switcher links)',
    async () => {
      const targets = HOSTILE_PATHS.flatMap((hostile) =>
        PREFIXES.map((prefix) => (/^[/\\]/.test(hostile) ? `${prefix}${hostile}` : `${prefix}/${hostile}`)),
      )
      const escapes = (
        await pool(targets.length, 4, async (i) =>
          follow(await get(targets[i]), {
            label: `GET ${JSON.stringify(targets[i])}`,
            page: `${origin}${targets[i].startsWith('/') ? '' : '/'}${targets[i]}`,
          }),
        )
      ).flat()
      expect(escapes).toEqual([])
    },
    bound(180_000),
  )

  it(
    'N2: sign-in with each hostile redirectTo lands on this site (was 302 to //evil.example for /fr//evil.example); ordinary targets are kept',
    async () => {
      const escapes: string[] = []
      const targets = [...HOSTILE_PATHS, ...KEPT_PATHS]
      for (const [i, redirectTo] of targets.entries()) {
        const kept = KEPT_PATHS.includes(redirectTo)
        // The sign-in page in each language: an ordinary target's own, the hostile ones in turn.
        const language = kept ? (/^\/(fr|am)\//.exec(redirectTo)?.[0].slice(0, -1) ?? '') : ['', '/fr', '/am'][i % 3]
        const clock = await postForm(`${origin}/dev/clock`, { email: ADMIN_EMAIL, seconds: '900' }, { from: client() })
        expect(clock.status).toBe(200)
        const jar = new CookieJar()
        const signedIn = await postForm(
          `${origin}${language}/auth?mode=sign-in`,
          { intent: 'sign-in', email: ADMIN_EMAIL, password: ADMIN_PASSWORD, redirectTo },
          { from: client(), jar },
        )
        expect(signedIn.status, `sign-in with redirectTo=${JSON.stringify(redirectTo)}`).toBe(302)
        expect(jar.hasSession()).toBe(true)
        const location = signedIn.headers.location
        if (kept) expect(location).toBe(redirectTo)
        const first = { status: signedIn.status, location, body: signedIn.body }
        const label = `POST ${language}/auth redirectTo=${JSON.stringify(redirectTo)}`
        escapes.push(...(await follow(first, { label, page: `${origin}${language}/auth?mode=sign-in` }, jar)))
      }
      expect(escapes).toEqual([])
    },
    bound(180_000),
  )
})
