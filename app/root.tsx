import {
  type ShouldRevalidateFunctionArgs,
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from 'react-router'

import type { Route } from './+types/root'
import { siteOrigin } from './.server/account/auth.server'
import { getHeaderUser } from './.server/account/header-user.server'
import { localeMiddleware } from './.server/platform/locale.server'
import { getSiteContact } from './.server/platform/site-config.server'
import { getToast } from './.server/platform/toast.server'
import { userDrawerLinks, userMenu } from './components/layout/account-islands'
import { NotFoundPanel } from './components/layout/not-found-panel'
import { SiteFooter } from './components/layout/site-footer'
import { SiteHeader } from './components/layout/site-header'
import { SocialMeta } from './components/layout/social-meta'
import { ToastRegion } from './components/layout/toast-region'
import { useNonce } from './components/nonce'
import { useLocale } from './components/ui/locale'
import { buttonClass } from './components/ui/button'
import { Container } from './components/ui/container'
import { SiteLink } from './components/ui/site-link'
// Starts listening for the visitor's first interaction as the app boots (lazy islands wait for it).
import './lib/first-interaction'
import { baseLocale, hasLanguageVersions, isPrefixLocale, locales } from './lib/locale'
import { sitePath } from './lib/site-path'
import { routeNeedsJavaScript } from './lib/static-page'
import { pageTitle } from './content/site'
import { m } from './paraglide/messages.js'
import { getTextDirection } from './paraglide/runtime.js'
import appStylesheet from './app.css?url'

/**
 * What a route tells the root layout through its `handle` export:
 * - `chrome: 'bare'`: leave out the site header and footer (the route draws its own);
 * - `js: false`: the page needs no browser runtime, so its document is sent without `<Scripts />`,
 *   module preloads or any inline script (JavaScript is on by default). Links to it are plain links
 *   (`SiteLink`, listed in app/lib/static-page.ts), so following one is a document load; a form's
 *   redirect to it is still rendered by the running app (docs/decisions/017-links-to-static-pages.md);
 * - `shared: true` (on the page's own route): an anonymous view of this page with JavaScript is the
 *   same for every visitor, so a shared cache may keep it (docs/decisions/014-shared-pages-with-javascript.md).
 */
/**
 * `query`: the query parameters a shared page reads (docs/decisions/020-fair-and-cheap.md). Only
 * these make a distinct copy in the shared cache; an anonymous request's other parameters are
 * dropped before the app sees it. A shared page that reads a parameter must list it here.
 */
export type RouteHandle = { chrome?: 'site' | 'bare'; js?: boolean; shared?: boolean; query?: readonly string[] }

// The stylesheet as a React-managed resource (`precedence`): React then writes it into the head
// before the script preloads, so the CSS never waits behind them on a slow connection.
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: appStylesheet, precedence: 'default' }]

// Every request runs in the language of its URL, and `/en/...` or `/FR/...` is sent to the page's one
// address, before any loader or action (docs/decisions/045-locale-middleware.md).
export const middleware: Route.MiddlewareFunction[] = [localeMiddleware]

export async function loader({ request, params }: Route.LoaderArgs) {
  // Pages live at their English path and under /fr/ and /am/ (app/routes.ts): any other first
  // segment in the locale's place is not a page (docs/decisions/030-languages.md).
  const [{ user, headers: authHeaders }, { toast, headers: toastHeaders }] = await Promise.all([getHeaderUser(request), getToast(request)])
  const headers = new Headers(authHeaders)
  // A signed-in visitor's header draws the account islands: their code, loaded now, renders them in full.
  if (user) await Promise.all([userMenu.preload(), userDrawerLinks.preload()])
  // A request that carried the flash cookie gets it expired (shown, empty or forged alike); a request
  // without one gets no Set-Cookie (getToast's headers are empty), so shared pages stay cacheable.
  toastHeaders.forEach((value, key) => headers.append(key, value))
  // The public origin, for absolute URLs in link previews (Open Graph needs them).
  const chrome = { user, toast, year: new Date().getFullYear(), origin: siteOrigin(request), contact: getSiteContact() }
  // The 404 still draws the visitor's header (signed in or not): Layout reads it from the error.
  if (params.locale !== undefined && !isPrefixLocale(params.locale)) throw data(chrome, { status: 404, headers })
  return data(chrome, { headers })
}

