/**
 * The /admin guard at the HTTP level: every admin loader (GET) and action (POST) is called with a real
 * request - anonymous, signed in as a normal user, signed in as the admin - whose session cookies come
 * from a real sign-in on the embedded backend (in-memory database, tests/setup/vitest.setup.ts).
 * Each child route is called on its own: the layout's guard must not be the only one.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { RouterContextProvider } from 'react-router'

import { createSupabaseServerClient, getEmbeddedStack } from '~/.server/platform/supabase.server'
import { getToast } from '~/.server/platform/toast.server'
import { postSections, unauthorizedToast } from '~/content/admin'
import { TITLE_AND_CONTENT_REQUIRED } from '~/lib/admin-schemas'
import * as articles from '~/routes/admin/articles'
import * as blogs from '~/routes/admin/blogs'
import * as dashboard from '~/routes/admin/dashboard'
import * as layout from '~/routes/admin/layout'
import * as notFound from '~/routes/admin/not-found'
import * as settings from '~/routes/admin/settings'
import * as users from '~/routes/admin/users'

import { ADMIN_CREDENTIALS, createConfirmedUser } from './admin.helpers'

// Spy on the simulated saves (still calling through) to prove a refused POST does nothing.
vi.mock('~/.server/admin/admin-simulated.server', async (importOriginal) => {
  const actual = await importOriginal<typeof import('~/.server/admin/admin-simulated.server')>()
  return { ...actual, savePost: vi.fn(actual.savePost), saveSettings: vi.fn(actual.saveSettings) }
})
const simulated = await import('~/.server/admin/admin-simulated.server')

const ORIGIN = 'http://localhost'

type Handler = (args: { request: Request; params: Record<string, string>; context: unknown }) => unknown
type AdminRoute = {
  name: string
  path: string
  loader: Handler
  /** Leaf routes only: React Router never calls a layout's action. */
  action?: Handler
  /** A valid submission for the route's form, if it has one. */
  form?: Record<string, string>
  adminGetStatus: number
  adminPostStatus?: number
}

const routes: AdminRoute[] = [
  { name: 'layout', path: '/admin', loader: layout.loader as Handler, adminGetStatus: 200 },
  {
    name: 'dashboard',
    path: '/admin',
    loader: dashboard.loader as Handler,
    action: dashboard.action as Handler,
    adminGetStatus: 200,
    adminPostStatus: 405,
  },
  {
    name: 'articles',
    path: '/admin/articles',
    loader: articles.loader as Handler,
    action: articles.action as Handler,
    form: { title: 'Hello', excerpt: '', content: 'World' },
    adminGetStatus: 200,
    adminPostStatus: 302,
  },
  {
    name: 'blogs',
    path: '/admin/blogs',
    loader: blogs.loader as Handler,
    action: blogs.action as Handler,
    form: { title: 'Hello', excerpt: 'Short', content: 'World' },
    adminGetStatus: 200,
    adminPostStatus: 302,
  },
  {
    name: 'users',
    path: '/admin/users',
    loader: users.loader as Handler,
    action: users.action as Handler,
    adminGetStatus: 200,
    adminPostStatus: 405,
  },
  {
    name: 'settings',
    path: '/admin/settings',
    loader: settings.loader as Handler,
    action: settings.action as Handler,
    form: {
      siteName: 'Site',
      siteDescription: 'About',
      emailNotifications: 'on',
      apiKey: 'sk-secret-value',
      webhookUrl: 'https://example.com/hook',
    },
    adminGetStatus: 200,
    adminPostStatus: 302,
  },
  {
    name: 'not-found',
    path: '/admin/no-such-page',
    loader: notFound.loader as Handler,
    action: notFound.action as Handler,
    adminGetStatus: 404,
    adminPostStatus: 404,
  },
]

type Outcome = { status: number; headers: Headers; data: unknown }

/** Runs a loader or action the way React Router does and reduces what it returned or threw to HTTP terms. */
async function call(handler: Handler, request: Request): Promise<Outcome> {
  let result: unknown
  try {
    result = await handler({ request, params: {}, context: new RouterContextProvider() })
  } catch (thrown) {
    result = thrown
  }
  if (result instanceof Response) return { status: result.status, headers: result.headers, data: undefined }
  if (result && typeof result === 'object' && (result as { type?: unknown }).type === 'DataWithResponseInit') {
    const { data, init } = result as { data: unknown; init: ResponseInit | null }
    return { status: init?.status ?? 200, headers: new Headers(init?.headers), data }
  }
  if (result instanceof Error) throw result
  return { status: 200, headers: new Headers(), data: result }
}

function get(path: string, cookie?: string) {
  return new Request(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} })
}

