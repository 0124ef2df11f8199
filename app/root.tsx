import { type ShouldRevalidateFunctionArgs, data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router'

import type { Route } from './+types/root'
import { getHeaderUser } from './.server/header-user.server'
import { getToast } from './.server/toast.server'
import { SiteFooter } from './components/layout/site-footer'
import { SiteHeader } from './components/layout/site-header'
import { ToastRegion } from './components/layout/toast-region'
import { useNonce } from './components/nonce'
import './app.css'

export async function loader({ request }: Route.LoaderArgs) {
  const [{ user, headers: authHeaders }, { toast, headers: toastHeaders }] = await Promise.all([
    getHeaderUser(request),
    getToast(request),
  ])
  const headers = new Headers(authHeaders)
  // Only a shown toast needs its flash cookie cleared; otherwise pages stay free of Set-Cookie.
  if (toast) toastHeaders.forEach((value, key) => headers.append(key, value))
  return data({ user, toast, year: new Date().getFullYear() }, { headers })
}

// The root loader only reads cookies; re-run it after actions (sign-in/out, toasts), not on every link.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return true
  return defaultShouldRevalidate
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce()
  const rootData = useRouteLoaderData<typeof loader>('root')
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-900 antialiased">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2">
          Skip to content
        </a>
        <SiteHeader user={rootData?.user ?? null} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter year={rootData?.year ?? new Date().getFullYear()} />
        <ToastRegion toast={rootData?.toast} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let heading = 'Something went wrong'
  let details = 'An unexpected error occurred. Please try again.'
  if (isRouteErrorResponse(error)) {
    heading = error.status === 404 ? '404' : `Error ${error.status}`
    details = error.status === 404 ? 'The page you are looking for could not be found.' : error.statusText || details
  }
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold">{heading}</h1>
      <p className="mt-4">{details}</p>
      <a className="mt-6 inline-block underline" href="/">
        Return to Home
      </a>
    </section>
  )
}
