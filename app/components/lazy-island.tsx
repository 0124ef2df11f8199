import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'

import { firstInteraction } from '~/lib/first-interaction'

/**
 * A component whose code stays out of the page's JavaScript until someone uses it
 * (docs/decisions/005-page-weight.md, 008-cheap-phone.md).
 *
 * - Server: rendered in full, synchronously (the code is preloaded before rendering), so the HTML is
 *   complete and works without JavaScript.
 * - Browser, first load: React hydrates the rest of the page and keeps this part's server HTML as it
 *   is (selective hydration). Its code is fetched on the visitor's first interaction with the page
 *   (a tap, a key, focus), then the part is hydrated in place - nothing typed is lost. Until then, and
 *   for a visitor who only reads, a form in it is a plain HTML form that posts to the server.
 * - Browser, client-side navigation: the visitor has interacted already (a click, a submit), so the
 *   code is fetched at once; `fallback` shows until it arrives.
 */
export function lazyIsland<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null) {
  let loaded: ComponentType<P> | undefined
  let pending: Promise<ComponentType<P>> | undefined
  const preload = () => (pending ??= load().then((component) => (loaded = component)))

  // A thenable that resolves synchronously lets React.lazy render at once when the code is loaded.
  const Lazy = lazy<ComponentType<P>>(() => {
    if (loaded) return { then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: loaded! }) } as never
    const ready = typeof window === 'undefined' ? preload() : firstInteraction().then(preload)
    return ready.then((component) => ({ default: component }))
  })

  function Island(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    )
  }
  return { Island, preload }
}