function post(path: string, fields: Record<string, string> = {}, cookie?: string) {
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(cookie ? { Cookie: cookie } : {}) },
  })
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a browser would send them back. */
function cookiesFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((pair) => pair.split('=')[1] !== '')
    .join('; ')
}

/** The toast a response flashes, read the way the root loader reads it. */
async function toastOf(outcome: Outcome) {
  const { toast } = await getToast(get('/', cookiesFrom(outcome.headers)))
  return toast
}

/** Signs in through the app's own server client on the embedded backend; returns the Cookie header. */
async function signIn(email: string, password: string): Promise<string> {
  const { supabase, headers } = createSupabaseServerClient(post('/auth'))
  const { error } = await supabase.auth.signInWithPassword({ email, password })
  if (error) throw new Error(`sign-in of ${email} failed: ${error.message}`)
  const cookie = cookiesFrom(headers)
  expect(cookie).toMatch(/sb-[^=]+-auth-token/)
  return cookie
}

let adminCookie: string
let userCookie: string

beforeAll(async () => {
  adminCookie = await signIn(ADMIN_CREDENTIALS.email, ADMIN_CREDENTIALS.password)
  const user = await createConfirmedUser()
  userCookie = await signIn(user.email, user.password)
})

afterEach(() => {
  vi.mocked(simulated.savePost).mockClear()
  vi.mocked(simulated.saveSettings).mockClear()
})

describe.each(routes)('$name ($path)', (route) => {
  it('GET: a signed-out visitor is sent to /auth', async () => {
    const res = await call(route.loader, get(route.path))
    expect(res.status).toBe(302)
    // Signing in brings the visitor back to the page (app/.server/account/auth.server.ts requireUser).
    expect(res.headers.get('Location')).toBe(`/auth?redirectTo=${encodeURIComponent(route.path)}`)
  })

  it('GET: a normal user is sent to / with the Unauthorized toast', async () => {
    const res = await call(route.loader, get(route.path, userCookie))
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/')
    expect(await toastOf(res)).toMatchObject({ type: 'error', ...unauthorizedToast })
  })

  it(`GET: the admin gets ${route.adminGetStatus}`, async () => {
    const res = await call(route.loader, get(route.path, adminCookie))
    expect(res.status).toBe(route.adminGetStatus)
    expect(res.headers.get('Location')).toBeNull()
  })

  if (!route.action) return
  const action = route.action

  it('POST: a signed-out visitor is sent to /auth and nothing is saved', async () => {
    const res = await call(action, post(route.path, route.form))
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe(`/auth?redirectTo=${encodeURIComponent(route.path)}`)
    expect(simulated.savePost).not.toHaveBeenCalled()
    expect(simulated.saveSettings).not.toHaveBeenCalled()
  })

  it('POST: a normal user is refused (redirect to / with Unauthorized) and nothing is saved', async () => {
    const res = await call(action, post(route.path, route.form, userCookie))
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/')
    expect(await toastOf(res)).toMatchObject({ type: 'error', ...unauthorizedToast })
    expect(simulated.savePost).not.toHaveBeenCalled()
    expect(simulated.saveSettings).not.toHaveBeenCalled()
  })

  it(`POST: the admin gets ${route.adminPostStatus}`, async () => {
    const res = await call(action, post(route.path, route.form, adminCookie))
    expect(res.status).toBe(route.adminPostStatus)
  })
})

describe('the admin article and blog forms', () => {
  it.each(['articles', 'blogs'] as const)('%s: saving waits 1 s, persists nothing and redirects with a success toast', async (key) => {
    const section = postSections[key]
    const handler = (key === 'articles' ? articles.action : blogs.action) as Handler
    const started = Date.now()
    const res = await call(handler, post(`${section.path}?new=1`, { title: 'A title', excerpt: '', content: 'Some content' }, adminCookie))
    expect(Date.now() - started).toBeGreaterThanOrEqual(990)
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe(section.path)
    expect(await toastOf(res)).toMatchObject({ type: 'success', ...section.savedToast })
    expect(simulated.savePost).toHaveBeenCalledTimes(1)
    expect(simulated.savePost).toHaveBeenCalledWith(key, { title: 'A title', content: 'Some content' }, expect.anything())
    // Nothing persisted: the list is still the sample rows.
    const list = await call(key === 'articles' ? (articles.loader as Handler) : (blogs.loader as Handler), get(section.path, adminCookie))
    expect((list.data as { rows: unknown[] }).rows).toEqual(section.rows)
  })

  it.each([
    ['no title', { title: ' ', content: 'Body' }, ['title']],
    ['no content', { title: 'Title', content: '' }, ['content']],
    ['neither', {}, ['title', 'content']],
  ] as const)('%s: 400 with "Title and content are required", input kept, nothing saved', async (_, fields, invalid) => {
    const res = await call(articles.action as Handler, post('/admin/articles?new=1', { excerpt: 'kept', ...fields }, adminCookie))
    expect(res.status).toBe(400)
    const { result } = res.data as { result: { status: string; error: Record<string, string[]>; initialValue: Record<string, string> } }
    expect(result.status).toBe('error')
    for (const name of invalid) expect(result.error[name]).toEqual([TITLE_AND_CONTENT_REQUIRED])
    expect(result.initialValue.excerpt).toBe('kept')
    expect(simulated.savePost).not.toHaveBeenCalled()
  })

  it('?new=1 asks the page to open the form', async () => {
    const open = await call(articles.loader as Handler, get('/admin/articles?new=1', adminCookie))
    const closed = await call(articles.loader as Handler, get('/admin/articles', adminCookie))
    expect((open.data as { isCreating: boolean }).isCreating).toBe(true)
    expect((closed.data as { isCreating: boolean }).isCreating).toBe(false)
  })
})