type RootData = Awaited<ReturnType<typeof loader>>['data']

/** The root's data, or what its own 404 carried (the loader threw it, so useRouteLoaderData has none). */
function useRootData(): RootData | undefined {
  const fromLoader = useRouteLoaderData<typeof loader>('root')
  const error = useRouteError()
  if (fromLoader) return fromLoader
  if (isRouteErrorResponse(error) && error.data && typeof error.data === 'object' && 'origin' in error.data) return error.data as RootData
  return undefined
}

// The root loader only reads cookies; re-run it after actions (sign-in/out, toasts), not on every link.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return true
  return defaultShouldRevalidate
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce()
  const rootData = useRootData()
  const matches = useMatches()
  const handles = matches.map((match) => match.handle as RouteHandle | undefined)
  const bare = handles.some((handle) => handle?.chrome === 'bare')
  // A page that needs no browser runtime ships none: no scripts, no module preloads, no inline code
  // (docs/decisions/013-cheap-phone.md). In the browser the app is running already (the page it
  // started on had JavaScript): keep its scroll restoration for every page it renders.
  const js = routeNeedsJavaScript(handles) || typeof document !== 'undefined'
  const locale = useLocale()
  return (
    <html lang={locale} dir={getTextDirection(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#047857" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        {/* Link previews are read from the server's HTML alone (crawlers run no script): the browser build leaves
            SocialMeta out, and React keeps the server's tags in <head> as they are (docs/decisions/050-form-page-bytes.md). */}
        {import.meta.env.SSR ? <SocialMeta origin={rootData?.origin} /> : null}
        {rootData ? <LanguageAlternates origin={rootData.origin} /> : null}
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-900 antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-white focus:p-3 focus:font-semibold focus:text-emerald-800 focus:shadow-lg"
        >
          {m.site_skip_to_content()}
        </a>
        {bare ? null : <SiteHeader user={rootData?.user ?? null} />}
        <main id="main" className="flex flex-1 flex-col">
          <ToastRegion toast={rootData?.toast} js={js} />
          {children}
        </main>
        {bare ? null : <SiteFooter year={rootData?.year ?? new Date().getFullYear()} contact={rootData?.contact} />}
        {js ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  )
}

/**
 * `<link rel="alternate" hreflang>` for the page in each language and `x-default` (the English one),
 * absolute as search engines want them. Not on the admin area (English only).
 */
function LanguageAlternates({ origin }: { origin: string }) {
  const { pathname, search } = useLocation()
  if (!hasLanguageVersions(pathname)) return null
  // Each language's address is `sitePath`'s (docs/decisions/032-one-redirect-function.md).
  const page = pathname + search
  return (
    <>
      {locales.map((locale) => (
        <link key={locale} rel="alternate" hrefLang={locale} href={`${origin}${sitePath(page, locale)}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${sitePath(page, baseLocale)}`} />
    </>
  )
}

/**
 * Only the root's own 404 reaches this (a first segment that is not a language, as in `/no-such-page`,
 * docs/decisions/030-languages.md): no page below it names the document, and without JavaScript the
 * title would be missing. Every page names itself otherwise.
 */
export function meta({ error }: Route.MetaArgs): Route.MetaDescriptors {
  if (isRouteErrorResponse(error) && error.status === 404)
    return [{ title: pageTitle(m.not_found_title()) }, { name: 'robots', content: 'noindex' }]
  return []
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPanel />
  const heading = isRouteErrorResponse(error) ? m.site_error_heading({ status: error.status }) : m.site_error_generic_heading()
  const details = isRouteErrorResponse(error) && error.statusText ? error.statusText : m.site_error_generic_message()
  return (
    <Container className="flex flex-col items-center py-20 text-center sm:py-28">
      <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">{heading}</h1>
      <p className="mt-4 max-w-md text-lg text-slate-600">{details}</p>
      <SiteLink to="/" className={`${buttonClass('primary', 'lg')} mt-8`}>
        {m.not_found_home_link()}
      </SiteLink>
    </Container>
  )
}