describe('the admin settings form', () => {
  it('saves (simulated) and redirects with the "Settings saved" toast', async () => {
    const res = await call(
      settings.action as Handler,
      post('/admin/settings', { siteName: 'S', analytics: 'on', apiKey: 'k' }, adminCookie),
    )
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/admin/settings')
    expect(await toastOf(res)).toMatchObject({ type: 'success', message: 'Settings saved' })
    expect(simulated.saveSettings).toHaveBeenCalledWith(
      expect.objectContaining({ siteName: 'S', analytics: true, emailNotifications: false, apiKey: 'k' }),
      expect.anything(),
    )
  })

  it('rejects a webhook that is not an http(s) URL, and never echoes the API key', async () => {
    for (const webhookUrl of ['not a url', 'javascript:alert(1)', 'ftp://example.com/x']) {
      const res = await call(
        settings.action as Handler,
        post('/admin/settings', { siteName: 'Kept', apiKey: 'sk-do-not-echo', webhookUrl }, adminCookie),
      )
      expect(res.status).toBe(400)
      expect(JSON.stringify(res.data)).not.toContain('sk-do-not-echo')
      const { result } = res.data as { result: { error: Record<string, string[]>; initialValue: Record<string, string> } }
      expect(result.error.webhookUrl?.length).toBe(1)
      expect(result.initialValue.siteName).toBe('Kept')
    }
    expect(simulated.saveSettings).not.toHaveBeenCalled()
  })
})

describe('bodies that are not forms', () => {
  it('get a 400 with the messages from every admin form, never a 500, and nothing is saved', async () => {
    const junk = (path: string, contentType: string, body: string) =>
      new Request(`${ORIGIN}${path}`, { method: 'POST', body, headers: { 'Content-Type': contentType, Cookie: adminCookie } })
    for (const [contentType, body] of [
      ['application/json', '{"title":"x","content":"y"}'],
      ['text/plain', 'title=x'],
      ['multipart/form-data; boundary=nope', '--broken'],
    ] as const) {
      const article = await call(articles.action as Handler, junk('/admin/articles', contentType, body))
      expect(article.status).toBe(400)
      const blog = await call(blogs.action as Handler, junk('/admin/blogs', contentType, body))
      expect(blog.status).toBe(400)
    }
    expect(simulated.savePost).not.toHaveBeenCalled()
  })
})

describe('the admin address must be confirmed', () => {
  it('an ADMIN_EMAIL account whose address is not confirmed gets no admin page', async () => {
    const stack = await getEmbeddedStack()
    if (!stack) throw new Error('needs the embedded backend')
    const admin = await stack.db.query<{ confirmed: Date | null }>(
      'select email_confirmed_at as confirmed from auth.users where email = $1',
      [ADMIN_CREDENTIALS.email],
    )
    const confirmedAt = admin.rows[0]?.confirmed
    expect(confirmedAt).toBeTruthy()
    // As on a project where the address was never confirmed: the session is valid, the address is not proven.
    await stack.db.query('update auth.users set email_confirmed_at = null where email = $1', [ADMIN_CREDENTIALS.email])
    try {
      const res = await call(dashboard.loader as Handler, get('/admin', adminCookie))
      expect(res.status).toBe(302)
      expect(res.headers.get('Location')).toBe('/')
      expect(await toastOf(res)).toMatchObject({ type: 'error', ...unauthorizedToast })
    } finally {
      await stack.db.query('update auth.users set email_confirmed_at = $2 where email = $1', [ADMIN_CREDENTIALS.email, confirmedAt])
    }
    expect((await call(dashboard.loader as Handler, get('/admin', adminCookie))).status).toBe(200)
  })
})
